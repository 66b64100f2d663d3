import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { mountedResult } from '../../../src/engine/games/dragon-noir/tables.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { act, at, must, OPEN_FIELD, patch, unit } from '../../support/dragon-noir.ts';
import { cover, field, horse, horseTable, mount, standHorse } from '../../support/horses.ts';

/**
 * Melee against riders and horses (2.41-2.47, 5.14.1). Laberne (mounted 8/4-15, no armour) faces
 * north in E4, covering E4 and E5; the Orks attack him from F3, D4 and E6.
 */

const fight = (orks: Record<string, string>, rows = OPEN_FIELD, volume: 1 | 2 = 1, rebels: Record<string, string> = { laberne: 'E4', rix: 'A8' }) => {
  const t = horseTable(rows, { orks, rebels }, { side: 'orks', phase: 'combat', volume });
  return { module: t.module, state: mount(t.state, 'laberne', 'N') };
};

describe('5.14.1 the mounted table (DN1)', () => {
  test('WE-DN-19: its corners, 1-1 to 10-1', () => {
    expect(mountedResult(1, 1)).toBe('C');
    expect(mountedResult(10, 1)).toBe('H');
    expect(mountedResult(6, 10)).toBe('B');
    expect(mountedResult(5, 10)).toBe('-');
    expect(mountedResult(8, 1)).toBe('G');
  });

  test('E: horse unharmed, rider wounded: he stays in the saddle', () => {
    const { module, state } = fight({ 'black-fox': 'F3' });
    const r = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Laberne' }, [1]);
    expect(r.text).toContain('Black Fox 18 v Laberne 4 → 4-1; d10 for the combat: 1 (forced) on the mounted table → E: horse unharmed, rider wounded.');
    expect(r.rolls[0]).toMatchObject({ table: '5.14.1 combat against mounted', row: '4-1', result: 'E' });
    expect(unit(r.state, 'laberne')).toMatchObject({ wounds: 1, mounted: true });
    expect(cover(r.state, 'laberne')).toBe('E4+E5');
  });

  test('D: horse unharmed, rider stunned and thrown; his side puts him beside the horse (2.47)', () => {
    const { module, state } = fight({ 'black-fox': 'F3' });
    const r = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Laberne' }, [2]);
    expect(r.text).toContain('on the mounted table → D: horse unharmed, rider stunned and dismounted.');
    expect(r.text).toContain("Laberne is thrown from Laberne's horse.");
    expect(cover(r.state, 'laberne-horse')).toBe('E4+E5');
    expect(unit(r.state, 'laberne')).toMatchObject({ stunned: true, mounted: false, hex: null });
    const phase = module.phase(r.state);
    expect(phase.decision).toMatchObject({ seat: 'rebels', verb: 'place' });
    expect(phase.decision!.prompt).toBe("Laberne is thrown: put him beside his horse in E4/E5: /place unit:Laberne to: one of E3, F4, D4, D3, F5, E6, D5");
    expect(act(module, r.state, 'orks', 'place', { unit: 'Laberne', to: 'E3' }).error).toContain('Not your move: rebels must answer first');
    expect(act(module, r.state, 'rebels', 'place', { unit: 'Laberne', to: 'E8' }).error).toBe('Laberne cannot be put in E8. Allowed: E3, F4, D4, D3, F5, E6, D5.');
    const placed = must(module, r.state, 'rebels', 'place', { unit: 'Laberne', to: 'E3' });
    expect(placed.text).toContain('Laberne falls stunned in E3.');
    expect(at(placed.state, 'laberne')).toBe('E3');
    // A stunned defender: Black Fox may advance, first through the hex he fell in (2.44).
    expect(placed.state.advanceOffer?.vacated.map(labelOf)).toEqual(['E3']);
    // The default answer is the hex fewest enemies can reach.
    expect(module.defaultOrders(r.state, 'rebels')).toEqual([{ verb: 'place', unit: 'Laberne', to: 'D4' }]);
    expect(module.legalOrders(r.state, 'rebels').map((h) => h.options.to)).toEqual(['E3', 'F4', 'D4', 'D3', 'F5', 'E6', 'D5']);
  });

  test('F: horse killed, rider wounded and thrown; the dead horse lies across its two hexes', () => {
    const { module, state } = fight({ 'black-fox': 'F3' });
    const riding = mount(state, 'black-fox', 'N');
    // Black Fox mounted, 28 v 4: 7-1; a 1 is F.
    const r = must(module, riding, 'orks', 'attack', { with: 'Black Fox', target: 'Laberne' }, [1]);
    expect(r.text).toContain('Black Fox 28 v Laberne 4 → 7-1; d10 for the combat: 1 (forced) on the mounted table → F: horse killed, rider wounded and dismounted.');
    expect(horse(r.state, 'laberne-horse')).toMatchObject({ dead: true });
    expect(r.text).toContain("Laberne's horse is killed; Laberne is thrown.");
    const placed = must(module, r.state, 'rebels', 'place', { unit: 'Laberne', to: 'D4' });
    expect(unit(placed.state, 'laberne')).toMatchObject({ wounds: 1, mounted: false, stunned: false });
    expect(placed.text).toContain('Laberne falls wounded in D4.');
  });

  test('G: horse unharmed, rider killed: his body goes beside the horse', () => {
    // Black Fox on foot 18 and Zed mounted 18: 36 v 4, 9-1; one rider is not several: no shift.
    const { module, state } = fight({ 'black-fox': 'F3', zed: 'D4' });
    const r = must(module, mount(state, 'zed', 'N'), 'orks', 'attack', { with: 'Black Fox, Zed', target: 'Laberne' }, [1]);
    expect(r.text).toContain('Black Fox 18 + Zed 18 v Laberne 4 → 9-1; no joint shift against a rider unless several riders attack; d10 for the combat: 1 (forced) on the mounted table → G: horse unharmed, rider killed.');
    expect(unit(r.state, 'laberne').dead).toBe(true);
    expect(horse(r.state, 'laberne-horse').dead).toBe(false);
    const placed = must(module, r.state, 'rebels', 'place', { unit: 'Laberne', to: 'E3' });
    expect(placed.text).toContain('Laberne falls dead in E3.');
  });

  test('H: horse and rider killed', () => {
    // 28 + 10 + 3 = 41 v 4: 10-1, a 1 is H.
    const { module, state } = fight({ 'black-fox': 'F3', zed: 'D4', shaman: 'E6' });
    const r = must(module, mount(state, 'black-fox', 'N'), 'orks', 'attack', { with: 'Black Fox, Zed, Shaman', target: 'Laberne' }, [1]);
    expect(r.rolls[0]).toMatchObject({ row: '10-1', result: 'H' });
    expect(unit(r.state, 'laberne').dead).toBe(true);
    expect(horse(r.state, 'laberne-horse').dead).toBe(true);
  });

  test('WE-DN-13: several riders shift one column right (2.43.1, 5.14.1)', () => {
    // Jon 7 + Laberne 8 + Zacharie 8, all mounted, against Shaman mounted (9/6): 23 v 6 → 3-1, +1 → 4-1; a 1 is E.
    const t = horseTable(OPEN_FIELD, { orks: { shaman: 'E4', krular: 'J8' }, rebels: { jon: 'F3', laberne: 'D4', zacharie: 'E6' } }, { side: 'rebels', phase: 'combat' });
    let state = mount(t.state, 'shaman', 'N');
    for (const id of ['jon', 'laberne', 'zacharie']) state = mount(state, id, 'N');
    const r = must(t.module, state, 'rebels', 'attack', { with: 'Jon, Laberne, Zacharie', target: 'Shaman' }, [1]);
    expect(r.text).toContain('Jon 7 + Laberne 8 + Zacharie 8 v Shaman 6 → 3-1; several riders, 1 right; → 4-1; d10 for the combat: 1 (forced) on the mounted table → E: horse unharmed, rider wounded.');
    expect(unit(r.state, 'shaman')).toMatchObject({ wounds: 1, mounted: true });
  });

  test('WE-DN-14: men on foot attacking a rider together get no shift', () => {
    // Thrugg mounted and wounded (14/10-12): Ashrak 16 + Kuruz 14 = 30 v 10 → 3-1, no shift.
    const { module, state } = fight({ ashrak: 'F3', kuruz: 'D4' }, OPEN_FIELD, 1, { thrugg: 'E4', rix: 'A8' });
    const hurt = mount(patch(state, 'thrugg', { wounds: 1 }), 'thrugg', 'N');
    const r = must(module, hurt, 'orks', 'attack', { with: 'Ashrak, Kuruz', target: 'Thrugg' }, [3]);
    expect(r.text).toContain('Ashrak 16 + Kuruz 14 v Thrugg 10 → 3-1; no joint shift against a rider unless several riders attack; d10 for the combat: 3 (forced) on the mounted table → C: defender retreats one hex.');
  });

  test('2.42: a rider stands on the less advantageous of his two hexes', () => {
    // E5, the back of Laberne's horse, is marsh (−): from open ground Black Fox gains a column.
    const rows = field({ 5: '. . . . " . . . . .' });
    const { module, state } = fight({ 'black-fox': 'F3' }, rows);
    const r = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Laberne' }, [6]);
    expect(r.text).toContain('Black Fox 18 v Laberne 4 → 4-1; terrain 0 v −, 1 right; → 5-1');
  });

  test('2.45: a rider cannot strike into trees; he is struck in either of his hexes', () => {
    const rows = field({ 3: '. . . . . T . . . .' });
    const { module, state } = fight({ 'black-fox': 'F3' }, rows, 1, { laberne: 'E4', rix: 'A8' });
    const rebelsTurn = { ...state, active: 1 };
    expect(act(module, rebelsTurn, 'rebels', 'attack', { with: 'Laberne', target: 'Black Fox' }).error).toContain(
      'Laberne cannot strike Black Fox in F3: a wall or window is between them, or Laberne could not enter that hex (2.45).',
    );
    // Krular in E6 touches only the horse's back hex, E5; he may attack.
    const back = fight({ krular: 'E6' });
    expect(must(back.module, back.state, 'orks', 'attack', { with: 'Krular', target: 'Laberne' }, [10]).text).toContain('Krular 8 v Laberne 4 → 2-1');
  });

  test('5.14.1 is for DN1 only: in DN2 the foot table is read', () => {
    const { module, state } = fight({ 'black-fox': 'F3' }, OPEN_FIELD, 2);
    const r = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Laberne' }, [1]);
    expect(r.rolls[0]).toMatchObject({ table: '5.14.2 combat against foot', result: 'E' });
  });
});

