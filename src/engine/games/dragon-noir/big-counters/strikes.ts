import { hexKey, type Hex } from '../../../hex/hex.ts';
import { dragonGround } from '../dragons/ground.ts';
import { isBlackDragon, strikingHexes } from '../dragons/parts.ts';
import { frontOf } from './footprints.ts';
import type { Unit } from '../state.ts';
import { definition, hexesOf } from '../units.ts';
import { terrainAt, type Table } from '../table.ts';

/**
 * Where a counter of several hexes strikes from (read by `canAttackInto`): false if it cannot
 * strike into `target` at all.
 * - The Queen and a Guard strike only before their front (4.44: "A Guard can never attack
 *   towards the rear"; 4.45: the Queen has "no attack to flank and rear").
 * - The Black Dragon strikes with its head, tail and front claws (the body's attack is 0), and
 *   not into ground it may not enter (2.45; dragons/ground.ts).
 * - The Baby Dragon from either of its hexes, as a rider does.
 */
export function bigStrikes(table: Table, attacker: Unit, target: Hex): Hex[] | false {
  const traits = definition(attacker).traits;
  if (traits.includes('queen') || (traits.includes('guard') && !traits.includes('baby'))) {
    return frontOf(attacker).some((h) => hexKey(h) === hexKey(target)) ? hexesOf(attacker) : false;
  }
  if (isBlackDragon(attacker)) {
    const terrain = terrainAt(table, target);
    if (!terrain || dragonGround(definition(attacker), 1, terrain)) return false;
    return strikingHexes(attacker);
  }
  return hexesOf(attacker);
}
