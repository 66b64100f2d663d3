import { describe, expect, test } from 'vitest';
import { PUBLIC } from '../../../src/engine/core/events.ts';
import { DnStateSchema, type DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { counterNow } from '../../../src/engine/games/dragon-noir/units.ts';
import { act, at, must, OPEN_FIELD, patch, phase, table, unit } from '../../support/dragon-noir.ts';
import { during, magicTable } from '../../support/dn-magic.ts';

/**
 * 4.2 Crazy Ork: "Once he suffers a wound or stun result during missile fire or combat, Crazy
 * Ork will go berserk [...] Only when he is wounded afresh can a player succeed in killing him."
 * Berserk, he is neither stunned nor wounded: every rule that reads "wounded" reads him as not
 * wounded, with the 24/16-8 counter. Each test sets a wounded character beside him as the
 * yardstick the rule does apply to.
 */

const berserk = (state: DnState) => patch(state, 'crazy-ork', { berserk: true });

describe('4.2 the berserk Crazy Ork is not wounded', () => {
  test('challenged as the mover: no "+2 wounded"; 7 is no effect (a wounded mover makes it 9, wounded)', () => {
    const t = table(OPEN_FIELD, { orks: { 'crazy-ork': 'C1', gromrak: 'E1' }, rebels: { rix: 'D2' } });
    const state = phase(berserk(t.state), 'orks', 'movement');
    const r = must(t.module, state, 'orks', 'move', { unit: 'Crazy Ork', to: 'C3' }, [7]);
    expect(r.rolls[0]).toMatchObject({ face: 7, total: 7, result: 'no effect', modifiers: [] });
    expect(r.text).toContain('Challenge at C2: Crazy Ork passing Rix, d10 for the challenge: 7 (forced): no effect.');
    // Gromrak, wounded, passing the same Rix: 7 + 2 = 9, wounded afresh, dead.
    const hurt = patch(state, 'gromrak', { wounds: 1 });
    const g = must(t.module, hurt, 'orks', 'move', { unit: 'Gromrak', to: 'E3' }, [7]);
    expect(g.rolls[0]).toMatchObject({ face: 7, total: 9, result: 'wounded', modifiers: [{ label: 'wounded', value: 2 }] });
    // An 8 is "wounded": the next wound kills him (4.2).
    const eight = must(t.module, state, 'orks', 'move', { unit: 'Crazy Ork', to: 'C3' }, [8]);
    expect(eight.text).toContain('Crazy Ork is killed (wounded while berserk, 4.2).');
  });

  test('challenging as the opposer: no "−2 opposer wounded"; Rix passing him on 8 is wounded (a wounded opposer makes it 6)', () => {
    const t = table(OPEN_FIELD, { orks: { 'crazy-ork': 'D2', gromrak: 'D6' }, rebels: { rix: 'C1', barney: 'C5' } });
    const state = phase(berserk(patch(t.state, 'gromrak', { wounds: 1 })), 'rebels', 'movement');
    const r = must(t.module, state, 'rebels', 'move', { unit: 'Rix', to: 'C3' }, [8]);
    expect(r.rolls[0]).toMatchObject({ face: 8, total: 8, result: 'wounded', modifiers: [] });
    expect(r.text).toContain('Challenge at C2: Rix passing Crazy Ork, d10 for the challenge: 8 (forced): Rix is wounded.');
    const b = must(t.module, state, 'rebels', 'move', { unit: 'Barney', to: 'C7' }, [8]);
    expect(b.rolls[0]).toMatchObject({ face: 8, total: 6, result: 'no effect', modifiers: [{ label: 'opposer wounded', value: -2 }] });
  });

  test('a challenge that sends him berserk halves no MP: he is not wounded, and moves on his 8', () => {
    const t = table(OPEN_FIELD, { orks: { 'crazy-ork': 'C1' }, rebels: { rix: 'D2' } });
    const state = phase(t.state, 'orks', 'movement');
    // 8 is "wounded": he goes berserk in C2; Rix challenges him again in C3, 7 (no effect), and he
    // walks on to C6, 5 MP of the 6 he set out with (halved in C2, 2 would have been left).
    const r = must(t.module, state, 'orks', 'move', { unit: 'Crazy Ork', to: 'C6' }, [8, 7]);
    expect(r.text).toContain('Crazy Ork moves C1→C2→C3→C4→C5→C6 (5 MP; 1 left).');
    expect(r.text).toContain('Crazy Ork goes berserk: a "wounded" result sends him berserk, neither stunned nor wounded, on his 24/16-8 side (4.2).');
    expect(at(r.state, 'crazy-ork')).toBe('C6');
    expect(unit(r.state, 'crazy-ork')).toMatchObject({ berserk: true, wounds: 0, stunned: false });
  });

  test('in melee he attacks with 24 and defends with 16, the berserk side, not the wounded rung of a ladder', () => {
    const t = table(OPEN_FIELD, { orks: { 'crazy-ork': 'C5' }, rebels: { konrad: 'C4', grast: 'D4' } });
    const attacked = phase(berserk(t.state), 'rebels', 'combat');
    // 20 + 14 = 34 against 16 is 2-1, 3-1 together; a 10 is no effect.
    const d = must(t.module, attacked, 'rebels', 'attack', { with: 'Konrad, Grast', target: 'Crazy Ork' }, [10]);
    expect(d.text).toContain('Konrad 20 + Grast 14 v Crazy Ork 16 → 2-1');
    const attacking = phase(berserk(t.state), 'orks', 'combat');
    // 24 against Konrad's 18 is 1-1.
    expect(must(t.module, attacking, 'orks', 'attack', { with: 'Crazy Ork', target: 'Konrad' }, [10]).text).toContain('Crazy Ork 24 v Konrad 18 → 1-1');
  });

  test('moving, his allowance is the berserk 8, not a wounded 3', () => {
    const t = table(OPEN_FIELD, { orks: { 'crazy-ork': 'C1', gromrak: 'E1' }, rebels: { rix: 'J8' } });
    const state = phase(berserk(patch(t.state, 'gromrak', { wounds: 1 })), 'orks', 'movement');
    expect(must(t.module, state, 'orks', 'move', { unit: 'Crazy Ork', to: 'C8' }).text).toContain('Crazy Ork moves C1→C2→C3→C4→C5→C6→C7→C8 (7 MP; 1 left).');
    // Gromrak wounded moves 3 (8/5-3).
    expect(act(t.module, state, 'orks', 'move', { unit: 'Gromrak', to: 'E5' }).error).toContain('3');
  });

  test('shot at: a defensive B sends him berserk and halves no MP; berserk, the next B kills him', () => {
    const t = table(OPEN_FIELD, { orks: { 'crazy-ork': 'C8', krular: 'J8' }, rebels: { laberne: 'C1' } });
    const reacting = must(t.module, { ...phase(t.state, 'rebels', 'movement'), playerTurn: 1 }, 'rebels', 'react', { shooter: 'Laberne', when: 'first' }).state;
    const moving = { ...phase(reacting, 'orks', 'movement'), playerTurn: 2 };
    // Longbow, short range, no cover: a 3 reads row 4, B (5.11.4): wounded, and half the MP left.
    const r = must(t.module, moving, 'orks', 'move', { unit: 'Crazy Ork', to: 'C4' }, [3]);
    expect(r.text).toContain('Crazy Ork moves C8→C7→C6→C5→C4 (4 MP; 2 left).');
    expect(r.text).toContain('d10 for the shot: 3 (forced) → B: Crazy Ork goes berserk: a "wounded" result sends him berserk, neither stunned nor wounded, on his 24/16-8 side (4.2) (standing reaction');
    expect(r.text).not.toContain('half his remaining MP');
    expect(at(r.state, 'crazy-ork')).toBe('C4');
    const again = must(t.module, berserk(moving), 'orks', 'move', { unit: 'Crazy Ork', to: 'C4' }, [3]);
    expect(again.text).toContain('d10 for the shot: 3 (forced) → B: Crazy Ork is killed (wounded while berserk, 4.2) (standing reaction');
  });

  test('a heal finds no wound to heal on him (3.53)', () => {
    const t = magicTable({ orks: { shaman: 'F6', 'crazy-ork': 'F5' }, rebels: { zacharie: 'A1' } });
    const s = berserk(during(t.state, 'orks', 'movement', 1));
    expect(act(t.module, s, 'orks', 'cast', { caster: 'Shaman', spell: 'heal', target: 'Crazy Ork' }).error).toBe('Crazy Ork is not wounded.');
  });

  test('!state, the view and his counter say berserk, not wounded', () => {
    const t = table(OPEN_FIELD, { orks: { 'crazy-ork': 'C5' }, rebels: { rix: 'J8' } });
    const state = berserk(t.state);
    expect(JSON.parse(JSON.stringify(state)).units[0]).toMatchObject({ character: 'crazy-ork', wounds: 0, berserk: true });
    const seen = t.module.view(state, PUBLIC).units.find((u) => u.id === 'crazy-ork')!;
    expect(seen).toMatchObject({ status: 'berserk', attack: 24, defence: 16, move: 8 });
    const piece = t.module.picture!(t.module.view(state, PUBLIC)) as { counters: Array<{ lines: Array<{ text?: string }>; badges?: Array<{ text: string }>; flag?: string }> };
    const counter = piece.counters.find((c) => c.lines[0]?.text === 'Crazy Ork')!;
    expect(counter.badges).toEqual([{ text: 'BSK', corner: 'bottom-right' }]);
    expect(counter.flag).toBeUndefined();
  });

  test('a game stored when berserk was "wounds: 1" still loads, berserk and not wounded', () => {
    const t = table(OPEN_FIELD, { orks: { 'crazy-ork': 'C5' }, rebels: { rix: 'J8' } });
    const stored = JSON.parse(JSON.stringify(t.state)) as { units: Array<Record<string, unknown>> };
    const old = { ...stored, units: stored.units.map(({ berserk: _, ...u }) => (u.character === 'crazy-ork' ? { ...u, wounds: 1 } : u)) };
    const read = DnStateSchema.parse(old);
    const ork = unit(read, 'crazy-ork');
    expect(ork).toMatchObject({ berserk: true, wounds: 0, dead: false });
    expect(counterNow(ork)).toMatchObject({ attack: 24, defence: 16, move: 8 });
    // A Crazy Ork stored killed after his berserk (wounds 2) reads berserk and killed by one wound.
    const dead = DnStateSchema.parse({ ...stored, units: stored.units.map(({ berserk: _, ...u }) => (u.character === 'crazy-ork' ? { ...u, wounds: 2, dead: true } : u)) });
    expect(unit(dead, 'crazy-ork')).toMatchObject({ berserk: true, wounds: 1, dead: true });
    // Stored since, with the field, it reads as it is.
    expect(unit(DnStateSchema.parse(stored), 'crazy-ork')).toMatchObject({ berserk: false, wounds: 0 });
  });
});
