import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { PassBook } from '../book.ts';
import { zocOf } from '../movement/zoc.ts';
import { enemyOf, sideOf } from '../pieces.ts';
import type { DpState, SideSeat } from '../state.ts';
import { SIDE_SHORT } from '../words.ts';

/**
 * The rally phase (GAPS A1 6): the side's disrupted units rally, but not one in an enemy's zone
 * of control (our reading, play.json "disruption": a unit still under the enemy's eyes cannot
 * re-form).
 */
export function rally(book: PassBook, state: DpState, side: SideSeat): { state: DpState; events: GameEvent[] } {
  const watched = zocOf(book, state, enemyOf(side));
  const disrupted = Object.values(state.pieces).filter((p) => sideOf(p) === side && p.disrupted && p.at.kind === 'hex');
  if (!disrupted.length) return { state, events: [] };
  const rallied = disrupted.filter((p) => p.at.kind === 'hex' && !watched.has(p.at.hex));
  const kept = disrupted.filter((p) => !rallied.includes(p));
  const pieces = { ...state.pieces };
  for (const p of rallied) pieces[p.id] = { ...p, disrupted: false };
  const parts = [
    rallied.length ? `${rallied.map((p) => p.id).join(', ')} rall${rallied.length === 1 ? 'ies' : 'y'}` : '',
    kept.length ? `${kept.map((p) => p.id).join(', ')} stay${kept.length === 1 ? 's' : ''} disrupted in the enemy's zone of control` : '',
  ].filter(Boolean);
  return { state: { ...state, pieces }, events: [publicEvent('rallied', `${SIDE_SHORT[side]} rally: ${parts.join('; ')}.`)] };
}
