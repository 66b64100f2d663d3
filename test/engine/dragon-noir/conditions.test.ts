import { describe, expect, test } from 'vitest';
import { PUBLIC } from '../../../src/engine/core/events.ts';
import { createDragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import { counterNow, defenceNow } from '../../../src/engine/games/dragon-noir/units.ts';
import { act, mapText, must, OPEN_FIELD, phase, setupLines, table, unit, type Setup } from '../../support/dragon-noir.ts';
import { during, ep, magicTable } from '../../support/dn-magic.ts';
import { field, krobTable } from '../../support/krobs.ts';

/**
 * A scenario sets a character's condition at the start (docs/map-format.md, "Conditions"): each
 * condition as the rules' numbers read it, and each one that cannot exist refused with one line.
 */

/** The module's refusal of a scenario whose Orks and Rebels are set up so. */
function refusal(orks: Record<string, Setup>, rebels: Record<string, Setup> = { rix: 'J8' }, extra: Record<string, unknown> = {}): string {
  const scenario = {
    id: 'test',
    title: 'Test',
    volume: 1,
    summary: 'A rules test.',
    board: { id: 'test', name: 'Test', maps: [{ map: 'test', col: 0, row: 0 }] },
    sides: [
      { id: 'orks', label: 'Orks', setup: setupLines(orks) },
      { id: 'rebels', label: 'Rebels', setup: setupLines(rebels) },
    ],
    turns: 8,
    victory: [{ kind: 'eliminate' }],
    ...extra,
  };
  try {
    createDragonNoir({ maps: { test: mapText(OPEN_FIELD) }, scenarios: [JSON.stringify(scenario)] });
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the scenario was accepted');
}

describe('conditions a scenario sets', () => {
  test('stunned: Konrad lies on his stunned (4), and gets up in the Rebels\' first recovery phase (ruling 136)', () => {
    const t = table(OPEN_FIELD, { orks: { krular: 'J8' }, rebels: { konrad: { hex: 'C4', stunned: true } } });
    const konrad = unit(t.state, 'konrad');
    expect(konrad).toMatchObject({ stunned: true, stunnedInPlayerTurn: 0 });
    expect(defenceNow(konrad)).toEqual({ defence: 4, armoured: true });
    expect(t.module.view(t.state, PUBLIC).units.find((u) => u.id === 'konrad')).toMatchObject({ status: 'stunned', defence: 4 });
    expect(act(t.module, phase(t.state, 'rebels', 'movement'), 'rebels', 'move', { unit: 'Konrad', to: 'C5' }).error).toBe('Konrad is stunned and cannot move until he gets up.');
    // The Orks' turn, then the Rebels' fire, movement and combat: he gets up as their combat ends, in their recovery.
    let state = t.state;
    let up: ReturnType<typeof must> | undefined;
    for (let i = 0; i < 4 && !up; i++) {
      const done = must(t.module, state, state.sides[state.active]!.id, 'done');
      if (done.text.includes('Konrad gets back on his feet.')) up = done;
      else expect(unit(done.state, 'konrad').stunned).toBe(true);
      state = done.state;
    }
    expect(up!.text).toContain('Turn 1 · Rebels · Stunned characters get up begins.\nKonrad gets back on his feet.');
    expect(unit(up!.state, 'konrad').stunned).toBe(false);
  });

  test('wounded: Konrad on his wounded counter, 10/9-4; a troll with two wounds on his third, 10/6-2', () => {
    const t = table(OPEN_FIELD, { orks: { gnurr: { hex: 'J8', wounds: 2 } }, rebels: { konrad: { hex: 'C4', wounds: 1 } } });
    expect(counterNow(unit(t.state, 'konrad'))).toMatchObject({ attack: 10, defence: 9, move: 4 });
    expect(counterNow(unit(t.state, 'gnurr'))).toMatchObject({ attack: 10, defence: 6, move: 2 });
    expect(t.module.view(t.state, PUBLIC).units.find((u) => u.id === 'konrad')).toMatchObject({ status: 'wounded' });
  });

  test('wounded on horseback: Konrad on his wounded mounted counter, 15/14-12', () => {
    const t = table(OPEN_FIELD, { orks: { krular: 'J8' }, rebels: { konrad: { hex: 'C4', mounted: true, facing: 'N', wounds: 1 } } });
    expect(unit(t.state, 'konrad')).toMatchObject({ mounted: true, wounds: 1 });
    expect(counterNow(unit(t.state, 'konrad'))).toMatchObject({ attack: 15, defence: 14, move: 12 });
  });

  test("the Black Dragon's wounds by part: a head with two wounds has no defence left, the body with one moves 5 (4.3)", () => {
    const t = krobTable(field(), { volume: 1, krobs: { 'black-dragon': { hex: 'E5', facing: 'N', wounds: 1, partWounds: { head: 2, tail: 1 } } }, adventurers: { gnurr: 'E3' } });
    const dragon = unit(t.state, 'black-dragon');
    expect(dragon).toMatchObject({ wounds: 1, partWounds: { head: 2, tail: 1 } });
    expect(counterNow(dragon)).toMatchObject({ defence: 20, move: 5 });
    const state = phase(t.state, 'adventurers', 'combat');
    expect(act(t.module, state, 'adventurers', 'attack', { with: 'Gnurr', target: 'Black Dragon', part: 'head' }).error).toContain('it can no longer be struck');
  });

  test('berserk: the Crazy Ork on his 24/16-8 side, neither stunned nor wounded (4.2)', () => {
    const t = table(OPEN_FIELD, { orks: { 'crazy-ork': { hex: 'C5', berserk: true } }, rebels: { rix: 'J8' } });
    expect(unit(t.state, 'crazy-ork')).toMatchObject({ berserk: true, wounds: 0, stunned: false });
    expect(counterNow(unit(t.state, 'crazy-ork'))).toMatchObject({ attack: 24, defence: 16, move: 8 });
  });

  test('energy: Zacharie starts with 60 EP; unsaid, a wounded caster starts with half his 100 (3.2)', () => {
    const t = magicTable({ orks: { shaman: { hex: 'N10', wounds: 1 } }, rebels: { zacharie: { hex: 'B2', energy: 60 } } });
    expect(ep(t.state, 'zacharie')).toBe(60);
    expect(ep(t.state, 'shaman')).toBe(50);
    const level2 = magicTable({ levels: { zacharie: 2 }, rebels: { zacharie: { hex: 'B2', energy: 200 } } });
    expect(ep(level2.state, 'zacharie')).toBe(200);
  });

  test('spells in effect: Zacharie\'s 4 attack points on himself, 4 → 8; 2 MP on Konrad, 8 → 10, until player-turn 2 (3.51, 3.53); an immobilised Krular cannot move', () => {
    const t = magicTable({
      rebels: {
        zacharie: { hex: 'B2', spells: [{ spell: 'increase-attack', caster: 'zacharie', points: 4, until: 2 }] },
        konrad: { hex: 'C4', spells: [{ spell: 'increase-move', caster: 'zacharie', points: 2, until: 2 }] },
      },
    });
    expect(counterNow(unit(t.state, 'zacharie'))).toMatchObject({ attack: 8 });
    expect(counterNow(unit(t.state, 'konrad'))).toMatchObject({ attack: 20, move: 10 });
    expect(unit(t.state, 'konrad').spells).toEqual([{ spell: 'increase-move', caster: 'zacharie', points: 2, until: 2, arrival: null }]);
    const immobile = magicTable({ orks: { shaman: 'N10', krular: { hex: 'F6', spells: [{ spell: 'immobilise', caster: 'zacharie', until: 1 }] } } });
    expect(act(immobile.module, during(immobile.state, 'orks', 'movement', 1), 'orks', 'move', { unit: 'Krular', to: 'F7' }).error).toContain('immobilised');
  });

  test('dead: a body lies in its hex, under whoever stands there', () => {
    const t = table(OPEN_FIELD, { orks: { krular: 'J8', azrog: { hex: 'C4', dead: true } }, rebels: { rix: 'C4' } });
    expect(unit(t.state, 'azrog')).toMatchObject({ dead: true, hex: { q: 2, r: 2 } });
    expect(t.module.view(t.state, PUBLIC).units.find((u) => u.id === 'azrog')).toMatchObject({ status: 'dead' });
  });

  test('mounted or not: Konrad mounted facing N covers C4 and C5; on foot, one hex', () => {
    const t = table(OPEN_FIELD, { orks: { krular: 'J8' }, rebels: { konrad: { hex: 'C4', mounted: true, facing: 'N' }, grast: { hex: 'E4', mounted: false } } });
    expect(unit(t.state, 'konrad')).toMatchObject({ mounted: true, facing: 0 });
    expect(unit(t.state, 'grast')).toMatchObject({ mounted: false, facing: null });
  });
});

describe('conditions that cannot exist are refused, one line each', () => {
  const line = (text: string) => `Dragon Noir scenario test: ${text}.`;

  test('a carry: nobody starts a position carrying another (2.32.2)', () => {
    expect(refusal({ krular: 'J8' }, { barney: { hex: 'C4', carrying: 'simon' }, simon: { hex: 'C5', stunned: true } })).toBe(
      line('Barney carrying simon: a character carries a stunned friend only during his own move and lays him down beside him at its end (2.32.2), so no position starts with one; set simon stunned in a hex beside Barney'),
    );
  });

  test('a dead character with another condition', () => {
    expect(refusal({ krular: { hex: 'J8', dead: true, stunned: true } })).toBe(line('Krular is dead and has stunned: a body has no other condition; give dead: true alone'));
    expect(refusal({ krular: 'J8' }, { konrad: { hex: 'C4', dead: true, mounted: true, facing: 'N' } })).toBe(line('Konrad is dead and has mounted: a body has no other condition; give dead: true alone'));
  });

  test('wounds he could not live with', () => {
    expect(refusal({ krular: { hex: 'J8', wounds: 2 } })).toBe(line('Krular with 2 wounds would be dead; the wounds he can live with: 0 to 1 (set dead: true for his body)'));
    expect(refusal({ gnurr: { hex: 'J8', wounds: 3 } })).toBe(line('Gnurr with 3 wounds would be dead; the wounds he can live with: 0 to 2 (set dead: true for his body)'));
    expect(refusal({ 'wardog-1': { hex: 'J8', wounds: 1 } })).toBe(line('Wardog 1 with 1 wounds would be dead; the wounds he can live with: none: one wound kills him (set dead: true for his body)'));
  });

  test('berserk on anyone but the Crazy Ork, or berserk and wounded', () => {
    expect(refusal({ krular: { hex: 'J8', berserk: true } })).toBe(line('Krular cannot go berserk: only the Crazy Ork has a berserk side (4.2)'));
    expect(refusal({ 'crazy-ork': { hex: 'J8', berserk: true, wounds: 1 } })).toBe(line('Crazy Ork berserk and wounded: berserk is not a wound, and his next wound kills him (4.2); give berserk or wounds, not both'));
  });

  test('stunned where no stun can fall: the Crazy Ork, a troll, a rider in the saddle', () => {
    expect(refusal({ 'crazy-ork': { hex: 'J8', stunned: true } })).toBe(line('Crazy Ork cannot be stunned: a stun sends him berserk (4.2); set berserk: true'));
    expect(refusal({ gnurr: { hex: 'J8', stunned: true } })).toBe(line('Gnurr cannot be stunned: a stun makes him retreat instead (4.1, 4.2, 4.44, 3.55)'));
    expect(refusal({ krular: 'J8' }, { konrad: { hex: 'C4', mounted: true, facing: 'N', stunned: true } })).toBe(
      line('Konrad stunned on horseback: a stunned rider falls from his horse (2.47); set mounted: false and a horse beside him'),
    );
  });

  test('part wounds on anyone but the Black Dragon, on a part it has not, or past a part\'s last rung', () => {
    expect(refusal({ krular: { hex: 'J8', partWounds: { head: 1 } } })).toBe(line('Krular has no parts to wound: partWounds is the Black Dragon\'s (head, tail, left-claw, right-claw; 4.3)'));
    const dragon = (partWounds: Record<string, number>) => ({ 'black-dragon': { hex: 'E5', facing: 'N', partWounds } });
    expect(refusal(dragon({ wing: 1 }))).toBe(line('Black Dragon has no wing: its parts are head, tail, left-claw, right-claw (4.3)'));
    expect(refusal(dragon({ head: 3 }))).toBe(line("Black Dragon's head with 3 wounds: a part takes 0 to 2 (at 2 it has no defence left; 4.3)"));
  });

  test('energy over the maximum, or on one who is no spellcaster', () => {
    expect(refusal({ shaman: { hex: 'J8', energy: 150 } })).toBe(line('Shaman with 150 EP: at level 1 he has 0 to 100 (3.2)'));
    expect(refusal({ krular: { hex: 'J8', energy: 10 } })).toBe(line('Krular is no spellcaster: only a spellcaster has energy points (3.2)'));
  });

  test('a spell by no spellcaster of the scenario, with points it has not, or one a scenario cannot set', () => {
    expect(refusal({ krular: { hex: 'J8', spells: [{ spell: 'increase-attack', caster: 'zacharie', points: 2, until: 1 }] } })).toBe(
      line('Krular: increase-attack cast by zacharie, who is no spellcaster of this scenario; its spellcasters: none'),
    );
    expect(refusal({ shaman: 'J8', krular: { hex: 'J7', spells: [{ spell: 'immobilise', caster: 'shaman', points: 2, until: 1 }] } })).toBe(
      line('Krular: immobilise has no points; only increase-move, increase-attack, increase-defence, improve-shooting have'),
    );
    expect(refusal({ shaman: 'J8', krular: { hex: 'J7', spells: [{ spell: 'invisibility', caster: 'shaman', until: 1 }] } })).toContain('invisibility is not set by a scenario');
    expect(refusal({ shaman: 'J8', krular: { hex: 'J7', spells: [{ spell: 'increase-attack', caster: 'shaman', points: 2, until: 1 }] } })).toBe(
      line('Krular: increase-attack is cast by a spellcaster on himself (3.51), not by shaman'),
    );
  });

  test('a field the format does not know is refused, not ignored', () => {
    expect(refusal({ krular: { hex: 'J8', woonds: 1 } })).toBe('Dragon Noir scenario: sides.0.setup.0: Unrecognized key: "woonds"');
  });

});
