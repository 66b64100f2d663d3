import { describe, expect, test } from 'vitest';
import { adjacent, directionTo, hex, hexKey, neighbour, opposite, sideCorners, type Hex, type HexKey } from '../../../src/engine/hex/hex.ts';
import { fromOffset, parseLabel } from '../../../src/engine/hex/labels.ts';
import { between, hexesTouched, lineOfFire, type LineStep } from '../../../src/engine/hex/line.ts';


/*
 * The expectations here come from an exact, independent model of the geometry.
 *
 * Stretch the plane by 2 horizontally and 2/√3 vertically. Hex (q, r) then has its centre at the
 * integer point (3q, 2r + q) and its corners at (±2, 0) and (±1, ±1) from there, and its inside is
 * |y - cy| < 1 and |x - cx| + |y - cy| < 2. Stretching along the axes keeps straight lines straight
 * and keeps left on the left, so whether a segment enters a hex can be decided with integers.
 *
 * A walk nudged an infinitesimal ε to the left moves every point by ε·n with n = (Dy, -Dx) (left
 * of the direction of travel when y grows downwards). Each projection then has the form a + ε·b,
 * compared lexicographically, which is exact. The code nudges by a real 10⁻⁶ radii instead; on a
 * block this size a corner off the line is at least ~1/50 radius from it, so the two must agree.
 */

type Pair = readonly [number, number]; // value + ε·coefficient
const lt = (a: Pair, b: Pair) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
const scaled = (h: Hex) => ({ x: 3 * h.q, y: 2 * h.r + h.q });
const CORNERS = [
  [2, 0],
  [1, 1],
  [-1, 1],
  [-2, 0],
  [-1, -1],
  [1, -1],
] as const;

/** Does the segment from a's centre to b's centre, nudged to one side, pass through the inside of h? */
function enters(a: Hex, b: Hex, h: Hex, side: 1 | -1): boolean {
  const A = scaled(a);
  const B = scaled(b);
  const C = scaled(h);
  const D = { x: B.x - A.x, y: B.y - A.y };
  const n = { x: side * D.y, y: -side * D.x };
  // Separating axes: the hexagon's three side normals, and the segment's own normal.
  for (const axis of [
    { x: 0, y: 1 },
    { x: 1, y: 1 },
    { x: -1, y: 1 },
  ]) {
    const pa: Pair = [A.x * axis.x + A.y * axis.y, n.x * axis.x + n.y * axis.y];
    const pb: Pair = [B.x * axis.x + B.y * axis.y, pa[1]];
    const segLo = lt(pa, pb) ? pa : pb;
    const segHi = lt(pa, pb) ? pb : pa;
    const c = C.x * axis.x + C.y * axis.y;
    const reach = axis.x === 0 ? 1 : 2;
    // Open hexagon range (c - reach, c + reach) against the closed segment range.
    if (!lt([c - reach, 0], segHi) || !lt(segLo, [c + reach, 0])) return false;
  }
  const m = { x: -D.y, y: D.x };
  const s: Pair = [A.x * m.x + A.y * m.y, n.x * m.x + n.y * m.y];
  const cornerValues: Pair[] = CORNERS.map(([dx, dy]) => [(C.x + dx) * m.x + (C.y + dy) * m.y, 0]);
  const lo = cornerValues.reduce((p, v) => (lt(v, p) ? v : p));
  const hi = cornerValues.reduce((p, v) => (lt(p, v) ? v : p));
  return lt(lo, s) && lt(s, hi);
}

/** Every hex the nudged segment enters, found by scanning the box around the two ends. */
function expectedSide(a: Hex, b: Hex, side: 1 | -1): Set<HexKey> {
  const out = new Set<HexKey>();
  for (let q = Math.min(a.q, b.q) - 1; q <= Math.max(a.q, b.q) + 1; q++) {
    for (let r = Math.min(a.r, b.r) - 1; r <= Math.max(a.r, b.r) + 1; r++) {
      if (enters(a, b, hex(q, r), side)) out.add(hexKey(hex(q, r)));
    }
  }
  return out;
}

