import type { SeatId } from '../../core/events.ts';
import type { DecisionSpec } from '../../core/module.ts';
import { windowDecision, windowDefault } from '../../core/standing.ts';
import { DIRECTION_NAMES } from '../../hex/hex.ts';
import { labelOf } from '../../hex/labels.ts';
import { advanceOptions, defaultCasualty, defaultRetreat, retreatOptions } from './combat/aftermath.ts';
import { defaultNote, notePrompt } from './deep-dungeons/journey.ts';
import { reactionQuestion } from './fire/reactions.ts';
import { horseDecisions, stepVerb } from './horses/orders.ts';
import { counterWindow } from './magic/cast.ts';
import type { DnOrder } from './orders.ts';
import { deploying } from './secret/deployment.ts';
import type { Step } from './state.ts';
import { unitById } from './units.ts';
import { deepOf } from './deep-dungeons/state.ts';
import type { Table } from './world.ts';

/**
 * The questions the rules put to one side in the middle of play, and what happens when nobody
 * answers in time: the counterspell window (3.3 by post), the note of one who went down (5.3), the
 * consequences of a combat (2.43, 2.44), a reaction window (2.23 by post), a thrown rider (2.47).
 */

export function decisionOf(table: Table): DecisionSpec | undefined {
  // The counterspell window is asked of the counterer's side alone (3.3 by post).
  const pending = table.state.magic.pending;
  if (pending) return windowDecision(counterWindow(table.state, pending));
  // The note of one who went down into the deep dungeons is his player's secret (5.3).
  const below = deepOf(table.state).pending;
  if (below) return { seat: below.side, prompt: notePrompt(table)!, secret: true, verb: 'note', refusal: `First write the note: ${notePrompt(table)}.` };
  const step = table.state.steps[0];
  if (!step) return undefined;
  // A reaction window is asked of the shooter's side alone: the mover's side only sees the wait.
  if (step.kind === 'reaction') return windowDecision(step.window ?? reactionQuestion(table.state, step));
  return { seat: step.seat, prompt: promptFor(table, step), secret: false, verb: stepVerb(step), refusal: `First settle the combat: ${promptFor(table, step)}.` };
}

export function promptFor(table: Table, step: Step): string {
  const { state } = table;
  switch (step.kind) {
    case 'casualty': {
      const names = step.candidates.map((id) => unitById(state, id).name);
      return `choose who is ${step.effect}: /casualty unit: one of ${names.join(', ')}`;
    }
    case 'retreat': {
      const unit = unitById(state, step.unit);
      const ends = [...new Set(retreatOptions(table, unit, step.hexes).map((o) => labelOf(o.path[o.path.length - 1]!)))];
      return `${unit.name} must retreat ${step.hexes} hex${step.hexes > 1 ? 'es' : ''}: /retreat unit:${unit.name} to: one of ${ends.join(', ')}`;
    }
    case 'advance': {
      const options = advanceOptions(table, step);
      const who = [...new Set(options.map((o) => unitById(state, o.unit).name))];
      return `${who.join(' or ')} may advance after combat: /advance unit:<name> to:<hex>, or /advance unit:none`;
    }
    case 'reaction':
      return (step.window ?? reactionQuestion(state, step)).prompt;
    case 'dismount':
      return horseDecisions.prompt(table, step);
  }
}

/** A seat's orders when its deadline passes: the set-up as placed, the question's default answer, or the end of its phase. */
export function defaultOrders(table: Table, seat: SeatId): DnOrder[] {
  const { state } = table;
  // At the set-up's deadline a side keeps what it placed, and the scenario's placement for the rest.
  if (deploying(state)) return state.secret.deployment.some((d) => d.side === seat && !d.done) ? [{ verb: 'deploy', done: true }] : [];
  const decision = decisionOf(table);
  if (decision) return decision.seat === seat ? [defaultAnswer(table)] : [];
  if (state.outcome || state.sides[state.active]!.id !== seat) return [];
  return [{ verb: 'done' }];
}

function defaultAnswer(table: Table): DnOrder {
  const { state } = table;
  // Unanswered in time, the counterspell window does the window's own default: each caster offered does as his standing order says.
  if (state.magic.pending) return windowDefault<DnOrder>(counterWindow(state, state.magic.pending));
  if (deepOf(state).pending) return { verb: 'note', exit: defaultNote(table)!.exit };
  const step = state.steps[0]!;
  switch (step.kind) {
    case 'casualty':
      return { verb: 'casualty', unit: unitById(state, defaultCasualty(state, step)).name };
    case 'retreat': {
      const unit = unitById(state, step.unit);
      const choice = defaultRetreat(table, unit, retreatOptions(table, unit, step.hexes))!;
      const end = choice.path[choice.path.length - 1]!;
      return {
        verb: 'retreat',
        unit: unit.name,
        to: labelOf(end),
        ...(choice.path.length > 1 ? { via: labelOf(choice.path[0]!) } : {}),
        ...(choice.push ? { push: labelOf(choice.push.to) } : {}),
        ...(choice.facings ? { facing: DIRECTION_NAMES[choice.facings[choice.facings.length - 1]!] } : {}),
      };
    }
    case 'advance':
      return { verb: 'advance', unit: 'none' };
    case 'reaction':
      // A standing reaction that asks fires if its owner does not answer in time: the window's own default.
      return windowDefault<DnOrder>(step.window ?? reactionQuestion(state, step));
    case 'dismount':
      return horseDecisions.answer(table, step);
  }
}

