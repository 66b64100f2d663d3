import { describe, expect, test } from 'vitest';
import { seatViewer } from '../../../src/engine/core/events.ts';
import { canEnterDeepDungeons } from '../../../src/engine/games/dragon-noir/deep-dungeons/rules.ts';
import { counterNow } from '../../../src/engine/games/dragon-noir/units.ts';
import { act, at, must, OPEN_FIELD, patch, phase, table, unit, type Setup } from '../../support/dragon-noir.ts';

/** The characters' special rules (4.1, 4.2; checklist 76-84), played through the module with forced dice. */

const fight = (attackers: 'orks' | 'rebels', orks: Record<string, Setup>, rebels: Record<string, Setup>, rows = OPEN_FIELD, hexsides: string[] = []) => {
  const t = table(rows, { orks, rebels }, hexsides);
  return { module: t.module, state: phase(t.state, attackers, 'combat') };
};

describe('4.1 Lucifer and the dogs', () => {
  test('Lucifer beside Godiva adds his defence to hers when she is attacked; the armour bonus is still hers', () => {
    const { module, state } = fight('orks', { 'black-fox': 'C4' }, { godiva: 'C5', lucifer: 'C6' });
    const r = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Godiva' }, [3]);
    expect(r.text).toContain('Black Fox 18 v Godiva 7 + Lucifer 10 guarding her → 1-1');
    expect(r.rolls[0]).toMatchObject({ row: '1-1', total: 4, result: 'B' });
    // Not beside her, he adds nothing: 18 against 7 is 2-1.
    const away = patch(state, 'lucifer', { hex: 'C8' });
    expect(must(module, away, 'orks', 'attack', { with: 'Black Fox', target: 'Godiva' }, [10]).text).toContain('Black Fox 18 v Godiva 7 → 2-1');
  });

  test('ours: he guards her only where he could reach her, and counts once if attacked with her', () => {
    const walled = fight('orks', { 'black-fox': 'C4' }, { godiva: 'C5', lucifer: 'C6' }, OPEN_FIELD, ['wall C5/C6']);
    expect(must(walled.module, walled.state, 'orks', 'attack', { with: 'Black Fox', target: 'Godiva' }, [10]).text).toContain('Black Fox 18 v Godiva 7 → 2-1');
    const { module, state } = fight('orks', { 'black-fox': 'C4', gromrak: 'D5' }, { godiva: 'C5', lucifer: 'D4' });
    const both = must(module, state, 'orks', 'attack', { with: 'Black Fox, Gromrak', target: 'Godiva, Lucifer' }, [10]);
    expect(both.text).toContain('Black Fox 18 + Gromrak 16 v Godiva 7 + Lucifer 10 → 2-1');
    // Lucifer is not armoured, so no +1 on the die.
    expect(both.rolls[0]).toMatchObject({ total: 10 });
  });

  test('the result falls on Godiva alone', () => {
    const { module, state } = fight('orks', { 'black-fox': 'C4', gromrak: 'B4', ashrak: 'D4' }, { godiva: 'C5', lucifer: 'C6' });
    // 50 against 17 is 2-1, 3-1 together; 1 + 1 armour on the 3-1 row is D.
    const r = must(module, state, 'orks', 'attack', { with: 'Black Fox, Gromrak, Ashrak', target: 'Godiva' }, [1]);
    expect(r.rolls[0]).toMatchObject({ row: '3-1', total: 2, result: 'D' });
    expect(unit(r.state, 'godiva').stunned).toBe(true);
    expect(unit(r.state, 'lucifer')).toMatchObject({ stunned: false, wounds: 0 });
  });

  test('WE-DN-67: a stun makes a dog retreat; one wound kills him', () => {
    const { module, state } = fight('orks', { 'black-fox': 'C4', gromrak: 'D4' }, { lucifer: 'C5', rix: 'J1' });
    // 34 against 10 is 3-1, 4-1 together: 3 is D, 1 is E.
    const d = must(module, state, 'orks', 'attack', { with: 'Black Fox, Gromrak', target: 'Lucifer' }, [3]);
    expect(d.text).toContain('Lucifer cannot be stunned and retreats instead');
    expect(module.phase(d.state).decision?.prompt).toContain('Lucifer must retreat 1 hex');
    const e = must(module, state, 'orks', 'attack', { with: 'Black Fox, Gromrak', target: 'Lucifer' }, [1]);
    expect(e.text).toContain('Lucifer is killed (one wound kills him).');
  });

  test('WE-DN-43: a dog passing next to an Ork rolls no challenge', () => {
    const t = table(OPEN_FIELD, { orks: { krular: 'D2', 'wardog-1': 'J8' }, rebels: { lucifer: 'C1' } });
    const state = phase(t.state, 'rebels', 'movement');
    expect(must(t.module, state, 'rebels', 'move', { unit: 'Lucifer', to: 'C3' }).rolls).toHaveLength(0);
  });

  test('dogs, dwarves and goblins may squeeze into the deep dungeons; no one else (5.3, 4.1)', () => {
    const { state } = fight('orks', { 'wardog-1': 'A1', kerin: 'A2', krak: 'A3' }, { lucifer: 'B1', konrad: 'B2' });
    expect(['wardog-1', 'kerin', 'krak', 'lucifer', 'konrad'].map((id) => canEnterDeepDungeons(unit(state, id)))).toEqual([true, true, true, true, false]);
  });
});

