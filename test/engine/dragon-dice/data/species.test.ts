import { describe, expect, it } from 'vitest';
import type { UnitDie } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import { loadBook } from '../book.ts';

/** The game's own data files, read as the app reads them, checked against the rules' facts. */
const book = loadBook();
const diceOf = (species: string): UnitDie[] => [...book.units.values()].filter((d) => d.species === species);
/** A die's faces as sorted "icon count" words, to compare with a list in any order. */
const faces = (id: string): string[] => book.units.get(id)!.faces.map((f) => `${f.icon} ${f.count}`).sort();

describe('Dragon Dice data: the four base races (FACTS §2.2)', () => {
  // FACTS §2.2's table: heavy melee, light melee, cavalry, missile, magic; health 1, 2, 3 each.
  const table: Record<string, string[][]> = {
    'coral-elves': [['Fighter', 'Trooper', 'Protector'], ['Guard', 'Courier', 'Herald'], ['Horseman', 'Knight', 'Eagle Knight'], ['Bowman', 'Archer', 'Sharpshooter'], ['Evoker', 'Conjurer', 'Enchanter']],
    dwarves: [['Footman', 'Sergeant', 'Warlord'], ['Sentry', 'Patroller', 'Skirmisher'], ['Pony Rider', 'Lizard Rider', 'Mammoth Rider'], ['Crossbowman', 'Marksman', 'Crack-Shot'], ['Theurgist', 'Thaumaturgist', 'Wizard']],
    goblins: [['Thug', 'Cutthroat', 'Marauder'], ['Mugger', 'Ambusher', 'Filcher'], ['Wardog Rider', 'Wolf Rider', 'Leopard Rider'], ['Pelter', 'Slingman', 'Deadeye'], ['Trickster', 'Hedge Wizard', 'Death Mage']],
    'lava-elves': [['Bladesman', 'Duelist', 'Conqueror'], ['Scout', 'Spy', 'Infiltrator'], ['Spider Rider', 'Scorpion Knight', 'Wyvern Rider'], ['Fusilier', 'Dead-Shot', 'Assassin'], ['Adept', 'Warlock', 'Necromancer']],
  };
  const classes = ['heavy-melee', 'light-melee', 'cavalry', 'missile', 'magic'];

  for (const [species, rows] of Object.entries(table)) {
    it(`${species}: 15 non-monster dice named as FACTS §2.2's table, five classes × health 1/2/3`, () => {
      const units = diceOf(species).filter((d) => d.class !== 'monster');
      expect(units).toHaveLength(15);
      for (const [c, names] of rows.entries()) {
        for (const [h, name] of names.entries()) {
          const die = units.find((d) => d.name === name);
          expect(die, name).toBeDefined();
          expect([name, die!.class, die!.health]).toEqual([name, classes[c], h + 1]);
        }
      }
    });

    it(`${species}: 5 monsters, each a d10 of health 4 (GAPS B2)`, () => {
      const monsters = diceOf(species).filter((d) => d.class === 'monster');
      expect(monsters).toHaveLength(5);
      for (const m of monsters) expect([m.id, m.health, m.faces.length]).toEqual([m.id, 4, 10]);
    });
  }

  it("GAPS B3's sample dice have the faces both datasets agree on", () => {
    expect(faces('dwarf-mammoth-rider')).toEqual(['id 3', 'melee 4', 'trample 3', 'trample 3', 'melee 3', 'save 3'].sort());
    expect(faces('goblin-leopard-rider')).toEqual(['id 3', 'missile 3', 'rend 3', 'rend 3', 'save 3', 'melee 4'].sort());
    expect(faces('dwarf-footman')).toEqual(['id 1', 'save 1', 'melee 1', 'melee 1', 'save 1', 'melee 2'].sort());
    expect(faces('goblin-thug')).toEqual(['id 1', 'save 1', 'melee 1', 'melee 1', 'maneuver 1', 'melee 2'].sort());
    expect(faces('dwarf-theurgist')).toEqual(['id 1', 'melee 1', 'magic 1', 'magic 1', 'save 1', 'magic 2'].sort());
    // TS prints Bullseye without a count; OC gives it 4, as TS's icon text ("four points of damage").
    expect(faces('dwarf-crack-shot')).toEqual(['id 3', 'melee 4', 'missile 3', 'bullseye 4', 'missile 3', 'missile 2'].sort());
  });

  it('their elements are GAPS B1\'s', () => {
    const elements = Object.fromEntries(['coral-elves', 'dwarves', 'goblins', 'lava-elves'].map((s) => [s, book.species.get(s)?.elements]));
    expect(elements).toEqual({ 'coral-elves': ['air', 'water'], dwarves: ['fire', 'earth'], goblins: ['death', 'earth'], 'lava-elves': ['death', 'fire'] });
  });

  it('the 1996 rows: Dwarves double maneuvers at Highland, Goblins at Swampland, in any roll (seed FAQ D: a charge\'s Trample too); Coral Elves count maneuvers as saves at Coastland', () => {
    const row = (s: string) => book.species.get(s)!.abilities.filter((a) => a.ruleset === '1996').map((a) => [a.at, a.effect, a.results]);
    expect(row('dwarves')).toEqual([[{ type: 'highland' }, 'double', { from: 'maneuver' }]]);
    expect(row('goblins')).toEqual([[{ type: 'swampland' }, 'double', { from: 'maneuver' }]]);
    expect(row('coral-elves')).toEqual([[{ type: 'coastland' }, 'counts-as', { from: 'maneuver', to: 'save', inRoll: 'save' }]]);
  });

  it('every species has a v4 row, and the Lava Elves\' 1996 row is marked invented (FACTS §2.2: unsourced)', () => {
    for (const s of book.species.values()) expect([s.id, [...s.abilities, ...(s.anywhere ?? [])].some((a) => a.ruleset === 'v4')]).toEqual([s.id, true]);
    expect(book.species.get('lava-elves')!.abilities.filter((a) => a.ruleset === '1996').map((a) => a.source)).toEqual(['invented']);
  });
});

