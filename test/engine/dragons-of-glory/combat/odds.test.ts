import { describe, expect, it } from 'vitest';
import { battleOdds, fortificationFactor, oddsColumn, strengthOf } from '../../../../src/engine/games/dragons-of-glory/combat/odds.ts';
import { attacker, defender, dragon, leader, wizard } from './counters.ts';

describe('Rule 7 odds: rounded down in the defender’s favour', () => {
  it('11 against 4 is 2-1 (2.75 rounds down to 2)', () => {
    expect(oddsColumn(11, 4)).toEqual({ column: '2-1', clamped: null });
  });
  it('12 against 4 is 3-1 exactly', () => {
    expect(oddsColumn(12, 4).column).toBe('3-1');
  });
  it('5 against 6 is 2-3 (0.83 rounds down to the next column below 1-1)', () => {
    expect(oddsColumn(5, 6).column).toBe('2-3');
  });
  it('3 against 6 is 1-2, and 5 against 11 is 1-3 (0.45 is short of 1-2)', () => {
    expect(oddsColumn(3, 6).column).toBe('1-2');
    expect(oddsColumn(5, 11).column).toBe('1-3');
  });
  it('9 against 6 is 3-2, 8 against 6 is 1-1', () => {
    expect(oddsColumn(9, 6).column).toBe('3-2');
    expect(oddsColumn(8, 6).column).toBe('1-1');
  });
  it('4 against 6 is 2-3 exactly, 6 against 6 is 1-1', () => {
    expect(oddsColumn(4, 6).column).toBe('2-3');
    expect(oddsColumn(6, 6).column).toBe('1-1');
  });
  it('every column is reached at its own ratio: 1:3, 1:2, 2:3, 1:1, 3:2, 2:1, 3:1, 4:1, 5:1, 6:1', () => {
    const at = (a: number, d: number) => oddsColumn(a, d).column;
    expect([at(2, 6), at(3, 6), at(4, 6), at(6, 6), at(9, 6), at(12, 6), at(18, 6), at(24, 6), at(30, 6), at(36, 6)]).toEqual([
      '1-3', '1-2', '2-3', '1-1', '3-2', '2-1', '3-1', '4-1', '5-1', '6-1',
    ]);
  });
});

describe('Rule 7 odds: past the ends of the table (the usual practice)', () => {
  it('below 1-3 reads the 1-3 column, flagged: 1 against 4', () => {
    expect(oddsColumn(1, 4)).toEqual({ column: '1-3', clamped: 'below' });
  });
  it('7-1 and more read the 6-1 column, flagged: 21 against 3', () => {
    expect(oddsColumn(21, 3)).toEqual({ column: '6-1', clamped: 'above' });
  });
  it('6-1 up to just short of 7-1 is 6-1 itself, not flagged: 20 against 3', () => {
    expect(oddsColumn(20, 3)).toEqual({ column: '6-1', clamped: null });
  });
  it('a hex with no defending strength reads 6-1, flagged', () => {
    expect(oddsColumn(3, 0)).toEqual({ column: '6-1', clamped: 'above' });
  });
});

describe('Rule 7 odds: the defenders’ places', () => {
  it('a fortified city doubles the defence: 8 against 2 ×2 = 4 is 2-1', () => {
    const odds = battleOdds([attacker('a', 8)], [defender('d', 2)], 'fortified-city');
    expect(odds).toMatchObject({ attack: 8, defenceBase: 2, factor: 2, defence: 4, column: '2-1' });
  });
  it('a fortress triples the defence: 8 against 2 ×3 = 6 is 1-1', () => {
    expect(battleOdds([attacker('a', 8)], [defender('d', 2)], 'fortress')).toMatchObject({ factor: 3, defence: 6, column: '1-1' });
  });
  it('a dwarven fortress is read as a fortress: ×3', () => {
    expect(fortificationFactor('dwarven-fortress')).toBe(3);
  });
  it('an open city, or no place, multiplies nothing', () => {
    expect(fortificationFactor('city')).toBe(1);
    expect(fortificationFactor(undefined)).toBe(1);
  });
  it('a flying citadel in the attack takes the fortification away: 8 against 2 in a fortress is 4-1', () => {
    expect(battleOdds([attacker('a', 8)], [defender('d', 2)], 'fortress', false)).toMatchObject({ factor: 1, defence: 2, column: '4-1' });
  });
});

describe('Rule 7 odds: what has strength', () => {
  it('dragons’ strength counts in the odds: 4 + a dragon of 6 against 5 is 2-1', () => {
    expect(battleOdds([attacker('a', 4), dragon('red', 6)], [defender('d', 5)], undefined)).toMatchObject({ attack: 10, column: '2-1' });
  });
  it('leaders and wizards add no strength', () => {
    expect(strengthOf(leader('Toede', 3))).toBe(0);
    expect(strengthOf(wizard('Raistlin'))).toBe(0);
    expect(battleOdds([attacker('a', 4), leader('Toede', 3)], [defender('d', 4), wizard('w', { side: 'whitestone' })], undefined)).toMatchObject({ attack: 4, defence: 4, column: '1-1' });
  });
  it('a Dragonlance doubles its army’s strength: 3 with the lance against 4 defends at 6, 9 against it is 3-2', () => {
    const lanced = defender('knights', 3, { dragonlance: true });
    expect(strengthOf(lanced)).toBe(6);
    expect(battleOdds([attacker('a', 9)], [lanced, defender('d', 0)], undefined).column).toBe('3-2');
  });
  it('a depleted army counts its depleted strength as given', () => {
    expect(strengthOf(attacker('a', 2, { depleted: true }))).toBe(2);
  });
});
