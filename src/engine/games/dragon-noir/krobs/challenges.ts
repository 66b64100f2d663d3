import type { RollModifier } from '../../../core/dice.ts';
import type { Unit } from '../state.ts';
import { definition } from '../units.ts';

/**
 * The Krobs' and the dragons' lines of the Challenges table (5.12.4 as rebuilt in checklist
 * 1.13 (f), 4.44): they replace the armour lines for a Krob (a Warrior's shell is its armour,
 * counted once).
 *
 * - Infiltrating: a dog or a baby Hunter −3; a Hunter, a Warrior or another baby −1.
 * - Opposing: a baby Hunter −3, another baby −1, a Warrior or a Slayer +1, a Guard +2 (to its
 *   front only), Alkiram +4 (to her front only; `canAttackInto` gives them no other hexes).
 * - 4.44: "The Baby Hunters are never affected by this rule on infiltration, but they also have
 *   no effect on enemies": that overrides their −3 (ruling 140), so neither line is ever read.
 * - **Ours** (ruling 140, flagged): the Black Dragon opposes at +4, as Alkiram does; the Baby
 *   Dragon, which "ignores rules on challenges" when it moves or fights, neither rolls nor
 *   makes anyone roll.
 */

const traitsOf = (unit: Unit) => definition(unit).traits as readonly string[];

export function isKrob(unit: Unit): boolean {
  return traitsOf(unit).includes('krob');
}

export function isBabyHunter(unit: Unit): boolean {
  const t = traitsOf(unit);
  return t.includes('krob') && t.includes('hunter') && t.includes('baby');
}

/** Whoever makes no enemy roll when passing by: a baby Hunter, the Baby Dragon. */
export function givesNoChallenge(unit: Unit): boolean {
  return isBabyHunter(unit) || traitsOf(unit).includes('baby-dragon');
}

/** What a Krob or a dog brings to the roll when it infiltrates; undefined for anyone else. */
export function krobInfiltrator(unit: Unit): RollModifier[] | undefined {
  const t = traitsOf(unit);
  if (t.includes('dog')) return [{ label: 'dog', value: -3 }];
  if (!t.includes('krob')) return undefined;
  if (t.includes('baby')) return [t.includes('hunter') ? { label: 'baby Hunter', value: -3 } : { label: 'baby Krob', value: -1 }];
  if (t.includes('hunter')) return [{ label: 'Hunter', value: -1 }];
  if (t.includes('warrior')) return [{ label: 'Warrior', value: -1 }];
  return [];
}

/** What a Krob or a dragon brings to the roll when it opposes; undefined for anyone else. */
export function krobOpposer(unit: Unit): RollModifier[] | undefined {
  const t = traitsOf(unit);
  if (t.includes('black-dragon')) return [{ label: 'opposer Black Dragon', value: 4 }];
  if (!t.includes('krob')) return undefined;
  if (t.includes('baby')) return [t.includes('hunter') ? { label: 'opposer baby Hunter', value: -3 } : { label: 'opposer baby Krob', value: -1 }];
  if (t.includes('queen')) return [{ label: 'opposer Alkiram', value: 4 }];
  if (t.includes('guard')) return [{ label: 'opposer Guard', value: 2 }];
  if (t.includes('warrior') || t.includes('slayer')) return [{ label: `opposer ${t.includes('warrior') ? 'Warrior' : 'Slayer'}`, value: 1 }];
  return [];
}