describe('4.2 Zed\'s poison', () => {
  test('WE-DN-61: an enemy wounded in a combat with Zed dies', () => {
    const { module, state } = fight('orks', { zed: 'C4' }, { santiago: 'C5' });
    const r = must(module, state, 'orks', 'attack', { with: 'Zed', target: 'Santiago' }, [1]);
    expect(r.rolls[0]).toMatchObject({ row: '3-1', result: 'E' });
    expect(r.text).toContain("Santiago is killed by Zed's poison (4.2).");
    expect(unit(r.state, 'santiago').dead).toBe(true);
  });

  test('WE-DN-61: Zed defending, an attacker wounded by an A result dies', () => {
    const { module, state } = fight('rebels', { zed: 'C4' }, { rix: 'C5' });
    // 6 against 6 is 1-1; 5 + 1 (Zed is armoured) is A.
    const r = must(module, state, 'rebels', 'attack', { with: 'Rix', target: 'Zed' }, [5]);
    expect(r.rolls[0]).toMatchObject({ row: '1-1', total: 6, result: 'A' });
    expect(unit(r.state, 'rix').dead).toBe(true);
  });

  test('4.2 Trolls: poison kills a troll outright, whether wounded or "killed"', () => {
    const wounded = fight('orks', { zed: 'C3', 'black-fox': 'D4' }, { gnurr: 'C4' });
    const hurt = patch(wounded.state, 'gnurr', { wounds: 1 });
    // 28 against 9 is 3-1, 4-1 together: 1 is E, which a troll would take as a second wound.
    const e = must(wounded.module, hurt, 'orks', 'attack', { with: 'Zed, Black Fox', target: 'Gnurr' }, [1]);
    expect(e.rolls[0]).toMatchObject({ row: '4-1', result: 'E' });
    expect(unit(e.state, 'gnurr').dead).toBe(true);
    const { module, state } = fight('orks', { zed: 'C3', 'black-fox': 'D3', ashrak: 'D4', ugluk: 'C5' }, { gnurr: 'C4' });
    // 60 against 12 is 5-1, 6-1 together: 1 is F, two wounds for a troll, death by poison.
    const f = must(module, state, 'orks', 'attack', { with: 'Zed, Black Fox, Ashrak, Ugluk', target: 'Gnurr' }, [1]);
    expect(f.rolls[0]).toMatchObject({ row: '6-1', result: 'F' });
    expect(f.text).toContain("Gnurr is killed by Zed's poison (4.2).");
  });

  test('ours: no poison on Zed\'s own side, nor for a retreat that could not be made', () => {
    const { module, state } = fight('orks', { zed: 'C4', krular: 'D4' }, { aldus: 'C5' });
    // 18 against 8 is 2-1, 3-1 together; 8 + 1 armour is A, on the side of Zed.
    const a = must(module, state, 'orks', 'attack', { with: 'Zed, Krular', target: 'Aldus' }, [8]);
    expect(a.rolls[0]).toMatchObject({ row: '3-1', result: 'A' });
    const chosen = must(module, a.state, 'orks', 'casualty', { unit: 'Krular' });
    expect(unit(chosen.state, 'krular')).toMatchObject({ wounds: 1, dead: false });
    const cornered = fight('orks', { zed: 'A2', krular: 'B1' }, { santiago: 'A1' });
    const c = must(cornered.module, cornered.state, 'orks', 'attack', { with: 'Zed', target: 'Santiago' }, [4]);
    expect(c.rolls[0]).toMatchObject({ result: 'C' });
    expect(unit(c.state, 'santiago')).toMatchObject({ wounds: 1, dead: false });
  });
});

