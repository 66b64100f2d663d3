import { z, type ZodType } from 'zod';

/**
 * The options of an order, each defined once: how a player types it (for the slash command and
 * its autocomplete) and how it is read (a zod schema). A schema reads the text a command brings
 * *and* the value it produces itself, so an order built by the engine (a default at a deadline,
 * the bot's choice) passes the same schema a typed one does, with no trip through text.
 */

export type OptionKind = 'unit' | 'units' | 'hex' | 'hexes' | 'name' | 'text' | 'integer' | 'choice' | 'yesno';

export interface OptionDef<T = unknown> {
  /**
   * How the value is typed and autocompleted. `units` is a comma-separated list; `hex` and `hexes`
   * name board positions (hexes, or squares); `name` is anything else the game names and offers
   * from its legal orders (an item, a door, a card); `text` is free and never autocompleted.
   */
  kind: OptionKind;
  description: string;
  required: boolean;
  schema: ZodType<T>;
  /** Fixed choices, offered as such on Discord (at most 25). */
  choices?: ReadonlyArray<{ name: string; value: string }>;
}

export type OptionDefs = Record<string, OptionDef>;

/** The typed order an option list reads to: required options present, optional ones maybe. */
export type OptionValues<O extends OptionDefs> = {
  [K in keyof O as O[K]['required'] extends true ? K : never]: O[K] extends OptionDef<infer T> ? T : never;
} & {
  [K in keyof O as O[K]['required'] extends true ? never : K]?: O[K] extends OptionDef<infer T> ? T : never;
};

export interface OptionCommon {
  /** Most options are required; say `optional: true` for the others. */
  optional?: boolean;
}

type Req<C extends OptionCommon | undefined> = C extends { optional: true } ? false : true;

function def<T, C extends OptionCommon | undefined>(kind: OptionKind, description: string, schema: ZodType<T>, common: C, choices?: OptionDef['choices']): OptionDef<T> & { required: Req<C> } {
  return { kind, description, required: !common?.optional, schema, ...(choices ? { choices } : {}) } as OptionDef<T> & { required: Req<C> };
}

const listOf = (text: string | readonly string[], split: RegExp) => (typeof text === 'string' ? text.split(split) : [...text]).map((s) => s.trim()).filter(Boolean);

/** The hex labels of Dragon Noir's and the dungeon's maps: a column letter or two and a row, "F7". */
export const LETTER_NUMBER = { pattern: /^\s*[A-Za-z]{1,2}\s*\d{1,3}\s*$/, example: 'F7' };

export interface PositionFormat {
  pattern: RegExp;
  /** A label as players write it, for the error line: "F7", "1823a". */
  example: string;
  /** What a position is called in this game: "hex" (default) or "square". */
  noun?: string;
}

