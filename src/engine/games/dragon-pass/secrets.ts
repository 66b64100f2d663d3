import { canSee, type Viewer } from '../../core/events.ts';
import type { PassBook } from './book.ts';
import { SIDE_SEATS, type DpState } from './state.ts';
import { independentName, SIDE_SHORT } from './words.ts';

/**
 * The facts a viewer must not learn yet (for the leak tests and log scrubbing), in the words the
 * log and the private lines would use: each side's points assigned to an independent the table
 * has not yet made an ally of, its points in hand, its debts, and a bid sealed while the other is
 * still to come. Nothing is secret once the game is over.
 */
export function passSecrets(book: PassBook, state: DpState, viewer: Viewer): string[] {
  if (state.ended) return [];
  const out: string[] = [];
  for (const side of SIDE_SEATS) {
    if (canSee(viewer, [side])) continue;
    for (const [id, x] of Object.entries(state.independents)) {
      const points = x.points[side] ?? 0;
      if (points > 0 && !x.allied) out.push(`${points} DP to ${independentName(book, id)}`, `${SIDE_SHORT[side]} ${points} DP for ${independentName(book, id)}`);
    }
    for (const debt of state.ledgers[side]) if (debt.owed > 0) out.push(`owes ${debt.owed} DP`);
    const bid = state.sealed?.choices.choices[side];
    if (bid !== undefined) out.push(`bid of ${String(bid)} DP`, `bids ${String(bid)} DP`);
  }
  return out;
}
