/**
 * Hex coordinates: axial (q, r) on a flat-topped grid, after Red Blob Games.
 *
 * Neighbours, directions, distances and rings are the same on every map. What depends on the
 * map's shape (flat or pointy hexes, which columns are offset, the labels) is in geometry.ts;
 * `centre` and `sideCorners` here are Dragon Noir's flat-topped, odd-q maps.
 *
 * Directions are numbered clockwise from north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.
 */

import { centreOf, DEFAULT_GEOMETRY, sideCornersOf } from './geometry.ts';

export interface Hex {
  readonly q: number;
  readonly r: number;
}

export type Direction = 0 | 1 | 2 | 3 | 4 | 5;
export const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];
export const DIRECTION_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

const DELTAS: ReadonlyArray<readonly [number, number]> = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

export const hex = (q: number, r: number): Hex => ({ q, r });
/** A number naming a hex, for Maps and Sets: cheaper than a string on hot paths. */
export type HexKey = number;
const KEY_OFFSET = 0x8000;
const KEY_BASE = 0x10000;
export const hexKey = (h: Hex): HexKey => (h.q + KEY_OFFSET) * KEY_BASE + (h.r + KEY_OFFSET);
export const fromHexKey = (key: HexKey): Hex => ({ q: Math.floor(key / KEY_BASE) - KEY_OFFSET, r: (key % KEY_BASE) - KEY_OFFSET });
export const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;

export function neighbour(h: Hex, direction: Direction): Hex {
  const [dq, dr] = DELTAS[direction]!;
  return { q: h.q + dq, r: h.r + dr };
}

export function neighbours(h: Hex): Hex[] {
  return DIRECTIONS.map((d) => neighbour(h, d));
}

export function opposite(direction: Direction): Direction {
  return ((direction + 3) % 6) as Direction;
}

export function rotate(direction: Direction, steps: number): Direction {
  return ((((direction + steps) % 6) + 6) % 6) as Direction;
}

export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction from `a` to an adjacent `b`, or undefined if they are not adjacent. */
export function directionTo(a: Hex, b: Hex): Direction | undefined {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const index = DELTAS.findIndex(([q, r]) => q === dq && r === dr);
  return index < 0 ? undefined : (index as Direction);
}

export const adjacent = (a: Hex, b: Hex): boolean => distance(a, b) === 1;

/** The hexes exactly `radius` away from `centre`, clockwise from the south-west corner of the ring. */
export function ring(centre: Hex, radius: number): Hex[] {
  if (radius === 0) return [centre];
  const result: Hex[] = [];
  let h: Hex = { q: centre.q + DELTAS[4]![0] * radius, r: centre.r + DELTAS[4]![1] * radius };
  for (let side = 0; side < 6; side++) {
    for (let step = 0; step < radius; step++) {
      result.push(h);
      h = neighbour(h, side as Direction);
    }
  }
  return result;
}

/** Every hex within `radius` of `centre`, the centre first. */
export function spiral(centre: Hex, radius: number): Hex[] {
  const result: Hex[] = [];
  for (let k = 0; k <= radius; k++) result.push(...ring(centre, k));
  return result;
}

/** The centre of a hex, in units of the hex radius, on Dragon Noir's flat-topped maps (geometry.ts). */
export function centre(h: Hex): { x: number; y: number } {
  return centreOf(DEFAULT_GEOMETRY, h);
}

/** The two corners at the ends of the side of `h` facing `direction`, in hex-radius units, on flat-topped maps. */
export function sideCorners(h: Hex, direction: Direction): [{ x: number; y: number }, { x: number; y: number }] {
  return sideCornersOf(DEFAULT_GEOMETRY, h, direction);
}

/** Rounds fractional axial coordinates to the hex that contains them. */
export function roundHex(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq === 0 ? 0 : rq, r: rr === 0 ? 0 : rr };
}
