import { describe, expect, test } from 'vitest';
import { DIRECTIONS, adjacent, centre, hex, neighbour } from '../../../src/engine/hex/hex.ts';
import { columnIndex, columnLetters, fromOffset, labelOf, parseLabel, toOffset } from '../../../src/engine/hex/labels.ts';

const at = (label: string) => {
  const h = parseLabel(label);
  if (!h) throw new Error(`test setup: ${label} should parse`);
  return h;
};

describe('column letters', () => {
  test('A..Z, then AA, AB... like a spreadsheet', () => {
    const cases: Array<[number, string]> = [
      [0, 'A'],
      [5, 'F'],
      [25, 'Z'],
      [26, 'AA'],
      [27, 'AB'],
      [47, 'AV'],
      [51, 'AZ'],
      [52, 'BA'],
      [701, 'ZZ'],
    ];
    for (const [index, letters] of cases) {
      expect(columnLetters(index)).toBe(letters);
      expect(columnIndex(letters)).toBe(index);
      expect(columnIndex(letters.toLowerCase())).toBe(index);
    }
  });

  test('columnIndex inverts columnLetters for every one- and two-letter column', () => {
    for (let i = 0; i <= 701; i++) expect(columnIndex(columnLetters(i))).toBe(i);
  });
});

describe('parseLabel and labelOf', () => {
  test('hand-worked labels: odd-q, so odd columns (B, D, F...) shift r by half their column', () => {
    expect(parseLabel('A1')).toEqual(hex(0, 0));
    expect(parseLabel('A2')).toEqual(hex(0, 1));
    expect(parseLabel('B1')).toEqual(hex(1, 0));
    expect(parseLabel('C1')).toEqual(hex(2, -1));
    expect(parseLabel('D1')).toEqual(hex(3, -1));
    expect(parseLabel('F10')).toEqual(hex(5, 7));
    expect(parseLabel('X16')).toEqual(hex(23, 4));
    expect(parseLabel('AA1')).toEqual(hex(26, -13));
    expect(labelOf(hex(5, 7))).toBe('F10');
    expect(labelOf(hex(2, -1))).toBe('C1');
  });

  test('round trip labelOf(parseLabel(x)) for many labels, two-letter columns included', () => {
    const labels = ['A1', 'B1', 'F10', 'Z1', 'Z99', 'AA1', 'AB2', 'AV32', 'AZ7', 'BA1', 'ZZ999', 'X16', 'L8', 'M13'];
    for (const label of labels) expect(labelOf(at(label))).toBe(label);
    for (let col = 0; col < 60; col++) {
      for (const row of [1, 2, 3, 10, 33, 100]) {
        const label = `${columnLetters(col)}${row}`;
        expect(labelOf(at(label))).toBe(label);
      }
    }
  });

  test('every label names a different hex', () => {
    const seen = new Set<string>();
    for (let col = 0; col < 30; col++) {
      for (let row = 1; row <= 30; row++) {
        const h = at(`${columnLetters(col)}${row}`);
        seen.add(`${h.q},${h.r}`);
      }
    }
    expect(seen.size).toBe(900);
  });

  test('case-insensitive and tolerant of spaces', () => {
    for (const text of ['f10', 'F10', 'f 10', ' F10 ', 'F  10', '\tf10\n']) expect(parseLabel(text)).toEqual(hex(5, 7));
    expect(parseLabel('av32')).toEqual(parseLabel('AV32'));
    expect(parseLabel('Av 32')).toEqual(parseLabel('AV32'));
  });

  test('rejects things that are not labels', () => {
    for (const text of ['10F', 'F0', 'F00', '', 'F', '10', ' ', 'F-1', 'F1.5', 'F10F', 'AAA1', 'F1000', 'É1', 'F 1 0', 'F,10']) {
      expect(parseLabel(text), JSON.stringify(text)).toBeUndefined();
    }
  });
});

describe('offsets', () => {
  test('toOffset and fromOffset are inverse, negative columns and rows included', () => {
    for (let col = -7; col <= 7; col++) {
      for (let row = -7; row <= 7; row++) {
        const h = fromOffset(col, row);
        expect(toOffset(h)).toEqual({ col, row });
        expect(fromOffset(toOffset(h).col, toOffset(h).row)).toEqual(h);
      }
    }
  });

  test('odd columns sit half a hex lower than even ones', () => {
    const a1 = centre(at('A1'));
    const b1 = centre(at('B1'));
    const c1 = centre(at('C1'));
    expect(b1.y - a1.y).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(c1.y - a1.y).toBeCloseTo(0, 12);
    expect(centre(at('D5')).y - centre(at('C5')).y).toBeCloseTo(Math.sqrt(3) / 2, 12);
  });

  test('B1 touches A1 and A2; C1 touches B1 but not B2', () => {
    expect(adjacent(at('B1'), at('A1'))).toBe(true);
    expect(adjacent(at('B1'), at('A2'))).toBe(true);
    expect(adjacent(at('B1'), at('C1'))).toBe(true);
    expect(adjacent(at('B1'), at('C2'))).toBe(true);
    expect(adjacent(at('B1'), at('B2'))).toBe(true);
    expect(adjacent(at('C1'), at('B1'))).toBe(true);
    expect(adjacent(at('C1'), at('D1'))).toBe(true);
    expect(adjacent(at('C1'), at('B2'))).toBe(false);
    expect(adjacent(at('C1'), at('D2'))).toBe(false);
    expect(adjacent(at('A1'), at('B2'))).toBe(false);
    // Down the same column: F10 touches F9 and F11 only.
    expect(adjacent(at('F10'), at('F9'))).toBe(true);
    expect(adjacent(at('F10'), at('F11'))).toBe(true);
    expect(adjacent(at('F10'), at('F12'))).toBe(false);
  });

  test('neighbours in offset terms follow the printed odd-q table for both column parities', () => {
    // N, NE, SE, S, SW, NW as (dcol, drow): even columns look up-right/up-left, odd ones down.
    const even = [
      [0, -1],
      [1, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
      [-1, -1],
    ];
    const odd = [
      [0, -1],
      [1, 0],
      [1, 1],
      [0, 1],
      [-1, 1],
      [-1, 0],
    ];
    for (let col = -4; col <= 5; col++) {
      for (let row = -3; row <= 4; row++) {
        const table = col % 2 === 0 ? even : odd;
        for (const d of DIRECTIONS) {
          const [dc, dr] = table[d]!;
          expect(toOffset(neighbour(fromOffset(col, row), d))).toEqual({ col: col + dc!, row: row + dr! });
        }
      }
    }
  });

  test('the named neighbours of F10 (odd column) and G10 (even column)', () => {
    const names = (label: string) => DIRECTIONS.map((d) => labelOf(neighbour(at(label), d)));
    expect(names('F10')).toEqual(['F9', 'G10', 'G11', 'F11', 'E11', 'E10']);
    expect(names('G10')).toEqual(['G9', 'H9', 'H10', 'G11', 'F10', 'F9']);
  });
});
