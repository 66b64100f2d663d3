import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import { checkD6Rows, D6FacesSchema, facesText } from './d6-rows.ts';
import { checkFace, IdSchema, NameSchema, readTableFile, SourceSchema } from './table-file.ts';

/** The Dwarf Luck Table: what an emissary to the Dwarf brings back, on a d6 (seed). */
export const DWARF_LUCK_TABLE = 'Dwarf Luck Table';

const Row = z.strictObject({ dice: D6FacesSchema, gift: IdSchema, name: NameSchema, source: SourceSchema });
export const DwarfLuckTableSchema = z
  .strictObject({ table: z.literal('dwarf-luck'), name: NameSchema, source: SourceSchema, rows: z.array(Row) })
  .superRefine((t, ctx) => checkD6Rows(t.rows, ctx));
export type DwarfLuckTable = z.infer<typeof DwarfLuckTableSchema>;
export type DwarfGift = DwarfLuckTable['rows'][number];

export const readDwarfLuckTable = (text: string, file = 'dwarf-luck.json'): Result<DwarfLuckTable> => readTableFile(file, text, DwarfLuckTableSchema, { rows: 'row' });

/** The Dwarf's gift for a d6 face, and the line that explains it. */
export function dwarfLuck(table: DwarfLuckTable, die: number): Result<{ gift: DwarfGift; line: string }> {
  const bad = checkFace(die);
  if (bad) return err(`${DWARF_LUCK_TABLE}: ${bad}.`);
  const gift = table.rows.find((r) => r.dice.includes(die))!;
  return ok({ gift, line: `${DWARF_LUCK_TABLE}, die ${die} (row ${facesText(gift.dice)}): ${gift.name}` });
}
