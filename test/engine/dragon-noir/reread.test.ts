import { describe, expect, test } from 'vitest';
import type { RollRecord } from '../../../src/engine/core/dice.ts';
import { rereadRoll } from '../../../src/engine/games/dragon-noir/reread.ts';

/**
 * /dice verify reads each Dragon Noir roll's table again from what the roll records. Each table,
 * read at the rules' own thresholds.
 */

const options = { footShotRow7: 'miss' as const };
const read = (table: string, total: number, more: Partial<RollRecord> = {}) => rereadRoll({ options } as never, { sides: 10, face: total, label: 'a roll', table, total, ...more });

describe('a Dragon Noir roll read again from its record', () => {
  test('5.12.4 challenges: 1-7 no effect, 8-9 wounded, 10 or more killed', () => {
    expect([7, 8, 9, 10, 11].map((t) => read('5.12.4 challenges', t))).toEqual(['no effect', 'wounded', 'wounded', 'killed', 'killed']);
  });

  test('5.14.2 and 5.14.1: the odds row and the modified die', () => {
    // 5.14.2 at 2-1: D C C C B B A - for the dice 2 to 9.
    expect([1, 4, 8, 9].map((t) => read('5.14.2 combat against foot', t, { row: '2-1' }))).toEqual(['E', 'C', 'A', '-']);
    expect(read('5.14.2 combat against foot', 10, { row: '12-1+' })).toBe('E');
    // 5.14.1 at 1-1: C C C B B A, then no effect.
    expect([1, 6, 7].map((t) => read('5.14.1 combat against mounted', t, { row: '1-1' }))).toEqual(['C', 'A', '-']);
    expect(read('5.14.2 combat against foot', 4, { row: 'odds' })).toBeUndefined();
  });

  test('5.11.4 and 5.11.3: the weapon and its die, the cover', () => {
    // A crossbow's 5 in light cover is A on foot; a longbow's 5 reads row 6.
    expect(read('5.11.4 shooting at characters on foot', 5, { row: 'crossbow 5', column: 'light cover' })).toBe('A');
    expect(read('5.11.4 shooting at characters on foot', 5, { row: 'longbow 5', column: 'none cover' })).toBe('A');
    expect(read('5.11.4 shooting at characters on foot', 7, { row: 'crossbow 7', column: 'none cover' })).toBe('-');
    expect(rereadRoll({ options: { footShotRow7: 'hits' } } as never, { sides: 10, face: 7, label: 'a shot', table: '5.11.4 shooting at characters on foot', row: 'crossbow 7', column: 'none cover', total: 7 })).toBe('A');
    expect(read('5.11.3 shooting at mounted characters', 1, { row: 'crossbow 1', column: 'none cover' })).toBe('F');
    expect(read('5.11.3 shooting at mounted characters', 1, { row: 'sling 1', column: 'none cover' })).toBeUndefined();
  });

  test('3.3, 3.55, 5.12.1, 5.12.2, 4.45, 5.15.2: each at its thresholds', () => {
    expect([2, 3].map((t) => read('3.3 resolution of spells', t, { row: '12 EP: more than 2' }))).toEqual(['failure', 'success']);
    expect([6, 7].map((t) => read('3.55 fireball', t))).toEqual(['wounded and retreats', 'retreats']);
    expect([9, 10, 11].map((t) => read('5.12.1 jumping on horseback', t))).toEqual(['over', 'the horse refuses', 'bad landing']);
    expect([1, 6, 7].map((f) => read('5.12.2 jumping from a higher to a lower level', f, { row: 'armoured' }))).toEqual(['unharmed', 'wounded', 'dead']);
    expect([5, 6].map((f) => read('4.45 Slayers with other Krobs', f))).toEqual(['the Slayer: mortal', 'another Krob: a normal blow']);
    expect([3, 4].map((t) => read('5.15.2 Gharv appearance', t, { column: 'in the marsh, 1-3' }))).toEqual(['a Gharv', 'none']);
    expect([1, 2].map((t) => read('5.15.2 Gharv appearance', t, { column: 'on a beach, 1' }))).toEqual(['a Gharv', 'none']);
  });

  test('a table whose reading rests on more than the record holds is not read', () => {
    expect(read('5.15.1 boat plan', 4)).toBeUndefined();
    expect(read('ruling 148: true count + d7 − 4', 4)).toBeUndefined();
  });
});
