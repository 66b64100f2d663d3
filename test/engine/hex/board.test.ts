import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { err, ok, unwrap, type Result } from '../../../src/engine/core/result.ts';
import { assembleBoard, cellAt, hexsideBetween, resolveLabel, sideKey, type Board, type Placement } from '../../../src/engine/hex/board.ts';
import { DIRECTIONS, hex, neighbour, opposite, type Direction, type Hex } from '../../../src/engine/hex/hex.ts';
import { parseLabel } from '../../../src/engine/hex/labels.ts';
import { parseMapFile, type MapFile } from '../../../src/engine/hex/mapfile.ts';

const at = (label: string): Hex => {
  const h = parseLabel(label);
  if (!h) throw new Error(`test setup: ${label}`);
  return h;
};

const map = (lines: string[]): MapFile => unwrap(parseMapFile(lines.join('\n')));

/** A 4×3 map; its hexsides entries are on lines 11 and 12. */
const westLines = (hexsides: string[] = ['  wall A1/A2, B1/B2', '  door C2/D2']) => [
  'map: west', // 1
  'name: West', // 2
  'size: 4x3', // 3
  'terrain:', // 4
  '     A B C D', // 5
  '  1  . . T .', // 6
  '  2  . ~ ~ .', // 7
  '  3  # . = .', // 8
  '', // 9
  'hexsides:', // 10
  ...hexsides, // 11...
];

/** A 2×3 map with a wall between its A1 and B1 and a window between A2 and A3. */
const EAST = map(['map: east', 'size: 2x3', 'kind: cellar', 'terrain:', '  1  , ,', '  2  T ,', '  3  , T', 'hexsides:', '  wall A1/B1', '  window A2/A3']);

const read = (symbol: string): Result<string> => (symbol === '?' ? err(`"?" is not a terrain symbol.`) : ok(symbol));

function board(placements: Placement[]): Board<string> {
  return unwrap(assembleBoard('test', 'Test board', placements, read));
}

function boardError(placements: Placement[]): string {
  const result = assembleBoard('test', 'Test board', placements, read);
  if (result.ok) throw new Error('expected the board to be refused');
  return result.error;
}

describe('sideKey', () => {
  test('names a hexside the same from either of its hexes', () => {
    for (let q = -3; q <= 3; q++) {
      for (let r = -3; r <= 3; r++) {
        for (const d of DIRECTIONS) expect(sideKey(hex(q, r), d)).toBe(sideKey(neighbour(hex(q, r), d), opposite(d)));
      }
    }
  });

  test('two (hex, direction) pairs share a key exactly when they name the same hexside', () => {
    const sides: Array<{ h: Hex; d: Direction }> = [];
    for (let q = -2; q <= 2; q++) for (let r = -2; r <= 2; r++) for (const d of DIRECTIONS) sides.push({ h: hex(q, r), d });
    for (const a of sides) {
      for (const b of sides) {
        const same =
          (a.h.q === b.h.q && a.h.r === b.h.r && a.d === b.d) ||
          (neighbour(a.h, a.d).q === b.h.q && neighbour(a.h, a.d).r === b.h.r && b.d === opposite(a.d));
        if ((sideKey(a.h, a.d) === sideKey(b.h, b.d)) !== same) {
          expect.fail(`sideKey(${a.h.q},${a.h.r},${a.d}) vs (${b.h.q},${b.h.r},${b.d})`);
        }
      }
    }
    // 25 hexes × 6 sides = 150 names. A 5×5 axial rhombus has 20 neighbouring pairs along q,
    // 20 along r and 16 along (1,-1): 56 hexsides shared by two of its hexes, so 94 distinct keys.
    expect(new Set(sides.map((s) => sideKey(s.h, s.d))).size).toBe(94);
  });
});

