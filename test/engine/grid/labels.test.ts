import { describe, expect, test } from 'vitest';
import { edgeBetween, edgeLabel, edgeSquares, parseEdge } from '../../../src/engine/grid/edges.ts';
import { columnIndex, columnLetters, labelOf, parseLabel } from '../../../src/engine/grid/labels.ts';
import { chebyshev, fromKey, manhattan, squareKey, surrounding, orthogonalNeighbours } from '../../../src/engine/grid/square.ts';

describe('square labels', () => {
  test('columns are lettered from A, rows numbered from 1: C7 is column 3, row 7', () => {
    expect(labelOf({ x: 0, y: 0 })).toBe('A1');
    expect(labelOf({ x: 2, y: 6 })).toBe('C7');
    expect(labelOf({ x: 25, y: 18 })).toBe('Z19');
    expect(labelOf({ x: 26, y: 0 })).toBe('AA1');
    expect(parseLabel('C7')).toEqual({ x: 2, y: 6 });
    expect(parseLabel(' c 7 ')).toEqual({ x: 2, y: 6 });
    expect(parseLabel('AB12')).toEqual({ x: 27, y: 11 });
  });

  test('refuses what is not a label', () => {
    for (const text of ['7C', 'C0', 'C', '', 'C7/C8', 'ABC1']) expect(parseLabel(text)).toBeUndefined();
  });

  test('letters and indexes round-trip over the first 702 columns', () => {
    for (let c = 0; c < 702; c++) expect(columnIndex(columnLetters(c))).toBe(c);
    expect(columnLetters(701)).toBe('ZZ');
  });

  test('keys round-trip', () => {
    for (const s of [{ x: 0, y: 0 }, { x: 25, y: 18 }, { x: 700, y: 300 }]) expect(fromKey(squareKey(s))).toEqual(s);
  });
});

describe('neighbours and distance', () => {
  test('four orthogonal neighbours, eight around', () => {
    expect(orthogonalNeighbours({ x: 3, y: 3 }).map(labelOf)).toEqual(['D3', 'E4', 'D5', 'C4']);
    expect(surrounding({ x: 3, y: 3 }).map(labelOf).sort()).toEqual(['C3', 'C4', 'C5', 'D3', 'D5', 'E3', 'E4', 'E5']);
  });

  test('a walk along rows and columns counts Manhattan steps; the squares around count as 1', () => {
    expect(manhattan(parseLabel('C7')!, parseLabel('F3')!)).toBe(7);
    expect(chebyshev(parseLabel('C7')!, parseLabel('F3')!)).toBe(4);
    expect(chebyshev(parseLabel('C7')!, parseLabel('D8')!)).toBe(1);
  });
});

describe('edges', () => {
  test('either square of a pair names the same edge, and only orthogonal neighbours have one', () => {
    const a = parseLabel('C7')!;
    const b = parseLabel('D7')!;
    const c = parseLabel('C8')!;
    expect(edgeBetween(a, b)).toBe(edgeBetween(b, a));
    expect(edgeBetween(a, c)).toBe(edgeBetween(c, a));
    expect(edgeBetween(a, b)).not.toBe(edgeBetween(a, c));
    expect(edgeBetween(a, parseLabel('D8')!)).toBeUndefined();
    expect(edgeBetween(a, parseLabel('E7')!)).toBeUndefined();
  });

  test('labels west or north first, and parse either way round', () => {
    const e = edgeBetween(parseLabel('D7')!, parseLabel('C7')!)!;
    expect(edgeLabel(e)).toBe('C7/D7');
    expect(parseEdge('D7/C7')).toBe(e);
    expect(parseEdge('c7 / d7')).toBe(e);
    expect(edgeLabel(parseEdge('C8/C7')!)).toBe('C7/C8');
    expect(edgeSquares(e).map(labelOf)).toEqual(['C7', 'D7']);
    expect(parseEdge('C7/E7')).toBeUndefined();
    expect(parseEdge('C7')).toBeUndefined();
  });

  test('every edge of a 12×12 board is distinct', () => {
    const seen = new Set<number>();
    for (let x = 0; x < 12; x++) {
      for (let y = 0; y < 12; y++) {
        if (x < 11) seen.add(edgeBetween({ x, y }, { x: x + 1, y })!);
        if (y < 11) seen.add(edgeBetween({ x, y }, { x, y: y + 1 })!);
      }
    }
    expect(seen.size).toBe(2 * 12 * 11);
  });
});
