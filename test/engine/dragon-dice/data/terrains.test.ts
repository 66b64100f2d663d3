import { describe, expect, it } from 'vitest';
import { loadBook } from '../book.ts';
import { terrainFaces } from '../../../../src/engine/games/dragon-dice/dice/terrain-faces.ts';

/** The game's own data files, read as the app reads them, checked against the rules' facts. */
const book = loadBook();

describe('Dragon Dice data: terrains (GAPS B4)', () => {
  // GAPS B4 "Face-to-action sequence": [magic, missile, melee] faces among 1-7.
  const sequence: Record<string, [number, number, number]> = {
    coastland: [1, 4, 2], highland: [3, 2, 2], flatland: [1, 3, 3], swampland: [2, 2, 3], feyland: [3, 1, 3], wasteland: [1, 2, 4],
  };
  const elements: Record<string, string[]> = {
    coastland: ['air', 'water'], flatland: ['air', 'earth'], highland: ['fire', 'earth'], swampland: ['water', 'earth'], feyland: ['water', 'fire'], wasteland: ['air', 'fire'],
  };

  for (const [type, [magic, missile, melee]] of Object.entries(sequence)) {
    it(`${type}: magic ${magic}, missile ${missile}, melee ${melee}, then the eighth face; elements ${elements[type]!.join(' and ')}`, () => {
      const t = book.terrainTypes.get(type)!;
      expect(t.faces).toEqual([...Array<string>(magic).fill('magic'), ...Array<string>(missile).fill('missile'), ...Array<string>(melee).fill('melee'), 'eighth']);
      expect(t.elements).toEqual(elements[type]);
    });
  }

  it('each type comes with each eighth face: City, Temple, Tower, Standing Stones and the advanced Castle, Dragon\'s Lair, Grove, Vortex', () => {
    for (const type of Object.keys(sequence)) {
      const eighths = [...book.terrains.values()].filter((d) => d.type === type).map((d) => d.eighth).sort();
      expect([type, eighths]).toEqual([type, ['castle', 'city', 'dragons-lair', 'grove', 'standing-stones', 'temple', 'tower', 'vortex']]);
    }
  });

  it('the basic eighth faces keep their type\'s faces; a Castle is magic 1-2, missile 3, melee 4-7 on every type (TS terrain data)', () => {
    for (const d of book.terrains.values()) {
      if (['city', 'temple', 'tower', 'standing-stones'].includes(d.eighth!)) expect([d.id, d.faces]).toEqual([d.id, undefined]);
      if (d.eighth === 'castle') expect([d.id, d.faces]).toEqual([d.id, ['magic', 'magic', 'missile', 'melee', 'melee', 'melee', 'melee', 'eighth']]);
    }
  });
});

describe('terrainFaces', () => {
  it("reads an advanced die's own faces and a basic die's type's (TS terrain data: Highland Castle vs Highland City)", () => {
    expect(terrainFaces(book, book.terrains.get('highland-castle')!)).toEqual(['magic', 'magic', 'missile', 'melee', 'melee', 'melee', 'melee', 'eighth']);
    expect(terrainFaces(book, book.terrains.get('highland-city')!)).toEqual(['magic', 'magic', 'magic', 'missile', 'missile', 'melee', 'melee', 'eighth']);
  });
});
