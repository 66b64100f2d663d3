import { isBlackDragon, isBabyDragon } from '../dragons/parts.ts';
import type { Unit } from '../state.ts';
import { definition, hexesOf } from '../units.ts';
import { hexCombatValue, terrainAt, webAt, type Table } from '../table.ts';

/**
 * The ground the Krobs and the dragons fight on (2.42, 5.13.2), where it is not simply their
 * hex's (read by `combatValue` in world.ts):
 * - a Krob on a spider web is on favourable ground (5.13.2: "Krobs: +");
 * - a Royal Guard is on the majority terrain of its three hexes (2.42, DN2); **ours:** with three
 *   different values, neutral;
 * - Alkiram and the Black Dragon's body are unaffected by terrain (2.42 note); the Black
 *   Dragon's other parts fight from their own hexes (melee-rules.ts);
 * - the Baby Dragon counts the less advantageous of its two hexes, as a rider does, and water
 *   and marsh are favourable to it, a swimmer like the Gharvs (2.42 and 4.3, translator's
 *   suggestions, applied).
 * Undefined: the common rule.
 */
export function creatureCombatValue(table: Table, unit: Unit): number | undefined {
  const traits = definition(unit).traits as readonly string[];
  const krob = traits.includes('krob');
  if (traits.includes('queen') || isBlackDragon(unit)) return 0;
  const value = (h: Parameters<typeof hexCombatValue>[1]) => (krob && webAt(table, h) ? 1 : hexCombatValue(table, h));
  if (krob && traits.includes('guard') && !traits.includes('baby')) {
    const values = hexesOf(unit).map(value);
    for (const v of values) if (values.filter((x) => x === v).length >= 2) return v;
    return 0;
  }
  if (krob && unit.hex && webAt(table, unit.hex)) return 1;
  if (isBabyDragon(unit)) {
    return Math.min(...hexesOf(unit).map((h) => {
      const id = terrainAt(table, h)?.id;
      return id === 'water' || id === 'marsh' ? 1 : hexCombatValue(table, h);
    }));
  }
  return undefined;
}
