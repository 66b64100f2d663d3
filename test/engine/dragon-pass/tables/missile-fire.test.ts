import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { bestTerrainModifier, missileFire, readMissileFireTable, type MissileShot } from '../../../../src/engine/games/dragon-pass/tables/missile-fire.ts';
import { tableFiles, loadTables } from './files.ts';

/** The Missile Fire Table as the seed prints it: columns 0, 1, 2, 3-4, 5-6, 7-9, 10+; one line per die 0-7. */
const COLUMNS = ['0', '1', '2', '3-4', '5-6', '7-9', '10+'];
const PRINTED: Record<number, string> = {
  0: '– – – – – – –',
  1: '– – – – – – 1DD',
  2: '– – – – – 1DD 1DD',
  3: '– – – – 1DD 1DD 2DD',
  4: '– – – 1DD 1DD 2DD 1DE',
  5: '– – 1DD 1DD 2DD 1DE 2DE',
  6: '– 1DD 1DD 2DD 1DE 2DE 3DE',
  7: '– 1DD 2DD 1DE 2DE 3DE 3DE',
};
/** A missile factor for each column, and every other factor the column takes (up to 15). */
const FACTORS: Record<string, number[]> = { '0': [0], '1': [1], '2': [2], '3-4': [3, 4], '5-6': [5, 6], '7-9': [7, 8, 9], '10+': [10, 11, 12, 15, 40] };

const table = () => loadTables().missileFire;
const shoot = (shot: Partial<MissileShot> & { factor: number; die: number }) => unwrap(missileFire(table(), { terrain: [], units: [], ...shot }));
/** A shot that reads `row`: the face itself for 1-6; a 4 in a fortress (−4) for row 0; a 6 at a giant (+1) for row 7. */
const shotFor = (row: number, factor: number) =>
  row === 0 ? { factor, die: 4, terrain: ['fortress'] } : row === 7 ? { factor, die: 6, units: ['giants-or-llamas'] } : { factor, die: row };

describe('Missile Fire Table: every printed row', () => {
  for (const row of [0, 1, 2, 3, 4, 5, 6, 7]) {
    it(`die ${row}: ${PRINTED[row]}`, () => {
      const want = PRINTED[row]!.split(' ').map((c) => (c === '–' ? '-' : c));
      const got = COLUMNS.map((col) =>
        FACTORS[col]!.map((factor) => {
          const reading = shoot(shotFor(row, factor));
          expect(reading.row).toBe(row);
          expect(reading.column).toBe(col);
          return reading.result.id;
        }),
      );
      got.forEach((results, i) => expect(new Set(results)).toEqual(new Set([want[i]])));
    });
  }

  it('explains each result as the seed does', () => {
    const r = Object.fromEntries(table().results.map((x) => [x.id, [x.disrupted, x.eliminated, x.orEliminated ?? 0]]));
    expect(r).toEqual({ '-': [0, 0, 0], '1DD': [1, 0, 0], '2DD': [2, 0, 1], '1DE': [0, 1, 0], '2DE': [0, 2, 0], '3DE': [0, 3, 0] });
  });

  it('has the seed\'s terrain modifiers: fortress −4; forest, altar, temple, mountain, dragonewt city, ruin, stockade, town −2; hill, marsh −1', () => {
    expect(table().terrainModifiers.map((m) => `${m.terrain} ${m.value}`)).toEqual([
      'fortress -4', 'forest -2', 'altar -2', 'temple -2', 'mountain -2', 'dragonewt-city -2', 'ruin -2', 'stockade -2', 'town -2', 'hill -1', 'marsh -1',
    ]);
    for (const m of table().terrainModifiers) expect(shoot({ factor: 10, die: 6, terrain: [m.terrain] }).row).toBe(6 + m.value);
  });

  it('has the seed\'s unit modifiers: dragon −3, all ducks or Bison −1, any giant or Llama +1', () => {
    expect(table().unitModifiers.map((m) => `${m.id} ${m.value}`)).toEqual(['dragon -3', 'ducks-or-bison -1', 'giants-or-llamas 1']);
    expect(shoot({ factor: 10, die: 5, units: ['dragon'] }).row).toBe(2);
    expect(shoot({ factor: 10, die: 5, units: ['ducks-or-bison'] }).row).toBe(4);
    expect(shoot({ factor: 10, die: 5, units: ['giants-or-llamas'] }).row).toBe(6);
  });
});

