import { describe, expect, test } from 'vitest';
import { PUBLIC } from '../../../src/engine/core/events.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { act, at, must, patch, unit } from '../../support/dragon-noir.ts';
import { draw, during, ep, field, magicTable, playTo } from '../../support/dn-magic.ts';

/** Spells affecting other characters (3.53), friend or foe: their costs (WE-DN-83) and what they do. */

const spent = (before: DnState, after: DnState, id = 'zacharie') => ep(before, id) - ep(after, id);

const game = (rebels: Record<string, string>, orks: Record<string, string> = { shaman: 'P12' }, spec: Parameters<typeof magicTable>[0] = {}) => {
  const t = magicTable({ orks, rebels: { zacharie: 'F2', ...rebels }, turns: 20, ...spec });
  return { module: t.module, state: during(t.state, 'rebels', 'movement') };
};

describe('3.53 Immobilisation: defence + MA, 1 turn', () => {
  test('WE-DN-83: Black Fox on foot (12 + 8) costs 20; he cannot move in his next player-turn, and can in the one after', () => {
    const { module, state } = game({}, { shaman: 'P12', 'black-fox': 'F8' });
    const r = must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'immobilise', target: 'Black Fox' }, [9]);
    expect(spent(state, r.state)).toBe(20);
    expect(module.view(r.state, PUBLIC).units.find((u) => u.id === 'black-fox')).toMatchObject({ move: 0, spells: ['immobilised'] });
    const orks = playTo(module, r.state, 3).state;
    expect(act(module, during(orks, 'orks', 'movement', 3), 'orks', 'move', { unit: 'Black Fox', to: 'F9' }).error).toBe('Black Fox is immobilised by a spell and cannot move this turn (3.53).');
    const later = playTo(module, orks, 5).state;
    expect(at(must(module, during(later, 'orks', 'movement', 5), 'orks', 'move', { unit: 'Black Fox', to: 'F9' }).state, 'black-fox')).toBe('F9');
  });
});

describe('3.53 Double and Halve attack strength: his attack in EP, 1 turn', () => {
  test('WE-DN-83: doubling Konrad on foot (20) costs 20 and he strikes at 40', () => {
    const { module, state } = game({ konrad: 'F4' }, { shaman: 'P12', gromrak: 'F5' });
    const r = must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'double-attack', target: 'Konrad' }, [9]);
    expect(spent(state, r.state)).toBe(20);
    expect(module.view(r.state, PUBLIC).units.find((u) => u.id === 'konrad')).toMatchObject({ attack: 40, spells: ['attack ×2'] });
    // 40 against Gromrak's 10: 4-1.
    const fight = must(module, { ...r.state, phase: 'combat' }, 'rebels', 'attack', { with: 'Konrad', target: 'Gromrak' }, [9]);
    expect(fight.text).toContain('Konrad 40 v Gromrak 10 → 4-1');
  });

  test('halving an enemy\'s attack costs his attack; rounded down', () => {
    const { module, state } = game({}, { shaman: 'P12', gromrak: 'F5' });
    const r = must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'halve-attack', target: 'Gromrak' }, [9]);
    expect(spent(state, r.state)).toBe(16);
    expect(module.view(r.state, PUBLIC).units.find((u) => u.id === 'gromrak')!.attack).toBe(8);
    const wounded = patch(state, 'gromrak', { wounds: 1 });
    const w = must(module, wounded, 'rebels', 'cast', { caster: 'Zacharie', spell: 'halve-attack', target: 'Gromrak' }, [9]);
    expect(spent(wounded, w.state)).toBe(8);
    expect(module.view(w.state, PUBLIC).units.find((u) => u.id === 'gromrak')!.attack).toBe(4);
  });
});

describe('3.53 Revive a dead character: attack + defence in full health', () => {
  test('WE-DN-83: reviving Grast (14 + 6) costs 20; he rises healthy where he fell', () => {
    const { module, state } = game({ grast: 'F4' });
    const dead = patch(state, 'grast', { dead: true, wounds: 2 });
    const r = must(module, dead, 'rebels', 'cast', { caster: 'Zacharie', spell: 'revive', target: 'Grast' }, [9]);
    expect(r.rolls[0]!.row).toBe('20 EP: more than 2');
    expect(unit(r.state, 'grast')).toMatchObject({ dead: false, wounds: 0 });
    expect(at(r.state, 'grast')).toBe('F4');
    expect(act(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'revive', target: 'Grast' }).error).toBe('Grast is not dead.');
    expect(act(module, dead, 'rebels', 'cast', { caster: 'Zacharie', spell: 'heal', target: 'Grast' }).error).toBe('Grast is dead: only Revive brings back the dead.');
  });
});

