import { describe, expect, test } from 'vitest';
import { DIRECTIONS, adjacent, directionTo, hex, hexKey, neighbour, type Hex, type HexKey } from '../../../src/engine/hex/hex.ts';
import { fromOffset } from '../../../src/engine/hex/labels.ts';
import { cheapestPath, reachable, type StepCost, type StepCostFn } from '../../../src/engine/hex/path.ts';

/** The key of the hex at axial (q, r). */
const k = (q: number, r: number): HexKey => hexKey({ q, r });

/*
 * Most hand-worked cases use a 10×10 rhombus in axial coordinates (q and r both 0..9), where the
 * distance from (0,0) to (q,r) is simply q + r and the only neighbours of (0,0) are (1,0) and (0,1).
 */
const inRhombus = (h: Hex) => h.q >= 0 && h.q <= 9 && h.r >= 0 && h.r <= 9;

/** A cost function: `enter(h)` is the cost of stepping into h, null if it cannot be entered. */
function terrain(onBoard: (h: Hex) => boolean, enter: (h: Hex) => StepCost | null): StepCostFn {
  return (_from, to) => (onBoard(to) ? enter(to) : null);
}

const open = terrain(inRhombus, () => ({ mp: 1 }));

function summed(path: readonly Hex[], stepCost: StepCostFn) {
  let mp = 0;
  let secondary = 0;
  for (let i = 1; i < path.length; i++) {
    const d = directionTo(path[i - 1]!, path[i]!);
    if (d === undefined) throw new Error(`path jumps at step ${i}`);
    const step = stepCost(path[i - 1]!, path[i]!, d);
    if (!step) throw new Error(`path takes an impossible step at ${i}`);
    mp += step.mp;
    secondary += step.secondary ?? 0;
  }
  return { mp, secondary };
}

describe('reachable', () => {
  test('open ground: everything within the budget, at its distance', () => {
    const { cost } = reachable(hex(0, 0), 3, open);
    const expected: HexKey[] = [];
    for (let q = 0; q <= 3; q++) for (let r = 0; r <= 3 - q; r++) expected.push(hexKey(hex(q, r)));
    expect(new Set(cost.keys())).toEqual(new Set(expected));
    expect(cost.size).toBe(10);
    for (const entry of cost.values()) {
      expect(entry.mp).toBe(entry.hex.q + entry.hex.r);
      expect(entry.secondary).toBe(0);
    }
  });

  test('a budget of zero reaches only the start', () => {
    const { cost } = reachable(hex(4, 4), 0, open);
    expect([...cost.keys()]).toEqual([k(4, 4)]);
    expect(cost.get(k(4, 4))).toMatchObject({ mp: 0, secondary: 0 });
    expect(cost.get(k(4, 4))!.previous).toBeUndefined();
  });

  test('from the middle of open ground: exactly the 1 + 3k(k+1) hexes within k', () => {
    for (const k of [1, 2, 3]) expect(reachable(hex(5, 5), k, open).cost.size).toBe(1 + 3 * k * (k + 1));
  });

  test('costlier hexes eat the budget: a hex costing 2 is reachable with 2 MP, the hexes beyond it are not', () => {
    const woods = new Set([k(1, 0), k(0, 1)]);
    const stepCost = terrain(inRhombus, (h) => ({ mp: woods.has(hexKey(h)) ? 2 : 1 }));
    const two = reachable(hex(0, 0), 2, stepCost).cost;
    expect(new Set(two.keys())).toEqual(new Set([k(0, 0), k(1, 0), k(0, 1)]));
    expect(two.get(k(1, 0))!.mp).toBe(2);
    const three = reachable(hex(0, 0), 3, stepCost).cost;
    expect(new Set(three.keys())).toEqual(new Set([k(0, 0), k(1, 0), k(0, 1), k(2, 0), k(1, 1), k(0, 2)]));
    for (const key of [k(2, 0), k(1, 1), k(0, 2)]) expect(three.get(key)!.mp).toBe(3);
  });

  test('impassable hexes are never entered, and nothing is reached through them', () => {
    // A wall down column q = 2, so from (0,0) nothing with q >= 2 can be reached.
    const stepCost = terrain(inRhombus, (h) => (h.q === 2 ? null : { mp: 1 }));
    const { cost } = reachable(hex(0, 0), 30, stepCost);
    expect(cost.size).toBe(20); // q = 0 and q = 1, r = 0..9
    for (const entry of cost.values()) expect(entry.hex.q).toBeLessThan(2);
  });

  test('the step function is asked about real neighbours with the right direction', () => {
    const calls: string[] = [];
    reachable(hex(5, 5), 1, (from, to, d) => {
      expect(directionTo(from, to)).toBe(d);
      calls.push(`${from.q},${from.r}>${to.q},${to.r}`);
      return { mp: 1 };
    });
    // The start is asked about each of its six neighbours once.
    expect(calls.filter((c) => c.startsWith('5,5>'))).toHaveLength(6);
    expect(new Set(calls.filter((c) => c.startsWith('5,5>'))).size).toBe(6);
  });
});

