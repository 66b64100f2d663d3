import { describe, expect, test } from 'vitest';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { act, at, must, patch, phase, unit } from '../../support/dragon-noir.ts';
import { covers, field, krobTable, type KrobPlacement } from '../../support/krobs.ts';

/**
 * The dragons of DN1 (4.3; checklist 85, 86; WE-DN-58). They stand on the first side of these
 * tables (its seat is called "krobs"), the Adventurers on the other.
 *
 * The Black Dragon's centre in E5 facing N: its head E4, left claw D4, right claw F4, tail E6;
 * D5 and F5, either side of the tail, are the only free hexes touching its body.
 */

const DRAGON = { hex: 'E5', facing: 'N' };

function table(side: 'krobs' | 'adventurers', key: DnState['phase'], placement: KrobPlacement) {
  const t = krobTable(field(), { volume: 1, ...placement });
  return { module: t.module, state: phase(t.state, side, key) };
}

describe('4.3 shooting at the dragons', () => {
  test('WE-DN-58: nobody can shoot the Black Dragon', () => {
    const { module, state } = table('adventurers', 'offensive-fire', { krobs: { 'black-dragon': DRAGON }, adventurers: { laberne: 'E9' } });
    const r = act(module, state, 'adventurers', 'fire', { with: 'Laberne', target: 'Black Dragon' });
    expect(r.error).toContain("no missile pierces the Black Dragon's hide");
    expect(r.state).toBe(state);
  });

  test('WE-DN-58: the Baby Dragon is shot as an unarmoured rider: D, E, F wound it, A, B, C do nothing', () => {
    const { module, state } = table('adventurers', 'offensive-fire', { krobs: { 'baby-dragon': { hex: 'E5', facing: 'N' } }, adventurers: { laberne: 'E9' } });
    // Longbow: the die plus 1 is the row; row 2 with no cover is E, row 6 is A.
    const hit = must(module, state, 'adventurers', 'fire', { with: 'Laberne', target: 'Baby Dragon' }, [1]);
    expect(hit.rolls[0]).toMatchObject({ table: '5.11.3 shooting at mounted characters', result: 'E' });
    expect(unit(hit.state, 'baby-dragon').wounds).toBe(1);
    const miss = must(module, state, 'adventurers', 'fire', { with: 'Laberne', target: 'Baby Dragon' }, [5]);
    expect(miss.rolls[0]).toMatchObject({ result: 'A' });
    expect(miss.text).toContain('no effect on the Baby Dragon (4.3)');
    expect(unit(miss.state, 'baby-dragon').wounds).toBe(0);
  });
});

