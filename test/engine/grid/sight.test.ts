import { describe, expect, test } from 'vitest';
import { edgeBetween, type EdgeKey } from '../../../src/engine/grid/edges.ts';
import { labelOf, parseLabel } from '../../../src/engine/grid/labels.ts';
import { lineOfSight, touchesCorner, walkLine } from '../../../src/engine/grid/sight.ts';
import { squareKey, type Square } from '../../../src/engine/grid/square.ts';

const sq = (label: string) => parseLabel(label)!;
const wall = (a: string, b: string) => edgeBetween(sq(a), sq(b))!;
const walls = (...pairs: Array<[string, string]>) => {
  const set = new Set<EdgeKey>(pairs.map(([a, b]) => wall(a, b)));
  return { blocksEdge: (e: EdgeKey) => set.has(e) };
};

/**
 * An independent model: the squares whose open interior the centre-to-centre segment crosses,
 * found with exact fractions. A walk enters exactly these, plus one square beside each corner
 * the segment passes through.
 */
function interiorSquares(from: Square, to: Square): string[] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const found: string[] = [];
  // Times are fractions n/d with d = 2·|dx|·|dy| (or 2·|dx|, 2·|dy| on a straight line), kept as numerators.
  const d = 2 * Math.max(1, Math.abs(dx)) * Math.max(1, Math.abs(dy));
  const interval = (start: number, delta: number, cell: number): [number, number] => {
    if (delta === 0) return 2 * start + 1 > 2 * cell && 2 * start + 1 < 2 * cell + 2 ? [-Infinity, Infinity] : [0, 0];
    // centre + t·delta in (cell, cell+1): t in ((2cell - 2start - 1)/(2delta), (2cell - 2start + 1)/(2delta)).
    const a = ((2 * cell - 2 * start - 1) * d) / (2 * delta);
    const b = ((2 * cell - 2 * start + 1) * d) / (2 * delta);
    return [Math.min(a, b), Math.max(a, b)];
  };
  for (let x = Math.min(from.x, to.x); x <= Math.max(from.x, to.x); x++) {
    for (let y = Math.min(from.y, to.y); y <= Math.max(from.y, to.y); y++) {
      const [ax, bx] = interval(from.x, dx, x);
      const [ay, by] = interval(from.y, dy, y);
      const lo = Math.max(ax, ay, 0);
      const hi = Math.min(bx, by, d);
      if (hi > lo) found.push(labelOf({ x, y }));
    }
  }
  return found.sort();
}

describe('the walk of a line', () => {
  test('a line along a row crosses each edge between its ends', () => {
    const w = walkLine(sq('A3'), sq('E3'));
    expect(w.squares.map(labelOf)).toEqual(['A3', 'B3', 'C3', 'D3', 'E3']);
    expect(w.edges).toEqual([wall('A3', 'B3'), wall('B3', 'C3'), wall('C3', 'D3'), wall('D3', 'E3')]);
  });

  test('a diagonal passes through corners; each walk steps round them on its own side', () => {
    expect(touchesCorner(sq('A1'), sq('C3'))).toBe(true);
    expect(walkLine(sq('A1'), sq('C3'), 'column-first').squares.map(labelOf)).toEqual(['A1', 'B1', 'B2', 'C2', 'C3']);
    expect(walkLine(sq('A1'), sq('C3'), 'row-first').squares.map(labelOf)).toEqual(['A1', 'A2', 'B2', 'B3', 'C3']);
    expect(touchesCorner(sq('A1'), sq('C2'))).toBe(false);
    expect(touchesCorner(sq('A1'), sq('D3'))).toBe(false);
    expect(touchesCorner(sq('A1'), sq('D2'))).toBe(true);
  });

  test('every line up to 9 squares long enters the squares the segment crosses, plus one per corner', () => {
    let lines = 0;
    for (let dx = -9; dx <= 9; dx++) {
      for (let dy = -9; dy <= 9; dy++) {
        const from = { x: 10, y: 10 };
        const to = { x: 10 + dx, y: 10 + dy };
        const interior = interiorSquares(from, to);
        for (const corner of ['column-first', 'row-first'] as const) {
          const walked = walkLine(from, to, corner).squares.map(labelOf);
          expect(new Set(walked).size).toBe(walked.length);
          expect(walked.filter((l) => !interior.includes(l)).length === 0).toBe(!touchesCorner(from, to));
          for (const l of interior) expect(walked).toContain(l);
          // Each step crosses one edge between orthogonal neighbours.
          expect(walkLine(from, to, corner).edges.length).toBe(walked.length - 1);
        }
        lines++;
      }
    }
    expect(lines).toBe(361);
  });
});

