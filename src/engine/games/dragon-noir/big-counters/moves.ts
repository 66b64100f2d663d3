import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { facingName, type Pose } from '../../../hex/footprint.ts';
import { DIRECTIONS, directionTo, distance, rotate, sameHex, type Direction, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { cheapestEnds, searchStates, statesTo, type StateSpace, type Transition } from '../../../hex/state-search.ts';
import { challengedBy, ignoresChallenges } from '../movement/challenges.ts';
import { pushAside } from '../dragons/push.ts';
import { horseInTheWay, liveHorseAt } from '../horses/horses.ts';
import { walkRoute, type MoveKind, type Resume } from '../movement/execute.ts';
import { allowanceLeft, moveRecord } from '../movement/record.ts';
import { poseBlocked, poseHexesOf, shiftCost } from './poses.ts';
import type { DnState, Unit } from '../state.ts';
import { definition, isStanding, unitById, withUnit } from '../units.ts';
import { challengers, livingAt, type Table } from '../world.ts';
import { heldBySpell } from '../magic/protection.ts';
import { krobCannotStop } from '../krobs/entrances.ts';

/**
 * Moving a counter of several hexes on foot (2.33, 4.3): a Guard, the Queen, a dragon. It moves
 * hex by hex as a whole and turns on the spot for nothing, so a route is searched over its
 * anchor and facing (`poses.ts` says where it fits and what a step costs). It cannot pass
 * through a standing enemy's hex with any of its hexes, and ends its move with every hex free
 * (2.31, 2.37). As it leaves each place on the way it draws the challenges of every enemy next
 * to any of its hexes, each once (**ours**, as a rider's head draws them, 2.35); where it stops
 * it draws none. The other side's standing reactions fire as it goes (2.23).
 *
 * The Black Dragon is never blocked: it pushes every other character out of its way (4.3,
 * `dragons/push.ts`), and rolls no challenge itself.
 */

export interface BigState {
  pose: Pose;
  /** How many of the waypoints have been passed. */
  leg: number;
  /** The MP of the step that led here (0 for a turn on the spot). */
  mp: number;
}

/** The Black Dragon: it pushes characters aside and is never blocked (4.3). */
export function pushes(unit: Unit): boolean {
  return definition(unit).traits.includes('black-dragon');
}

/** A standing enemy, or a horse his side does not hold, in one of the hexes: the counter cannot go there (2.31 item 1). */
function barred(table: Table, unit: Unit, hexes: Hex[]): boolean {
  if (pushes(unit)) return false;
  return hexes.some((h) => livingAt(table, h).some((u) => u.side !== unit.side && !u.stunned) || horseInTheWay(table.state, unit.side, h) !== undefined);
}

/** Where the move may end: every hex of the counter free of any other living character and of horses (2.37). */
export function canStopBig(table: Table, unit: Unit, pose: Pose): boolean {
  if (pushes(unit)) return true;
  return poseHexesOf(unit, pose).every((h) => livingAt(table, h).every((u) => u.id === unit.id) && !liveHorseAt(table.state, h) && !krobCannotStop(table, unit, h));
}

const near = (h: Hex) => (h.q + 1024) * 2048 + (h.r + 1024);

export function bigSpace(table: Table, unit: Unit, via: Hex[], continuing: boolean, goal?: Hex): StateSpace<BigState> {
  const legs = via.length + 1;
  const fits = new Map<number, boolean>();
  const fitsAt = (pose: Pose) => {
    const key = near(pose.anchor) * 6 + pose.facing;
    let f = fits.get(key);
    if (f === undefined) fits.set(key, (f = !poseBlocked(table, unit, pose) && !barred(table, unit, poseHexesOf(unit, pose))));
    return f;
  };
  const challengesAt = (pose: Pose) => (ignoresChallenges(unit) ? 0 : poseHexesOf(unit, pose).reduce((n, h) => n + challengers(table, unit.side, h).filter((o) => challengedBy(unit, o)).length, 0));
  const advance = (leg: number, pose: Pose) => (leg < via.length && sameHex(pose.anchor, via[leg]!) ? leg + 1 : leg);
  const stops = goal ? [...via, goal] : [];
  const after = stops.map((_, i) => stops.slice(i + 1).reduce((sum, h, j) => sum + distance(stops[i + j]!, h), 0));
  const space: StateSpace<BigState> = {
    key: (s) => (near(s.pose.anchor) * 6 + s.pose.facing) * legs + s.leg,
    next(s) {
      const out: Transition<BigState>[] = [];
      const crossed = s.mp > 0 || continuing ? challengesAt(s.pose) : 0;
      for (const d of DIRECTIONS) {
        const shift = shiftCost(table, unit, s.pose, d);
        if (shift.mp === null || !fitsAt(shift.to)) continue;
        out.push({ state: { pose: shift.to, leg: advance(s.leg, shift.to), mp: shift.mp }, mp: shift.mp, secondary: crossed });
      }
      // 2.33, 4.3: turning on the spot costs nothing.
      for (const turn of [1, 5]) {
        const pose = { anchor: s.pose.anchor, facing: rotate(s.pose.facing, turn) };
        if (fitsAt(pose)) out.push({ state: { pose, leg: s.leg, mp: 0 }, mp: 0, secondary: 0 });
      }
      return out;
    },
  };
  if (goal) space.estimate = (s) => (s.leg < stops.length ? distance(s.pose.anchor, stops[s.leg]!) + after[s.leg]! : 0);
  return space;
}

export interface BigPlan {
  states: BigState[];
  mp: number;
}

/** The cheapest way through the waypoints to `to` (the anchor's hex), facing `facing` if given. */
export function planBig(table: Table, unit: Unit, to: Hex, facing: Direction | undefined, via: Hex[]): Result<BigPlan> {
  if (!unit.hex || unit.facing === null) return err(`${unit.name} is not on the board.`);
  if (unit.dead) return err(`${unit.name} is dead.`);
  if (!isStanding(unit)) return err(`${unit.name} cannot move now.`);
  const held = heldBySpell(unit);
  if (held) return err(`${held}.`);
  const budget = allowanceLeft(table.state, unit);
  if (budget <= 0) return err(`${unit.name} has no MP left this phase.`);
  const shape = definition(unit).shape!;
  const start: Pose = { anchor: unit.hex, facing: unit.facing as Direction };
  if (sameHex(start.anchor, to) && (facing === undefined || facing === start.facing) && via.length === 0) {
    return err(`${unit.name} is already in ${labelOf(to)}${facing === undefined ? '' : ` facing ${facingName(shape, facing)}`}.`);
  }
  const continuing = moveRecord(table.state, unit) !== undefined;
  const space = bigSpace(table, unit, via, continuing, to);
  const isGoal = (s: BigState) => s.leg === via.length && sameHex(s.pose.anchor, to) && (facing === undefined || s.pose.facing === facing) && canStopBig(table, unit, s.pose);
  const origin: BigState = { pose: start, leg: 0, mp: 0 };
  const searched = searchStates(origin, budget, space, isGoal);
  if (searched.goal !== undefined) return ok({ states: statesTo(searched, searched.goal), mp: searched.found.get(searched.goal)!.mp });
  return err(whyNot(table, unit, origin, to, facing, budget, space, isGoal));
}

function whyNot(table: Table, unit: Unit, origin: BigState, to: Hex, facing: Direction | undefined, budget: number, space: StateSpace<BigState>, isGoal: (s: BigState) => boolean): string {
  const shape = definition(unit).shape!;
  const facingText = facing === undefined ? '' : ` facing ${facingName(shape, facing)}`;
  const reach = reachableBig(table, unit)
    .slice(0, 12)
    .map((r) => labelOf(r.hex));
  const list = reach.length ? ` Reachable: ${reach.join(', ')}${reach.length === 12 ? '…' : ''}.` : '';
  const unlimited = searchStates(origin, 999, space, isGoal);
  if (unlimited.goal !== undefined) return `${unit.name} has ${budget} MP left; reaching ${labelOf(to)}${facingText} costs ${unlimited.found.get(unlimited.goal)!.mp}.${list}`;
  const poses = facing === undefined ? DIRECTIONS.map((f) => ({ anchor: to, facing: f })) : [{ anchor: to, facing }];
  const why = poses.map((p) => poseBlocked(table, unit, p)).find((w) => w);
  if (why && poses.every((p) => poseBlocked(table, unit, p))) return `${unit.name} cannot stand at ${labelOf(to)}${facingText}: ${why} (2.33).${list}`;
  if (poses.every((p) => !canStopBig(table, unit, p))) return `${unit.name} cannot end at ${labelOf(to)}${facingText}: another character stands under the counter there (2.37).${list}`;
  return `${unit.name} finds no way to ${labelOf(to)}${facingText}: its counter does not pass (passages narrower than it, walls, enemies, ground it may not enter; 2.33).${list}`;
}

export interface ReachableBig {
  hex: Hex;
  mp: number;
}

/** The hexes the anchor could end in, at their cheapest, for hints and errors. */
export function reachableBig(table: Table, unit: Unit): ReachableBig[] {
  if (!unit.hex || unit.facing === null || !isStanding(unit) || heldBySpell(unit)) return [];
  const continuing = moveRecord(table.state, unit) !== undefined;
  const searched = searchStates<BigState>({ pose: { anchor: unit.hex, facing: unit.facing as Direction }, leg: 0, mp: 0 }, allowanceLeft(table.state, unit), bigSpace(table, unit, [], continuing));
  const start = unit.hex;
  return cheapestEnds(searched, (s) => s.pose.anchor, (s) => !sameHex(s.pose.anchor, start) && canStopBig(table, unit, s.pose));
}

export interface BigMoved {
  state: DnState;
  events: GameEvent[];
}

/**
 * A counter of several hexes moves as a whole (2.33, 4.3): each step pays what the plan found,
 * a turn on the spot is free and crosses nothing, and the Black Dragon pushes aside whoever is
 * in its way as it goes. The other side's standing reactions fire at the anchor's hex (2.23); the
 * challenges of every enemy next to any of its hexes are drawn as it leaves a place.
 */
const AS_A_WHOLE: MoveKind<BigState> = {
  verb: 'moves',
  context: 'passing',
  hexOf: (s) => s.pose.anchor,
  standAt: (unit, s) => ({ ...unit, hex: s.pose.anchor, facing: s.pose.facing }),
  canStop: (table, unit, s) => canStopBig(table, unit, s.pose),
  enter(table, unitId, route, i, dice) {
    const s = route[i]!;
    let state = withUnit(table.state, { ...unitById(table.state, unitId), hex: s.pose.anchor, facing: s.pose.facing, movedInPlayerTurn: table.state.playerTurn });
    const events: GameEvent[] = [];
    // A turn on the spot draws no arrow.
    const path = sameHex(route[i - 1]!.pose.anchor, s.pose.anchor) ? [] : [s.pose.anchor];
    if (pushes(unitById(state, unitId))) {
      const pushed = pushAside({ ...table, state }, unitId, route[i - 1]!.pose, dice);
      state = pushed.state;
      events.push(...pushed.events);
    }
    return { state, events, mp: s.mp, reached: s, path };
  },
  ahead: (_table, _unit, route, i) => route.slice(i).map((at, j) => ({ at, mp: j === 0 ? 0 : at.mp })),
  passes: (_table, unit, route, i) => [poseHexesOf(unit, route[i]!.pose)],
  // The place is crossed if the counter moves on from it (a turn on the spot is no crossing).
  crosses(route, i) {
    const next = route[i + 1];
    return next !== undefined && next.mp > 0;
  },
  goesOn: (unit) => !unit.dead,
  rest: (route) => ({ path: route.map((x) => x.pose.anchor), facings: route.map((x) => x.pose.facing) }),
  describe: (unit) => ({ facing: unit.facing === null ? '' : `, facing ${facingName(definition(unit).shape!, unit.facing as Direction)}`, falls: '' }),
  fallBackShown: true,
  saysStops: false,
};

/** Walks a planned route (`AS_A_WHOLE`); a move resumed after a reaction window carries what the shot did. */
export function executeBig(table: Table, unitId: string, plan: BigPlan, dice: Dice, resume?: Resume): BigMoved {
  const walked = walkRoute(table, unitId, AS_A_WHOLE, plan.states, dice, resume);
  return { state: walked.state, events: walked.events };
}

/** Goes on with a move a reaction window stopped: the rest of the way as planned, from where it stopped. */
export function resumeBig(table: Table, unitId: string, path: Hex[], facings: number[], dice: Dice, resume: Resume): BigMoved {
  const states: BigState[] = path.map((anchor, i) => ({ pose: { anchor, facing: facings[i] as Direction }, leg: 0, mp: 0 }));
  // The MP of each step is worked out again on the board as it is now.
  const unit = unitById(table.state, unitId);
  for (let i = 1; i < states.length; i++) {
    const a = states[i - 1]!.pose;
    const b = states[i]!.pose;
    if (sameHex(a.anchor, b.anchor)) continue;
    const d = directionTo(a.anchor, b.anchor);
    const cost = d === undefined ? null : shiftCost(table, unit, a, d);
    states[i] = { ...states[i]!, mp: cost && cost.mp !== null ? cost.mp : 1 };
  }
  return executeBig(table, unitId, { states, mp: states.reduce((s, x) => s + x.mp, 0) }, dice, resume);
}