describe('2.44 and 5.14 note: riders retreat and advance as two-hex counters', () => {
  test('C: the rider walks his horse a hex away from both hexes he stood on', () => {
    const { module, state } = fight({ 'black-fox': 'F3', zed: 'D4' });
    const r = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Laberne' }, [5]);
    expect(r.text).toContain('→ C: defender retreats one hex.');
    const prompt = module.phase(r.state).decision!.prompt;
    expect(prompt).toMatch(/^Laberne must retreat 1 hex: \/retreat unit:Laberne to: one of /);
    // E3 is ahead; behind him E6, and the rear diagonals D5 (next to Zed) and F5.
    const back = must(module, r.state, 'rebels', 'retreat', { unit: 'Laberne', to: 'E6', facing: 'S' });
    expect(cover(back.state, 'laberne')).toBe('E6+E5');
    expect(back.text).toContain('Laberne retreats E4→E6.');
    // The victors may advance into E4, the hex he left.
    expect(back.state.advanceOffer?.vacated).toHaveLength(1);
    // Each retreat offered names the facing it ends with; the default is one of them, and applies.
    const offered = module.legalOrders(r.state, 'rebels', { verb: 'retreat' });
    expect(offered.every((o) => o.options.facing !== undefined)).toBe(true);
    const [fallback] = module.defaultOrders(r.state, 'rebels');
    expect(fallback).toMatchObject({ verb: 'retreat', unit: 'Laberne' });
    const applied = module.apply(r.state, 'rebels', fallback!, new SeededDice('t', 0));
    expect(applied.ok).toBe(true);
  });

  test('a mounted victor advances up to 3 hexes, the first one the enemy left', () => {
    const t = horseTable(OPEN_FIELD, { orks: { 'black-fox': 'E5', krular: 'J8' }, rebels: { rix: 'E4', simon: 'A8' } }, { side: 'orks', phase: 'combat' });
    const state = mount(t.state, 'black-fox', 'N');
    // 28 v 4 is 7-1 on the foot table: a 1 kills Rix.
    const r = must(t.module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Rix' }, [1]);
    const tos = t.module.legalOrders(r.state, 'orks', { verb: 'advance' }).map((h) => h.options.to);
    expect(tos).toContain('E4');
    // E4, E3 and E2 are three hexes; E1 would be a fourth.
    expect(tos).toContain('E2');
    expect(tos).not.toContain('E1');
    const adv = must(t.module, r.state, 'orks', 'advance', { unit: 'Black Fox', to: 'E2' });
    expect(adv.text).toContain('Black Fox advances after combat E5→E4→E3→E2.');
    expect(cover(adv.state, 'black-fox')).toBe('E2+E3');
  });

  test('B on the mounted table: a riding attacker retreats his counter', () => {
    const { module, state } = fight({ 'black-fox': 'F3' });
    const riding = mount(state, 'black-fox', 'N');
    // 7-1, a 10 is B.
    const r = must(module, riding, 'orks', 'attack', { with: 'Black Fox', target: 'Laberne' }, [10]);
    expect(r.text).toContain('→ B: attacker retreats one hex.');
    const options = module.legalOrders(r.state, 'orks', { verb: 'retreat' });
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => !['E4', 'E5'].includes(o.options.to!))).toBe(true);
  });
});

