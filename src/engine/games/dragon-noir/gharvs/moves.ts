import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { DIRECTIONS, distance, neighbour, type Hex } from '../../../hex/hex.ts';
import { searchStates, statesTo, type StateSpace, type Transition } from '../../../hex/state-search.ts';
import { labelOf } from '../../../hex/labels.ts';
import { runChallenges } from '../movement/challenges.ts';
import { placeKey, type Place } from '../places.ts';
import type { DnState, Unit } from '../state.ts';
import { unitById, withUnit } from '../units.ts';
import { canAttackUnit, livingIn, stepCost, terrainAt, type Table } from '../world.ts';
import { boatIn } from '../boats/boat.ts';
import { isGharv } from './counters.ts';
import { gharvAllowance, gharvMayEnter, isWet } from './ground.ts';

/**
 * How a Gharv moves (4.5, 5.23): with two allowances, one for water and marsh and one for land.
 * Ours: they share one move in proportion. A hex of water or marsh uses its cost out of the
 * water allowance, a hex of land its cost out of the land allowance; in whole numbers, every
 * step is counted in (water allowance × land allowance)ths of the move. A healthy Gharv (7, 3)
 * thus swims 7 hexes of water, or crawls 3 of land, or swims 4 and crawls 1.
 *
 * It goes round the characters (all of whom are its prey) and the boat, passes other Gharvs,
 * pays no heed to bodies (2.31 item 12), and draws challenges in each hex it crosses next to a
 * character who could attack it there (2.35; 5.3 says so of the Pit's).
 */

/** The whole move, in the shared units. */
export function gharvBudget(unit: Unit): number {
  return gharvAllowance(unit, true) * gharvAllowance(unit, false);
}

/** What a step into `to` costs a Gharv in the shared units, and the place it arrives at; null if it cannot go there. */
export function gharvStep(table: Table, unit: Unit, from: Place, to: Hex): { cost: number; place: Place } | null {
  const terrain = terrainAt(table, to);
  if (!terrain || !gharvMayEnter(unit, terrain.id)) return null;
  const step = stepCost(table, unit, from.hex, to, from.below);
  if (step.mp === null) return null;
  if (boatIn(table.state, to)) return null;
  const place = { hex: to, below: step.below };
  if (livingIn(table, place).some((u) => !isGharv(u))) return null;
  const wet = isWet(terrain.id);
  return { cost: step.mp * gharvAllowance(unit, !wet), place };
}

/** Where a Gharv may end its move: no character, no other Gharv, no boat. */
export function gharvMayStop(table: Table, unit: Unit, place: Place): boolean {
  return livingIn(table, place).every((u) => u.id === unit.id) && !boatIn(table.state, place.hex);
}

function space(table: Table, unit: Unit, allow?: (h: Hex) => boolean): StateSpace<Place> {
  return {
    key: placeKey,
    next(from) {
      const edges: Transition<Place>[] = [];
      for (const d of DIRECTIONS) {
        const to = neighbour(from.hex, d);
        if (allow && !allow(to)) continue;
        const step = gharvStep(table, unit, from, to);
        if (step) edges.push({ state: step.place, mp: step.cost });
      }
      return edges;
    },
  };
}

/** The cheapest route to the nearest place that `isGoal` accepts, whatever its length; undefined if none. */
export function gharvRoute(table: Table, unit: Unit, isGoal: (p: Place) => boolean, allow?: (h: Hex) => boolean): Place[] | undefined {
  if (!unit.hex) return undefined;
  const start: Place = { hex: unit.hex, below: unit.below };
  const searched = searchStates(start, Number.MAX_SAFE_INTEGER, space(table, unit, allow), isGoal);
  if (searched.goal === undefined) return undefined;
  return statesTo(searched, searched.goal);
}

export interface GharvWalk {
  state: DnState;
  events: GameEvent[];
  /** The places walked, the start first. */
  walked: Place[];
}

/**
 * Walks a Gharv along a route as far as its move takes it, to the last place where it may stop
 * (or, with `through`, all the way: a withdrawing Gharv that reaches its water leaves the map).
 * Challenges are rolled in each hex it crosses.
 */
export function walkGharv(table: Table, gharvId: string, route: Place[], dice: Dice, context: string, through = false): GharvWalk {
  let state = table.state;
  const events: GameEvent[] = [];
  const start = unitById(state, gharvId);
  const budget = gharvBudget(start);
  // How far the move reaches, then back to a place where it may stop.
  let reach = 0;
  let spent = 0;
  for (let i = 1; i < route.length; i++) {
    const step = gharvStep({ ...table, state }, start, route[i - 1]!, route[i]!.hex);
    if (!step || spent + step.cost > budget) break;
    spent += step.cost;
    reach = i;
  }
  if (!(through && reach === route.length - 1)) {
    while (reach > 0 && !gharvMayStop({ ...table, state }, start, route[reach]!)) reach--;
  }
  const walked: Place[] = [route[0]!];
  for (let i = 1; i <= reach; i++) {
    const place = route[i]!;
    state = withUnit(state, { ...unitById(state, gharvId), hex: place.hex, below: place.below });
    walked.push(place);
    if (i === reach) break;
    const challenge = runChallenges({ ...table, state }, gharvId, place.hex, dice, context);
    state = challenge.state;
    events.push(...challenge.events);
    if (challenge.mover.dead) break;
  }
  return { state, events, walked };
}

/** The characters a Gharv is in contact with: next to it, alive, and where it could strike them (4.53). */
export function gharvContacts(table: Table, gharv: Unit): Unit[] {
  const at = gharv.hex;
  if (!at || gharv.dead) return [];
  return table.state.units.filter((u) => !u.dead && !isGharv(u) && u.hex !== null && distance(u.hex, at) === 1 && canAttackUnit(table, gharv, u));
}

export const describePath = (places: Place[]): string => places.map((p) => labelOf(p.hex)).join('→');
