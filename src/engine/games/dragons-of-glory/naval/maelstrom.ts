import type { Dice, RollRecord } from '../../../core/dice.ts';
import { distance, hexKey, neighbours, type Hex } from '../../../hex/hex.ts';
import { sideBetween } from '../../../hex/hexsides.ts';
import { maelstromRoll } from '../combat/naval.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import { cellOf, sideOf, specOf, type World } from '../world.ts';
import { leaderRolls, sinkFleet } from './sinking.ts';
import { closedTo, fleetLimit, fleetsIn, type FleetStacking } from './waters.ts';

/**
 * The Maelstrom (DL11 Rule 4, GAPS §1.5): a d10 for a ship on entry, and again at the start of its
 * side's movement step for each turn it stays inside (the table is the combat helper's
 * `maelstromRoll`): 1 sunk; 2-5 stuck for the rest of the turn; 6-8 thrown out to a sea hex of
 * the opponent's choosing; 9-0 out to one of the owner's choosing.
 *
 * Our readings:
 * - "out" is to a sea hex beside the Maelstrom hex that a fleet of its side may stand in (no
 *   counter of another side, room under the stacking limit, not across a sea barrier); with none,
 *   it is stuck;
 * - the choices are made for the players, so play does not wait on them: the opponent sends it
 *   to the such hex farthest from where it came from, the owner takes the nearest (ties: the
 *   first hex in the map's order);
 * - a ship that came out on entry ends its move there; one that came out at the start of its
 *   movement step sails from there with its whole allowance;
 * - "stuck for the rest of the turn" spends all its movement points. So a fleet still in the
 *   Maelstrom with points left has not yet rolled this movement step.
 */

export interface Outcome {
  state: DogState;
  lines: string[];
  rolls: RollRecord[];
}

export const inMaelstrom = (world: World, h: Hex): boolean => cellOf(world, h)?.terrain === 'maelstrom';

/** Rolls for a fleet in the Maelstrom (just entered from `cameFrom`, or there since last turn). Mutates `state`, a working copy. */
export function maelstromFor(state: DogState, world: World, fleetId: string, cameFrom: Hex, dice: Dice, stacking: FleetStacking): { lines: string[]; rolls: RollRecord[]; fate: 'sunk' | 'stuck' | 'out' } {
  const spec = specOf(world, fleetId);
  const fleet = state.units[fleetId]!;
  const eye = fleet.at!;
  const rolled = maelstromRoll(spec, dice);
  const lines = [rolled.text];
  const rolls = [rolled.roll];
  if (rolled.fate === 'sunk') {
    const leaders = leaderRolls(state, world, fleetId, dice);
    lines.push(...leaders.lines, ...sinkFleet(state, world, fleetId, leaders.survivors));
    rolls.push(...leaders.rolls);
    return { lines, rolls, fate: 'sunk' };
  }
  const side = sideOf(state, world, fleetId);
  const exits = rolled.fate === 'stuck' || !side ? [] : exitsFrom(state, world, eye, side, stacking);
  if (!exits.length) {
    if (rolled.fate !== 'stuck') lines.push(`No sea hex beside the Maelstrom is open to ${spec.name}: it is stuck.`);
    state.spent[fleetId] = spec.movement;
    return { lines, rolls, fate: 'stuck' };
  }
  const far = (h: Hex) => distance(h, cameFrom);
  const ordered = [...exits].sort((a, b) => far(a) - far(b) || hexKey(a) - hexKey(b));
  const exit = rolled.fate === 'out-owner' ? ordered[0]! : [...exits].sort((a, b) => far(b) - far(a) || hexKey(a) - hexKey(b))[0]!;
  for (const u of Object.values(state.units)) if (u.id === fleetId || u.aboard === fleetId) u.at = { ...exit };
  lines.push(`${spec.name} comes out at ${world.map.label(exit)}.`);
  return { lines, rolls, fate: 'out' };
}

function exitsFrom(state: DogState, world: World, eye: Hex, side: Side, stacking: FleetStacking): Hex[] {
  const closed = closedTo(state, world, side);
  return neighbours(eye).filter((h) => {
    if (cellOf(world, h)?.terrain !== 'sea' || closed.has(hexKey(h))) return false;
    if (sideBetween(world.map.sides, eye, h).includes('sea-barrier')) return false;
    const limit = fleetLimit(world, h, stacking);
    return limit === null || fleetsIn(state, world, h).length < limit;
  });
}

/**
 * The start of a side's movement step: each of its fleets still in the Maelstrom rolls again.
 * For the turn sequence to call; `sail` also rolls for a fleet that has not rolled yet.
 */
export function maelstromAtStart(state: DogState, world: World, side: Side, dice: Dice, stacking: FleetStacking = 'dl11'): Outcome {
  const next = structuredClone(state);
  const lines: string[] = [];
  const rolls: RollRecord[] = [];
  for (const u of Object.values(next.units)) {
    if (!u.at || u.aboard || specOf(world, u.id).kind !== 'fleet' || sideOf(next, world, u.id) !== side) continue;
    if (!inMaelstrom(world, u.at) || (next.spent[u.id] ?? 0) >= specOf(world, u.id).movement) continue;
    const rolled = maelstromFor(next, world, u.id, u.at, dice, stacking);
    lines.push(...rolled.lines);
    rolls.push(...rolled.rolls);
  }
  return { state: next, lines, rolls };
}
