import { footprint, frontHexes, partHex, rearHexes, type Pose, type Shape } from '../../../hex/footprint.ts';
import { hexKey, type Direction, type Hex } from '../../../hex/hex.ts';
import { character } from '../characters/characters.ts';
import type { Unit } from '../state.ts';

/**
 * Where a character's counter lies on the grid (2.33, 4.3, 4.45): the shape its data gives it
 * (a Guard's triangle, the Queen's rosette, the dragons' cross and line), laid at its anchor
 * (`hex`) and facing. A rider's two hexes are the horses' own business (units.ts `hexesOf`).
 * Every rule that asks which hexes a character covers goes through `hexesOf`, which comes here
 * for these counters.
 */

/** The shape of a character's counter as it stands: one hex unless its data says otherwise. */
export function shapeOf(unit: Unit): Shape {
  if (unit.mounted) return 'line';
  if (unit.facing === null) return 'one';
  return character(unit.character).shape ?? 'one';
}

/** A counter of several hexes that is not a rider: a Guard, the Queen, a dragon. */
export function isBig(unit: Unit): boolean {
  return !unit.mounted && unit.facing !== null && character(unit.character).shape !== undefined;
}

export function poseOf(unit: Unit): Pose | undefined {
  if (!unit.hex || unit.facing === null) return undefined;
  return { anchor: unit.hex, facing: unit.facing as Direction };
}

// A unit object never changes, so its hexes are worked out once (occupancy asks for them often).
const cache = new WeakMap<Unit, Hex[]>();

/**
 * The hexes of a Guard, the Queen or a dragon, anchor first. The dead Black Dragon's corpse
 * fills only the three central hexes (4.3): its head, body and tail.
 */
export function bigHexes(unit: Unit): Hex[] {
  let hexes = cache.get(unit);
  if (hexes) return hexes;
  const pose = poseOf(unit);
  const shape = character(unit.character).shape;
  if (!pose || !shape) hexes = unit.hex ? [unit.hex] : [];
  else if (unit.dead && shape === 'cross') hexes = [pose.anchor, partHex(shape, pose, 'head')!, partHex(shape, pose, 'tail')!];
  else hexes = footprint(shape, pose);
  cache.set(unit, hexes);
  return hexes;
}

/** The hex of a named part of a counter: a dragon's head or claw, a Guard's body. */
export function hexOfPart(unit: Unit, part: string): Hex | undefined {
  const pose = poseOf(unit);
  return pose ? partHex(shapeOf(unit), pose, part) : undefined;
}

/**
 * 4.44: whether an attack from `from` on this counter comes across the shaded area: from a hex
 * touching only its flank and rear hexsides. Only the Queen and the Guards have a rear.
 */
export function fromTheRear(unit: Unit, from: Hex): boolean {
  const pose = poseOf(unit);
  if (!pose || !isBig(unit)) return false;
  return rearHexes(shapeOf(unit), pose).some((h) => hexKey(h) === hexKey(from));
}

/** The hexes before the front of the Queen or a Guard: the only ones they attack into (4.44, 4.45). */
export function frontOf(unit: Unit): Hex[] {
  const pose = poseOf(unit);
  if (!pose || !isBig(unit)) return [];
  return frontHexes(shapeOf(unit), pose);
}
