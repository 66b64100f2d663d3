import { distance } from '../../../hex/hex.ts';
import { counterOf, type PassBook } from '../book.ts';
import { hasFlag } from '../forces/types.ts';
import { canMeet } from '../diplomacy/emissary.ts';
import { freeMajors } from '../diplomacy/assign.ts';
import { enemyOf, onMap, sideOf } from '../pieces.ts';
import type { DpState, PhaseKey, Piece } from '../state.ts';

/**
 * Whether the side whose player-turn it is has nothing it could do in `key`, so the phase passes
 * by itself: no points to assign and no emissary at an independent (diplomacy), no unit that can
 * move (movement), no magician, archer or fighter within reach of an enemy (the combat steps).
 * Random movement and exotic abilities pass always: no unit of our forces moves at random or has
 * an exotic ability of its own (docs).
 */
export function nothingToDo(book: PassBook, state: DpState, key: PhaseKey): boolean {
  const side = state.turn.side;
  if (!side) return true;
  const mine = onMap(state).filter((p) => sideOf(p) === side);
  const enemies = onMap(state).filter((p) => sideOf(p) === enemyOf(side));
  const near = (p: Piece, reach: number) => enemies.some((e) => distance(book.map.parse(hexOf(p))!, book.map.parse(hexOf(e))!) <= reach);
  switch (key) {
    case 'diplomacy': {
      const points = state.dp[side] > 0 && freeMajors(book, state).length > 0;
      const minors = Object.keys(state.independents).filter((id) => !book.forces.independents.get(id)?.major && !state.independents[id]!.allied);
      const embassy = mine.some((p) => hasFlag(counterOf(book, p), 'emissary') && minors.some((id) => canMeet(book, state, id, hexOf(p))));
      return !points && !embassy;
    }
    case 'movement':
      return !mine.some((p) => counterOf(book, p).movement > 0);
    case 'magic':
      return !mine.some((p) => !p.disrupted && counterOf(book, p).magic > 0 && near(p, book.rules.ranges.magic));
    case 'missile':
      return !mine.some((p) => !p.disrupted && counterOf(book, p).missile > 0 && near(p, book.rules.ranges.missile));
    case 'melee':
      return !mine.some((p) => !p.disrupted && counterOf(book, p).combat > 0 && near(p, 1));
    default:
      return true;
  }
}

const hexOf = (p: Piece): string => (p.at.kind === 'hex' ? p.at.hex : '');
