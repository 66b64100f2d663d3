import { describe, expect, test } from 'vitest';
import { PUBLIC } from '../../../src/engine/core/events.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { act, at, must, patch, unit } from '../../support/dragon-noir.ts';
import { finalVictory } from '../../../src/engine/games/dragon-noir/turn/victory.ts';
import { draw, during, ep, field, magicTable, playTo } from '../../support/dn-magic.ts';

/** Make spirits appear (3.55): Living Dead and Gargoyles, their time, their flight, and results that only make them retreat. */

const game = (spec: Parameters<typeof magicTable>[0] = {}, rebels: Record<string, string> = {}) => {
  const t = magicTable({ orks: { shaman: 'P12' }, rebels: { zacharie: 'B6', ...rebels }, turns: 20, ...spec });
  return { module: t.module, state: during(t.state, 'rebels', 'movement') };
};

const spirits = (state: DnState) => state.units.filter((u) => u.character === 'living-dead' || u.character === 'gargoyle');

describe('3.55 Living Dead and Gargoyles appear as characters of the caster\'s side', () => {
  test('4 Living Dead, 15/9-6, for 25 EP; 2 Gargoyles, 12/6-10, for 20 EP', () => {
    const g = game();
    const dead = must(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'living-dead', hexes: 'D5,D6,D7,E6' }, [9]);
    expect(ep(dead.state, 'zacharie')).toBe(75);
    expect(g.module.view(dead.state, PUBLIC).units.filter((u) => u.name.startsWith('Living Dead')).map((u) => [u.name, u.side, u.attack, u.defence, u.move])).toEqual([
      ['Living Dead 1', 'rebels', 15, 9, 6],
      ['Living Dead 2', 'rebels', 15, 9, 6],
      ['Living Dead 3', 'rebels', 15, 9, 6],
      ['Living Dead 4', 'rebels', 15, 9, 6],
    ]);
    const garg = must(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'gargoyles', hexes: 'D5,D6' }, [9]);
    expect(ep(garg.state, 'zacharie')).toBe(80);
    expect(g.module.view(garg.state, PUBLIC).units.filter((u) => u.name.startsWith('Gargoyle')).map((u) => [u.name, u.attack, u.defence, u.move])).toEqual([
      ['Gargoyle 1', 12, 6, 10],
      ['Gargoyle 2', 12, 6, 10],
    ]);
  });

  test('one hex each, each one free; and one set in the box, till they vanish (1.51)', () => {
    const g = game({}, { grast: 'D6' });
    expect(act(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'gargoyles', hexes: 'D5' }).error).toBe('Gargoyles: name 2 hexes, one for each (3.55).');
    expect(act(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'gargoyles', hexes: 'D5,D6' }).error).toBe('A spirit cannot appear in D6: Grast stands in D6.');
    const first = must(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'gargoyles', hexes: 'D4,D5' }, [9]).state;
    expect(act(g.module, during(first, 'rebels', 'movement', 4), 'rebels', 'cast', { caster: 'Zacharie', spell: 'gargoyles', hexes: 'F4,F5' }).error).toBe('No Gargoyle marker is left: the box holds 2, and 2 are on the board (1.51).');
  });
});

describe('WE-DN-85: how long they stay; the player-turn they appear in counts as half a turn', () => {
  const summonAt = (spell: string, hexes: string, underground: boolean) => {
    const g = game(underground ? { maps: [{ rows: field(16, 12), kind: 'underground' }] } : {});
    return { g, state: must(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell, hexes }, [9]).state };
  };
  const lastSeen = (spell: string, hexes: string, underground: boolean) => {
    const { g, state } = summonAt(spell, hexes, underground);
    let current = state;
    for (let p = 3; p < 20; p++) {
      const next = playTo(g.module, current, p);
      if (spirits(next.state).length === 0) {
        expect(next.events.find((e) => e.type === 'spirits-vanish')).toBeDefined();
        return p - 1;
      }
      current = next.state;
    }
    return Infinity;
  };

  // Called up in player-turn 2: n game turns are player-turns 2 to 2n + 1.
  test('Gargoyles: 4 turns on the surface, 2 underground', () => {
    expect(lastSeen('gargoyles', 'D5,D6', false)).toBe(9);
    expect(lastSeen('gargoyles', 'D5,D6', true)).toBe(5);
  });

  test('Living Dead: 2 turns on the surface, 1 underground', () => {
    expect(lastSeen('living-dead', 'D5,D6,D7,E6', false)).toBe(5);
    expect(lastSeen('living-dead', 'D5,D6,D7,E6', true)).toBe(3);
  });

  test('the log says when they will go', () => {
    const g = game();
    expect(must(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'gargoyles', hexes: 'D5,D6' }, [9]).text).toContain('Gargoyle 1 in D5, Gargoyle 2 in D6 appear, for 4 turns: they vanish when player-turn 10 begins (3.55).');
  });
});

