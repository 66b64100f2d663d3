import { hexKey, neighbours, type Hex, type HexKey } from '../../../hex/hex.ts';
import { sideBetween } from '../../../hex/hexsides.ts';
import { isWater } from '../map/types.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import { cellOf, sideOf, specOf, type World } from '../world.ts';
import type { Outcome } from './maelstrom.ts';
import { sinkFleet } from './sinking.ts';
import { closedTo, fleetLimit, fleetMayStep, fleetsIn, passesThrough, type FleetStacking } from './waters.ts';

/**
 * What ships in land hexes (ports, coasts, river banks) do to armies on the move (DL11 Rule 4),
 * for the movement rules to call:
 * - a stationary ship in a river hexside is a bridge for friendly armies (`shipBridges`);
 * - an enemy army that enters a ship's hex displaces the ship (`displaceFleets`): so a fleet in a
 *   land hex does not bar enemy armies from it as other counters do.
 */

/**
 * A friendly fleet that has not moved this phase, on either bank of a deep-river side, bridges it
 * for `side`'s armies. **Reading**: our ships stand on a bank (waters.ts), so one bridges the river
 * sides of its own hex.
 */
export function shipBridges(state: DogState, world: World, side: Side, from: Hex, to: Hex): boolean {
  if (!sideBetween(world.map.sides, from, to).includes('deep-river')) return false;
  return [from, to].some((h) => fleetsIn(state, world, h).some((id) => sideOf(state, world, id) === side && !(state.spent[id] ?? 0)));
}

/**
 * An army of `by` has entered `at`: every fleet of another side there is displaced, with what it
 * carries, to the nearest hex it may stand in by its own waters (no counter of another side, room
 * under the stacking limit), water before land, then the map's order. **Reading**: the rules do
 * not say where; a fleet with nowhere to go is sunk, as a ship caught ashore. Returns a new state.
 */
export function displaceFleets(state: DogState, world: World, at: Hex, by: Side, stacking: FleetStacking = 'dl11'): Outcome {
  const next = structuredClone(state);
  const lines: string[] = [];
  for (const id of fleetsIn(next, world, at)) {
    const side = sideOf(next, world, id);
    if (side === by) continue;
    const name = specOf(world, id).name;
    const refuge = side ? nearestRefuge(next, world, side, at, stacking) : undefined;
    if (!refuge) {
      lines.push(`${name} has no water to escape to and is lost.`, ...sinkFleet(next, world, id, new Map()));
      continue;
    }
    for (const u of Object.values(next.units)) if (u.id === id || u.aboard === id) u.at = { ...refuge };
    lines.push(`${name} is driven out of ${world.map.label(at)} to ${world.map.label(refuge)}.`);
  }
  return { state: next, lines, rolls: [] };
}

function nearestRefuge(state: DogState, world: World, side: Side, from: Hex, stacking: FleetStacking): Hex | undefined {
  const closed = closedTo(state, world, side);
  const seen = new Set<HexKey>([hexKey(from)]);
  let ring = [from];
  while (ring.length) {
    const next: Hex[] = [];
    for (const h of ring) {
      if (hexKey(h) !== hexKey(from) && !passesThrough(world, h)) continue;
      for (const n of neighbours(h)) {
        if (seen.has(hexKey(n)) || closed.has(hexKey(n)) || !fleetMayStep(world, h, n)) continue;
        seen.add(hexKey(n));
        next.push(n);
      }
    }
    const room = next.filter((h) => {
      const limit = fleetLimit(world, h, stacking);
      return limit === null || fleetsIn(state, world, h).length < limit;
    });
    const water = (h: Hex) => (isWater(cellOf(world, h)!.terrain) ? 0 : 1);
    const best = room.filter((h) => cellOf(world, h)!.terrain !== 'maelstrom').sort((a, b) => water(a) - water(b) || hexKey(a) - hexKey(b))[0];
    if (best) return best;
    ring = next;
  }
  return undefined;
}
