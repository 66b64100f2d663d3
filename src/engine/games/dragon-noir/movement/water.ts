import type { TerrainId } from '../terrain.ts';
import type { Unit } from '../state.ts';
import { definition, isArmoured } from '../units.ts';

/**
 * Movement in the water (5.12.3, 2.31 items 3 and 4, 4.2 Goblins).
 *
 * The cost of a water hex depends on who swims. The table's lines for creatures that are not in
 * the game yet (Gharvs, the baby dragon, the Krobs) are kept here as data, keyed by the trait
 * those creatures will carry, so that adding them is a matter of giving them the trait.
 */

export type Swimmer = 'gharv' | 'baby-dragon' | 'goblin' | 'hunter' | 'baby-krob' | 'unarmoured' | 'slayer' | 'armoured' | 'mounted' | 'queen' | 'guard' | 'warrior';

/** 5.12.3: MP per water hex; null where movement is impossible. */
export const WATER_COST: Record<Swimmer, number | null> = {
  gharv: 1,
  'baby-dragon': 1,
  goblin: 2,
  hunter: 2,
  'baby-krob': 2,
  unarmoured: 5,
  slayer: 5,
  armoured: null,
  mounted: null,
  queen: null,
  guard: null,
  warrior: null,
};

/** The lines of 5.12.3 a trait puts a creature on; the first that matches wins. */
const BY_TRAIT: readonly Swimmer[] = ['gharv', 'baby-dragon', 'goblin', 'hunter', 'baby-krob', 'slayer', 'queen', 'guard', 'warrior'];

/** Which line of the water table a character moves on. */
export function swimmer(unit: Unit): Swimmer {
  const traits = definition(unit).traits as readonly string[];
  const trait = BY_TRAIT.find((t) => traits.includes(t));
  if (trait) return trait;
  if (unit.mounted) return 'mounted';
  return isArmoured(unit) ? 'armoured' : 'unarmoured';
}

/** MP to enter a water hex, or why it cannot be entered. */
export function waterCost(unit: Unit): { mp: number } | { mp: null; why: string } {
  const line = swimmer(unit);
  const mp = WATER_COST[line];
  if (mp !== null) return { mp };
  const who = line === 'armoured' ? 'a character in armour' : line === 'mounted' ? 'a rider' : `a ${line} Krob`;
  return { mp: null, why: `${who} cannot enter water` };
}

/**
 * 2.31 item 4 and 4.2: a wooden footbridge, and a wooden landing stage (jetty), do not connect
 * with the water around them, except for the Goblins, who pass freely between them.
 */
const WOODEN: readonly TerrainId[] = ['bridge', 'jetty'];

export function cutFromWater(unit: Unit, a: TerrainId, b: TerrainId): boolean {
  if (swimmer(unit) === 'goblin') return false;
  return (a === 'water' && WOODEN.includes(b)) || (b === 'water' && WOODEN.includes(a));
}
