import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { playOrder } from '../../../src/engine/core/orders.ts';
import { act, dkTurn, dungeon, hero, heroTurn, monster, must, patchHero, patchMonster, revealAll, setup, SKULL, WHITE, where } from '../../support/dungeon.ts';
import type { DqState } from '../../../src/engine/games/dungeon/state.ts';

/** Pitfalls, crushes, jumping and the Dwarf (DQ IV, V; checklist 3.3 #12-17). */

const CORRIDOR = [
  '. . . . . . . . . . . .',
  '. . . . . . . . . . . .',
  '# # # # # # # # # # # .',
];
const module = dungeon({ map: CORRIDOR, stairs: 'A1 B1 A2 B2', traps: ['pitfall E1', 'crush H2'], monsters: ['orc L1'] });
const found = (s: DqState) => ({ ...s, traps: s.traps.map((t) => ({ ...t, status: 'found' as const })) });
const warrior = (move: number, change: Parameters<typeof patchHero>[2] = {}) => revealAll(module, patchHero(heroTurn(setup(module), 'warrior', move), 'warrior', { at: 'C1', ...change }));

describe('WE-DQ-14 falling into a pitfall', () => {
  test('a hero with 6 BP and 8 movement steps on a hidden pitfall after 2 squares: BP 5, and his turn ends at once', () => {
    const s = warrior(8, { bp: 6 });
    const fell = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'J1' });
    expect(fell.text).toContain('Warrior moves C1→D1→E1.');
    expect(fell.text).toContain('Warrior falls into a pitfall at E1 and loses 1 BP; his turn ends.');
    expect(hero(fell.state, 'warrior')).toMatchObject({ bp: 5, inPit: true });
    expect(where(fell.state, 'warrior')).toBe('E1');
    expect(module.phase(fell.state).label).toBe('Turn 1 · Dwarf');
    expect(fell.state.traps[0]!.status).toBe('found');
  });

  test('next turn he may move normally, but not search while in the pit', () => {
    const s = patchHero(found(warrior(4)), 'warrior', { at: 'E1', inPit: true });
    expect(act(module, s, 'warrior', 'search', { kind: 'traps' }).error).toMatch(/^Warrior cannot search while he is in the pitfall at E1; he must climb out first \(a move\)\./);
    const out = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'F1' });
    expect(hero(out.state, 'warrior')).toMatchObject({ inPit: false });
    expect(where(out.state, 'warrior')).toBe('F1');
  });

  test('a pitfall on the board is an obstacle: no one walks across it', () => {
    const s = found(warrior(3, { at: 'D1' }));
    const onto = act(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'E1' });
    expect(onto.error).toMatch(/^E1 is a pitfall; it may be jumped, but no one walks into it\./);
  });
});

describe('jumping a pitfall (DQ IV)', () => {
  test('in a straight line over the one square to an empty square, counting both; a skull and he falls in', () => {
    const s = found(warrior(2, { at: 'D1' }));
    const jumped = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'F1' }, [WHITE]);
    expect(jumped.text).toContain('Warrior jumps the pitfall at E1 (1 white shield).');
    expect(where(jumped.state, 'warrior')).toBe('F1');
    expect(jumped.state.heroTurn.moveLeft).toBe(0);
    const fell = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'F1' }, [SKULL]);
    expect(fell.text).toContain('Warrior jumps the pitfall at E1 and rolls a skull: he falls in.');
    expect(hero(fell.state, 'warrior')).toMatchObject({ bp: 7, inPit: true });
    expect(module.phase(fell.state).label).toBe('Turn 1 · Dwarf');
  });

  test('with movement for the pit but not the landing, or a figure on the far side, there is no jump', () => {
    expect(act(module, found(warrior(1, { at: 'D1' })), 'warrior', 'move', { unit: 'Warrior', to: 'F1' }).error).toMatch(/cannot reach F1/);
    const blocked = patchHero(found(warrior(4, { at: 'D1' })), 'dwarf', { at: 'F1' });
    expect(act(module, blocked, 'warrior', 'move', { unit: 'Warrior', to: 'G1' }).error).toMatch(/cannot reach G1/);
  });

  test('a jump is made only where no plain route fits the movement', () => {
    const s = found(warrior(6, { at: 'D1' }));
    const around = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'F1' });
    expect(around.text).toContain('Warrior moves D1→D2→E2→F2→F1.');
    expect(around.rolls).toHaveLength(0);
  });
});

