import type { Element, EighthFace, Ruleset, Sai, UnitDie } from '../dice/types.ts';

/**
 * What an army's roll is for, which decides what each face counts as (GAPS B3, FACTS §2.2):
 * - `melee`, `missile`, `magic`: an attack or a spell roll;
 * - `save`: the target's answer to an attack (`against` says to which: SAIs such as Counter differ);
 * - `maneuver`: a maneuver or counter-maneuver;
 * - `dragon`: an army answering a dragon's attack (melee, missile and save results all count);
 * - `order`: the roll for the order of play at set-up: maneuver with no doubling at all (FAQ D3).
 */
export const ROLL_KINDS = ['melee', 'missile', 'magic', 'save', 'maneuver', 'dragon', 'order'] as const;
export type RollKind = (typeof ROLL_KINDS)[number];

/** The results a roll totals. Magic is kept by element (a unit of two elements may split its own). */
export const RESULTS = ['melee', 'missile', 'magic', 'save', 'maneuver'] as const;
export type ResultKind = (typeof RESULTS)[number];

/** Where magic results are kept: an element, several joined by `+` (`earth+fire`), or `ivory`. */
export type MagicKey = Element | 'ivory' | `${Element}+${string}`;

/** One die as it came up: the unit (its instance id in the state), its die, the face index (0-based). */
export interface RolledDie {
  unit: string;
  die: UnitDie;
  face: number;
}

/** Everything around a roll that changes what it counts. */
export interface RollContext {
  kind: RollKind;
  /** For a save roll: the attack it answers. */
  against?: 'melee' | 'missile' | 'magic' | 'dragon';
  ruleset: Ruleset;
  /** The terrain the army stands at (none for reserves): its type, elements, whether the army holds its eighth face. */
  terrain?: { type: string; elements: Element[]; eighth: EighthFace | null; eighthHeld: boolean };
  /** Effects on the army now, by what they do: a breath that halves melee, a spell that adds saves. */
  modifiers: RollModifier[];
  /** A melee roll that is a charge (TSR; the Charge SAI in v4): maneuver results count as melee (FAQ SAI D, Trample). */
  charge?: boolean;
  /** A melee roll that is a counter-attack: species abilities `inRoll: 'counter-attack'` work (Dwarven Might); Charge and Surprise do nothing. */
  counterAttack?: boolean;
}

/** A change to a roll's total from outside the dice: a spell, a breath, an ability; applied in SFR 27's order. */
export interface RollModifier {
  source: string;
  result: ResultKind;
  change: { add: number } | { halve: true } | { ignoreIds: true };
}

/**
 * An SAI's effect that is more than results: a target killed with no save, units buried, a unit
 * re-rolled, damage back on the attacker. The action that made the roll applies it, before the
 * plain results (FAQ SAI E); `count` is the SAI's value after any doubling.
 */
export interface SaiEffect {
  sai: Sai;
  unit: string;
  count: number;
  /** What the action must do, by our own code: `kill-no-save`, `bury`, `reroll`, `damage-attacker`… (`rolls/sais.ts` lists them). */
  effect: string;
}

/** A roll counted: its totals, the SAI effects to apply first, and the lines that explain it face by face. */
export interface RollCount {
  results: Record<Exclude<ResultKind, 'magic'>, number>;
  /**
   * Magic by the element(s) it may be spent as: a one-element unit's under its element (`fire`); a
   * unit of several elements under its elements joined by `+` in ELEMENTS order (`earth+fire`), which
   * the caller splits as the player says (SFR 11: a unit may split its own results); a unit of no
   * element under `ivory` (elemental spells only). See `rolls/magic.ts`.
   */
  magic: Partial<Record<MagicKey, number>>;
  /** Cantrip results, which cast cantrips only (never counted in a maneuver roll, FAQ Turn F). */
  cantrip: number;
  effects: SaiEffect[];
  /** Units to roll again (Rend, Tail, Flurry…): the caller rolls them and counts again. */
  rerolls: string[];
  /** One line per die, then the doubling and modifiers applied, then the totals: the "every roll explained" block. */
  lines: string[];
}
