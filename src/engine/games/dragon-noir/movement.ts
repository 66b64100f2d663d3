import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/events.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { fromHexKey, hexKey, sameHex, type Hex, type HexKey } from '../../hex/hex.ts';
import { labelOf } from '../../hex/labels.ts';
import { reachable, routeTo, type StepCostFn } from '../../hex/path.ts';
import { runChallenges } from './challenges.ts';
import { defensiveFire } from './reactions.ts';
import type { DnState, MoveRecord, ReactionWindowStep, Unit } from './state.ts';
import { counterNow, definition, isStanding, unitById, withUnit } from './units.ts';
import { challengers, livingAt, stepCost, terrainAt, type Table } from './world.ts';

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
  if (!record) return counterNow(unit).move;
  return Math.max(0, record.allowance - record.spent);
}

/** Living enemies who are not stunned block the way (2.31 item 1). */
function blockedByEnemy(table: Table, unit: Unit, h: Hex): Unit | undefined {
  return livingAt(table, h).find((u) => u.side !== unit.side && !u.stunned);
}

/** The cost of one step for `unit`, preferring routes that draw fewer challenges. */
export function movementCost(table: Table, unit: Unit, start: Hex, continuing: boolean): StepCostFn {
  const challengeCount = new Map<HexKey, number>();
  const challengesAt = (h: Hex) => {
    const key = hexKey(h);
    let n = challengeCount.get(key);
    if (n === undefined) challengeCount.set(key, (n = challengers(table, unit.side, h).length));
    return n;
  };
  return (from, to) => {
    const cost = stepCost(table, unit, from, to);
    if (cost.mp === null) return null;
    if (blockedByEnemy(table, unit, to)) return null;
    const crossed = !sameHex(from, start) || continuing;
    return { mp: cost.mp, secondary: crossed ? challengesAt(from) : 0 };
  };
}

/** Hexes where a move may end: no other living character there (2.37). */
export function canStop(table: Table, unit: Unit, h: Hex): boolean {
  return livingAt(table, h).every((u) => u.id === unit.id);
}

export interface Reachable {
  hex: Hex;
  mp: number;
}

export function reachableHexes(table: Table, unit: Unit): Reachable[] {
  if (!unit.hex || !isStanding(unit)) return [];
  const continuing = moveRecord(table.state, unit) !== undefined;
  const budget = allowanceLeft(table.state, unit);
  const { cost } = reachable(unit.hex, budget, movementCost(table, unit, unit.hex, continuing));
  return [...cost.values()]
    .filter((e) => !sameHex(e.hex, unit.hex!) && canStop(table, unit, e.hex))
    .map((e) => ({ hex: e.hex, mp: e.mp }))
    .sort((a, b) => a.mp - b.mp || a.hex.q - b.hex.q || a.hex.r - b.hex.r);
}

/** The cheapest route through the waypoints to `to`, or a line explaining why there is none. */
export function planMove(table: Table, unit: Unit, to: Hex, via: Hex[]): Result<{ path: Hex[]; mp: number }> {
  if (!unit.hex) return err(`${unit.name} is not on the board.`);
  if (unit.dead) return err(`${unit.name} is dead.`);
  if (unit.stunned) return err(`${unit.name} is stunned and cannot move until he gets up.`);
  if (definition(unit).weapon === 'crossbow' && unit.firedInPlayerTurn === table.state.playerTurn) {
    return err(`${unit.name} shot his crossbow in this turn's fire phase, so he cannot move (5.11.5).`);
  }
  const budget = allowanceLeft(table.state, unit);
  if (budget <= 0) return err(`${unit.name} has no MP left this phase.`);
  if (sameHex(unit.hex, to)) return err(`${unit.name} is already in ${labelOf(to)}.`);
  if (!canStop(table, unit, to)) {
    const there = livingAt(table, to).find((u) => u.id !== unit.id)!;
    return err(`${labelOf(to)} is occupied by ${there.name}; a move cannot end on another living character (2.37).`);
  }
  const continuing = moveRecord(table.state, unit) !== undefined;
  const legs = [...via, to];
  const path: Hex[] = [unit.hex];
  let mp = 0;
  for (const goal of legs) {
    const from = path[path.length - 1]!;
    const costFn = movementCost(table, unit, unit.hex, continuing);
    const reach = reachable(from, budget - mp, costFn, goal);
    const leg = routeTo(reach, goal);
    if (!leg) return err(unreachable(table, unit, from, goal, budget - mp, costFn));
    path.push(...leg.slice(1));
    mp += reach.cost.get(hexKey(goal))!.mp;
  }
  return ok({ path, mp });
}

