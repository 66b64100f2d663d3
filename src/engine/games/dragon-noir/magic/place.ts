import type { Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { Unit } from '../state.ts';
import { isArmoured } from '../units.ts';
import { bodiesSurcharge, livingAt, terrainAt, type Table } from '../world.ts';
import { magicBarrier } from './ground.ts';

/**
 * Whether a character may be put down in a hex by a spell (teleportation, levitation, spirits
 * appearing, an invisible caster reappearing): ground he could stand on, not burning, not
 * choked with bodies, and nobody else alive there (2.37).
 */
export function whyNotHere(table: Table, unit: Unit, h: Hex): string | undefined {
  const terrain = terrainAt(table, h);
  if (!terrain) return `${labelOf(h)} is off the map`;
  if (terrain.mp === null) return `${labelOf(h)} is ${terrain.name}, where nobody can stand`;
  if (terrain.id === 'water' && isArmoured(unit)) return `${labelOf(h)} is water, and ${unit.name} wears armour`;
  const fire = magicBarrier(table, h);
  if (fire) return fire;
  if (bodiesSurcharge(table, h) === null) return `the bodies in ${labelOf(h)} leave no room`;
  const other = livingAt(table, h).find((u) => u.id !== unit.id);
  if (other) return `${other.name} stands in ${labelOf(h)}`;
  return undefined;
}
