import { cellAt } from '../../hex/board.ts';
import { hexKey, type Hex } from '../../hex/hex.ts';
import type { Unit } from './state.ts';
import { TERRAIN, type DnHex } from './terrain.ts';
import type { Table } from './table.ts';
import { magicBoard } from './magic/overlay.ts';

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
  // The board as the terrain spells leave it (3.52).
  return cellAt(magicBoard(table.board, table.state.magic), h)?.data;
}

/** Which kind of hex of two places a hex's data makes it (2.37). */
export function twoPlacesOf(data: DnHex): TwoPlaces | undefined {
  if (data.features.length > 0 && data.features.includes(WALKWAY)) return 'walkway';
  if (data.terrain === 'entrance') return 'entrance';
  return undefined;
}

/** Which kind of hex of two places `h` is, if it is one (2.37). */
export function twoPlaces(table: Table, h: Hex): TwoPlaces | undefined {
  const data = hexData(table, h);
  return data ? twoPlacesOf(data) : undefined;
}

/** On a Maze walkway, not on the ground beneath it. */
export function onWalkway(table: Table, place: Place): boolean {
  if (place.below) return false;
  const data = hexData(table, place.hex);
  return data !== undefined && twoPlacesOf(data) === 'walkway';
}

/** The level of a place, from its hex's data: the hex's, one more on a walkway. */
export function levelOf(data: DnHex, below: boolean): number {
  return !below && twoPlacesOf(data) === 'walkway' ? data.level + 1 : data.level;
}

/** The level of a place: the hex's, one more on a walkway (1.42: the walkways link the +1 level). */
export function placeLevel(table: Table, place: Place): number | undefined {
  const data = hexData(table, place.hex);
  return data ? levelOf(data, place.below) : undefined;
}

export function placeOf(unit: Unit): Place {
  return { hex: unit.hex!, below: unit.below };
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
  const a = hexData(table, from.hex);
  const b = hexData(table, to.hex);
  if (!a || !b) return undefined;
  return levelGap(a, from.below, b, to.below);
}

/** `levelBetween` on the two hexes' data. */
export function levelGap(from: DnHex, fromBelow: boolean, to: DnHex, toBelow: boolean): string | undefined {
  const fromDeck = !fromBelow && twoPlacesOf(from) === 'walkway';
  const toDeck = !toBelow && twoPlacesOf(to) === 'walkway';
  const a = fromDeck ? from.level + 1 : from.level;
  const b = toDeck ? to.level + 1 : to.level;
  if (a === b) return undefined;
  if (!fromDeck && !toDeck) {
    const byStairs = TERRAIN[from.terrain].changesLevel || TERRAIN[to.terrain].changesLevel;
    if (byStairs && Math.abs(a - b) <= 1) return undefined;
  }
  if (b < a) return 'it is a drop to a lower level: only a jump gets down there';
  if (toDeck) return 'a walkway is reached only from the hexes it rests on (2.31 item 11)';
  return 'it is a higher level, reached only by a stairway or a slope';
}
