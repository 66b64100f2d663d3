import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { err, ok, unwrap, type Result } from '../../../src/engine/core/result.ts';
import { assembleBoard, cellAt, hexsideBetween, resolveLabel, seamsOf, sideKey, type Board, type Placement } from '../../../src/engine/hex/board.ts';
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
    expect(b.maps).toEqual([{ id: 'west', name: 'West', col: 0, row: 0, cols: 4, rows: 3, kind: 'surface', rotate: 0 }]);
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

describe('areas', () => {
  const withAreas = (areaLines: string[]) => map([...westLines(), 'areas:', ...areaLines]);

  test('the reader is handed the names of the areas each hex is in', () => {
    const seen = new Map<string, readonly string[]>();
    const file = withAreas(['  pond B2 C2', '  gate A1', '  pond D3', '  ford C2']);
    let n = 0;
    unwrap(
      assembleBoard('a', 'A', [{ id: 'west', file, col: 0, row: 0 }], (symbol, _layers, areas) => {
        const { col, row } = { col: n % 4, row: Math.floor(n / 4) };
        n++;
        seen.set(`${'ABCD'[col]}${row + 1}`, areas);
        return ok(symbol);
      }),
    );
    expect(seen.get('B2')).toEqual(['pond']);
    expect(seen.get('C2')).toEqual(['pond', 'ford']);
    expect(seen.get('A1')).toEqual(['gate']);
    expect(seen.get('D3')).toEqual(['pond']);
    expect(seen.get('A2')).toEqual([]);
  });

  test('an area hex off its map is refused with the line', () => {
    expect(boardError([{ id: 'west', file: withAreas(['  pond B2 E2']), col: 0, row: 0 }])).toBe('map west line 14: E2 in area pond is not on the map.');
    expect(boardError([{ id: 'west', file: withAreas(['  pond A4']), col: 0, row: 0 }])).toBe('map west line 14: A4 in area pond is not on the map.');
  });
});