describe('2.47 attacking a riderless horse', () => {
  const horseFight = (owner: string, attackerMounted: boolean) => {
    const t = horseTable(OPEN_FIELD, { orks: { 'black-fox': 'F3', krular: 'J8' }, rebels: { rix: 'A8' } }, { side: 'orks', phase: 'combat' });
    const state = standHorse(t.state, owner, 'E4', 'N', 'rebels');
    return { module: t.module, state: attackerMounted ? mount(state, 'black-fox', 'N') : state };
  };

  test('the mounted table; E to H kill it, C and D leave it standing', () => {
    // Laberne's horse defends 2: Black Fox 18 v 2 is 9-1.
    const { module, state } = horseFight('laberne', false);
    const dead = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: "Laberne's horse" }, [6]);
    expect(dead.text).toBe("Black Fox 18 v Laberne's horse 2 → 9-1; d10 for the combat: 6 (forced) on the mounted table → E: Laberne's horse is killed.");
    expect(horse(dead.state, 'laberne-horse').dead).toBe(true);
    const stands = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: "Laberne's horse" }, [8]);
    expect(stands.text).toContain('→ D: the horse stands.');
    expect(horse(stands.state, 'laberne-horse').dead).toBe(false);
    expect(act(module, dead.state, 'orks', 'attack', { with: 'Black Fox', target: "Laberne's horse" }).error).toBe('There is no riderless horse on the board.');
  });

  test('a caparisoned horse counts as armoured: +1 to the die', () => {
    // Konrad's horse, (5): Black Fox mounted 28 v 5 is 5-1; 1 + 1 = 2 is E.
    const { module, state } = horseFight('konrad', true);
    const r = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: "Konrad's horse" }, [1]);
    expect(r.text).toBe("Black Fox 28 v Konrad's horse 5 → 5-1; d10 for the combat: 1 (forced) +1 caparisoned = 2 on the mounted table → E: Konrad's horse is killed.");
  });

  test('a horse held by your own side is not attacked', () => {
    const { module, state } = horseFight('laberne', false);
    const ours = { ...state, horses: state.horses.map((h) => ({ ...h, controller: 'orks' })) };
    expect(act(module, ours, 'orks', 'attack', { with: 'Black Fox', target: "Laberne's horse" }).error).toBe("Laberne's horse is held by your own side.");
  });

  test('2.36.4: a rider who fights lets go of the horse he leads', () => {
    const { module, state } = fight({ 'black-fox': 'F3' });
    const leading = standHorse(state, 'konrad', 'C4', 'N', 'rebels', { ledBy: 'laberne' });
    const r = must(module, patch(leading, 'laberne', {}), 'orks', 'attack', { with: 'Black Fox', target: 'Laberne' }, [9]);
    expect(r.text).toContain("In the fight, Konrad's horse breaks loose and stands in C4.");
    expect(horse(r.state, 'konrad-horse').ledBy).toBeNull();
  });
});