export const option = {
  /** A unit, character, hero or monster of the game, by name. */
  unit<C extends OptionCommon | undefined = undefined>(description: string, what: string, common?: C) {
    return def('unit', description, z.string({ error: `${what}?` }).trim().min(1, `${what}?`), common);
  },
  /** Several units, separated by commas. */
  units<C extends OptionCommon | undefined = undefined>(description: string, what: string, common?: C) {
    const schema = z
      .union([z.string(), z.array(z.string())], { error: `${what}? Separate several with commas.` })
      .transform((v) => listOf(v, /,/))
      .pipe(z.array(z.string()).min(1, `${what}? Name at least one.`));
    return def('units', description, schema, common);
  },
  /** A position on the board, written as the game prints it. */
  hex<C extends OptionCommon | undefined = undefined>(description: string, what: string, format: PositionFormat = LETTER_NUMBER, common?: C) {
    const noun = format.noun ?? 'hex';
    const schema = z.string({ error: `which ${noun} ${what}? Write it like ${format.example}.` }).regex(format.pattern, `write the ${noun} like ${format.example}.`).transform((s) => s.trim());
    return def('hex', description, schema, common);
  },
  /** Several positions, in order, separated by commas. */
  hexes<C extends OptionCommon | undefined = undefined>(description: string, what: string, format: PositionFormat = LETTER_NUMBER, common?: C) {
    const noun = format.noun ?? 'hex';
    const schema = z
      .union([z.string(), z.array(z.string())], { error: `which ${noun}es ${what}? Write them like ${format.example},${format.example}.` })
      .transform((v) => listOf(v, /[\s,]+/))
      .pipe(z.array(z.string().regex(format.pattern, `write each ${noun} like ${format.example}, separated by commas.`)).min(1, `name at least one ${noun} ${what}.`));
    return def('hexes', description, schema, common);
  },
  /** Anything else the game names and offers from its legal orders: an item, a door, a card. */
  name<C extends OptionCommon | undefined = undefined>(description: string, what: string, common?: C) {
    return def('name', description, z.string({ error: `${what}?` }).trim().min(1, `${what}?`), common);
  },
  /** Free text, never autocompleted: a ruling, a note. */
  text<C extends OptionCommon | undefined = undefined>(description: string, what: string, common?: C) {
    return def('text', description, z.string({ error: `${what}?` }).trim().min(1, `${what}?`), common);
  },
  /** A whole number, typed as text or given as a number. */
  integer<C extends OptionCommon | undefined = undefined>(description: string, what: string, range: { min?: number; max?: number } = {}, common?: C) {
    let n = z.number({ error: `${what}: a whole number.` }).int(`${what}: a whole number.`);
    if (range.min !== undefined) n = n.min(range.min, `${what}: at least ${range.min}.`);
    if (range.max !== undefined) n = n.max(range.max, `${what}: at most ${range.max}.`);
    const schema = z
      .union([z.number(), z.string().regex(/^\s*[+-]?\d+\s*$/, `${what}: a whole number.`)], { error: `${what}: a whole number.` })
      .transform((v) => (typeof v === 'number' ? v : Number.parseInt(v, 10)))
      .pipe(n);
    return def('integer', description, schema, common);
  },
  /** One of fixed values; typed in any case, with spaces or dashes alike. */
  choice<const V extends string, C extends OptionCommon | undefined = undefined>(description: string, values: ReadonlyArray<V | { name: string; value: V }>, refusal: string, common?: C) {
    const choices = values.map((v) => (typeof v === 'string' ? { name: v, value: v } : v));
    const allowed = choices.map((c) => c.value) as [V, ...V[]];
    const normal = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, '-');
    const byNormal = new Map(allowed.map((v) => [normal(v), v]));
    const schema = z
      .string({ error: refusal })
      .transform((s) => byNormal.get(normal(s)) ?? s)
      .pipe(z.enum(allowed, { error: refusal }));
    return def('choice', description, schema, common, choices.length <= 25 ? choices : undefined);
  },
  /** Yes or no: typed as yes/no, or given as true/false by the engine. The one reading of it. */
  yesNo<C extends OptionCommon | undefined = undefined>(description: string, common?: C) {
    const schema = z
      .union([z.boolean(), z.string().trim().toLowerCase().pipe(z.enum(['yes', 'no']))], { error: 'answer yes or no.' })
      .transform((v) => (typeof v === 'boolean' ? v : v === 'yes'));
    return def('yesno', description, schema, common, [
      { name: 'yes', value: 'yes' },
      { name: 'no', value: 'no' },
    ]);
  },
  /** An option with a schema of its own (a facing, a spell list), autocompleted or offered as choices like `kind`. */
  custom<T, C extends OptionCommon | undefined = undefined>(kind: OptionKind, description: string, schema: ZodType<T>, common?: C, choices?: OptionDef['choices']) {
    return def(kind, description, schema, common, choices);
  },
};

/** How an option's value is written back as text: for autocomplete, order lines and the log. */
export function optionText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(optionText).join(',');
  return String(value);
}
