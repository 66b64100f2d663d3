import { cellAt } from '../../hex/board.ts';
import { hexKey, type Hex } from '../../hex/hex.ts';
import type { Unit } from './state.ts';
import { TERRAIN, type DnHex } from './terrain.ts';
import type { Table } from './world.ts';

/**
 * Where a character stands, and at what level (1.42, 2.31 items 10 and 11, 2.37).
 *
 * Most hexes are one place. Two kinds hold two characters, one above the other (2.37):
 * - a hex a Maze walkway passes over: the walkway itself (one level above the hex) and the
 *   ground beneath it (the hex's own level, `below`);
 * - an underground entrance (DN1): above the entrance, and in the entrance itself (`below`).
 *
 * A place is a hex and which of its two places; `below` is false in a hex of one place.
 */

export interface Place {
  hex: Hex;
  below: boolean;
}

export type TwoPlaces = 'walkway' | 'entrance';

/** The feature a map puts on a hex a walkway passes over (docs/map-format.md). */
export const WALKWAY = 'walkway';

function hexData(table: Table, h: Hex): DnHex | undefined {
  return cellAt(table.board, h)?.data;
}

/** Which kind of hex of two places `h` is, if it is one (2.37). */
export function twoPlaces(table: Table, h: Hex): TwoPlaces | undefined {
  const data = hexData(table, h);
  if (!data) return undefined;
  if (data.features.includes(WALKWAY)) return 'walkway';
  if (data.terrain === 'entrance') return 'entrance';
  return undefined;
}

/** On a Maze walkway, not on the ground beneath it. */
export function onWalkway(table: Table, place: Place): boolean {
  return !place.below && twoPlaces(table, place.hex) === 'walkway';
}

/** The level of a place: the hex's, one more on a walkway (1.42: the walkways link the +1 level). */
export function placeLevel(table: Table, place: Place): number | undefined {
  const data = hexData(table, place.hex);
  if (!data) return undefined;
  return data.level + (onWalkway(table, place) ? 1 : 0);
}

export function placeOf(unit: Unit): Place {
  return { hex: unit.hex!, below: unit.below };
}

/** Level of a character's place, for line of fire and the like. */
export function unitLevel(table: Table, unit: Unit): number | undefined {
  return unit.hex ? placeLevel(table, placeOf(unit)) : undefined;
}

/** A number naming a place, for searches. */
export function placeKey(place: Place): number {
  return hexKey(place.hex) * 2 + (place.below ? 1 : 0);
}

export function samePlace(a: Place, b: Place): boolean {
  return a.hex.q === b.hex.q && a.hex.r === b.hex.r && a.below === b.below;
}

/**
 * Why a character cannot walk between two neighbouring places because of their levels, or
 * undefined if he can (2.31 items 10 and 11).
 *
 * On the ground a level is changed only through a stairway, a slope or a gentle slope, one
 * level at most. A walkway is reached only from the hexes it rests on, which are at its own
 * level: nobody climbs onto it from the ground beside or beneath it, and nobody steps down from
 * it (he may jump).
 */
export function levelBetween(table: Table, from: Place, to: Place): string | undefined {
  const a = placeLevel(table, from);
  const b = placeLevel(table, to);
  if (a === undefined || b === undefined || a === b) return undefined;
  const walkway = onWalkway(table, from) || onWalkway(table, to);
  if (!walkway) {
    const byStairs = TERRAIN[hexData(table, from.hex)!.terrain].changesLevel || TERRAIN[hexData(table, to.hex)!.terrain].changesLevel;
    if (byStairs && Math.abs(a - b) <= 1) return undefined;
  }
  if (b < a) return 'it is a drop to a lower level: only a jump gets down there';
  if (onWalkway(table, to)) return 'a walkway is reached only from the hexes it rests on (2.31 item 11)';
  return 'it is a higher level, reached only by a stairway or a slope';
}