describe('3.53 Magic Circle: 10 EP a hex; no missile or blow reaches those inside', () => {
  const circled = () => {
    const { module, state } = game({ grast: 'F6', aldus: 'F7' }, { shaman: 'P12', fnarad: 'F12', gromrak: 'F8' });
    const r = must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'circle', hexes: 'F6,F7' }, [9]);
    return { module, r, state };
  };

  test('it costs 10 a hex, and must be drawn round characters', () => {
    const { module, r, state } = circled();
    expect(spent(state, r.state)).toBe(20);
    expect(module.view(r.state, PUBLIC).magic.circles).toHaveLength(1);
    expect(act(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'circle', hexes: 'F6,G6' }).error).toBe('Nobody stands in G6: a magic circle is drawn round characters (3.53).');
  });

  test('in the enemy\'s turn, no shot and no attack at those inside; outside it, as usual', () => {
    const { module, r } = circled();
    const fire = during(r.state, 'orks', 'offensive-fire', 3);
    expect(act(module, fire, 'orks', 'fire', { with: 'Fnarad', target: 'Aldus' }).error).toBe('Aldus stands in a magic circle in F7: no missile or blow reaches him (3.53).');
    const combat = during(r.state, 'orks', 'combat', 3);
    expect(act(module, combat, 'orks', 'attack', { with: 'Gromrak', target: 'Aldus' }).error).toBe('Aldus stands in a magic circle in F7: no missile or blow reaches him (3.53).');
    expect(module.legalOrders(combat, 'orks', { verb: 'attack' })).toEqual([]);
  });

  test('it fades as the caster\'s next player-turn begins', () => {
    const { module, r } = circled();
    const later = playTo(module, r.state, 4);
    expect(later.state.magic.circles).toEqual([]);
    expect(later.events.map((e) => e.text)).toContain('The magic circle fades.');
  });
});

describe('3.53 Improve shooting ability: 3 EP a point off one die', () => {
  test('WE-DN-83: −2 costs 6; his next shot takes 2 off the die, and only that shot', () => {
    const { module, state } = game({ laberne: 'F4' }, { shaman: 'P12', gromrak: 'F9' });
    const fire = { ...state, phase: 'offensive-fire' as const };
    const r = must(module, fire, 'rebels', 'cast', { caster: 'Zacharie', spell: 'improve-shooting', target: 'Laberne', points: '2' }, [9]);
    expect(spent(fire, r.state)).toBe(6);
    const shot = must(module, r.state, 'rebels', 'fire', { with: 'Laberne', target: 'Gromrak' }, [9]);
    expect(shot.rolls[0]!.modifiers).toContainEqual({ label: 'spell', value: -2 });
    expect(unit(shot.state, 'laberne').spells).toEqual([]);
  });

  test('only on a character with a bow or crossbow', () => {
    const { module, state } = game({ grast: 'F4' });
    expect(act(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'improve-shooting', target: 'Grast', points: '2' }).error).toBe('Grast carries no bow or crossbow.');
  });
});

describe('3.53 Levitation: 8 EP a hex, 12 for armour, Thrugg and the Trolls', () => {
  test('WE-DN-83: Thrugg 2 hexes costs 24, Laberne 16', () => {
    const { module, state } = game({ thrugg: 'F4', laberne: 'H4' });
    const thrugg = must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'levitate', target: 'Thrugg', hex: 'F6' }, [9]);
    expect(spent(state, thrugg.state)).toBe(24);
    expect(at(thrugg.state, 'thrugg')).toBe('F6');
    expect(spent(state, must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'levitate', target: 'Laberne', hex: 'H6' }, [9]).state)).toBe(16);
  });

  test('never in or across a tunnel one hex wide', () => {
    // A one-hex-wide tunnel along row 3 in solid rock.
    const rock = draw(field(10, 6, '@'), Object.fromEntries('ABCDEFGHIJ'.split('').map((c) => [`${c}3`, '-'])));
    const { module, state } = game({ zacharie: 'B3', dill: 'C3' }, { shaman: 'J3' }, { maps: [{ rows: rock, kind: 'underground' }] });
    expect(act(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'levitate', target: 'Dill', hex: 'E3' }).error).toBe('C3 is in a tunnel one hex wide: Levitation cannot be used in or across it (3.53).');
  });

  test('not on horseback (translator: foot only)', () => {
    const { module, state } = game({ laberne: 'H4' });
    expect(act(module, patch(state, 'laberne', { mounted: true, facing: 0 }), 'rebels', 'cast', { caster: 'Zacharie', spell: 'levitate', target: 'Laberne', hex: 'H6' }).error).toBe('Laberne is on horseback: Levitation lifts a character on foot (3.53, translator).');
  });
});
