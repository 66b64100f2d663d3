import type { DiceBook } from '../dice/read.ts';
import { ELEMENT_COLOUR, type DragonDie, type TerrainDie, type UnitDie } from '../dice/types.ts';

const ELEMENT_COLOURS = Object.values(ELEMENT_COLOUR);
/** The eighth faces only a frontier may carry (SFR 15). */
const ADVANCED_EIGHTH = ['castle', 'dragons-lair', 'grove', 'vortex'] as const;

/**
 * The force a player builds from (SFR 8; GAPS B5, B12): the number of dragons a force size brings,
 * the cap on one army, and the pool of dice each player may build with.
 */

/** One dragon per 24 points of force or part of 24 (SFR 8; GAPS B12: 15 → 1, 24 → 1, 30 → 2, 36 → 2, 60 → 3). */
export function dragonsFor(force: number): number {
  return Math.ceil(force / 24);
}

/** No army may be built with more than half the force, rounded down (SFR 8; the cap holds at set-up only). */
export function armyCap(force: number): number {
  return Math.floor(force / 2);
}

/** A unit's points: its health (SFR 3). */
export const pointsOf = (die: UnitDie): number => die.health;

/**
 * The dice a game's players build from (the `dice` option): `base`, the first version's (FACTS §2.4
 * "first playable"), one of every non-monster die of the four TSR base races (Coral Elves, Dwarves,
 * Goblins, Lava Elves: 15 each, 30 points a species); `all`, every die of the twelve species of the
 * current edition, monsters included (a monster's points are its health, 4: SFR 3), the Dragonkin
 * left out (they are summoned, not built). Both bring the drakes and wyrms of the five elements' colours (the ivory and white
 * dragons are left for later: a white dragon is worth two), and the terrain dice. Each player has a
 * pool of their own (a game by post has no shortage of dice), so two players may field the same die.
 */
export interface Pool {
  units: UnitDie[];
  dragons: DragonDie[];
  /** Dice a player may bring as a home terrain: the advanced eighth faces (Castle, Dragon's Lair, Grove, Vortex) are the frontier's only (SFR 15). */
  homes: TerrainDie[];
  frontiers: TerrainDie[];
}

export const DICE_POOLS = ['base', 'all'] as const;
export type DicePool = (typeof DICE_POOLS)[number];

export function poolOf(book: DiceBook, which: DicePool = 'base'): Pool {
  const base = new Set([...book.species.values()].filter((s) => s.era === 'tsr' || (which === 'all' && s.era === 'sfr')).map((s) => s.id));
  const kindOf = (t: TerrainDie) => book.terrainTypes.get(t.type)?.kind;
  const frontiers = [...book.terrains.values()].filter((t) => kindOf(t) === 'basic' || kindOf(t) === 'advanced').sort((a, b) => a.id.localeCompare(b.id));
  return {
    units: [...book.units.values()].filter((u) => base.has(u.species) && (which === 'all' || u.class !== 'monster')).sort((a, b) => a.id.localeCompare(b.id)),
    dragons: [...book.dragons.values()].filter((d) => (ELEMENT_COLOURS as readonly string[]).includes(d.colour)).sort((a, b) => a.id.localeCompare(b.id)),
    homes: frontiers.filter((t) => kindOf(t) === 'basic' && !(ADVANCED_EIGHTH as readonly (string | null)[]).includes(t.eighth)),
    frontiers,
  };
}
