import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import { checkD6Rows, D6FacesSchema, facesText } from './d6-rows.ts';
import { checkFace, IdSchema, NameSchema, readTableFile, SourceSchema } from './table-file.ts';

/** The Emissary Table: what an emissary's d6 wins from an independent (seed). */
export const EMISSARY_TABLE = 'Emissary Table';

const Row = z.strictObject({
  dice: D6FacesSchema,
  outcome: IdSchema,
  alliance: z.boolean(),
  emissaryEliminated: z.boolean(),
  /** Every unit stacked with the emissary dies with him, herds and treasures included. */
  stackEliminated: z.boolean(),
  text: NameSchema,
  source: SourceSchema,
});
export const EmissaryTableSchema = z
  .strictObject({ table: z.literal('emissary'), name: NameSchema, source: SourceSchema, rows: z.array(Row) })
  .superRefine((t, ctx) => {
    checkD6Rows(t.rows, ctx);
    t.rows.forEach((r, i) => {
      if (r.stackEliminated && !r.emissaryEliminated) ctx.addIssue({ code: 'custom', path: ['rows', i], message: 'the stack dies with the emissary, never without him' });
      if (r.alliance && r.emissaryEliminated) ctx.addIssue({ code: 'custom', path: ['rows', i], message: 'a granted alliance does not kill the emissary' });
    });
  });
export type EmissaryTable = z.infer<typeof EmissaryTableSchema>;
export type EmissaryOutcome = EmissaryTable['rows'][number];

export const readEmissaryTable = (text: string, file = 'emissary.json'): Result<EmissaryTable> => readTableFile(file, text, EmissaryTableSchema, { rows: 'row' });

/** The emissary's fate for a d6 face, and the line that explains it. */
export function emissaryResult(table: EmissaryTable, die: number): Result<{ outcome: EmissaryOutcome; line: string }> {
  const bad = checkFace(die);
  if (bad) return err(`${EMISSARY_TABLE}: ${bad}.`);
  const outcome = table.rows.find((r) => r.dice.includes(die))!;
  return ok({ outcome, line: `${EMISSARY_TABLE}, die ${die} (row ${facesText(outcome.dice)}): ${outcome.text}` });
}
