import { labelOf } from '../../../hex/labels.ts';
import { hexKey } from '../../../hex/hex.ts';
import { frontOf, isBig } from '../big-counters/footprints.ts';
import type { Unit } from '../state.ts';
import { definition, hexesOf } from '../units.ts';

/**
 * 4.44, 4.45: a Guard "can never attack towards the rear", and the Queen has "no attack to flank
 * and rear": both strike only into the hexes before their front (`footprints.ts` `frontOf`,
 * which `canAttackInto` reads). This says so when an order asks otherwise.
 */
export function bigRefusal(attacker: Unit, defender: Unit): string | undefined {
  if (!isBig(attacker) || !definition(attacker).traits.includes('krob')) return undefined;
  const front = new Set(frontOf(attacker).map(hexKey));
  const there = hexesOf(defender);
  if (there.some((h) => front.has(hexKey(h)))) return undefined;
  const who = definition(attacker).traits.includes('queen') ? `${attacker.name} has no attack to her flank or rear (4.45)` : `${attacker.name} never attacks to its flank or rear (4.44)`;
  return `${who}: ${defender.name} in ${labelOf(there[0]!)} is not before its front.`;
}