/** True if the open segment passes exactly through some hex corner (exact integer test). */
function passesThroughCorner(a: Hex, b: Hex): boolean {
  const A = scaled(a);
  const B = scaled(b);
  const D = { x: B.x - A.x, y: B.y - A.y };
  const length2 = D.x * D.x + D.y * D.y;
  for (let q = Math.min(a.q, b.q) - 1; q <= Math.max(a.q, b.q) + 1; q++) {
    for (let r = Math.min(a.r, b.r) - 1; r <= Math.max(a.r, b.r) + 1; r++) {
      const C = scaled(hex(q, r));
      for (const [dx, dy] of CORNERS) {
        const P = { x: C.x + dx - A.x, y: C.y + dy - A.y };
        const along = P.x * D.x + P.y * D.y;
        if (D.x * P.y - D.y * P.x === 0 && along > 0 && along < length2) return true;
      }
    }
  }
  return false;
}

const keysOf = (steps: readonly LineStep[]) => steps.map((s) => hexKey(s.hex));
const label = (text: string) => {
  const h = parseLabel(text);
  if (!h) throw new Error(`test setup: ${text}`);
  return h;
};
const plus = (h: Hex, dq: number, dr: number) => hex(h.q + dq, h.r + dr);

/** The 12×12 block of board hexes A1..L12. */
const BLOCK: Hex[] = [];
for (let col = 0; col < 12; col++) for (let row = 0; row < 12; row++) BLOCK.push(fromOffset(col, row));

/** What is wrong with a walk from `from` to `to`, or '' if nothing. */
function walkProblem(steps: readonly LineStep[], from: Hex, to: Hex): string {
  if (steps[0]!.entered !== undefined || hexKey(steps[0]!.hex) !== hexKey(from)) return 'does not start at the shooter';
  if (hexKey(steps.at(-1)!.hex) !== hexKey(to)) return 'does not end at the target';
  if (new Set(keysOf(steps)).size !== steps.length) return 'visits a hex twice';
  for (let i = 1; i < steps.length; i++) {
    const previous = steps[i - 1]!.hex;
    const step = steps[i]!;
    if (!adjacent(previous, step.hex)) return `step ${i} jumps`;
    // `entered` names the side of this hex that faces the previous one.
    if (step.entered === undefined) return `step ${i} has no entered side`;
    if (hexKey(neighbour(step.hex, step.entered)) !== hexKey(previous)) return `step ${i} entered through the wrong side`;
    if (hexKey(neighbour(previous, opposite(step.entered))) !== hexKey(step.hex)) return `step ${i} is not opposite`;
  }
  return '';
}

function checkWalk(steps: readonly LineStep[], from: Hex, to: Hex) {
  expect(walkProblem(steps, from, to)).toBe('');
}

const sortedKeys = (keys: Iterable<HexKey>) => [...keys].sort((a, b) => a - b).join(' ');

