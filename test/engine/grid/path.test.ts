import { describe, expect, test } from 'vitest';
import { labelOf, parseLabel } from '../../../src/engine/grid/labels.ts';
import { cheapestRoute, reachable, type Move } from '../../../src/engine/grid/path.ts';
import { manhattan, offset, ORTHOGONAL, squareKey, type Square } from '../../../src/engine/grid/square.ts';

const sq = (label: string) => parseLabel(label)!;
const inside = (s: Square) => s.x >= 0 && s.y >= 0 && s.x < 10 && s.y < 10;

function steps(blocked: Set<string> = new Set()) {
  return function* (from: Square): Iterable<Move> {
    for (const d of ORTHOGONAL) {
      const to = offset(from, d);
      if (inside(to) && !blocked.has(labelOf(to))) yield { to, cost: 1 };
    }
  };
}

/** Plain breadth-first distances, written separately from the search under test. */
function bfs(start: Square, blocked: Set<string>): Map<string, number> {
  const dist = new Map<string, number>([[labelOf(start), 0]]);
  const queue = [start];
  while (queue.length) {
    const s = queue.shift()!;
    for (const d of ORTHOGONAL) {
      const t = offset(s, d);
      if (!inside(t) || blocked.has(labelOf(t)) || dist.has(labelOf(t))) continue;
      dist.set(labelOf(t), dist.get(labelOf(s))! + 1);
      queue.push(t);
    }
  }
  return dist;
}

describe('reachable squares', () => {
  test('open floor: every square within the budget, at its Manhattan distance', () => {
    const start = sq('E5');
    const reached = reachable(start, 3, steps());
    let count = 0;
    for (let x = 0; x < 10; x++) {
      for (let y = 0; y < 10; y++) {
        const d = manhattan(start, { x, y });
        expect(reached.get(squareKey({ x, y }))?.cost).toBe(d <= 3 ? d : undefined);
        if (d <= 3) count++;
      }
    }
    expect(count).toBe(25);
  });

  test('around obstacles, costs agree with a plain breadth-first search', () => {
    const blocked = new Set(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8', 'E9', 'E10']);
    const reached = reachable(sq('A1'), 40, steps(blocked));
    const expected = bfs(sq('A1'), blocked);
    expect(reached.size).toBe(expected.size);
    for (const [label, d] of expected) expect(reached.get(squareKey(sq(label)))?.cost).toBe(d);
    expect(expected.get('D1')).toBe(19);
  });

  test('the cheapest route is a chain of orthogonal steps of the right length', () => {
    const blocked = new Set(['C1', 'C2', 'C3']);
    const found = cheapestRoute(sq('A1'), sq('E1'), 12, steps(blocked))!;
    expect(found.cost).toBe(10);
    expect(found.route[0]).toEqual(sq('A1'));
    expect(found.route.at(-1)).toEqual(sq('E1'));
    for (let i = 1; i < found.route.length; i++) expect(manhattan(found.route[i - 1]!, found.route[i]!)).toBe(1);
    expect(cheapestRoute(sq('A1'), sq('E1'), 9, steps(blocked))).toBeUndefined();
  });

  test('moves of several squares (a jump) are taken at their cost and named on arrival', () => {
    const pit = new Set(['C1']);
    const jumps = function* (from: Square): Iterable<Move> {
      yield* steps(pit)(from);
      for (const d of ORTHOGONAL) {
        if (pit.has(labelOf(offset(from, d))) && inside(offset(from, d, 2))) yield { to: offset(from, d, 2), cost: 2, kind: 'jump' };
      }
    };
    const reached = reachable(sq('A1'), 4, jumps);
    expect(reached.get(squareKey(sq('D1')))).toMatchObject({ cost: 3, kind: 'jump' });
  });
});
