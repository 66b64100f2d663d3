import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { DIRECTIONS, distance, neighbour, sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { searchStates, statesTo, type StateSpace, type Transition } from '../../../hex/state-search.ts';
import { dropCarried, pickUp, type Carry } from './carry.ts';
import { challengedBy } from './challenges.ts';
import { walkRoute, type MoveKind, type Resume } from './execute.ts';
import { allowanceLeft, moveRecord } from './record.ts';
import { horseInTheWay, liveHorseAt } from '../horses/horses.ts';
import { placeKey, placeOf, samePlace, type Place } from '../places.ts';
import type { DnState, Unit } from '../state.ts';
import { definition, isStanding, unitById, withUnit } from '../units.ts';
import { challengers, livingIn, stepCost, terrainAt, unitsAt, type Table } from '../world.ts';
import { krobCannotStop } from '../krobs/entrances.ts';
import { heldBySpell } from '../magic/protection.ts';

/**
 * Movement on foot (2.3, 2.31, 2.35, 2.37, 5.13.2). A character may move in several orders in
 * one phase while MP remain; the orders of one phase are one continuous move, so a hex where an
 * earlier order stopped is crossed when the next order leaves it.
 */

/** Living enemies who are not stunned block the way (2.31 item 1); in a hex of two places, only in the same place. */
function blockedByEnemy(table: Table, unit: Unit, place: Place): Unit | undefined {
  if (unitsAt(table, place.hex).length === 0) return undefined;
  return livingIn(table, place).find((u) => u.side !== unit.side && !u.stunned);
}

/**
 * The steps open to `unit` from each place, preferring routes that draw fewer challenges. A
 * place is crossed, and draws challenges, when it is left: any but the start, and the start too
 * when an earlier order of this phase stopped there. `allow` narrows the way further (a man
 * leading horses keeps to where they can follow).
 */
export function movementSearch(table: Table, unit: Unit, start: Place, continuing: boolean, allow?: (from: Hex, to: Hex) => boolean): StateSpace<Place> {
  const challengeCount = new Map<number, number>();
  const challengesAt = (p: Place) => {
    const key = placeKey(p);
    let n = challengeCount.get(key);
    if (n === undefined) challengeCount.set(key, (n = challengers(table, unit.side, p.hex, p.below).filter((o) => challengedBy(unit, o)).length));
    return n;
  };
  return {
    key: placeKey,
    next(from) {
      const edges: Transition<Place>[] = [];
      const crossed = continuing || !samePlace(from, start);
      for (const d of DIRECTIONS) {
        const to = neighbour(from.hex, d);
        const cost = stepCost(table, unit, from.hex, to, from.below);
        if (cost.mp === null) continue;
        const place = { hex: to, below: cost.below };
        if (blockedByEnemy(table, unit, place)) continue;
        // A riderless horse his side does not hold is in his way like an enemy (2.36.4).
        if (horseInTheWay(table.state, unit.side, to)) continue;
        if (allow && !allow(from.hex, to)) continue;
        edges.push({ state: place, mp: cost.mp, secondary: crossed ? challengesAt(from) : 0 });
      }
      return edges;
    },
  };
}

/** Places where a move may end: no other living character there (2.37); one he carries does not count. */
export function canStop(table: Table, unit: Unit, h: Hex, below = false): boolean {
  return livingIn(table, { hex: h, below }).every((u) => u.id === unit.id || u.id === unit.carrying) && !liveHorseAt(table.state, h) && !krobCannotStop(table, unit, h);
}

export interface Reachable {
  hex: Hex;
  mp: number;
}

export function reachableHexes(table: Table, unit: Unit): Reachable[] {
  if (!unit.hex || !isStanding(unit)) return [];
  const start = placeOf(unit);
  const continuing = moveRecord(table.state, unit) !== undefined;
  const budget = allowanceLeft(table.state, unit);
  const { found } = searchStates(start, budget, movementSearch(table, unit, start, continuing));
  const best = new Map<string, Reachable>();
  for (const e of found.values()) {
    const { hex, below } = e.state;
    if (sameHex(hex, unit.hex) || !canStop(table, unit, hex, below)) continue;
    const label = labelOf(hex);
    const known = best.get(label);
    if (!known || e.mp < known.mp) best.set(label, { hex, mp: e.mp });
  }
  return [...best.values()].sort((a, b) => a.mp - b.mp || a.hex.q - b.hex.q || a.hex.r - b.hex.r);
}

export interface Plan {
  /** Every hex of the move, the starting one first. */
  path: Hex[];
  /** The place in each of those hexes (on a walkway or beneath it). */
  places: Place[];
  mp: number;
}

/**
 * The cheapest route through the waypoints to `to`, or a line explaining why there is none.
 * With `halveAfter`, the MP left are halved once that waypoint (its index in `via`) is reached:
 * the stunned friend picked up there is carried for the rest of the way (2.32.2).
 */
export function planMove(table: Table, unit: Unit, to: Hex, via: Hex[], halveAfter?: number, allow?: (from: Hex, to: Hex) => boolean): Result<Plan> {
  if (!unit.hex) return err(`${unit.name} is not on the board.`);
  if (unit.dead) return err(`${unit.name} is dead.`);
  if (unit.stunned) return err(`${unit.name} is stunned and cannot move until he gets up.`);
  const held = heldBySpell(unit);
  if (held) return err(`${held}.`);
  if (definition(unit).weapon === 'crossbow' && unit.firedInPlayerTurn === table.state.playerTurn) {
    return err(`${unit.name} shot his crossbow in this turn's fire phase, so he cannot move (5.11.5).`);
  }
  const budget = allowanceLeft(table.state, unit);
  if (budget <= 0) return err(`${unit.name} has no MP left this phase.`);
  if (sameHex(unit.hex, to)) return err(`${unit.name} is already in ${labelOf(to)}.`);
  const entrance = krobCannotStop(table, unit, to);
  if (entrance) return err(`${entrance}.`);
  if (![true, false].some((below) => canStop(table, unit, to, below))) {
    const there = livingIn(table, { hex: to, below: false }).find((u) => u.id !== unit.id) ?? livingIn(table, { hex: to, below: true }).find((u) => u.id !== unit.id) ?? liveHorseAt(table.state, to)!;
    return err(`${labelOf(to)} is occupied by ${there.name}; a move cannot end on another living character (2.37).`);
  }
  const start = placeOf(unit);
  const continuing = moveRecord(table.state, unit) !== undefined;
  const search = movementSearch(table, unit, start, continuing, allow);
  const legs = [...via, to];
  const path: Place[] = [start];
  let mp = 0;
  let limit = budget;
  for (let leg = 0; leg < legs.length; leg++) {
    const goal = legs[leg]!;
    const last = leg === legs.length - 1;
    const from = path[path.length - 1]!;
    const isGoal = (p: Place) => sameHex(p.hex, goal) && (!last || canStop(table, unit, p.hex, p.below));
    // Every step costs at least 1 MP, so the hexes still to go never overestimate (A*).
    const toward: StateSpace<Place> = { ...search, estimate: (p) => distance(p.hex, goal) };
    const { found, goal: reached } = searchStates(from, limit - mp, toward, isGoal);
    if (reached === undefined) return err(unreachable(table, unit, from, goal, limit - mp, search));
    path.push(...statesTo({ found }, reached).slice(1));
    mp += found.get(reached)!.mp;
    if (halveAfter === leg) limit = mp + Math.floor((limit - mp) / 2);
  }
  return ok({ path: path.map((p) => p.hex), places: path, mp });
}

function unreachable(table: Table, unit: Unit, from: Place, goal: Hex, budget: number, search: StateSpace<Place>): string {
  const terrain = terrainAt(table, goal);
  if (!terrain) return `${labelOf(goal)} is off the map.`;
  const blocker = [false, true].map((below) => blockedByEnemy(table, unit, { hex: goal, below })).find((u) => u);
  if (blocker) return `${labelOf(goal)} is held by ${blocker.name}; a character cannot pass through a standing enemy (2.31).`;
  const unlimited = searchStates(from, 999, search, (p) => sameHex(p.hex, goal));
  const options = reachableHexes(table, unit)
    .slice(0, 12)
    .map((r) => labelOf(r.hex));
  const list = options.length ? ` Reachable: ${options.join(', ')}${options.length === 12 ? '…' : ''}.` : '';
  if (unlimited.goal !== undefined) {
    const entry = unlimited.found.get(unlimited.goal)!;
    const before = unlimited.found.get(entry.previous!)!.state;
    const last = stepCost(table, unit, before.hex, goal, before.below).mp ?? 0;
    const detail = last > 1 ? ` (${labelOf(goal)} itself is ${terrain.name}, ${last} MP)` : '';
    return `${unit.name} has ${budget} MP left; reaching ${labelOf(goal)} costs ${entry.mp}${detail}.${list}`;
  }
  const direct = stepCost(table, unit, from.hex, goal, from.below);
  const why = direct.mp === null ? direct.why : 'no way there';
  return `${unit.name} cannot reach ${labelOf(goal)}: ${why}.${list}`;
}

export interface Moved {
  state: DnState;
  events: GameEvent[];
  /** Where the character ended up: the goal, or earlier if a challenge or a shot stopped him. */
  path: Hex[];
}

/**
 * The places a walk along `hexes` goes through from `from` (the first hex): on a walkway or
 * beneath it as each step reaches it. Steps are worked out as the plan worked them out, so a
 * path of hexes is enough to walk it again.
 */
export function placesAlong(table: Table, unit: Unit, from: Place, hexes: Hex[]): Place[] {
  const places: Place[] = [from];
  for (let i = 1; i < hexes.length; i++) {
    const before = places[i - 1]!;
    const step = stepCost(table, unit, before.hex, hexes[i]!, before.below);
    places.push({ hex: hexes[i]!, below: step.mp === null ? false : step.below });
  }
  return places;
}

/**
 * Walking (2.3): each step costs what the board asks as he takes it, and what is ahead is
 * worked out again from where he stands when a hit shortens the way. He draws the challenges
 * of each hex he leaves. Carrying a stunned friend (2.32.2), he takes him up as he enters his
 * place and lays him down when the move ends, not while a shooter is asked.
 */
function onFoot(carry: Carry | undefined): MoveKind<Place> {
  return {
    verb: 'moves',
    context: 'crossing',
    hexOf: (p) => p.hex,
    standAt: (unit, p) => ({ ...unit, hex: p.hex, below: p.below }),
    canStop: (table, unit, p) => canStop(table, unit, p.hex, p.below),
    enter(table, moverId, route, i) {
      let state = table.state;
      const events: GameEvent[] = [];
      const unit = unitById(state, moverId);
      const before = placeOf(unit);
      const here = route[i]!.hex;
      const step = stepCost(table, unit, before.hex, here, before.below);
      const place: Place = { hex: here, below: step.mp === null ? false : step.below };
      state = withUnit(state, { ...unit, hex: here, below: place.below, movedInPlayerTurn: state.playerTurn });
      let halve = false;
      if (carry) {
        const carried = pickUp({ ...table, state }, moverId, carry, place);
        state = carried.state;
        events.push(...carried.events);
        halve = carried.pickedUp;
      }
      return { state, events, mp: step.mp ?? 0, reached: place, path: [here], halve };
    },
    ahead(table, unit, route, i) {
      const places = placesAlong(table, unit, placeOf(unit), route.slice(i).map((p) => p.hex));
      return places.map((at, j) => ({ at, mp: j === 0 ? 0 : (stepCost(table, unit, places[j - 1]!.hex, at.hex, places[j - 1]!.below).mp ?? Infinity) }));
    },
    passes: (_table, _unit, route, i) => [route[i]!.hex],
    // The hex is crossed if the character leaves it: every hex but the last.
    crosses: (route, i) => i < route.length - 1,
    goesOn: (unit) => !unit.dead,
    rest: (route) => ({ path: route.map((p) => p.hex) }),
    describe: (unit) => ({ facing: '', falls: ` in ${unit.hex ? labelOf(unit.hex) : '?'}` }),
    fallBackShown: false,
    saysStops: false,
    finish(table, moverId, windowOpen) {
      // The friend on his back is laid down when the move ends, not while a shooter is asked.
      if (!carry || windowOpen) return { state: table.state, events: [] };
      return dropCarried(table, moverId, carry);
    },
  };
}

/**
 * Walks a planned path, carrying a stunned friend if asked (2.32.2). A carry interrupted by a
 * reaction window goes on when the move resumes, the friend being laid where the default puts him.
 */
export function executeMove(table: Table, unitId: string, path: Hex[], dice: Dice, resume?: Resume, carrying?: Carry): Moved {
  const start = unitById(table.state, unitId);
  const carry = carrying ?? (start.carrying ? { unit: start.carrying, from: placeOf(start) } : undefined);
  const route = placesAlong(table, start, placeOf(start), path);
  const walked = walkRoute(table, unitId, onFoot(carry), route, dice, resume);
  return { state: walked.state, events: walked.events, path: walked.reached.map((p) => p.hex) };
}
