import { adjacent, hexKey, type Hex } from '../../../hex/hex.ts';
import { sideBetween } from '../../../hex/hexsides.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { isWater } from '../map/types.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import { cellOf, GROUND, sideOf, specOf, type World } from '../world.ts';
import type { Outcome } from './maelstrom.ts';
import { namesOf } from './names.ts';
import { airRoomProblem, setDownProblem } from './landing.ts';
import { isPort } from './waters.ts';

/**
 * Armies and leaders at sea (DL11 Rule 4, GAPS §1.5):
 * - `embark`: a fleet takes on one ground army and any number of leaders (and a wizard, who adds
 *   +3 to its rating) in a port where they all stand;
 * - `land`: it sets them down. In a port, where the fleet stands, it may sail on; anywhere else
 *   (a coastal hex it stands in, or the coast beside its sea hex, or the far bank of its river)
 *   its move ends;
 * - a carried army may not move on its own that turn. Our reading: on both sides of the voyage,
 *   so an army that has moved this phase may not embark, and one set down has spent its movement.
 *   Leaders are not armies and keep their own movement.
 * A flying citadel sets its passengers down with `land` too, in its own hex.
 */

const RIDERS = new Set(['infantry', 'cavalry', 'leader', 'wizard']);

export function embark(state: DogState, world: World, side: Side, ids: readonly string[], fleetId: string): Result<Outcome> {
  const fleet = state.units[fleetId]!;
  const ship = specOf(world, fleetId).name;
  const at = fleet.at!;
  if (!isPort(world, at)) return err(`${ship} is at ${world.map.label(at)}, which is no port: armies and leaders embark in a port.`);
  for (const id of ids) {
    const u = state.units[id]!;
    const spec = specOf(world, id);
    if (sideOf(state, world, id) !== side) return err(`${spec.name} is not yours.`);
    if (!RIDERS.has(spec.kind)) return err(`${spec.name} cannot go aboard: a fleet carries one ground army and any leaders.`);
    if (u.aboard) return err(`${spec.name} is already aboard ${specOf(world, u.aboard).name}.`);
    if (!u.at || hexKey(u.at) !== hexKey(at)) return err(`${spec.name} is not in ${world.map.label(at)} with ${ship}: it must stand in the port to embark.`);
    if (GROUND.has(spec.kind) && (state.spent[id] ?? 0) > 0) return err(`${spec.name} has moved this phase: a carried army may not move on its own in the turn it sails.`);
  }
  const armies = [...ids, ...Object.values(state.units).filter((u) => u.aboard === fleetId).map((u) => u.id)].filter((id) => GROUND.has(specOf(world, id).kind));
  if (armies.length > 1) return err(`${ship} carries one ground army, and ${namesOf(world, armies)} are ${armies.length}.`);
  const next = structuredClone(state);
  for (const id of ids) next.units[id]!.aboard = fleetId;
  return ok({ state: next, lines: [`${namesOf(world, ids)} ${ids.length === 1 ? 'goes' : 'go'} aboard ${ship} at ${world.map.label(at)}.`], rolls: [] });
}

/** Where a carrier standing at `from` may set down: its own hex; for a fleet also the coast beside its sea hex or across its river. */
function landingProblem(world: World, carrier: 'fleet' | 'citadel', from: Hex, to: Hex): string | undefined {
  const label = world.map.label(to);
  if (hexKey(from) === hexKey(to)) return isWater(cellOf(world, to)!.terrain) ? `${label} is sea: name the coastal hex beside it to land on.` : undefined;
  if (carrier === 'citadel') return `A flying citadel sets its armies down in its own hex, ${world.map.label(from)}.`;
  if (!adjacent(from, to) || isWater(cellOf(world, to)?.terrain ?? 'sea')) return `${label} is not a coastal hex beside the fleet at ${world.map.label(from)}.`;
  const afloat = isWater(cellOf(world, from)!.terrain) || sideBetween(world.map.sides, from, to).includes('deep-river');
  return afloat ? undefined : `${label} is not a coastal hex beside the fleet at ${world.map.label(from)}.`;
}

/** Sets down some or all of what a fleet or a flying citadel carries. `ids` empty: everything aboard. */
export function land(state: DogState, world: World, side: Side, carrierId: string, to: Hex | undefined, ids: readonly string[]): Result<Outcome> {
  const carrier = state.units[carrierId]!;
  const spec = specOf(world, carrierId);
  const kind = spec.kind === 'citadel' ? 'citadel' : 'fleet';
  const from = carrier.at!;
  const aboard = Object.values(state.units).filter((u) => u.aboard === carrierId).map((u) => u.id);
  if (!aboard.length) return err(`${spec.name} carries nothing.`);
  for (const id of ids) if (!aboard.includes(id)) return err(`${specOf(world, id).name} is not aboard ${spec.name}; aboard: ${namesOf(world, aboard)}.`);
  const going = ids.length ? [...ids] : aboard;
  const at = to ?? from;
  const where = landingProblem(world, kind, from, at);
  if (where) return err(where);
  const problem = setDownProblem(state, world, side, going, at) ?? airRoomProblem(state, world, going, at);
  if (problem) return err(problem);

  const next = structuredClone(state);
  for (const id of going) {
    const u = next.units[id]!;
    delete u.aboard;
    u.at = { ...at };
    // A carried army may not move on its own that turn.
    if (specOf(world, id).kind !== 'leader' && specOf(world, id).kind !== 'wizard') next.spent[id] = specOf(world, id).movement;
  }
  const lines = [`${namesOf(world, going)} ${going.length === 1 ? 'lands' : 'land'} at ${world.map.label(at)} from ${spec.name}.`];
  if (hexKey(at) !== hexKey(from)) next.moves.push({ side, units: going, path: [from, at] });
  if (kind === 'fleet') {
    const inPort = hexKey(at) === hexKey(from) && isPort(world, from);
    if (!inPort) {
      next.spent[carrierId] = spec.movement;
      lines.push(`Landing outside a port ends ${spec.name}'s move.`);
    }
  }
  return ok({ state: next, lines, rolls: [] });
}
