import { describe, expect, test } from 'vitest';
import { CHARACTERS, character } from '../../../src/engine/games/dragon-noir/characters/characters.ts';
import { formatCounter } from '../../../src/engine/games/dragon-noir/values.ts';
import { covers, field, krobTable, setupError } from '../../support/krobs.ts';

/** The Krobs' and the dragons' values (4.3, 4.45; checklist 85-91) and how their counters are set up (2.33). */

const ladder = (id: string) => character(id).levels.map((c) => `${formatCounter(c)}${c.rear !== undefined ? ` rear ${c.rear}` : ''}`);
const ofKind = (kind: string, baby: boolean) => CHARACTERS.filter((c) => c.traits.includes(kind as never) && c.traits.includes('baby') === baby);

describe('4.45 the Krobs, every counter of the box', () => {
  test('1.51: 1 Queen, 7 Royal Guards, 8 Slayers, 16 Warriors and 28 Hunters, each but the Queen with a baby side', () => {
    expect([ofKind('queen', false), ofKind('guard', false), ofKind('slayer', false), ofKind('warrior', false), ofKind('hunter', false)].map((l) => l.length)).toEqual([1, 7, 8, 16, 28]);
    expect([ofKind('queen', true), ofKind('guard', true), ofKind('slayer', true), ofKind('warrior', true), ofKind('hunter', true)].map((l) => l.length)).toEqual([0, 7, 8, 16, 28]);
    for (const c of CHARACTERS.filter((x) => x.people === 'krob')) expect(c.traits).toContain('krob');
  });

  test('checklist 88: Alkiram, 7 hexes, steps I-IV, the fifth wound kills: 80/35(7)-2 … 15/7(3)-1', () => {
    expect(ladder('alkiram')).toEqual(['80/35-2 rear 7', '60/28-2 rear 6', '45/21-2 rear 5', '30/14-1 rear 4', '15/7-1 rear 3']);
    expect(character('alkiram').shape).toBe('rosette');
  });

  test('checklist 89: the Guards by name, 3 hexes, three steps; Valim and Golom share a line', () => {
    expect(ladder('migam')).toEqual(['24/24-4 rear 5', '19/19-3 rear 4', '14/14-2 rear 3']);
    const healthy = Object.fromEntries(['migam', 'tiom', 'valim', 'golom', 'karm', 'hum', 'zym'].map((id) => [id, character(id).levels[0]!.attack]));
    expect(healthy).toEqual({ migam: 24, tiom: 22, valim: 20, golom: 20, karm: 19, hum: 18, zym: 17 });
    expect(ladder('zym')).toEqual(['17/17-4 rear 5', '12/12-3 rear 4', '7/7-2 rear 3']);
    expect(character('golom').shape).toBe('triangle');
  });

  test('checklist 89: baby Guards cover one hex: 10/10-8, 9/9-8, 8/8-8 three times, 7/7-8, 6/6-8', () => {
    const babies = ['migam', 'tiom', 'valim', 'golom', 'karm', 'hum', 'zym'].map((n) => ladder(`baby-${n}`).join(' '));
    expect(babies).toEqual(['10/10-8', '9/9-8', '8/8-8', '8/8-8', '8/8-8', '7/7-8', '6/6-8']);
    expect(character('baby-migam').shape).toBeUndefined();
    expect(character('baby-migam').name).toBe('Baby Migam');
  });

  test('checklist 90: Warriors 10/(8)-5, 6/(5)-3, their shell armour; babies 5/4-10 unarmoured', () => {
    for (const w of ofKind('warrior', false)) expect(ladder(w.id)).toEqual(['10/(8)-5', '6/(5)-3']);
    expect(ladder('baby-warrior-7')).toEqual(['5/4-10']);
    expect(character('warrior-16').name).toBe('Warrior 16');
  });

  test('checklist 90: Slayers 20, 19, four of 18, 17 and 16, with their wounded sides; babies 8/3-12', () => {
    expect(ofKind('slayer', false).map((s) => ladder(s.id).join(', '))).toEqual([
      '20/9-7, 12/6-4',
      '19/8-7, 11/5-4',
      '18/7-7, 10/4-4',
      '18/7-7, 10/4-4',
      '18/7-7, 10/4-4',
      '18/7-7, 10/4-4',
      '17/6-7, 9/4-4',
      '16/5-7, 8/3-4',
    ]);
    expect(ladder('baby-slayer-3')).toEqual(['8/3-12']);
  });

  test('checklist 90: Hunters 7/3-12, 4/2-6; babies 3/1-15', () => {
    expect(ladder('hunter-28')).toEqual(['7/3-12', '4/2-6']);
    expect(ladder('baby-hunter-1')).toEqual(['3/1-15']);
  });

  test('no Krob has a stunned side: a stun is a retreat (4.44)', () => {
    for (const c of CHARACTERS.filter((x) => x.people === 'krob')) expect(c.stunned).toBeUndefined();
  });
});

