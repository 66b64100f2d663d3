import { parseJson } from '../../../core/json-file.ts';
import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import { MAP_PLACE_IDS, type MapPlaceId } from '../map/places.ts';
import { FORCE_FLAGS, FORCE_SOURCES, UNIT_KINDS, type Allegiance, type Counter, type Forces, type Independent } from './types.ts';

/**
 * Reads the forces from the files of `assets/dragon-pass/forces/` (format in docs/dragon-pass.md,
 * "The forces"): `lunar.json` and `sartar.json` list a side's counters, `independents.json` one
 * record per independent with its counters. The app or a test hands in every file's text by its
 * name. Every mistake comes back as one line naming the file and the record, and nothing is half-read.
 */

const Id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case words joined by hyphens (red-emperor)');
const Name = z.string().min(1);
/** A factor or an allowance: the Attack Table drops fractions, so a counter carries none, and none is below 0. */
const Factor = z.number({ error: 'a factor is a number' }).int('a factor is a whole number').min(0, 'a factor is 0 or more');
const Flag = z.enum(FORCE_FLAGS, { error: (i) => `"${String(i.input)}" is no flag; one of ${FORCE_FLAGS.join(', ')}` });
const Kind = z.enum(UNIT_KINDS, { error: (i) => `"${String(i.input)}" is no kind; one of ${UNIT_KINDS.join(', ')}` });

/** A place is checked against MAP_PLACE_IDS after parsing, so the refusal can name the unknown id. */
const CounterSchema = z.strictObject({
  id: Id, name: Name, kind: Kind,
  combat: Factor, magic: Factor, missile: Factor, leader: Factor, movement: Factor,
  flags: z.array(Flag),
  count: z.number().int('a count is a whole number').min(1, 'a count is 1 or more'),
  home: Id.optional(),
  group: Id.optional(),
  arrives: z.strictObject({ by: Id, at: Id.optional() }).optional(),
  text: Name.optional(),
  source: z.enum(FORCE_SOURCES),
});
type CounterData = z.infer<typeof CounterSchema>;

const SideFileSchema = z.strictObject({ side: z.enum(['lunar', 'sartar']), name: Name, units: z.array(CounterSchema) });
const IndependentSchema = z.strictObject({
  id: Id, name: Name, major: z.boolean(), territory: Id.optional(), capital: Id.optional(), units: z.array(CounterSchema).min(1, 'an independent has at least one counter'),
});
const IndependentsFileSchema = z.strictObject({ side: z.literal('independent'), independents: z.array(IndependentSchema) });

/** The flag each of these kinds must carry, since the tables read the flag and never the kind. */
const KIND_FLAG = { spirit: 'spirit', herd: 'herd', treasure: 'treasure', emissary: 'emissary' } as const;

const PLACES: ReadonlySet<string> = new Set(MAP_PLACE_IDS);

