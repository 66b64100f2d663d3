import { describe, expect, test } from 'vitest';
import { act, must, patch, phase, unit } from '../../support/dragon-noir.ts';
import { covers, field, krobTable, type KrobPlacement } from '../../support/krobs.ts';

/**
 * The Krobs in melee (4.44, 4.45; checklist 78, 87, 88, 89, 91): a Guard's two palps, its
 * attack between its legs, front and rear defence, the Queen's wounds, what a stun and a
 * killing blow do to a Krob, Zed's poison and the Slayers' venom. Every attack goes through the
 * module with the die forced.
 *
 * Migam (24-24/24(5)-4) stands with its body in E4 facing NNE: its palps are E3 and F3, the hex
 * between its legs F2, its front hexes D2, E2, F2, G3 and G4, its flank and rear D3, D4, E5, F4.
 */

const MIGAM = { hex: 'E4', facing: 'NNE' };

function combat(side: 'krobs' | 'adventurers', placement: KrobPlacement) {
  const t = krobTable(field(), placement);
  return { module: t.module, state: phase(t.state, side, 'combat') };
}

describe('4.44 the Royal Guards attack', () => {
  test("the 'Use of Counters' example: one palp at Troll A 24 v 6, the other at Troll B 24 v 9, and no third attack", () => {
    const { module, state } = combat('krobs', { krobs: { migam: MIGAM }, adventurers: { gnurr: 'E2', gromr: 'G3', lucifer: 'F2' } });
    // Troll A has two wounds (10/6-2), Troll B one (16/9-3).
    const start = patch(patch(state, 'gnurr', { wounds: 2 }), 'gromr', { wounds: 1 });
    const first = must(module, start, 'krobs', 'attack', { with: 'Migam', target: 'Gnurr' }, [1]);
    expect(first.text).toContain('Migam 24 (one palp) v Gnurr 6 → 4-1');
    expect(first.rolls[0]).toMatchObject({ row: '4-1', result: 'E' });
    expect(unit(first.state, 'gnurr').dead).toBe(true);
    const again = act(module, first.state, 'krobs', 'attack', { with: 'Migam', target: 'Gnurr' });
    expect(again.error).toBeDefined();
    const second = must(module, first.state, 'krobs', 'attack', { with: 'Migam', target: 'Gromr' }, [10]);
    expect(second.text).toContain('Migam 24 (one palp) v Gromr 9 → 2-1');
    const third = act(module, { ...second.state, advanceOffer: null }, 'krobs', 'attack', { with: 'Migam', target: 'Lucifer' });
    expect(third.error).toBe('Migam has made both its attacks this turn (4.44).');
  });

  test('one palp may strike Troll B and Lucifer together: 24 v 9 + 10 = 19', () => {
    const { module, state } = combat('krobs', { krobs: { migam: MIGAM }, adventurers: { gromr: 'G3', lucifer: 'F2' } });
    const start = patch(state, 'gromr', { wounds: 1 });
    const r = must(module, start, 'krobs', 'attack', { with: 'Migam', target: 'Gromr, Lucifer' }, [10]);
    expect(r.text).toContain('Migam 24 (one palp) v Gromr 9 + Lucifer 10 → 1-1');
  });

  test('its two attacks are against different enemies', () => {
    const { module, state } = combat('krobs', { krobs: { migam: MIGAM }, adventurers: { gromr: 'G3', gnurr: 'E2' } });
    const first = must(module, state, 'krobs', 'attack', { with: 'Migam', target: 'Gromr' }, [10]);
    const again = act(module, first.state, 'krobs', 'attack', { with: 'Migam', target: 'Gromr' });
    expect(again.error).toBe('Migam has already struck Gromr this turn: its two attacks are against different enemies (4.44).');
    expect(again.state).toBe(first.state);
  });

  test("Lucifer between its legs: both palps, 48 v 10, one column right, and that is the Guard's only attack", () => {
    const { module, state } = combat('krobs', { krobs: { migam: MIGAM }, adventurers: { lucifer: 'F2', gromr: 'G3' } });
    // 48 v 10 is 4-1, one column right is 5-1: a 10 there is B.
    const r = must(module, state, 'krobs', 'attack', { with: 'Migam', target: 'Lucifer' }, [6]);
    expect(r.text).toContain('Migam 24+24 (both palps, between its legs) v Lucifer 10 → 4-1; between its legs, 1 right; → 5-1');
    expect(r.rolls[0]).toMatchObject({ row: '5-1', result: 'C' });
    const next = act(module, { ...r.state, steps: [], advanceOffer: null }, 'krobs', 'attack', { with: 'Migam', target: 'Gromr' });
    expect(next.error).toBe('Migam has made its attack between its legs this turn (4.44).');
  });

  test('part:palp strikes the enemy between its legs with one palp, leaving the other', () => {
    const { module, state } = combat('krobs', { krobs: { migam: MIGAM }, adventurers: { lucifer: 'F2', gromr: 'G3' } });
    const r = must(module, state, 'krobs', 'attack', { with: 'Migam', target: 'Lucifer', part: 'palp' }, [10]);
    expect(r.text).toContain('Migam 24 (one palp) v Lucifer 10 → 2-1');
    expect(must(module, r.state, 'krobs', 'attack', { with: 'Migam', target: 'Gromr' }, [10]).text).toContain('Migam 24 (one palp) v Gromr 12');
  });

  test('a Guard never attacks to the rear', () => {
    const { module, state } = combat('krobs', { krobs: { migam: MIGAM }, adventurers: { gromr: 'E5' } });
    const r = act(module, state, 'krobs', 'attack', { with: 'Migam', target: 'Gromr' });
    expect(r.error).toBe('Migam never attacks to its flank or rear (4.44): Gromr in E5 is not before its front.');
    expect(r.state).toBe(state);
  });
});

