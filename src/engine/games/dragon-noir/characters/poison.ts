import { killOutright, type Harmed } from '../combat/harm.ts';
import type { DnState, Unit } from '../state.ts';
import { definition, unitById } from '../units.ts';

/**
 * Zed's poison (4.2): "Any enemy character wounded in a combat involving Zed will die instantly
 * of his wounds, unless the character in question is a Krob." "Special rules: any 'wounded'
 * result, except on a Krob, results in 'killed'." A troll, who takes three wounds, dies at once
 * when the attacker uses poison (4.2, Trolls); so does a Gharv, "at the first cut".
 *
 * Ours: the poison is on Zed's blades, so it acts on the combat table's results that strike
 * Zed's enemies in a combat he takes part in, attacking or defending: a wound (E, or A when he
 * defends) and a killing blow (F, which a troll would otherwise take as two wounds). A wound for
 * a retreat that could not be made, and a challenge, are not blows of that combat.
 */

/** Who carries poison on his blades (the Slayer Krobs will add theirs, with their own 50% rule). */
export function isPoisoner(unit: Unit): boolean {
  return definition(unit).traits.includes('poison');
}

/** "The Krobs drink curare as if it were milk." */
export function immuneToPoison(unit: Unit): boolean {
  return (definition(unit).traits as readonly string[]).includes('krob');
}

/** The blow, if it is a poisoned one: `strikers` are those on the other side of the combat. */
export function poisonedBlow(state: DnState, effect: 'stunned' | 'wounded' | 'killed', strikers: readonly string[], unit: Unit): Harmed | undefined {
  if (effect === 'stunned' || immuneToPoison(unit)) return undefined;
  const poisoner = strikers.map((id) => unitById(state, id)).find((u) => isPoisoner(u) && u.side !== unit.side);
  if (!poisoner) return undefined;
  return killOutright(state, unit, `by ${poisoner.name}'s poison (4.2)`);
}