describe('WE-DN-68: a spirit is never stunned, wounded or killed; it retreats', () => {
  const haunted = () => {
    const g = game({ orks: { shaman: 'P12', 'black-fox': 'F6', fnarad: 'F12' } });
    const state = must(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'living-dead', hexes: 'F5,B2,B3,B4' }, [9]).state;
    return { g, state };
  };

  test('in melee: a wound (E) becomes a retreat of 1 hex', () => {
    const { g, state } = haunted();
    // Black Fox 18 against 9: 2-1; a 1 reads E.
    const r = must(g.module, during(state, 'orks', 'combat', 3), 'orks', 'attack', { with: 'Black Fox', target: 'Living Dead 1' }, [1]);
    expect(r.text).toContain('Living Dead 1 is a spirit and cannot be wounded: it retreats instead (3.55).');
    expect(unit(r.state, 'living-dead-1')).toMatchObject({ wounds: 0, dead: false, stunned: false });
    expect(r.state.steps).toMatchObject([{ kind: 'retreat', unit: 'living-dead-1', hexes: 1 }]);
  });

  test('in melee: a stun (D) becomes a retreat', () => {
    const { g, state } = haunted();
    const r = must(g.module, during(state, 'orks', 'combat', 3), 'orks', 'attack', { with: 'Black Fox', target: 'Living Dead 1' }, [2]);
    expect(unit(r.state, 'living-dead-1').stunned).toBe(false);
    expect(r.state.steps).toMatchObject([{ kind: 'retreat', unit: 'living-dead-1' }]);
  });

  test('under fire: a killing shot (C) becomes a retreat of 2 hexes, as an A', () => {
    const { g, state } = haunted();
    const r = must(g.module, during(state, 'orks', 'offensive-fire', 3), 'orks', 'fire', { with: 'Fnarad', target: 'Living Dead 4' }, [1]);
    expect(r.text).toContain('→ C: Living Dead 4 is a spirit and cannot be killed: it retreats instead (3.55), 2 hexes.');
    expect(unit(r.state, 'living-dead-4').dead).toBe(false);
    expect(r.state.steps).toMatchObject([{ kind: 'retreat', unit: 'living-dead-4', hexes: 2 }]);
  });

  test('spirits keep nobody in the game: a side with only spirits left is wiped out', () => {
    const { g, state } = haunted();
    const alone = patch(state, 'zacharie', { dead: true });
    const r = must(g.module, alone, 'rebels', 'done');
    expect(r.state.outcome).toMatchObject({ winners: ['orks'] });
  });
});

describe('3.55 Gargoyles fly up to 5 hexes, never in a tunnel one hex wide', () => {
  test('a flight costs 2 MP a hex whatever is below: three hexes of water (5 MP each on foot) crossed for 6', () => {
    const stream = draw(field(16, 12), Object.fromEntries(['E', 'F', 'G'].flatMap((c) => Array.from({ length: 12 }, (_, i) => [`${c}${i + 1}`, '~']))));
    const g = game({ maps: [{ rows: stream }] });
    const up = must(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'gargoyles', hexes: 'D6,D8' }, [9]).state;
    const r = must(g.module, up, 'rebels', 'move', { unit: 'Gargoyle 1', to: 'H6' });
    expect(r.text).toMatch(/^Gargoyle 1 moves D6→E\d+→F\d+→G\d+→H6 \(7 MP; 3 left\)./m);
  });

  test('in a one-hex tunnel it walks: water there costs it 5', () => {
    const rock = draw(field(10, 6, '@'), { ...Object.fromEntries('ABCDEFGHIJ'.split('').map((c) => [`${c}3`, '-'])), E3: '~' });
    const g = game({ maps: [{ rows: rock, kind: 'underground' }], orks: { shaman: 'J3' } }, { zacharie: 'A3' });
    const up = must(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'gargoyles', hexes: 'C3,B3' }, [9]).state;
    expect(must(g.module, up, 'rebels', 'move', { unit: 'Gargoyle 1', to: 'F3' }).text).toContain('Gargoyle 1 moves C3→D3→E3→F3 (7 MP; 3 left).');
  });
});