describe('cheapestPath', () => {
  test('to the start itself is the start alone', () => {
    expect(cheapestPath(hex(3, 3), hex(3, 3), 0, open)).toEqual([hex(3, 3)]);
  });

  test('round a river with one ford: 18 MP, through the ford, and not with 17', () => {
    // Column q = 4 is a river, fordable only at (4,7). (0,0) to (4,7) is 11 (4 SE + 7 S, staying
    // west of the river until the last step), (4,7) to (8,0) is 7 (4 NE + 3 N): 18 in all,
    // against 8 if the river were not there.
    const river = terrain(inRhombus, (h) => (h.q === 4 && h.r !== 7 ? null : { mp: 1 }));
    const path = cheapestPath(hex(0, 0), hex(8, 0), 18, river);
    expect(path).toBeDefined();
    expect(path![0]).toEqual(hex(0, 0));
    expect(path!.at(-1)).toEqual(hex(8, 0));
    expect(path).toHaveLength(19);
    expect(path!.some((h) => h.q === 4 && h.r === 7)).toBe(true);
    expect(summed(path!, river).mp).toBe(18);
    expect(reachable(hex(0, 0), 18, river).cost.get(k(8, 0))!.mp).toBe(18);
    expect(cheapestPath(hex(0, 0), hex(8, 0), 17, river)).toBeUndefined();
    expect(cheapestPath(hex(0, 0), hex(8, 0), 8, open)).toHaveLength(9);
  });

  test('among routes of equal MP, the one drawing fewer challenge rolls', () => {
    // (2,2) to (3,3) is 2 MP either through (3,2) or through (2,3).
    const through = (risky: HexKey) =>
      terrain(inRhombus, (h) => ({ mp: 1, secondary: hexKey(h) === risky ? 1 : 0 }));
    const avoidEast = through(k(3, 2));
    expect(cheapestPath(hex(2, 2), hex(3, 3), 5, avoidEast)).toEqual([hex(2, 2), hex(2, 3), hex(3, 3)]);
    expect(reachable(hex(2, 2), 5, avoidEast).cost.get(k(3, 3))).toMatchObject({ mp: 2, secondary: 0 });
    const avoidSouth = through(k(2, 3));
    expect(cheapestPath(hex(2, 2), hex(3, 3), 5, avoidSouth)).toEqual([hex(2, 2), hex(3, 2), hex(3, 3)]);
  });

  test('MP comes first: a shorter route with more rolls beats a longer one with none', () => {
    // (2,2) to (4,2) is 2 MP straight through (3,2); every way round is at least 3.
    const stepCost = terrain(inRhombus, (h) => ({ mp: 1, secondary: hexKey(h) === k(3, 2) ? 5 : 0 }));
    expect(cheapestPath(hex(2, 2), hex(4, 2), 10, stepCost)).toEqual([hex(2, 2), hex(3, 2), hex(4, 2)]);
    expect(reachable(hex(2, 2), 10, stepCost).cost.get(k(4, 2))).toMatchObject({ mp: 2, secondary: 5 });
  });

  test('a route found first is replaced by a later one of equal MP and fewer rolls', () => {
    // Only four hexes are open. (3,2) is cheap to enter (1 MP) but draws a roll, and the hexside
    // from it into (3,3) is a window (2 MP); (2,3) costs 2 MP to enter, then 1 into (3,3).
    // Both routes cost 3 MP; the first one found (through (3,2), reached with 1 MP) draws a roll.
    const step = (a: [number, number], b: [number, number]) => `${a}>${b}`;
    const costs: Record<string, StepCost> = {
      [step([2, 2], [3, 2])]: { mp: 1, secondary: 1 },
      [step([2, 2], [2, 3])]: { mp: 2 },
      [step([3, 2], [3, 3])]: { mp: 2 },
      [step([2, 3], [3, 3])]: { mp: 1 },
    };
    const stepCost: StepCostFn = (from, to) => costs[step([from.q, from.r], [to.q, to.r])] ?? null;
    expect(cheapestPath(hex(2, 2), hex(3, 3), 3, stepCost)).toEqual([hex(2, 2), hex(2, 3), hex(3, 3)]);
    expect(reachable(hex(2, 2), 3, stepCost).cost.get(k(3, 3))).toMatchObject({ mp: 3, secondary: 0, previous: k(2, 3) });
  });

  test('secondary costs add up along the route and pick the cheapest of several detours', () => {
    // Hexes with q = 1 or 2 cost a roll, except on r = 4.
    const stepCost = terrain(inRhombus, (h) => ({ mp: 1, secondary: h.q >= 1 && h.q <= 2 && h.r !== 4 ? 1 : 0 }));
    const path = cheapestPath(hex(0, 5), hex(2, 4), 10, stepCost)!;
    // (0,5) to (2,4) is 2 MP: via (1,4) [no roll] or (1,5) [a roll]; the target (2,4) has no roll.
    expect(path).toEqual([hex(0, 5), hex(1, 4), hex(2, 4)]);
    expect(summed(path, stepCost)).toEqual({ mp: 2, secondary: 0 });
  });

  test('an unreachable goal gives undefined', () => {
    // (9,9) is the rhombus corner; its only on-board neighbours are (9,8) and (8,9).
    const walled = terrain(inRhombus, (h) => (hexKey(h) === k(9, 8) || hexKey(h) === k(8, 9) ? null : { mp: 1 }));
    expect(cheapestPath(hex(0, 0), hex(9, 9), 1000, walled)).toBeUndefined();
    expect(reachable(hex(0, 0), 1000, walled).cost.has(k(9, 9))).toBe(false);
    expect(cheapestPath(hex(0, 0), hex(20, 20), 1000, open)).toBeUndefined(); // off the board
    expect(cheapestPath(hex(0, 0), hex(9, 9), 17, open)).toBeUndefined(); // out of reach
    expect(cheapestPath(hex(0, 0), hex(9, 9), 18, open)).toHaveLength(19);
  });
});

