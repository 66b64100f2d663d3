import { ok, type Result } from '../../../core/result.ts';
import { hexKey, sameHex, type Hex } from '../../../hex/hex.ts';
import { reachable, routeTo, type Reach, type StepCostFn } from '../../../hex/path.ts';
import type { PassBook } from '../book.ts';
import { enemyOf, holderOf, stacks } from '../pieces.ts';
import type { DpState } from '../state.ts';
import { readStack, type MovingStack } from './movers.ts';
import { zocOf } from './zoc.ts';

/**
 * Where a stack may go this movement phase, and what each hex costs (`play.json` "movement", all
 * invented): the terrain of each hex entered, one more across a river or up a ridge, one more a
 * hex in the rain, and `inOrOut` to leave the structure it stands in. Zones of control (GAPS A3,
 * WIKI-WBRM): a stack entering the enemy's zone stops there and may not go straight from one of
 * its hexes to another; a disrupted unit may not enter it at all (GAPS A4's recommendation, our
 * `disruption` reading). No hex holding an enemy or an unallied independent may be entered.
 */

export interface ReachedHex {
  /** Movement points spent to get there, leaving a structure included (going into one at the end is not). */
  cost: number;
  /** The hexes walked, by label, from the one it stands in to this one. */
  path: string[];
}

/** The enemy's zone of control a stack moves through, by hex label. */
export const enemyZone = (book: PassBook, state: DpState, stack: MovingStack): Set<string> => zocOf(book, state, enemyOf(stack.side));

/** What leaving where it stands costs the stack before its first step. */
export const exitCost = (book: PassBook, stack: MovingStack): number => (stack.inside ? book.rules.movement.inOrOut : 0);

/** The cost of one step for this stack, or null where it may not step. */
function stepRule(book: PassBook, state: DpState, stack: MovingStack, zone: Set<string>): StepCostFn {
  const costs = book.rules.movement;
  const rain = state.weather === 'rain' ? costs.rain : 0;
  const disrupted = stack.pieces.some((p) => p.disrupted);
  const startInZone = zone.has(stack.from);
  // Whose each occupied hex is, worked out once per hex the search meets (a search meets few).
  const occupied = stacks(state);
  const holders = new Map<string, ReturnType<typeof holderOf>>();
  const holder = (label: string) => {
    if (!occupied.has(label)) return null;
    if (!holders.has(label)) holders.set(label, holderOf(state, label));
    return holders.get(label)!;
  };
  return (from, to) => {
    const cell = book.map.hexes.get(hexKey(to));
    if (!cell) return null;
    const fromLabel = book.map.label(from);
    const leavingStart = fromLabel === stack.from;
    // Entering the enemy's zone ended the move in that hex.
    if (!leavingStart && zone.has(fromLabel)) return null;
    const whose = holder(cell.label);
    if (whose && whose !== stack.side) return null;
    if (zone.has(cell.label) && (disrupted || (leavingStart && startInZone))) return null;
    const side = book.map.between(from, to);
    const up = side.ridge && sameHex(side.ridge.high, to) ? costs.ridgeUp : 0;
    return { mp: costs.costs[cell.terrain] + (side.river ? costs.river : 0) + up + rain };
  };
}

/** The search from where the stack stands, within `budget` points (leaving its structure paid first), stopping at `goal` if given. */
function search(book: PassBook, state: DpState, stack: MovingStack, budget: number, goal?: Hex): { reach: Reach; before: number } | undefined {
  const before = exitCost(book, stack);
  if (budget < before) return undefined;
  const start = book.map.parse(stack.from)!;
  return { reach: reachable(start, budget - before, stepRule(book, state, stack, enemyZone(book, state, stack)), goal), before };
}

/**
 * Every hex the stack may end in within `budget` movement points (its allowance unless given), the
 * hex it stands in left out, each with the cheapest way there.
 */
export function reachOfStack(book: PassBook, state: DpState, stack: MovingStack, budget = stack.allowance): Map<string, ReachedHex> {
  const out = new Map<string, ReachedHex>();
  const found = search(book, state, stack, budget);
  if (!found) return out;
  for (const { hex, mp } of found.reach.cost.values()) {
    const label = book.map.label(hex);
    if (label === stack.from) continue;
    out.set(label, { cost: mp + found.before, path: routeTo(found.reach, hex)!.map((h) => book.map.label(h)) });
  }
  return out;
}

/** The cheapest way to one hex within `budget` (the allowance unless given), or undefined: the search stops once it is settled. */
export function wayTo(book: PassBook, state: DpState, stack: MovingStack, label: string, budget = stack.allowance): ReachedHex | undefined {
  const goal = book.map.parse(label);
  if (!goal || label === stack.from) return undefined;
  const found = search(book, state, stack, budget, goal);
  const route = found && routeTo(found.reach, goal);
  if (!found || !route) return undefined;
  return { cost: found.reach.cost.get(hexKey(goal))!.mp + found.before, path: route.map((h) => book.map.label(h)) };
}

/** Where the stack of `pieceIds` (one side's, in one hex) may go with its allowance, by hex label. */
export function reachFor(book: PassBook, state: DpState, pieceIds: string[]): Result<Map<string, ReachedHex>> {
  const stack = readStack(book, state, pieceIds);
  if (!stack.ok) return stack;
  return ok(reachOfStack(book, state, stack.value));
}
