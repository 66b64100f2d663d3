import { readJsonFile } from '../../../core/json-file.ts';
import type { z } from 'zod';
import type { Result } from '../../../core/result.ts';

/**
 * The one way every data file of the game is read: JSON, then a zod schema, and a mistake comes
 * back as one line naming the file, the entry (by its index and id when it has one) and the field.
 */
export function readJson<T>(file: string, text: string, schema: z.ZodType<T>, list?: string): Result<T> {
  return readJsonFile(file, text, schema, (issue, json) => `: ${where(json, issue.path, list)}${issue.message}.`);
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
