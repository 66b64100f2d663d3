import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import { IdSchema, NameSchema, readTableFile, SourceSchema } from './table-file.ts';

/**
 * The Major Independents Table: each major independent, the DP advantage a side needs over the
 * other to ally it, its territory and its capital (seed). Places are plain ids (`places.ts`).
 */
export const MAJOR_INDEPENDENTS_TABLE = 'Major Independents Table';

export const SIDES = ['lunar', 'sartar'] as const;
export type Side = (typeof SIDES)[number];

const Independent = z.strictObject({
  id: IdSchema,
  name: NameSchema,
  advantageNeeded: z.number().int().min(1),
  territoryName: NameSchema,
  territory: z.array(IdSchema),
  capital: IdSchema.nullable(),
  source: SourceSchema,
});
export const MajorIndependentsTableSchema = z
  .strictObject({
    table: z.literal('major-independents'),
    name: NameSchema,
    source: SourceSchema,
    independents: z.array(Independent).min(1),
    advantage: z.strictObject({ reading: z.enum(['at-least', 'more-than']), source: SourceSchema, why: NameSchema }),
  })
  .superRefine((t, ctx) => {
    t.independents.forEach((x, i) => {
      // A capital lies in the territory; which hex of a region it is, the map says.
      if ((x.capital === null) !== (x.territory.length === 0)) {
        ctx.addIssue({ code: 'custom', path: ['independents', i, 'capital'], message: 'an independent with a territory has a capital, one without has none' });
      }
      if (t.independents.findIndex((y) => y.id === x.id) !== i) ctx.addIssue({ code: 'custom', path: ['independents', i], message: 'duplicate id' });
    });
  });
export type MajorIndependentsTable = z.infer<typeof MajorIndependentsTableSchema>;
export type MajorIndependent = MajorIndependentsTable['independents'][number];

export const readMajorIndependentsTable = (text: string, file = 'major-independents.json'): Result<MajorIndependentsTable> =>
  readTableFile(file, text, MajorIndependentsTableSchema, { independents: 'independent' });

export function majorIndependent(table: MajorIndependentsTable, id: string): Result<MajorIndependent> {
  const found = table.independents.find((x) => x.id === id);
  return found ? ok(found) : err(`${MAJOR_INDEPENDENTS_TABLE}: no major independent "${id}"; known: ${table.independents.map((x) => x.id).join(', ')}.`);
}

/**
 * Which side, if any, the independent allies with, given the DPs each side has assigned to it:
 * the side whose DPs lead by the advantage needed (reaching it by default, the file's reading;
 * `more-than` makes it exceed it).
 */
export function allianceByAdvantage(table: MajorIndependentsTable, id: string, dp: Readonly<Record<Side, number>>): Result<{ side: Side | null; line: string }> {
  const found = majorIndependent(table, id);
  if (!found.ok) return found;
  const x = found.value;
  const bad = SIDES.find((s) => !Number.isInteger(dp[s]) || dp[s] < 0);
  if (bad) return err(`${MAJOR_INDEPENDENTS_TABLE}: ${bad} DPs are a whole number 0 or more, not ${dp[bad]}.`);
  const lead = dp.lunar - dp.sartar;
  const leader: Side | null = lead > 0 ? 'lunar' : lead < 0 ? 'sartar' : null;
  const by = Math.abs(lead);
  const enough = table.advantage.reading === 'at-least' ? by >= x.advantageNeeded : by > x.advantageNeeded;
  const side = leader && enough ? leader : null;
  const needs = `${table.advantage.reading === 'at-least' ? '' : 'more than '}${x.advantageNeeded}`;
  const line = `${MAJOR_INDEPENDENTS_TABLE}, ${x.name} needs an advantage of ${needs} DPs: Lunar ${dp.lunar}, Sartar ${dp.sartar}, ` + (side ? `${side === 'lunar' ? 'Lunar' : 'Sartar'} leads by ${by} and allies` : leader ? `${leader === 'lunar' ? 'Lunar' : 'Sartar'} leads by only ${by}: no alliance` : 'level: no alliance');
  return ok({ side, line });
}