function unreachable(table: Table, unit: Unit, from: Hex, goal: Hex, budget: number, costFn: StepCostFn): string {
  const terrain = terrainAt(table, goal);
  if (!terrain) return `${labelOf(goal)} is off the map.`;
  const enemy = blockedByEnemy(table, unit, goal);
  if (enemy) return `${labelOf(goal)} is held by ${enemy.name}; a character cannot pass through a standing enemy (2.31).`;
  const unlimited = reachable(from, 999, costFn).cost.get(hexKey(goal));
  const options = reachableHexes(table, unit)
    .slice(0, 12)
    .map((r) => labelOf(r.hex));
  const list = options.length ? ` Reachable: ${options.join(', ')}${options.length === 12 ? '…' : ''}.` : '';
  if (unlimited) {
    const last = stepCost(table, unit, unlimited.previous !== undefined ? fromHexKey(unlimited.previous) : from, goal).mp ?? 0;
    const detail = last > 1 ? ` (${labelOf(goal)} itself is ${terrain.name}, ${last} MP)` : '';
    return `${unit.name} has ${budget} MP left; reaching ${labelOf(goal)} costs ${unlimited.mp}${detail}.${list}`;
  }
  const direct = stepCost(table, unit, from, goal);
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

export function executeMove(table: Table, unitId: string, path: Hex[], dice: Dice, resume?: Resume): Moved {
  const asked = resume?.asked ?? [];
  let state = table.state;
  const events: GameEvent[] = [];
  const start = unitById(state, unitId);
  const previous = moveRecord(state, start);
  const record = previous ?? { unit: unitId, spent: 0, allowance: counterNow(start).move, path: [start.hex!] };
  const continuing = previous !== undefined;
  let spent = record.spent;
  let allowance = record.allowance;
  let route = path;
  const walked: Hex[] = [route[0]!];
  let window: ReactionWindowStep | undefined;
  // Cuts the route to what the allowance still reaches; false if the move must end here.
  const shorten = (i: number, why: string): boolean => {
    const current: Table = { ...table, state };
    const unit = unitById(state, unitId);
    let end = i;
    for (let cost = 0, j = i + 1; j < route.length; j++) {
      cost += stepCost(current, unit, route[j - 1]!, route[j]!).mp ?? Infinity;
      if (cost > allowance - spent) break;
      end = j;
    }
    while (end > i && !canStop(current, unit, route[end]!)) end--;
    if (end === route.length - 1) return true;
    if (end === i && !canStop(current, unit, route[i]!)) {
      const stop = lastStoppable(current, unit, walked);
      state = withUnit(state, { ...unit, hex: stop });
      events.push({ type: 'move-cut', text: `${unit.name}, ${why}, cannot go on and falls back to ${labelOf(stop)}.`, visibleTo: 'all' });
      return false;
    }
    route = route.slice(0, end + 1);
    events.push({ type: 'move-cut', text: `${unit.name}, ${why}, has MP left only to reach ${labelOf(route[end]!)}.`, visibleTo: 'all' });
    return end > i;
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
      spent += stepCost({ ...table, state }, unit, route[i - 1]!, here).mp ?? 0;
      state = withUnit(state, { ...unit, hex: here, movedInPlayerTurn: state.playerTurn });
      walked.push(here);
      const fire = defensiveFire({ ...table, state }, unitId, here, dice, asked);
      state = fire.state;
      events.push(...fire.events);
      if (fire.ask) {
        window = { kind: 'reaction', seat: fire.ask.side, shooter: fire.ask.shooter, mover: unitId, path: route.slice(i), asked: [...asked, fire.ask.shooter] };
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
    // he goes on as far as the halved MP take him, to a hex where he may stop.
    allowance = spent + Math.floor((allowance - spent) / 2);
    if (!shorten(i, 'wounded')) break;
  }
  const mover = unitById(state, unitId);
  const nextRecord: MoveRecord = { unit: unitId, spent, allowance, path: [...record.path, ...walked.slice(1)] };
  state = { ...state, moves: [...state.moves.filter((m) => m.unit !== unitId), nextRecord] };
  const where = mover.hex ? labelOf(mover.hex) : '?';
  const summary = mover.dead
    ? `${mover.name} moves ${walked.map(labelOf).join('→')} and falls in ${where}.`
    : `${mover.name} moves ${walked.map(labelOf).join('→')} (${spent - record.spent} MP; ${Math.max(0, allowance - spent)} left)${window ? ', and stops: the other side may shoot' : ''}.`;
  events.unshift({ type: 'move', text: summary, visibleTo: 'all', data: { unit: unitId, path: walked.map(labelOf) } });
  if (window) state = { ...state, steps: [window, ...state.steps] };
  return { state, events, path: walked };
}

function lastStoppable(table: Table, unit: Unit, walked: Hex[]): Hex {
  for (let i = walked.length - 1; i >= 0; i--) if (canStop(table, unit, walked[i]!)) return walked[i]!;
  return walked[0]!;
}
