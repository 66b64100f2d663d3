import { rollArithmetic, type Dice, type RollModifier } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { DIRECTION_NAMES, distance, neighbour, rotate, sameHex, type Direction, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { cheapestEnds, searchStates, statesTo, type StateSpace, type Transition } from '../../../hex/state-search.ts';
import { poseHexes, poseSteps, type Pose, type Turn } from '../../../hex/two-hex.ts';
import { horseInTheWay, liveHorseAt } from './horses.ts';
import { walkRoute, type MoveKind, type Resume } from '../movement/execute.ts';
import { allowanceLeft, moveRecord } from '../movement/record.ts';
import type { DnState, Unit } from '../state.ts';
import { horseJump } from '../tables.ts';
import type { HexsideKind } from '../terrain.ts';
import { harmRider } from './thrown.ts';
import { definition, isArmoured, isStanding, unitById, withUnit } from '../units.ts';
import { bodiesSurcharge, cellOf, challengers, hexsideAt, horseMayEnter, levelStep, livingAt, terrainAt, type Table } from '../world.ts';

/**
 * Movement on horseback (2.31 items 2 and 7, 2.36.1, 2.36.3, 5.12.1, 5.13.2). A rider's counter
 * covers his horse's head hex and the hex behind it; each step puts the head into a hex around the
 * counter at the terrain's cost for horses plus what the turn costs, and a half-turn on the spot
 * costs 3. Routes are searched over (head hex, facing), so a move may end facing any way.
 */

/** 2.36.1 with the translator's correction for DN: what entering each hex around the counter adds. */
export const TURN_COST: Record<Exclude<Turn, 'half-turn'>, number> = {
  front: 0,
  'front-diagonal': 0,
  side: 1,
  'rear-diagonal': 2,
  behind: 3,
};
export const HALF_TURN_COST = 3;

/** 5.13.2: a horse jumping a crevasse spends 1 MP for it; water is read the same (**Ours**). */
export const JUMPED_HEX_COST = 1;
/** Terrain a horse may jump (2.36.3). */
const JUMPABLE = new Set(['water', 'crevasse']);
/** Ties between routes of equal MP are broken against jumping first, then against challenges. */
const JUMP_AVERSION = 1000;

/** Hexsides a horse never crosses: walls of every kind, doors, windows and cell doors (2.31 item 7). */
const HORSE_BARRIERS: Partial<Record<HexsideKind, string>> = {
  wall: 'a wall',
  'arrow-slit': 'a wall',
  bars: 'the bars of a cell',
  'low-wall': 'the low wall of the bridge',
  railing: 'a railing',
  door: 'a door (only a man on foot goes through)',
  'cell-door': 'a cell door',
  window: 'a window (only a man on foot climbs through)',
};
/** A demolished wall costs 1 more, for horses as for men (5.13.2). */
const DEMOLISHED_EXTRA = 1;

/** The MP a horse spends entering `to` from `from`, without the turn; null with the reason if it cannot. */
export function rideCost(table: Table, from: Hex, to: Hex): { mp: number } | { mp: null; why: string } {
  const terrain = terrainAt(table, to);
  if (!terrain) return { mp: null, why: 'off the map' };
  if (terrain.mounted === null) return { mp: null, why: `${terrain.name} is closed to horses (2.31)` };
  if (!horseMayEnter(table, to)) return { mp: null, why: `this game's option lets horses cross a wooden bridge ${table.state.options.horsesOnBridges === 'lead' ? 'only when led' : 'never'}` };
  const passage = horsePassage(table, from, to);
  if (passage.extra === null) return { mp: null, why: passage.why };
  return { mp: terrain.mounted + passage.extra };
}

/**
 * What binds any horse, ridden or led, between two hexes whatever the terrain: the hexside
 * (2.31 item 7), the levels (item 10) and the bodies (item 12); the MP it adds, or why not.
 */
export function horsePassage(table: Table, from: Hex, to: Hex): { extra: number } | { extra: null; why: string } {
  const side = hexsideAt(table, from, to);
  const barrier = side ? HORSE_BARRIERS[side] : undefined;
  if (barrier) return { extra: null, why: `${barrier} is in the way` };
  const climb = levelStep(table, from, to);
  if (climb) return { extra: null, why: climb };
  const bodies = bodiesSurcharge(table, to);
  if (bodies === null) return { extra: null, why: 'the bodies there make it impassable' };
  return { extra: bodies + (side === 'demolished' ? DEMOLISHED_EXTRA : 0) };
}

/** How a state of a ride was reached. */
export type RideStep =
  | { kind: 'start' }
  | { kind: 'step'; turn: Turn; mp: number }
  | { kind: 'jump'; over: Hex[]; landing: Hex; mp: number };

export interface RideState {
  pose: Pose;
  /** How many of the waypoints have been passed. */
  leg: number;
  how: RideStep;
}

/** Living enemies who are not stunned, and horses his side does not hold, bar the way (2.31 item 1). */
function barred(table: Table, unit: Unit, h: Hex): boolean {
  if (livingAt(table, h).some((u) => u.side !== unit.side && !u.stunned)) return true;
  return horseInTheWay(table.state, unit.side, h) !== undefined;
}

/** A pose where the ride may end: both hexes free of any other living character or horse (2.37). */
export function canStopPose(table: Table, unit: Unit, pose: Pose): boolean {
  return poseHexes(pose).every((h) => terrainAt(table, h) !== undefined && livingAt(table, h).every((u) => u.id === unit.id) && !liveHorseAt(table.state, h));
}

export interface RideOptions {
  via: Hex[];
  /** 2.36.3: jumps are made only when the order asks for them. */
  jump: boolean;
  /** The first hex counts as crossed: an earlier order of this phase stopped there. */
  continuing: boolean;
}

/** A small number naming a hex within one search: small integers keep the maps fast. */
const near = (h: Hex) => (h.q + 1024) * 2048 + (h.r + 1024);

/** The state space of one rider's ride; with `goal`, searched towards it (A*, by distance). */
export function rideSpace(table: Table, unit: Unit, options: RideOptions, goal?: Hex): StateSpace<RideState> {
  const legs = options.via.length + 1;
  // Per-hex answers are asked many times over in one search: keep them.
  const costs = new Map<number, number | null>();
  const costOf = (from: Hex, to: Hex, direction: Direction): number | null => {
    const key = near(to) * 6 + direction;
    let c = costs.get(key);
    if (c === undefined) costs.set(key, (c = rideCost(table, from, to).mp));
    return c;
  };
  const bars = new Map<number, boolean>();
  const isBarred = (h: Hex) => {
    const key = near(h);
    let b = bars.get(key);
    if (b === undefined) bars.set(key, (b = barred(table, unit, h)));
    return b;
  };
  const challenges = new Map<number, number>();
  const challengesAt = (h: Hex) => {
    const key = near(h);
    let n = challenges.get(key);
    if (n === undefined) challenges.set(key, (n = challengers(table, unit.side, h).length));
    return n;
  };
  const levelOf = (h: Hex) => cellOf(table, h)?.data.level;
  const advance = (leg: number, entered: Hex, landing?: Hex) =>
    leg < options.via.length && (sameHex(entered, options.via[leg]!) || (landing !== undefined && sameHex(landing, options.via[leg]!))) ? leg + 1 : leg;
  // Every hex the head moves costs at least 1 MP, so the hexes still to go bound the MP below.
  const stops = goal ? [...options.via, goal] : [];
  const after = stops.map((_, i) => stops.slice(i + 1).reduce((sum, h, j) => sum + distance(stops[i + j]!, h), 0));
  const space: StateSpace<RideState> = {
    key: (s) => (near(s.pose.head) * 6 + s.pose.facing) * legs + s.leg,
    next(s) {
      const out: Transition<RideState>[] = [];
      const crossed = s.how.kind !== 'start' || options.continuing ? challengesAt(s.pose.head) : 0;
      for (const step of poseSteps(s.pose)) {
        if (isBarred(step.entered)) continue;
        let mp = HALF_TURN_COST;
        if (step.turn !== 'half-turn') {
          const c = costOf(step.from, step.entered, step.direction);
          if (c === null) continue;
          mp = c + TURN_COST[step.turn];
        }
        out.push({ state: { pose: step.to, leg: advance(s.leg, step.entered), how: { kind: 'step', turn: step.turn, mp } }, mp, secondary: crossed });
      }
      if (!options.jump) return out;
      const { head, facing } = s.pose;
      for (const d of [facing, rotate(facing, 1), rotate(facing, 5)] as Direction[]) {
        const over: Hex[] = [];
        let at = head;
        for (let k = 1; k <= 2; k++) {
          const next = neighbour(at, d);
          const terrain = terrainAt(table, next);
          if (!terrain || !JUMPABLE.has(terrain.id) || hexsideAt(table, at, next)) break;
          over.push(next);
          at = next;
          const landing = neighbour(at, d);
          const beyond = neighbour(landing, d);
          if (levelOf(landing) !== levelOf(head) || isBarred(landing) || isBarred(beyond)) continue;
          const first = costOf(at, landing, d);
          const second = costOf(landing, beyond, d);
          if (first === null || second === null) continue;
          const mp = over.length * JUMPED_HEX_COST + first + second;
          const pose = { head: beyond, facing: d };
          out.push({ state: { pose, leg: advance(s.leg, beyond, landing), how: { kind: 'jump', over: [...over], landing, mp } }, mp, secondary: crossed + JUMP_AVERSION });
        }
      }
      return out;
    },
  };
  if (goal) space.estimate = (s) => (s.leg < stops.length ? distance(s.pose.head, stops[s.leg]!) + after[s.leg]! : 0);
  return space;
}

export interface RidePlan {
  states: RideState[];
  mp: number;
}

/** The cheapest ride through the waypoints to `to` (the head's hex), facing `facing` if given. */
export function planRide(table: Table, unit: Unit, to: Hex, facing: Direction | undefined, options: Omit<RideOptions, 'continuing'>): Result<RidePlan> {
  if (!unit.hex || unit.facing === null) return err(`${unit.name} is not on horseback.`);
  if (!isStanding(unit)) return err(`${unit.name} cannot move now.`);
  if (definition(unit).weapon === 'crossbow' && unit.firedInPlayerTurn === table.state.playerTurn) {
    return err(`${unit.name} shot his crossbow in this turn's fire phase, so he cannot move (5.11.5).`);
  }
  const budget = allowanceLeft(table.state, unit);
  if (budget <= 0) return err(`${unit.name} has no MP left this phase.`);
  const start: Pose = { head: unit.hex, facing: unit.facing as Direction };
  if (sameHex(start.head, to) && (facing === undefined || facing === start.facing) && options.via.length === 0) {
    return err(`${unit.name} is already in ${labelOf(to)}${facing === undefined ? '' : ` facing ${DIRECTION_NAMES[facing]}`}.`);
  }
  const continuing = moveRecord(table.state, unit) !== undefined;
  const space = rideSpace(table, unit, { ...options, continuing }, to);
  const isGoal = (s: RideState) =>
    s.how.kind !== 'start' && s.leg === options.via.length && sameHex(s.pose.head, to) && (facing === undefined || s.pose.facing === facing) && canStopPose(table, unit, s.pose);
  const origin: RideState = { pose: start, leg: 0, how: { kind: 'start' } };
  const searched = searchStates(origin, budget, space, isGoal);
  if (searched.goal !== undefined) {
    const states = statesTo(searched, searched.goal);
    return ok({ states, mp: searched.found.get(searched.goal)!.mp });
  }
  return err(whyNot(table, unit, origin, to, facing, budget, space, isGoal, options.jump));
}

function whyNot(
  table: Table,
  unit: Unit,
  origin: RideState,
  to: Hex,
  facing: Direction | undefined,
  budget: number,
  space: StateSpace<RideState>,
  isGoal: (s: RideState) => boolean,
  jump: boolean,
): string {
  const terrain = terrainAt(table, to);
  if (!terrain) return `${labelOf(to)} is off the map.`;
  const facingText = facing === undefined ? '' : ` facing ${DIRECTION_NAMES[facing]}`;
  const reach = reachableOnHorse(table, unit)
    .slice(0, 12)
    .map((r) => labelOf(r.hex));
  const list = reach.length ? ` Reachable: ${reach.join(', ')}${reach.length === 12 ? '…' : ''}.` : '';
  if (JUMPABLE.has(terrain.id)) {
    return `${labelOf(to)} is ${terrain.name}: a horse never stops there; it may only jump over it (jump:yes), landing beyond (2.36.3).${list}`;
  }
  if (terrain.mounted === null) return `${unit.name} cannot ride into ${labelOf(to)}: ${terrain.name} is closed to horses (2.31).${list}`;
  if (!horseMayEnter(table, to)) return `${unit.name} cannot ride onto the wooden bridge in ${labelOf(to)}: this game's option horsesOnBridges is ${table.state.options.horsesOnBridges}.${list}`;
  const enemy = livingAt(table, to).find((u) => u.side !== unit.side && !u.stunned);
  if (enemy) return `${labelOf(to)} is held by ${enemy.name}; a rider cannot pass through a standing enemy (2.31).`;
  const horse = liveHorseAt(table.state, to);
  if (horse) return `${labelOf(to)} is taken by ${horse.name}.`;
  const other = livingAt(table, to).find((u) => u.id !== unit.id);
  if (other) return `${labelOf(to)} is occupied by ${other.name}; a move cannot end on another living character (2.37).`;
  const unlimited = searchStates(origin, 999, space, isGoal);
  if (unlimited.goal !== undefined) {
    const mp = unlimited.found.get(unlimited.goal)!.mp;
    return `${unit.name} has ${budget} MP left; riding to ${labelOf(to)}${facingText} costs ${mp} (scrub 4, steep slope 8; sides +1, rear diagonals +2, straight back +3, a half-turn 3).${list}`;
  }
  const anyFacing = facing !== undefined && searchStates(origin, 999, space, (s) => s.how.kind !== 'start' && sameHex(s.pose.head, to) && canStopPose(table, unit, s.pose)).goal !== undefined;
  if (anyFacing) return `${unit.name} cannot end in ${labelOf(to)}${facingText}: the hex behind would be taken or closed to horses.${list}`;
  return `${unit.name} finds no way for his horse to ${labelOf(to)}${jump ? '' : ' (water and crevasses are crossed only by jumping: jump:yes)'}.${list}`;
}

export interface ReachableRide {
  hex: Hex;
  mp: number;
}

/** The hexes a rider's horse could end its head in, at their cheapest, for hints and errors. */
export function reachableOnHorse(table: Table, unit: Unit): ReachableRide[] {
  if (!unit.hex || unit.facing === null || !isStanding(unit)) return [];
  const continuing = moveRecord(table.state, unit) !== undefined;
  const budget = allowanceLeft(table.state, unit);
  const space = rideSpace(table, unit, { via: [], jump: false, continuing });
  const searched = searchStates<RideState>({ pose: { head: unit.hex, facing: unit.facing as Direction }, leg: 0, how: { kind: 'start' } }, budget, space);
  const start = unit.hex;
  return cheapestEnds(searched, (s) => s.pose.head, (s) => !sameHex(s.pose.head, start) && canStopPose(table, unit, s.pose));
}

export interface Ridden {
  state: DnState;
  events: GameEvent[];
  /** The head's hexes, the starting one first. */
  heads: Hex[];
  /** The counter's two hexes at each point of the ride, the start first. */
  counters: Hex[][];
}

/** 5.12.1 modifiers: armoured rider +1, wounded +1, two hexes at once +4 (checklist 144: they add up). */
export function jumpModifiers(unit: Unit, hexes: number): RollModifier[] {
  const mods: RollModifier[] = [];
  if (isArmoured(unit)) mods.push({ label: 'armoured rider', value: 1 });
  if (unit.wounds > 0) mods.push({ label: 'wounded', value: 1 });
  if (hexes === 2) mods.push({ label: 'two hexes', value: 4 });
  return mods;
}

/**
 * Riding (2.31, 2.36): each step pays what the plan found (the terrain for horses and the turn),
 * a jump is rolled as the horse takes off, and the other side's standing reactions fire at each
 * hex the head enters (2.23). The counter draws the challenges of every hex the head passes
 * through, a jump's landing too, except the two it stops on (**Ours**, 2.35). A rider thrown
 * from the saddle by a shot goes no further.
 */
const ON_HORSEBACK: MoveKind<RideState> = {
  verb: 'rides',
  context: 'riding past',
  hexOf: (s) => s.pose.head,
  standAt: (unit, s) => ({ ...unit, hex: s.pose.head, facing: s.pose.facing }),
  canStop: (table, unit, s) => canStopPose(table, unit, s.pose),
  enter(table, unitId, route, i, dice) {
    const s = route[i]!;
    let state = table.state;
    const events: GameEvent[] = [];
    const path: Hex[] = [];
    if (s.how.kind === 'jump') {
      const jumped = jump(state, unitById(state, unitId), s, dice);
      state = jumped.state;
      events.push(...jumped.events);
      if (jumped.result === 'refused') return { state, events, mp: 0, path, ended: true };
      // A bad landing: the horse came down beyond, dead, and the ride ends there.
      if (jumped.result === 'bad-landing') return { state, events, mp: s.how.mp, path: [s.how.landing, s.pose.head], ended: true };
      path.push(s.how.landing);
    }
    state = withUnit(state, { ...unitById(state, unitId), hex: s.pose.head, facing: s.pose.facing, movedInPlayerTurn: state.playerTurn });
    path.push(s.pose.head);
    return { state, events, mp: s.how.kind === 'start' ? 0 : s.how.mp, reached: s, path };
  },
  ahead: (_table, _unit, route, i) => route.slice(i).map((at, j) => ({ at, mp: j === 0 || at.how.kind === 'start' ? 0 : at.how.mp })),
  passes(_table, _unit, route, i) {
    const s = route[i]!;
    return i > 0 && s.how.kind === 'jump' ? [s.how.landing, s.pose.head] : [s.pose.head];
  },
  crosses(route, i, at) {
    const h = at as Hex;
    if (i === route.length - 1 && sameHex(h, route[i]!.pose.head)) return false;
    return !poseHexes(route[route.length - 1]!.pose).some((x) => sameHex(x, h));
  },
  goesOn: (rider) => !rider.dead && rider.mounted,
  rest: (route) => ({ path: route.map((x) => x.pose.head), facing: route[route.length - 1]!.pose.facing }),
  describe: (rider) => ({ facing: rider.mounted && rider.facing !== null ? `, facing ${DIRECTION_NAMES[rider.facing]}` : '', falls: '' }),
  data: { mounted: true },
  fallBackShown: true,
  saysStops: true,
};

/** Rides a planned route (`ON_HORSEBACK`); a ride resumed after a reaction window carries the shooters already asked and what the shot did. */
export function executeRide(table: Table, unitId: string, plan: RidePlan, dice: Dice, resume?: Resume): Ridden {
  const walked = walkRoute(table, unitId, ON_HORSEBACK, plan.states, dice, resume);
  return { state: walked.state, events: walked.events, heads: walked.path, counters: walked.reached.map((s) => poseHexes(s.pose)) };
}

/**
 * Goes on with a ride a reaction window stopped (2.23 by post): the rest of the way is planned
 * again through the hexes the head still had to pass, to the same end and facing.
 */
export function resumeRide(table: Table, unitId: string, path: Hex[], facing: Direction | undefined, dice: Dice, resume: Resume): Ridden {
  const rider = unitById(table.state, unitId);
  const nothing: Ridden = { state: table.state, events: [], heads: [], counters: [] };
  if (resume.effect.stopped || !rider.mounted || !isStanding(rider) || path.length < 2) return nothing;
  const plan = planRide(table, rider, path[path.length - 1]!, facing, { via: path.slice(1, -1), jump: true });
  if (!plan.ok) return { ...nothing, events: [{ type: 'move-cut', text: `${rider.name} stops in ${labelOf(rider.hex!)}.`, visibleTo: 'all' }] };
  return executeRide(table, unitId, plan.value, dice, resume);
}

type JumpOutcome = ReturnType<typeof horseJump>;

/** 2.36.3, 5.12.1: rolled as the horse takes off; the result applies at once. */
function jump(state: DnState, unit: Unit, s: RideState, dice: Dice): { state: DnState; events: GameEvent[]; result: JumpOutcome } {
  if (s.how.kind !== 'jump') throw new Error('not a jump');
  const over = s.how.over;
  const roll = dice.roll(10, `Jump: ${unit.name} over ${over.map(labelOf).join(' and ')}`, 'the jump');
  const modifiers = jumpModifiers(unit, over.length);
  const total = roll.face + modifiers.reduce((sum, m) => sum + m.value, 0);
  const result = horseJump(total);
  const wording = { over: 'over', refused: 'the horse refuses', 'bad-landing': 'bad landing' }[result];
  roll.explain({ table: '5.12.1 jumping on horseback', modifiers, total, result: wording });
  const head = `${unit.name} jumps ${over.map(labelOf).join(' and ')}: ${rollArithmetic(roll.record)}`;
  const events: GameEvent[] = [];
  if (result === 'over') {
    events.push({ type: 'jump', text: `${head}: over.`, visibleTo: 'all', rolls: [roll.record], data: { unit: unit.id, result } });
    return { state, events, result };
  }
  if (result === 'refused') {
    // The rider is stunned and thrown in front of the obstacle; the horse stays on this side.
    events.push({ type: 'jump', text: `${head}: the horse refuses; ${unit.name} is stunned and thrown.`, visibleTo: 'all', rolls: [roll.record], data: { unit: unit.id, result } });
    const harmed = harmRider(state, unit.id, { horse: 'ok', rider: 'stunned' });
    return { state: harmed.state, events: [...events, ...harmed.events], result };
  }
  // A bad landing: the horse dies on the far side, the rider wounded beside it.
  events.push({ type: 'jump', text: `${head}: bad landing; the horse is killed and ${unit.name} wounded and thrown.`, visibleTo: 'all', rolls: [roll.record], data: { unit: unit.id, result } });
  const landed = withUnit(state, { ...unit, hex: s.pose.head, facing: s.pose.facing });
  const harmed = harmRider(landed, unit.id, { horse: 'killed', rider: 'wounded' });
  return { state: harmed.state, events: [...events, ...harmed.events], result };
}

/** "N", "ne"... to a direction, or undefined. */
export function parseFacing(text: string): Direction | undefined {
  const i = DIRECTION_NAMES.indexOf(text.trim().toUpperCase() as (typeof DIRECTION_NAMES)[number]);
  return i < 0 ? undefined : (i as Direction);
}
