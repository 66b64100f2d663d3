import { TERRAIN, type TerrainId } from '../terrain.ts';
import type { Unit } from '../state.ts';
import { GHARV_CHARACTERS, GHARV_LAND_MOVE } from './counters.ts';

/**
 * The ground as a Gharv knows it (4.5, 5.13.2, 5.23): water and marsh are its own (+ in melee,
 * its water allowance), everything else is land (−, its bracketed land allowance). Marsh
 * still costs it 2 MP a hex (5.23); water 1 (5.12.3).
 */

export function isWet(terrain: TerrainId | undefined): boolean {
  return terrain === 'water' || terrain === 'marsh';
}

/** 5.13.2: "Gharvs: +" in water and marsh; 4.5: "handicapped on land", so − everywhere else. */
export function gharvTerrainValue(terrain: TerrainId | undefined): 1 | -1 {
  return isWet(terrain) ? 1 : -1;
}

/** The allowance a Gharv moves with on this kind of ground: the counter's in water and marsh, the bracketed one on land. */
export function gharvAllowance(unit: Unit, wet: boolean): number {
  const rung = Math.min(unit.wounds, GHARV_LAND_MOVE.length - 1);
  return wet ? GHARV_CHARACTERS[0]!.levels[rung]!.move : GHARV_LAND_MOVE[rung]!;
}

/** 5.12.3 and 5.23: what a hex of this ground costs a Gharv, or null if it cannot go there at all. */
export function gharvGroundCost(terrain: TerrainId): number | null {
  if (terrain === 'water') return 1;
  // 5.3: the Pit's stairways are too steep for the Gharvs (that is why its two cannot get out).
  if (terrain === 'steep-stairs') return null;
  return TERRAIN[terrain].mp;
}

/**
 * Whether a Gharv can go into a hex of this ground: not one it could not enter with its whole
 * allowance for that ground (2.31 item 8: a slope, 4 MP, is beyond a land allowance of 3). 4.52:
 * nor can it attack a character standing there.
 */
export function gharvMayEnter(unit: Unit, terrain: TerrainId): boolean {
  const cost = gharvGroundCost(terrain);
  return cost !== null && cost <= gharvAllowance(unit, isWet(terrain));
}
