import { rollArithmetic, type Dice, type RollModifier, type RollRecord } from '../../../core/dice.ts';

/**
 * The casting roll (3.3, ruling 134): d10 (0 counts 10) + the caster's level − 1 a hex beyond
 * his range must be more than the spell's EP band: 1 for 1-10 EP, 2 for 11-20, 3 for 21-30…
 * So level 1 never fails at 10 EP or less within range, level 2 at 20 or less.
 */

export function band(cost: number): number {
  return Math.ceil(cost / 10);
}

export interface CastRoll {
  success: boolean;
  record: RollRecord;
  /** "d10 for the spell: 4 +1 level 1 = 5, more than 3 needed: success" */
  text: string;
}

/** `purpose` names the roll in the log: "the spell", "the counterspell". */
export function castingRoll(dice: Dice, label: string, purpose: string, level: number, cost: number, range?: RollModifier): CastRoll {
  const roll = dice.roll(10, label, purpose);
  const modifiers: RollModifier[] = [{ label: `level ${level}`, value: level }, ...(range ? [range] : [])];
  const total = roll.face + modifiers.reduce((s, m) => s + m.value, 0);
  const needed = band(cost);
  const success = total > needed;
  roll.explain({ table: '3.3 resolution of spells', row: `${cost} EP: more than ${needed}`, modifiers, total, result: success ? 'success' : 'failure' });
  return { success, record: roll.record, text: `${rollArithmetic(roll.record)}, more than ${needed} needed: ${success ? 'success' : 'failure'}` };
}
