import type { ZodError } from 'zod';
import type { Dice } from './dice.ts';
import type { SeatId } from './events.ts';
import type { Applied, AnyGameModule } from './module.ts';
import { err, type Result } from './result.ts';

/** An order as it arrives from any front end: who, which verb, and the raw option strings. */
export interface OrderEnvelope {
  seat: SeatId;
  verb: string;
  options: Record<string, string>;
}

/** Parse, then check the seat and the phase, then hand over to the module to validate and adjudicate. */
export function runOrder<S>(module: AnyGameModule, state: S, envelope: OrderEnvelope, dice: Dice): Result<Applied<S>> {
  if (module.outcome(state)) return err('This game is over; no more orders are taken.');
  const verbs = module.verbs.map((v) => v.name);
  if (!verbs.includes(envelope.verb)) {
    return err(`/${envelope.verb} is not an order in ${module.title}. Orders: ${verbs.map((v) => `/${v}`).join(', ')}.`);
  }
  const spec = module.verbs.find((v) => v.name === envelope.verb)!;
  if (spec.query) return err(`/${envelope.verb} is a question, not an order.`);
  const phase = module.phase(state);
  if (!phase.active.includes(envelope.seat) && !spec.anytime) {
    // A secret decision's question is for its seat alone: the others only learn that it waits.
    const question = phase.decision && !phase.decision.secret ? `: ${phase.decision.prompt}` : '';
    const who = phase.decision ? `${phase.decision.seat} must answer first${question}` : `it is ${phase.label}`;
    return err(`Not your move: ${who}.`);
  }
  const parsed = module.orderSchema.safeParse({ verb: envelope.verb, ...envelope.options });
  if (!parsed.success) return err(`/${envelope.verb}${describeZodError(parsed.error)}`);
  return module.apply(state, envelope.seat, parsed.data, dice) as Result<Applied<S>>;
}

/** Parses and answers a query verb: nothing changes and nothing is rolled. */
export function runQuery<V>(module: AnyGameModule, state: unknown, envelope: OrderEnvelope): Result<{ text: string; view: V }> {
  const spec = module.verbs.find((v) => v.name === envelope.verb);
  if (!spec?.query || !module.query) return err(`/${envelope.verb} is not a question ${module.title} answers.`);
  const parsed = module.orderSchema.safeParse({ verb: envelope.verb, ...envelope.options });
  if (!parsed.success) return err(`/${envelope.verb}${describeZodError(parsed.error)}`);
  return module.query(state, envelope.seat, parsed.data) as Result<{ text: string; view: V }>;
}

/** " to: write the hex like F7." or ": malformed order." */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return ': malformed order.';
  const where = issue.path.filter((p) => p !== 'verb').join('.');
  return where ? ` ${where}: ${issue.message}` : `: ${issue.message}`;
}
