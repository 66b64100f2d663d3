import { squareKey, type Square, type SquareKey } from './square.ts';

/**
 * Path costs on a square grid. The rules say which moves a figure may make from a square (one
 * orthogonal step, a jump over a pit...) and what each costs; this finds the cheapest way.
 * Costs are small whole numbers, so a bucket queue does the work of a heap. Among routes of
 * equal cost the first found wins, with moves tried in the order the rules list them, so the
 * same position always gives the same route.
 */

export interface Move {
  to: Square;
  cost: number;
  /** What the rules call this move ("jump"), if it is not a plain step. */
  kind?: string;
}

export type MovesFrom = (from: Square) => Iterable<Move>;

export interface Reached {
  square: Square;
  cost: number;
  previous?: SquareKey;
  /** The kind of the move that arrived here. */
  kind?: string;
}

/** Every square reachable from `start` for at most `budget`, with the cheapest way there. */
export function reachable(start: Square, budget: number, moves: MovesFrom, goal?: Square): Map<SquareKey, Reached> {
  const best = new Map<SquareKey, Reached>();
  const startKey = squareKey(start);
  best.set(startKey, { square: start, cost: 0 });
  const buckets: SquareKey[][] = [[startKey]];
  const goalKey = goal ? squareKey(goal) : undefined;
  for (let cost = 0; cost < buckets.length && cost <= budget; cost++) {
    const bucket = buckets[cost];
    if (!bucket) continue;
    for (let n = 0; n < bucket.length; n++) {
      const key = bucket[n]!;
      const here = best.get(key)!;
      if (here.cost !== cost) continue;
      if (key === goalKey) return best;
      for (const move of moves(here.square)) {
        const total = cost + move.cost;
        if (total > budget) continue;
        const to = squareKey(move.to);
        const known = best.get(to);
        if (known && known.cost <= total) continue;
        best.set(to, { square: move.to, cost: total, previous: key, ...(move.kind ? { kind: move.kind } : {}) });
        (buckets[total] ??= []).push(to);
      }
    }
  }
  return best;
}

/** The route to `key` from a search's start, the start first. */
export function routeTo(reached: Map<SquareKey, Reached>, key: SquareKey): Square[] {
  const route: Square[] = [];
  let at: Reached | undefined = reached.get(key);
  while (at) {
    route.push(at.square);
    at = at.previous === undefined ? undefined : reached.get(at.previous);
  }
  return route.reverse();
}

/** The cheapest route from `start` to `goal` within `budget`, or undefined. */
export function cheapestRoute(start: Square, goal: Square, budget: number, moves: MovesFrom): { route: Square[]; cost: number } | undefined {
  const reached = reachable(start, budget, moves, goal);
  const at = reached.get(squareKey(goal));
  if (!at) return undefined;
  return { route: routeTo(reached, squareKey(goal)), cost: at.cost };
}
