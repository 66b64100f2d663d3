import { describe, expect, test } from 'vitest';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { act, must, patch, unit } from '../../support/dragon-noir.ts';
import { draw, during, ep, field, magicTable } from '../../support/dn-magic.ts';

/** Energy, the casting roll, ranges and caverns, how often, and what is refused (3.2-3.4). */

const withEp = (state: DnState, id: string, value: number): DnState => ({
  ...state,
  magic: { ...state.magic, casters: state.magic.casters.map((c) => (c.unit === id ? { ...c, ep: value } : c)) },
});

describe('3.2 energy points', () => {
  test('checklist 63: level × 100 at the start, by the scenario\'s level', () => {
    expect(ep(magicTable().state, 'zacharie')).toBe(100);
    expect(ep(magicTable().state, 'shaman')).toBe(100);
    expect(ep(magicTable({ levels: { zacharie: 2 } }).state, 'zacharie')).toBe(200);
  });

  test('checklist 64: a wounded caster\'s remaining EP are halved, rounded down, at the moment of the wound', () => {
    const { module, state } = magicTable({ orks: { shaman: 'D6' }, rebels: { zacharie: 'D2' } });
    // Shaman's fireball lands on Zacharie: cast roll 1 (10 EP never fails), fireball die 1: wounded.
    const start = withEp(during(state, 'orks', 'movement'), 'zacharie', 51);
    const r = must(module, start, 'orks', 'cast', { caster: 'Shaman', spell: 'fireball', hex: 'D2' }, [1, 1]);
    expect(unit(r.state, 'zacharie').wounds).toBe(1);
    expect(ep(r.state, 'zacharie')).toBe(25);
    expect(r.text).toContain('Zacharie is wounded, and his energy falls from 51 to 25 EP (3.2)');
  });
});

describe('3.3 the casting roll: d10 + level − range must be more than the EP band', () => {
  const rebelsCast = (order: Record<string, string>, dice: number[], spec: Parameters<typeof magicTable>[0] = {}) => {
    const { module, state } = magicTable(spec);
    return act(module, during(state, 'rebels', 'movement'), 'rebels', 'cast', { caster: 'Zacharie', ...order }, dice);
  };

  test('WE-DN-70: a fireball (10 EP) at level 1 with a roll of 1: 1 + 1 = 2 > 1, success', () => {
    const r = rebelsCast({ spell: 'fireball', hex: 'D6' }, [1]);
    expect(r.rolls[0]).toMatchObject({ face: 1, total: 2, result: 'success', row: '10 EP: more than 1' });
    expect(r.state.magic.fireballs).toHaveLength(1);
    expect(ep(r.state, 'zacharie')).toBe(90);
  });

  test('WE-DN-71: a 1-hex tunnel (12 EP) at level 1: roll 1 → 2, not more than 2, fails; roll 2 succeeds', () => {
    // A tunnel along row 3 through solid rock; Zacharie digs north from C3 into C2.
    const rock = draw(field(10, 6, '@'), Object.fromEntries('ABCDEFGHIJ'.split('').map((c) => [`${c}3`, '-'])));
    const spec = { maps: [{ rows: rock, kind: 'underground' as const }], orks: { shaman: 'J3' }, rebels: { zacharie: 'B3' } };
    const fail = rebelsCast({ spell: 'tunnel', hexes: 'C2' }, [1], spec);
    expect(fail.rolls[0]).toMatchObject({ total: 2, result: 'failure' });
    expect(fail.state.magic.overlay).toEqual([]);
    expect(ep(fail.state, 'zacharie')).toBe(88);
    const pass = rebelsCast({ spell: 'tunnel', hexes: 'C2' }, [2], spec);
    expect(pass.rolls[0]).toMatchObject({ total: 3, result: 'success' });
    expect(pass.state.magic.overlay).toMatchObject([{ marker: 'tunnel-straight', hexes: [{ terrain: 'tunnel' }] }]);
  });

  test('WE-DN-73: level 2 at 20 EP never fails: roll 1 → 1 + 2 = 3 > 2', () => {
    const r = rebelsCast({ spell: 'tree', hexes: 'D5,D6,E5,E6,C5,C6,D7' }, [1], { levels: { zacharie: 2 } });
    expect(r.error).toBeUndefined();
    expect(r.rolls[0]).toMatchObject({ total: 3, result: 'success', row: '20 EP: more than 2' });
  });

  test('WE-DN-74: a tower (35 EP) at level 1: roll 3 fails, roll 4 succeeds', () => {
    expect(rebelsCast({ spell: 'tower', hex: 'F6' }, [3]).rolls[0]).toMatchObject({ total: 4, result: 'failure' });
    expect(rebelsCast({ spell: 'tower', hex: 'F6' }, [4]).rolls[0]).toMatchObject({ total: 5, result: 'success' });
  });

  test('ruling 134: the EP of a failed spell are spent all the same', () => {
    const r = rebelsCast({ spell: 'tower', hex: 'F6' }, [1]);
    expect(ep(r.state, 'zacharie')).toBe(65);
    expect(r.text).toContain('(the EP are spent all the same)');
    expect(r.state.magic.overlay).toEqual([]);
  });
});

