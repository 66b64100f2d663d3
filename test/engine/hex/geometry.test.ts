import { describe, expect, test } from 'vitest';
import { centreOf, DEFAULT_GEOMETRY, DIRECTION_NAMES_BY_ORIENTATION, hexAtOffset, offsetOf, sideCornersOf, type HexGeometry } from '../../../src/engine/hex/geometry.ts';
import { DIRECTIONS, distance, hex, neighbour } from '../../../src/engine/hex/hex.ts';
import { labelIn, parseLabelIn } from '../../../src/engine/hex/label-styles.ts';
import { labelOf, parseLabel } from '../../../src/engine/hex/labels.ts';

/** Each number below is worked by hand from Red Blob Games' offset and axial formulas. */

const flatOdd: HexGeometry = DEFAULT_GEOMETRY;
const flatEven: HexGeometry = { orientation: 'flat', offset: 'even', labels: { kind: 'letter-number' } };
const pointyOdd: HexGeometry = { orientation: 'pointy', offset: 'odd', labels: { kind: 'letter-number' } };
const pointyEven: HexGeometry = { orientation: 'pointy', offset: 'even', labels: { kind: 'letter-number' } };
/** Two sheets of 30 columns by 40 rows side by side, as a strategic map printed on two. */
const sheets: HexGeometry = {
  orientation: 'flat',
  offset: 'odd',
  labels: {
    kind: 'column-row-sheet',
    sheets: [
      { letter: 'a', col: 0, row: 0, cols: 30, rows: 40 },
      { letter: 'b', col: 30, row: 0, cols: 30, rows: 40 },
    ],
  },
};

const offsets = (g: HexGeometry, h: { q: number; r: number }) => offsetOf(g, h);
const neighbourOffsets = (g: HexGeometry, col: number, row: number) => DIRECTIONS.map((d) => offsets(g, neighbour(hexAtOffset(g, col, row) as ReturnType<typeof hex>, d)));

describe('offset coordinates', () => {
  test('flat, odd columns lower: column 2 row 0 is axial (2, -1); flat, even columns lower: column 1 row 0 is (1, -1)', () => {
    expect(hexAtOffset(flatOdd, 1, 0)).toEqual(hex(1, 0));
    expect(hexAtOffset(flatOdd, 2, 0)).toEqual(hex(2, -1));
    expect(hexAtOffset(flatEven, 1, 0)).toEqual(hex(1, -1));
    expect(hexAtOffset(flatEven, 2, 3)).toEqual(hex(2, 2));
  });

  test('pointy, odd rows further right: column 3 row 2 is axial (2, 2); even rows further right: column 0 row 1 is (-1, 1)', () => {
    expect(hexAtOffset(pointyOdd, 0, 1)).toEqual(hex(0, 1));
    expect(hexAtOffset(pointyOdd, 3, 2)).toEqual(hex(2, 2));
    expect(hexAtOffset(pointyEven, 0, 1)).toEqual(hex(-1, 1));
    expect(hexAtOffset(pointyEven, 3, 2)).toEqual(hex(2, 2));
  });

  test('offsetOf undoes hexAtOffset for every hex of a 12 by 12 map in each of the four layouts', () => {
    for (const g of [flatOdd, flatEven, pointyOdd, pointyEven]) {
      for (let col = 0; col < 12; col++) for (let row = 0; row < 12; row++) expect(offsetOf(g, hexAtOffset(g, col, row))).toEqual({ col, row });
    }
  });
});

describe('neighbours and distance', () => {
  test('flat, odd columns lower: B2 touches B1, C2, C3, B3, A3 and A2, clockwise from north', () => {
    expect(neighbourOffsets(flatOdd, 1, 1).map((o) => labelIn(flatOdd, hexAtOffset(flatOdd, o.col, o.row)))).toEqual(['B1', 'C2', 'C3', 'B3', 'A3', 'A2']);
  });

  test('flat, even columns lower: B2 (an upper column now) touches B1, C1, C2, B3, A2 and A1', () => {
    expect(neighbourOffsets(flatEven, 1, 1).map((o) => labelIn(flatEven, hexAtOffset(flatEven, o.col, o.row)))).toEqual(['B1', 'C1', 'C2', 'B3', 'A2', 'A1']);
  });

  test('pointy, odd rows right: column 1 row 1 touches (1,0) (2,0) (2,1) (2,2) (1,2) (0,1), from north-west round by east', () => {
    expect(neighbourOffsets(pointyOdd, 1, 1)).toEqual([
      { col: 1, row: 0 },
      { col: 2, row: 0 },
      { col: 2, row: 1 },
      { col: 2, row: 2 },
      { col: 1, row: 2 },
      { col: 0, row: 1 },
    ]);
    expect(DIRECTION_NAMES_BY_ORIENTATION.pointy).toEqual(['NW', 'NE', 'E', 'SE', 'SW', 'W']);
  });

  test('pointy, even rows right: column 1 row 1 touches (0,0) (1,0) (2,1) (1,2) (0,2) (0,1)', () => {
    expect(neighbourOffsets(pointyEven, 1, 1)).toEqual([
      { col: 0, row: 0 },
      { col: 1, row: 0 },
      { col: 2, row: 1 },
      { col: 1, row: 2 },
      { col: 0, row: 2 },
      { col: 0, row: 1 },
    ]);
  });

  test('A1 to C3 on a flat odd-q map is 3 hexes (A1, B1, C2, C3); on a pointy odd-r map row 0 col 0 to row 2 col 3 is 4', () => {
    expect(distance(parseLabelIn(flatOdd, 'A1')!, parseLabelIn(flatOdd, 'C3')!)).toBe(3);
    expect(distance(hexAtOffset(pointyOdd, 0, 0), hexAtOffset(pointyOdd, 3, 2))).toBe(4);
  });
});

