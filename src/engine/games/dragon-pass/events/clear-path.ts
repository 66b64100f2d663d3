import { hexKey, neighbours } from '../../../hex/hex.ts';
import type { PassBook } from '../book.ts';
import { edgesOf } from '../map/edges.ts';
import type { Edge } from '../map/types.ts';
import { zocOf } from '../movement/zoc.ts';
import { enemyOf, holderOf } from '../pieces.ts';
import type { DpState, SideSeat } from '../state.ts';

/**
 * A clear path for the withdrawals of events 32, 33 and 43: "not blocked by enemy units or by ZOCs
 * of stacks that could impede the movement of the units being withdrawn" (seed). Our reading: a
 * chain of map hexes from the unit's hex to a hex on one of the edges, every hex after the first
 * free of enemy pieces, of an unallied independent's pieces (closed to both sides: pieces.ts) and
 * of the enemy's zone of control. The unit's own hex is not asked (it leaves it); no movement
 * allowance bounds the path, for the seed names none.
 *
 * Returns the path's labels, start first, or null when there is none.
 */
export function clearPath(book: PassBook, state: DpState, side: SideSeat, from: string, edges: readonly Edge[]): string[] | null {
  const { map } = book;
  const start = map.parse(from);
  if (!start) return null;
  const enemy = enemyOf(side);
  const zone = zocOf(book, state, enemy);
  const atEdge = (label: string) => edgesOf(map.parse(label)!, map.cols, map.rows).some((e) => edges.includes(e));
  const open = (label: string) => {
    const holder = holderOf(state, label);
    return holder !== enemy && holder !== 'neutral' && !zone.has(label);
  };
  const startLabel = map.label(start);
  const cameFrom = new Map<string, string | null>([[startLabel, null]]);
  const queue = [startLabel];
  while (queue.length) {
    const here = queue.shift()!;
    if (atEdge(here)) {
      const path = [here];
      for (let at = cameFrom.get(here); at; at = cameFrom.get(at)) path.unshift(at);
      return path;
    }
    for (const n of neighbours(map.parse(here)!)) {
      const cell = map.hexes.get(hexKey(n));
      if (!cell || cameFrom.has(cell.label) || !open(cell.label)) continue;
      cameFrom.set(cell.label, here);
      queue.push(cell.label);
    }
  }
  return null;
}
