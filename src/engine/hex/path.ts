import { DIRECTIONS, hexKey, neighbour, type Direction, type Hex, type HexKey } from './hex.ts';

/**
 * Path costs on a hex grid. The rules supply the cost of one step; this finds the cheapest way.
 * Costs are compared as pairs: movement points first, then a secondary cost (such as the number
 * of challenge rolls a route would draw), so among equally cheap routes the safest is chosen.
 */

export interface StepCost {
  /** Movement points, or null if the step is impossible. */
  mp: number;
  /** Breaks ties between routes of equal MP; lower is better. */
  secondary?: number;
}

export type StepCostFn = (from: Hex, to: Hex, direction: Direction) => StepCost | null;

interface Entry {
  hex: Hex;
  mp: number;
  secondary: number;
}

class Heap {
  private items: Entry[] = [];
  get size() {
    return this.items.length;
  }
  private less(a: Entry, b: Entry) {
    return a.mp < b.mp || (a.mp === b.mp && a.secondary < b.secondary);
  }
  push(e: Entry) {
    const items = this.items;
    items.push(e);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }
  pop(): Entry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && this.less(items[l]!, items[m]!)) m = l;
        if (r < items.length && this.less(items[r]!, items[m]!)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return top;
  }
}

export interface Reach {
  /** Cheapest MP to each reachable hex (by key). */
  cost: Map<HexKey, { hex: Hex; mp: number; secondary: number; previous?: HexKey }>;
}

/** Every hex reachable from `start` within `budget` MP, with the cheapest way there; with a `goal`, it stops once the goal is settled. */
export function reachable(start: Hex, budget: number, stepCost: StepCostFn, goal?: Hex): Reach {
  const goalKey = goal ? hexKey(goal) : undefined;
  const cost: Reach['cost'] = new Map();
  cost.set(hexKey(start), { hex: start, mp: 0, secondary: 0 });
  const heap = new Heap();
  heap.push({ hex: start, mp: 0, secondary: 0 });
  while (heap.size > 0) {
    const entry = heap.pop()!;
    const key = hexKey(entry.hex);
    const best = cost.get(key)!;
    if (entry.mp > best.mp || (entry.mp === best.mp && entry.secondary > best.secondary)) continue;
    if (key === goalKey) break;
    for (const d of DIRECTIONS) {
      const next = neighbour(entry.hex, d);
      const step = stepCost(entry.hex, next, d);
      if (!step) continue;
      const mp = entry.mp + step.mp;
      if (mp > budget) continue;
      const secondary = entry.secondary + (step.secondary ?? 0);
      const nextKey = hexKey(next);
      const known = cost.get(nextKey);
      if (known && (known.mp < mp || (known.mp === mp && known.secondary <= secondary))) continue;
      cost.set(nextKey, { hex: next, mp, secondary, previous: key });
      heap.push({ hex: next, mp, secondary });
    }
  }
  return { cost };
}

/** The cheapest route from `start` to `goal` within `budget`, both ends included, or undefined. */
export function cheapestPath(start: Hex, goal: Hex, budget: number, stepCost: StepCostFn): Hex[] | undefined {
  return routeTo(reachable(start, budget, stepCost, goal), goal);
}

/** Reads the route to `goal` back out of a search, or undefined if the goal was not reached. */
export function routeTo(reach: Reach, goal: Hex): Hex[] | undefined {
  let key: HexKey | undefined = hexKey(goal);
  if (!reach.cost.has(key)) return undefined;
  const path: Hex[] = [];
  while (key !== undefined) {
    const entry: { hex: Hex; previous?: HexKey } = reach.cost.get(key)!;
    path.push(entry.hex);
    key = entry.previous;
  }
  return path.reverse();
}
