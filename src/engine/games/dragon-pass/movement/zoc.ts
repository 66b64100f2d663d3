import { hexKey, neighbours } from '../../../hex/hex.ts';
import { counterOf, type PassBook } from '../book.ts';
import { hasFlag } from '../forces/types.ts';
import { sideOf, stacks } from '../pieces.ts';
import type { DpState, SideSeat } from '../state.ts';

/**
 * Zones of control (GAPS A3, WIKI-WBRM): a stack exerts one into the six hexes round it, unless
 * every unit in it is a disembodied spirit. An unallied independent's stack exerts none (our
 * reading: it fights nobody until it allies). The map's edge bounds the zone.
 */
export function zocOf(book: PassBook, state: DpState, side: SideSeat): Set<string> {
  const zone = new Set<string>();
  for (const [label, here] of stacks(state)) {
    const own = here.filter((p) => sideOf(p) === side);
    if (!own.length || own.every((p) => hasFlag(counterOf(book, p), 'disembodied'))) continue;
    const h = book.map.parse(label)!;
    for (const n of neighbours(h)) {
      const cell = book.map.hexes.get(hexKey(n));
      if (cell) zone.add(cell.label);
    }
  }
  return zone;
}
