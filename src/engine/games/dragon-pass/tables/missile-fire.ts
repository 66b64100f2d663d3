import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import { checkFace, dieArithmetic, IdSchema, modifiedDie, NameSchema, readTableFile, SourceSchema, type DieModifier } from './table-file.ts';

/**
 * The Missile Fire Table: the missile factor total picks the column, the d6 after the terrain and
 * unit modifiers picks the row (clamped 0-7). Only the one terrain modifier best for the target
 * counts; the unit modifiers all add up (seed).
 */
export const MISSILE_FIRE_TABLE = 'Missile Fire Table';

export const MISSILE_RESULTS = ['-', '1DD', '2DD', '1DE', '2DE', '3DE'] as const;
export type MissileResultId = (typeof MISSILE_RESULTS)[number];

const Column = z.strictObject({ id: z.string().min(1), from: z.number().int().min(0), to: z.number().int().min(0).optional() });
const Row = z.strictObject({ die: z.number().int(), results: z.array(z.enum(MISSILE_RESULTS)) });
const ResultRule = z.strictObject({
  id: z.enum(MISSILE_RESULTS),
  name: NameSchema,
  disrupted: z.number().int().min(0),
  eliminated: z.number().int().min(0),
  /** 2DD: "two disrupted, OR one eliminated". */
  orEliminated: z.number().int().min(1).optional(),
  /** Who picks between the two: the seed is silent; the target's owner is our reading (CHECKLIST 5 item 36). */
  chooses: z.literal('owner').optional(),
  source: SourceSchema,
});
const TerrainModifier = z.strictObject({ terrain: IdSchema, value: z.number().int(), source: SourceSchema });
const UnitModifier = z.strictObject({ id: IdSchema, value: z.number().int(), name: NameSchema, source: SourceSchema });

export const MissileFireTableSchema = z
  .strictObject({
    table: z.literal('missile-fire'),
    name: NameSchema,
    source: SourceSchema,
    die: z.strictObject({ lowest: z.number().int(), highest: z.number().int(), source: SourceSchema }),
    columns: z.array(Column).min(1),
    rows: z.array(Row),
    results: z.array(ResultRule),
    terrainModifiers: z.array(TerrainModifier),
    unitModifiers: z.array(UnitModifier),
  })
  .superRefine((t, ctx) => {
    // The columns tile 0 upwards with no gap, the last open-ended: every total has exactly one.
    let next = 0;
    t.columns.forEach((c, i) => {
      if (c.from !== next) ctx.addIssue({ code: 'custom', path: ['columns', i], message: `starts at ${c.from}; the column before ends at ${next - 1}` });
      const last = i === t.columns.length - 1;
      if (last !== (c.to === undefined)) ctx.addIssue({ code: 'custom', path: ['columns', i], message: last ? 'the last column has no "to": it takes every larger total' : 'only the last column has no "to"' });
      next = (c.to ?? c.from) + 1;
    });
    const dice = t.rows.map((r) => r.die).join();
    const want = Array.from({ length: t.die.highest - t.die.lowest + 1 }, (_, i) => t.die.lowest + i).join();
    if (dice !== want) ctx.addIssue({ code: 'custom', path: ['rows'], message: `rows for dice ${dice}; the table needs one row per die ${want}` });
    t.rows.forEach((r, i) => {
      if (r.results.length !== t.columns.length) ctx.addIssue({ code: 'custom', path: ['rows', i], message: `${r.results.length} results for ${t.columns.length} columns` });
    });
    const explained = t.results.map((r) => r.id).sort().join();
    if (explained !== [...MISSILE_RESULTS].sort().join()) ctx.addIssue({ code: 'custom', path: ['results'], message: `every result ${MISSILE_RESULTS.join(', ')} is explained once` });
  });
export type MissileFireTable = z.infer<typeof MissileFireTableSchema>;
export type MissileResult = MissileFireTable['results'][number];

