import type { ZodError } from 'zod';
import type { Dice } from './dice.ts';
import type { GameEvent, SeatId } from './events.ts';
import type { AnyGameModule, Applied, Checkpoint } from './module.ts';
import { err, ok, type Result } from './result.ts';

/**
 * The order envelope, the same for every game: is the game still on, does the verb exist, may
 * this seat act now, is a question waiting for an answer first; then parse (a typed order) or
 * check (one the engine built) with the game's own schema, and hand over to the game. When the
 * game's `outcome` says it is over, the core ends it: the game-over line and the last
 * checkpoint, so no game writes them by hand.
 */

/** An order as it arrives from any front end: who, which verb, and the raw option strings. */
export interface OrderEnvelope {
  seat: SeatId;
  verb: string;
  options: Record<string, string>;
}

/** A typed order, as the engine builds it (a default at a deadline, the bot's choice). */
export interface TypedOrder {
  verb: string;
  [option: string]: unknown;
}

/** Parses a typed line's options, checks the envelope, then applies. */
export function runOrder<S>(module: AnyGameModule, state: S, envelope: OrderEnvelope, dice: Dice): Result<Applied<S>> {
  const admitted = admit(module, state, envelope.seat, envelope.verb);
  if (!admitted.ok) return admitted;
  const parsed = module.orderSchema.safeParse({ verb: envelope.verb, ...envelope.options });
  if (!parsed.success) return err(`/${envelope.verb}${describeZodError(parsed.error)}`);
  return ended(module, state, module.apply(state, envelope.seat, parsed.data, dice) as Result<Applied<S>>);
}

/**
 * Applies an order the engine built, without a trip through text. It must pass the game's own
 * schema like a typed one: a default the schema would refuse is the game's bug, refused here.
 */
export function playOrder<S>(module: AnyGameModule, state: S, seat: SeatId, order: TypedOrder, dice: Dice): Result<Applied<S>> {
  const admitted = admit(module, state, seat, order.verb);
  if (!admitted.ok) return admitted;
  const parsed = module.orderSchema.safeParse(order);
  if (!parsed.success) return err(`/${order.verb}${describeZodError(parsed.error)}`);
  return ended(module, state, module.apply(state, seat, parsed.data, dice) as Result<Applied<S>>);
}

/** What every game refuses alike, before its own rules are asked. */
function admit(module: AnyGameModule, state: unknown, seat: SeatId, verb: string): Result<true> {
  if (module.outcome(state)) return err('This game is over; no more orders are taken.');
  const spec = module.verbs.find((v) => v.name === verb);
  if (!spec) return err(`/${verb} is not an order in ${module.title}. Orders: ${module.verbs.map((v) => v.name).join(', ')}.`);
  if (spec.query) return err(`/${verb} is a question, not an order.`);
  if (mayGiveNow(module, state, seat, verb)) return ok(true);
  const phase = module.phase(state);
  const decision = phase.decision;
  if (!phase.active.includes(seat) || (decision && decision.seat !== seat)) {
    // A secret decision's question is for its seat alone: the others only learn that it waits.
    const question = decision && !decision.secret ? `: ${decision.prompt}` : '';
    const who = decision ? `${decision.seat} must answer first${question}` : `it is ${phase.label}`;
    return err(`Not your move: ${who}.`);
  }
  return err(decision?.refusal ?? `First answer: ${decision?.prompt ?? phase.label}.`);
}

/**
 * May `seat` give an order of `verb` now: a standing order at any time; otherwise only in its
 * own phase, and while a question waits, only the answer to it, by the seat it is put to.
 */
export function mayGiveNow(module: AnyGameModule, state: unknown, seat: SeatId, verb: string): boolean {
  if (module.verbs.find((v) => v.name === verb)?.anytime) return true;
  const phase = module.phase(state);
  if (!phase.active.includes(seat)) return false;
  return !phase.decision || (phase.decision.seat === seat && phase.decision.verb === verb);
}

/** Answers a query verb: nothing changes and nothing is rolled. */
export function runQuery<V>(module: AnyGameModule, state: unknown, envelope: OrderEnvelope): Result<{ text: string; view: V }> {
  const spec = module.verbs.find((v) => v.name === envelope.verb);
  if (!spec?.query || !module.query) return err(`/${envelope.verb} is not a question ${module.title} answers.`);
  const parsed = module.orderSchema.safeParse({ verb: envelope.verb, ...envelope.options });
  if (!parsed.success) return err(`/${envelope.verb}${describeZodError(parsed.error)}`);
  return module.query(state, envelope.seat, parsed.data) as Result<{ text: string; view: V }>;
}

/**
 * The end of a game, once for every game: when an order leaves the game decided, the log says so
 * and the final position is checkpointed as its last phase, whatever the module wrote itself.
 */
export function ended<S>(module: AnyGameModule, before: S, result: Result<Applied<S>>): Result<Applied<S>> {
  if (!result.ok) return result;
  const { state, events, checkpoints } = result.value;
  const outcome = module.outcome(state);
  if (!outcome || module.outcome(before)) return result;
  const more: GameEvent[] = [];
  if (!events.some((e) => e.type === 'game-over')) {
    more.push({ type: 'game-over', text: outcome.reason, visibleTo: 'all', data: { winners: outcome.winners } });
  }
  let last: Checkpoint<S>[] = [];
  if (checkpoints.at(-1)?.state !== state) {
    const phase = module.phase(state);
    more.push({ type: 'phase-ended', text: `${phase.label} ends: the game is over.`, visibleTo: 'all', data: { turn: phase.turn, phase: phase.key } });
    last = [{ turn: phase.turn, phaseKey: phase.key, label: phase.label, state }];
  }
  if (more.length === 0) return result;
  return ok({ state, events: [...events, ...more], checkpoints: [...checkpoints, ...last] });
}

/** " to: write the hex like F7." or ": malformed order." */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return ': malformed order.';
  const where = issue.path.filter((p) => p !== 'verb').join('.');
  return where ? ` ${where}: ${issue.message}` : `: ${issue.message}`;
}