describe('3.4 ranges', () => {
  test('DN1: 10 hexes, the caster\'s own not counted; beyond, −1 a hex', () => {
    const { module, state } = magicTable({ rebels: { zacharie: 'A1' }, orks: { shaman: 'P12' } });
    const s = during(state, 'rebels', 'movement');
    expect(must(module, s, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'A11' }, [1]).rolls[0]!.modifiers).toEqual([{ label: 'level 1', value: 1 }]);
    const far = must(module, s, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'A12' }, [1]);
    expect(far.rolls[0]).toMatchObject({ modifiers: [{ label: 'level 1', value: 1 }, { label: '11 hexes, 1 beyond range 10', value: -1 }], total: 1, result: 'failure' });
  });

  test('the translator\'s option: a level 2 caster reaches 15 hexes on the surface', () => {
    const base = { rebels: { zacharie: 'A1' }, orks: { shaman: 'P12' }, levels: { zacharie: 2 as const } };
    const plain = magicTable(base);
    const r = must(plain.module, during(plain.state, 'rebels', 'movement'), 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'A12' }, [1]);
    expect(r.rolls[0]!.modifiers).toContainEqual({ label: '11 hexes, 1 beyond range 10', value: -1 });
    const wide = magicTable({ ...base, options: { levelTwoSurfaceRange: true } });
    expect(must(wide.module, during(wide.state, 'rebels', 'movement'), 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'A12' }, [1]).rolls[0]!.modifiers).toEqual([{ label: 'level 2', value: 2 }]);
  });

  test('WE-DN-76: in DN2 a level 1 fireball at 9 hexes is at −2 (range 7): roll 2 fails, 3 succeeds; at level 2 (range 10) no penalty', () => {
    const cave = [{ rows: field(10, 12), kind: 'underground' as const }];
    const one = magicTable({ volume: 2, maps: cave, rebels: { zacharie: 'A1' }, orks: { krular: 'J12' } });
    const s = during(one.state, 'rebels', 'movement');
    expect(must(one.module, s, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'A10' }, [2]).rolls[0]).toMatchObject({ total: 1, result: 'failure' });
    expect(must(one.module, s, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'A10' }, [3]).rolls[0]).toMatchObject({ total: 2, result: 'success' });
    const two = magicTable({ volume: 2, maps: cave, rebels: { zacharie: 'A1' }, orks: { krular: 'J12' }, levels: { zacharie: 2 } });
    expect(must(two.module, during(two.state, 'rebels', 'movement'), 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'A10' }, [1]).rolls[0]!.modifiers).toEqual([{ label: 'level 2', value: 2 }]);
  });

  test('WE-DN-76: in DN2 a spell on another cavern is refused, unless the caster stands where the two maps join', () => {
    const caves = [
      { rows: field(6, 8), kind: 'underground' as const, name: 'The Maze' },
      { rows: field(6, 8), kind: 'underground' as const, name: 'The Jails' },
    ];
    const { module, state } = magicTable({ volume: 2, maps: caves, rebels: { zacharie: 'B4' }, orks: { krular: 'L8' } });
    const s = during(state, 'rebels', 'movement');
    const refused = act(module, s, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'H4' });
    expect(refused.error).toBe("H4 is on The Jails: underground, Zacharie's spells work only in his own cavern (3.4), and he stands on The Maze.");
    expect(refused.state).toBe(s);
    // F4 is the last column of the Maze, beside the Jails' first: from there both caverns are his.
    const seam = patch(s, 'zacharie', { hex: 'F4' });
    expect(must(module, seam, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'H4' }, [5]).rolls[0]).toMatchObject({ result: 'success' });
  });

  test('WE-DN-77: a magic circle of 3 hexes (30 EP) whose farthest hex is 11 away needs a roll of 4', () => {
    const { module, state } = magicTable({ rebels: { zacharie: 'A1', grast: 'A10', aldus: 'A11', dill: 'A12' }, orks: { shaman: 'P12' } });
    const s = during(state, 'rebels', 'movement');
    const order = { caster: 'Zacharie', spell: 'circle', hexes: 'A10,A11,A12' };
    expect(must(module, s, 'rebels', 'cast', order, [3]).rolls[0]).toMatchObject({ total: 3, result: 'failure', row: '30 EP: more than 3' });
    expect(must(module, s, 'rebels', 'cast', order, [4]).rolls[0]).toMatchObject({ total: 4, result: 'success' });
  });
});