describe('2.47 where a thrown rider goes', () => {
  test('every hex beside the horse held by friends: one of them shifts a hex', () => {
    const friends = { laberne: 'E4', rix: 'E3', simon: 'D4', barney: 'D3', santiago: 'D5', jon: 'E6', davrich: 'F5', paul: 'F3' };
    const { module, state } = fight({ 'black-fox': 'F4' }, OPEN_FIELD, 1, friends);
    const r = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Laberne' }, [2]);
    const options = module.legalOrders(r.state, 'rebels', { verb: 'place' });
    expect(options.every((o) => o.options.push !== undefined)).toBe(true);
    const placed = must(module, r.state, 'rebels', 'place', { unit: 'Laberne', to: 'E3', push: 'E2' });
    expect(placed.text).toContain('Rix shifts E3→E2 to make room.');
    expect(at(placed.state, 'laberne')).toBe('E3');
  });

  test('surrounded by enemies on every side, he is killed', () => {
    const orks = { 'black-fox': 'F3', zed: 'E3', ashrak: 'D4', ugluk: 'D3', grishnak: 'D5', kuruz: 'E6', radak: 'F5', zorak: 'F4' };
    const { module, state } = fight(orks);
    const r = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Laberne' }, [2]);
    expect(r.text).toContain('Laberne, thrown among enemies on every side, is killed (2.47).');
    expect(unit(r.state, 'laberne').dead).toBe(true);
    expect(r.state.steps.filter((s) => s.kind === 'dismount')).toHaveLength(0);
  });
});
