import { describe, expect, it } from 'vitest';
import { MINOR_ICONS, type MinorTerrainDie } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import { loadBook } from '../book.ts';

/** Minor terrains and eighth faces as our data has them (SFR 15, in TS's assets/15_terrains.md; faces from OC's and TS's minor terrains). */
const book = loadBook();
const minors = (): MinorTerrainDie[] => [...(book.minorTerrains?.values() ?? [])];
const sorted = (faces: readonly string[]) => [...faces].sort();

describe('Dragon Dice data: minor terrains (SFR 15)', () => {
  it('28 dice: Bridge, Knoll, Village and Woods of each of the six terrains and of Deadland, each an 8-sided die with one ID face', () => {
    expect(minors()).toHaveLength(28);
    for (const icon of MINOR_ICONS) expect([icon, minors().filter((m) => m.icon === icon).length]).toEqual([icon, 7]);
    for (const m of minors()) expect([m.id, m.faces.length, m.faces.filter((f) => f === 'id').length]).toEqual([m.id, 8, 1]);
  });

  it('a Coastland Bridge has air and water, and ID, Flood, Double Maneuvers twice, Double Saves, Magic, Melee, Missile', () => {
    const bridge = book.minorTerrains!.get('coastland-bridge')!;
    expect(bridge.elements).toEqual(['air', 'water']);
    expect(sorted(bridge.faces)).toEqual(sorted(['id', 'flood', 'double-maneuvers', 'double-maneuvers', 'double-saves', 'magic', 'melee', 'missile']));
  });

  it('each icon has its own faces, the same at every terrain: a Knoll two Missile and Dust Storm, a Village two Melee and Revolt, a Woods two Double Saves and Flanked', () => {
    const faces: Record<string, string[]> = {
      knoll: ['id', 'dust-storm', 'double-saves', 'double-maneuvers', 'magic', 'melee', 'missile', 'missile'],
      village: ['id', 'revolt', 'double-saves', 'double-maneuvers', 'magic', 'melee', 'melee', 'missile'],
      woods: ['id', 'flanked', 'double-saves', 'double-saves', 'double-maneuvers', 'magic', 'melee', 'missile'],
      bridge: ['id', 'flood', 'double-maneuvers', 'double-maneuvers', 'double-saves', 'magic', 'melee', 'missile'],
    };
    for (const m of minors()) expect([m.id, sorted(m.faces)]).toEqual([m.id, sorted(faces[m.icon]!)]);
  });

  it('a minor terrain has the elements of the terrain it is named for; a Deadland has death alone and may come into play at any terrain', () => {
    for (const m of minors()) {
      const land = m.id.split('-')[0]!;
      if (land === 'deadland') expect([m.id, m.elements, m.anyTerrain]).toEqual([m.id, ['death'], true]);
      else expect([m.id, m.elements, m.anyTerrain]).toEqual([m.id, book.terrainTypes.get(land)!.elements, undefined]);
    }
  });

  it("each face says what it does: four disasters each halve one kind of the army's results (Dust Storm missile, Flanked save, Flood maneuver, Revolt melee)", () => {
    const rules = [...(book.minorFaces?.values() ?? [])];
    expect(rules).toHaveLength(10);
    const halves = Object.fromEntries(rules.filter((r) => r.effect === 'halve').map((r) => [r.id, r.results]));
    expect(halves).toEqual({ 'dust-storm': 'missile', flanked: 'save', flood: 'maneuver', revolt: 'melee' });
    expect(book.minorFaces!.get('double-saves')).toMatchObject({ effect: 'double-ids', results: 'save' });
    expect(book.minorFaces!.get('id')).toMatchObject({ effect: 'choose' });
  });
});

describe('Dragon Dice data: what each eighth face does (SFR 15)', () => {
  it('eight eighth faces, each with a line of text; Castle, Dragon\'s Lair, Grove and Vortex are the advanced (frontier-only) ones', () => {
    const rules = [...(book.eighthFaces?.values() ?? [])];
    expect(rules.map((r) => r.id).sort()).toEqual(['castle', 'city', 'dragons-lair', 'grove', 'standing-stones', 'temple', 'tower', 'vortex']);
    expect(rules.filter((r) => r.advanced).map((r) => r.id).sort()).toEqual(['castle', 'dragons-lair', 'grove', 'vortex']);
  });

  it('every eighth face on a terrain die has its rule', () => {
    for (const d of book.terrains.values()) expect([d.id, d.eighth !== null && book.eighthFaces!.has(d.eighth)]).toEqual([d.id, true]);
  });
});