describe('4.3 the dragons', () => {
  test('checklist 86: the Black Dragon, its body 0/30-6, 0/20-5, 0/12-4, and each part with its own steps', () => {
    expect(ladder('black-dragon')).toEqual(['0/30-6', '0/20-5', '0/12-4']);
    const parts = character('black-dragon').parts!;
    const steps = (p: string) => parts[p]!.map((c) => `${c.attack}/${c.defence}`);
    expect(steps('head')).toEqual(['75/40', '50/25', '30/0']);
    expect(steps('tail')).toEqual(['55/25', '35/15', '20/0']);
    expect(steps('left-claw')).toEqual(['35/20', '22/13', '15/0']);
    expect(steps('right-claw')).toEqual(['35/20', '22/13', '15/0']);
  });

  test('checklist 85: the Baby Dragon, 2 hexes, 3 wounds: 40/20-10, 30/15-8, 20/10-6', () => {
    expect(ladder('baby-dragon')).toEqual(['40/20-10', '30/15-8', '20/10-6']);
    expect(character('baby-dragon').shape).toBe('line');
  });
});

describe('2.33 setting up the counters of several hexes', () => {
  test('the Queen covers 7 hexes round her centre, a Guard 3, the Black Dragon 5, the Baby Dragon 2', () => {
    const { state } = krobTable(field(), {
      krobs: { alkiram: { hex: 'C4', facing: 'E' }, migam: { hex: 'H3', facing: 'W' } },
      adventurers: { 'black-dragon': { hex: 'E8', facing: 'N' }, 'baby-dragon': { hex: 'J8', facing: 'S' } },
    });
    expect(covers(state, 'alkiram')).toEqual(['B3', 'B4', 'C3', 'C4', 'C5', 'D3', 'D4']);
    expect(covers(state, 'migam')).toEqual(['G3', 'G4', 'H3']);
    expect(covers(state, 'black-dragon')).toEqual(['D7', 'E7', 'E8', 'E9', 'F7']);
    expect(covers(state, 'baby-dragon')).toEqual(['J7', 'J8']);
  });

  test('a counter that does not fit, a facing it cannot take, or both sides of one counter are refused with one line', () => {
    // A corridor two hexes wide between rock: a Guard fits, the Queen does not.
    const corridor = field({ A1: '@', B1: '@', C1: '@', D1: '@', E1: '@', A4: '@', B4: '@', C4: '@', D4: '@', E4: '@' }, 8, 6);
    expect(setupError(corridor, { krobs: { alkiram: { hex: 'C3', facing: 'E' } } })).toContain('Alkiram cannot be set up at C3 facing E: solid rock at');
    expect(krobTable(corridor, { krobs: { migam: { hex: 'B2', facing: 'E' } } }).state.units[0]!.facing).toBe(1);
    expect(setupError(field(), { krobs: { migam: { hex: 'C4', facing: 'N' } } })).toBe('Scenario test: Migam faces one of NNE, E, SSE, SSW, W, NNW, not N.');
    expect(setupError(field(), { krobs: { 'warrior-3': 'C4', 'baby-warrior-3': 'E4' } })).toBe('Scenario test: Warrior 3 and Baby Warrior 3 are the two sides of one counter; field one of them (1.51).');
    expect(setupError(field(), { krobs: { migam: { hex: 'C4', facing: 'E' }, 'hunter-1': 'D4' } })).toContain('both stand in D4');
  });
});