describe('simple lines', () => {
  test('a hex to itself', () => {
    const h = label('F10');
    const line = lineOfFire(h, h);
    expect(line.left).toEqual([{ hex: h }]);
    expect(line.right).toEqual([{ hex: h }]);
    expect(line.grazes).toBe(false);
    expect(between(line.left)).toEqual([]);
    expect(hexesTouched(line)).toEqual([h]);
  });

  test('to a neighbour: just the two hexes, entered through the facing side', () => {
    const h = label('F10');
    for (const d of [0, 1, 2, 3, 4, 5] as const) {
      const n = neighbour(h, d);
      const line = lineOfFire(h, n);
      expect(line.grazes).toBe(false);
      expect(line.left).toEqual([{ hex: h }, { hex: n, entered: opposite(d) }]);
      expect(line.right).toEqual(line.left);
      expect(between(line.left)).toEqual([]);
    }
  });

  test('straight down a column passes exactly the hexes of that column, without grazing', () => {
    for (const letter of ['A', 'B', 'F', 'K']) {
      const line = lineOfFire(label(`${letter}2`), label(`${letter}9`));
      const column = [2, 3, 4, 5, 6, 7, 8, 9].map((row) => label(`${letter}${row}`));
      expect(line.grazes).toBe(false);
      expect(line.left.map((s) => s.hex)).toEqual(column);
      expect(line.right.map((s) => s.hex)).toEqual(column);
      expect(line.left.slice(1).every((s) => s.entered === 0)).toBe(true); // each entered from the north
      expect(between(line.left)).toEqual(column.slice(1, -1));
      // And back up the column: entered from the south each time.
      const back = lineOfFire(label(`${letter}9`), label(`${letter}2`));
      expect(back.left.map((s) => s.hex)).toEqual([...column].reverse());
      expect(back.left.slice(1).every((s) => s.entered === 3)).toBe(true);
    }
  });

  test('along the other two hex rows (NE-SW and NW-SE lines of hexes), no grazing either', () => {
    const h = label('E6');
    for (const d of [1, 2, 4, 5] as const) {
      let at = h;
      const expected = [h];
      for (let i = 0; i < 5; i++) expected.push((at = neighbour(at, d)));
      const line = lineOfFire(h, at);
      expect(line.grazes).toBe(false);
      expect(line.left.map((s) => s.hex)).toEqual(expected);
      expect(line.right.map((s) => s.hex)).toEqual(expected);
    }
  });

  test('a shallow line that clips the corner of a hex counts that hex', () => {
    // From (0,0) to (3,1): in stretched coordinates (0,0) to (9,5), y = 5x/9. Hex (1,1) has its
    // north-east corner at (4,2); the line passes just below it, entering through the north side
    // at x = 3.6 and leaving through the north-east side at x = 4.5, a tenth of the way along.
    // Hex (2,0) is clipped the same way at its south-west corner.
    const o = label('C5');
    const line = lineOfFire(o, plus(o, 3, 1));
    const expected = [o, plus(o, 1, 0), plus(o, 1, 1), plus(o, 2, 0), plus(o, 2, 1), plus(o, 3, 1)];
    expect(line.grazes).toBe(false);
    expect(line.left.map((s) => s.hex)).toEqual(expected);
    expect(line.right.map((s) => s.hex)).toEqual(expected);
    // (1,1) is entered through its north side and left through its north-east side: a corner cut.
    expect(line.left[2]!.entered).toBe(0);
    expect(line.left[3]!.entered).toBe(4);
  });
});