describe('3.55 Fireball: 10 EP; the hex burns a turn; who is in it rolls', () => {
  const target = (rebels: Record<string, string>, patchFn: (s: DnState) => DnState = (s) => s) => {
    const t = magicTable({ orks: { shaman: 'F8' }, rebels: { zacharie: 'B2', ...rebels }, turns: 20 });
    return { module: t.module, state: patchFn(during(t.state, 'orks', 'movement', 1)) };
  };

  test('1-6: wounded, and retreats 1 hex (ruling 133)', () => {
    const { module, state } = target({ barney: 'F5' });
    const r = must(module, state, 'orks', 'cast', { caster: 'Shaman', spell: 'fireball', hex: 'F5' }, [9, 6]);
    expect(r.rolls[1]).toMatchObject({ label: 'Fireball: Barney in F5', total: 6, result: 'wounded and retreats' });
    expect(unit(r.state, 'barney').wounds).toBe(1);
    expect(r.state.steps).toMatchObject([{ kind: 'retreat', seat: 'rebels', unit: 'barney', hexes: 1 }]);
  });

  test('7-10: retreats only; armour adds 3, so an armoured 4 only retreats', () => {
    const plain = target({ barney: 'F5' });
    expect(must(plain.module, plain.state, 'orks', 'cast', { caster: 'Shaman', spell: 'fireball', hex: 'F5' }, [9, 7]).rolls[1]).toMatchObject({ total: 7, result: 'retreats' });
    const armoured = target({ konrad: 'F5' });
    const r = must(armoured.module, armoured.state, 'orks', 'cast', { caster: 'Shaman', spell: 'fireball', hex: 'F5' }, [9, 4]);
    expect(r.rolls[1]).toMatchObject({ modifiers: [{ label: 'armour', value: 3 }], total: 7, result: 'retreats' });
    expect(unit(r.state, 'konrad').wounds).toBe(0);
  });

  test('a wounded man wounded afresh is killed, and does not retreat', () => {
    const { module, state } = target({ barney: 'F5' }, (s) => patch(s, 'barney', { wounds: 1 }));
    const r = must(module, state, 'orks', 'cast', { caster: 'Shaman', spell: 'fireball', hex: 'F5' }, [9, 1]);
    expect(unit(r.state, 'barney').dead).toBe(true);
    expect(r.state.steps).toEqual([]);
  });

  test('nobody enters the hex until the end of the next player-turn; then the fireball burns out', () => {
    const { module, state } = target({ barney: 'F2' });
    const r = must(module, state, 'orks', 'cast', { caster: 'Shaman', spell: 'fireball', hex: 'F4' }, [9]);
    const rebels = during(r.state, 'rebels', 'movement', 2);
    expect(act(module, rebels, 'rebels', 'move', { unit: 'Barney', to: 'F4' }).error).toMatch(/^Barney cannot reach F4: a fireball burns in F4 \(3\.55\)\./);
    const later = playTo(module, r.state, 3);
    expect(later.state.magic.fireballs).toEqual([]);
    expect(later.events.map((e) => e.text)).toContain('The fireball burns out.');
    expect(at(must(module, during(later.state, 'rebels', 'movement', 4), 'rebels', 'move', { unit: 'Barney', to: 'F4' }).state, 'barney')).toBe('F4');
  });

  test('the fireball is drawn on the map while it burns', () => {
    const { module, state } = target({});
    const r = must(module, state, 'orks', 'cast', { caster: 'Shaman', spell: 'fireball', hex: 'F4' }, [9]);
    expect(module.view(r.state, PUBLIC).magic.fireballs).toHaveLength(1);
  });
});

describe('spirits and victory', () => {
  test('spirits hold no place for their side when the last turn ends', () => {
    const g = game();
    const s = must(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'living-dead', hexes: 'D5,D6,D7,E6' }, [9]).state;
    const hill = { kind: 'hold' as const, name: 'the hill', hexes: ['D5', 'D6'], side: 'rebels', otherwise: 'orks' };
    expect(finalVictory(s, [hill], g.module.board('magic'))).toEqual({ winners: ['orks'], reason: 'At nightfall Rebels do not hold the hill (0 against 0).' });
  });
});