describe('3.3 how often (WE-DN-86)', () => {
  test('DN1: one spell a player-turn, in one\'s own player-turn', () => {
    const { module, state } = magicTable();
    const s = during(state, 'rebels', 'movement');
    const first = must(module, s, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [5]);
    const again = act(module, first.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D8' });
    expect(again.error).toBe('Zacharie has already cast a spell in this player-turn: one a player-turn (3.3).');
    const enemyTurn = act(module, during(state, 'orks', 'movement'), 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' });
    expect(enemyTurn.error).toBe("In DN1 Zacharie casts his spells in your own player-turn (3.3); against the enemy's, set a counterspell with /counter.");
    // The next player-turn of his own, he casts again.
    expect(act(module, { ...first.state, playerTurn: 4, turn: 2 }, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D8' }, [5]).error).toBeUndefined();
  });

  test('DN2: one spell a game turn, in his own player-turn or the enemy\'s; and no counterspells', () => {
    const { module, state } = magicTable({ volume: 2, maps: [{ rows: field(16, 12), kind: 'underground' }], orks: { krular: 'N10' } });
    const krobsTurn = during(state, 'orks', 'movement', 1);
    const cast = must(module, krobsTurn, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [5]);
    const own = during(cast.state, 'rebels', 'movement', 2);
    expect(act(module, own, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D8' }).error).toBe('Zacharie has already cast a spell in this game turn: in DN2, one a game turn (3.3).');
    expect(act(module, during(cast.state, 'orks', 'movement', 3), 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D8' }, [5]).error).toBeUndefined();
    expect(act(module, own, 'rebels', 'counter', { caster: 'Zacharie', when: 'always' }).error).toBe('There are no counterspells in DN2: only the Adventurers cast spells there (3.3, 3.55).');
  });
});

describe('bad orders are refused with one line, and nothing changes', () => {
  const { module, state } = magicTable();
  const s = during(state, 'rebels', 'movement');
  const refused = (order: Record<string, string>, start: DnState = s) => {
    const r = act(module, start, 'rebels', 'cast', { caster: 'Zacharie', ...order });
    expect(r.state).toBe(start);
    expect(r.events).toEqual([]);
    return r.error;
  };

  test('a spell he cannot afford', () => {
    expect(refused({ spell: 'fireball', hex: 'D6' }, withEp(s, 'zacharie', 9))).toBe('Fireball on D6 costs 10 EP, and Zacharie has 9 left (3.2).');
  });

  test('no marker left: three fireballs already burn (1.51)', () => {
    const burning: DnState = { ...s, magic: { ...s.magic, fireballs: ['A5', 'A6', 'A7'].map((_, i) => ({ hex: { q: 0, r: 4 + i }, caster: 'shaman', until: 9 })) } };
    expect(refused({ spell: 'fireball', hex: 'D6' }, burning)).toBe('No fireball marker is left: the box holds 3, and 3 are on the board (1.51).');
  });

  test('a detection spell outside DN2, a spell he has not the level for, and a spell that does not exist', () => {
    expect(refused({ spell: 'detect' })).toBe('Detect is not on the DN1 spellcaster cards (3.54).');
    expect(refused({ spell: 'abracadabra' })).toMatch(/^There is no spell "abracadabra"\. Spells: increase-move, /);
  });

  test('one who is no caster, or a stunned caster', () => {
    const t = magicTable({ rebels: { zacharie: 'B2', konrad: 'C2' } });
    expect(act(t.module, during(t.state, 'rebels', 'movement'), 'rebels', 'cast', { caster: 'Konrad', spell: 'fireball', hex: 'D6' }).error).toBe('Konrad is no spellcaster: only Zacharie and Shaman cast spells (3).');
    expect(refused({ spell: 'fireball', hex: 'D6' }, patch(s, 'zacharie', { stunned: true }))).toBe('Zacharie is stunned and cannot cast a spell until he gets up.');
  });

  test('a spell missing what it needs', () => {
    expect(refused({ spell: 'fireball' })).toBe('Fireball needs hex: the hex it strikes.');
    expect(refused({ spell: 'increase-attack' })).toBe('Increase Attack needs points: how many points of attack to add.');
  });
});
