import { describe, expect, test } from 'vitest';
import { PUBLIC } from '../../../src/engine/core/events.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { parseLabel } from '../../../src/engine/hex/labels.ts';
import { act, at, must } from '../../support/dragon-noir.ts';
import { draw, during, ep, field, magicTable } from '../../support/dn-magic.ts';

/**
 * Spells affecting terrain (3.52): each lays a piece on the board that the rules of movement and
 * sight read, and that the map draws; the box's markers are counted (1.51).
 */

const spent = (before: DnState, after: DnState) => ep(before, 'zacharie') - ep(after, 'zacharie');

const game = (spec: Parameters<typeof magicTable>[0] = {}, rebels: Record<string, string> = {}) => {
  const t = magicTable({ orks: { shaman: 'P12' }, rebels: { zacharie: 'B6', ...rebels }, ...spec });
  return { module: t.module, state: during(t.state, 'rebels', 'movement') };
};

const cast = (g: ReturnType<typeof game>, order: Record<string, string>, state = g.state) => must(g.module, state, 'rebels', 'cast', { caster: 'Zacharie', ...order }, [10]);

const sight = (g: ReturnType<typeof game>, state: DnState, from: string, to: string) => g.module.query!(state, 'rebels', { verb: 'sight', from, to });

describe('3.52.1 group 1: on flat ground or scrub, above ground, DN1 only', () => {
  test('Make a Tree Grow: 7, 12 or 20 EP for 1, 3 or 7 hexes; the trees block lines of fire and cost 2 MP', () => {
    const g = game();
    const r = cast(g, { spell: 'tree', hexes: 'D6' });
    expect(spent(g.state, r.state)).toBe(7);
    expect(spent(g.state, cast(g, { spell: 'tree', hexes: 'D6,D7,E6' }).state)).toBe(12);
    expect(spent(g.state, cast(g, { spell: 'tree', hexes: 'D5,D6,D7,C5,C6,E6,E7' }).state)).toBe(20);
    expect(r.text).toContain('A small tree appears on D6.');
    const line = sight(g, r.state, 'B6', 'F6');
    expect(line.ok && line.value.text).toBe('Line of fire from B6 to F6: blocked: the trees at D6 block the line.');
    // Through the tree: C6 (1) + D6 (2) = 3 MP.
    expect(must(g.module, r.state, 'rebels', 'move', { unit: 'Zacharie', to: 'D6' }).text).toContain('(3 MP; 3 left)');
  });

  test('a size the box has not, hexes that do not touch, ground that is not flat or scrub, or someone there: refused', () => {
    const g = game({ maps: [{ rows: draw(field(16, 12), { D8: '~' }) }] }, { grast: 'E6' });
    const refuse = (order: Record<string, string>) => act(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', ...order }).error;
    expect(refuse({ spell: 'tree', hexes: 'D5,D6' })).toBe('Make a Tree Grow: 1 hex (small tree, 7 EP), 3 hexes (medium tree, 12 EP), 7 hexes (large tree, 20 EP); not 2 (3.52.1).');
    expect(refuse({ spell: 'tree', hexes: 'D4,D6,D9' })).toBe('The hexes of a medium tree must touch each other.');
    expect(refuse({ spell: 'spring', hexes: 'D7,D8' })).toBe('D8 is water: the group 1 terrain spells only affect flat ground or scrub (3.52).');
    expect(refuse({ spell: 'crevasse', hexes: 'E6,E7' })).toBe('Grast stands in E6: a terrain spell is laid on empty ground (ours).');
  });

  test('underground, and in DN2, group 1 is refused', () => {
    const cave = { maps: [{ rows: field(16, 12), kind: 'underground' as const }] };
    const one = game(cave);
    expect(act(one.module, one.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'tree', hexes: 'D6' }).error).toBe('D6 is underground: Make a Tree Grow works above ground only (3.52.1).');
    const two = game({ ...cave, volume: 2 });
    expect(act(two.module, two.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'tree', hexes: 'D6' }).error).toBe('Make a Tree Grow is not on the DN2 spellcaster cards (3.52.1).');
  });

  test('Make a House Appear: 15, 20 or 25 EP for 4, 5 or 7 hexes; walled all round with one door, in the first hex named', () => {
    const g = game();
    const r = cast(g, { spell: 'house', hexes: 'D6,E6,E7,D7' });
    expect(spent(g.state, r.state)).toBe(15);
    expect(r.text).toContain('A small house appears on D6, E6, E7, D7, its door between D6 and C7.');
    const piece = r.state.magic.overlay[0]!;
    expect(piece.hexes.every((h) => h.terrain === 'interior')).toBe(true);
    expect(piece.sides.filter((s) => s.kind === 'door')).toHaveLength(1);
    // In through the door, and the walls stop the eye.
    expect(must(g.module, r.state, 'rebels', 'move', { unit: 'Zacharie', to: 'D6' }).text).toContain('Zacharie moves B6→C7→D6 (2 MP; 4 left).');
    const line = sight(g, r.state, 'B6', 'G6');
    expect(line.ok && line.value.text).toMatch(/blocked: a wall between/);
  });

  test('Make a Tower Appear: 35 EP, the centre and its six neighbours, rampart round the centre', () => {
    const g = game();
    const r = cast(g, { spell: 'tower', hex: 'F6' });
    expect(spent(g.state, r.state)).toBe(35);
    const hexes = g.module.view(r.state, PUBLIC).magic.overlay.hexes;
    expect(hexes).toHaveLength(7);
    expect(hexes.filter((h) => h.features.includes('tower-centre')).map((h) => h.hex)).toEqual([parseLabel('F6')]);
    expect(hexes.filter((h) => h.features.includes('tower-rampart'))).toHaveLength(6);
  });

  test('2.24 Towers on a tower the spell raised: heavy cover behind the rampart, none can reach the centre', () => {
    const g = game({ orks: { shaman: 'P12', fnarad: 'F12' } }, { grast: 'A1' });
    const built = cast(g, { spell: 'tower', hex: 'F6' }).state;
    // Grast climbs onto the rampart, then into the centre.
    const raised = { ...built, units: built.units.map((u) => (u.id === 'grast' ? { ...u, hex: parseLabel('F7')! } : u)) };
    const rampart = sight(g, raised, 'Fnarad', 'Grast');
    expect(rampart.ok && rampart.value.text).toMatch(/clear, \d+ hexes, heavy cover/);
    const centre = sight(g, { ...raised, units: raised.units.map((u) => (u.id === 'grast' ? { ...u, hex: parseLabel('F6')! } : u)) }, 'Fnarad', 'Grast');
    expect(centre.ok && centre.value.text).toMatch(/blocked: .*centre of the tower/);
  });

  test('Make a Spring Appear: 10, 15 or 20 EP for 2, 4 or 6 hexes of water; no armour enters it', () => {
    const g = game({}, { konrad: 'B8' });
    const r = cast(g, { spell: 'spring', hexes: 'C8,D8' });
    expect(spent(g.state, r.state)).toBe(10);
    expect(act(g.module, r.state, 'rebels', 'move', { unit: 'Konrad', to: 'C8' }).error).toMatch(/^Konrad cannot reach C8: a character in armour cannot enter water\./);
  });

  test('Open a Crevasse: 12, 20 or 25 EP for 2, 4 or 6 hexes; nobody enters it', () => {
    const g = game();
    const r = cast(g, { spell: 'crevasse', hexes: 'C6,C7,D6,D7' });
    expect(spent(g.state, r.state)).toBe(20);
    expect(act(g.module, r.state, 'rebels', 'move', { unit: 'Zacharie', to: 'C6' }).error).toMatch(/^Zacharie cannot reach C6: crevasse cannot be entered\./);
  });

  test('Create an Entrance to the Underground: 20 or 30 EP for 1 or 2 hexes, naming its tunnel', () => {
    const g = game();
    expect(act(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'entrance', hexes: 'D6' }).error).toBe('Name the underground tunnel it connects to: leads:<tunnel> (3.52.1).');
    const r = cast(g, { spell: 'entrance', hexes: 'D6,D7', leads: 'the Dwarves Cave' });
    expect(spent(g.state, r.state)).toBe(30);
    expect(r.state.magic.overlay[0]).toMatchObject({ marker: 'entrance-two', leads: 'the Dwarves Cave' });
  });
});

