import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { DIRECTIONS, distance, neighbour, sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { searchStates, statesTo, type StateSpace, type Transition } from '../../../hex/state-search.ts';
import { dropCarried, pickUp, type Carry } from './carry.ts';
import { challengedBy, runChallenges } from './challenges.ts';
import { horseInTheWay, liveHorseAt } from '../horses/horses.ts';
import { placeKey, placeOf, samePlace, type Place } from '../places.ts';
import { defensiveFire, reactionWindow } from '../fire/reactions.ts';
import type { DnState, MoveRecord, ReactionWindowStep, Unit } from '../state.ts';
import { counterNow, definition, isStanding, unitById, withUnit } from '../units.ts';
import { challengers, livingIn, stepCost, terrainAt, unitsAt, type Table } from '../world.ts';
import { krobCannotStop } from '../krobs/entrances.ts';
import { heldBySpell } from '../magic/protection.ts';

/**
 * Movement on foot (2.3, 2.31, 2.35, 2.37, 5.13.2). A character may move in several orders in
 * one phase while MP remain; the orders of one phase are one continuous move, so a hex where an
 * earlier order stopped is crossed when the next order leaves it.
 */

export function moveRecord(state: DnState, unit: Unit): MoveRecord | undefined {
  return state.moves.find((m) => m.unit === unit.id);
}

export function allowanceLeft(state: DnState, unit: Unit): number {
  const record = moveRecord(state, unit);
  if (!record) return counterNow(unit, state.volume).move;
  return Math.max(0, record.allowance - record.spent);
}

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
 * Walks a planned path. At each hex entered the other side's standing reactions may fire
 * (2.23); at each hex crossed the challenges are rolled (2.35). What they do to the mover
 * changes the rest of the move: a cut or a halved allowance shortens it, a fall ends it.
 * A move resumed after a reaction window carries the shooters already asked and what the
 * shot did.
 */
export interface Resume {
  asked: readonly string[];
  effect: { allowanceCut: number; halve: boolean; stopped: boolean };
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
 * Walks a planned path, carrying a stunned friend if asked (2.32.2). A carry interrupted by a
 * reaction window goes on when the move resumes, the friend being laid where the default puts him.
 */
export function executeMove(table: Table, unitId: string, path: Hex[], dice: Dice, resume?: Resume, carrying?: Carry): Moved {
  const asked = resume?.asked ?? [];
  let state = table.state;
  const events: GameEvent[] = [];
  const start = unitById(state, unitId);
  const previous = moveRecord(state, start);
  const record = previous ?? { unit: unitId, spent: 0, allowance: counterNow(start, state.volume).move, path: [start.hex!] };
  const continuing = previous !== undefined;
  const carry = carrying ?? (start.carrying ? { unit: start.carrying, from: placeOf(start) } : undefined);
  let spent = record.spent;
  let allowance = record.allowance;
  let route = path;
  const walked: Place[] = [placeOf(start)];
  let window: ReactionWindowStep | undefined;
  // Cuts the route to what the allowance still reaches; false if the move must end here.
  const shorten = (i: number, why: string): boolean => {
    const current: Table = { ...table, state };
    const unit = unitById(state, unitId);
    const ahead = placesAlong(current, unit, placeOf(unit), route.slice(i));
    let end = 0;
    for (let cost = 0, j = 1; j < ahead.length; j++) {
      cost += stepCost(current, unit, ahead[j - 1]!.hex, ahead[j]!.hex, ahead[j - 1]!.below).mp ?? Infinity;
      if (cost > allowance - spent) break;
      end = j;
    }
    while (end > 0 && !canStop(current, unit, ahead[end]!.hex, ahead[end]!.below)) end--;
    if (i + end === route.length - 1) return true;
    if (end === 0 && !canStop(current, unit, ahead[0]!.hex, ahead[0]!.below)) {
      const stop = lastStoppable(current, unit, walked);
      state = withUnit(state, { ...unit, hex: stop.hex, below: stop.below });
      events.push({ type: 'move-cut', text: `${unit.name}, ${why}, cannot go on and falls back to ${labelOf(stop.hex)}.`, visibleTo: 'all' });
      return false;
    }
    route = route.slice(0, i + end + 1);
    events.push({ type: 'move-cut', text: `${unit.name}, ${why}, has MP left only to reach ${labelOf(route[i + end]!)}.`, visibleTo: 'all' });
    return end > 0;
  };
  const underFire = (i: number, effect: Resume['effect']): boolean => {
    if (effect.stopped || unitById(state, unitId).dead) return false;
    if (!effect.allowanceCut && !effect.halve) return true;
    allowance -= effect.allowanceCut;
    if (effect.halve) allowance = spent + Math.floor(Math.max(0, allowance - spent) / 2);
    return shorten(i, effect.halve ? 'wounded' : 'under fire');
  };
  for (let i = 0; i < route.length; i++) {
    const here = route[i]!;
    if (i === 0 && resume && !underFire(0, resume.effect)) break;
    if (i > 0) {
      const unit = unitById(state, unitId);
      const before = placeOf(unit);
      const step = stepCost({ ...table, state }, unit, before.hex, here, before.below);
      spent += step.mp ?? 0;
      const place: Place = { hex: here, below: step.mp === null ? false : step.below };
      state = withUnit(state, { ...unit, hex: here, below: place.below, movedInPlayerTurn: state.playerTurn });
      walked.push(place);
      if (carry) {
        const carried = pickUp({ ...table, state }, unitId, carry, place);
        state = carried.state;
        events.push(...carried.events);
        if (carried.pickedUp) allowance = spent + Math.floor((allowance - spent) / 2);
      }
      const fire = defensiveFire({ ...table, state }, unitId, here, dice, asked);
      state = fire.state;
      events.push(...fire.events);
      if (fire.ask) {
        window = reactionWindow(state, fire.ask, unitId, { path: route.slice(i), asked: [...asked, fire.ask.id] });
        break;
      }
      if (!underFire(i, fire.effect)) break;
    } else if (!continuing) {
      state = withUnit(state, { ...unitById(state, unitId), movedInPlayerTurn: state.playerTurn });
    }
    // The hex is crossed if the character leaves it: every hex but the last, and the first
    // only when an earlier order of this phase stopped there.
    const crossed = i < route.length - 1 && (i > 0 || continuing);
    if (!crossed) continue;
    const challenge = runChallenges({ ...table, state }, unitId, here, dice, 'crossing');
    state = challenge.state;
    events.push(...challenge.events);
    if (challenge.mover.dead) break;
    if (!challenge.woundedNow) continue;
    // A wound on the way halves what is left of the move, as defensive fire's B does (5.11.4):
    // he goes on as far as the halved MP take him, to a place where he may stop.
    allowance = spent + Math.floor((allowance - spent) / 2);
    if (!shorten(i, 'wounded')) break;
  }
  // The friend on his back is laid down when the move ends, not while a shooter is asked.
  if (carry && !window) {
    const dropped = dropCarried({ ...table, state }, unitId, carry);
    state = dropped.state;
    events.push(...dropped.events);
  }
  const mover = unitById(state, unitId);
  const hexes = walked.map((p) => p.hex);
  const nextRecord: MoveRecord = { unit: unitId, spent, allowance, path: [...record.path, ...hexes.slice(1)] };
  state = { ...state, moves: [...state.moves.filter((m) => m.unit !== unitId), nextRecord] };
  const where = mover.hex ? labelOf(mover.hex) : '?';
  const summary = mover.dead
    ? `${mover.name} moves ${hexes.map(labelOf).join('→')} and falls in ${where}.`
    : `${mover.name} moves ${hexes.map(labelOf).join('→')} (${spent - record.spent} MP; ${Math.max(0, allowance - spent)} left)${window ? ', and stops: the other side may shoot' : ''}.`;
  events.unshift({ type: 'move', text: summary, visibleTo: 'all', data: { unit: unitId, path: hexes.map(labelOf) } });
  if (window) state = { ...state, steps: [window, ...state.steps] };
  return { state, events, path: hexes };
}

function lastStoppable(table: Table, unit: Unit, walked: Place[]): Place {
  for (let i = walked.length - 1; i >= 0; i--) if (canStop(table, unit, walked[i]!.hex, walked[i]!.below)) return walked[i]!;
  return walked[0]!;
}
