import { z } from 'zod';
import { DieFaceSchema } from './table-file.ts';

/** The faces a row of a plain d6 table covers: `[4, 5, 6]` for "4,5,6". */
export const D6FacesSchema = z.array(DieFaceSchema).min(1);

/**
 * A d6 table's rows cover each face 1-6 exactly once, so every roll reads one row. Added to a
 * table's schema with `superRefine`; the issue names the first row at fault.
 */
export function checkD6Rows(rows: ReadonlyArray<{ dice: readonly number[] }>, ctx: z.RefinementCtx, list = 'rows'): void {
  const seen = new Map<number, number>();
  rows.forEach((r, i) => {
    for (const face of r.dice) {
      if (seen.has(face)) ctx.addIssue({ code: 'custom', path: [list, i], message: `face ${face} is also in row ${seen.get(face)! + 1}; each face reads one row` });
      seen.set(face, i);
    }
  });
  const missing = [1, 2, 3, 4, 5, 6].filter((f) => !seen.has(f));
  if (missing.length) ctx.addIssue({ code: 'custom', path: [list], message: `no row for face ${missing.join(', ')}; every face 1-6 reads a row` });
}

/** "4-6", "3", "1-2": a row's faces as the seed prints them. */
export const facesText = (dice: readonly number[]): string => (dice.length === 1 ? String(dice[0]) : `${dice[0]}-${dice[dice.length - 1]}`);