describe('4.3 fighting the Black Dragon part by part', () => {
  const trolls = { gnurr: 'E3', gromr: 'D3', throda: 'F3' };

  test('its head defends with 40, and a D, E or F wounds the head alone', () => {
    const { module, state } = table('adventurers', 'combat', { krobs: { 'black-dragon': DRAGON }, adventurers: trolls });
    // 66 v 40 is 1-1, joint 2-1: a 2 is D.
    const r = must(module, state, 'adventurers', 'attack', { with: 'Gnurr, Gromr, Throda', target: 'Black Dragon', part: 'head' }, [2]);
    expect(r.text).toContain('Gnurr 22 + Gromr 22 + Throda 22 v Black Dragon head 40 → 1-1');
    expect(r.rolls[0]).toMatchObject({ row: '2-1', result: 'D' });
    const dragon = unit(r.state, 'black-dragon');
    expect(dragon.partWounds).toEqual({ head: 1 });
    expect(dragon.wounds).toBe(0);
    expect(r.text).toContain("The Black Dragon's head is wounded (4.3).");
  });

  test('with several parts in reach the attacker names one; a wrong name is refused with the list', () => {
    const { module, state } = table('adventurers', 'combat', { krobs: { 'black-dragon': DRAGON }, adventurers: { gromr: 'D3' } });
    expect(act(module, state, 'adventurers', 'attack', { with: 'Gromr', target: 'Black Dragon' }).error).toBe('Which part of the Black Dragon? part: one of head, left claw.');
    expect(act(module, state, 'adventurers', 'attack', { with: 'Gromr', target: 'Black Dragon', part: 'wing' }).error).toBe('The Black Dragon\'s parts are the head, the body, the left claw, the right claw and the tail, not "wing".');
  });

  test('the body is struck from beside the tail; its wound slows the dragon to 5, and the third kills it', () => {
    const { module, state } = table('adventurers', 'combat', { krobs: { 'black-dragon': DRAGON }, adventurers: { gnurr: 'D5', gromr: 'F5' } });
    // 44 v the body's 30 is 1-1, joint 2-1: a 2 is D, the body wounded.
    const r = must(module, state, 'adventurers', 'attack', { with: 'Gnurr, Gromr', target: 'Black Dragon', part: 'body' }, [2]);
    expect(r.text).toContain('v Black Dragon body 30');
    expect(unit(r.state, 'black-dragon').wounds).toBe(1);
    expect(r.text).toContain('The Black Dragon\'s body is wounded (1 of 3); it moves 5 now (4.3).');
    // Two body wounds (0/12-4), set by the scenario: 44 v 12 is 3-1, joint 4-1; a 1 is E, the third.
    const wounded = table('adventurers', 'combat', { krobs: { 'black-dragon': { ...DRAGON, wounds: 2 } }, adventurers: { gnurr: 'D5', gromr: 'F5' } });
    const last = must(wounded.module, wounded.state, 'adventurers', 'attack', { with: 'Gnurr, Gromr', target: 'Black Dragon', part: 'body' }, [1]);
    expect(unit(last.state, 'black-dragon').dead).toBe(true);
  });

  test('while the head is whole, the body cannot be reached from before it; once the head has two wounds, it can', () => {
    const { module, state } = table('adventurers', 'combat', { krobs: { 'black-dragon': DRAGON }, adventurers: { gnurr: 'E3', throda: 'F3' } });
    const refused = act(module, state, 'adventurers', 'attack', { with: 'Gnurr', target: 'Black Dragon', part: 'body' });
    expect(refused.error).toBe('Gnurr cannot reach the Black Dragon\'s body: it is struck from the two hexes beside the tail (F5 and D5), or from the hex of a part with two wounds (4.3).');
    // The head with two wounds, set by the scenario (4.3).
    const spent = table('adventurers', 'combat', { krobs: { 'black-dragon': { ...DRAGON, partWounds: { head: 2 } } }, adventurers: { gnurr: 'E3', throda: 'F3' } }).state;
    const r = must(module, spent, 'adventurers', 'attack', { with: 'Gnurr, Throda', target: 'Black Dragon', part: 'body' }, [10]);
    expect(r.text).toContain('Gnurr 22 + Throda 22 v Black Dragon body 30');
    expect(act(module, spent, 'adventurers', 'attack', { with: 'Gnurr', target: 'Black Dragon', part: 'head' }).error).toContain('it can no longer be struck');
  });

  test('it never retreats: a C against it is ignored', () => {
    const { module, state } = table('adventurers', 'combat', { krobs: { 'black-dragon': DRAGON }, adventurers: trolls });
    // 2-1 (66 v 40, joint): a 3 is C.
    const r = must(module, state, 'adventurers', 'attack', { with: 'Gnurr, Gromr, Throda', target: 'Black Dragon', part: 'head' }, [3]);
    expect(r.rolls[0]).toMatchObject({ result: 'C' });
    expect(r.text).toContain('The Black Dragon never retreats: the retreat is ignored (4.3).');
    expect(covers(r.state, 'black-dragon')).toEqual(covers(state, 'black-dragon'));
  });
});

describe('4.3 the Black Dragon attacking', () => {
  test('its head and a claw on one character add up, one column right; each part strikes once a turn', () => {
    const { module, state } = table('krobs', 'combat', { krobs: { 'black-dragon': DRAGON }, adventurers: { gnurr: 'D3', rix: 'F5' } });
    // Head 75 + left claw 35 = 110 v Gnurr 12: 9-1, one right, 10-1.
    const r = must(module, state, 'krobs', 'attack', { with: 'Black Dragon', target: 'Gnurr' }, [10]);
    expect(r.text).toContain('Black Dragon head 75 + left claw 35 v Gnurr 12 → 9-1; two parts of the dragon, 1 right; → 10-1');
    const again = act(module, { ...r.state, steps: [], advanceOffer: null }, 'krobs', 'attack', { with: 'Black Dragon', target: 'Gnurr', part: 'head' });
    expect(again.error).toBe("The Black Dragon's head has already struck this turn.");
    // The tail and the right claw are still free for Rix beside the tail.
    const tail = must(module, { ...r.state, steps: [], advanceOffer: null }, 'krobs', 'attack', { with: 'Black Dragon', target: 'Rix' }, [10]);
    expect(tail.text).toContain('Black Dragon right claw 35 + tail 55 v Rix 4');
  });
});

describe("4.3 the Black Dragon's results when it attacks", () => {
  test('an "attacker wounded" falls on the part that struck; an "attacker retreats" is ignored', () => {
    const { module, state } = table('krobs', 'combat', { krobs: { 'black-dragon': DRAGON }, adventurers: { gnurr: 'D3', rix: 'J8' } });
    // The left claw alone, 35 v Gnurr 12: 2-1; an 8 is A, a 6 is B.
    const a = must(module, state, 'krobs', 'attack', { with: 'Black Dragon', target: 'Gnurr', part: 'left claw' }, [8]);
    expect(a.rolls[0]).toMatchObject({ row: '2-1', result: 'A' });
    expect(unit(a.state, 'black-dragon').partWounds).toEqual({ 'left-claw': 1 });
    expect(unit(a.state, 'black-dragon').wounds).toBe(0);
    const b = must(module, state, 'krobs', 'attack', { with: 'Black Dragon', target: 'Gnurr', part: 'left claw' }, [6]);
    expect(b.rolls[0]).toMatchObject({ result: 'B' });
    expect(b.text).toContain('The Black Dragon never retreats: the retreat is ignored (4.3).');
    expect(covers(b.state, 'black-dragon')).toEqual(covers(state, 'black-dragon'));
  });
});