describe('assembleBoard with one map', () => {
  const west = map(westLines());
  const b = board([{ id: 'west', file: west, col: 0, row: 0 }]);

  test('one cell per hex, labelled board-wide, with its symbol', () => {
    expect(b.cols).toBe(4);
    expect(b.rows).toBe(3);
    expect(b.cells.size).toBe(12);
    expect(cellAt(b, at('C1'))).toEqual({ hex: at('C1'), label: 'C1', map: 'west', mapLabel: 'C1', data: 'T' });
    expect(cellAt(b, at('C3'))!.data).toBe('=');
    expect(cellAt(b, at('A3'))!.data).toBe('#');
    expect(cellAt(b, at('E1'))).toBeUndefined();
    expect(cellAt(b, at('A4'))).toBeUndefined();
    expect(b.maps).toEqual([{ id: 'west', name: 'West', col: 0, row: 0, cols: 4, rows: 3, kind: 'surface' }]);
  });

  test('hexsides are found from either hex, and only between the hexes named', () => {
    expect(hexsideBetween(b, at('A1'), at('A2'))).toBe('wall');
    expect(hexsideBetween(b, at('A2'), at('A1'))).toBe('wall');
    expect(hexsideBetween(b, at('B2'), at('B1'))).toBe('wall');
    expect(hexsideBetween(b, at('C2'), at('D2'))).toBe('door');
    expect(hexsideBetween(b, at('D2'), at('C2'))).toBe('door');
    expect(hexsideBetween(b, at('A1'), at('B1'))).toBeUndefined();
    expect(hexsideBetween(b, at('C1'), at('D1'))).toBeUndefined();
    expect(hexsideBetween(b, at('A1'), at('A3'))).toBeUndefined(); // not neighbours at all
    expect(b.hexsides.size).toBe(3);
  });

  test('the reader sees each hex symbol with its other layers, and its errors name the map and hex', () => {
    const withLevels = map(['size: 2x2', 'terrain:', ' 1 . T', ' 2 T .', 'levels:', ' 1 0 1', ' 2 2 3']);
    const seen: string[] = [];
    unwrap(
      assembleBoard('l', 'L', [{ id: 'hill', file: withLevels, col: 0, row: 0 }], (symbol, layers) => {
        seen.push(`${symbol}${layers.levels}`);
        return ok(symbol);
      }),
    );
    expect(seen).toEqual(['.0', 'T1', 'T2', '.3']);
    const bad = map(['size: 2x2', 'terrain:', ' 1 . .', ' 2 ? .']);
    expect(boardError([{ id: 'odd', file: bad, col: 0, row: 0 }])).toBe('map odd, A2: "?" is not a terrain symbol.');
  });

  test('a hexside between hexes that are not neighbours is refused with its map and line', () => {
    const file = map(westLines(['  wall A1/A2', '  wall A1/C1']));
    expect(boardError([{ id: 'west', file, col: 0, row: 0 }])).toBe('map west line 12: A1 and C1 are not neighbours.');
    const alsoFar = map(westLines(['  wall C1/B2']));
    expect(boardError([{ id: 'west', file: alsoFar, col: 0, row: 0 }])).toBe('map west line 11: C1 and B2 are not neighbours.');
  });

  test('a hexside naming something that is not a hex is refused', () => {
    const file = map(westLines(['  wall A0/A1']));
    expect(boardError([{ id: 'west', file, col: 0, row: 0 }])).toBe('map west line 11: A0/A1 is not a pair of hexes.');
  });

  test('a hexside off the edge of its map is refused', () => {
    const file = map(westLines(['  wall D3/D4']));
    expect(boardError([{ id: 'west', file, col: 0, row: 0 }])).toBe('map west line 11: D3/D4 is not on the map.');
  });
});

