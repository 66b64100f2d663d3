/**
 * What each basic spell does, by its id in `spells.json` (the data holds its name, element, cost,
 * R and cantrip marks; the rules it sets in motion are code, here). SFR v4.01 section 44, FACTS
 * §2.2 "SFR basic spells"; Wall of Ice is TSR's alone and its effect is our reading (docs).
 */

/** What a spell is cast on, which decides how its target is written and checked. */
export type SpellTarget =
  /** An army of another player, written `p2@<terrain>` (or `p2@reserve`). */
  | 'opposing-army'
  /** Any army, one's own included. */
  | 'any-army'
  /** A terrain, by its id or its die's name: the effect is on every army there. */
  | 'terrain'
  /** One unit of another player, by its id. */
  | 'opposing-unit'
  /** One of the caster's units at a terrain, then the terrain it goes to (Path). */
  | 'own-unit-to-terrain'
  /** One of the caster's units in the DUA (Resurrect Dead). */
  | 'own-dead'
  /** One of the caster's Dragonkin in the summoning pool (Summon Dragonkin). */
  | 'own-pool';

export type SpellDoes =
  /** Damage to the army, which rolls saves against it (Hailstorm: 1 a casting). */
  | { kind: 'damage-army'; per: number }
  /** Damage to one unit with no save (Finger of Death: 1 a casting). */
  | { kind: 'damage-unit-no-save'; per: number }
  /** The unit rolls a save; with no save result it is killed (Lightning Strike). */
  | { kind: 'save-or-die' }
  /** A lasting effect, read by `modifiersFor` (magic/effects.ts). */
  | { kind: 'lasting' }
  /** The terrain goes down a step unless an opposing army there rolls this many maneuvers (Flash Flood). */
  | { kind: 'reduce-terrain'; unless: number }
  | { kind: 'move-unit' }
  /** Brings back this much health-worth a casting to the casting army. */
  | { kind: 'return-unit'; per: number }
  | { kind: 'summon-dragon'; white: boolean };

export interface SpellRule {
  target: SpellTarget;
  does: SpellDoes;
  /**
   * Several castings on one target add up (SFR 44: the highlighted number is multiplied). We read
   * every spell whose effect is a number as cumulative, and no other (docs, Readings).
   */
  cumulative: boolean;
}

export const SPELL_RULES: Readonly<Record<string, SpellRule>> = {
  // Air
  hailstorm: { target: 'opposing-army', does: { kind: 'damage-army', per: 1 }, cumulative: true },
  'wind-walk': { target: 'any-army', does: { kind: 'lasting' }, cumulative: true },
  'lightning-strike': { target: 'opposing-unit', does: { kind: 'save-or-die' }, cumulative: false },
  // Death
  palsy: { target: 'opposing-army', does: { kind: 'lasting' }, cumulative: true },
  'finger-of-death': { target: 'opposing-unit', does: { kind: 'damage-unit-no-save', per: 1 }, cumulative: true },
  'soiled-ground': { target: 'terrain', does: { kind: 'lasting' }, cumulative: false },
  // Earth
  'stone-skin': { target: 'any-army', does: { kind: 'lasting' }, cumulative: true },
  path: { target: 'own-unit-to-terrain', does: { kind: 'move-unit' }, cumulative: false },
  'transmute-rock-to-mud': { target: 'opposing-army', does: { kind: 'lasting' }, cumulative: true },
  // Fire
  'ash-storm': { target: 'terrain', does: { kind: 'lasting' }, cumulative: true },
  'fiery-weapon': { target: 'any-army', does: { kind: 'lasting' }, cumulative: true },
  'dancing-lights': { target: 'opposing-army', does: { kind: 'lasting' }, cumulative: true },
  // Water
  'watery-double': { target: 'any-army', does: { kind: 'lasting' }, cumulative: true },
  'flash-flood': { target: 'terrain', does: { kind: 'reduce-terrain', unless: 6 }, cumulative: false },
  'wall-of-fog': { target: 'terrain', does: { kind: 'lasting' }, cumulative: true },
  /** TSR 1996 only: the seed says only that its saves count against Trample (FAQ SAI C); our effect is spells.json's. */
  'wall-of-ice': { target: 'any-army', does: { kind: 'lasting' }, cumulative: true },
  // Elemental
  'resurrect-dead': { target: 'own-dead', does: { kind: 'return-unit', per: 1 }, cumulative: true },
  'summon-dragonkin': { target: 'own-pool', does: { kind: 'return-unit', per: 1 }, cumulative: true },
  'summon-dragon': { target: 'terrain', does: { kind: 'summon-dragon', white: false }, cumulative: false },
  'summon-white-dragon': { target: 'terrain', does: { kind: 'summon-dragon', white: true }, cumulative: false },
};
