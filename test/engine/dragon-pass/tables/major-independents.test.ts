import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { allianceByAdvantage, majorIndependent, readMajorIndependentsTable } from '../../../../src/engine/games/dragon-pass/tables/major-independents.ts';
import { PLACES_NAMED_BY_TABLES } from '../../../../src/engine/games/dragon-pass/tables/places.ts';
import { loadTables, tableFiles } from './files.ts';

/** The Major Independents Table as the seed prints it: name, advantage needed, territory, capital. */
const PRINTED: ReadonlyArray<[string, string, number, string, string]> = [
  ['dragonewts', 'Dragonewts', 45, 'Dragonewt cities 1-8', 'Dragonewt city 1'],
  ['ethilrist', 'Ethilrist & Black Horse Troop', 25, 'Black Horse Country', 'Muse Roost'],
  ['cragspider', 'Cragspider & her allies', 25, "Cragspider's Mountain", 'Cliffhome'],
  ['exiles', 'Exiles', 20, 'Wintertop Mountain', 'Wintertop'],
  ['ironhoof', 'Ironhoof & the Half-Beasts', 15, "Beasts' Valley", 'Wild Temple'],
  ['grazelanders', 'Grazeland Pony Breeders', 15, 'The Grazelands', 'Rich Post'],
  ['androgeus', 'Androgeus', 10, '–', '–'],
];

const table = () => loadTables().majorIndependents;
const placeName = (id: string | null) => (id === null ? '–' : PLACES_NAMED_BY_TABLES.find((p) => p.id === id)?.name);

describe('Major Independents Table: every printed row', () => {
  for (const [id, name, advantage, territory, capital] of PRINTED) {
    it(`${name}: ${advantage} DPs; ${territory}; capital ${capital}`, () => {
      const x = unwrap(majorIndependent(table(), id));
      expect(x.name).toBe(name);
      expect(x.advantageNeeded).toBe(advantage);
      expect(x.territory.length ? x.territoryName : '–').toBe(territory);
      expect(placeName(x.capital)).toBe(capital);
    });
  }

  it('lists the seven, in the seed\'s order, and the eight Dragonewt cities as their territory', () => {
    expect(table().independents.map((x) => x.id)).toEqual(PRINTED.map(([id]) => id));
    expect(unwrap(majorIndependent(table(), 'dragonewts')).territory.map(placeName)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Dragonewt city ${n}`));
  });
});

describe('Major Independents Table: the worked example and the advantage', () => {
  it('WE-DP-12 Major Independents Table: Dragonewts 45, Ethilrist 25, Cragspider 25, Exiles 20, Ironhoof 15, Grazelanders 15, Androgeus 10; Exiles → Wintertop; Dragonewts → Dragonewt city 1', () => {
    expect(table().independents.map((x) => x.advantageNeeded)).toEqual([45, 25, 25, 20, 15, 15, 10]);
    expect(placeName(unwrap(majorIndependent(table(), 'exiles')).capital)).toBe('Wintertop');
    expect(placeName(unwrap(majorIndependent(table(), 'dragonewts')).capital)).toBe('Dragonewt city 1');
  });

  it('allies the side whose DPs lead by the advantage needed (reaching it, our reading): Exiles at 20 ahead, not at 19', () => {
    expect(unwrap(allianceByAdvantage(table(), 'exiles', { lunar: 30, sartar: 10 })).side).toBe('lunar');
    expect(unwrap(allianceByAdvantage(table(), 'exiles', { lunar: 29, sartar: 10 })).side).toBeNull();
    expect(unwrap(allianceByAdvantage(table(), 'dragonewts', { lunar: 0, sartar: 45 })).side).toBe('sartar');
    expect(unwrap(allianceByAdvantage(table(), 'exiles', { lunar: 29, sartar: 10 })).line).toBe('Major Independents Table, Exiles needs an advantage of 20 DPs: Lunar 29, Sartar 10, Lunar leads by only 19: no alliance');
  });

  it('with the "more-than" reading, reaching the advantage is not enough', () => {
    const strict = { ...table(), advantage: { ...table().advantage, reading: 'more-than' as const } };
    expect(unwrap(allianceByAdvantage(strict, 'exiles', { lunar: 30, sartar: 10 })).side).toBeNull();
    expect(unwrap(allianceByAdvantage(strict, 'exiles', { lunar: 31, sartar: 10 })).side).toBe('lunar');
  });

  it('refuses an unknown independent, negative DPs and a broken record, in one line', () => {
    expect(majorIndependent(table(), 'harrek')).toEqual({ ok: false, error: 'Major Independents Table: no major independent "harrek"; known: dragonewts, ethilrist, cragspider, exiles, ironhoof, grazelanders, androgeus.' });
    expect(allianceByAdvantage(table(), 'exiles', { lunar: -1, sartar: 0 })).toEqual({ ok: false, error: 'Major Independents Table: lunar DPs are a whole number 0 or more, not -1.' });
    const json = JSON.parse(tableFiles()['major-independents']!);
    json.independents[3].advantageNeeded = 'twenty';
    expect(readMajorIndependentsTable(JSON.stringify(json))).toEqual({ ok: false, error: 'major-independents.json, independent exiles, advantageNeeded: Invalid input: expected number, received string.' });
  });
});
