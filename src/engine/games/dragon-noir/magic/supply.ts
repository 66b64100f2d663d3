import { err, ok, type Result } from '../../../core/result.ts';
import { volumeOf } from '../fire/fire.ts';
import type { Table } from '../world.ts';
import { isSpirit } from './spirit-defs.ts';

/**
 * The magic markers in the box (1.51): a spell whose marker is all on the board cannot be cast
 * until one comes back (a fireball burns out, spirits vanish; terrain stays till the end).
 * DN1 and DN2 differ only in bridges. A scenario or the game's `markerSupply` option may set
 * other counts; **ours:** one set of spirit counters for the whole table, whichever side calls
 * them up, as the box holds one.
 */

export type MarkerKey = string;

const COMMON: Record<MarkerKey, number> = {
  fireball: 3,
  'living-dead': 4,
  gargoyle: 2,
  'tunnel-straight': 5,
  'tunnel-long': 2,
  'tunnel-curved': 5,
  'tunnel-junction': 2,
  'demolished-wall': 6,
  'bridge-medium': 2,
  // Cut out of the DN1 magic terrain sheets.
  'tree-small': 6,
  'tree-medium': 4,
  'tree-large': 2,
  'crevasse-small': 4,
  'crevasse-medium': 2,
  'crevasse-large': 2,
  'entrance-one': 3,
  'entrance-two': 2,
  'house-small': 2,
  'house-medium': 1,
  'house-large': 1,
  'spring-small': 4,
  'spring-medium': 2,
  'spring-large': 2,
  tower: 2,
};

const BY_VOLUME: Record<1 | 2, Record<MarkerKey, number>> = {
  1: { 'bridge-small': 4, 'bridge-large': 0 },
  2: { 'bridge-small': 2, 'bridge-large': 2 },
};

export function supplyOf(table: Table, marker: MarkerKey): number {
  return table.state.options.markerSupply[marker] ?? table.scenario.magic?.supply[marker] ?? BY_VOLUME[volumeOf(table)][marker] ?? COMMON[marker] ?? 0;
}

export function inPlay(table: Table, marker: MarkerKey): number {
  const { state } = table;
  if (marker === 'fireball') return state.magic.fireballs.filter((f) => f.until >= state.playerTurn).length;
  if (marker === 'living-dead' || marker === 'gargoyle') return state.units.filter((u) => isSpirit(u) && u.character === marker).length;
  // A demolished-wall marker covers one wall: a spell that knocks down two uses two.
  return state.magic.overlay.filter((p) => p.marker === marker).reduce((n, p) => n + (marker === 'demolished-wall' ? p.sides.length : 1), 0);
}

/** Whether `count` more markers of a kind are left in the box. */
export function takeMarkers(table: Table, marker: MarkerKey, count: number, name: string): Result<true> {
  const supply = supplyOf(table, marker);
  const left = supply - inPlay(table, marker);
  if (left >= count) return ok(true);
  if (supply === 0) return err(`There is no ${name} marker in this game's box (1.51).`);
  return err(`No ${name} marker is left: the box holds ${supply}, and ${supply - Math.max(0, left)} ${supply - Math.max(0, left) === 1 ? 'is' : 'are'} on the board (1.51).`);
}
