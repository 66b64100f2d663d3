import { describe, expect, test } from 'vitest';
import {
  around,
  betweenLegs,
  facingName,
  footprint,
  frontHexes,
  frontSides,
  parseShapeFacing,
  partHex,
  rearHexes,
  rearSides,
  type Shape,
} from '../../../src/engine/hex/footprint.ts';
import { DIRECTIONS, distance, hexKey, neighbour, type Direction, type Hex } from '../../../src/engine/hex/hex.ts';
import { labelOf, parseLabel } from '../../../src/engine/hex/labels.ts';

/** Counters of several hexes with a front (2.33, 4.3, 4.45), checked against the counts the rules print. */

const L = (s: string) => parseLabel(s)!;
const labels = (hexes: Hex[]) => hexes.map(labelOf).sort();
const O: Hex = { q: 6, r: 2 };

/** Every exterior hexside of a footprint, counted by brute force. */
function exterior(hexes: Hex[]): number {
  const inside = new Set(hexes.map(hexKey));
  let n = 0;
  for (const h of hexes) for (const d of DIRECTIONS) if (!inside.has(hexKey(neighbour(h, d)))) n++;
  return n;
}

describe('the shapes', () => {
  test.each<[Shape, number]>([
    ['one', 1],
    ['line', 2],
    ['triangle', 3],
    ['cross', 5],
    ['rosette', 7],
  ])('a %s covers %i hexes, each touching the anchor, in every facing', (shape, size) => {
    for (const facing of DIRECTIONS) {
      const hexes = footprint(shape, { anchor: O, facing });
      expect(new Set(hexes.map(hexKey)).size).toBe(size);
      // One piece: every hex but the anchor touches the anchor (all these shapes are round their anchor).
      for (const h of hexes.slice(1)) expect(distance(h, hexes[0]!)).toBe(1);
    }
  });

  test('4.45 the Queen: 7 hexes, 2 in front, 3 in the middle, 2 behind; 8 front and 10 flank/rear hexsides', () => {
    for (const facing of DIRECTIONS) {
      const pose = { anchor: O, facing };
      expect(exterior(footprint('rosette', pose))).toBe(18);
      expect(frontSides('rosette', pose)).toHaveLength(8);
      expect(rearSides('rosette', pose)).toHaveLength(10);
      expect(frontHexes('rosette', pose)).toHaveLength(5);
      expect(rearHexes('rosette', pose)).toHaveLength(7);
      expect(around('rosette', pose)).toHaveLength(12);
    }
    // Facing E from G4: the head is H3 and H4, the middle G3 G4 G5, the rear F3 F4.
    const pose = { anchor: L('G4'), facing: 1 as Direction };
    expect(labels(footprint('rosette', pose))).toEqual(['F3', 'F4', 'G3', 'G4', 'G5', 'H3', 'H4']);
    expect(partHex('rosette', pose, 'head')).toEqual(L('H3'));
    expect(labels(frontHexes('rosette', pose))).toEqual(['H2', 'H5', 'I3', 'I4', 'I5']);
  });

  test('4.45 a Guard: 3 hexes, 2 at front and 1 behind; 6 front and 6 rear hexsides; the hex between its legs', () => {
    for (const facing of DIRECTIONS) {
      const pose = { anchor: O, facing };
      expect(exterior(footprint('triangle', pose))).toBe(12);
      expect(frontSides('triangle', pose)).toHaveLength(6);
      expect(rearSides('triangle', pose)).toHaveLength(6);
      expect(frontHexes('triangle', pose)).toHaveLength(5);
      expect(rearHexes('triangle', pose)).toHaveLength(4);
      const between = betweenLegs('triangle', pose)!;
      const [, a, b] = footprint('triangle', pose);
      // Between the legs: touching both palps, not the body.
      expect([distance(between, a!), distance(between, b!), distance(between, pose.anchor)]).toEqual([1, 1, 2]);
      expect(frontHexes('triangle', pose).map(hexKey)).toContain(hexKey(between));
    }
    // Facing E with the body in D4: the palps are E4 and E5, and F4, touching both, is between the legs.
    const pose = { anchor: L('D4'), facing: 1 as Direction };
    expect(labels(footprint('triangle', pose))).toEqual(['D4', 'E4', 'E5']);
    expect(labelOf(betweenLegs('triangle', pose)!)).toBe('F4');
    expect(labels(rearHexes('triangle', pose))).toEqual(['C4', 'C5', 'D3', 'D5']);
  });

  test('4.3 the Black Dragon: a cross; the two hexes beside the tail touch the body and no claw', () => {
    const pose = { anchor: L('F5'), facing: 0 as Direction };
    expect(footprint('cross', pose).map(labelOf)).toEqual(['F5', 'F4', 'E5', 'G5', 'F6']);
    const body = pose.anchor;
    const parts = footprint('cross', pose);
    const free = DIRECTIONS.map((d) => neighbour(body, d)).filter((h) => !parts.some((p) => hexKey(p) === hexKey(h)));
    expect(labels(free)).toEqual(['E6', 'G6']);
    for (const h of free) expect(distance(h, partHex('cross', pose, 'tail')!)).toBe(1);
  });

  test('facings are named by the side or the corner they point at', () => {
    expect(facingName('line', 2)).toBe('SE');
    expect(facingName('rosette', 1)).toBe('E');
    expect(facingName('triangle', 4)).toBe('W');
    expect(parseShapeFacing('triangle', 'nnw')).toBe(5);
    expect(parseShapeFacing('triangle', 'N')).toBeUndefined();
    expect(parseShapeFacing('cross', 'SW')).toBe(4);
  });
});
