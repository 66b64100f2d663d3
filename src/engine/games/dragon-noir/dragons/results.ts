import type { Step, Unit } from '../state.ts';
import type { FootResult } from '../tables.ts';
import type { SpecialMelee } from '../combat/melee-rules.ts';
import { isBlackDragon, isDragon } from './parts.ts';

/**
 * 4.3: against either dragon, the foot table's D, E and F all mean "dragon wounded", one wound
 * (on the part struck, for the Black Dragon). An "attacker wounded" on the Black Dragon falls on
 * the part that struck (**ours:** the first named, when two struck together). Its retreats are
 * left to the common steps, which the Black Dragon then refuses (it never retreats; aftermath.ts).
 * Undefined: the common rules apply.
 */
export function dragonSteps(result: FootResult, attackers: Unit[], defenders: Unit[], attackerSide: string, defenderSide: string, special: SpecialMelee): Step[] | undefined {
  const a = attackers.map((u) => u.id);
  const d = defenders.map((u) => u.id);
  if ((result === 'D' || result === 'E' || result === 'F') && defenders.length === 1 && isDragon(defenders[0]!)) {
    return [{ kind: 'casualty', seat: defenderSide, effect: 'wounded', candidates: d, victors: a, ...(special.part ? { part: special.part } : {}) }];
  }
  const dragon = attackers.find(isBlackDragon);
  if (result === 'A' && dragon) {
    return [{ kind: 'casualty', seat: attackerSide, effect: 'wounded', candidates: [dragon.id], victors: d, ...(special.attackingPart ? { part: special.attackingPart } : {}) }];
  }
  return undefined;
}
