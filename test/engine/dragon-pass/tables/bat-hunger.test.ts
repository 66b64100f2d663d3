import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { batHunger, nextMoonPhase, readBatHungerTable } from '../../../../src/engine/games/dragon-pass/tables/bat-hunger.ts';
import { loadTables, tableFiles } from './files.ts';

/** The Bat Hunger Table as the seed prints it, in its order: phase, 1 day missed, both days missed. */
const PRINTED: ReadonlyArray<[string, number, number]> = [
  ['crescent-come', 2, 3],
  ['empty-half', 4, 6],
  ['full', 8, 12],
  ['full-half', 16, 24],
];

const table = () => loadTables().batHunger;
const units = (phase: string, days: number, swap = false) => unwrap(batHunger(table(), phase, days, { swapFullAndFullHalf: swap })).units;

describe('Bat Hunger Table: every printed row', () => {
  for (const [phase, one, both] of PRINTED) {
    it(`${phase}: ${one} units for 1 day missed, ${both} for both days`, () => {
      expect(units(phase, 1)).toBe(one);
      expect(units(phase, 2)).toBe(both);
    });
  }

  it('keeps the seed\'s row order: Crescent-come, Empty Half, Full, Full Half', () => {
    expect(table().rows.map((r) => r.phase)).toEqual(PRINTED.map(([p]) => p));
  });
});

describe('Bat Hunger Table: the worked example and the swap', () => {
  it('WE-DP-20 Bat Hunger Table: Full, both days → 12; Crescent-come, 1 day → 2; Full Half, both days → 24', () => {
    expect(units('full', 2)).toBe(12);
    expect(units('crescent-come', 1)).toBe(2);
    expect(units('full-half', 2)).toBe(24);
  });

  it('with the swap option Full reads 16/24 and Full Half 8/12; the other rows do not move', () => {
    expect([units('full', 1, true), units('full', 2, true)]).toEqual([16, 24]);
    expect([units('full-half', 1, true), units('full-half', 2, true)]).toEqual([8, 12]);
    expect([units('crescent-come', 2, true), units('empty-half', 2, true)]).toEqual([3, 6]);
    expect(unwrap(batHunger(table(), 'full', 2, { swapFullAndFullHalf: true })).line).toBe('Bat Hunger Table, Full Moon (read on the Full Half row: labels swapped), both days missed: 24 units');
  });
});

describe('Bat Hunger Table: the Moon track', () => {
  it('runs Dark, Crescent-come, Empty Half, Full Half, Full, Crescent-go, Dying, and back to Dark', () => {
    const seen = ['dark'];
    for (let i = 0; i < 7; i++) seen.push(unwrap(nextMoonPhase(table(), seen.at(-1)!)));
    expect(seen).toEqual(['dark', 'crescent-come', 'empty-half', 'full-half', 'full', 'crescent-go', 'dying', 'dark']);
  });

  it('names no hunger for the phases the table leaves out (Dark, Crescent-go, Dying)', () => {
    for (const phase of ['dark', 'crescent-go', 'dying']) expect(units(phase, 2)).toBeNull();
    expect(unwrap(batHunger(table(), 'dark', 1)).line).toBe('Bat Hunger Table: the table names no hunger for the Dark Moon');
  });

  it('refuses an unknown phase, three days missed, and a row whose phase is off the track, in one line', () => {
    expect(batHunger(table(), 'gibbous', 1)).toEqual({ ok: false, error: 'Bat Hunger Table: no Moon phase "gibbous"; the track runs dark, crescent-come, empty-half, full-half, full, crescent-go, dying.' });
    expect(batHunger(table(), 'full', 3)).toEqual({ ok: false, error: 'Bat Hunger Table: the Bat misses 1 day or both days, not 3.' });
    const json = JSON.parse(tableFiles()['bat-hunger']!);
    json.rows[1].phase = 'half-empty';
    expect(readBatHungerTable(JSON.stringify(json))).toEqual({
      ok: false, error: 'bat-hunger.json, row half-empty: phase "half-empty" is not on the Moon track (dark, crescent-come, empty-half, full-half, full, crescent-go, dying).',
    });
  });
});
