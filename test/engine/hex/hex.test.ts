import { describe, expect, test } from 'vitest';
import {
  DIRECTIONS,
  DIRECTION_NAMES,
  adjacent,
  centre,
  directionTo,
  distance,
  hex,
  hexKey,
  neighbour,
  neighbours,
  opposite,
  ring,
  rotate,
  roundHex,
  sameHex,
  sideCorners,
  spiral,
  type Direction,
  type Hex, type HexKey } from '../../../src/engine/hex/hex.ts';


const SQRT3 = Math.sqrt(3);
const keys = (hexes: readonly Hex[]) => hexes.map(hexKey);

/** A parallelogram of hexes around the origin, big enough to include awkward signs. */
function area(radius: number): Hex[] {
  const out: Hex[] = [];
  for (let q = -radius; q <= radius; q++) for (let r = -radius; r <= radius; r++) out.push(hex(q, r));
  return out;
}

/** Step counts by breadth-first search over the six hand-written axial offsets, not `distance`. */
function bfsSteps(from: Hex, limit: number): Map<HexKey, number> {
  const offsets = [
    [0, -1],
    [1, -1],
    [1, 0],
    [0, 1],
    [-1, 1],
    [-1, 0],
  ];
  const seen = new Map<HexKey, number>([[hexKey(from), 0]]);
  let frontier = [from];
  for (let step = 1; step <= limit; step++) {
    const next: Hex[] = [];
    for (const h of frontier) {
      for (const [dq, dr] of offsets) {
        const n = hex(h.q + dq!, h.r + dr!);
        if (!seen.has(hexKey(n))) {
          seen.set(hexKey(n), step);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

describe('neighbours and directions', () => {
  const origin = hex(0, 0);

  test('the six directions, clockwise from north, are the textbook flat-topped axial offsets', () => {
    expect(DIRECTION_NAMES).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
    expect(neighbours(origin)).toEqual([hex(0, -1), hex(1, -1), hex(1, 0), hex(0, 1), hex(-1, 1), hex(-1, 0)]);
  });

  test('direction d points at -90° + 60°·d on screen (y grows downwards)', () => {
    for (const d of DIRECTIONS) {
      const c = centre(neighbour(origin, d));
      const angle = (-90 + 60 * d) * (Math.PI / 180);
      expect(c.x).toBeCloseTo(SQRT3 * Math.cos(angle), 12);
      expect(c.y).toBeCloseTo(SQRT3 * Math.sin(angle), 12);
    }
  });

  test('every hex has six distinct neighbours, all at distance 1 and adjacent', () => {
    for (const h of area(4)) {
      const ns = neighbours(h);
      expect(new Set(keys(ns)).size).toBe(6);
      expect(ns.some((n) => sameHex(n, h))).toBe(false);
      for (const n of ns) {
        expect(distance(h, n)).toBe(1);
        expect(adjacent(h, n)).toBe(true);
      }
    }
  });

  test('directionTo inverts neighbour, and is undefined for anything not adjacent', () => {
    for (const h of area(3)) {
      for (const d of DIRECTIONS) expect(directionTo(h, neighbour(h, d))).toBe(d);
      expect(directionTo(h, h)).toBeUndefined();
      expect(directionTo(h, hex(h.q + 2, h.r - 1))).toBeUndefined();
      expect(directionTo(h, hex(h.q, h.r + 2))).toBeUndefined();
      expect(directionTo(h, hex(h.q + 1, h.r + 1))).toBeUndefined();
    }
  });

  test('opposite pairs N/S, NE/SW, SE/NW and walks straight back', () => {
    expect(DIRECTIONS.map(opposite)).toEqual([3, 4, 5, 0, 1, 2]);
    for (const h of area(2)) {
      for (const d of DIRECTIONS) {
        expect(neighbour(neighbour(h, d), opposite(d))).toEqual(h);
        expect(opposite(opposite(d))).toBe(d);
      }
    }
  });

  test('rotate turns clockwise for positive steps, wraps both ways', () => {
    expect(rotate(0, 1)).toBe(1);
    expect(rotate(5, 1)).toBe(0);
    expect(rotate(0, -1)).toBe(5);
    expect(rotate(2, -7)).toBe(1);
    expect(rotate(4, 3)).toBe(1);
    expect(rotate(3, 12)).toBe(3);
    expect(rotate(1, -13)).toBe(0);
    for (const d of DIRECTIONS) {
      expect(rotate(d, 3)).toBe(opposite(d));
      expect(rotate(d, 6)).toBe(d);
      expect(rotate(rotate(d, 4), -4)).toBe(d);
    }
  });

  test('rotating a direction by one step turns its neighbour 60° clockwise on screen', () => {
    const turn = (p: { x: number; y: number }) => ({
      // Clockwise on a y-down screen is the usual counter-clockwise rotation formula with +60°.
      x: p.x * Math.cos(Math.PI / 3) - p.y * Math.sin(Math.PI / 3),
      y: p.x * Math.sin(Math.PI / 3) + p.y * Math.cos(Math.PI / 3),
    });
    for (const d of DIRECTIONS) {
      const turned = turn(centre(neighbour(hex(0, 0), d)));
      const expected = centre(neighbour(hex(0, 0), rotate(d, 1)));
      expect(turned.x).toBeCloseTo(expected.x, 12);
      expect(turned.y).toBeCloseTo(expected.y, 12);
    }
  });
});

describe('distance', () => {
  test('hand-worked values', () => {
    expect(distance(hex(0, 0), hex(0, 0))).toBe(0);
    expect(distance(hex(0, 0), hex(3, -1))).toBe(3);
    expect(distance(hex(0, 0), hex(2, 2))).toBe(4);
    expect(distance(hex(0, 0), hex(2, -1))).toBe(2);
    expect(distance(hex(-3, 5), hex(4, -2))).toBe(7);
    expect(distance(hex(-3, 5), hex(4, 5))).toBe(7);
    expect(distance(hex(1, 1), hex(-2, -2))).toBe(6);
  });

  test('equals the number of steps found by breadth-first search', () => {
    const origin = hex(1, -2);
    const steps = bfsSteps(origin, 12);
    for (const h of area(5)) {
      const byWalking = steps.get(hexKey(h));
      expect(byWalking).toBeDefined();
      expect(distance(origin, h)).toBe(byWalking);
    }
  });

  test('is symmetric and satisfies the triangle inequality on a sample', () => {
    const sample = area(3).filter((_, i) => i % 2 === 0);
    for (const a of sample) {
      for (const b of sample) {
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, b) === 0).toBe(sameHex(a, b));
        for (const c of sample) {
          if (distance(a, c) > distance(a, b) + distance(b, c)) expect.fail(`triangle ${hexKey(a)} ${hexKey(b)} ${hexKey(c)}`);
        }
      }
    }
  });
});

describe('ring and spiral', () => {
  const centres = [hex(0, 0), hex(3, -7), hex(-4, 2)];

  test('ring(c, 0) is the centre alone', () => {
    for (const c of centres) expect(ring(c, 0)).toEqual([c]);
  });

  test('ring(c, k) has 6k distinct hexes, all k away, each adjacent to the next (closing the loop)', () => {
    for (const c of centres) {
      for (let k = 1; k <= 5; k++) {
        const hexes = ring(c, k);
        expect(hexes).toHaveLength(6 * k);
        expect(new Set(keys(hexes)).size).toBe(6 * k);
        for (const h of hexes) expect(distance(c, h)).toBe(k);
        hexes.forEach((h, i) => expect(adjacent(h, hexes[(i + 1) % hexes.length]!)).toBe(true));
      }
    }
  });

  test('ring(c, k) is every hex at distance k (checked against a brute-force scan)', () => {
    const c = hex(2, -1);
    for (let k = 1; k <= 4; k++) {
      const expected = area(8)
        .map((h) => hex(h.q + c.q, h.r + c.r))
        .filter((h) => distance(c, h) === k);
      expect(new Set(keys(ring(c, k)))).toEqual(new Set(keys(expected)));
    }
  });

  test('a ring starts at its south-west corner and runs clockwise (up the west side first)', () => {
    const o = hex(0, 0);
    // SW, NW, N, NE, SE, S neighbours in turn.
    expect(ring(o, 1)).toEqual([hex(-1, 1), hex(-1, 0), hex(0, -1), hex(1, -1), hex(1, 0), hex(0, 1)]);
    expect(ring(o, 2).slice(0, 3)).toEqual([hex(-2, 2), hex(-2, 1), hex(-2, 0)]);
  });

  test('spiral(c, k) holds 1 + 3k(k+1) distinct hexes, centre first, rings in order', () => {
    for (const c of centres) {
      for (let k = 0; k <= 6; k++) {
        const hexes = spiral(c, k);
        expect(hexes).toHaveLength(1 + 3 * k * (k + 1));
        expect(new Set(keys(hexes)).size).toBe(hexes.length);
        expect(hexes[0]).toEqual(c);
        const distances = hexes.map((h) => distance(c, h));
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        expect(Math.max(...distances)).toBe(k);
      }
    }
  });
});

describe('centres, corners and rounding', () => {
  test('centres: flat-topped, 1.5 radii between columns, √3 between rows', () => {
    expect(centre(hex(0, 0))).toEqual({ x: 0, y: 0 });
    expect(centre(hex(0, 1))).toEqual({ x: 0, y: SQRT3 });
    const twoAcross = centre(hex(2, -1)); // two columns east, same height
    expect(twoAcross.x).toBeCloseTo(3, 12);
    expect(twoAcross.y).toBeCloseTo(0, 12);
    const se = centre(hex(1, 0));
    expect(se.x).toBeCloseTo(1.5, 12);
    expect(se.y).toBeCloseTo(SQRT3 / 2, 12);
  });

  test('the centres of neighbours are √3 apart, and no other hexes are that close', () => {
    for (const h of area(3)) {
      const c = centre(h);
      for (const n of neighbours(h)) {
        const cn = centre(n);
        expect(Math.hypot(cn.x - c.x, cn.y - c.y)).toBeCloseTo(SQRT3, 12);
      }
      for (const other of ring(h, 2)) {
        const co = centre(other);
        expect(Math.hypot(co.x - c.x, co.y - c.y)).toBeGreaterThanOrEqual(3 - 1e-9);
      }
    }
  });

  test('every corner is one radius from the centre, and side d joins into side d+1', () => {
    for (const h of area(2)) {
      const c = centre(h);
      for (const d of DIRECTIONS) {
        const [a, b] = sideCorners(h, d);
        expect(Math.hypot(a.x - c.x, a.y - c.y)).toBeCloseTo(1, 12);
        expect(Math.hypot(b.x - c.x, b.y - c.y)).toBeCloseTo(1, 12);
        expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(1, 12); // a regular hexagon's side = its radius
        const [nextA] = sideCorners(h, rotate(d, 1));
        expect(nextA.x).toBeCloseTo(b.x, 12);
        expect(nextA.y).toBeCloseTo(b.y, 12);
      }
    }
  });

  test('the north side runs along the top of the hex, west to east', () => {
    const [a, b] = sideCorners(hex(0, 0), 0);
    expect(a.x).toBeCloseTo(-0.5, 12);
    expect(b.x).toBeCloseTo(0.5, 12);
    expect(a.y).toBeCloseTo(-SQRT3 / 2, 12);
    expect(b.y).toBeCloseTo(-SQRT3 / 2, 12);
  });

  test('a shared hexside has the same two endpoints seen from either hex (reversed)', () => {
    for (const h of area(3)) {
      for (const d of DIRECTIONS) {
        const [a, b] = sideCorners(h, d);
        const [c, e] = sideCorners(neighbour(h, d), opposite(d));
        expect(c.x).toBeCloseTo(b.x, 12);
        expect(c.y).toBeCloseTo(b.y, 12);
        expect(e.x).toBeCloseTo(a.x, 12);
        expect(e.y).toBeCloseTo(a.y, 12);
        // And the side's midpoint is halfway between the two centres.
        const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const c1 = centre(h);
        const c2 = centre(neighbour(h, d));
        expect(m.x).toBeCloseTo((c1.x + c2.x) / 2, 12);
        expect(m.y).toBeCloseTo((c1.y + c2.y) / 2, 12);
      }
    }
  });

  // Pixel (hex-radius units) to fractional axial, inverted by hand from centre().
  const toAxial = (x: number, y: number) => ({ q: x / 1.5, r: y / SQRT3 - x / 3 });

  test('roundHex of every centre is that hex', () => {
    for (const h of area(6)) {
      const c = centre(h);
      const f = toAxial(c.x, c.y);
      expect(roundHex(f.q, f.r)).toEqual(h);
    }
  });

  test('roundHex of any point well inside a hex is that hex', () => {
    const inradius = SQRT3 / 2;
    for (const h of area(3)) {
      const c = centre(h);
      for (let k = 0; k < 24; k++) {
        const angle = (k * 15 + 7) * (Math.PI / 180);
        const radius = (k % 2 === 0 ? 0.98 : 0.5) * inradius;
        const f = toAxial(c.x + radius * Math.cos(angle), c.y + radius * Math.sin(angle));
        expect(roundHex(f.q, f.r)).toEqual(h);
      }
    }
  });

  test('roundHex just past the middle of a side lands in the neighbour; near a corner, in the right one of three', () => {
    for (const d of DIRECTIONS) {
      const c = centre(hex(0, 0));
      const n = centre(neighbour(hex(0, 0), d));
      const beyond = toAxial(c.x + (n.x - c.x) * 0.51, c.y + (n.y - c.y) * 0.51);
      const before = toAxial(c.x + (n.x - c.x) * 0.49, c.y + (n.y - c.y) * 0.49);
      expect(roundHex(beyond.q, beyond.r)).toEqual(neighbour(hex(0, 0), d));
      expect(roundHex(before.q, before.r)).toEqual(hex(0, 0));
    }
    // The east corner of hex (0,0) is at (1, 0); a hair to its west is still (0,0), a hair east
    // and north is the NE neighbour, a hair east and south the SE neighbour.
    const at = (x: number, y: number) => {
      const f = toAxial(x, y);
      return roundHex(f.q, f.r);
    };
    expect(at(0.99, 0)).toEqual(hex(0, 0));
    expect(at(1.02, -0.01)).toEqual(hex(1, -1));
    expect(at(1.02, 0.01)).toEqual(hex(1, 0));
  });

  test('roundHex never returns negative zero (keys and equality stay clean)', () => {
    const h = roundHex(-0.2, 0.1);
    expect(Object.is(h.q, -0)).toBe(false);
    expect(Object.is(h.r, -0)).toBe(false);
    const g = roundHex(0.1, -0.3);
    expect(Object.is(g.q, -0)).toBe(false);
    expect(Object.is(g.r, -0)).toBe(false);
  });
});

describe('keys', () => {
  test('hexKey is injective on an area and sameHex compares coordinates', () => {
    const hexes = area(5);
    expect(new Set(keys(hexes)).size).toBe(hexes.length);
    expect(sameHex(hex(2, -3), { q: 2, r: -3 })).toBe(true);
    expect(sameHex(hex(2, -3), hex(-3, 2))).toBe(false);
  });

  test('directions are typed 0..5', () => {
    const all: Direction[] = [...DIRECTIONS];
    expect(all).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