export const readMissileFireTable = (text: string, file = 'missile-fire.json'): Result<MissileFireTable> =>
  readTableFile(file, text, MissileFireTableSchema, { columns: 'column', rows: 'row', results: 'result', terrainModifiers: 'terrain modifier', unitModifiers: 'unit modifier' });

export interface MissileShot {
  /** The missile factor total; a fraction is dropped (our reading, as the Attack Table does). */
  factor: number;
  /** The d6's face. */
  die: number;
  /** Every terrain of the target's hex (`['town', 'hill']`); one with no modifier (clear) counts 0. */
  terrain: readonly string[];
  /** The unit modifiers that hold for the target stack, by id (`dragon`, `giants-or-llamas`). */
  units: readonly string[];
}

export interface MissileReading {
  column: string;
  row: number;
  result: MissileResult;
  /** Every modifier applied: the best terrain one, then the unit ones. */
  modifiers: DieModifier[];
  line: string;
  record: { table: string; row: string; column: string; modifiers: DieModifier[]; min: number; max: number; total: number; result: string };
}

/** Reads one missile attack. Unknown unit modifiers and impossible faces are refused. */
export function missileFire(table: MissileFireTable, shot: MissileShot): Result<MissileReading> {
  if (!Number.isFinite(shot.factor) || shot.factor < 0) return err(`${MISSILE_FIRE_TABLE}: a missile factor total is 0 or more, not ${shot.factor}.`);
  const badFace = checkFace(shot.die);
  if (badFace) return err(`${MISSILE_FIRE_TABLE}: ${badFace}.`);
  const unknown = shot.units.find((u) => !table.unitModifiers.some((m) => m.id === u));
  if (unknown !== undefined) return err(`${MISSILE_FIRE_TABLE}: no unit modifier "${unknown}"; known: ${table.unitModifiers.map((m) => m.id).join(', ')}.`);

  const modifiers: DieModifier[] = [];
  const terrain = bestTerrainModifier(table, shot.terrain);
  if (terrain) modifiers.push({ label: terrain.terrain, value: terrain.value });
  for (const m of table.unitModifiers) if (shot.units.includes(m.id)) modifiers.push({ label: m.id, value: m.value });

  const factor = Math.floor(shot.factor);
  const column = table.columns.findIndex((c) => factor >= c.from && (c.to === undefined || factor <= c.to));
  const sum = modifiedDie(shot.die, modifiers);
  const row = Math.min(table.die.highest, Math.max(table.die.lowest, sum));
  const id = table.rows.find((r) => r.die === row)!.results[column]!;
  const result = table.results.find((r) => r.id === id)!;
  const columnId = table.columns[column]!.id;

  const dropped = factor !== shot.factor ? ` (${shot.factor}, fraction dropped)` : '';
  const clamped = row !== sum ? `, read as ${row}` : '';
  const line = `${MISSILE_FIRE_TABLE}, missile factor ${factor}${dropped} (column ${columnId}), die ${dieArithmetic(shot.die, modifiers)}${clamped} (row ${row}): ${id === '-' ? 'no effect' : `${id}, ${result.name}`}`;
  return ok({
    column: columnId,
    row,
    result,
    modifiers,
    line,
    record: { table: MISSILE_FIRE_TABLE, row: `die ${row}`, column: `factor ${columnId}`, modifiers, min: table.die.lowest, max: table.die.highest, total: row, result: id },
  });
}

/** Of the hex's terrains, the single modifier most beneficial to the target (the lowest); none when no terrain has one. */
export function bestTerrainModifier(table: MissileFireTable, terrain: readonly string[]): MissileFireTable['terrainModifiers'][number] | undefined {
  const found = table.terrainModifiers.filter((m) => terrain.includes(m.terrain));
  return found.reduce<MissileFireTable['terrainModifiers'][number] | undefined>((best, m) => (best === undefined || m.value < best.value ? m : best), undefined);
}
