import { describe, expect, test } from 'vitest';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { websOf } from '../../../src/engine/games/dragon-noir/webs/state.ts';
import { act, at, must, phase, unit } from '../../support/dragon-noir.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { field, krobTable, type KrobPlacement } from '../../support/krobs.ts';

/**
 * Spider webs (2.31 item 9, 2.24, 2.46, 4.44, 5.13.2): they stop the Adventurers and not the
 * Krobs, give the Krobs on them favourable ground and light cover, are torn down in combat, and
 * burn in a fireball. A web in D4, laid by the scenario unless a test prints it on the map.
 */

function on(side: 'krobs' | 'adventurers', key: DnState['phase'], placement: KrobPlacement) {
  const t = krobTable(field(), { webs: ['D4'], ...placement });
  return { module: t.module, state: phase(t.state, side, key) };
}

/** The webs the state lists, by label, and whether each is torn. */
const webs = (state: DnState) => websOf(state).map((w) => [labelOf(w.hex), w.torn]);

describe('2.31 item 9: webs and movement', () => {
  test('an Adventurer cannot enter a web hex nor pass through it; the order is refused and nothing changes', () => {
    const { module, state } = on('adventurers', 'movement', { krobs: { 'hunter-1': 'J8' }, adventurers: { rix: 'C4' } });
    const into = act(module, state, 'adventurers', 'move', { unit: 'Rix', to: 'D4' });
    expect(into.error).toContain('a spider web blocks D4: only the Krobs cross it; destroy it in combat first (2.31 item 9, 2.46)');
    expect(into.state).toBe(state);
    expect(act(module, state, 'adventurers', 'move', { unit: 'Rix', to: 'E4', via: 'D4' }).error).toContain('D4');
  });

  test('a web printed on the map stops him the same way', () => {
    const t = krobTable(field(), { mapWebs: ['D4'], krobs: { 'hunter-1': 'J8' }, adventurers: { rix: 'C4' } });
    expect(act(t.module, phase(t.state, 'adventurers', 'movement'), 'adventurers', 'move', { unit: 'Rix', to: 'D4' }).error).toContain('a spider web blocks D4');
  });

  test('a Krob crosses a web for 1 MP', () => {
    const { module, state } = on('krobs', 'movement', { krobs: { 'hunter-1': 'C4' }, adventurers: { rix: 'J8' } });
    const r = must(module, state, 'krobs', 'move', { unit: 'Hunter 1', to: 'E4', via: 'D4' });
    expect(r.text).toContain('(2 MP; 10 left)');
  });
});

describe('5.13.2, 2.24: a Krob on a web', () => {
  test('fights on favourable ground: Krular 8 v Hunter 1 3 on its web is 2-1, one column left, 1-1', () => {
    const { module, state } = on('adventurers', 'combat', { krobs: { 'hunter-1': 'D4' }, adventurers: { krular: 'C4' } });
    const r = must(module, state, 'adventurers', 'attack', { with: 'Krular', target: 'Hunter 1' }, [10]);
    expect(r.text).toContain('Krular 8 v Hunter 1 3 → 2-1; terrain 0 v +, 1 left; → 1-1');
  });

  test('has light cover against missiles', () => {
    const { module, state } = on('adventurers', 'offensive-fire', { krobs: { 'hunter-1': 'D4' }, adventurers: { laberne: 'D8' } });
    const r = must(module, state, 'adventurers', 'fire', { with: 'Laberne', target: 'Hunter 1' }, [10]);
    expect(r.rolls[0]).toMatchObject({ column: 'light cover' });
  });
});