describe('4.44 front and rear defence', () => {
  test('from the shaded area the Guard defends with the bracketed 5: 30 v 5, not 30 v 24', () => {
    const { module, state } = combat('adventurers', { krobs: { migam: MIGAM }, adventurers: { gnurr: 'D4', krular: 'F4' } });
    const r = must(module, state, 'adventurers', 'attack', { with: 'Gnurr, Krular', target: 'Migam' }, [10]);
    expect(r.text).toContain('Gnurr 22 + Krular 8 v Migam 5 (from the rear) → 6-1');
  });

  test('from the front it defends with 24', () => {
    const { module, state } = combat('adventurers', { krobs: { migam: MIGAM }, adventurers: { gnurr: 'E2', gromr: 'G3' } });
    const r = must(module, state, 'adventurers', 'attack', { with: 'Gnurr, Gromr', target: 'Migam' }, [10]);
    expect(r.text).toContain('Gnurr 22 + Gromr 22 v Migam 24 (front) → 1-1');
  });

  test('front and rear attacks are made separately', () => {
    const { module, state } = combat('adventurers', { krobs: { migam: MIGAM }, adventurers: { gnurr: 'D4', gromr: 'E2' } });
    const r = act(module, state, 'adventurers', 'attack', { with: 'Gnurr, Gromr', target: 'Migam' });
    expect(r.error).toBe('Gnurr strikes Migam from the rear and Gromr from the front: front and rear attacks are made separately (4.44).');
    expect(r.state).toBe(state);
  });
});