describe('Missile Fire Table: the worked examples', () => {
  it('WE-DP-05 Missile Fire Table with terrain: factor 10 at a fortress (−4) on a 6 reads row 2 → 1DD', () => {
    const reading = shoot({ factor: 10, die: 6, terrain: ['fortress'] });
    expect(reading.row).toBe(2);
    expect(reading.result.id).toBe('1DD');
  });

  it('WE-DP-06 Missile Fire Table terrain and unit modifiers combined: factor 3, hill (−1) and a giant (+1), on a 5 → column 3-4, row 5 → 1DD', () => {
    const reading = shoot({ factor: 3, die: 5, terrain: ['hill'], units: ['giants-or-llamas'] });
    expect([reading.column, reading.row, reading.result.id]).toEqual(['3-4', 5, '1DD']);
  });

  it('WE-DP-08 Missile Fire Table terrain modifiers do not stack: a town (−2) on a hill (−1) gives −2 only', () => {
    expect(bestTerrainModifier(table(), ['hill', 'town'])?.value).toBe(-2);
    const reading = shoot({ factor: 5, die: 6, terrain: ['hill', 'town'] });
    expect(reading.modifiers).toEqual([{ label: 'town', value: -2 }]);
    expect(reading.row).toBe(4);
  });

  it('WE-DP-09 Missile Fire Table clamping: 1 − 4 reads row 0 (no effect everywhere); a Llama herd on a 6 reads row 7 (factor 5 → 2DE, 10 → 3DE); factor 0 never hits', () => {
    for (const factor of [0, 1, 2, 3, 5, 7, 10, 20]) expect(shoot({ factor, die: 1, terrain: ['fortress'] }).result.id).toBe('-');
    expect(shoot({ factor: 5, die: 6, units: ['giants-or-llamas'] }).result.id).toBe('2DE');
    expect(shoot({ factor: 10, die: 6, units: ['giants-or-llamas'] }).result.id).toBe('3DE');
    for (const die of [1, 2, 3, 4, 5, 6]) expect(shoot({ factor: 0, die, units: ['giants-or-llamas'] }).result.id).toBe('-');
  });
});

describe('Missile Fire Table: reading and refusing', () => {
  it('adds the unit modifiers together, with the best terrain one: a dragon and a giant in a forest on a 6 → 6 −2 −3 +1 = 2', () => {
    const reading = shoot({ factor: 10, die: 6, terrain: ['forest', 'hill'], units: ['dragon', 'giants-or-llamas'] });
    expect(reading.row).toBe(2);
    expect(reading.line).toBe('Missile Fire Table, missile factor 10 (column 10+), die 6 −2 forest −3 dragon +1 giants-or-llamas = 2 (row 2): 1DD, one defending unit disrupted');
    expect(reading.record).toMatchObject({ table: 'Missile Fire Table', row: 'die 2', column: 'factor 10+', total: 2, min: 0, max: 7, result: '1DD' });
  });

  it('drops the fraction of a missile factor (our reading): 4½ reads column 3-4', () => {
    expect(shoot({ factor: 4.5, die: 4 }).column).toBe('3-4');
  });

  it('refuses an unknown unit modifier, a bad face and a negative factor in one line', () => {
    expect(missileFire(table(), { factor: 3, die: 4, terrain: [], units: ['duck'] })).toEqual({
      ok: false, error: 'Missile Fire Table: no unit modifier "duck"; known: dragon, ducks-or-bison, giants-or-llamas.',
    });
    expect(missileFire(table(), { factor: 3, die: 0, terrain: [], units: [] })).toEqual({ ok: false, error: 'Missile Fire Table: a d6 shows 1 to 6, not 0.' });
    expect(missileFire(table(), { factor: -2, die: 3, terrain: [], units: [] })).toEqual({ ok: false, error: 'Missile Fire Table: a missile factor total is 0 or more, not -2.' });
  });

  it('refuses a broken row in one line naming the file and the row', () => {
    const json = JSON.parse(tableFiles()['missile-fire']!);
    json.rows[3].results[2] = '1XX';
    expect(readMissileFireTable(JSON.stringify(json)).ok).toBe(false);
    expect(readMissileFireTable(JSON.stringify(json))).toMatchObject({ error: expect.stringMatching(/^missile-fire\.json, row 3, results\.2: Invalid option/) });
    json.rows[3].results = ['-', '-', '-', '-', '1DD', '1DD'];
    expect(readMissileFireTable(JSON.stringify(json))).toEqual({ ok: false, error: 'missile-fire.json, row 3: 6 results for 7 columns.' });
  });
});
