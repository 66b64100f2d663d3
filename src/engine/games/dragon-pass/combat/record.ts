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
 * draws it (`activity.attacks`: from the attackers' hexes to the target); a melee target
 * counts as attacked for mandatory melee from then on (`attackedInMelee`).
 */
export function recordAttack(state: DpState, side: SideSeat, attackers: readonly Piece[], at: string, kind: CombatStep): DpState {
  const from = [...new Set(attackers.map((p) => hexOfPiece(p)!))];
  return {
    ...state,
    turn: {
      ...state.turn,
      done: [...state.turn.done, ...attackers.map((p) => p.id).filter((id) => !state.turn.done.includes(id))],
    },
    activity: { ...state.activity, attacks: [...state.activity.attacks, { side, from, at, kind }] },
  };
}

/** The hexes attacked in melee this step: the phase's own attacks, which the phase clears as it begins. */
export const attackedInMelee = (state: DpState): string[] => [...new Set(state.activity.attacks.filter((a) => a.kind === 'melee').map((a) => a.at))];