describe('4.44, 4.45 what the combat results do to the Krobs', () => {
  test('WE-DN-64: F on Alkiram is two wounds, reduction II, 45/21(5)-2; the fifth wound kills her', () => {
    // Alkiram's centre C4 facing E: C2 and C6 touch only her flank and rear (defence 7).
    const { module, state } = combat('adventurers', { krobs: { alkiram: { hex: 'C4', facing: 'E' } }, adventurers: { gnurr: 'C2', gromrak: 'C6' } });
    // 22 + 16 = 38 against 7: 5-1, a 1 there is F.
    const r = must(module, state, 'adventurers', 'attack', { with: 'Gnurr, Gromrak', target: 'Alkiram' }, [1]);
    expect(r.text).toContain('v Alkiram 7 (from the rear) → 5-1');
    expect(r.rolls[0]).toMatchObject({ result: 'F' });
    expect(unit(r.state, 'alkiram').wounds).toBe(2);
    expect(r.text).toContain('Alkiram is wounded (reduction II: 45/21(5)-2)');
    const four = patch(state, 'alkiram', { wounds: 4 });
    // 38 against her 3 at step IV is 12-1: a 1 is F, her fifth wound.
    const dead = must(module, four, 'adventurers', 'attack', { with: 'Gnurr, Gromrak', target: 'Alkiram' }, [1]);
    expect(dead.text).toContain('v Alkiram 3 (from the rear)');
    expect(unit(dead.state, 'alkiram').dead).toBe(true);
    expect(dead.text).toContain('Alkiram is killed at her fifth wound (4.45)');
  });

  test('the Queen has no attack to her flank or rear', () => {
    const { module, state } = combat('krobs', { krobs: { alkiram: { hex: 'C4', facing: 'E' } }, adventurers: { gnurr: 'C2', gromr: 'E4' } });
    expect(act(module, state, 'krobs', 'attack', { with: 'Alkiram', target: 'Gnurr' }).error).toBe('Alkiram has no attack to her flank or rear (4.45): Gnurr in C2 is not before its front.');
    expect(must(module, state, 'krobs', 'attack', { with: 'Alkiram', target: 'Gromr' }, [10]).text).toContain('Alkiram 80 v Gromr 12');
  });

  test('a killing blow on a Guard is two wounds: Migam 24 falls to 14/14(3)-2', () => {
    const { module, state } = combat('adventurers', { krobs: { migam: MIGAM }, adventurers: { gnurr: 'D4', gromrak: 'F4' } });
    // 38 against 5 is 7-1, joint 8-1: a 1 is F.
    const r = must(module, state, 'adventurers', 'attack', { with: 'Gnurr, Gromrak', target: 'Migam' }, [1]);
    expect(r.rolls[0]).toMatchObject({ row: '8-1', result: 'F' });
    expect(unit(r.state, 'migam').wounds).toBe(2);
    expect(unit(r.state, 'migam').dead).toBe(false);
    expect(r.text).toContain('a killing blow is two wounds to a Guard, 4.44');
  });

  test('a Guard stunned retreats 1 hex, its whole counter sliding back keeping its facing', () => {
    const { module, state } = combat('adventurers', { krobs: { migam: MIGAM, 'hunter-9': 'J8' }, adventurers: { gnurr: 'E2', gromr: 'G3' } });
    // 44 v 24 is 1-1, joint 2-1: a 2 is D.
    const r = must(module, state, 'adventurers', 'attack', { with: 'Gnurr, Gromr', target: 'Migam' }, [2]);
    expect(r.rolls[0]).toMatchObject({ row: '2-1', result: 'D' });
    expect(r.state.steps[0]).toMatchObject({ kind: 'retreat', unit: 'migam', hexes: 1 });
    const back = must(module, r.state, 'krobs', 'retreat', { unit: 'Migam', to: 'E5' });
    expect(covers(back.state, 'migam')).toEqual(['E4', 'E5', 'F4']);
    expect(unit(back.state, 'migam').facing).toBe(0);
  });

  test('WE-DN-65: D makes a Hunter retreat 2, a Warrior 1; a baby Krob taking E dies', () => {
    const hunter = combat('adventurers', { krobs: { 'hunter-1': 'E4' }, adventurers: { krular: 'E5' } });
    // Krular 8 v Hunter 3: 2-1, a 2 is D.
    const h = must(hunter.module, hunter.state, 'adventurers', 'attack', { with: 'Krular', target: 'Hunter 1' }, [2]);
    expect(h.rolls[0]).toMatchObject({ row: '2-1', result: 'D' });
    expect(h.text).toContain('Hunter 1 is a Krob and is never stunned: it retreats 2 hexes instead (4.44)');
    expect(h.state.steps[0]).toMatchObject({ kind: 'retreat', unit: 'hunter-1', hexes: 2 });
    expect(unit(h.state, 'hunter-1').stunned).toBe(false);
    const warrior = combat('adventurers', { krobs: { 'warrior-1': 'E4' }, adventurers: { gnurr: 'E5' } });
    // Gnurr 22 v Warrior 8 (armoured, +1): 2-1, a 1 + 1 = 2 is D.
    const w = must(warrior.module, warrior.state, 'adventurers', 'attack', { with: 'Gnurr', target: 'Warrior 1' }, [1]);
    expect(w.rolls[0]).toMatchObject({ row: '2-1', total: 2, result: 'D' });
    expect(w.text).toContain('retreats 1 hex instead (4.44)');
    const baby = combat('adventurers', { krobs: { 'baby-warrior-1': 'E4' }, adventurers: { krular: 'E5' } });
    // Krular 8 v Baby Warrior 4: 2-1, a 1 is E.
    const b = must(baby.module, baby.state, 'adventurers', 'attack', { with: 'Krular', target: 'Baby Warrior 1' }, [1]);
    expect(b.rolls[0]).toMatchObject({ result: 'E' });
    expect(unit(b.state, 'baby-warrior-1').dead).toBe(true);
  });

  test("WE-DN-61: Zed's E on a Krob is an ordinary wound: the Krobs drink curare as if it were milk", () => {
    const { module, state } = combat('adventurers', { krobs: { 'slayer-1': 'E4' }, adventurers: { zed: 'E5', gromrak: 'D4' } });
    // Zed 10 + Gromrak 16 = 26 v Slayer 1's 9: 2-1, one column right for the joint attack, 3-1; a 1 is E.
    const r = must(module, state, 'adventurers', 'attack', { with: 'Zed, Gromrak', target: 'Slayer 1' }, [1]);
    expect(r.rolls[0]).toMatchObject({ row: '3-1', result: 'E' });
    expect(unit(r.state, 'slayer-1')).toMatchObject({ wounds: 1, dead: false });
  });
});

