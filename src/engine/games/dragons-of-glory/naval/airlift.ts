import { hexKey, type Hex } from '../../../hex/hex.ts';
import { sideBetween } from '../../../hex/hexsides.ts';
import { cheapestPath, reachable, type Reach } from '../../../hex/path.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { isWater } from '../map/types.ts';
import type { DogState } from '../state.ts';
import type { CounterSpec, Side } from '../units.ts';
import { ARMIES, cellOf, GROUND, sideOf, specOf, type World } from '../world.ts';
import { airRoomProblem, setDownProblem } from './landing.ts';
import type { Outcome } from './maelstrom.ts';
import { namesOf } from './names.ts';
import { closedTo } from './waters.ts';

/**
 * Armies carried through the air:
 * - `carry` (DL11 Rule 6, GAPS §1.3): a griffon or pegasus army carries one infantry army of its
 *   own nation. Both begin and end together and the air army uses only half its movement
 *   allowance (rounded down). Our reading: neither may have moved this phase, and both have spent
 *   their movement at the end (the infantry is a carried army, which may not move on its own).
 * - `citadel` (GAPS §2.4): a flying citadel moves 4 hexes ignoring terrain (its printed movement)
 *   and carries up to 3 armies of its side, of any type, which stay aboard until `land` sets them
 *   down in its hex. It takes them aboard in the hex it starts from.
 * Flight (Rule 6): 1 a hex over anything, +1 across a mountain side (a citadel ignores that too),
 * never over desert nor into a hex held by another side; it ends on land.
 */

function flightCost(world: World, spec: CounterSpec, from: Hex, to: Hex, closed: Set<number>): number | null {
  const cell = cellOf(world, to);
  if (!cell || cell.terrain === 'desert' || closed.has(hexKey(to))) return null;
  if (spec.kind === 'citadel') return 1;
  return sideBetween(world.map.sides, from, to).includes('mountain-side') ? 2 : 1;
}

/** Every hex a flyer could reach with `budget` points, for the orders' legal forms. */
export function flightReach(state: DogState, world: World, side: Side, flyer: string, budget: number): Reach {
  const spec = specOf(world, flyer);
  const closed = closedTo(state, world, side);
  return reachable(state.units[flyer]!.at!, budget, (a, b) => {
    const mp = flightCost(world, spec, a, b, closed);
    return mp === null ? null : { mp };
  });
}

function flight(state: DogState, world: World, side: Side, flyer: string, to: Hex, budget: number): Result<Hex[]> {
  const spec = specOf(world, flyer);
  const from = state.units[flyer]!.at!;
  const closed = closedTo(state, world, side);
  const label = world.map.label(to);
  if (closed.has(hexKey(to))) return err(`${label} holds another side's counters; nothing flies into it.`);
  const path = cheapestPath(from, to, budget, (a, b) => {
    const mp = flightCost(world, spec, a, b, closed);
    return mp === null ? null : { mp };
  });
  if (!path) return err(`${spec.name} cannot fly to ${label} with ${budget} movement (no desert, no hex of another side, +1 across a mountain side).`);
  return ok(path);
}

