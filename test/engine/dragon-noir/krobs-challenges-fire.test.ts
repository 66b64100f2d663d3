import { describe, expect, test } from 'vitest';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { must, phase, unit } from '../../support/dragon-noir.ts';
import { during, magicTable } from '../../support/dn-magic.ts';
import { field, krobTable, type KrobPlacement } from '../../support/krobs.ts';

/**
 * What the Krobs change in challenges, missile fire and fireballs (4.44, 5.12.4 as rebuilt in
 * checklist 1.13 (f), rulings 140 and 141).
 *
 * Migam's body in E4 facing NNE: its palps E3 and F3, its front hexes D2, E2, F2, G3 and G4,
 * its flank and rear D3, D4, E5 and F4.
 */

const MIGAM = { hex: 'E4', facing: 'NNE' };

function during2(side: 'krobs' | 'adventurers', key: DnState['phase'], placement: KrobPlacement) {
  const t = krobTable(field(), placement);
  return { module: t.module, state: phase(t.state, side, key) };
}

describe('5.12.4 challenges against the Krobs', () => {
  test("WE-DN-41: Matt in armour (−1) passing a Guard's front (+2) rolls at +1: 6 is 7, no effect; 7 is 8, wounded; 9 is 10, killed", () => {
    const { module, state } = during2('adventurers', 'movement', { krobs: { migam: MIGAM }, adventurers: { matt: 'C2' } });
    const go = (die: number) => must(module, state, 'adventurers', 'move', { unit: 'Matt', to: 'D1', via: 'D2' }, [die]);
    expect(go(6).rolls[0]).toMatchObject({ face: 6, total: 7, result: 'no effect' });
    expect(go(6).rolls[0]!.modifiers).toEqual([
      { label: 'armoured', value: -1 },
      { label: 'opposer Guard', value: 2 },
    ]);
    expect(go(7).rolls[0]).toMatchObject({ total: 8, result: 'wounded' });
    expect(go(9).rolls[0]).toMatchObject({ total: 10, result: 'killed' });
  });

  test('a Guard challenges only to its front: passing its rear draws no roll', () => {
    const { module, state } = during2('adventurers', 'movement', { krobs: { migam: MIGAM }, adventurers: { matt: 'C5' } });
    const r = must(module, state, 'adventurers', 'move', { unit: 'Matt', to: 'C4', via: 'D4' });
    expect(r.rolls).toHaveLength(0);
  });

  test('Alkiram opposes at +4 to her front: Rix rolling 4 is 8, wounded', () => {
    // Alkiram's centre C4 facing E: her front hexes D2, E3, E4, E5, D5.
    const { module, state } = during2('adventurers', 'movement', { krobs: { alkiram: { hex: 'C4', facing: 'E' } }, adventurers: { rix: 'F2' } });
    const r = must(module, state, 'adventurers', 'move', { unit: 'Rix', to: 'F4', via: 'E3' }, [4]);
    expect(r.rolls[0]).toMatchObject({ face: 4, total: 8, result: 'wounded' });
    expect(r.rolls[0]!.modifiers).toEqual([{ label: 'opposer Alkiram', value: 4 }]);
  });

  test('WE-DN-43: Lucifer passing a Warrior rolls −3 + 1 = −2: a 10 is 8, wounded, and one wound kills a dog', () => {
    const { module, state } = during2('adventurers', 'movement', { krobs: { 'warrior-1': 'E3' }, adventurers: { lucifer: 'D5' } });
    const r = must(module, state, 'adventurers', 'move', { unit: 'Lucifer', to: 'F5', via: 'E4' }, [10]);
    expect(r.rolls[0]).toMatchObject({ face: 10, total: 8, result: 'wounded' });
    expect(r.rolls[0]!.modifiers).toEqual([
      { label: 'dog', value: -3 },
      { label: 'opposer Warrior', value: 1 },
    ]);
    expect(unit(r.state, 'lucifer').dead).toBe(true);
  });

  test('a Hunter infiltrates at −1, a Slayer opposes at +1', () => {
    const hunter = during2('krobs', 'movement', { krobs: { 'hunter-1': 'D5' }, adventurers: { rix: 'E3' } });
    const h = must(hunter.module, hunter.state, 'krobs', 'move', { unit: 'Hunter 1', to: 'F5', via: 'E4' }, [9]);
    expect(h.rolls[0]).toMatchObject({ face: 9, total: 8, result: 'wounded' });
    expect(h.rolls[0]!.modifiers).toEqual([{ label: 'Hunter', value: -1 }]);
    const slayer = during2('adventurers', 'movement', { krobs: { 'slayer-1': 'E3' }, adventurers: { rix: 'D5' } });
    const s = must(slayer.module, slayer.state, 'adventurers', 'move', { unit: 'Rix', to: 'F5', via: 'E4' }, [7]);
    expect(s.rolls[0]).toMatchObject({ face: 7, total: 8, result: 'wounded' });
  });

  test('4.44: the baby Hunters are never affected by challenges, and have no effect on enemies passing by', () => {
    const past = during2('adventurers', 'movement', { krobs: { 'baby-hunter-1': 'E3' }, adventurers: { rix: 'D5' } });
    expect(must(past.module, past.state, 'adventurers', 'move', { unit: 'Rix', to: 'F5', via: 'E4' }).rolls).toHaveLength(0);
    const through = during2('krobs', 'movement', { krobs: { 'baby-hunter-1': 'D5' }, adventurers: { rix: 'E3' } });
    expect(must(through.module, through.state, 'krobs', 'move', { unit: 'Baby Hunter 1', to: 'F5', via: 'E4' }).rolls).toHaveLength(0);
  });

  test('another baby Krob opposes at −1: Rix rolling 9 is 8, wounded', () => {
    const { module, state } = during2('adventurers', 'movement', { krobs: { 'baby-slayer-1': 'E3' }, adventurers: { rix: 'D5' } });
    const r = must(module, state, 'adventurers', 'move', { unit: 'Rix', to: 'F5', via: 'E4' }, [9]);
    expect(r.rolls[0]).toMatchObject({ face: 9, total: 8, result: 'wounded' });
  });
});

