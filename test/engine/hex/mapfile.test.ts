import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseMapFile } from '../../../src/engine/hex/mapfile.ts';

/** Line numbers are written beside each line so the expected errors can be checked by eye. */
const SMALL = [
  '# A small test map.', // 1
  'map: small', // 2
  'name: Small Test', // 3
  'size: 4x3', // 4
  '', // 5
  'terrain:', // 6
  '     A B C D', // 7
  '  1  . . T .', // 8
  '  # the stream comes in here', // 9
  '  2  . ~ ~ .', // 10
  '  3  # . = .', // 11
  '', // 12
  'levels:', // 13
  '  1  0 0 1 1', // 14
  '  2  0 0 1 1', // 15
  '  3  0 0 1 2', // 16
  '', // 17
  'hexsides:', // 18
  '  wall A1/A2, B1/B2', // 19
  '  Door c2/d2', // 20
];

const edit = (changes: Record<number, string | null>) =>
  SMALL.flatMap((line, i) => {
    const change = changes[i + 1];
    return change === undefined ? [line] : change === null ? [] : [change];
  }).join('\n');

function parseError(text: string): string {
  const result = parseMapFile(text);
  if (result.ok) throw new Error('expected the map to be refused');
  return result.error;
}

describe('parseMapFile: a valid map', () => {
  test('header, grid (column header and comments skipped), extra layers and hexsides', () => {
    const result = parseMapFile(SMALL.join('\n'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const map = result.value;
    expect(map.meta).toEqual({ map: 'small', name: 'Small Test', size: '4x3' });
    expect(map.cols).toBe(4);
    expect(map.rows).toBe(3);
    expect(map.grid).toEqual([
      ['.', '.', 'T', '.'],
      ['.', '~', '~', '.'],
      ['#', '.', '=', '.'], // a row starting with a '#' symbol is not a comment
    ]);
    expect(map.layers).toEqual({
      levels: [
        ['0', '0', '1', '1'],
        ['0', '0', '1', '1'],
        ['0', '0', '1', '2'],
      ],
    });
    expect(map.hexsides).toEqual([
      { kind: 'wall', a: 'A1', b: 'A2', line: 19 },
      { kind: 'wall', a: 'B1', b: 'B2', line: 19 },
      { kind: 'door', a: 'C2', b: 'D2', line: 20 },
    ]);
  });

  test('Windows line endings, "24 × 16"-style sizes and no hexsides section', () => {
    const text = edit({ 4: 'size: 4 × 3', 18: null, 19: null, 20: null }).replace(/\n/g, '\r\n');
    const result = parseMapFile(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.cols).toBe(4);
    expect(result.value.rows).toBe(3);
    expect(result.value.grid[2]).toEqual(['#', '.', '=', '.']);
    expect(result.value.hexsides).toEqual([]);
  });

  test('the real map: The Ford', () => {
    const text = readFileSync(new URL('../../../assets/maps/dragon-noir/ford.map', import.meta.url), 'utf8');
    const result = parseMapFile(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const map = result.value;
    expect(map.meta.name).toBe('The Ford');
    expect(map.meta.kind).toBe('surface');
    expect(map.meta.edges).toBe('north 1, east 2, south 3, west 4');
    expect([map.cols, map.rows]).toEqual([24, 16]);
    expect(map.grid).toHaveLength(16);
    for (const row of map.grid) expect(row).toHaveLength(24);
    // grid[row - 1][column index]: L is column 11.
    expect(map.grid[7]![11]).toBe('='); // the bridge at L8
    expect(map.grid[12]![11]).toBe('o'); // the ford at L13
    expect(map.grid[6]!.slice(13, 16)).toEqual(['#', '#', '#']); // the mill house, N7..P7
    expect(map.hexsides).toEqual([
      { kind: 'door', a: 'M8', b: 'N8', line: 32 },
      { kind: 'door', a: 'P8', b: 'Q8', line: 32 },
      { kind: 'window', a: 'O6', b: 'O7', line: 33 },
    ]);
    expect(map.layers).toEqual({});
  });
});

describe('parseMapFile: mistakes, reported by line', () => {
  test('missing or malformed size', () => {
    expect(parseError(edit({ 4: null }))).toBe('map: the header needs "size: COLSxROWS", e.g. "size: 24x16".');
    expect(parseError(edit({ 4: 'size: 4 by 3' }))).toContain('size: COLSxROWS');
    expect(parseError(edit({ 4: 'size: 4' }))).toContain('size: COLSxROWS');
  });

  test('no terrain section', () => {
    expect(parseError(edit({ 6: null, 7: null, 8: null, 9: null, 10: null, 11: null }))).toBe('map: no "terrain:" section.');
  });

  test('too few or too many rows', () => {
    expect(parseError(edit({ 11: null }))).toBe('map: terrain has 2 rows; the map is 3 high.');
    expect(parseError(edit({ 4: 'size: 4x4' }))).toBe('map: terrain has 3 rows; the map is 4 high.');
    expect(parseError(edit({ 16: null }))).toBe('map: levels has 2 rows; the map is 3 high.');
  });

  test('a row of the wrong width names its line, the row, and both widths', () => {
    expect(parseError(edit({ 10: '  2  . ~ ~' }))).toBe('map line 10: row 2 of terrain has 3 hexes; the map is 4 wide.');
    expect(parseError(edit({ 8: '  1  . . T . .' }))).toBe('map line 8: row 1 of terrain has 5 hexes; the map is 4 wide.');
    expect(parseError(edit({ 15: '  2  0 0 1' }))).toBe('map line 15: row 2 of levels has 3 hexes; the map is 4 wide.');
  });

  test('rows out of order, missing row numbers, wide symbols and a wrong column header', () => {
    expect(parseError(edit({ 10: '  3  . ~ ~ .' }))).toBe('map line 10: expected row 2 of terrain, found 3.');
    expect(parseError(edit({ 10: '  . ~ ~ . .' }))).toBe('map line 10: a terrain row starts with its row number.');
    expect(parseError(edit({ 10: '  2  . ~~ . .' }))).toBe('map line 10: each hex is one symbol, separated by spaces.');
    expect(parseError(edit({ 7: '     A B C E' }))).toBe('map line 7: the column header of terrain should read A to D.');
  });

  test('a hexside entry that is not a pair of hexes', () => {
    expect(parseError(edit({ 20: '  door C2' }))).toBe('map line 20: "C2" should be two neighbouring hexes, like F7/F8.');
    expect(parseError(edit({ 19: '  wall A1/A2, B1/' }))).toBe('map line 19: "B1/" should be two neighbouring hexes, like F7/F8.');
    expect(parseError(edit({ 19: '  wall M8/N8/O8' }))).toBe('map line 19: "M8/N8/O8" should be two neighbouring hexes, like F7/F8.');
  });
});

describe('parseMapFile: areas and edges', () => {
  const withAreas = (areaLines: string[], edges = 'edges: north 1, east 2, south 3, west 4') =>
    ['map: a', edges, 'size: 4x3', 'terrain:', '  1  . . T .', '  2  . ~ ~ .', '  3  # . = .', 'areas:', ...areaLines].join('\n');

  test('an area is a name and its hexes, several a line or over several lines; the row lines of each grid are kept', () => {
    const result = parseMapFile(withAreas(['  pond B2 c2', '  gate A1', '  pond D3']));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.areas).toEqual([
      { name: 'pond', hexes: ['B2', 'C2'], line: 9 },
      { name: 'gate', hexes: ['A1'], line: 10 },
      { name: 'pond', hexes: ['D3'], line: 11 },
    ]);
    // The areas section is a list, not a grid.
    expect(result.value.layers).toEqual({});
    expect(result.value.rowLines).toEqual({ terrain: [5, 6, 7] });
    const small = parseMapFile(SMALL.join('\n'));
    expect(small.ok && small.value.rowLines).toEqual({ terrain: [8, 10, 11], levels: [14, 15, 16] });
  });

  test('a bad area name, a hex that is not a label, or no hexes at all is refused by line', () => {
    expect(parseError(withAreas(['  Pond B2']))).toBe('map line 9: "Pond" is not an area name; names are lower case, like cell-1 or walkway.');
    expect(parseError(withAreas(['  pond B2', '  gate 1A']))).toBe('map line 10: "1A" in area gate is not a hex, like F10.');
    expect(parseError(withAreas(['  pond']))).toBe('map line 9: the area pond names no hexes.');
  });

  test('surface edges are numbered; underground ones are lettered, with arrows along the long sides', () => {
    const surface = parseMapFile(withAreas([]));
    expect(surface.ok && surface.value.edges).toEqual({ north: { name: '1' }, east: { name: '2' }, south: { name: '3' }, west: { name: '4' } });
    const under = parseMapFile(withAreas([], 'edges: west X, east Y, north arrow east, south arrow East'));
    expect(under.ok && under.value.edges).toEqual({ west: { name: 'X' }, east: { name: 'Y' }, north: { arrow: 'east' }, south: { arrow: 'east' } });
    const none = parseMapFile(withAreas([], 'name: no edges'));
    expect(none.ok && none.value.edges).toEqual({});
  });

  test('edges that are not a side and a name, or an arrow across its side, are refused', () => {
    expect(parseError(withAreas([], 'edges: up 1'))).toBe('map: "up 1" in edges should start with north, east, south or west.');
    expect(parseError(withAreas([], 'edges: north 1, north 2'))).toBe('map: the north edge is named twice.');
    expect(parseError(withAreas([], 'edges: north arrow south'))).toBe('map: "north arrow south": the arrow on the north edge points along it, east or west.');
    expect(parseError(withAreas([], 'edges: west X arrow'))).toBe('map: "west X arrow": an arrow points north, east, south or west.');
    expect(parseError(withAreas([], 'edges: west'))).toBe('map: "west" in edges should be a side and a name, like "north 1", or "south arrow east".');
    expect(parseError(withAreas([], 'edges: west X Y'))).toBe('map: "west X Y" in edges should be a side and a name, like "north 1", or "south arrow east".');
  });
});
