import { hexKey, type Hex } from '../../../hex/hex.ts';
import type { DogState } from '../state.ts';
import { highlordStackProblem } from '../paths/highlords.ts';
import { cellOf, GROUND, specOf, type World } from '../world.ts';

/** PL J: only 4 fleets may stack in one hex. */
export const PL_FLEETS_A_HEX = 4;

/**
 * Stacking (DL11 Rule 5): two ground armies a hex, three in a fortified city; two air armies
 * (air armies and dragons), counted apart from the ground; leaders, wizards and fleets without
 * limit; kender never with any other army. Under Paths of the Lance (`state.pl`), at most 4 fleets
 * a hex (PL J) and no two highlords but Ariakas together (PL A). Returns the refusal, or undefined
 * if `ids` may stand in `at` with what is already there.
 */
export function stackingProblem(state: DogState, world: World, at: Hex, ids: readonly string[]): string | undefined {
  const key = hexKey(at);
  const there = Object.values(state.units).filter((u) => u.at && !u.aboard && hexKey(u.at) === key && !ids.includes(u.id)).map((u) => u.id);
  const all = [...there, ...ids.filter((id) => !state.units[id]?.aboard)];
  const specs = all.map((id) => specOf(world, id));
  const ground = specs.filter((s) => GROUND.has(s.kind));
  const air = specs.filter((s) => s.kind === 'air' || s.kind === 'dragon');
  const cell = cellOf(world, at);
  const fortifiedCity = cell?.place?.kind === 'fortified-city';
  const groundLimit = fortifiedCity ? 3 : 2;
  const label = world.map.label(at);
  if (ground.length > groundLimit) return `${label} would hold ${ground.length} ground armies; at most ${groundLimit}${fortifiedCity ? ' in a fortified city' : ' (3 in a fortified city)'}.`;
  if (air.length > 2) return `${label} would hold ${air.length} air armies and dragons; at most 2.`;
  const armies = [...ground, ...air];
  if (armies.some((s) => s.race === 'kender') && armies.some((s) => s.race !== 'kender')) return `Kender stack with no other army (Rule 5): ${label} would hold kender and ${armies.find((s) => s.race !== 'kender')!.name}.`;
  if (!state.pl) return undefined;
  const fleets = specs.filter((s) => s.kind === 'fleet').length;
  if (fleets > PL_FLEETS_A_HEX) return `${label} would hold ${fleets} fleets; at most ${PL_FLEETS_A_HEX} stack in one hex (PL J).`;
  return highlordStackProblem(state, world, at, ids);
}