describe('2.46 destroying a web', () => {
  test('an Adventurer beside a web no Krob stands on tears it down in his combat phase and may advance onto it', () => {
    const { module, state } = on('adventurers', 'combat', { krobs: { 'hunter-1': 'J8' }, adventurers: { rix: 'C4' } });
    const r = must(module, state, 'adventurers', 'attack', { with: 'Rix', target: 'web D4' });
    expect(r.text).toContain('Rix destroys the spider web in D4, and may advance after combat (2.46).');
    expect(webs(r.state)).toEqual([['D4', true]]);
    expect(r.state.attacked).toContain('rix');
    const advanced = must(module, r.state, 'adventurers', 'advance', { unit: 'Rix', to: 'D4' });
    expect(at(advanced.state, 'rix')).toBe('D4');
  });

  test('with a Krob on it the web is not attacked; it goes when the beaten Krob leaves and an Adventurer advances onto it', () => {
    const { module, state } = on('adventurers', 'combat', { krobs: { 'hunter-1': 'D4', 'hunter-2': 'J8' }, adventurers: { gromrak: 'C4' } });
    const refused = act(module, state, 'adventurers', 'attack', { with: 'Gromrak', target: 'web D4' });
    expect(refused.error).toBe('Hunter 1 stands on the web in D4: attack it; the web is destroyed only if it retreats or dies and you advance onto the web (2.46).');
    // Gromrak 16 v the wounded Hunter 1's 2 on its web: 8-1, one column left, 7-1; a 1 is F.
    const killed = must(module, { ...state, units: state.units.map((u) => (u.id === 'hunter-1' ? { ...u, wounds: 1 } : u)) }, 'adventurers', 'attack', { with: 'Gromrak', target: 'Hunter 1' }, [1]);
    expect(unit(killed.state, 'hunter-1').dead).toBe(true);
    expect(webs(killed.state)).toEqual([['D4', false]]);
    const advanced = must(module, killed.state, 'adventurers', 'advance', { unit: 'Gromrak', to: 'D4' });
    expect(advanced.text).toContain('Gromrak advances onto the spider web in D4 and destroys it (2.46).');
    expect(webs(advanced.state)).toEqual([['D4', true]]);
  });

  test('without an advance the web stays', () => {
    const { module, state } = on('adventurers', 'combat', { krobs: { 'hunter-1': 'D4', 'hunter-2': 'J8' }, adventurers: { gromrak: 'C4' } });
    const killed = must(module, { ...state, units: state.units.map((u) => (u.id === 'hunter-1' ? { ...u, wounds: 1 } : u)) }, 'adventurers', 'attack', { with: 'Gromrak', target: 'Hunter 1' }, [1]);
    const stays = must(module, killed.state, 'adventurers', 'advance', { unit: 'none' });
    expect(webs(stays.state)).toEqual([['D4', false]]);
  });

  test('a web not beside the attacker, or where there is none, is refused with one line', () => {
    const { module, state } = on('adventurers', 'combat', { krobs: { 'hunter-1': 'J8' }, adventurers: { rix: 'A1' } });
    expect(act(module, state, 'adventurers', 'attack', { with: 'Rix', target: 'web D4' }).error).toBe('Rix is not next to the web in D4: only an Adventurer beside it may destroy it (2.46).');
    expect(act(module, state, 'adventurers', 'attack', { with: 'Rix', target: 'web A2' }).error).toBe('There is no spider web in A2 to destroy.');
  });
});

describe('4.44: fireballs automatically destroy spider webs', () => {
  test("Zacharie's fireball on the web in D4 burns it, and the Hunter on it is caught as usual", () => {
    const { module, state } = on('adventurers', 'movement', { krobs: { 'hunter-1': 'D4', 'hunter-2': 'J8' }, adventurers: { zacharie: 'D1' } });
    // The casting roll 1 never fails at 10 EP; the fireball die 7: the Hunter retreats.
    const r = must(module, { ...state, playerTurn: 2 }, 'adventurers', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D4' }, [1, 7]);
    expect(r.text).toContain('The fireball burns the spider web in D4 (4.44).');
    expect(webs(r.state)).toEqual([['D4', true]]);
  });
});
