import type { Dice } from '../../core/dice.ts';
import type { SeatId } from '../../core/events.ts';
import type { Applied } from '../../core/module.ts';
import { endPhase } from '../../core/phases.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { reconcileBoats } from './boats/shore.ts';
import { promptFor } from './decisions.ts';
import { notePrompt } from './deep-dungeons/journey.ts';
import { gharvsPlayOn, interphaseRefusal } from './gharvs/interphase.ts';
import { stepVerb } from './horses/orders.ts';
import { counterPrompt } from './magic/cast.ts';
import type { DnRules } from './rules.ts';
import { deploymentPhase } from './secret/deploy.ts';
import { deploying } from './secret/deployment.ts';
import { revealActors } from './secret/hidden.ts';
import { afterOrder } from './secret/hooks.ts';
import type { DnState } from './state.ts';
import { suddenVictory } from './turn/victory.ts';
import { sideLabel } from './units.ts';
import { deepOf } from './deep-dungeons/state.ts';

/**
 * What the rules do around every order of a player (or of the bot, for its side), whatever the
 * order: the question that must be answered first, a hidden character who shows himself by acting
 * (1.8), the advance on offer that lapses (2.44), then after it who was found, the boat, the
 * Gharvs' interphase (4.5), a sudden victory, and the phase that `/done` ends.
 */

type Order = { verb: string } & Record<string, unknown>;
type Run<O> = (state: DnState, seat: SeatId, order: O) => Result<Applied<DnState>>;

export function playAround<O extends Order>(rules: DnRules, state: DnState, seat: SeatId, order: O, dice: Dice, run: Run<O>): Result<Applied<DnState>> {
  // The secret set-up's own order starts the first turn itself (secret/deploy.ts).
  if (order.verb === 'deploy') return run(state, seat, order);
  if (deploying(state) && order.verb !== 'react' && order.verb !== 'counter') {
    return err(`${deploymentPhase(state)!.label}: the first turn begins when every side has finished its set-up (/deploy done).`);
  }
  const table = rules.table(state);
  const machine = rules.machine(state);
  // A hidden character named to act shows himself first (1.8).
  const acted = revealActors(table, seat, order);
  const outcome = answerFirst(rules, acted.state, seat, order, run);
  if (!outcome.ok) return outcome;
  // Whoever walked into a hiding place or came within sight of it finds who waits there; markers reached are turned.
  const found = afterOrder({ ...table, state: outcome.value.state });
  let next = reconcileBoats(found.state);
  const events = [...acted.events, ...outcome.value.events, ...found.events];
  let checkpoints = outcome.value.checkpoints;
  // The Gharvs are played by the rules: their steps settle, and an interphase goes on once a player has answered.
  const gharvs = gharvsPlayOn(machine, { ...table, state: next }, dice);
  if (gharvs) {
    next = reconcileBoats(gharvs.state);
    events.push(...gharvs.events);
    checkpoints = gharvs.checkpoints;
  }
  const sudden = next.outcome ? null : suddenVictory(next, table.scenario.victory, table.board);
  if (sudden) {
    next = { ...next, outcome: sudden, steps: [], advanceOffer: null };
    const winners = sudden.winners.map((w) => sideLabel(next, w)).join(', ') || 'nobody';
    // The victory in the game's own words; the core ends the game (its last phase and checkpoint, core/orders.ts ended()).
    events.push({ type: 'game-over', text: `${sudden.reason} Victory: ${winners}.`, visibleTo: 'all' });
  } else if (order.verb === 'done') {
    const advanced = endPhase(machine, next, dice);
    next = advanced.state;
    events.push(...advanced.events);
    checkpoints = advanced.checkpoints;
  }
  return ok({ state: next, events, checkpoints });
}

/**
 * The question waiting must be answered first, by its seat: the counterspell window, the note,
 * a combat's consequences, a reaction window. Standing orders (`/react`, `/counter`) are set at
 * any time. An advance on offer lapses as soon as the moving side does anything else (2.44).
 */
function answerFirst<O extends Order>(rules: DnRules, state: DnState, seat: SeatId, order: O, run: Run<O>): Result<Applied<DnState>> {
  if (order.verb === 'react' || order.verb === 'counter') return run(state, seat, order);
  const pending = state.magic.pending;
  if (pending) {
    if (pending.asked !== seat) return err(`Waiting for the ${sideLabel(state, pending.asked)} to say whether they counter the spell.`);
    if (order.verb !== 'counterspell') return err(`First answer: ${counterPrompt(state)}.`);
  }
  const below = deepOf(state).pending;
  if (below) {
    if (below.side !== seat) return err(`Waiting for the ${sideLabel(state, below.side)} to write their traveller's note.`);
    if (order.verb !== 'note') return err(`First write the note: ${notePrompt(rules.table(state))}.`);
  }
  const head = state.steps[0];
  if (head) {
    const reaction = head.kind === 'reaction';
    if (head.seat !== seat) return err(reaction ? `Waiting for ${sideLabel(state, head.seat)} to say whether they shoot.` : `Waiting for ${sideLabel(state, head.seat)}: ${promptFor(rules.table(state), head)}.`);
    if (order.verb !== stepVerb(head)) return err(reaction ? `First answer: ${promptFor(rules.table(state), head)}.` : `First settle the combat: ${promptFor(rules.table(state), head)}.`);
  }
  const gharvTime = interphaseRefusal(state, order.verb);
  if (gharvTime) return err(gharvTime);
  // Only the moving side's own orders lapse its advance (a DN2 spell cast by the other side does not).
  if (state.advanceOffer && order.verb !== 'advance' && seat === state.sides[state.active]!.id) {
    const done = run({ ...state, advanceOffer: null }, seat, order);
    if (!done.ok) return done;
    return ok({ ...done.value, events: [{ type: 'advance', text: 'The advance after combat lapses.', visibleTo: 'all' }, ...done.value.events] });
  }
  return run(state, seat, order);
}
