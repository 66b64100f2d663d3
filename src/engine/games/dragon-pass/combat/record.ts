import type { GameEvent } from '../../../core/events.ts';
import { hexOfPiece } from '../pieces.ts';
import type { CombatStep, DpState, Piece, SideSeat } from '../state.ts';

/** What an attack leaves behind: the state after it, and its one public event. */
export interface Fought {
  state: DpState;
  events: GameEvent[];
}

/**
 * Marks an attack on the turn: its attackers are used for this step (`turn.done`), the picture
 * draws it (`activity.attacks`: from the attackers' hexes to the target), and a melee target
 * counts as attacked for mandatory melee (`turn.attacked`).
 */
export function recordAttack(state: DpState, side: SideSeat, attackers: readonly Piece[], at: string, kind: CombatStep): DpState {
  const from = [...new Set(attackers.map((p) => hexOfPiece(p)!))];
  return {
    ...state,
    turn: {
      ...state.turn,
      done: [...state.turn.done, ...attackers.map((p) => p.id).filter((id) => !state.turn.done.includes(id))],
      attacked: kind === 'melee' && !state.turn.attacked.includes(at) ? [...state.turn.attacked, at] : state.turn.attacked,
    },
    activity: { ...state.activity, attacks: [...state.activity.attacks, { side, from, at, kind }] },
  };
}
