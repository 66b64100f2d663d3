import { hexKey, type Hex } from '../../../hex/hex.ts';
import { isWater } from '../map/types.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import { cellOf, GROUND, specOf, type World } from '../world.ts';
import { closedTo } from './waters.ts';

/**
 * Whether armies set down by a carrier (a fleet, an air army, a citadel) may stand in a hex: ground
 * armies never on water, marsh or desert (Rule 5), nothing where another side stands, and the
 * ground stacking limit of Rule 5 (2 armies, 3 in a fortified city; GAPS §1.4). The movement rules
 * keep the same limits for armies that walk in.
 */
export function setDownProblem(state: DogState, world: World, side: Side, ids: readonly string[], at: Hex): string | undefined {
  const cell = cellOf(world, at);
  const label = world.map.label(at);
  if (!cell) return `${label} is not on the map.`;
  const ground = ids.filter((id) => GROUND.has(specOf(world, id).kind));
  if (ground.length && (isWater(cell.terrain) || cell.terrain === 'marsh' || cell.terrain === 'desert')) {
    return `${label} is ${cell.terrain}: ground armies may not stand there.`;
  }
  if (closedTo(state, world, side).has(hexKey(at))) return `${label} holds another side's counters; no army may enter it.`;
  const limit = cell.place?.kind === 'fortified-city' ? 3 : 2;
  const there = Object.values(state.units).filter((u) => u.at && !u.aboard && hexKey(u.at) === hexKey(at) && GROUND.has(specOf(world, u.id).kind) && !ids.includes(u.id)).length;
  if (there + ground.length > limit) return `${label} would hold ${there + ground.length} ground armies; at most ${limit} may stand there${limit === 3 ? ' (a fortified city)' : ''}.`;
  return undefined;
}

/** Air armies stack 2 a hex, apart from ground armies (Rule 5). */
export function airRoomProblem(state: DogState, world: World, ids: readonly string[], at: Hex): string | undefined {
  const air = ids.filter((id) => specOf(world, id).kind === 'air').length;
  if (!air) return undefined;
  const there = Object.values(state.units).filter((u) => u.at && !u.aboard && hexKey(u.at) === hexKey(at) && specOf(world, u.id).kind === 'air' && !ids.includes(u.id)).length;
  return there + air > 2 ? `${world.map.label(at)} would hold ${there + air} air armies; at most 2 may stand there.` : undefined;
}
