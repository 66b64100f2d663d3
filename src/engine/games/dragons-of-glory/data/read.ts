import type { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';

/**
 * The one way every data file of the game is read: JSON, then a zod schema, and a mistake comes
 * back as one line naming the file, the entry (by its index and id when it has one) and the field.
 */
export function readJson<T>(file: string, text: string, schema: z.ZodType<T>, list?: string): Result<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(`${file}: not JSON (${(e as Error).message}).`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0]!;
  return err(`${file}: ${where(json, issue.path, list)}${issue.message}.`);
}

/** `entry 3 (draconians), movement: ` from a path such as ['counters', 3, 'movement']. */
function where(json: unknown, path: readonly PropertyKey[], list?: string): string {
  if (path.length === 0) return '';
  if (list && path[0] === list && typeof path[1] === 'number') {
    const entry = (json as Record<string, unknown[]>)[list]?.[path[1]] as { id?: unknown } | undefined;
    const named = typeof entry?.id === 'string' ? ` (${entry.id})` : '';
    const rest = path.slice(2).map(String).join('.');
    return `entry ${path[1] + 1}${named}${rest ? `, ${rest}` : ''}: `;
  }
  return `${path.map(String).join('.')}: `;
}
