import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import { IdSchema, NameSchema, readTableFile, SourceSchema } from './table-file.ts';

/**
 * The Bat Hunger Table: how many units the Crimson Bat must eat, by the phase of the Moon and by
 * whether one or both of its feeding days were missed (seed). The Moon's phases come from a track
 * of the Red Moon's seven phases (FACTS 3.2, Glorantha lore); the seed's table names four of them.
 */
export const BAT_HUNGER_TABLE = 'Bat Hunger Table';

const HungerRow = z.strictObject({ phase: IdSchema, oneDayMissed: z.number().int().min(1), bothDaysMissed: z.number().int().min(1), source: SourceSchema });
const MoonPhase = z.strictObject({ phase: IdSchema, name: NameSchema });

export const BatHungerTableSchema = z
  .strictObject({
    table: z.literal('bat-hunger'),
    name: NameSchema,
    source: SourceSchema,
    rows: z.array(HungerRow).min(1),
    swap: z.strictObject({ phases: z.tuple([IdSchema, IdSchema]), source: SourceSchema, why: NameSchema }),
    moonTrack: z.strictObject({ source: SourceSchema, phases: z.array(MoonPhase).min(1) }),
  })
  .superRefine((t, ctx) => {
    const track = t.moonTrack.phases.map((p) => p.phase);
    t.rows.forEach((r, i) => {
      if (!track.includes(r.phase)) ctx.addIssue({ code: 'custom', path: ['rows', i], message: `phase "${r.phase}" is not on the Moon track (${track.join(', ')})` });
    });
    t.swap.phases.forEach((p) => {
      if (!t.rows.some((r) => r.phase === p)) ctx.addIssue({ code: 'custom', path: ['swap', 'phases'], message: `"${p}" has no row to swap` });
    });
  });
export type BatHungerTable = z.infer<typeof BatHungerTableSchema>;
export type MoonPhaseId = string;

export const readBatHungerTable = (text: string, file = 'bat-hunger.json'): Result<BatHungerTable> =>
  readTableFile(file, text, BatHungerTableSchema, { rows: 'row' });

export interface BatHungerOptions {
  /** Read Full as 16/24 and Full Half as 8/12: the print-error reading (FACTS 3.2). Off by default. */
  swapFullAndFullHalf?: boolean;
}

export interface BatHungerReading {
  /** Units needed to sate the Bat; null in a phase the table does not name (Dark, Crescent-go, Dying). */
  units: number | null;
  line: string;
}

/** The units the Bat needs in `phase` after missing `daysMissed` (1 or 2) feeding days. */
export function batHunger(table: BatHungerTable, phase: MoonPhaseId, daysMissed: number, options: BatHungerOptions = {}): Result<BatHungerReading> {
  const onTrack = table.moonTrack.phases.find((p) => p.phase === phase);
  if (!onTrack) return err(`${BAT_HUNGER_TABLE}: no Moon phase "${phase}"; the track runs ${table.moonTrack.phases.map((p) => p.phase).join(', ')}.`);
  if (daysMissed !== 1 && daysMissed !== 2) return err(`${BAT_HUNGER_TABLE}: the Bat misses 1 day or both days, not ${daysMissed}.`);
  const [a, b] = table.swap.phases;
  const readAs = options.swapFullAndFullHalf && (phase === a || phase === b) ? (phase === a ? b : a) : phase;
  const row = table.rows.find((r) => r.phase === readAs);
  const days = daysMissed === 1 ? '1 day missed' : 'both days missed';
  if (!row) return ok({ units: null, line: `${BAT_HUNGER_TABLE}: the table names no hunger for the ${onTrack.name} Moon` });
  const units = daysMissed === 1 ? row.oneDayMissed : row.bothDaysMissed;
  const swapped = readAs !== phase ? ` (read on the ${nameOf(table, readAs)} row: labels swapped)` : '';
  return ok({ units, line: `${BAT_HUNGER_TABLE}, ${onTrack.name} Moon${swapped}, ${days}: ${units} units` });
}

/** The phase after `phase` on the Moon track, Dying turning back to Dark. */
export function nextMoonPhase(table: BatHungerTable, phase: MoonPhaseId): Result<MoonPhaseId> {
  const track = table.moonTrack.phases;
  const i = track.findIndex((p) => p.phase === phase);
  if (i < 0) return err(`${BAT_HUNGER_TABLE}: no Moon phase "${phase}"; the track runs ${track.map((p) => p.phase).join(', ')}.`);
  return ok(track[(i + 1) % track.length]!.phase);
}

const nameOf = (table: BatHungerTable, phase: MoonPhaseId): string => table.moonTrack.phases.find((p) => p.phase === phase)?.name ?? phase;