export function readForces(files: Readonly<Record<string, string>>): Result<Forces> {
  const units = new Map<string, Counter>();
  const lunar: Counter[] = [];
  const sartar: Counter[] = [];
  const independents = new Map<string, Independent>();
  const sideFile = new Map<string, string>();

  /** Checks one counter past the schema and files it under its id, or refuses it in one line. */
  const take = (file: string, data: CounterData, side: Allegiance, independent?: string): Result<Counter> => {
    const at = `${file}, unit ${data.id}`;
    const before = units.get(data.id);
    if (before) return err(`${at}: the id is used already in ${before.file}; every counter needs its own.`);
    if (data.home !== undefined && !PLACES.has(data.home)) return err(`${at}: home "${data.home}" is no place of the map (MAP_PLACE_IDS).`);
    if (data.arrives?.at !== undefined && !PLACES.has(data.arrives.at)) return err(`${at}: arrives at "${data.arrives.at}", which is no place of the map (MAP_PLACE_IDS).`);
    const twice = data.flags.find((f, i) => data.flags.indexOf(f) !== i);
    if (twice) return err(`${at}: the flag ${twice} is given twice.`);
    const needs = KIND_FLAG[data.kind as keyof typeof KIND_FLAG];
    if (needs && !data.flags.includes(needs)) return err(`${at}: a ${data.kind} carries the ${needs} flag, which the tables read.`);
    if (data.flags.includes('disembodied') && !data.flags.includes('spirit')) return err(`${at}: only a spirit is disembodied (the plague spares "a disembodied spirit").`);
    const counter: Counter = {
      ...data, home: data.home as MapPlaceId | undefined, arrives: data.arrives as Counter['arrives'], side, file,
      ...(independent === undefined ? {} : { independent }),
    };
    units.set(counter.id, counter);
    return ok(counter);
  };

  for (const [file, text] of Object.entries(files)) {
    const read = parseJson(file, text);
    if (!read.ok) return read;
    const json = read.value;
    const side = (json as { side?: unknown } | null)?.side;
    if (side === 'independent') {
      const parsed = IndependentsFileSchema.safeParse(json);
      if (!parsed.success) return err(refusal(file, json, parsed.error.issues[0]!));
      if (sideFile.has(side)) return err(`${file}: the independents are given already in ${sideFile.get(side)}; one file holds them all.`);
      sideFile.set(side, file);
      for (const record of parsed.data.independents) {
        const at = `${file}, independent ${record.id}`;
        if (independents.has(record.id)) return err(`${at}: the id is given twice; every independent needs its own.`);
        for (const place of [record.territory, record.capital]) {
          if (place !== undefined && !PLACES.has(place)) return err(`${at}: "${place}" is no place of the map (MAP_PLACE_IDS).`);
        }
        const own: Counter[] = [];
        for (const data of record.units) {
          const counter = take(file, data, 'independent', record.id);
          if (!counter.ok) return counter;
          own.push(counter.value);
        }
        independents.set(record.id, {
          id: record.id, name: record.name, major: record.major, units: own,
          ...(record.territory === undefined ? {} : { territory: record.territory as MapPlaceId }),
          ...(record.capital === undefined ? {} : { capital: record.capital as MapPlaceId }),
        });
      }
    } else {
      const parsed = SideFileSchema.safeParse(json);
      if (!parsed.success) return err(refusal(file, json, parsed.error.issues[0]!));
      const { side: which } = parsed.data;
      if (sideFile.has(which)) return err(`${file}: the ${which} battalia is given already in ${sideFile.get(which)}; one file a side.`);
      sideFile.set(which, file);
      for (const data of parsed.data.units) {
        const counter = take(file, data, which);
        if (!counter.ok) return counter;
        (which === 'lunar' ? lunar : sartar).push(counter.value);
      }
    }
  }
  for (const side of ['lunar', 'sartar', 'independent']) {
    if (!sideFile.has(side)) return err(`forces: no file gives the ${side === 'independent' ? 'independents' : `${side} battalia`}; the game needs lunar, sartar and the independents.`);
  }
  return ok({ units, lunar, sartar, independents });
}

/** One line for a schema issue, naming the file and the innermost record (a unit, or an independent). */
function refusal(file: string, json: unknown, issue: z.core.$ZodIssue): string {
  const RECORD: Record<string, string> = { units: 'unit', independents: 'independent' };
  let node: unknown = json;
  let record = '';
  let field: string[] = [];
  let parent: PropertyKey | undefined;
  for (const step of issue.path) {
    node = (node as Record<PropertyKey, unknown> | undefined)?.[step as PropertyKey];
    const named = typeof step === 'number' && parent !== undefined ? RECORD[String(parent)] : undefined;
    if (named) {
      const id = (node as { id?: unknown } | undefined)?.id;
      record = `${record}, ${named} ${typeof id === 'string' ? id : `number ${step as number + 1}`}`;
      field = [];
    } else if (!(typeof step === 'string' && step in RECORD)) {
      field.push(typeof step === 'number' ? `[${step}]` : String(step));
    }
    parent = step;
  }
  return `${file}${record}${field.length ? `, ${field.join('.').replace(/\.\[/g, '[')}` : ''}: ${issue.message}.`;
}
