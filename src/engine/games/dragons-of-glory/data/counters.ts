import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import type { CounterSpec, Race, Side, Source, UnitKind } from '../units.ts';
import { readJson } from './read.ts';

/**
 * The counters as data (assets/counters/dragons-of-glory/*.json, format in
 * docs/dragons-of-glory-data.md). One entry may stand for several identical counters (`count`),
 * numbered from 1: `Draconians` ×20 are `draconians-1` … `draconians-20`.
 */

export const KINDS = ['infantry', 'cavalry', 'air', 'dragon', 'citadel', 'leader', 'fleet', 'wizard'] as const satisfies readonly UnitKind[];
export const RACES = ['human', 'knight', 'elf', 'kender', 'dwarf', 'ogre', 'minotaur', 'hobgoblin', 'draconian', 'mercenary', 'undead', 'griffon', 'pegasus', 'dragon', 'none'] as const satisfies readonly Race[];
export const SOURCES = ['dl11', 'dragon', 'paths-of-the-lance', 'fan-redraw', 'invented'] as const satisfies readonly Source[];

const IdSchema = z.string().regex(/^[a-z][a-z0-9-]*[a-z0-9]$/, 'an id is lower-case letters, digits and dashes');
const SourceSchema = z.enum(SOURCES);
const SidesSchema = z.enum(['highlord', 'whitestone']);

const EntrySchema = z
  .strictObject({
    id: IdSchema,
    name: z.string().min(1),
    /** How many identical counters this entry stands for; numbered when given. */
    count: z.number().int().min(1).optional(),
    /** Where the count comes from, when it is not the values' source. */
    countSource: SourceSchema.optional(),
    kind: z.enum(KINDS),
    race: z.enum(RACES),
    nation: IdSchema,
    /** For a side's own pool (the dragonarmy, the good dragons, each side's wizards, Laurana): the side it always serves. */
    side: SidesSchema.optional(),
    strength: z.number().int().min(0),
    depleted: z.number().int().min(0).nullable(),
    movement: z.number().int().min(0),
    /** One source for every value, or one per value. */
    source: SourceSchema.optional(),
    sources: z.strictObject({ strength: SourceSchema, depleted: SourceSchema.optional(), movement: SourceSchema }).optional(),
    /** Why a value is uncertain or invented. */
    note: z.string().optional(),
  })
  .refine((e) => (e.source === undefined) !== (e.sources === undefined), { message: 'give either source (for every value) or sources (one per value)' })
  .refine((e) => e.depleted === null || e.depleted < e.strength, { message: 'a depleted side is weaker than the front' })
  .refine((e) => e.depleted === null || e.source !== undefined || e.sources?.depleted !== undefined, { message: 'a counter with a back needs sources.depleted' });

const FileSchema = z.strictObject({ counters: z.array(EntrySchema).min(1) });

/** A counter as read: its printed values, the side it always serves (when it has no nation), and where its count comes from. */
export interface Counter extends CounterSpec {
  side?: Side;
  countSource?: Source;
  note?: string;
}

/** Reads one counters file; `file` names it in the one-line error. */
export function readCounters(text: string, file = 'counters'): Result<Counter[]> {
  const read = readJson(file, text, FileSchema, 'counters');
  if (!read.ok) return read;
  const out: Counter[] = [];
  const seen = new Set<string>();
  for (const [i, e] of read.value.counters.entries()) {
    const n = e.count;
    for (let k = 1; k <= (n ?? 1); k++) {
      const id = n === undefined ? e.id : `${e.id}-${k}`;
      if (seen.has(id)) return err(`${file}: entry ${i + 1} (${e.id}): the counter id ${id} is given twice.`);
      seen.add(id);
      const sources = e.sources ?? { strength: e.source!, movement: e.source!, ...(e.depleted === null ? {} : { depleted: e.source! }) };
      out.push({
        id,
        name: n === undefined ? e.name : `${e.name} ${k}`,
        kind: e.kind,
        race: e.race,
        nation: e.nation,
        strength: e.strength,
        depleted: e.depleted,
        movement: e.movement,
        sources,
        ...(e.side ? { side: e.side } : {}),
        ...(e.countSource ? { countSource: e.countSource } : {}),
        ...(e.note ? { note: e.note } : {}),
      });
    }
  }
  return ok(out);
}

/** Reads every counters file (name → text) into one list, refusing an id given in two files. */
export function readCounterFiles(files: Readonly<Record<string, string>>): Result<Counter[]> {
  const all: Counter[] = [];
  const from = new Map<string, string>();
  for (const [file, text] of Object.entries(files)) {
    const read = readCounters(text, file);
    if (!read.ok) return read;
    for (const c of read.value) {
      const other = from.get(c.id);
      if (other) return err(`${file}: the counter id ${c.id} is already in ${other}.`);
      from.set(c.id, file);
      all.push(c);
    }
  }
  return ok(all);
}

/** The ground and air armies: what a nation's strength (and the countries-held count) is made of. */
export const isArmy = (c: CounterSpec): boolean => c.kind === 'infantry' || c.kind === 'cavalry' || c.kind === 'air';
