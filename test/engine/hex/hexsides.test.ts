import { describe, expect, test } from 'vitest';
import { hexAtOffset, type HexGeometry } from '../../../src/engine/hex/geometry.ts';
import { hex } from '../../../src/engine/hex/hex.ts';
import { hexside, hexsideMap, hexsidesFromFile, sideBetween } from '../../../src/engine/hex/hexsides.ts';
import { labelIn, parseLabelIn } from '../../../src/engine/hex/label-styles.ts';
import { parseMapFile } from '../../../src/engine/hex/mapfile.ts';

const sheet: HexGeometry = { orientation: 'flat', offset: 'odd', labels: { kind: 'column-row-sheet', sheets: [{ letter: 'a', col: 0, row: 0, cols: 30, rows: 40 }] } };
const at = (label: string) => parseLabelIn(sheet, label)!;

describe('hexside features', () => {
  test('a side is named by its two hexes in one order, whichever is given first', () => {
    expect(hexside(hex(3, 2), hex(3, 1))).toEqual({ a: hex(3, 1), b: hex(3, 2) });
    expect(hexside(hex(3, 1), hex(3, 2))).toEqual({ a: hex(3, 1), b: hex(3, 2) });
    expect(hexside(hex(0, 0), hex(2, 0))).toBeUndefined();
  });

  test('sideBetween finds a river from either bank, and a ford with it; nothing between hexes with no side', () => {
    const map = hexsideMap([
      { between: [at('1823a'), at('1824a')], features: ['river'] },
      { between: [at('1824a'), at('1823a')], features: ['ford'] },
      { between: [at('0505a'), at('0605a')], features: ['mountain-side'] },
    ]);
    if (!map.ok) throw new Error(map.error);
    expect(sideBetween(map.value, at('1823a'), at('1824a'))).toEqual(['river', 'ford']);
    expect(sideBetween(map.value, at('1824a'), at('1823a'))).toEqual(['river', 'ford']);
    expect(sideBetween(map.value, at('0605a'), at('0505a'))).toEqual(['mountain-side']);
    expect(sideBetween(map.value, at('1823a'), at('1822a'))).toEqual([]);
    expect(sideBetween(map.value, at('1823a'), at('1825a'))).toEqual([]);
  });

  test('read from a map file: each kind checked, each pair of labels checked for touching', () => {
    const file = parseMapFile(['map: test', 'name: Test', 'kind: surface', 'size: 3x3', 'terrain:', '     A B C', '   1 . . .', '   2 . . .', '   3 . . .', 'hexsides:', '  deep-river A1/A2', '  bridge A1/A2', '  wall B2/C2'].join('\n'));
    if (!file.ok) throw new Error(file.error);
    const flat: HexGeometry = { orientation: 'flat', offset: 'odd', labels: { kind: 'letter-number' } };
    const parse = (label: string) => parseLabelIn(flat, label);
    const map = hexsidesFromFile(file.value.hexsides, parse);
    if (!map.ok) throw new Error(map.error);
    expect(sideBetween(map.value, parse('A2')!, parse('A1')!)).toEqual(['deep-river', 'bridge']);
    expect(sideBetween(map.value, parse('C2')!, parse('B2')!)).toEqual(['wall']);
    expect(labelIn(flat, hexAtOffset(flat, 2, 1))).toBe('C2');
    const moat = hexsidesFromFile([{ kind: 'moat', a: 'A1', b: 'A2', line: 9 }], parse);
    expect(moat.ok ? '' : moat.error).toMatch(/line 9: "moat" is no hexside feature/);
    const apart = hexsidesFromFile([{ kind: 'river', a: 'A1', b: 'A3', line: 4 }], parse);
    expect(apart.ok ? '' : apart.error).toMatch(/line 4: A1 and A3 are not neighbours/);
  });
});
