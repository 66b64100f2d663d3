import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { placementHex, readPassScenarios } from '../../../../src/engine/games/dragon-pass/scenario.ts';
import { loadForces } from '../forces/load.ts';
import { loadPassMap } from '../map/load.ts';

/** The scenarios are ours (FACTS §3.4: 12 game-turns by default, named places to hold; a shorter one teaches). */
const DIR = 'assets/scenarios/dragon-pass';
const files = (): Record<string, string> => Object.fromEntries(readdirSync(DIR).filter((n) => n.endsWith('.json')).map((n) => [n.slice(0, -5), readFileSync(`${DIR}/${n}`, 'utf8')]));
const map = loadPassMap();
const forces = loadForces();
const read = (f: Record<string, string>) => readPassScenarios(f, map, forces);
const broken = (change: (s: Record<string, unknown>) => void) => {
  const s = JSON.parse(files()['the-pass']!) as Record<string, unknown>;
  change(s);
  const r = read({ 'the-pass': JSON.stringify(s) });
  return r.ok ? '' : r.error;
};

describe('the Dragon Pass scenarios (invented, FACTS §3.4)', () => {
  it('the 12-turn game and the 4-turn one that teaches, the short one first, with the random events on and off', () => {
    const all = unwrap(read(files()));
    expect(all.map((s) => [s.id, s.turns, s.randomEvents])).toEqual([
      ['the-border-fort', 4, false],
      ['the-pass', 12, true],
    ]);
    for (const s of all) expect(s.source).toBe('invented');
  });

  it('every placement is a counter of its side, on a hex of the map, never more than the side has', () => {
    for (const s of unwrap(read(files()))) {
      for (const side of ['lunar', 'sartar'] as const) {
        for (const p of s.placements[side]) {
          expect(forces.units.get(p.counter)?.side, `${s.id} ${p.counter}`).toBe(side);
          expect(placementHex(map, p.at), `${s.id} ${p.at}`).toBeDefined();
        }
      }
    }
    // Boldhome is one hex (E15); a hex is named by its label.
    expect(placementHex(map, 'boldhome')).toBe('E15');
    expect(placementHex(map, 'l9')).toBe('L9');
    expect(placementHex(map, 'sartar')).toBeUndefined();
  });

  it('victory: the Lunar side holds both Sartar fortresses; Sartar both and the Temple', () => {
    const pass = unwrap(read(files())).find((s) => s.id === 'the-pass')!;
    expect(pass.victory.lunar).toEqual(['boldhome', 'border-fort']);
    expect(pass.victory.sartar).toEqual(['boldhome', 'border-fort', 'temple-of-the-reaching-moon']);
  });

  it('refuses, in one line naming file and side: a counter of the other side, too many counters, a place of several hexes, an unknown victory place', () => {
    const placements = (s: Record<string, unknown>) => s.placements as Record<string, Array<Record<string, unknown>>>;
    expect(broken((s) => placements(s).lunar!.push({ counter: 'argrath', count: 1, at: 'L2' }))).toBe("the-pass.json, lunar: argrath is not a lunar counter (it is sartar's).");
    expect(broken((s) => placements(s).lunar!.push({ counter: 'red-emperor', count: 1, at: 'L3' }))).toBe('the-pass.json, lunar: 2 red-emperor placed, and the side has 1.');
    expect(broken((s) => (placements(s).sartar![0]!.at = 'sartar'))).toBe('the-pass.json, sartar: sartar-clan-infantry is placed at "sartar", which is neither a place of one hex nor a hex of the map (A1 to X18).');
    expect(broken((s) => ((s.victory as Record<string, string[]>).lunar = ['nowhere']))).toBe('the-pass.json, victory.lunar: "nowhere" is no place of the map.');
    expect(broken((s) => (s.turns = 0))).toMatch(/^the-pass\.json, turns: /);
  });
});
