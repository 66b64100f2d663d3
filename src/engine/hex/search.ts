/**
 * The cheapest ways through a graph of states, for moves whose next step depends on more than
 * the hex: which of two places in a hex a character stands on (a walkway or the ground beneath
 * it), which way a horse faces. `path.ts` searches hexes alone; this searches any state that
 * can be numbered. Costs are pairs, as there: movement points first, then a secondary cost that
 * breaks ties (such as how many challenges a route draws).
 */

export interface Edge<S> {
  state: S;
  mp: number;
  secondary?: number;
}

export interface Found<S> {
  state: S;
  mp: number;
  secondary: number;
  /** Key of the state this one was reached from. */
  previous?: number;
}

export interface StateSearch<S> {
  /** A number naming a state; two states with one key are the same. */
  key(state: S): number;
  /** Where one step leads from `state`, and what it costs. */
  next(state: S): Iterable<Edge<S>>;
}

interface Entry<S> {
  state: S;
  key: number;
  mp: number;
  secondary: number;
}

const less = <S>(a: Entry<S>, b: Entry<S>) => a.mp < b.mp || (a.mp === b.mp && a.secondary < b.secondary);

function push<S>(items: Entry<S>[], e: Entry<S>): void {
  items.push(e);
  let i = items.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!less(items[i]!, items[parent]!)) break;
    [items[i], items[parent]] = [items[parent]!, items[i]!];
    i = parent;
  }
}

function pop<S>(items: Entry<S>[]): Entry<S> | undefined {
  const top = items[0];
  const last = items.pop();
  if (items.length > 0 && last) {
    items[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < items.length && less(items[l]!, items[m]!)) m = l;
      if (r < items.length && less(items[r]!, items[m]!)) m = r;
      if (m === i) break;
      [items[i], items[m]] = [items[m]!, items[i]!];
      i = m;
    }
  }
  return top;
}

/**
 * Every state reachable from `start` within `budget` MP, with the cheapest way there. With
 * `isGoal`, the search stops as soon as a goal state is settled, and returns its key.
 */
export function cheapestStates<S>(start: S, budget: number, search: StateSearch<S>, isGoal?: (state: S) => boolean): { found: Map<number, Found<S>>; goal?: number } {
  const found = new Map<number, Found<S>>();
  const startKey = search.key(start);
  found.set(startKey, { state: start, mp: 0, secondary: 0 });
  const heap: Entry<S>[] = [{ state: start, key: startKey, mp: 0, secondary: 0 }];
  while (heap.length > 0) {
    const entry = pop(heap)!;
    const best = found.get(entry.key)!;
    if (entry.mp > best.mp || (entry.mp === best.mp && entry.secondary > best.secondary)) continue;
    if (isGoal && entry.key !== startKey && isGoal(entry.state)) return { found, goal: entry.key };
    for (const edge of search.next(entry.state)) {
      const mp = entry.mp + edge.mp;
      if (mp > budget) continue;
      const secondary = entry.secondary + (edge.secondary ?? 0);
      const key = search.key(edge.state);
      const known = found.get(key);
      if (known && (known.mp < mp || (known.mp === mp && known.secondary <= secondary))) continue;
      found.set(key, { state: edge.state, mp, secondary, previous: entry.key });
      push(heap, { state: edge.state, key, mp, secondary });
    }
  }
  return { found };
}

/** The states from the start to the one keyed `goal`, both included. */
export function routeOf<S>(found: Map<number, Found<S>>, goal: number): S[] {
  const route: S[] = [];
  let key: number | undefined = goal;
  while (key !== undefined) {
    const entry: Found<S> = found.get(key)!;
    route.push(entry.state);
    key = entry.previous;
  }
  return route.reverse();
}