describe('a map turned round by 180 degrees', () => {
  const west = map([...westLines(), 'areas:', '  pond B2 C2']);
  const areaBoard = (placements: Placement[]) =>
    unwrap(assembleBoard('t', 'T', placements, (symbol, _layers, areas) => ok(`${symbol}${areas.length ? `:${areas.join('+')}` : ''}`)));

  test('its hex (c, r) lands on (cols-1-c, rows-1-r), remembering its own label, areas and all', () => {
    const b = areaBoard([{ id: 'west', file: west, col: 0, row: 0, rotate: 180 }]);
    // Worked by hand on the 4×3 map: A1 (0,0) → (3,2) = D3; C1 → B3; A3 → D1; B2 → C2; C2 → B2.
    expect(cellAt(b, at('D3'))).toMatchObject({ label: 'D3', mapLabel: 'A1', data: '.' });
    expect(cellAt(b, at('B3'))).toMatchObject({ mapLabel: 'C1', data: 'T' });
    expect(cellAt(b, at('D1'))).toMatchObject({ mapLabel: 'A3', data: '#' });
    expect(cellAt(b, at('B1'))).toMatchObject({ mapLabel: 'C3', data: '=' });
    expect(cellAt(b, at('C2'))).toMatchObject({ mapLabel: 'B2', data: '~:pond' });
    expect(cellAt(b, at('B2'))).toMatchObject({ mapLabel: 'C2', data: '~:pond' });
    expect(b.maps[0]!.rotate).toBe(180);
  });

  test('its hexsides go with it: the wall A1/A2 is between D3 and D2, the door C2/D2 between B2 and A2', () => {
    const b = board([{ id: 'west', file: map(westLines()), col: 0, row: 0, rotate: 180 }]);
    expect(hexsideBetween(b, at('D3'), at('D2'))).toBe('wall');
    expect(hexsideBetween(b, at('C3'), at('C2'))).toBe('wall'); // B1/B2
    expect(hexsideBetween(b, at('B2'), at('A2'))).toBe('door');
    expect(hexsideBetween(b, at('A1'), at('A2'))).toBeUndefined();
    expect(b.hexsides.size).toBe(3);
  });

  test('the stagger survives: neighbours on the map are neighbours on the board, in the opposite direction', () => {
    const b = board([{ id: 'west', file: map(westLines()), col: 0, row: 0, rotate: 180 }]);
    const byMapLabel = new Map([...b.cells.values()].map((c) => [c.mapLabel, c.hex]));
    for (const [label, h] of byMapLabel) {
      for (const d of DIRECTIONS) {
        const onMap = neighbour(at(label), d);
        const mapNeighbour = [...byMapLabel.keys()].find((l) => sameHexAt(at(l), onMap));
        if (!mapNeighbour) continue;
        // Its neighbour to direction d on the map lies to direction d + 3 on the board.
        expect(sameHexAt(neighbour(h, opposite(d)), byMapLabel.get(mapNeighbour)!)).toBe(true);
      }
    }
    // B1 touches A1 and A2 on the map: on the board they are C3, D3 and D2.
    expect(neighbourLabels(b, at('C3')).sort()).toEqual(['B2', 'B3', 'C2', 'D2', 'D3']);
  });

  test('a map with an odd number of columns cannot be turned', () => {
    const odd = map(['size: 3x2', 'terrain:', ' 1 . . .', ' 2 . . .']);
    expect(boardError([{ id: 'odd', file: odd, col: 0, row: 0, rotate: 180 }])).toBe('board test: map odd has an odd number of columns and cannot be turned round.');
  });

  test('beside an unturned map: adjacency across the seam, the second map’s hexsides and labels board-wide', () => {
    const b = board([
      { id: 'west', file: map(westLines()), col: 0, row: 0 },
      { id: 'east', file: EAST, col: 4, row: 0, rotate: 180 },
    ]);
    // EAST's A1 (0,0) → board (4 + 1, 2) = F3; its B3 → E1; its A2 (trees) → F2.
    expect(cellAt(b, at('F3'))).toMatchObject({ map: 'east', mapLabel: 'A1' });
    expect(cellAt(b, at('E1'))).toMatchObject({ map: 'east', mapLabel: 'B3', data: 'T' });
    expect(cellAt(b, at('F2'))).toMatchObject({ mapLabel: 'A2', data: 'T' });
    // EAST's wall A1/B1 is now F3/E3, its window A2/A3 is F2/F1.
    expect(hexsideBetween(b, at('F3'), at('E3'))).toBe('wall');
    expect(hexsideBetween(b, at('F1'), at('F2'))).toBe('window');
    // D1 (odd column) touches E1 and E2 across the seam, as before the turn.
    expect(cellAt(b, neighbour(at('D1'), 1))!.mapLabel).toBe('B3');
    expect(cellAt(b, neighbour(at('D1'), 2))!.mapLabel).toBe('B2');
    expect(seamsOf(b)).toEqual([{ first: 0, second: 1, along: 'east', firstSide: 'east', secondSide: 'east', whole: true }]);
  });

  test('the fingerprint tells a turned map from an unturned one', () => {
    const plain = board([{ id: 'west', file: map(westLines()), col: 0, row: 0 }]);
    const turned = board([{ id: 'west', file: map(westLines()), col: 0, row: 0, rotate: 180 }]);
    expect(turned.fingerprint).not.toBe(plain.fingerprint);
  });
});

describe('seamsOf', () => {
  const square = map(['size: 2x2', 'terrain:', ' 1 . .', ' 2 . .']);
  test('maps side by side meet along east; one above another along south; a partial seam is not whole', () => {
    const b = board([
      { id: 'a', file: square, col: 0, row: 0 },
      { id: 'b', file: square, col: 2, row: 0 },
      { id: 'c', file: square, col: 0, row: 2, rotate: 180 },
      { id: 'd', file: square, col: 4, row: 1 },
    ]);
    expect(seamsOf(b)).toEqual([
      { first: 0, second: 1, along: 'east', firstSide: 'east', secondSide: 'west', whole: true },
      { first: 0, second: 2, along: 'south', firstSide: 'south', secondSide: 'south', whole: true },
      { first: 1, second: 3, along: 'east', firstSide: 'east', secondSide: 'west', whole: false },
    ]);
  });
});

function sameHexAt(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

function neighbourLabels<T>(b: Board<T>, h: Hex): string[] {
  return DIRECTIONS.map((d) => cellAt(b, neighbour(h, d))?.label).filter((l): l is string => l !== undefined);
}
