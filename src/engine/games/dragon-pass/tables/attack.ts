import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import { checkFace, dieArithmetic, DieFaceSchema, modifiedDie, NameSchema, readTableFile, SourceSchema, type DieModifier } from './table-file.ts';

/**
 * The Attack Table, for melee (CF) and magic (MgF) alike. The seed prints totals 1-36 against a
 * d6; every printed cell equals floor(total × the die's multiplier) (GAPS A4, checked on all 216
 * cells here and on 360 of a player aid), and the seed's own rule reads any total past the last
 * column by that multiplier. So the table is kept as its six multipliers, and a total of any
 * size is read the same way.
 */
export const ATTACK_TABLE = 'Attack Table';

const Multiplier = z.strictObject({ die: DieFaceSchema, numerator: z.number().int().min(1), denominator: z.number().int().min(1), source: SourceSchema });
export const AttackTableSchema = z
  .strictObject({
    table: z.literal('attack'),
    name: NameSchema,
    source: SourceSchema,
    printedTotals: z.strictObject({ from: z.number().int().min(1), to: z.number().int().min(1), source: SourceSchema }),
    die: z.strictObject({ lowest: DieFaceSchema, highest: DieFaceSchema, source: SourceSchema }),
    multipliers: z.array(Multiplier),
  })
  .refine((t) => t.multipliers.map((m) => m.die).join() === '1,2,3,4,5,6', { message: 'the multipliers list dice 1 to 6, once each, in order', path: ['multipliers'] });
export type AttackTable = z.infer<typeof AttackTableSchema>;

export const readAttackTable = (text: string, file = 'attack-table.json'): Result<AttackTable> =>
  readTableFile(file, text, AttackTableSchema, { multipliers: 'multiplier' });

/** One reading of the Attack Table, with what a roll record needs to explain it. */
export interface AttackReading {
  /** The total after its fraction is dropped: the column. */
  column: number;
  /** The die after its modifiers, clamped to 1-6: the row. */
  row: number;
  multiplier: { numerator: number; denominator: number };
  /** The loss figure, counted in factors (CF or MgF), not in units. */
  losses: number;
  /** Past the last printed column: read by the multiplier rule. */
  beyondPrintedTable: boolean;
  /** The one-line account: "Attack Table, total 7, die 4 +1 leader = 5 (row 5, ×3/4), column 7: loss 5". */
  line: string;
  /** What `roll.explain` takes, so `/dice verify` re-adds the die and `rereadRoll` reads it again. */
  record: { table: string; row: string; column: string; modifiers: DieModifier[]; min: number; max: number; total: number; result: string };
}

/**
 * The loss figure a MgF or CF total inflicts on a d6 `die` (its face) with `modifiers`. The total
 * keeps its fraction until here, where it is dropped; the modified die below 1 reads the 1 row,
 * above 6 the 6 row. A total under 1 has no column and inflicts no loss (our reading).
 */
export function lossFigure(table: AttackTable, total: number, die: number, modifiers: readonly DieModifier[] = []): Result<AttackReading> {
  if (!Number.isFinite(total) || total < 0) return err(`${ATTACK_TABLE}: a MgF or CF total is 0 or more, not ${total}.`);
  const badFace = checkFace(die);
  if (badFace) return err(`${ATTACK_TABLE}: ${badFace}.`);
  const badMod = modifiers.find((m) => !Number.isInteger(m.value));
  if (badMod) return err(`${ATTACK_TABLE}: the modifier "${badMod.label}" is ${badMod.value}; a die modifier is a whole number.`);

  const column = Math.floor(total);
  const sum = modifiedDie(die, modifiers);
  const row = Math.min(table.die.highest, Math.max(table.die.lowest, sum));
  const m = table.multipliers.find((x) => x.die === row)!;
  // Whole-number arithmetic: floor(column × n / d) is exact, where a float product may not be.
  const losses = Math.floor((column * m.numerator) / m.denominator);
  const beyond = column > table.printedTotals.to;

  const fraction = m.denominator === 1 ? '×1' : `×${m.numerator}/${m.denominator}`;
  const dropped = column !== total ? ` (${total}, fraction dropped)` : '';
  const clamped = row !== sum ? `, read as ${row}` : '';
  const how = beyond ? ` (past the printed ${table.printedTotals.to}: ${column} ${fraction} = ${formatProduct(column, m.numerator, m.denominator)}, fraction dropped)` : '';
  const result = losses === 0 ? 'no loss' : `loss ${losses}`;
  const line = `${ATTACK_TABLE}, total ${column}${dropped}, die ${dieArithmetic(die, modifiers)}${clamped} (row ${row}, ${fraction}), column ${column}${how}: ${result}`;

  return ok({
    column,
    row,
    multiplier: { numerator: m.numerator, denominator: m.denominator },
    losses,
    beyondPrintedTable: beyond,
    line,
    record: { table: ATTACK_TABLE, row: `die ${row}`, column: `total ${column}`, modifiers: [...modifiers], min: table.die.lowest, max: table.die.highest, total: row, result },
  });
}

/** The exact product for the log line, to two decimals at most: 40 × 1/3 → "13.33", 50 × 3/4 → "37.5". */
function formatProduct(column: number, numerator: number, denominator: number): string {
  const exact = (column * numerator) / denominator;
  return Number.isInteger(exact) ? String(exact) : exact.toFixed(2).replace(/0$/, '');
}