describe('assembleBoard with maps side by side', () => {
  const west = map(westLines());

  test('the second map at column 4 continues the lettering: its A1 is the board E1', () => {
    const b = board([
      { id: 'west', file: west, col: 0, row: 0 },
      { id: 'east', file: EAST, col: 4, row: 0 },
    ]);
    expect(b.cols).toBe(6);
    expect(b.rows).toBe(3);
    expect(b.cells.size).toBe(18);
    expect(cellAt(b, at('E1'))).toEqual({ hex: at('E1'), label: 'E1', map: 'east', mapLabel: 'A1', data: ',' });
    expect(cellAt(b, at('F3'))).toMatchObject({ label: 'F3', map: 'east', mapLabel: 'B3', data: 'T' });
    expect(cellAt(b, at('E2'))!.data).toBe('T');
    expect(cellAt(b, at('D1'))).toMatchObject({ map: 'west', mapLabel: 'D1' });
    // The east map's hexsides move with it, and the west map's stay put.
    expect(hexsideBetween(b, at('E1'), at('F1'))).toBe('wall');
    expect(hexsideBetween(b, at('E3'), at('E2'))).toBe('window');
    expect(hexsideBetween(b, at('A1'), at('A2'))).toBe('wall');
    expect(hexsideBetween(b, at('A1'), at('B1'))).toBeUndefined();
    expect(b.maps.map((m) => [m.id, m.col, m.row, m.kind, m.name])).toEqual([
      ['west', 0, 0, 'surface', 'West'],
      ['east', 4, 0, 'cellar', 'east'],
    ]);
  });

  test('the maps meet edge to edge: D1 (west map) and E1 (east map) are neighbours on the board', () => {
    const b = board([
      { id: 'west', file: west, col: 0, row: 0 },
      { id: 'east', file: EAST, col: 4, row: 0 },
    ]);
    // D is an odd column, so D1 touches E1 and E2.
    expect(cellAt(b, neighbour(at('D1'), 1))!.label).toBe('E1');
    expect(cellAt(b, neighbour(at('D1'), 2))!.label).toBe('E2');
  });

  test('a map placed lower down starts its rows there', () => {
    const b = board([
      { id: 'west', file: west, col: 0, row: 0 },
      { id: 'east', file: EAST, col: 4, row: 2 },
    ]);
    expect(b.rows).toBe(5);
    expect(cellAt(b, at('E3'))).toMatchObject({ map: 'east', mapLabel: 'A1' });
    expect(cellAt(b, at('E1'))).toBeUndefined();
    expect(hexsideBetween(b, at('E3'), at('F3'))).toBe('wall');
    expect(hexsideBetween(b, at('E4'), at('E5'))).toBe('window');
  });

  test('odd column offsets and overlaps are refused', () => {
    expect(
      boardError([
        { id: 'west', file: west, col: 0, row: 0 },
        { id: 'east', file: EAST, col: 5, row: 0 },
      ]),
    ).toBe('board test: map east must start on an even column.');
    expect(boardError([{ id: 'east', file: EAST, col: 1, row: 0 }])).toBe('board test: map east must start on an even column.');
    expect(
      boardError([
        { id: 'west', file: west, col: 0, row: 0 },
        { id: 'east', file: EAST, col: 2, row: 0 },
      ]),
    ).toBe('board test: maps overlap at C1.');
    expect(
      boardError([
        { id: 'west', file: west, col: 0, row: 0 },
        { id: 'east', file: EAST, col: 2, row: 2 },
      ]),
    ).toBe('board test: maps overlap at C3.');
  });
});

describe('resolveLabel', () => {
  const ford = map(readFileSync(new URL('../../../assets/maps/dragon-noir/ford.map', import.meta.url), 'utf8').split('\n'));
  const b = board([{ id: 'ford', file: ford, col: 0, row: 0 }]);

  test('The Ford: 24×16 hexes, the bridge at L8, the doors and window where the file says', () => {
    expect(b.cells.size).toBe(384);
    expect(cellAt(b, at('L8'))!.data).toBe('=');
    expect(hexsideBetween(b, at('M8'), at('N8'))).toBe('door');
    expect(hexsideBetween(b, at('Q8'), at('P8'))).toBe('door');
    expect(hexsideBetween(b, at('O7'), at('O6'))).toBe('window');
  });

  test('labels on the board resolve, whatever their case and spacing', () => {
    expect(resolveLabel(b, 'F10')).toEqual({ ok: true, value: hex(5, 7) });
    expect(resolveLabel(b, 'f 10')).toEqual({ ok: true, value: hex(5, 7) });
    expect(resolveLabel(b, 'A1')).toEqual({ ok: true, value: hex(0, 0) });
    expect(resolveLabel(b, 'X16')).toEqual({ ok: true, value: hex(23, 4) });
  });

  test('off the map: one line, giving the board range', () => {
    for (const text of ['Y1', 'A17', 'X17', 'AA1', 'y1']) {
      const result = resolveLabel(b, text);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error).toBe(`${text.toUpperCase()} is off the map; this board runs from A1 to X16.`);
      expect(result.error).not.toContain('\n');
    }
  });

  test('not a hex at all: one line, with an example', () => {
    for (const text of ['hello', '', '10F', 'F0']) {
      const result = resolveLabel(b, text);
      expect(result).toEqual({ ok: false, error: `"${text}" is not a hex; hexes are written like F10.` });
    }
  });

  test('the range follows the board, not the first map', () => {
    const two = board([
      { id: 'west', file: map(westLines()), col: 0, row: 0 },
      { id: 'east', file: EAST, col: 4, row: 0 },
    ]);
    const result = resolveLabel(two, 'G1');
    expect(result).toEqual({ ok: false, error: 'G1 is off the map; this board runs from A1 to F3.' });
    expect(resolveLabel(two, 'F3')).toEqual({ ok: true, value: at('F3') });
  });
});