describe('3.52.2 group 2: above or below ground', () => {
  const stream = draw(field(16, 12), Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`E${i + 1}`, '~'])));

  test('Create a Bridge: 12 EP over 1 water hex; an armoured character then crosses', () => {
    const g = game({ maps: [{ rows: stream }] }, { konrad: 'D6' });
    expect(act(g.module, g.state, 'rebels', 'move', { unit: 'Konrad', to: 'F6' }).error).toMatch(/cannot reach F6|costs/);
    const r = cast(g, { spell: 'bridge', hexes: 'E6' });
    expect(spent(g.state, r.state)).toBe(12);
    expect(at(must(g.module, r.state, 'rebels', 'move', { unit: 'Konrad', to: 'F6' }).state, 'konrad')).toBe('F6');
    expect(act(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'bridge', hexes: 'D6' }).error).toBe('D6 is not water: a bridge spans water hexes (3.52.2).');
  });

  test('the 2-hex bridge costs 20 in both volumes; the 3-hex one (25) is only in DN2', () => {
    const one = game({ maps: [{ rows: stream }] });
    expect(act(one.module, one.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'bridge', hexes: 'E5,E6,E7' }).error).toBe('Create a Bridge: 1 hex (small bridge, 12 EP), 2 hexes (medium bridge, 20 EP); not 3 (the 3-hex bridge is only in DN2) (3.52.2).');
    expect(spent(one.state, cast(one, { spell: 'bridge', hexes: 'E5,E6' }).state)).toBe(20);
    const two = game({ volume: 2, maps: [{ rows: stream, kind: 'underground' }] });
    expect(spent(two.state, cast(two, { spell: 'bridge', hexes: 'E5,E6,E7' }).state)).toBe(25);
  });

  // Solid rock with a tunnel along row 3.
  const rock = draw(field(10, 6, '@'), Object.fromEntries('ABCDEFGHIJ'.split('').map((c) => [`${c}3`, '-'])));
  const mine = () => game({ maps: [{ rows: rock, kind: 'underground' }], orks: { shaman: 'J3' } }, { zacharie: 'B3' });

  test('Dig a Tunnel: 12 EP for 1 hex straight or curved, 20 for 2 straight or a junction; then it is walked', () => {
    const g = mine();
    expect(spent(g.state, cast(g, { spell: 'tunnel', hexes: 'C2' }).state)).toBe(12);
    expect(spent(g.state, cast(g, { spell: 'tunnel', hexes: 'C2', shape: 'curved' }).state)).toBe(12);
    expect(spent(g.state, cast(g, { spell: 'tunnel', hexes: 'C2', shape: 'junction' }).state)).toBe(20);
    const long = cast(g, { spell: 'tunnel', hexes: 'C2,C1' });
    expect(spent(g.state, long.state)).toBe(20);
    expect(long.state.magic.overlay[0]!.marker).toBe('tunnel-long');
    expect(at(must(g.module, long.state, 'rebels', 'move', { unit: 'Zacharie', to: 'C1' }).state, 'zacharie')).toBe('C1');
  });

  test('translator: a junction dug from a curved tunnel costs 12, and its marker replaces the curve\'s', () => {
    const g = mine();
    const curve = cast(g, { spell: 'tunnel', hexes: 'C2', shape: 'curved' }).state;
    const next = during(curve, 'rebels', 'movement', 4);
    const junction = cast(g, { spell: 'tunnel', hexes: 'C2', shape: 'junction' }, next);
    expect(spent(next, junction.state)).toBe(12);
    expect(junction.state.magic.overlay.map((p) => p.marker)).toEqual(['tunnel-junction']);
  });

  test('a tunnel is dug through rock from open ground', () => {
    const g = mine();
    expect(act(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'tunnel', hexes: 'C3' }).error).toBe('C3 is not solid rock: a tunnel is dug through rock (3.52.2).');
    expect(act(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'tunnel', hexes: 'C6' }).error).toBe('A tunnel is dug from open ground: none of these hexes touches any.');
    expect(act(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'tunnel', hexes: 'C2,C1', shape: 'curved' }).error).toBe('A 2-hex tunnel is straight (3.52.2).');
  });

  test('Demolish a Wall: 10 EP a wall; the breach is crossed at 1 MP more', () => {
    const walled = { maps: [{ rows: field(16, 12), hexsides: ['wall B7/B8 C7/C8'] }] };
    const g = game(walled, { zacharie: 'B7' });
    expect(act(g.module, g.state, 'rebels', 'move', { unit: 'Zacharie', to: 'B8' }).text).not.toContain('B7→B8 (');
    const r = cast(g, { spell: 'demolish', hexes: 'B7,B8,C7,C8' });
    expect(spent(g.state, r.state)).toBe(20);
    expect(r.text).toContain('The walls at B7/B8, C7/C8 are knocked down.');
    expect(must(g.module, r.state, 'rebels', 'move', { unit: 'Zacharie', to: 'B8' }).text).toContain('Zacharie moves B7→B8 (2 MP; 4 left).');
    expect(act(g.module, g.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'demolish', hexes: 'B5,B6' }).error).toBe('There is no wall between B5 and B6.');
  });
});

