import { readJsonFile } from '../../../core/json-file.ts';
import { z } from 'zod';
import type { Result } from '../../../core/result.ts';

/**
 * Where a number or a word comes from: `seed` the French edition's tables in English
 * (`dragon-pass-tables.txt`), `facts` a public source the research cites (FACTS §3: the Well of
 * Daliath, Glorantha lore), `invented` our own reading where the texts are silent (each listed in
 * docs/dragon-pass.md, "The tables").
 */
export const SOURCES = ['seed', 'facts', 'invented'] as const;
export const SourceSchema = z.enum(SOURCES);
export type Source = z.infer<typeof SourceSchema>;

/** An id: lower-case words joined by hyphens, as every id in the project. */
export const IdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case words joined by hyphens (stone-cross)');
export const NameSchema = z.string().min(1);
export const DieFaceSchema = z.number().int().min(1).max(6);

/** What the rules add to a die before a table reads it, as `core/dice.ts` records it. */
export interface DieModifier {
  label: string;
  value: number;
}

/**
 * Reads one table file: JSON, then its schema. A mistake comes back as one line naming the file,
 * the record (its id, roll or position) and what is wrong, so whoever edits the data finds it.
 * `lists` names, for each list field of the file, what one of its records is called.
 */
export function readTableFile<T>(file: string, text: string, schema: z.ZodType<T>, lists: Record<string, string>): Result<T> {
  return readJsonFile(file, text, schema, (issue, json) => `${where(json, issue.path, lists)}: ${explain(issue)}.`);
}

/** `, event revolt-in-the-redlands, effect.count` from a path such as ['events', 6, 'effect', 'count']. */
function where(json: unknown, path: readonly PropertyKey[], lists: Record<string, string>): string {
  if (path.length === 0) return '';
  const [list, index, ...rest] = path;
  // A whole list is named by its field ("rows"), one record by what a record is called ("row 3").
  if (typeof index !== 'number') return `, ${[list, ...(index === undefined ? [] : [index]), ...rest].map(String).join('.')}`;
  const named = lists[String(list)] ?? String(list);
  const record = (json as Record<string, unknown[]>)[String(list)]?.[index];
  return `, ${named} ${recordName(record, index)}${rest.length ? `, ${rest.map(String).join('.')}` : ''}`;
}

/** A record is named by its id, else its die, faces or Moon phase, else its place in the list. */
function recordName(record: unknown, index: number): string {
  const r = (record ?? {}) as Record<string, unknown>;
  for (const key of ['id', 'die', 'dice', 'phase']) {
    const v = r[key];
    if (typeof v === 'string' || typeof v === 'number') return String(v);
    // A d6 row's faces as the seed prints them: "4-6", not "4-5-6".
    if (Array.isArray(v)) return v.length > 1 ? `${v[0]}-${v[v.length - 1]}` : String(v[0]);
  }
  return `number ${index + 1}`;
}

function explain(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
  return issue.message;
}

/** The sum of the modifiers, and the die they make before any clamp. */
export function modifiedDie(die: number, modifiers: readonly DieModifier[]): number {
  return modifiers.reduce((sum, m) => sum + m.value, die);
}

/** "4 +1 leader −2 fortress = 3": the die's arithmetic, as a log line writes it. */
export function dieArithmetic(die: number, modifiers: readonly DieModifier[]): string {
  if (modifiers.length === 0) return String(die);
  const mods = modifiers.map((m) => ` ${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)} ${m.label}`).join('');
  const sum = modifiedDie(die, modifiers);
  return `${die}${mods} = ${sum < 0 ? `−${-sum}` : sum}`;
}

/** A face that is not a whole number 1-6 is refused before any table is read. */
export function checkFace(die: number): string | null {
  return Number.isInteger(die) && die >= 1 && die <= 6 ? null : `a d6 shows 1 to 6, not ${die}`;
}
