import { z } from 'zod';
import { option, type OptionCommon } from '../../core/options.ts';

/**
 * How Dragon Noir's orders name things, in the words its refusals use: a character by name, a hex
 * like F7, the way a counter faces. Each chapter's orders build their options from these.
 */

/** One of your characters (or an enemy), by name: "which character moves?" when missing. */
export function character<C extends OptionCommon | undefined = undefined>(description: string, what: string, common?: C) {
  return option.unit(description, `which character ${what}`, common);
}

/** Several characters, separated by commas. */
export function characters<C extends OptionCommon | undefined = undefined>(description: string, what: string, common?: C) {
  return option.units(description, `which characters ${what}`, common);
}

/** A hex of the map, written like F7. */
export function hex<C extends OptionCommon | undefined = undefined>(description: string, what: string, common?: C) {
  return option.hex(description, what, undefined, common);
}

/** Hexes in order, separated by commas. */
export function hexes<C extends OptionCommon | undefined = undefined>(description: string, what: string, common?: C) {
  return option.hexes(description, what, undefined, common);
}

/** The six ways a counter faces a hexside (2.36.1). */
export const FACINGS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
/** A Guard and the Queen face a corner of their anchor hex (2.33). */
export const CORNER_FACINGS = ['NNE', 'E', 'SSE', 'SSW', 'W', 'NNW'] as const;
const ALL_FACINGS = [...FACINGS, ...CORNER_FACINGS] as const;

/**
 * The way a counter faces, in any case: one of `accepted`, which are also the choices shown (a
 * rider or a boat faces a hexside; a Guard or the Queen may face a corner).
 */
export function facing<C extends OptionCommon | undefined = undefined>(description: string, what: string, accepted: readonly string[], common?: C) {
  const ways = accepted as [string, ...string[]];
  const corners = accepted.some((f) => (CORNER_FACINGS as readonly string[]).includes(f));
  const listed = corners ? `${FACINGS.join(', ')} (a Guard or the Queen: ${CORNER_FACINGS.join(', ')})` : FACINGS.join(', ');
  const schema = z
    .string({ error: `which way ${what}? One of ${listed}.` })
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(ways, { error: corners ? `a facing is one of ${FACINGS.join(', ')}; a Guard or the Queen faces ${CORNER_FACINGS.join(', ')}.` : `a facing is one of ${FACINGS.join(', ')}.` }));
  return option.custom('choice', description, schema, common, accepted.map((f) => ({ name: f, value: f })));
}

/** Every facing, for an order that may move a big counter. */
export const EVERY_FACING: readonly string[] = ALL_FACINGS;

/** An answer to a window (reaction fire, a counterspell): now, not at all, or as the standing orders say. */
export type WindowAnswer = 'yes' | 'no' | 'standing';

// A window stored before `standing` existed was answered true or false: those still read.
const WindowAnswerSchema = z
  .union([z.boolean(), z.string().trim().toLowerCase().pipe(z.enum(['yes', 'no', 'standing']))], { error: 'answer yes, no or standing.' })
  .transform((v): WindowAnswer => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : v));

/** The answer to a window, offered as its three choices. */
export function windowAnswer(description: string) {
  return option.custom('choice', description, WindowAnswerSchema, undefined, [
    { name: 'yes', value: 'yes' },
    { name: 'no', value: 'no' },
    { name: 'standing', value: 'standing' },
  ]);
}