describe('WE-DQ-16 crush', () => {
  test('a hero with 4 BP sets it off: BP 2, thrown back the way he came, and the rock blocks the square for good', () => {
    const s = warrior(6, { at: 'F2', bp: 4 });
    const crushed = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'J2' });
    expect(crushed.text).toContain('A crush trap at H2: a rock falls on Warrior, who loses 2 BP; his turn ends.');
    expect(crushed.text).toContain('Warrior is thrown back to G2.');
    expect(hero(crushed.state, 'warrior').bp).toBe(2);
    expect(where(crushed.state, 'warrior')).toBe('G2');
    const later = heroTurn(crushed.state, 'warrior', 6);
    expect(act(module, later, 'warrior', 'move', { unit: 'Warrior', to: 'H2' }).error).toMatch(/^A fallen rock blocks H2\./);
    const round = must(module, later, 'warrior', 'move', { unit: 'Warrior', to: 'I2' });
    expect(round.text).toContain('G2→G1→H1→I1→I2');
  });

  test('if the square he came from is taken, he gets out to another open square beside the rock, of his choosing', () => {
    let s = patchHero(warrior(6, { at: 'F2', bp: 4 }), 'dwarf', { at: 'G2' });
    s = patchMonster(s, 'Orc 1', { at: 'L3' });
    const crushed = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'I2' });
    expect(crushed.text).toContain('Warrior must get out from under the rock: to H1 and I2.');
    expect(module.phase(crushed.state).decision).toMatchObject({ seat: 'warrior', verb: 'retreat' });
    expect(act(module, crushed.state, 'warrior', 'move', { unit: 'Warrior', to: 'H1' }).error).toMatch(/^First Warrior must get out from under the rock/);
    expect(module.defaultOrders(crushed.state, 'warrior')).toEqual([{ verb: 'retreat', unit: 'Warrior', to: 'H1' }]);
    // At his deadline the default is played as typed, as the app plays it: it must apply.
    const timedOut = playOrder<DqState>(module, crushed.state, 'warrior', module.defaultOrders(crushed.state, 'warrior')[0]!, new SeededDice('deadline', 0));
    expect(timedOut.ok && where(timedOut.value.state, 'warrior')).toBe('H1');
    const out = must(module, crushed.state, 'warrior', 'retreat', { unit: 'Warrior', to: 'I2' });
    expect(where(out.state, 'warrior')).toBe('I2');
    expect(module.phase(out.state).label).toBe('Turn 1 · Dwarf');
  });

  test('with no open square beside the rock, he dies', () => {
    const box = dungeon({ map: ['. . . .', '# . # .', '# . # .'], stairs: 'A1 C1 D1 D2', traps: ['crush B3'] });
    let s = revealAll(box, patchHero(heroTurn(setup(box), 'warrior', 2), 'warrior', { at: 'B1' }));
    s = patchHero(s, 'dwarf', { at: 'B2' });
    const crushed = must(box, s, 'warrior', 'move', { unit: 'Warrior', to: 'B3' });
    expect(crushed.text).toContain('There is no open square beside the rock: Warrior is crushed to death.');
    expect(hero(crushed.state, 'warrior')).toMatchObject({ dead: true, at: null });
  });
});

describe('WE-DQ-17 monsters and traps', () => {
  test('a monster crosses a hidden trap with no effect', () => {
    const s = patchMonster(dkTurn(setup(module)), 'Orc 1', { at: 'J2', seen: true });
    const moved = must(module, s, 'demon-king', 'move', { unit: 'Orc 1', to: 'F2' });
    expect(moved.text).toContain('Orc 1 moves J2→F2.');
    expect(moved.state.traps.every((t) => t.status === 'hidden')).toBe(true);
    expect(monster(moved.state, 'Orc 1').bp).toBe(1);
  });

  test('once on the board it binds them: no walking across a pitfall, but they may jump it', () => {
    const s = patchMonster(found(dkTurn(setup(module))), 'Orc 1', { at: 'F1', seen: true });
    expect(act(module, s, 'demon-king', 'move', { unit: 'Orc 1', to: 'E1' }).error).toMatch(/cannot reach E1/);
    const jumped = must(module, patchHero(s, 'warrior', { at: 'E2' }), 'demon-king', 'move', { unit: 'Orc 1', to: 'D1' }, [WHITE]);
    expect(jumped.text).toContain('Orc 1 jumps the pitfall at E1 (1 white shield).');
    expect(act(module, s, 'demon-king', 'move', { unit: 'Orc 1', to: 'H2' }).error).toMatch(/cannot reach H2/);
  });
});

describe('the Dwarf disarms traps as he moves (DQ V)', () => {
  const dwarf = (change: Parameters<typeof patchHero>[2] = {}) => found(revealAll(module, patchHero(heroTurn(setup(module), 'dwarf', 6), 'dwarf', { at: 'D1', ...change })));

  test('one pitfall or rock beside him is removed, costing no movement, and his move ends', () => {
    const done = must(module, dwarf(), 'dwarf', 'disarm', { at: 'E1' });
    expect(done.text).toBe('Dwarf disarms the pitfall at E1; his move ends there.');
    expect(done.state.traps[0]!.status).toBe('disarmed');
    expect(act(module, done.state, 'dwarf', 'move', { unit: 'Dwarf', to: 'E1' }).error).toMatch(/^Dwarf's move is over: it ended when he disarmed a trap\./);
    expect(done.state.heroTurn.b).toBeNull();
  });

  test('he may move first, then disarm; not from afar, and no other hero may', () => {
    const moved = must(module, dwarf({ at: 'F2' }), 'dwarf', 'move', { unit: 'Dwarf', to: 'G2' });
    expect(must(module, moved.state, 'dwarf', 'disarm', { at: 'H2' }).text).toBe('Dwarf disarms the fallen rock at H2; his move ends there.');
    expect(act(module, dwarf({ at: 'B1' }), 'dwarf', 'disarm', { at: 'E1' }).error).toBe('Dwarf must stand beside the trap at E1 to disarm it.');
    const w = found(warrior(4, { at: 'D1' }));
    expect(act(module, w, 'warrior', 'disarm', { at: 'E1' }).error).toBe('Only the Dwarf disarms traps.');
  });
});