describe('4.2 Crazy Ork', () => {
  const crazy = (attackers: 'orks' | 'rebels', rebels: Record<string, string> = { konrad: 'C4', grast: 'D4' }) => fight(attackers, { 'crazy-ork': 'C5', krular: 'J8' }, rebels);

  test('a stun sends him berserk: the 24/16-8 counter, standing', () => {
    const { module, state } = crazy('rebels', { konrad: 'C4' });
    // 20 against 12 is 1-1: 1 is D.
    const r = must(module, state, 'rebels', 'attack', { with: 'Konrad', target: 'Crazy Ork' }, [1]);
    expect(r.text).toContain('Crazy Ork goes berserk: a "stunned" result sends him berserk, neither stunned nor wounded, on his 24/16-8 side (4.2).');
    expect(r.text).not.toContain('is stunned');
    const ork = unit(r.state, 'crazy-ork');
    expect(ork).toMatchObject({ stunned: false, wounds: 0, berserk: true });
    expect(counterNow(ork)).toMatchObject({ attack: 24, defence: 16, move: 8 });
  });

  test('so does a wound; a killing blow kills him before he can', () => {
    const { module, state } = crazy('rebels');
    // 34 against 12 is 2-1, 3-1 together: 1 is E.
    const e = must(module, state, 'rebels', 'attack', { with: 'Konrad, Grast', target: 'Crazy Ork' }, [1]);
    expect(e.text).toContain('Crazy Ork goes berserk: a "wounded" result sends him berserk, neither stunned nor wounded, on his 24/16-8 side (4.2).');
    expect(unit(e.state, 'crazy-ork')).toMatchObject({ wounds: 0, berserk: true, dead: false });
    const three = crazy('rebels', { konrad: 'C4', grast: 'D4', hohmley: 'D5' });
    // 48 against 12 is 4-1, 5-1 together: 1 is F.
    const f = must(three.module, three.state, 'rebels', 'attack', { with: 'Konrad, Grast, Hohmley', target: 'Crazy Ork' }, [1]);
    expect(unit(f.state, 'crazy-ork').dead).toBe(true);
  });

  test('berserk, "defender stunned" and "defender retreats" no longer apply to him; a fresh wound kills him', () => {
    // He starts the scenario berserk (its set-up's condition).
    const { module, state: mad } = fight('rebels', { 'crazy-ork': { hex: 'C5', berserk: true }, krular: 'J8' }, { konrad: 'C4', grast: 'D4' });
    // 34 against 16 is 2-1, 3-1 together: 2 is D, 4 is C, 1 is E.
    const d = must(module, mad, 'rebels', 'attack', { with: 'Konrad, Grast', target: 'Crazy Ork' }, [2]);
    expect(d.text).toContain('Crazy Ork is berserk: "defender stunned" no longer applies to him (4.2).');
    expect(unit(d.state, 'crazy-ork')).toMatchObject({ stunned: false, dead: false, wounds: 0, berserk: true });
    expect(d.state.steps).toEqual([]);
    const c = must(module, mad, 'rebels', 'attack', { with: 'Konrad, Grast', target: 'Crazy Ork' }, [4]);
    expect(c.text).toContain('Crazy Ork is berserk: "defender retreats one hex" no longer applies to him (4.2).');
    expect(at(c.state, 'crazy-ork')).toBe('C5');
    expect(c.state.advanceOffer).toBeNull();
    const e = must(module, mad, 'rebels', 'attack', { with: 'Konrad, Grast', target: 'Crazy Ork' }, [1]);
    expect(unit(e.state, 'crazy-ork').dead).toBe(true);
  });

  test('berserk, "attacker retreats" does not move him; a stun among several defenders falls on another', () => {
    const attacking = fight('orks', { 'crazy-ork': { hex: 'C5', berserk: true }, krular: 'J8' }, { konrad: 'C4' });
    const mad = attacking.state;
    // 24 against 18 is 1-1; 3 + 1 armour is B.
    const b = must(attacking.module, mad, 'orks', 'attack', { with: 'Crazy Ork', target: 'Konrad' }, [3]);
    expect(b.rolls[0]).toMatchObject({ total: 4, result: 'B' });
    expect(b.text).toContain('Crazy Ork is berserk: "attacker retreats one hex" no longer applies to him (4.2).');
    expect(at(b.state, 'crazy-ork')).toBe('C5');
    const pair = fight('rebels', { 'crazy-ork': { hex: 'C5', berserk: true }, krular: 'D5' }, { konrad: 'D4', grast: 'C6' });
    const two = pair.state;
    // 34 against 16 + 5 is 1-1, 2-1 together: 2 is D, and it falls on Krular.
    const d = must(pair.module, two, 'rebels', 'attack', { with: 'Konrad, Grast', target: 'Crazy Ork, Krular' }, [2]);
    expect(d.rolls[0]).toMatchObject({ row: '2-1', result: 'D' });
    expect(unit(d.state, 'krular').stunned).toBe(true);
  });

  test('berserk, a wound from a challenge kills him too', () => {
    const t = table(OPEN_FIELD, { orks: { 'crazy-ork': 'C1' }, rebels: { rix: 'D2' } });
    const state = phase(patch(t.state, 'crazy-ork', { berserk: true }), 'orks', 'movement');
    const r = must(t.module, state, 'orks', 'move', { unit: 'Crazy Ork', to: 'C3' }, [8]);
    expect(unit(r.state, 'crazy-ork').dead).toBe(true);
  });
});