export function carry(state: DogState, world: World, side: Side, infantryId: string, airId: string, to: Hex): Result<Outcome> {
  const air = specOf(world, airId);
  const foot = specOf(world, infantryId);
  const airUnit = state.units[airId]!;
  const footUnit = state.units[infantryId]!;
  if (air.kind !== 'air') return err(`${air.name} is no griffon or pegasus army: only they carry an army through the air (dragons do not).`);
  if (sideOf(state, world, airId) !== side || !airUnit.at || airUnit.aboard) return err(`${air.name} is not one of your air armies on the map.`);
  if (foot.kind !== 'infantry') return err(`${foot.name} is no infantry army: ${air.name} carries one infantry army of its nation.`);
  if (foot.nation !== air.nation) return err(`${foot.name} is of another nation than ${air.name}: an air army carries infantry of its own nation.`);
  if (!footUnit.at || footUnit.aboard || hexKey(footUnit.at) !== hexKey(airUnit.at)) return err(`${foot.name} is not in ${world.map.label(airUnit.at)} with ${air.name}: they begin together.`);
  for (const id of [airId, infantryId]) if ((state.spent[id] ?? 0) > 0) return err(`${specOf(world, id).name} has moved this phase: carrier and carried begin their flight together, before either moves.`);
  const cell = cellOf(world, to);
  if (!cell || isWater(cell.terrain) || cell.terrain === 'marsh') return err(`${world.map.label(to)} is no land to end a flight on.`);
  const budget = Math.floor(air.movement / 2);
  const path = flight(state, world, side, airId, to, budget);
  if (!path.ok) return path;
  const problem = setDownProblem(state, world, side, [infantryId, airId], to) ?? airRoomProblem(state, world, [infantryId, airId], to);
  if (problem) return err(problem);
  const next = structuredClone(state);
  for (const id of [airId, infantryId]) {
    next.units[id]!.at = { ...to };
    next.spent[id] = specOf(world, id).movement;
  }
  next.moves.push({ side, units: [airId, infantryId], path: path.value });
  const cost = path.value.length - 1;
  return ok({ state: next, lines: [`${air.name} carries ${foot.name} to ${world.map.label(to)} in ${cost} hexes (half its movement: ${budget}).`], rolls: [] });
}

export const CITADEL_LOAD = 3;

export function flyCitadel(state: DogState, world: World, side: Side, citadelId: string, to: Hex, take: readonly string[]): Result<Outcome> {
  const spec = specOf(world, citadelId);
  const unit = state.units[citadelId]!;
  if (spec.kind !== 'citadel') return err(`${spec.name} is no flying citadel.`);
  if (sideOf(state, world, citadelId) !== side || !unit.at) return err(`${spec.name} is not one of your citadels on the map.`);
  const from = unit.at;
  for (const id of take) {
    const u = state.units[id]!;
    const s = specOf(world, id);
    if (!ARMIES.has(s.kind) && s.kind !== 'leader') return err(`${s.name} cannot board a citadel: it carries armies (and their leaders).`);
    if (sideOf(state, world, id) !== side) return err(`${s.name} is not yours.`);
    if (u.aboard) return err(`${s.name} is already aboard ${specOf(world, u.aboard).name}.`);
    if (!u.at || hexKey(u.at) !== hexKey(from)) return err(`${s.name} is not in ${world.map.label(from)} with ${spec.name}: armies board where it stands.`);
    if (GROUND.has(s.kind) && (state.spent[id] ?? 0) > 0) return err(`${s.name} has moved this phase: a carried army may not move on its own that turn.`);
  }
  const riders = Object.values(state.units).filter((u) => u.aboard === citadelId).map((u) => u.id);
  const armies = [...riders, ...take].filter((id) => ARMIES.has(specOf(world, id).kind));
  if (armies.length > CITADEL_LOAD) return err(`${spec.name} carries ${CITADEL_LOAD} armies at most; that would be ${armies.length}.`);
  const next = structuredClone(state);
  for (const id of take) next.units[id]!.aboard = citadelId;
  const lines: string[] = [];
  if (take.length) lines.push(`${namesOf(world, take)} ${take.length === 1 ? 'boards' : 'board'} ${spec.name}.`);
  if (hexKey(from) !== hexKey(to)) {
    const cell = cellOf(world, to);
    if (!cell || isWater(cell.terrain)) return err(`${world.map.label(to)} is no land: a citadel ends its flight over land.`);
    const left = spec.movement - (state.spent[citadelId] ?? 0);
    const path = flight(next, world, side, citadelId, to, left);
    if (!path.ok) return path;
    const cost = path.value.length - 1;
    next.spent[citadelId] = (next.spent[citadelId] ?? 0) + cost;
    for (const u of Object.values(next.units)) if (u.id === citadelId || u.aboard === citadelId) u.at = { ...to };
    next.moves.push({ side, units: [citadelId, ...riders, ...take], path: path.value });
    lines.push(`${spec.name} flies to ${world.map.label(to)} (${cost} of its ${spec.movement}).`);
  } else if (!take.length) return err(`${spec.name} is already at ${world.map.label(to)}; name armies to take aboard, or a hex to fly to.`);
  return ok({ state: next, lines, rolls: [] });
}