describe('labels', () => {
  test('letter-number round trip, and the default geometry is the one labels.ts has always used', () => {
    for (let col = 0; col < 30; col++) {
      for (let row = 0; row < 30; row++) {
        const h = hexAtOffset(flatOdd, col, row);
        const label = labelIn(flatOdd, h)!;
        expect(label).toBe(labelOf(h as ReturnType<typeof hex>));
        expect(parseLabelIn(flatOdd, label)).toEqual(h);
        expect(parseLabel(label)).toEqual(h);
      }
    }
  });

  test('1823a is column 18, row 23 of sheet a; 0101b is the first hex of sheet b, column 30 of the whole map', () => {
    expect(offsetOf(sheets, parseLabelIn(sheets, '1823a')!)).toEqual({ col: 17, row: 22 });
    expect(offsetOf(sheets, parseLabelIn(sheets, '0101b')!)).toEqual({ col: 30, row: 0 });
    expect(parseLabelIn(sheets, ' 1823A ')).toEqual(parseLabelIn(sheets, '1823a'));
    expect(labelIn(sheets, hexAtOffset(sheets, 0, 0))).toBe('0101a');
    expect(labelIn(sheets, hexAtOffset(sheets, 59, 39))).toBe('3040b');
  });

  test('column-row-sheet round trip over both sheets; no label off the sheets, no hex for a label past a sheet', () => {
    for (let col = 0; col < 60; col++) {
      for (let row = 0; row < 40; row++) {
        const h = hexAtOffset(sheets, col, row);
        expect(parseLabelIn(sheets, labelIn(sheets, h)!)).toEqual(h);
      }
    }
    expect(labelIn(sheets, hexAtOffset(sheets, 60, 0))).toBeUndefined();
    expect(parseLabelIn(sheets, '3101a')).toBeUndefined();
    expect(parseLabelIn(sheets, '0141a')).toBeUndefined();
    expect(parseLabelIn(sheets, '0000a')).toBeUndefined();
    expect(parseLabelIn(sheets, '1823c')).toBeUndefined();
    expect(parseLabelIn(sheets, 'F10')).toBeUndefined();
  });
});

describe('positions in hex radii', () => {
  test('flat: axial (2, 1) is 3 across and 2√3 down; pointy: 2.5√3 across and 1.5 down', () => {
    const flat = centreOf(flatOdd, hex(2, 1));
    expect(flat.x).toBeCloseTo(3, 12);
    expect(flat.y).toBeCloseTo(2 * Math.sqrt(3), 12);
    const pointy = centreOf(pointyOdd, hex(2, 1));
    expect(pointy.x).toBeCloseTo(2.5 * Math.sqrt(3), 12);
    expect(pointy.y).toBeCloseTo(1.5, 12);
  });

  test("a flat hex's north side runs level one radius up, from x -½ to ½; a pointy hex's east side is upright at x √3/2", () => {
    const [a, b] = sideCornersOf(flatOdd, hex(0, 0), 0);
    expect([a.x, a.y, b.x, b.y].map((v) => Number(v.toFixed(9)))).toEqual([-0.5, Number((-Math.sqrt(3) / 2).toFixed(9)), 0.5, Number((-Math.sqrt(3) / 2).toFixed(9))]);
    const [c, d] = sideCornersOf(pointyOdd, hex(0, 0), 2);
    expect([c.x, c.y, d.x, d.y].map((v) => Number(v.toFixed(9)))).toEqual([Number((Math.sqrt(3) / 2).toFixed(9)), -0.5, Number((Math.sqrt(3) / 2).toFixed(9)), 0.5]);
  });

  test('each side of a pointy hex is half-way to the neighbour across it', () => {
    for (const d of DIRECTIONS) {
      const [a, b] = sideCornersOf(pointyOdd, hex(0, 0), d);
      const there = centreOf(pointyOdd, neighbour(hex(0, 0), d));
      expect((a.x + b.x) / 2).toBeCloseTo(there.x / 2, 12);
      expect((a.y + b.y) / 2).toBeCloseTo(there.y / 2, 12);
    }
  });
});
