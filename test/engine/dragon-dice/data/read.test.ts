import { describe, expect, it } from 'vitest';
import { readDiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';

/**
 * The reader on small hand-made files: what it builds, and each mistake it refuses, with the one
 * line that names the file, the record, what is wrong and what is allowed.
 */
const dwarves = { id: 'dwarves', name: 'Dwarves', elements: ['fire', 'earth'], era: 'tsr', abilities: [], source: 'sfr-v4' };
// GAPS B3: the Dwarf Footman is ID 1, Save 1, Melee 1, Melee 1, Save 1, Melee 2.
const footman = { id: 'dwarf-footman', name: 'Footman', species: 'dwarves', class: 'heavy-melee', health: 1, faces: ['id 1', 'save 1', 'melee 1', 'melee 1', 'save 1', 'melee 2'], source: 'dataset' };
const monster = {
  id: 'dwarf-behemoth', name: 'Behemoth', species: 'dwarves', class: 'monster', health: 4,
  faces: ['id 4', 'stomp 4', 'bash 4', 'maneuver 4', 'save 4', 'roar 4', 'trample 4', 'charge 4', 'save 4', 'melee 4'], source: 'dataset',
};
const highland = { id: 'highland', name: 'Highland', elements: ['fire', 'earth'], kind: 'basic', faces: ['magic', 'magic', 'magic', 'missile', 'missile', 'melee', 'melee', 'eighth'], source: 'sfr-v4' };
const highlandCity = { id: 'highland-city', name: 'Highland City', type: 'highland', eighth: 'city', source: 'dataset' };

function files(over: Record<string, unknown> = {}): Record<string, string> {
  const base: Record<string, unknown> = {
    'species-dwarves': { species: [dwarves], dice: [footman, monster] },
    terrains: { types: [highland], terrains: [highlandCity] },
    sais: { sais: [{ id: 'stomp', anything: 'the rolls helper decides' }] },
  };
  return Object.fromEntries(Object.entries({ ...base, ...over }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

function refusal(over: Record<string, unknown>): string {
  const read = readDiceBook(files(over));
  if (read.ok) throw new Error('the reader took files it should refuse');
  return read.error;
}

describe('readDiceBook', () => {
  it('joins every file and turns "<icon> <count>" into faces', () => {
    const read = readDiceBook(files());
    if (!read.ok) throw new Error(read.error);
    const book = read.value;
    expect(book.units.get('dwarf-footman')?.faces).toEqual([
      { icon: 'id', count: 1 }, { icon: 'save', count: 1 }, { icon: 'melee', count: 1 }, { icon: 'melee', count: 1 }, { icon: 'save', count: 1 }, { icon: 'melee', count: 2 },
    ]);
    expect(book.units.get('dwarf-behemoth')?.faces).toHaveLength(10);
    expect(book.species.get('dwarves')?.elements).toEqual(['fire', 'earth']);
    expect(book.terrains.get('highland-city')?.type).toBe('highland');
    expect(book.sais.get('stomp')).toMatchObject({ id: 'stomp', anything: 'the rolls helper decides' });
  });

  it('refuses a duplicate id, naming both files', () => {
    expect(refusal({ 'species-more': { dice: [footman] } })).toBe(
      'species-more.json, die dwarf-footman: duplicate id (also in species-dwarves.json); every die needs its own id.',
    );
  });

  it('refuses an unknown icon and lists the allowed ones', () => {
    const line = refusal({ 'species-dwarves': { species: [dwarves], dice: [{ ...footman, faces: ['id 1', 'save 1', 'sword 1', 'melee 1', 'save 1', 'melee 2'] }] } });
    expect(line).toMatch(/^species-dwarves\.json, die dwarf-footman: face 3 "sword 1" has unknown icon "sword"; allowed: id, melee, missile, magic, save, maneuver, bash, .*, wither\.$/);
  });

  it('refuses a face not written "<icon> <count>"', () => {
    expect(refusal({ 'species-dwarves': { species: [dwarves], dice: [{ ...footman, faces: ['id 1', 'save', 'melee 1', 'melee 1', 'save 1', 'melee 2'] }] } })).toBe(
      'species-dwarves.json, die dwarf-footman, faces.1: a face is written "<icon> <count>", e.g. "melee 3".',
    );
  });

  it('refuses a unit d6 without 6 faces (GAPS B2)', () => {
    expect(refusal({ 'species-dwarves': { species: [dwarves], dice: [{ ...footman, faces: footman.faces.slice(0, 5) }] } })).toBe(
      'species-dwarves.json, die dwarf-footman: 5 faces; a unit is a d6 with 6.',
    );
  });

  it('refuses a monster d10 without 10 faces (GAPS B2)', () => {
    expect(refusal({ 'species-dwarves': { species: [dwarves], dice: [{ ...monster, faces: monster.faces.slice(0, 6) }] } })).toBe(
      'species-dwarves.json, die dwarf-behemoth: 6 faces; a monster is a d10 with 10.',
    );
  });

  it('refuses a dragon form without 12 faces (a d12, FACTS §2.2)', () => {
    const form = { id: 'drake', name: 'Drake', faces: ['jaws', 'breath', 'claw', 'claw', 'claw', 'claw', 'wing', 'wing', 'belly', 'belly', 'tail'], source: 'dataset' };
    expect(refusal({ dragons: { forms: [form], dragons: [] } })).toBe('dragons.json, form drake: 11 faces; a dragon is a d12 with 12.');
  });

  it("refuses an ID face that is not the unit's health (GAPS B3)", () => {
    expect(refusal({ 'species-dwarves': { species: [dwarves], dice: [{ ...footman, faces: ['id 2', 'save 1', 'melee 1', 'melee 1', 'save 1', 'melee 2'] }] } })).toBe(
      "species-dwarves.json, die dwarf-footman: face 1 \"id 2\" is an ID of 2; an ID face shows the unit's health, 1.",
    );
  });

  it('refuses a die of an unknown species', () => {
    expect(refusal({ 'species-dwarves': { species: [dwarves], dice: [{ ...footman, species: 'dwarfs' }] } })).toBe(
      'species-dwarves.json, die dwarf-footman: unknown species "dwarfs"; known: dwarves.',
    );
  });

  it('refuses a terrain die of an unknown type', () => {
    expect(refusal({ terrains: { types: [highland], terrains: [{ ...highlandCity, type: 'hills' }] } })).toBe(
      'terrains.json, terrain die highland-city: unknown terrain type "hills"; known: highland.',
    );
  });

  it('refuses a terrain type whose eighth face is not face 8 (SFR 15)', () => {
    expect(refusal({ terrains: { types: [{ ...highland, faces: ['eighth', 'magic', 'magic', 'missile', 'missile', 'melee', 'melee', 'magic'] }], terrains: [] } })).toBe(
      'terrains.json, terrain type highland: face 8 is "magic"; face 8 is always "eighth".',
    );
  });

  it('refuses an SAI rule for an icon that is not an SAI', () => {
    expect(refusal({ sais: { sais: [{ id: 'melee' }] } })).toMatch(/^sais\.json, SAI rule melee, id: Invalid option: expected one of "bash"\|.*"wither"\.$/);
  });

  it('refuses an unknown list in a file, naming the lists allowed', () => {
    expect(refusal({ spells: { spell: [] } })).toBe('spells.json: unknown field spell; a file holds only the lists species, dice, forms, dragons, types, terrains, spells, sais.');
  });

  it('refuses a file that is not JSON', () => {
    expect(refusal({ spells: '{ spells: [' })).toMatch(/^spells\.json: not JSON \(.+\)\.$/);
  });

  it('refuses a species ability at an unknown terrain type', () => {
    const ability = { ruleset: '1996', name: 'Hill-folk', at: { type: 'hills' }, effect: 'double', results: { from: 'maneuver' }, text: 'x', source: 'tsr-faq' };
    expect(refusal({ 'species-dwarves': { species: [{ ...dwarves, abilities: [ability] }], dice: [footman, monster] } })).toBe(
      'species-dwarves.json, species dwarves: ability "Hill-folk" is at unknown terrain type "hills"; known: highland.',
    );
  });
});

describe('readDiceBook: abilities tied to no terrain', () => {
  it('keeps them apart from the terrain abilities, which always name where they work', () => {
    const anywhere = { ruleset: 'v4', name: 'Stepped Damage', effect: 'other', text: 'x', source: 'sfr-v4' };
    const read = readDiceBook(files({ 'species-dwarves': { species: [{ ...dwarves, anywhere: [anywhere] }], dice: [footman, monster] } }));
    expect(read.ok && read.value.species.get('dwarves')?.anywhere).toEqual([anywhere]);
    expect(refusal({ 'species-dwarves': { species: [{ ...dwarves, abilities: [anywhere] }], dice: [footman, monster] } })).toBe(
      'species-dwarves.json, species dwarves, abilities.0.at: an ability says where it works, {"type": <terrain type>} or {"element": <element>}; one tied to no terrain goes in "anywhere".',
    );
  });
});
