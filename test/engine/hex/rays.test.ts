import { describe, expect, test } from 'vitest';
import { adjacent, DIRECTIONS, hex, neighbour, opposite, roundHex, type Direction, type Hex } from '../../../src/engine/hex/hex.ts';
import { lineOfFire } from '../../../src/engine/hex/line.ts';
import { rayFromSide, rayTo } from '../../../src/engine/hex/rays.ts';

/** Rays are line.ts's walks kept as offsets, plus walks that start from the middle of a side. */

const hexesOf = (walk: Int16Array, origin: Hex): Hex[] => {
  const out: Hex[] = [];
  for (let i = 0; i < walk.length; i += 3) out.push(hex(origin.q + walk[i]!, origin.r + walk[i + 1]!));
  return out;
};
const enteredOf = (walk: Int16Array): number[] => {
  const out: number[] = [];
  for (let i = 2; i < walk.length; i += 3) out.push(walk[i]!);
  return out;
};

describe('rays from the centre', () => {
  test('agree with lineOfFire, both walks, from any origin', () => {
    for (const origin of [hex(0, 0), hex(7, -3), hex(-5, 11)]) {
      for (let dq = -9; dq <= 9; dq++) {
        for (let dr = -9; dr <= 9; dr++) {
          const to = hex(origin.q + dq, origin.r + dr);
          const line = lineOfFire(origin, to);
          const ray = rayTo(dq, dr);
          expect(hexesOf(ray.left, origin)).toEqual(line.left.map((s) => s.hex));
          expect(hexesOf(ray.right, origin)).toEqual(line.right.map((s) => s.hex));
          expect(enteredOf(ray.left)).toEqual(line.left.map((s) => s.entered ?? -1));
          expect(ray.grazes).toBe(line.grazes);
        }
      }
    }
  });

  test('are worked out once per offset', () => {
    expect(rayTo(3, -1)).toBe(rayTo(3, -1));
  });
});

describe('rays from the middle of a side', () => {
  const HALF = Math.sqrt(3) / 2;
  const NORMALS = [
    [0, -1],
    [HALF, -0.5],
    [HALF, 0.5],
    [0, 1],
    [-HALF, 0.5],
    [-HALF, -0.5],
  ] as const;

  test('start in the hex, go out through that side, end at the target, step by step', () => {
    for (const side of DIRECTIONS) {
      for (let dq = -8; dq <= 8; dq++) {
        for (let dr = -8; dr <= 8; dr++) {
          const ray = rayFromSide(side, dq, dr);
          const [nx, ny] = NORMALS[side]!;
          const x = 1.5 * dq - nx * HALF;
          const y = Math.sqrt(3) * (dr + dq / 2) - ny * HALF;
          const beyond = x * nx + y * ny > 1e-9;
          expect(ray !== undefined).toBe(beyond);
          if (!ray) continue;
          for (const walk of [ray.left, ray.right]) {
            const hexes = hexesOf(walk, hex(0, 0));
            expect(hexes[0]).toEqual(hex(0, 0));
            expect(hexes[1]).toEqual(neighbour(hex(0, 0), side));
            expect(walk[5]).toBe(opposite(side));
            expect(hexes.at(-1)).toEqual(hex(dq, dr));
            for (let i = 1; i < hexes.length; i++) {
              expect(adjacent(hexes[i - 1]!, hexes[i]!)).toBe(true);
              expect(neighbour(hexes[i]!, walk[i * 3 + 2] as Direction)).toEqual(hexes[i - 1]);
            }
          }
        }
      }
    }
  });

  test('every point of the segment lies in a hex of the walk', () => {
    for (const side of DIRECTIONS) {
      for (const [dq, dr] of [
        [5, -2],
        [-3, 4],
        [0, 6],
        [7, 1],
        [-6, 0],
        [2, -7],
      ] as const) {
        const ray = rayFromSide(side, dq, dr);
        if (!ray) continue;
        const start = { x: NORMALS[side]![0] * HALF, y: NORMALS[side]![1] * HALF };
        const end = { x: 1.5 * dq, y: Math.sqrt(3) * (dr + dq / 2) };
        const walked = new Set([...hexesOf(ray.left, hex(0, 0)), ...hexesOf(ray.right, hex(0, 0))].map((h) => `${h.q},${h.r}`));
        for (let k = 1; k < 1000; k++) {
          const t = k / 1000;
          const px = start.x + (end.x - start.x) * t;
          const py = start.y + (end.y - start.y) * t;
          // Pixel to axial, flat-topped.
          const q = ((2 / 3) * px);
          const r = (-px / 3 + (Math.sqrt(3) / 3) * py);
          const h = roundHex(q, r);
          expect(walked.has(`${h.q},${h.r}`), `side ${side} to ${dq},${dr} at t=${t}`).toBe(true);
        }
      }
    }
  });
});
