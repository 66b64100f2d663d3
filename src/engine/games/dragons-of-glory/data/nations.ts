import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import type { Race, Side } from '../units.ts';
import { RACES } from './counters.ts';
import { readJson } from './read.ts';

/**
 * The nations and the other areas of the map as data (assets/nations/dragons-of-glory/nations.json,
 * format in docs/dragons-of-glory-data.md): what the activation, conquest and victory rules ask of
 * each. Field by field: `activation` is DL11's table (RB p. 4), `invasion` Paths of the Lance's
 * (B.3), `vp` ours (FACTS §1.3: round(SP/12), at least 1).
 */

export type Allegiance = Side | 'neutral';

export interface NationSpec {
  /** Lower-case, dashes: the id the map's nation codes use. */
  id: string;
  name: string;
  /** One of the 24 nations of the activation table, or another area of the map (Neraka, Estwilde ...). */
  kind: 'nation' | 'area';
  /** `#rrggbb`, for its borders and counters on the map. */
  colour: string;
  races: Race[];
  /** One of DL11's four knight nations (its WS rating rises as HL conquers; conquered together). */
  knight: boolean;
  /** DL11's activation ratings (d10 at or under): null for an area. */
  activation: { whitestone: number; highlord: number } | null;
  /** Paths of the Lance's invasion numbers: null where PL gives none (the knights, the Maelstrom, areas). */
  invasion: { highlord: number; whitestone: number } | null;
  /** Victory points for its alliance (twice for its conquest); ours. */
  vp: number;
  /** Counted among the countries held at the end of the Campaign (nations with armies). */
  countsForVictory: boolean;
  /** Its side on turn 1 of the Campaign. */
  campaign: Allegiance;
  /** Its capital's place id, as the map should name it; null where it has none. */
  capital: string | null;
}

const ID = /^[a-z][a-z0-9-]*[a-z0-9]$/;
const Rating = z.number().int().min(-5).max(10);

const NationSchema = z
  .strictObject({
    id: z.string().regex(ID, 'an id is lower-case letters, digits and dashes'),
    name: z.string().min(1),
    kind: z.enum(['nation', 'area']),
    colour: z.string().regex(/^#[0-9a-f]{6}$/, 'a colour is #rrggbb in lower case'),
    races: z.array(z.enum(RACES)).min(1),
    knight: z.boolean(),
    activation: z.strictObject({ whitestone: Rating, highlord: Rating }).nullable(),
    invasion: z.strictObject({ highlord: Rating, whitestone: Rating }).nullable(),
    vp: z.number().int().min(0),
    countsForVictory: z.boolean(),
    campaign: z.enum(['highlord', 'whitestone', 'neutral']),
    capital: z.string().regex(ID, 'a place id is lower-case letters, digits and dashes').nullable(),
  })
  .refine((n) => n.kind === 'area' || n.activation !== null, { message: 'a nation has activation ratings' })
  .refine((n) => !n.knight || n.kind === 'nation', { message: 'only a nation is a knight nation' });

const FileSchema = z.strictObject({ nations: z.array(NationSchema).min(1) });

export function readNations(text: string, file = 'nations.json'): Result<NationSpec[]> {
  const read = readJson(file, text, FileSchema, 'nations');
  if (!read.ok) return read;
  const seen = new Set<string>();
  for (const [i, n] of read.value.nations.entries()) {
    if (seen.has(n.id)) return err(`${file}: entry ${i + 1} (${n.id}): the id ${n.id} is given twice.`);
    seen.add(n.id);
  }
  return ok(read.value.nations);
}
