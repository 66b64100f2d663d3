import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { DIRECTION_NAMES, hexKey, sameHex, type Direction, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { searchStates, statesTo, type StateSpace } from '../../../hex/state-search.ts';
import { poseHexes, poseSteps, type Pose, type Turn } from '../../../hex/two-hex.ts';
import { definition, findUnit, unitById, withUnit } from '../units.ts';
import type { DnState } from '../state.ts';
import { livingIn, onBoard, terrainAt, type Table } from '../world.ts';
import { heldBySpell } from '../magic/protection.ts';
import { afloat, boatOf, poseOf, withBoat } from './boat.ts';
import type { Boat } from './state.ts';

/**
 * Rowing (2.34). "A character who starts the turn on a boat can move it 4 hexes, or move it 2
 * hexes and use the remaining half of his movement allowance to disembark"; one who got in
 * having used half his allowance or less may move it 2 hexes at once. "Any change of direction
 * of the boat by more than 60 degrees ... counts as one hex of movement."
 *
 * The boat moves like any counter two hexes long (hex/two-hex.ts): its bow goes into a hex
 * round it and the stern follows. Straight on or a sixth of a turn costs 1 hex; any wider turn
 * 1 more: to the side, back round, or turning on the spot. Ours: one rower a turn, who may row
 * in several orders until his hexes are spent; the boat keeps to water, with at most one hex on
 * a beach, and cannot pass a character in the water or another boat.
 */

export const TURN_COST: Record<Turn, number> = { front: 1, 'front-diagonal': 1, side: 2, 'rear-diagonal': 2, behind: 2, 'half-turn': 1 };

/** 2.34: a rower who started the turn aboard; one who got in having used half his allowance or less. */
export const FROM_START = 4;
export const AFTER_BOARDING = 2;
/** The most a boat may have gone for anyone to land from it in the same turn (2.34). */
export const LANDING_AFTER = 2;

const poseKey = (p: Pose) => hexKey(p.head) * 6 + p.facing;

/** Whether the boat may lie in this pose: on the map, in water with at most one hex of beach, clear of anyone but its crew. */
export function boatMayLie(table: Table, boat: Boat, pose: Pose): boolean {
  const hexes = poseHexes(pose);
  let beach = 0;
  for (const h of hexes) {
    if (!onBoard(table, h)) return false;
    const terrain = terrainAt(table, h)?.id;
    if (terrain === 'beach') beach++;
    else if (terrain !== 'water') return false;
    if (livingIn(table, { hex: h, below: false }).some((u) => !boat.aboard.includes(u.id))) return false;
    if (afloat(table.state).some((b) => b.id !== boat.id && poseHexes(poseOf(b)).some((x) => sameHex(x, h)))) return false;
  }
  return beach <= 1;
}

function boatSpace(table: Table, boat: Boat): StateSpace<Pose> {
  return {
    key: poseKey,
    next: (pose) => poseSteps(pose).filter((s) => boatMayLie(table, boat, s.to)).map((s) => ({ state: s.to, mp: TURN_COST[s.turn] })),
  };
}

/** Every pose the boat can reach with `hexes` of rowing, and what each costs. */
export function boatReach(table: Table, boat: Boat, hexes: number): Array<{ pose: Pose; cost: number }> {
  const { found } = searchStates(poseOf(boat), hexes, boatSpace(table, boat));
  return [...found.values()].filter((f) => f.mp > 0).map((f) => ({ pose: f.state, cost: f.mp }));
}

/** The rower's allowance this player turn, or why he cannot row. */
export function rowingAllowance(state: DnState, boat: Boat, unitId: string): { hexes: number } | { why: string } {
  const name = unitById(state, unitId).name;
  const rowing = boat.rowing?.playerTurn === state.playerTurn ? boat.rowing : null;
  if (rowing && rowing.unit !== unitId) return { why: `${unitById(state, rowing.unit).name} rows ${boat.name} this turn: one rower a turn (2.34, ours).` };
  if (rowing) return rowing.used < rowing.allowance ? { hexes: rowing.allowance - rowing.used } : { why: `${name} has rowed his ${rowing.allowance} hexes this turn (2.34).` };
  const got = boat.boarded.find((b) => b.unit === unitId && b.playerTurn === state.playerTurn);
  if (!got) return { hexes: FROM_START };
  if (got.early) return { hexes: AFTER_BOARDING };
  return { why: `${name} got in having used more than half his movement allowance: he rows next turn (2.34).` };
}

/** `/row unit: to: facing:` — the rower takes the boat's bow to `to`, turned `facing` if he says. */
export function row(table: Table, seat: string, unitName: string, to: Hex, facing: Direction | undefined): Result<{ state: DnState; events: GameEvent[] }> {
  const { state } = table;
  if (state.phase !== 'movement') return err(`A boat is rowed in the movement phase; it is the ${state.phase.replace('-', ' ')} phase.`);
  const found = findUnit(state, unitName, state.units.filter((u) => u.side === seat && !u.dead));
  if (!found.ok) return found;
  const unit = found.value;
  const boat = boatOf(state, unit);
  if (!boat) return err(`${unit.name} is not aboard a boat; /board gets him into one next to him (2.34).`);
  if (unit.stunned) return err(`${unit.name} is stunned and cannot row.`);
  const held = heldBySpell(unit);
  if (held) return err(`${held}.`);
  if (definition(unit).weapon === 'crossbow' && unit.firedInPlayerTurn === state.playerTurn) return err(`${unit.name} shot his crossbow this turn, so he cannot move, nor row (5.11.5).`);
  const allowance = rowingAllowance(state, boat, unit.id);
  if ('why' in allowance) return err(allowance.why);
  const isGoal = (p: Pose) => sameHex(p.head, to) && (facing === undefined || p.facing === facing);
  const searched = searchStates(poseOf(boat), allowance.hexes, boatSpace(table, boat), isGoal);
  if (searched.goal === undefined) {
    const heads = [...new Set(boatReach(table, boat, allowance.hexes).map((r) => labelOf(r.pose.head)))];
    const where = facing === undefined ? labelOf(to) : `${labelOf(to)} facing ${DIRECTION_NAMES[facing]}`;
    return err(`${boat.name}'s bow cannot reach ${where} with ${allowance.hexes} hex${allowance.hexes > 1 ? 'es' : ''} of rowing (a turn wider than 60° counts as a hex, 2.34). Its bow can reach: ${heads.join(', ') || 'nowhere'}.`);
  }
  const cost = searched.found.get(searched.goal)!.mp;
  const poses = statesTo(searched, searched.goal);
  const end = poses[poses.length - 1]!;
  // The crew keep their seats: the one at the bow stays at the bow.
  let next = state;
  const seats = boat.aboard.map((id) => ({ id, bow: sameHex(unitById(state, id).hex!, boat.head) }));
  for (const { id, bow } of seats) {
    const path = poses.map((p) => poseHexes(p)[bow ? 0 : 1]);
    const crew = unitById(next, id);
    next = withUnit(next, { ...crew, hex: path[path.length - 1]!, below: false, movedInPlayerTurn: state.playerTurn });
    const record = next.moves.find((m) => m.unit === id);
    const drawn = record ? { ...record, path: [...record.path, ...path.slice(1)] } : { unit: id, spent: 0, allowance: 0, path };
    next = { ...next, moves: [...next.moves.filter((m) => m.unit !== id), drawn] };
  }
  const used = (boat.rowing?.playerTurn === state.playerTurn ? boat.rowing.used : 0) + cost;
  const total = boat.rowing?.playerTurn === state.playerTurn ? boat.rowing.allowance : allowance.hexes;
  next = withBoat(next, { ...boat, head: end.head, facing: end.facing, rowing: { unit: unit.id, playerTurn: state.playerTurn, allowance: total, used } });
  const route = poses.map((p) => labelOf(p.head)).join('→');
  const text = `${unit.name} rows ${boat.name}, bow ${route}, facing ${DIRECTION_NAMES[end.facing]} (${cost} hex${cost > 1 ? 'es' : ''}; ${used} of ${total} this turn).`;
  return ok({ state: next, events: [{ type: 'boat-rowed', text, visibleTo: 'all', data: { boat: boat.id, unit: unit.id, cost } }] });
}