describe('line of sight', () => {
  test('open floor: every square sees every other', () => {
    for (const [a, b] of [['A1', 'H5'], ['C7', 'C1'], ['B2', 'F6']]) expect(lineOfSight(sq(a!), sq(b!), walls())).toBe(true);
  });

  test('a wall across the line blocks it, both ways', () => {
    const w = walls(['C3', 'D3']);
    expect(lineOfSight(sq('A3'), sq('F3'), w)).toBe(false);
    expect(lineOfSight(sq('F3'), sq('A3'), w)).toBe(false);
    expect(lineOfSight(sq('A2'), sq('F2'), w)).toBe(true);
  });

  test('a line that only grazes the end of a wall at a corner is not blocked', () => {
    // A1 to C3 passes through the corner of A1, B1, A2, B2. The wall under B1 lies on one side only.
    const w = walls(['B1', 'B2']);
    expect(walkLine(sq('A1'), sq('C3'), 'column-first').edges).toContain(wall('B1', 'B2'));
    expect(lineOfSight(sq('A1'), sq('C3'), w)).toBe(true);
  });

  test('walls meeting at that corner on both sides block it: a corner of a room, or a straight wall', () => {
    expect(lineOfSight(sq('A1'), sq('C3'), walls(['B1', 'B2'], ['A2', 'B2']))).toBe(false);
    expect(lineOfSight(sq('A1'), sq('C3'), walls(['A1', 'B1'], ['A2', 'B2']))).toBe(false);
    expect(lineOfSight(sq('A1'), sq('C3'), walls(['A1', 'A2'], ['B1', 'B2']))).toBe(false);
  });

  test('a rock between the ends blocks; a rock at either end does not; a grazed rock does not', () => {
    const rocks = (...labels: string[]) => {
      const keys = new Set(labels.map((l) => squareKey(sq(l))));
      return { blocksEdge: () => false, blocksSquare: (k: number) => keys.has(k) };
    };
    expect(lineOfSight(sq('A3'), sq('E3'), rocks('C3'))).toBe(false);
    expect(lineOfSight(sq('A3'), sq('E3'), rocks('A3', 'E3'))).toBe(true);
    expect(lineOfSight(sq('A1'), sq('C3'), rocks('B1'))).toBe(true);
    expect(lineOfSight(sq('A1'), sq('C3'), rocks('B1', 'A2'))).toBe(false);
  });

  test('sight is the same both ways, whatever the walls (400 random boards)', () => {
    let state = 12345;
    const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let board = 0; board < 400; board++) {
      const set = new Set<EdgeKey>();
      for (let x = 0; x < 8; x++) {
        for (let y = 0; y < 8; y++) {
          if (random() < 0.15) set.add(edgeBetween({ x, y }, { x: x + 1, y })!);
          if (random() < 0.15) set.add(edgeBetween({ x, y }, { x, y: y + 1 })!);
        }
      }
      const rules = { blocksEdge: (e: EdgeKey) => set.has(e) };
      const a = { x: Math.floor(random() * 8), y: Math.floor(random() * 8) };
      const b = { x: Math.floor(random() * 8), y: Math.floor(random() * 8) };
      expect(lineOfSight(a, b, rules)).toBe(lineOfSight(b, a, rules));
    }
  });
});