describe('4.2 Elves, Black Dwarves and Trolls', () => {
  test('an Elf in the trees is on favourable ground, attacking or defending', () => {
    const rows = [...OPEN_FIELD];
    rows[4] = '. . T . . . . . . .';
    const { module, state } = fight('orks', { 'black-fox': 'C4' }, { gerfindel: 'C5' }, rows);
    expect(must(module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Gerfindel' }, [10]).text).toContain('Black Fox 18 v Gerfindel 10 → 1-1; terrain 0 v +, 1 left; → 1-1');
    const elf = fight('rebels', { krular: 'C4' }, { gerfindel: 'C5' }, rows);
    expect(must(elf.module, elf.state, 'rebels', 'attack', { with: 'Gerfindel', target: 'Krular' }, [10]).text).toContain('Gerfindel 16 v Krular 5 → 3-1; terrain + v 0, 1 right; → 4-1');
  });

  test('ruling 137: in a joint attack each dwarf shifts one more column, added to the joint +1 or replacing it', () => {
    const { module, state } = fight('orks', { kerin: 'C4', ferin: 'D4', gorin: 'A1', krular: 'D5' }, { matt: 'C5', santiago: 'B1' });
    const two = must(module, state, 'orks', 'attack', { with: 'Kerin, Ferin', target: 'Matt' }, [10]);
    expect(two.text).toContain('Kerin 12 + Ferin 12 v Matt 6 → 4-1; joint attack, 1 right; the dwarves, 2 right; → 7-1');
    const mixed = must(module, state, 'orks', 'attack', { with: 'Kerin, Krular', target: 'Matt' }, [10]);
    expect(mixed.text).toContain('Kerin 12 + Krular 8 v Matt 6 → 3-1; joint attack, 1 right; the dwarves, 1 right; → 5-1');
    const replacing = { ...state, options: { ...state.options, dwarfShift: 'replace' as const } };
    expect(must(module, replacing, 'orks', 'attack', { with: 'Kerin, Ferin', target: 'Matt' }, [10]).text).toContain('joint attack, 1 right; the dwarves, 1 right; → 6-1');
    expect(must(module, replacing, 'orks', 'attack', { with: 'Kerin, Krular', target: 'Matt' }, [10]).text).toContain('Kerin 12 + Krular 8 v Matt 6 → 3-1; joint attack, 1 right; → 4-1');
    // Alone, a dwarf makes no multiple attack.
    expect(must(module, state, 'orks', 'attack', { with: 'Gorin', target: 'Santiago' }, [10]).text).toContain('Gorin 12 v Santiago 3 → 4-1;');
  });

  test('WE-DN-62: a troll is never stunned; "killed" is two wounds; the third wound kills', () => {
    const { module, state } = fight('orks', { 'black-fox': 'C3', gromrak: 'D3', ashrak: 'D4', ugluk: 'C5' }, { gnurr: 'C4', rix: 'J1' });
    // 34 against 12 is 2-1, 3-1 together: 2 is D.
    const d = must(module, state, 'orks', 'attack', { with: 'Black Fox, Gromrak', target: 'Gnurr' }, [2]);
    expect(d.text).toContain('Gnurr cannot be stunned and retreats instead');
    // 66 against 12 is 5-1, 6-1 together: 1 is F, two wounds: the 10/6-2 counter.
    const f = must(module, state, 'orks', 'attack', { with: 'Black Fox, Gromrak, Ashrak, Ugluk', target: 'Gnurr' }, [1]);
    const troll = unit(f.state, 'gnurr');
    expect(troll).toMatchObject({ wounds: 2, dead: false });
    expect(counterNow(troll)).toMatchObject({ attack: 10, defence: 6, move: 2 });
    // 18 against 6 is 3-1: 1 is E, the third wound.
    const later = phase({ ...f.state, steps: [], advanceOffer: null }, 'orks', 'combat');
    const e = must(module, later, 'orks', 'attack', { with: 'Black Fox', target: 'Gnurr' }, [1]);
    expect(unit(e.state, 'gnurr').dead).toBe(true);
  });
});

describe('4.2 Sarah and Gotmar: their values by volume', () => {
  const gotmar = (volume: 1 | 2) => {
    const t = table(OPEN_FIELD, { orks: { krular: 'C4' }, rebels: { gotmar: 'C5', sarah: 'A1' }, volume });
    return { module: t.module, state: t.state };
  };

  test('a DN2 scenario gives Gotmar 12/10-8 in combat, DN1 4/2-6', () => {
    const two = gotmar(2);
    expect(two.state.volume).toBe(2);
    const attack = phase(two.state, 'rebels', 'combat');
    expect(must(two.module, attack, 'rebels', 'attack', { with: 'Gotmar', target: 'Krular' }, [10]).text).toContain('Gotmar 12 v Krular 5 → 2-1');
    const defend = phase(two.state, 'orks', 'combat');
    expect(act(two.module, defend, 'orks', 'attack', { with: 'Krular', target: 'Gotmar' }).error).toBe('Krular 8 v Gotmar 10 is below 1-1; attacks at odds under 1-1 are impossible (2.41).');
    const one = gotmar(1);
    expect(act(one.module, phase(one.state, 'rebels', 'combat'), 'rebels', 'attack', { with: 'Gotmar', target: 'Krular' }).error).toBe(
      'Gotmar 4 v Krular 5 is below 1-1; attacks at odds under 1-1 are impossible (2.41).',
    );
    expect(must(one.module, phase(one.state, 'orks', 'combat'), 'orks', 'attack', { with: 'Krular', target: 'Gotmar' }, [10]).text).toContain('Krular 8 v Gotmar 2 → 4-1');
  });

  test('and in movement and on the map: Gotmar moves 8 in DN2, Sarah 7/4-6', () => {
    const two = gotmar(2);
    const move = phase(two.state, 'rebels', 'movement');
    expect(must(two.module, move, 'rebels', 'move', { unit: 'Gotmar', to: 'C8', via: 'B6' }).text).toContain('(4 MP; 4 left)');
    const view = two.module.view(two.state, seatViewer('rebels'));
    expect(view.units.find((u) => u.id === 'gotmar')).toMatchObject({ attack: 12, defence: 10, move: 8 });
    expect(view.units.find((u) => u.id === 'sarah')).toMatchObject({ attack: 7, defence: 4, move: 6 });
    const one = gotmar(1);
    expect(must(one.module, phase(one.state, 'rebels', 'movement'), 'rebels', 'move', { unit: 'Gotmar', to: 'C8', via: 'B6' }).text).toContain('(4 MP; 2 left)');
  });
});