describe('lines along a hexside', () => {
  // For flat-topped hexes, the centre-to-centre lines that run along hexsides are the six
  // "corner" directions: axial (2,-1) due east, (1,1), (-1,2), (-2,1), (-1,-1), (1,-2), and multiples.
  const SPINES: Array<[number, number]> = [
    [2, -1],
    [1, 1],
    [-1, 2],
    [-2, 1],
    [-1, -1],
    [1, -2],
  ];

  test('due east two columns: left walk goes north of the hexside, right walk south', () => {
    const o = label('C5');
    const line = lineOfFire(o, plus(o, 2, -1));
    expect(line.grazes).toBe(true);
    expect(line.left.map((s) => s.hex)).toEqual([o, neighbour(o, 1), plus(o, 2, -1)]);
    expect(line.right.map((s) => s.hex)).toEqual([o, neighbour(o, 2), plus(o, 2, -1)]);
    expect(between(line.left)).toEqual([neighbour(o, 1)]);
    expect(between(line.right)).toEqual([neighbour(o, 2)]);
    expect(new Set(hexesTouched(line).map(hexKey))).toEqual(new Set([o, neighbour(o, 1), neighbour(o, 2), plus(o, 2, -1)].map(hexKey)));
    expect(hexesTouched(line)).toHaveLength(4);
  });

  test('C5 to E5 on the printed map is such a line: D4 on one side, D5 on the other', () => {
    // C and E are even columns, D odd (half a hex lower): C5 and E5 sit level, and the line between
    // them runs along the hexside between D4 (above, on the left going east) and D5 (below).
    const line = lineOfFire(label('C5'), label('E5'));
    expect(line.grazes).toBe(true);
    expect(between(line.left)).toEqual([label('D4')]);
    expect(between(line.right)).toEqual([label('D5')]);
  });

  test('south-east at 60°: (0,0) to (1,1) passes between (1,0) on the left and (0,1) on the right', () => {
    const o = label('H8');
    const line = lineOfFire(o, plus(o, 1, 1));
    expect(line.grazes).toBe(true);
    expect(between(line.left)).toEqual([plus(o, 1, 0)]);
    expect(between(line.right)).toEqual([plus(o, 0, 1)]);
  });

  test('every spine direction and its multiples grazes; the walks differ exactly at the hexes either side of the hexsides', () => {
    const o = label('F6');
    for (const [dq, dr] of SPINES) {
      for (let k = 1; k <= 4; k++) {
        const to = plus(o, k * dq, k * dr);
        const line = lineOfFire(o, to);
        expect(line.grazes).toBe(true);
        checkWalk(line.left, o, to);
        checkWalk(line.right, o, to);
        // The line alternates: a hex it passes through the middle of, then a hexside it runs along.
        expect(line.left).toHaveLength(2 * k + 1);
        expect(line.right).toHaveLength(2 * k + 1);
        for (let i = 0; i <= 2 * k; i++) {
          const l = line.left[i]!.hex;
          const r = line.right[i]!.hex;
          if (i % 2 === 0) {
            expect(l).toEqual(plus(o, (i / 2) * dq, (i / 2) * dr));
            expect(r).toEqual(l);
          } else {
            // Two different hexes sharing a side, and that side lies exactly on the line.
            expect(adjacent(l, r)).toBe(true);
            const d = directionTo(l, r)!;
            const a = scaled(o);
            const b = scaled(to);
            for (const corner of sideCorners(l, d)) {
              // Back to stretched coordinates: x' = 2x, y' = 2y/√3.
              const px = 2 * corner.x - a.x;
              const py = (2 * corner.y) / Math.sqrt(3) - a.y;
              expect(Math.abs((b.x - a.x) * py - (b.y - a.y) * px)).toBeLessThan(1e-9);
            }
          }
        }
      }
    }
  });

  test('a line through a single corner grazes too: (0,0) to (4,1) touches (1,1) on its right and (3,0) on its left', () => {
    // Stretched: (0,0) to (12,6), y = x/2, through the corners (4,2) and (8,4). At (4,2) the line goes
    // from (1,0) into (2,0) and just touches (1,1) below it; at (8,4) from (2,1) into (3,1),
    // touching (3,0) above it.
    const o = label('B3');
    const line = lineOfFire(o, plus(o, 4, 1));
    expect(line.grazes).toBe(true);
    const left = new Set(keysOf(line.left));
    const right = new Set(keysOf(line.right));
    for (const [dq, dr] of [
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 1],
      [3, 1],
      [4, 1],
    ] as const) {
      expect(left.has(hexKey(plus(o, dq, dr)))).toBe(true);
      expect(right.has(hexKey(plus(o, dq, dr)))).toBe(true);
    }
    expect(left.has(hexKey(plus(o, 3, 0)))).toBe(true);
    expect(right.has(hexKey(plus(o, 3, 0)))).toBe(false);
    expect(right.has(hexKey(plus(o, 1, 1)))).toBe(true);
    expect(left.has(hexKey(plus(o, 1, 1)))).toBe(false);
    expect(left.size).toBe(7);
    expect(right.size).toBe(7);
    expect(hexesTouched(line)).toHaveLength(8);
  });

  test('not every long line grazes: (3,0), (4,-1), (3,1), (5,1) pass no corner', () => {
    // Stretched, corners never sit on a column of centres (x a multiple of 3), and the lines
    // y = x/3, y = x/6, y = 5x/9 and y = 7x/15 meet whole-number points elsewhere only at their ends.
    const o = label('B3');
    for (const [dq, dr] of [
      [3, 0],
      [4, -1],
      [3, 1],
      [5, 1],
    ] as const) {
      expect(lineOfFire(o, plus(o, dq, dr)).grazes).toBe(false);
    }
    expect(lineOfFire(o, plus(o, 3, 0)).left.map((s) => s.hex)).toEqual([o, plus(o, 1, 0), plus(o, 2, 0), plus(o, 3, 0)]);
  });
});

