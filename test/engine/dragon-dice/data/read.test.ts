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
    sais: { sais: [{ id: 'stomp', name: 'Stomp', saves: false, rolls: { melee: { effect: 'bury-if-no-maneuver' } }, text: 'In melee, X health-worth roll a maneuver or die.', source: 'test' }] },
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
    expect(book.sais.get('stomp')).toMatchObject({ id: 'stomp', rolls: { melee: { effect: 'bury-if-no-maneuver' } } });
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

  it('refuses an SAI rule whose effect is no code of rolls/sais.ts, in one line naming file and rule', () => {
    expect(refusal({ sais: { sais: [{ id: 'stomp', name: 'Stomp', saves: false, rolls: { melee: { effect: 'trampel' } }, text: 't', source: 's' }] } })).toMatch(/^sais\.json, SAI rule stomp, rolls\.melee\.effect: /);
  });

  it('refuses an SAI rule for an icon that is not an SAI', () => {
    expect(refusal({ sais: { sais: [{ id: 'melee' }] } })).toMatch(/^sais\.json, SAI rule melee, id: Invalid option: expected one of "bash"\|.*"wither"\.$/);
  });

  it('refuses an unknown list in a file, naming the lists allowed', () => {
    expect(refusal({ spells: { spell: [] } })).toBe('spells.json: unknown field spell; a file holds only the lists species, dice, forms, dragons, types, terrains, eighths, minors, minorFaces, spells, sais.');
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

describe('readDiceBook: minor terrains, eighth faces and Dragonkin', () => {
  // SFR 15: a minor terrain is a d8; OC's Coastland Bridge.
  const bridge = { id: 'coastland-bridge', name: 'Coastland Bridge', elements: ['air', 'water'], icon: 'bridge', faces: ['id', 'flood', 'double-maneuvers', 'double-maneuvers', 'missile', 'double-saves', 'magic', 'melee'], source: 'dataset' };
  const flood = { id: 'flood', name: 'Flood', effect: 'halve', results: 'maneuver', text: 'x', source: 'sfr-v4' };
  const dragonkin = { id: 'dragonkin', name: 'Dragonkin', elements: ['air', 'death', 'earth', 'fire', 'water'], era: 'kicker', abilities: [], source: 'sfr-v4' };
  // OC's Fire Dragonfoal: ID 1, Belly 1, Maneuver 1, Maneuver 1, Melee 1, Maneuver 1; 1 automatic save.
  const foal = { id: 'fire-dragonfoal', name: 'Fire Dragonfoal', species: 'dragonkin', class: 'cavalry', element: 'fire', health: 1, saves: 1, faces: ['id 1', 'belly 1', 'maneuver 1', 'maneuver 1', 'melee 1', 'maneuver 1'], source: 'dataset' };

  it('reads them: a minor terrain\'s faces, an eighth face\'s rule, a Dragonkin\'s element and saves', () => {
    const city = { id: 'city', name: 'City', advanced: false, text: 'x', source: 'sfr-v4' };
    const read = readDiceBook(files({ minor: { minors: [bridge] }, eighth: { eighths: [city] }, dragonkin: { species: [dragonkin], dice: [foal] } }));
    if (!read.ok) throw new Error(read.error);
    expect(read.value.minorTerrains?.get('coastland-bridge')?.faces).toEqual(bridge.faces);
    expect(read.value.eighthFaces?.get('city')?.advanced).toBe(false);
    expect([read.value.units.get('fire-dragonfoal')?.element, read.value.units.get('fire-dragonfoal')?.saves]).toEqual(['fire', 1]);
    expect(read.value.units.get('fire-dragonfoal')?.faces[1]).toEqual({ icon: 'belly', count: 1 });
  });

  it('refuses a minor terrain without 8 faces (SFR 15: a d8)', () => {
    expect(refusal({ minor: { minors: [{ ...bridge, faces: bridge.faces.slice(0, 7) }] } })).toBe('minor.json, minor terrain coastland-bridge: 7 faces; a minor terrain is a d8 with 8.');
  });

  it('refuses a minor terrain with two ID faces', () => {
    expect(refusal({ minor: { minors: [{ ...bridge, faces: ['id', 'id', ...bridge.faces.slice(2)] }] } })).toBe('minor.json, minor terrain coastland-bridge: 2 ID faces; a minor terrain has exactly one.');
  });

  it('refuses a minor terrain face that is not one', () => {
    expect(refusal({ minor: { minors: [{ ...bridge, faces: ['id', 'landslide', ...bridge.faces.slice(2)] }] } })).toMatch(
      /^minor\.json, minor terrain coastland-bridge, faces\.1: Invalid option: expected one of "id"\|.*"revolt"\.$/,
    );
  });

  it('refuses a face with no rule when the file gives the faces\' rules', () => {
    expect(refusal({ minor: { minorFaces: [flood], minors: [bridge] } })).toBe('minor.json, minor terrain coastland-bridge: face "id" has no rule in "minorFaces"; ruled: flood.');
  });

  it('refuses a disaster that does not say which results it halves', () => {
    const { results: _, ...vague } = flood;
    expect(refusal({ minor: { minorFaces: [vague] } })).toBe(
      'minor.json, minor terrain face flood: a "halve" face names the results it works on ("results": magic, melee, missile, maneuver or save).',
    );
  });

  it('refuses a terrain type of kind "minor", pointing to the list minor terrains go in', () => {
    expect(refusal({ terrains: { types: [{ ...highland, kind: 'minor' }], terrains: [] } })).toBe(
      'terrains.json, terrain type highland: kind "minor"; a minor terrain is a die of its own, in the list "minors" (a type is basic or advanced).',
    );
  });

  it("refuses a Dragonkin of an element its species lacks, and one of a species' die given an element not its own", () => {
    expect(refusal({ dragonkin: { species: [{ ...dragonkin, elements: ['air'] }], dice: [foal] } })).toBe(
      'dragonkin.json, die fire-dragonfoal: element "fire" is not one of its species\' (air).',
    );
    expect(refusal({ 'species-dwarves': { species: [dwarves], dice: [{ ...footman, element: 'water' }, monster] } })).toBe(
      'species-dwarves.json, die dwarf-footman: element "water" is not one of its species\' (fire, earth).',
    );
  });
});
