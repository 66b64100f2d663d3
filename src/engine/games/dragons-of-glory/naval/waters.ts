import { hexKey, neighbours, type Hex, type HexKey } from '../../../hex/hex.ts';
import { sideBetween } from '../../../hex/hexsides.ts';
import { reachable, type Reach } from '../../../hex/path.ts';
import { isWater } from '../map/types.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import { cellOf, sideOf, specOf, type World } from '../world.ts';

/**
 * Where ships may go (DL11 Rule 4, GAPS §1.5), as this map holds them. Our map has no hexes on
 * its rivers, so a ship on a major river stands in a land hex on its bank (our reading):
 * - at sea: any sea hex; the Maelstrom only as the end of a move (it is rolled for on entry);
 * - along the coast: a port may be entered and passed through; any other coastal land hex only
 *   as the end of a move, to land troops there;
 * - up a major river (the `deep-river` sides): a land hex with a deep-river side is a bank; a ship
 *   passes from bank to bank where the river runs between or along them (the side between them
 *   is the river, or the river runs along both their sides to a hex they both touch), one point a
 *   step, as DL11 counts the sides moved along. A bank on the coast is the river's mouth;
 * - never across a sea barrier, never into marsh or desert, never into a hex holding any counter
 *   not of its side (an enemy or a neutral's army or ship).
 */

/** DL11 (ships unlimited at sea and on the coast, 2 on a river) or Paths of the Lance J (at most 4 a hex). */
export type FleetStacking = 'dl11' | 'paths-of-the-lance';

export interface NavalOptions {
  /** Default `dl11`. */
  stacking?: FleetStacking;
}

export const isPort = (world: World, h: Hex): boolean => !!cellOf(world, h)?.place?.port;

const deep = (world: World, a: Hex, b: Hex) => sideBetween(world.map.sides, a, b).includes('deep-river');

/** A land hex with a major river on one of its sides. */
export function isBank(world: World, h: Hex): boolean {
  const cell = cellOf(world, h);
  return !!cell && !isWater(cell.terrain) && neighbours(h).some((n) => deep(world, h, n));
}

/** A ship on one bank may pass to the next: the river runs between them, or along both to a hex they both touch. */
export function riverLinks(world: World, a: Hex, b: Hex): boolean {
  if (deep(world, a, b)) return true;
  const around = new Set(neighbours(a).map(hexKey));
  return neighbours(b).some((x) => around.has(hexKey(x)) && deep(world, a, x) && deep(world, b, x));
}

/** A river hex in DL11's sense: a bank that is neither on the coast nor a port (2 ships at most there). */
export const isRiver = (world: World, h: Hex): boolean => isBank(world, h) && !cellOf(world, h)!.coastal && !isPort(world, h);

/** A hex a fleet may stand in at the end of a move. */
export function mayEndIn(world: World, h: Hex): boolean {
  const cell = cellOf(world, h);
  if (!cell) return false;
  if (isWater(cell.terrain)) return true;
  if (cell.terrain === 'marsh' || cell.terrain === 'desert') return false;
  return cell.coastal || isPort(world, h) || isBank(world, h);
}

/** A hex a fleet may pass through on its way: open sea, a port, a river bank. */
export function passesThrough(world: World, h: Hex): boolean {
  const cell = cellOf(world, h);
  if (!cell || cell.terrain === 'maelstrom') return false;
  return cell.terrain === 'sea' || (mayEndIn(world, h) && (isPort(world, h) || isBank(world, h)));
}

/** One step of a fleet between neighbours, whoever is there: true when the waters join them. */
export function fleetMayStep(world: World, from: Hex, to: Hex): boolean {
  const a = cellOf(world, from);
  const b = cellOf(world, to);
  if (!a || !b || !mayEndIn(world, to)) return false;
  if (sideBetween(world.map.sides, from, to).includes('sea-barrier')) return false;
  if (isWater(a.terrain) || isWater(b.terrain)) return true;
  // Land to land only up or down a river.
  return isBank(world, from) && isBank(world, to) && riverLinks(world, from, to);
}

/** Most fleets that may stand in a hex; null for no limit (DL11 at sea and on the coast). */
export function fleetLimit(world: World, h: Hex, stacking: FleetStacking = 'dl11'): number | null {
  if (isRiver(world, h)) return 2;
  return stacking === 'paths-of-the-lance' ? 4 : null;
}

/** Hexes holding a counter not of `side` (an enemy's, or a neutral nation's): never entered. */
export function closedTo(state: DogState, world: World, side: Side): Set<HexKey> {
  const closed = new Set<HexKey>();
  for (const u of Object.values(state.units)) if (u.at && sideOf(state, world, u.id) !== side) closed.add(hexKey(u.at));
  return closed;
}

export function fleetsIn(state: DogState, world: World, h: Hex): string[] {
  return Object.values(state.units)
    .filter((u) => u.at && !u.aboard && hexKey(u.at) === hexKey(h) && specOf(world, u.id).kind === 'fleet')
    .map((u) => u.id);
}

/** Movement points a fleet has left this phase. */
export function fleetLeft(state: DogState, world: World, id: string): number {
  return Math.max(0, specOf(world, id).movement - (state.spent[id] ?? 0));
}

/** Every hex a fleet could sail to now with the points it has left, with the shortest way there. */
export function fleetReach(state: DogState, world: World, id: string, side: Side): Reach {
  const start = state.units[id]!.at!;
  const closed = closedTo(state, world, side);
  return reachable(start, fleetLeft(state, world, id), (from, to) => {
    if (hexKey(from) !== hexKey(start) && !passesThrough(world, from)) return null;
    if (closed.has(hexKey(to)) || !fleetMayStep(world, from, to)) return null;
    return { mp: 1 };
  });
}