describe('4.45 the Slayers', () => {
  test('WE-DN-59: alone at 2-1, a 1 less 1 stays 1, E, and the wound kills; a 3 less 1 is D', () => {
    const { module, state } = combat('krobs', { krobs: { 'slayer-1': 'E4' }, adventurers: { gromrak: 'E5' } });
    // Slayer 1 20 v Gromrak 10: 2-1.
    const kill = must(module, state, 'krobs', 'attack', { with: 'Slayer 1', target: 'Gromrak' }, [1]);
    expect(kill.rolls[0]).toMatchObject({ face: 1, total: 1, row: '2-1', result: 'E' });
    expect(unit(kill.state, 'gromrak').dead).toBe(true);
    expect(kill.text).toContain("by Slayer 1's venom (4.45)");
    const stun = must(module, state, 'krobs', 'attack', { with: 'Slayer 1', target: 'Gromrak' }, [3]);
    expect(stun.rolls[0]).toMatchObject({ face: 3, total: 2, result: 'D' });
    expect(unit(stun.state, 'gromrak')).toMatchObject({ stunned: true, dead: false });
  });

  test('with another Krob the wound kills on 1-5 (the Slayer struck) and is an ordinary one on 6-10', () => {
    const { module, state } = combat('krobs', { krobs: { 'slayer-1': 'E4', 'hunter-1': 'D5' }, adventurers: { gromrak: 'E5' } });
    // 20 + 7 = 27 v 10: 2-1, joint 3-1; a 2 less 1 is 1: E.
    const mortal = must(module, state, 'krobs', 'attack', { with: 'Slayer 1, Hunter 1', target: 'Gromrak' }, [2, 5]);
    expect(mortal.rolls[0]).toMatchObject({ total: 1, row: '3-1', result: 'E' });
    expect(mortal.rolls[1]).toMatchObject({ face: 5, table: '4.45 Slayers with other Krobs' });
    // The venom die nobody sees coming is named for what it decides, after the combat die it follows.
    expect(mortal.rolls.map((r) => r.purpose)).toEqual(['the combat', 'the venom']);
    expect(mortal.text).toContain('Who struck Gromrak? d10 for the venom: 5 (forced), 1-5, Slayer 1, whose venom kills (4.45).');
    expect(mortal.text.indexOf('d10 for the combat: 2 (forced)')).toBeLessThan(mortal.text.indexOf('d10 for the venom'));
    expect(unit(mortal.state, 'gromrak').dead).toBe(true);
    const normal = must(module, state, 'krobs', 'attack', { with: 'Slayer 1, Hunter 1', target: 'Gromrak' }, [2, 6]);
    expect(normal.text).toContain('6-10, another Krob: the blow is the ordinary one (4.45)');
    expect(unit(normal.state, 'gromrak')).toMatchObject({ wounds: 1, dead: false });
  });

  test('an attacker wounded attacking a Slayer dies of the venom', () => {
    const { module, state } = combat('adventurers', { krobs: { 'slayer-8': 'E4' }, adventurers: { gromrak: 'E5' } });
    // Gromrak 16 v Slayer 8's 5: 3-1, a 9 is A.
    const r = must(module, state, 'adventurers', 'attack', { with: 'Gromrak', target: 'Slayer 8' }, [9]);
    expect(r.rolls[0]).toMatchObject({ row: '3-1', result: 'A' });
    expect(unit(r.state, 'gromrak').dead).toBe(true);
  });

  test("a Slayer's wound kills the berserk Crazy Ork outright", () => {
    const { module, state } = combat('krobs', { krobs: { 'slayer-1': 'E4', 'slayer-2': 'D5' }, adventurers: { 'crazy-ork': 'E5' } });
    const berserk = patch(state, 'crazy-ork', { berserk: true });
    // 20 + 19 = 39 v the berserk 16: 2-1, joint 3-1; a 2 less 1 is E.
    const r = must(module, berserk, 'krobs', 'attack', { with: 'Slayer 1, Slayer 2', target: 'Crazy Ork' }, [2]);
    expect(r.rolls[0]).toMatchObject({ row: '3-1', result: 'E' });
    expect(unit(r.state, 'crazy-ork').dead).toBe(true);
  });
});
