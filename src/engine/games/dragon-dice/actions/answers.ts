import type { Dice } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { advance, attackOf, beginAttack, stepCandidates, takeCasualties } from './attack.ts';
import { answerMoveStep, settleMoves } from './moves.ts';
import { defensiveVolley } from './abilities.ts';
import { readChoice, ruleDefault, ruleFault, type Candidate } from './casualties.ts';
import { armyName, listed } from './names.ts';
import type { CasualtiesStep, MoveStep } from './state.ts';

/**
 * The answers an attack waits on: the casualties (by whoever assigns that damage) and the
 * counter-attack (by the target of a melee). A refused answer changes nothing.
 */

/** What the attack waits on now, and from whom: the step at the head of its queue. */
export function waitingOn(state: DdState): { seat: string; step: CasualtiesStep } | { seat: string; step: { step: 'counter-attack' } } | { seat: string; step: MoveStep } | null {
  if (state.action?.kind === 'moves') {
    const next = state.action.queue[0];
    return next ? { seat: next.chooser, step: next } : null;
  }
  const action = attackOf(state);
  const step = action?.queue[0];
  if (!action || !step) return null;
  if (step.step === 'casualties') return { seat: step.chooser, step };
  if (step.step === 'move') return { seat: step.chooser, step };
  if (step.step === 'counter-attack') return { seat: action.target.owner, step };
  return null;
}

const allowed = (army: readonly Candidate[]) => listed(army.map((u) => `${u.name} ${u.health} (${u.id})`));

/** The units named die for the damage waiting, if the choice is legal by health-worth. */
export function answerCasualties(book: DiceBook, state: DdState, seat: string, names: readonly string[], dice: Dice): Result<Stepped> {
  const waiting = waitingOn(state);
  if (!waiting || waiting.step.step !== 'casualties') return err('No casualties are waiting to be chosen.');
  const step = waiting.step;
  if (waiting.seat !== seat) return err(`${waiting.seat} chooses these casualties, not you.`);
  const army = stepCandidates(book, state, step);
  const read = readChoice(army, names);
  if (!read.ok) return err(`${read.error} Choose from ${armyName(book, state, step.army)}: ${allowed(army)}.`);
  const fault = ruleFault(step, army, read.units);
  if (fault) return err(`${step.damage} damage from ${step.cause}: ${fault} Choose from ${allowed(army)}.`);
  const taken = takeCasualties(book, state, step, army, read.units, dice);
  const action = attackOf(taken.state)!;
  const next = advance(book, { ...taken.state, action: { ...action, queue: action.queue.slice(1) } }, dice);
  return ok({ state: next.state, events: [...taken.events, ...next.events] });
}

/** The target of a melee counter-attacks (the same procedure the other way, with no counter to it), or not. */
export function answerCounterAttack(book: DiceBook, state: DdState, seat: string, yes: boolean, dice: Dice): Result<Stepped> {
  const waiting = waitingOn(state);
  if (!waiting || waiting.step.step !== 'counter-attack') return err('No counter-attack is offered now.');
  if (waiting.seat !== seat) return err(`${waiting.seat} may counter-attack, not you.`);
  const action = attackOf(state)!;
  if (!yes) {
    const declined = publicEvent('dd-counter-declined', `${seat} does not counter-attack.`);
    const next = advance(book, { ...state, action: { ...action, queue: action.queue.slice(1) } }, dice);
    return ok({ state: next.state, events: [declined, ...next.events] });
  }
  // The first attack is over once the counter-attack begins: its leftover damage is lost with it.
  // A missile attack is answered only by a Defensive Volley: the Coral Elves' missiles.
  if (action.kind === 'missile') {
    const elves = defensiveVolley(book, state, action.target).map((u) => u.id);
    return ok(beginAttack(book, { ...state, action: null }, 'missile', action.target, action.attacker, true, dice, elves));
  }
  return ok(beginAttack(book, { ...state, action: null }, 'melee', action.target, action.attacker, true, dice));
}

/** A moving SAI's unit goes where its owner says, or stays; the attack goes on. */
export function answerMove(book: DiceBook, state: DdState, seat: string, to: string, units: readonly string[], dice: Dice): Result<Stepped> {
  const waiting = waitingOn(state);
  if (!waiting || waiting.step.step !== 'move') return err('No unit is waiting to move.');
  if (waiting.seat !== seat) return err(`${waiting.seat} chooses where this unit goes, not you.`);
  const moved = answerMoveStep(book, state, waiting.step, to, units, dice);
  if (!moved.ok) return moved;
  if (state.action?.kind === 'moves') return ok({ state: settleMoves(book, moved.value.state, state.action.queue.slice(1)), events: moved.value.events });
  const action = attackOf(moved.value.state)!;
  const next = advance(book, { ...moved.value.state, action: { ...action, queue: action.queue.slice(1) } }, dice);
  return ok({ state: next.state, events: [...moved.value.events, ...next.events] });
}

/** The answer given for a player who lets the deadline pass: the cheapest legal casualties; a counter-attack; a unit stays. */
export function actionDefault(book: DiceBook, state: DdState): { seat: string; order: { verb: 'casualties'; units: string[] } | { verb: 'counter-attack'; answer: boolean } | { verb: 'move'; to: string } } | null {
  const waiting = waitingOn(state);
  if (!waiting) return null;
  if (waiting.step.step === 'counter-attack') return { seat: waiting.seat, order: { verb: 'counter-attack', answer: true } };
  if (waiting.step.step === 'move') return { seat: waiting.seat, order: { verb: 'move', to: 'stay' } };
  const step = waiting.step;
  const army = stepCandidates(book, state, step);
  const chosen = ruleDefault(step, army, step.chooser === step.army.owner ? 'cheapest' : 'dearest');
  return { seat: waiting.seat, order: { verb: 'casualties', units: chosen.map((u) => u.id) } };
}