describe('1.51 the markers in the box', () => {
  test('six small trees, then no more; the count is configurable', () => {
    const g = game();
    const sixTrees: DnState = {
      ...g.state,
      magic: { ...g.state.magic, overlay: ['L1', 'L3', 'L5', 'L7', 'L9', 'L11'].map((h) => ({ marker: 'tree-small', spell: 'tree', caster: 'zacharie', hexes: [{ hex: parseLabel(h)!, terrain: 'trees', features: [] }], sides: [], leads: null })) },
    };
    expect(act(g.module, sixTrees, 'rebels', 'cast', { caster: 'Zacharie', spell: 'tree', hexes: 'D6' }).error).toBe('No small tree marker is left: the box holds 6, and 6 are on the board (1.51).');
    const more = game({ options: { markerSupply: { 'tree-small': 7 } } });
    expect(act(more.module, { ...sixTrees, options: more.state.options }, 'rebels', 'cast', { caster: 'Zacharie', spell: 'tree', hexes: 'D6' }, [10]).error).toBeUndefined();
  });

  test('the DN1 box has no 3-hex bridge and 4 small ones; the DN2 box 2 of each', () => {
    const stream = draw(field(16, 12), { E5: '~', E6: '~', E7: '~' });
    const none = game({ maps: [{ rows: stream }], supply: { 'bridge-small': 0 } });
    expect(act(none.module, none.state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'bridge', hexes: 'E6' }).error).toBe('There is no small bridge marker in this game\'s box (1.51).');
  });
});
