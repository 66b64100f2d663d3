import type { PassBook } from '../book.ts';
import { attackHints } from '../combat/attack.ts';
import { freeMajors } from '../diplomacy/assign.ts';
import { canMeet, emissariesOf, freeMinors } from '../diplomacy/emissary.ts';
import { anyMovable } from '../movement/move.ts';
import type { DpState, PhaseKey } from '../state.ts';

/**
 * Whether the side whose player-turn it is has nothing it could do in `key`, so the phase passes
 * by itself: no points to assign and no emissary at an independent (diplomacy), no piece free to
 * move (movement: a group event 41 holds is not), no attack the step's order would take (combat).
 * Random movement and exotic abilities pass always: no unit of our forces moves at random or has
 * an exotic ability of its own (docs).
 */
export function nothingToDo(book: PassBook, state: DpState, key: PhaseKey): boolean {
  const side = state.turn.side;
  if (!side) return true;
  switch (key) {
    case 'diplomacy': {
      const points = state.dp[side] > 0 && freeMajors(book, state).length > 0;
      const minors = freeMinors(book, state);
      const embassy = emissariesOf(book, state, side).some(({ at }) => at.kind === 'hex' && minors.some((id) => canMeet(book, state, id, at.hex)));
      return !points && !embassy;
    }
    case 'movement':
      return !anyMovable(book, state, side);
    // The combat steps ask the attack order itself (combat/attack.ts): the same reach and the same checks.
    case 'magic':
    case 'missile':
    case 'melee':
      return attackHints(book, state, side).length === 0;
    default:
      return true;
  }
}
