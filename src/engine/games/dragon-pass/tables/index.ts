import { err, ok, type Result } from '../../../core/result.ts';
import { readAttackTable, type AttackTable } from './attack.ts';
import { readBatHungerTable, type BatHungerTable } from './bat-hunger.ts';
import { readDwarfLuckTable, type DwarfLuckTable } from './dwarf-luck.ts';
import { readEmissaryTable, type EmissaryTable } from './emissary.ts';
import { readMajorIndependentsTable, type MajorIndependentsTable } from './major-independents.ts';
import { readMissileFireTable, type MissileFireTable } from './missile-fire.ts';
import { PLACES_NAMED_BY_TABLES } from './places.ts';
import { independentOfEffect, placesOfEffect, readRandomEventsTable, type RandomEventsTable } from './random-events.ts';

/** Every table of the seed, read from `assets/dragon-pass/tables/`. */
export interface DragonPassTables {
  attack: AttackTable;
  missileFire: MissileFireTable;
  batHunger: BatHungerTable;
  dwarfLuck: DwarfLuckTable;
  emissary: EmissaryTable;
  majorIndependents: MajorIndependentsTable;
  randomEvents: RandomEventsTable;
}

/** Each table's file, by name without `.json`, as the app hands them over. */
export const TABLE_FILES = ['attack-table', 'missile-fire', 'bat-hunger', 'dwarf-luck', 'emissary', 'major-independents', 'random-events'] as const;

/**
 * Reads every table file and checks them against each other: each place an event or an
 * independent names is a known place, each independent an event names is on the Major
 * Independents Table. The first mistake comes back as one line naming the file and the record.
 */
export function readDragonPassTables(files: Readonly<Record<string, string>>): Result<DragonPassTables> {
  const missing = TABLE_FILES.find((name) => files[name] === undefined);
  if (missing) return err(`${missing}.json: missing; the tables are ${TABLE_FILES.map((n) => `${n}.json`).join(', ')}.`);
  const extra = Object.keys(files).find((name) => !(TABLE_FILES as readonly string[]).includes(name));
  if (extra) return err(`${extra}.json: not a table; the tables are ${TABLE_FILES.map((n) => `${n}.json`).join(', ')}.`);

  const attack = readAttackTable(files['attack-table']!);
  if (!attack.ok) return attack;
  const missileFire = readMissileFireTable(files['missile-fire']!);
  if (!missileFire.ok) return missileFire;
  const batHunger = readBatHungerTable(files['bat-hunger']!);
  if (!batHunger.ok) return batHunger;
  const dwarfLuck = readDwarfLuckTable(files['dwarf-luck']!);
  if (!dwarfLuck.ok) return dwarfLuck;
  const emissary = readEmissaryTable(files['emissary']!);
  if (!emissary.ok) return emissary;
  const majorIndependents = readMajorIndependentsTable(files['major-independents']!);
  if (!majorIndependents.ok) return majorIndependents;
  const randomEvents = readRandomEventsTable(files['random-events']!);
  if (!randomEvents.ok) return randomEvents;

  const known = new Set(PLACES_NAMED_BY_TABLES.map((p) => p.id));
  const unknownPlace = (id: string) => `unknown place "${id}"; every place a table names is in PLACES_NAMED_BY_TABLES (tables/places.ts)`;
  for (const x of majorIndependents.value.independents) {
    const place = [...x.territory, ...(x.capital ? [x.capital] : [])].find((p) => !known.has(p));
    if (place) return err(`major-independents.json, independent ${x.id}: ${unknownPlace(place)}.`);
  }
  const independents = majorIndependents.value.independents.map((x) => x.id);
  for (const e of randomEvents.value.events) {
    const place = placesOfEffect(e.effect).find((p) => !known.has(p));
    if (place) return err(`random-events.json, event ${e.id}: ${unknownPlace(place)}.`);
    const who = independentOfEffect(e.effect);
    if (who !== undefined && !independents.includes(who)) return err(`random-events.json, event ${e.id}: unknown independent "${who}"; known: ${independents.join(', ')}.`);
  }

  return ok({
    attack: attack.value,
    missileFire: missileFire.value,
    batHunger: batHunger.value,
    dwarfLuck: dwarfLuck.value,
    emissary: emissary.value,
    majorIndependents: majorIndependents.value,
    randomEvents: randomEvents.value,
  });
}