describe('against a brute-force relaxation on random 10×10 boards (A1..J10)', () => {
  const board = new Map<HexKey, Hex>();
  for (let col = 0; col < 10; col++) for (let row = 0; row < 10; row++) board.set(hexKey(fromOffset(col, row)), fromOffset(col, row));

  /** A small seeded generator, so a failure can be replayed. */
  function lcg(seed: number) {
    let s = seed >>> 0;
    return () => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
  }

  /** Hex costs to enter, plus a 1 MP surcharge on some hexsides (as a window or a hedge would add). */
  function randomTerrain(seed: number): StepCostFn {
    const random = lcg(seed);
    const cells = new Map<HexKey, StepCost | null>();
    for (const key of board.keys()) {
      const x = random();
      cells.set(key, x < 0.15 ? null : { mp: x < 0.45 ? 2 : x < 0.5 ? 3 : 1, secondary: random() < 0.3 ? 1 : 0 });
    }
    const surcharged = new Set<string>();
    for (const h of board.values()) {
      for (const d of [1, 2, 3] as const) if (random() < 0.2) surcharged.add(`${hexKey(h)}|${hexKey(neighbour(h, d))}`);
    }
    const surcharge = (a: Hex, b: Hex) => (surcharged.has(`${hexKey(a)}|${hexKey(b)}`) || surcharged.has(`${hexKey(b)}|${hexKey(a)}`) ? 1 : 0);
    return (from, to) => {
      const cell = cells.get(hexKey(to));
      return cell ? { mp: cell.mp + surcharge(from, to), secondary: cell.secondary } : null;
    };
  }

  /** Lexicographic (mp, secondary) by repeated relaxation until nothing improves. */
  function bruteForce(start: Hex, stepCost: StepCostFn): Map<HexKey, { mp: number; secondary: number }> {
    const best = new Map([[hexKey(start), { mp: 0, secondary: 0 }]]);
    for (let changed = true; changed; ) {
      changed = false;
      for (const [key, h] of board) {
        const here = best.get(key);
        if (!here) continue;
        for (const d of DIRECTIONS) {
          const next = neighbour(h, d);
          const step = stepCost(h, next, d);
          if (!step) continue;
          const candidate = { mp: here.mp + step.mp, secondary: here.secondary + (step.secondary ?? 0) };
          const known = best.get(hexKey(next));
          if (!known || candidate.mp < known.mp || (candidate.mp === known.mp && candidate.secondary < known.secondary)) {
            best.set(hexKey(next), candidate);
            changed = true;
          }
        }
      }
    }
    return best;
  }

  test('reachable gives the cheapest (mp, secondary) for every hex within the budget, and every path adds up', () => {
    let checkedPaths = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const stepCost = randomTerrain(seed);
      const start = fromOffset(seed % 10, (seed * 7) % 10);
      const budget = 4 + (seed % 8);
      const truth = bruteForce(start, stepCost);
      const { cost } = reachable(start, budget, stepCost);
      const expected = [...truth].filter(([, v]) => v.mp <= budget);
      expect(cost.size).toBe(expected.length);
      for (const [key, v] of expected) {
        const got = cost.get(key);
        if (!got || got.mp !== v.mp || got.secondary !== v.secondary) {
          expect(got && { mp: got.mp, secondary: got.secondary }, `seed ${seed}, ${key}`).toEqual(v);
        }
      }
      for (const [key, v] of truth) {
        const goal = board.get(key)!;
        const path = cheapestPath(start, goal, budget, stepCost);
        if (v.mp > budget) {
          expect(path).toBeUndefined();
          continue;
        }
        const where = `seed ${seed}, ${hexKey(start)} to ${key}`;
        if (!path) expect.fail(`${where}: no path`);
        if (hexKey(path[0]!) !== hexKey(start) || hexKey(path.at(-1)!) !== key) expect.fail(`${where}: wrong ends`);
        for (let i = 1; i < path.length; i++) if (!adjacent(path[i - 1]!, path[i]!)) expect.fail(`${where}: jumps at ${i}`);
        const total = summed(path, stepCost); // throws on an impossible step
        if (total.mp !== v.mp || total.secondary !== v.secondary) expect(total, where).toEqual(v);
        checkedPaths++;
      }
    }
    expect(checkedPaths).toBeGreaterThan(100);
  });
});
