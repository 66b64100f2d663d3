import { z, type ZodType } from 'zod';
import type { Dice } from './dice.ts';
import type { SeatId } from './events.ts';
import type { Applied, OrderHint, VerbSpec } from './module.ts';
import type { OptionDefs, OptionValues } from './options.ts';
import type { Result } from './result.ts';

/**
 * One definition per order, as a Diplomacy adjudicator keeps an order's parse, validation,
 * options and execution together: its options (each with its schema), when it may be given,
 * the generator of its legal forms (autocomplete, DM menus, the "allowed" list of a refusal),
 * and its handler. The slash command, the order schema, autocomplete and the legality check are
 * all derived from this one place, so they cannot drift apart.
 */

/**
 * - `order`: given in turn by a seat that may act now; it changes the game.
 * - `answer`: answers a decision (who takes the blow, where to retreat), only while it waits.
 * - `standing`: set at any time, in or out of turn (a standing reaction); it never moves play on.
 * - `query`: a question answered privately; nothing is stored and nothing is rolled.
 */
export type OrderKind = 'order' | 'answer' | 'standing' | 'query';

export interface OrderDef<S, Verb extends string = string, Opts extends OptionDefs = OptionDefs, V = unknown> {
  verb: Verb;
  /** What it does, in the game's own words (at most 100 characters: Discord's limit). */
  description: string;
  options: Opts;
  kind?: OrderKind;
  /**
   * An order (not a standing one) that the rules may allow out of turn: a DN2 spell cast in the
   * enemy's player-turn. It is offered and accepted whenever its own rules say so.
   */
  anytime?: boolean;
  /**
   * A chapter of the rules ("horses", "magic"). A game with more orders than Discord lists in one
   * command groups them by chapter; a game with few ignores it.
   */
  group?: string;
  /**
   * How it is written on a line of an order message, the options in braces: `{unit} {to}`,
   * `{with} -> {target}`. Without it, the required options in order, separated by spaces;
   * `name:value` always works too.
   */
  line?: string;
  /** The phases (keys of the game's phase map) in which it may be given; any phase if absent. */
  phases?: readonly string[];
  /** The refusal outside those phases: "Moves are made in the movement phase; it is the combat phase." */
  outOfPhase?(state: S): string;
  /** Its legal forms now for `seat`, narrowed by the options already chosen (as typed). */
  legal?(state: S, seat: SeatId, chosen: Record<string, string>): OrderHint[];
  /** Validates against the position, adjudicates with the dice, executes. */
  apply?(state: S, seat: SeatId, order: { verb: Verb } & OptionValues<Opts>, dice: Dice): Result<Applied<S>>;
  /** A query's answer: a line, and a view to draw. */
  answer?(state: S, seat: SeatId, order: { verb: Verb } & OptionValues<Opts>): Result<{ text: string; view: V }>;
}

// Definitions of one game are kept in one list whatever their options.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOrderDef<S, V = unknown> = OrderDef<S, string, any, V>;

/** The typed order of one definition. */
export type OrderOf<D> = D extends OrderDef<infer _S, infer Verb, infer Opts, infer _V> ? { verb: Verb } & OptionValues<Opts> : never;

/** The typed orders of a list of definitions: a union discriminated on `verb`. */
export type OrdersOf<T extends readonly unknown[]> = OrderOf<T[number]>;

/** Declares the orders of a game whose state is `S`: `const order = orderFor<DnState>(); export const move = order({...})`. */
export function orderFor<S, V = unknown>() {
  return <const Verb extends string, const Opts extends OptionDefs>(def: OrderDef<S, Verb, Opts, V>): OrderDef<S, Verb, Opts, V> => def;
}

/** The slash-command shape of each order: names, descriptions, option kinds, choices. */
export function verbSpecs(defs: ReadonlyArray<AnyOrderDef<unknown>>): VerbSpec[] {
  return defs.map((d) => ({
    name: d.verb,
    description: d.description,
    options: Object.entries(d.options as OptionDefs).map(([name, o]) => ({
      name,
      description: o.description,
      type: o.kind,
      required: o.required,
      ...(o.choices ? { choices: [...o.choices] } : {}),
    })),
    ...(d.kind === 'standing' || d.anytime ? { anytime: true } : {}),
    ...(d.kind === 'query' ? { query: true } : {}),
    ...(d.group ? { group: d.group } : {}),
    ...(d.line ? { line: d.line } : {}),
  }));
}

/** One zod schema for every order of a game, discriminated on `verb`, built from the options' own schemas. */
export function orderSchemaOf<O>(defs: ReadonlyArray<AnyOrderDef<unknown>>): ZodType<O> {
  const objects = defs.map((d) => {
    const shape: Record<string, ZodType> = { verb: z.literal(d.verb) };
    for (const [name, o] of Object.entries(d.options as OptionDefs)) shape[name] = o.required ? o.schema : o.schema.optional();
    return z.object(shape);
  });
  if (objects.length === 0) throw new Error('a game needs at least one order');
  return z.discriminatedUnion('verb', objects as unknown as [ReturnType<typeof z.object>, ...Array<ReturnType<typeof z.object>>]) as unknown as ZodType<O>;
}
