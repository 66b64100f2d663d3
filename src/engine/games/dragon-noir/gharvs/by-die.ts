import { dieRead, type Dice, type RollRecord } from '../../../core/dice.ts';

/**
 * 4.51: "allocate a number to each hex and re-roll the die until one of those numbers comes
 * up". Used wherever the Gharvs' rules leave a choice to the die: where one appears, which of
 * them attacks first (4.52: disputes settled by a die roll), where one retreats. With one
 * candidate nothing is rolled. Up to ten candidates are numbered on a d10 (0 reads 10); more
 * (the Pit's floor) on two d10 read as tens and units, 00 being 100 (ours: the same method,
 * with the percentile reading every Cry Havoc player knows).
 */
export interface Picked<T> {
  item: T;
  index: number;
  rolls: RollRecord[];
}

/** `purpose` is what the die decides, as the log names it: "the Gharv's place". */
export function pickByDie<T>(dice: Dice, items: readonly T[], label: string, purpose: string, name: (item: T) => string): Picked<T> {
  if (items.length === 0) throw new Error(`pickByDie: nothing to pick for ${label}`);
  if (items.length === 1) return { item: items[0]!, index: 0, rolls: [] };
  if (items.length > 100) throw new Error(`pickByDie: ${items.length} candidates are more than two d10 can number`);
  const numbering = items.map((item, i) => `${i + 1} ${name(item)}`).join(', ');
  const rolls: RollRecord[] = [];
  for (;;) {
    let value: number;
    if (items.length <= 10) {
      const roll = dice.roll(10, label, purpose);
      rolls.push(roll.record);
      value = roll.face;
      roll.explain({ row: numbering, result: value <= items.length ? name(items[value - 1]!) : 're-roll' });
    } else {
      const tens = dice.roll(10, `${label} (tens)`, `${purpose} (tens)`);
      const units = dice.roll(10, `${label} (units)`, `${purpose} (units)`);
      rolls.push(tens.record, units.record);
      value = (tens.face % 10) * 10 + (units.face % 10) || 100;
      tens.explain({ row: numbering });
      units.explain({ total: value, result: value <= items.length ? name(items[value - 1]!) : 're-roll' });
    }
    if (value <= items.length) return { item: items[value - 1]!, index: value - 1, rolls };
  }
}

/**
 * The dice of a pick as the log reads them, each naming what it decides before its face:
 * "d10 for the Gharv's place: 9 (re-roll), d10 for the Gharv's place: 3". Empty when nothing was
 * rolled (one candidate).
 */
export function pickDice(picked: Pick<Picked<unknown>, 'rolls'>): string {
  return picked.rolls.map((r) => `${dieRead(r)}${r.result === 're-roll' ? ' (re-roll)' : ''}`).join(', ');
}