describe('4.44 missile fire at the Krobs', () => {
  const shot = (target: string, placed: Record<string, string | { hex: string; facing: string }>) => {
    const { module, state } = during2('adventurers', 'offensive-fire', { krobs: placed, adventurers: { laberne: 'E9' } });
    return must(module, state, 'adventurers', 'fire', { with: 'Laberne', target }, [1]).rolls[0]!;
  };

  test('a Warrior +1 (its shell and the +1 are one: ruling 141), a Guard +2, the Queen +4; a Hunter nothing', () => {
    expect(shot('Warrior 1', { 'warrior-1': 'E6' }).modifiers).toEqual([{ label: 'a Warrior', value: 1 }]);
    expect(shot('Migam', { migam: { hex: 'E6', facing: 'NNE' } }).modifiers).toEqual([{ label: 'a Guard', value: 2 }]);
    expect(shot('Alkiram', { alkiram: { hex: 'E5', facing: 'NNE' } }).modifiers).toEqual([{ label: 'the Queen', value: 4 }]);
    expect(shot('Hunter 1', { 'hunter-1': 'E6' }).modifiers).toEqual([]);
    expect(shot('Baby Warrior 1', { 'baby-warrior-1': 'E6' }).modifiers).toEqual([]);
  });
});

describe('2.23 defensive fire at a Guard on the move', () => {
  test('Laberne fires as Migam comes on, at +2: a 1 is 3, B, and the wound halves what it has left', () => {
    const { module, state } = during2('krobs', 'movement', { krobs: { migam: { hex: 'E8', facing: 'NNE' } }, adventurers: { laberne: 'E2' } });
    const r = must(module, state, 'krobs', 'move', { unit: 'Migam', to: 'E6', facing: 'NNE' }, [1]);
    expect(r.rolls[0]).toMatchObject({ label: 'Defensive fire: Laberne at Migam', face: 1, total: 3, result: 'B' });
    expect(r.rolls[0]!.modifiers).toEqual([{ label: 'a Guard', value: 2 }]);
    // 4 MP: 1 spent reaching E7, the 3 left halved to 1, enough for E6.
    expect(r.text).toContain('Migam moves E8→E7→E6, facing NNE (2 MP; 0 left)');
    expect(unit(r.state, 'migam').wounds).toBe(1);
  });
});

describe('4.44 fireballs against the Queen and the Guards', () => {
  const fire = (die: number) => {
    // Zacharie's fireball on the Guard's body in D6 (a volume 2 table; the casting roll 1 never fails at 10 EP).
    const { module, state } = magicTable({ volume: 2, orks: { migam: 'D6' }, rebels: { zacharie: 'D2' } });
    const start = during(state, 'rebels', 'movement');
    return must(module, start, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [1, die]);
  };

  test('"wounded" becomes retreat 1 hex: no wound', () => {
    const r = fire(1);
    expect(r.text).toContain('the fire would wound, but Migam only retreats 1 hex (4.44)');
    expect(unit(r.state, 'migam').wounds).toBe(0);
    expect(r.state.steps[0]).toMatchObject({ kind: 'retreat', unit: 'migam', hexes: 1 });
  });

  test('"retreat" becomes no effect', () => {
    const r = fire(7);
    expect(r.text).toContain('the fire would make Migam retreat, and has no effect (4.44)');
    expect(r.state.steps.filter((s) => s.kind === 'retreat')).toHaveLength(0);
  });
});