describe('every line over a 12×12 block (A1..L12)', () => {
  test('each walk is the exact set of hexes its nudged segment enters, and grazes iff the line passes through a corner', () => {
    // Translation does not change the geometry, so firing from the four corners of the block, from
    // B1 and from the middle, at every hex of it, covers the offsets in every direction, with
    // shooters in both even (A, F) and odd (B, G, L) columns. The symmetry test below takes all pairs.
    const origins = [label('A1'), label('L1'), label('A12'), label('L12'), label('B1'), label('F6'), label('G7')];
    let grazing = 0;
    for (const a of origins) {
      for (const b of BLOCK) {
        if (hexKey(a) === hexKey(b)) continue;
        const line = lineOfFire(a, b);
        const where = `${hexKey(a)} to ${hexKey(b)}`;
        const problem = walkProblem(line.left, a, b) || walkProblem(line.right, a, b);
        if (problem) expect.fail(`${where}: ${problem}`);
        const left = sortedKeys(keysOf(line.left));
        const right = sortedKeys(keysOf(line.right));
        const expectedLeft = sortedKeys(expectedSide(a, b, 1));
        const expectedRight = sortedKeys(expectedSide(a, b, -1));
        // Compare as strings, and only call expect on a mismatch: ~1,400 walks keep this fast.
        if (left !== expectedLeft) expect(`${where} left: ${left}`).toBe(`${where} left: ${expectedLeft}`);
        if (right !== expectedRight) expect(`${where} right: ${right}`).toBe(`${where} right: ${expectedRight}`);
        const corner = passesThroughCorner(a, b);
        if (line.grazes !== corner) expect.fail(`${where}: grazes is ${line.grazes}, corner ${corner}`);
        if (corner) grazing++;
      }
    }
    // The fixture really exercises both kinds of line.
    expect(grazing).toBeGreaterThan(40);
  });

  test('lines are symmetric: the same hexes and the same grazing either way, left walk = right walk backwards', () => {
    for (let i = 0; i < BLOCK.length; i++) {
      for (let j = i + 1; j < BLOCK.length; j++) {
        const a = BLOCK[i]!;
        const b = BLOCK[j]!;
        const there = lineOfFire(a, b);
        const back = lineOfFire(b, a);
        if (there.grazes !== back.grazes) expect.fail(`grazes differs between ${hexKey(a)} and ${hexKey(b)}`);
        const touchedThere = new Set(hexesTouched(there).map(hexKey));
        const touchedBack = new Set(hexesTouched(back).map(hexKey));
        if (touchedThere.size !== touchedBack.size || [...touchedThere].some((k) => !touchedBack.has(k))) {
          expect.fail(`touched hexes differ between ${hexKey(a)} and ${hexKey(b)}`);
        }
        // Nudging left going there is nudging right coming back: the same segment, walked backwards.
        const leftThere = keysOf(there.left).join(' ');
        if (leftThere !== keysOf(back.right).reverse().join(' ')) expect.fail(`left/right mismatch ${hexKey(a)} ${hexKey(b)}`);
        if (keysOf(there.right).join(' ') !== keysOf(back.left).reverse().join(' ')) expect.fail(`right/left mismatch ${hexKey(a)} ${hexKey(b)}`);
        if (!there.grazes && leftThere !== keysOf(there.right).join(' ')) expect.fail(`walks differ without grazing ${hexKey(a)} ${hexKey(b)}`);
      }
    }
  });
});

describe('between and hexesTouched', () => {
  test('between drops the shooter and the target', () => {
    const line = lineOfFire(label('A1'), label('A5'));
    expect(between(line.left)).toEqual([label('A2'), label('A3'), label('A4')]);
    expect(between([{ hex: label('A1') }])).toEqual([]);
    expect(between([{ hex: label('A1') }, { hex: label('A2'), entered: 0 }])).toEqual([]);
  });

  test('hexesTouched is the union of both walks, shooter and target included, without repeats', () => {
    const o = label('F6');
    const line = lineOfFire(o, plus(o, 4, -2));
    const touched = hexesTouched(line).map(hexKey);
    expect(new Set(touched).size).toBe(touched.length);
    // 3 hexes on the line itself (o, o+(2,-1), o+(4,-2)) plus two on each side of the two hexsides.
    expect(new Set(touched)).toEqual(
      new Set(
        [o, plus(o, 1, -1), plus(o, 1, 0), plus(o, 2, -1), plus(o, 3, -2), plus(o, 3, -1), plus(o, 4, -2)].map(hexKey),
      ),
    );
  });
});
