import { dieRead, type Dice, type RollRecord } from '../../../core/dice.ts';

/**
 * The kender taunt (DL11 Rule 10): after the enemy moves, each kender stack may taunt one adjacent
 * enemy stack. On a d6 of 4–6 that stack must attack the kender at once, alone, at −2 (the
 * modifier is `taunted` in the battle's input), and may not attack again in that combat step.
 */

export const TAUNT_TABLE = 'DL11 Rule 10 kender taunt';

export const tauntWorks = (face: number): boolean => face >= 4;

export interface TauntOutcome {
  taunted: boolean;
  roll: RollRecord;
  text: string;
}

/** `kender` and `target` name the two stacks as the log line shows them ("Hylo Kender 1 at 2012b"). */
export function tauntRoll(kender: string, target: string, dice: Dice): TauntOutcome {
  const roll = dice.roll(6, `${kender} taunts ${target}`, 'the taunt');
  const taunted = tauntWorks(roll.face);
  const result = taunted ? 'taunted' : 'ignored';
  roll.explain({ table: TAUNT_TABLE, row: '4-6 taunted', result });
  const text = taunted
    ? `${kender} taunts ${target} (${dieRead(roll.record)}): it must attack the kender at once, alone, at −2.`
    : `${kender} taunts ${target} (${dieRead(roll.record)}): the taunt is ignored.`;
  return { taunted, roll: roll.record, text };
}

export function rereadTaunt(roll: RollRecord): string | undefined {
  return roll.table === TAUNT_TABLE ? (tauntWorks(roll.face) ? 'taunted' : 'ignored') : undefined;
}
