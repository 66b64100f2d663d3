import type { Dice, RollRecord } from '../../../core/dice.ts';
import { hexKey, type Hex } from '../../../hex/hex.ts';
import { reachable, routeTo } from '../../../hex/path.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { DogState, UnitState } from '../state.ts';
import type { Side } from '../units.ts';
import { cellOf, sideOf, specOf, type World } from '../world.ts';
import { inMaelstrom, maelstromFor, type Outcome } from './maelstrom.ts';
import { closedTo, fleetLeft, fleetLimit, fleetMayStep, fleetReach, fleetsIn, mayEndIn, passesThrough, type FleetStacking } from './waters.ts';

/**
 * `sail`: a fleet moves up to its movement allowance (DL11 Rule 4), by the shortest way through
 * the waters of waters.ts, with whatever it carries. Its move may be made in several orders
 * (the points spent are kept in `spent`), so it can stop in a port to take on or set down an army.
 */

/** One of `side`'s fleets on the map, or why not. */
export function ownFleet(state: DogState, world: World, side: Side, unit: UnitState | undefined, text: string): Result<UnitState> {
  if (!unit) return err(`No counter is called ${text}; name one of your fleets.`);
  const spec = specOf(world, unit.id);
  if (spec.kind !== 'fleet') return err(`${spec.name} is no fleet.`);
  if (sideOf(state, world, unit.id) !== side) return err(`${spec.name} is not one of your fleets.`);
  if (!unit.at) return err(`${spec.name} is not on the map.`);
  return ok(unit);
}

export function sail(state: DogState, world: World, side: Side, fleetId: string, to: Hex, dice: Dice, stacking: FleetStacking): Result<Outcome> {
  const spec = specOf(world, fleetId);
  const label = world.map.label(to);
  if (!cellOf(world, to)) return err(`${label} is not on the map.`);
  if (!mayEndIn(world, to)) {
    const terrain = cellOf(world, to)!.terrain;
    if (terrain === 'marsh' || terrain === 'desert') return err(`${label} is ${terrain}: no ship enters marsh or desert.`);
    return err(`${label} is inland: a fleet ends its move at sea, on the coast, in a port or on a major river.`);
  }
  const next = structuredClone(state);
  const lines: string[] = [];
  const rolls: RollRecord[] = [];
  let from = next.units[fleetId]!.at!;
  if (hexKey(from) === hexKey(to)) return err(`${spec.name} is already at ${label}.`);
  if (fleetLeft(next, world, fleetId) <= 0) return err(`${spec.name} has no movement left this phase (it moves ${spec.movement}).`);

  // A fleet in the Maelstrom rolls before it may leave, unless it has rolled this step already.
  if (inMaelstrom(world, from)) {
    const rolled = maelstromFor(next, world, fleetId, from, dice, stacking);
    lines.push(...rolled.lines);
    rolls.push(...rolled.rolls);
    if (rolled.fate !== 'out') return ok({ state: next, lines, rolls });
    from = next.units[fleetId]!.at!;
    if (hexKey(from) === hexKey(to)) return ok({ state: next, lines, rolls });
  }

  const reach = fleetReach(next, world, fleetId, side);
  const path = routeTo(reach, to);
  if (!path) {
    if (lines.length) return ok({ state: next, lines: [...lines, `From there it cannot reach ${label} this phase.`], rolls });
    return err(whyNot(next, world, fleetId, side, to));
  }
  const limit = fleetLimit(world, to, stacking);
  const there = fleetsIn(next, world, to).length;
  if (limit !== null && there >= limit) {
    const full = `${label} already holds ${there} fleets, the most a hex may hold there (${limit}).`;
    return lines.length ? ok({ state: next, lines: [...lines, full], rolls }) : err(full);
  }

  const cost = path.length - 1;
  next.spent[fleetId] = (next.spent[fleetId] ?? 0) + cost;
  const riders = Object.values(next.units).filter((u) => u.aboard === fleetId);
  for (const u of [next.units[fleetId]!, ...riders]) u.at = { ...to };
  next.moves.push({ side, units: [fleetId, ...riders.map((u) => u.id)], path });
  lines.push(`${spec.name} sails to ${label} (${cost} of its ${spec.movement}).`);
  if (inMaelstrom(world, to)) {
    const rolled = maelstromFor(next, world, fleetId, path[path.length - 2]!, dice, stacking);
    lines.push(...rolled.lines);
    rolls.push(...rolled.rolls);
    // Out of the Maelstrom on entry, its move is over (maelstrom.ts).
    if (rolled.fate === 'out') next.spent[fleetId] = spec.movement;
  }
  return ok({ state: next, lines, rolls });
}

/** Why a fleet cannot reach a hex: barred, out of its waters, or too far. */
function whyNot(state: DogState, world: World, fleetId: string, side: Side, to: Hex): string {
  const spec = specOf(world, fleetId);
  const label = world.map.label(to);
  if (closedTo(state, world, side).has(hexKey(to))) return `${label} holds another side's counters; a fleet never enters a hex with an enemy or neutral army or ship.`;
  const left = fleetLeft(state, world, fleetId);
  const start = state.units[fleetId]!.at!;
  const closed = closedTo(state, world, side);
  const anyWay = routeTo(
    reachable(start, world.map.cols * world.map.rows, (a, b) => {
      if (hexKey(a) !== hexKey(start) && !passesThrough(world, a)) return null;
      return closed.has(hexKey(b)) || !fleetMayStep(world, a, b) ? null : { mp: 1 };
    }),
    to,
  );
  if (!anyWay) return `${spec.name} has no way by water to ${label}: ships keep to the sea, the coasts, ports and major rivers, never through another side's ships or armies, across a sea barrier or through the Maelstrom.`;
  return `${label} is ${anyWay.length - 1} hexes away by water; ${spec.name} has ${left} movement left this phase.`;
}