describe('4.3 the Black Dragon moving', () => {
  test('it turns for nothing, and pushes aside whoever is in its way', () => {
    const { module, state } = table('krobs', 'movement', { krobs: { 'black-dragon': DRAGON }, adventurers: { rix: 'E3' } });
    const r = must(module, state, 'krobs', 'move', { unit: 'Black Dragon', to: 'E4', facing: 'N' });
    expect(r.text).toContain('The Black Dragon pushes Rix aside, E3→');
    expect(covers(r.state, 'black-dragon')).toContain('E3');
    expect(covers(r.state, 'black-dragon')).not.toContain(at(r.state, 'rix'));
    expect(r.rolls).toHaveLength(0);
  });
});

describe('4.3 the Baby Dragon', () => {
  test('it ignores challenges when it moves', () => {
    const { module, state } = table('krobs', 'movement', { krobs: { 'baby-dragon': { hex: 'C5', facing: 'N' } }, adventurers: { gromrak: 'D3' } });
    const r = must(module, state, 'krobs', 'move', { unit: 'Baby Dragon', to: 'C2', facing: 'N' });
    expect(r.rolls).toHaveLength(0);
  });

  test('in melee a D wounds it rather than stunning it, and the third wound kills it', () => {
    const { module, state } = table('adventurers', 'combat', { krobs: { 'baby-dragon': { hex: 'E5', facing: 'N' }, 'black-dragon': { hex: 'I5', facing: 'N' } }, adventurers: { gnurr: 'E4', gromr: 'D5' } });
    // 44 v 20: 2-1, joint 3-1; a 2 is D.
    const r = must(module, state, 'adventurers', 'attack', { with: 'Gnurr, Gromr', target: 'Baby Dragon' }, [2]);
    expect(r.rolls[0]).toMatchObject({ row: '3-1', result: 'D' });
    expect(unit(r.state, 'baby-dragon')).toMatchObject({ wounds: 1, stunned: false });
    const last = must(module, patch(state, 'baby-dragon', { wounds: 2 }), 'adventurers', 'attack', { with: 'Gnurr, Gromr', target: 'Baby Dragon' }, [2]);
    expect(unit(last.state, 'baby-dragon').dead).toBe(true);
  });

  test('it retreats normally: a C makes it retreat', () => {
    const { module, state } = table('adventurers', 'combat', { krobs: { 'baby-dragon': { hex: 'E5', facing: 'N' } }, adventurers: { gnurr: 'E4', gromr: 'D5' } });
    // 3-1: a 4 is C.
    const r = must(module, state, 'adventurers', 'attack', { with: 'Gnurr, Gromr', target: 'Baby Dragon' }, [4]);
    expect(r.rolls[0]).toMatchObject({ result: 'C' });
    expect(r.state.steps[0]).toMatchObject({ kind: 'retreat', unit: 'baby-dragon', hexes: 1 });
    // Its side picks the way: straight back, the counter sliding as a whole.
    const back = must(module, r.state, 'krobs', 'retreat', { unit: 'Baby Dragon', to: 'E6' });
    expect(covers(back.state, 'baby-dragon')).toEqual(['E6', 'E7']);
  });
});

describe("4.3 where the Black Dragon may go (the translator's suggestion)", () => {
  test('no part of it enters trees; only its head goes onto a stairway', () => {
    const rows = field({ E3: 'T', G5: 'H' });
    const t = krobTable(rows, { volume: 1, krobs: { 'black-dragon': DRAGON }, adventurers: { rix: 'J8' } });
    const state = phase(t.state, 'krobs', 'movement');
    // One hex north its head would be in the trees of E3.
    expect(act(t.module, state, 'krobs', 'move', { unit: 'Black Dragon', to: 'E4', facing: 'N' }).error).toContain('the Black Dragon cannot enter trees');
    // Facing N from F5 its right claw would be on the stairway G5; facing NE its head is, which it may.
    expect(act(t.module, state, 'krobs', 'move', { unit: 'Black Dragon', to: 'F5', facing: 'N' }).error).toContain("only the Black Dragon's head may go onto a stairway (G5)");
    expect(covers(must(t.module, state, 'krobs', 'move', { unit: 'Black Dragon', to: 'F5', facing: 'NE' }).state, 'black-dragon')).toContain('G5');
  });
});
