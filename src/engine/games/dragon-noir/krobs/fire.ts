import type { RollModifier } from '../../../core/dice.ts';
import type { Unit } from '../state.ts';
import { definition } from '../units.ts';

/**
 * 4.44 Missile fire: "When a shooter chooses a Warrior as a target he must add 1 point to the
 * die. He must add 2 points for a Guard and 4 points for the Queen." A Warrior's shell is
 * armour, but its +1 and the armour's +1 are one and the same (ruling 141): +1 in all. The
 * babies have none of it (krobs/data.ts). Undefined: not a Krob with a modifier of its own.
 */
export function krobTargetModifier(target: Unit): RollModifier | undefined {
  const t = definition(target).traits as readonly string[];
  if (!t.includes('krob') || t.includes('baby')) return undefined;
  if (t.includes('queen')) return { label: 'the Queen', value: 4 };
  if (t.includes('guard')) return { label: 'a Guard', value: 2 };
  if (t.includes('warrior')) return { label: 'a Warrior', value: 1 };
  return undefined;
}
