import type { z } from 'zod';
import { err, ok, type Result } from './result.ts';

/**
 * The one way a game's data file is read from its text: JSON, then (with `readJsonFile`) its zod
 * schema. A mistake comes back as one line starting with the file's name; what follows it (which
 * record, which field) is the game's to say, from the first issue, since each names its records
 * in its own words.
 */

/** The file's text as JSON, or one line naming the file and what the parser saw. */
export function parseJson(file: string, text: string): Result<unknown> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    return err(`${file}: not JSON (${(e as Error).message}).`);
  }
}

/** The file read with `schema`; a refusal is `<file><tail>`, `tail` naming the record and what is wrong. */
export function readJsonFile<T>(file: string, text: string, schema: z.ZodType<T>, tail: (issue: z.core.$ZodIssue, json: unknown) => string): Result<T> {
  const json = parseJson(file, text);
  if (!json.ok) return json;
  const parsed = schema.safeParse(json.value);
  return parsed.success ? ok(parsed.data) : err(`${file}${tail(parsed.error.issues[0]!, json.value)}`);
}
