import { distance, neighbours, sameHex, type Hex } from '../../../hex/hex.ts';
import type { DnState } from '../state.ts';
import { terrainAt, type Table } from '../world.ts';
import { boatHexes, withBoat } from './boat.ts';
import { boatsOf, type Boat } from './state.ts';

/**
 * Where a boat meets the land (2.34): "To moor at a jetty, the two hexes of the boat must be in
 * contact with the jetty. To disembark onto the beach, the boat must occupy one beach hex."
 * Ours: one gets in the same ways one gets out, and a boat lies in water, with at most one of
 * its hexes on a beach.
 */

const isJetty = (table: Table, h: Hex) => terrainAt(table, h)?.id === 'jetty';

/** Both hexes of the boat touch a jetty hex. */
export function moored(table: Table, boat: Boat): boolean {
  return boatHexes(boat).every((h) => neighbours(h).some((n) => isJetty(table, n)));
}

/** The boat's hex on a beach, if it lies on one. */
export function beachedOn(table: Table, boat: Boat): Hex | undefined {
  return boatHexes(boat).find((h) => terrainAt(table, h)?.id === 'beach');
}

/** Where a character may step from the boat onto land, or from land into the boat: a jetty hex beside a moored boat, a beach hex beside a beached one. */
export function shoreOf(table: Table, boat: Boat, h: Hex): 'jetty' | 'beach' | undefined {
  const hexes = boatHexes(boat);
  if (!hexes.some((b) => distance(b, h) === 1) || hexes.some((b) => sameHex(b, h))) return undefined;
  const terrain = terrainAt(table, h)?.id;
  if (terrain === 'jetty' && moored(table, boat)) return 'jetty';
  if (terrain === 'beach' && beachedOn(table, boat)) return 'beach';
  return undefined;
}

/** Keeps the crew lists true: a character no longer in a boat hex, or dead, is no longer aboard. */
export function reconcileBoats(state: DnState): DnState {
  let next = state;
  for (const boat of boatsOf(state)) {
    if (boat.aboard.length === 0) continue;
    const hexes = boatHexes(boat);
    const aboard = boat.aboard.filter((id) => {
      const u = state.units.find((x) => x.id === id);
      return u && !u.dead && u.hex && hexes.some((h) => sameHex(h, u.hex!));
    });
    if (aboard.length !== boat.aboard.length) next = withBoat(next, { ...boat, aboard });
  }
  return next;
}
