import { z } from 'zod';
import { readJsonFile } from '../../core/json-file.ts';
import type { Result } from '../../core/result.ts';
import { STRUCTURES, TERRAINS } from './map/types.ts';

/**
 * The rules of play the seed does not give (movement costs, ranges, the melee and magic terrain,
 * the Moon's hold on Lunar magic), as one data file: `assets/dragon-pass/rules/play.json`. Each
 * part says where it comes from (`invented`, or `facts` for DOVES's values) and what we read.
 */

const Source = z.enum(['invented', 'facts']);
const ByTerrain = z.strictObject(Object.fromEntries(TERRAINS.map((t) => [t, z.number().positive()])) as Record<(typeof TERRAINS)[number], z.ZodNumber>);
const ByStructure = z.strictObject(Object.fromEntries(STRUCTURES.map((t) => [t, z.number().positive()])) as Record<(typeof STRUCTURES)[number], z.ZodNumber>);

export const PlayRulesSchema = z.strictObject({
  rules: z.literal('play'),
  name: z.string(),
  source: Source,
  why: z.string(),
  movement: z.strictObject({
    costs: z.strictObject(Object.fromEntries(TERRAINS.map((t) => [t, z.number().int().min(1)])) as Record<(typeof TERRAINS)[number], z.ZodNumber>),
    river: z.number().int().min(0),
    ridgeUp: z.number().int().min(0),
    rain: z.number().int().min(0),
    inOrOut: z.number().int().min(0),
    source: Source,
    reading: z.string(),
  }),
  ranges: z.strictObject({ magic: z.number().int().min(1), missile: z.number().int().min(1), source: Source, reading: z.string() }),
  melee: z.strictObject({ terrain: ByTerrain, structures: ByStructure, acrossRiver: z.number().positive(), upRidge: z.number().positive(), source: Source, reading: z.string() }),
  magic: z.strictObject({ terrain: ByTerrain, structures: ByStructure, source: Source, reading: z.string() }),
  moon: z.strictObject({ lunarMagic: z.record(z.string(), z.number().positive()), source: Source, reading: z.string() }),
  glowline: z.strictObject({ lunarMagicWithout: z.number().positive(), source: Source, reading: z.string() }),
  disruption: z.strictObject({ source: Source, reading: z.string() }),
});
export type PlayRules = z.infer<typeof PlayRulesSchema>;

export const readPlayRules = (text: string, file = 'play.json'): Result<PlayRules> =>
  readJsonFile(file, text, PlayRulesSchema, (issue) => `, ${issue.path.join('.') || 'the file'}: ${issue.message}.`);
