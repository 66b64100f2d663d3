import { describe, expect, test } from 'vitest';
import { character } from '../../../src/engine/games/dragon-noir/characters/characters.ts';
import { challengeResult, footResult, oddsLabel, rawOdds, terrainShift } from '../../../src/engine/games/dragon-noir/tables.ts';
import { counter, footValues, mountedValues } from '../../../src/engine/games/dragon-noir/values.ts';

describe('5.14.2 combat against foot characters', () => {
  test('WE-DN-16: the 2-1 row, die by die', () => {
    const row = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((die) => footResult(2, die));
    expect(row).toEqual(['E', 'D', 'C', 'C', 'C', 'B', 'B', 'A', '-', '-']);
  });

  test('the corners of the table as printed', () => {
    expect(footResult(1, 1)).toBe('D');
    expect(footResult(1, 6)).toBe('A');
    expect(footResult(1, 7)).toBe('-');
    expect(footResult(12, 1)).toBe('F');
    expect(footResult(12, 8)).toBe('F');
    expect(footResult(12, 9)).toBe('E');
    expect(footResult(12, 10)).toBe('E');
    expect(footResult(4, 10)).toBe('B');
    expect(footResult(11, 10)).toBe('D');
  });

  test('odds above 12-1 read the last row; the die never passes 10', () => {
    expect(footResult(20, 9)).toBe('E');
    expect(footResult(3, 11)).toBe('-');
    expect(oddsLabel(12)).toBe('12-1+');
    expect(oddsLabel(7)).toBe('7-1');
  });
});

describe('2.41 odds', () => {
  test('WE-DN-01: 8 against 3 is 2-1, rounded in the defender\'s favour', () => {
    expect(rawOdds(8, 3)).toBe(2);
  });
  test('WE-DN-02: 5 against 6 is below 1-1', () => {
    expect(rawOdds(5, 6)).toBe(0);
  });
  test('exact multiples', () => {
    expect(rawOdds(24, 6)).toBe(4);
    expect(rawOdds(23, 6)).toBe(3);
  });
});

describe('5.13.1 terrain shift', () => {
  test('the six cells of the table', () => {
    expect(terrainShift(-1, 1)).toBe(-2);
    expect(terrainShift(-1, 0)).toBe(-1);
    expect(terrainShift(0, 1)).toBe(-1);
    expect(terrainShift(0, -1)).toBe(1);
    expect(terrainShift(1, 0)).toBe(1);
    expect(terrainShift(1, -1)).toBe(2);
  });
  test('WE-DN-08: equal terrain does not shift', () => {
    expect(terrainShift(1, 1)).toBe(0);
    expect(terrainShift(-1, -1)).toBe(0);
  });
});

describe('5.12.4 challenges', () => {
  test('1-7 nothing, 8-9 wounded, 10 and more killed', () => {
    expect([1, 7, 8, 9, 10, 13].map(challengeResult)).toEqual(['none', 'none', 'wounded', 'wounded', 'killed', 'killed']);
    expect(challengeResult(-2)).toBe('none');
  });
});

describe('character values (4.1, 4.2)', () => {
  test('the notation: attack/defence-move, armour in brackets', () => {
    expect(counter('20/(18)-8')).toEqual({ attack: 20, defence: 18, armoured: true, move: 8 });
    expect(counter('10/4-8')).toEqual({ attack: 10, defence: 4, armoured: false, move: 8 });
    expect(() => counter('20-18/8')).toThrow();
  });

  test('Konrad on foot and mounted', () => {
    const konrad = character('konrad');
    expect(konrad.levels).toEqual([counter('20/(18)-8'), counter('10/(9)-4')]);
    expect(konrad.stunned).toEqual({ defence: 4, armoured: true });
    expect(konrad.mounted).toEqual(mountedValues('30/(28)-12, 15/(14)-12, (5)'));
    expect(konrad.mounted!.horse).toEqual({ defence: 5, armoured: true });
  });

  test("Godiva's horse is printed without a circle, so it is not caparisoned", () => {
    expect(character('godiva').mounted!.horse).toEqual({ defence: 2, armoured: false });
  });

  test("the drummer's misprinted 4-(4)-3 reads as 4/(4)-3", () => {
    expect(character('guruz').levels[1]).toEqual({ attack: 4, defence: 4, armoured: true, move: 3 });
  });

  test('ordinary Orks are unarmoured, the Ork Guard armoured', () => {
    expect(character('gromrak').levels[0]).toEqual({ attack: 16, defence: 10, armoured: false, move: 6 });
    expect(character('ashrak').levels[0]).toEqual({ attack: 16, defence: 10, armoured: true, move: 6 });
    expect(footValues('8/4-6, 4/2-3, 1')).toEqual({ healthy: counter('8/4-6'), wounded: counter('4/2-3'), stunned: { defence: 1, armoured: false } });
  });

  test('trolls take three wounds, dogs one', () => {
    expect(character('gnurr').levels.map((l) => `${l.attack}/${l.defence}-${l.move}`)).toEqual(['22/12-4', '16/9-3', '10/6-2']);
    expect(character('lucifer').levels).toHaveLength(1);
  });

  test('Sarah and Gotmar have other values in the second volume', () => {
    expect(character('gotmar').levels[0]).toEqual(counter('4/2-6'));
    expect(character('gotmar').dn2!.levels[0]).toEqual(counter('12/10-8'));
  });
});