describe('Dragon Dice data: the twelve species of the current edition (FACTS §2.2, GAPS B1)', () => {
  // GAPS B1's elements; Amazons are ivory, with none.
  const elements: Record<string, string[]> = {
    'coral-elves': ['air', 'water'], dwarves: ['fire', 'earth'], goblins: ['death', 'earth'], 'lava-elves': ['death', 'fire'], amazons: [],
    firewalkers: ['air', 'fire'], undead: ['death'], feral: ['air', 'earth'], 'swamp-stalkers': ['death', 'water'], frostwings: ['death', 'air'],
    scalders: ['water', 'fire'], treefolk: ['water', 'earth'],
  };

  it('12 species × 20 dice: 240 (the TS snapshot), each 15 non-monsters of health 1-3 and 5 monsters', () => {
    // The Dragonkin are summoned, not a species an army is built of (SFR Dragonkin): dragonkin.test.ts.
    const species = [...book.species.values()].filter((s) => s.id !== 'dragonkin');
    expect(Object.fromEntries(species.map((s) => [s.id, s.elements]))).toEqual(elements);
    expect([...book.units.values()].filter((d) => d.species !== 'dragonkin')).toHaveLength(240);
    for (const s of Object.keys(elements)) {
      const dice = diceOf(s);
      const byHealth = [1, 2, 3].map((h) => dice.filter((d) => d.class !== 'monster' && d.health === h).length);
      expect([s, byHealth, dice.filter((d) => d.class === 'monster').length]).toEqual([s, [5, 5, 5], 5]);
    }
  });

  it('Frostwings have Heavy and Light Missile and one Melee line; Undead Heavy and Light Magic and no Missile', () => {
    const classes = (s: string) => [...new Set(diceOf(s).map((d) => d.class))].sort();
    expect(classes('frostwings')).toEqual(['cavalry', 'heavy-melee', 'heavy-missile', 'light-missile', 'magic', 'monster']);
    expect(classes('undead')).toEqual(['cavalry', 'heavy-magic', 'heavy-melee', 'light-magic', 'light-melee', 'monster']);
  });

  it('Swamp Stalkers count maneuvers as saves at Swampland in 1996 (FACTS §2.2, SSS)', () => {
    const row = book.species.get('swamp-stalkers')!.abilities.filter((a) => a.ruleset === '1996').map((a) => [a.at, a.effect, a.results]);
    expect(row).toEqual([[{ type: 'swampland' }, 'counts-as', { from: 'maneuver', to: 'save', inRoll: 'save' }]]);
  });
});
