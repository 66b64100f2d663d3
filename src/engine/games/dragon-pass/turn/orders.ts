import type { Applied } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { GameEvent } from '../../../core/events.ts';
import type { PassBook } from '../book.ts';
import { assignPoints, freeMajors } from '../diplomacy/assign.ts';
import { canMeet, emissariesOf, freeMinors, sendEmissary } from '../diplomacy/emissary.ts';
import type { DpState } from '../state.ts';
import { independentName } from '../words.ts';
import { endThisPhase } from './phases.ts';
import { phaseLabel } from './label.ts';

/**
 * The orders of the player-turn that are neither a move nor an attack: diplomacy's `/assign` and
 * `/emissary`, and `/done`, which ends the phase under way.
 */
const order = orderFor<DpState>();

const applied = (r: Result<{ state: DpState; events: GameEvent[] }>): Result<Applied<DpState>> => (r.ok ? ok({ ...r.value, checkpoints: [] }) : r);
const mine = (state: DpState, seat: string) => state.turn.side === seat;

export function playerTurnOrders(book: PassBook) {
  const assign = order({
    verb: 'assign',
    description: 'Assign diplomacy points to a major independent, in secret',
    options: {
      independent: option.name('The major independent (dragonewts, ironhoof…)', 'which independent'),
      dp: option.integer('How many of your diplomacy points', 'how many DP', { min: 1 }),
    },
    line: '{independent} {dp}',
    group: 'diplomacy',
    phases: ['diplomacy'],
    outOfPhase: (state) => `Diplomacy points are assigned in your diplomacy phase; it is ${phaseLabel(state.turn)}.`,
    legal: (state, seat) => (mine(state, seat) && state.dp[state.turn.side!] > 0 ? freeMajors(book, state).map((id) => ({ verb: 'assign', options: { independent: id, dp: String(state.dp[state.turn.side!]) }, label: `${independentName(book, id)}: all ${state.dp[state.turn.side!]} DP` })) : []),
    apply: (state, seat, o) => (mine(state, seat) ? applied(assignPoints(book, state, state.turn.side!, o.independent, o.dp)) : err('It is not your diplomacy phase.')),
  });

  const emissary = order({
    verb: 'emissary',
    description: 'Send an emissary to a minor independent he stands by (Emissary or Dwarf Luck Table)',
    options: {
      unit: option.unit('Your emissary', 'which emissary'),
      to: option.name('The minor independent (dwarf, giants, wind-children)', 'to whom'),
    },
    line: '{unit} {to}',
    group: 'diplomacy',
    phases: ['diplomacy'],
    outOfPhase: (state) => `Emissaries go in your diplomacy phase; it is ${phaseLabel(state.turn)}.`,
    legal: (state, seat) => {
      if (!mine(state, seat)) return [];
      const minors = freeMinors(book, state);
      return emissariesOf(book, state, state.turn.side!)
        .filter((p) => !state.turn.done.includes(p.id))
        .flatMap((p) => minors.filter((id) => p.at.kind === 'hex' && canMeet(book, state, id, p.at.hex)).map((id) => ({ verb: 'emissary', options: { unit: p.id, to: id }, label: `${p.id} to ${independentName(book, id)}` })));
    },
    apply: (state, seat, o, dice) => (mine(state, seat) ? applied(sendEmissary(book, state, state.turn.side!, o.unit, o.to, dice)) : err('It is not your diplomacy phase.')),
  });

  const done = order({
    verb: 'done',
    description: 'End the phase under way (diplomacy, movement, or a combat step)',
    options: {},
    group: 'turn',
    phases: ['diplomacy', 'movement', 'magic', 'missile', 'melee'],
    outOfPhase: (state) => `Nothing to end now: ${phaseLabel(state.turn)}.`,
    legal: (state, seat) => (mine(state, seat) ? [{ verb: 'done', options: {}, label: `End ${phaseLabel(state.turn)}` }] : []),
    apply: (state, seat, _o, dice) => (mine(state, seat) ? ok(endThisPhase(book, state, dice)) : err(`It is ${state.turn.side ?? 'nobody'}'s phase, not yours.`)),
  });

  return [assign, emissary, done] as const;
}
