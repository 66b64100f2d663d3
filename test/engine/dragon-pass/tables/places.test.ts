import { describe, expect, it } from 'vitest';
import { readDragonPassTables } from '../../../../src/engine/games/dragon-pass/tables/index.ts';
import { NAMES_OFF_THE_MAP, PLACES_NAMED_BY_TABLES } from '../../../../src/engine/games/dragon-pass/tables/places.ts';
import { placesOfEffect } from '../../../../src/engine/games/dragon-pass/tables/random-events.ts';
import { edited, loadTables, tableFiles } from './files.ts';

/** Where the data names each place: `major-independents/<id>` or `random-events/<rolls>`, from the files themselves. */
function namedInData(): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  const add = (place: string, by: string) => named.set(place, (named.get(place) ?? new Set()).add(by));
  const t = loadTables();
  for (const x of t.majorIndependents.independents) for (const p of [...x.territory, ...(x.capital ? [x.capital] : [])]) add(p, `major-independents/${x.id}`);
  for (const e of t.randomEvents.events) {
    const rolls = e.rolls.length > 1 ? `${e.rolls[0]}-${e.rolls.at(-1)}` : String(e.rolls[0]);
    for (const p of placesOfEffect(e.effect)) add(p, `random-events/${rolls}`);
  }
  return named;
}

describe('Places named by the tables', () => {
  it('lists exactly the places the tables\' data name, each with every record that names it', () => {
    const listed = new Map(PLACES_NAMED_BY_TABLES.map((p) => [p.id, new Set(p.namedBy)]));
    expect(listed).toEqual(namedInData());
  });

  it('has the places the seed names, by their plain ids and display names', () => {
    const names = Object.fromEntries(PLACES_NAMED_BY_TABLES.map((p) => [p.id, p.name]));
    expect(names).toMatchObject({
      'stone-cross': 'Stone Cross (south edge)', 'temple-of-the-reaching-moon': 'Temple of the Reaching Moon', 'dragonewt-city-1': 'Dragonewt city 1',
      'muse-roost': 'Muse Roost', cliffhome: 'Cliffhome', wintertop: 'Wintertop', 'wild-temple': 'Wild Temple', 'rich-post': 'Rich Post', 'lunar-empire': 'the Lunar Empire',
    });
    expect(PLACES_NAMED_BY_TABLES).toHaveLength(22);
    expect(new Set(PLACES_NAMED_BY_TABLES.map((p) => p.id)).size).toBe(22);
  });

  it('keeps the lands beyond the edges (the Redlands, the provinces, Prax) off the list: their events name edges', () => {
    expect(NAMES_OFF_THE_MAP.map((n) => n.name)).toEqual(['the Redlands', 'the provinces', 'Prax']);
    for (const n of NAMES_OFF_THE_MAP) expect(PLACES_NAMED_BY_TABLES.some((p) => p.name === n.name)).toBe(false);
  });
});

describe('Reading all the tables together', () => {
  it('reads the seven files', () => {
    expect(readDragonPassTables(tableFiles()).ok).toBe(true);
  });

  it('refuses a place no table list knows, naming the file and the record', () => {
    const files = edited('random-events', (json) => (json.events[8].effect.enter.from = 'stone-bridge'));
    expect(readDragonPassTables(files)).toEqual({
      ok: false, error: 'random-events.json, event the-south-soldiers-arrive: unknown place "stone-bridge"; every place a table names is in PLACES_NAMED_BY_TABLES (tables/places.ts).',
    });
    const capital = edited('major-independents', (json) => (json.independents[1].capital = 'muse-rooster'));
    expect(readDragonPassTables(capital)).toEqual({
      ok: false, error: 'major-independents.json, independent ethilrist: unknown place "muse-rooster"; every place a table names is in PLACES_NAMED_BY_TABLES (tables/places.ts).',
    });
  });

  it('refuses an event naming an independent the Major Independents Table lacks', () => {
    const files = edited('random-events', (json) => (json.events[16].effect.independent = 'feathered-horse-queen'));
    expect(readDragonPassTables(files)).toEqual({
      ok: false, error: 'random-events.json, event gifts-to-the-feathered-horse-queen: unknown independent "feathered-horse-queen"; known: dragonewts, ethilrist, cragspider, exiles, ironhoof, grazelanders, androgeus.',
    });
  });

  it('refuses a missing file, a stray file and a file that is not JSON, in one line', () => {
    const { emissary: _gone, ...rest } = tableFiles();
    expect(readDragonPassTables(rest)).toEqual({ ok: false, error: 'emissary.json: missing; the tables are attack-table.json, missile-fire.json, bat-hunger.json, dwarf-luck.json, emissary.json, major-independents.json, random-events.json.' });
    expect(readDragonPassTables({ ...tableFiles(), weather: '{}' })).toMatchObject({ ok: false, error: expect.stringMatching(/^weather\.json: not a table;/) });
    expect(readDragonPassTables({ ...tableFiles(), 'dwarf-luck': '{"table": ' })).toMatchObject({ ok: false, error: expect.stringMatching(/^dwarf-luck\.json: not JSON/) });
  });
});
