import { hexKey, type Hex } from './hex.ts';

/**
 * The cheapest way through a space of states, when a state is more than a hex (a hex and a
 * facing, a waypoint reached). Costs compare as in path.ts: movement points first, then a
 * secondary cost that breaks ties.
 */

export interface Transition<S> {
  state: S;
  mp: number;
  secondary?: number;
}

export interface StateSpace<S> {
  /** A number naming the state; equal keys are the same state. */
  key(state: S): number;
  next(state: S): Transition<S>[];
  /**
   * A lower bound on the MP still needed to reach the goal (A*); it must never overestimate,
   * nor fall by more than a step costs, or the route found may not be the cheapest.
   */
  estimate?(state: S): number;
}

export interface Found<S> {
  state: S;
  mp: number;
  secondary: number;
  previous?: number;
}

export interface Searched<S> {
  found: Map<number, Found<S>>;
  /** The key of the first goal settled, the cheapest. */
  goal?: number;
}

interface Entry {
  key: number;
  mp: number;
  secondary: number;
  /** mp plus the estimate still to go: the order of search. */
  f: number;
}

const less = (a: Entry, b: Entry) => a.f < b.f || (a.f === b.f && (a.secondary < b.secondary || (a.secondary === b.secondary && a.mp > b.mp)));

/**
 * Dijkstra (A* when the space estimates) from `start` within `budget` MP; with `isGoal`, it stops
 * at the first goal settled, the cheapest.
 */
export function searchStates<S>(start: S, budget: number, space: StateSpace<S>, isGoal?: (state: S) => boolean): Searched<S> {
  const found = new Map<number, Found<S>>();
  const startKey = space.key(start);
  found.set(startKey, { state: start, mp: 0, secondary: 0 });
  const estimate = space.estimate ? (s: S) => space.estimate!(s) : () => 0;
  const heap: Entry[] = [{ key: startKey, mp: 0, secondary: 0, f: estimate(start) }];
  while (heap.length > 0) {
    const entry = pop(heap);
    const best = found.get(entry.key)!;
    if (entry.mp > best.mp || (entry.mp === best.mp && entry.secondary > best.secondary)) continue;
    if (isGoal && isGoal(best.state)) return { found, goal: entry.key };
    for (const t of space.next(best.state)) {
      const mp = best.mp + t.mp;
      if (mp > budget) continue;
      const secondary = best.secondary + (t.secondary ?? 0);
      const key = space.key(t.state);
      const known = found.get(key);
      if (known && (known.mp < mp || (known.mp === mp && known.secondary <= secondary))) continue;
      const f = mp + estimate(t.state);
      if (f > budget) continue;
      found.set(key, { state: t.state, mp, secondary, previous: entry.key });
      push(heap, { key, mp, secondary, f });
    }
  }
  return { found };
}

/** The states from the start to `key`, both included. */
export function statesTo<S>(searched: Searched<S>, key: number): S[] {
  const states: S[] = [];
  let at: number | undefined = key;
  while (at !== undefined) {
    const entry: Found<S> = searched.found.get(at)!;
    states.push(entry.state);
    at = entry.previous;
  }
  return states.reverse();
}

/**
 * The hexes a counter's anchor may end in, each at its cheapest, cheapest first: for a search over
 * poses (a horse's head and facing, a Guard's anchor and facing), many poses share one hex.
 */
export function cheapestEnds<S>(searched: Searched<S>, hexOf: (state: S) => Hex, mayEnd: (state: S) => boolean): Array<{ hex: Hex; mp: number }> {
  const best = new Map<number, { hex: Hex; mp: number }>();
  for (const entry of searched.found.values()) {
    if (!mayEnd(entry.state)) continue;
    const hex = hexOf(entry.state);
    const key = hexKey(hex);
    const known = best.get(key);
    if (!known || entry.mp < known.mp) best.set(key, { hex, mp: entry.mp });
  }
  return [...best.values()].sort((a, b) => a.mp - b.mp || a.hex.q - b.hex.q || a.hex.r - b.hex.r);
}

function push(heap: Entry[], e: Entry) {
  heap.push(e);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!less(heap[i]!, heap[parent]!)) break;
    [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
    i = parent;
  }
}

function pop(heap: Entry[]): Entry {
  const top = heap[0]!;
  const last = heap.pop()!;
  if (heap.length > 0) {
    heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && less(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && less(heap[r]!, heap[m]!)) m = r;
      if (m === i) break;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  }
  return top;
}
