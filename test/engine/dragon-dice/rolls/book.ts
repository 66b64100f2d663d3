import { readFileSync } from 'node:fs';
import type { DiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';
import type { Icon, Species, TerrainType, UnitDie, UnitFace } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import type { SaiRule } from '../../../../src/engine/games/dragon-dice/rolls/sais.ts';
import type { RolledDie } from '../../../../src/engine/games/dragon-dice/rolls/types.ts';

/**
 * A small dice book for the roll tests, until the data helper's reader lands: the six dice GAPS B3
 * gives and four more (faces as the TS dataset has them), the two species whose TSR terrain doubling
 * the FAQ shows (Dwarves at a Highland, Goblins at a Swampland), Coral Elves with their v4 Coastal
 * Dodge, Undead (death only), five terrain types, and the SAI rules
 * read from our own `sais.json`.
 */
const faces = (...fs: string[]): UnitFace[] =>
  fs.map((f) => {
    const [icon, count] = f.split(' ');
    return { icon: icon as Icon, count: Number(count) };
  });

const unit = (id: string, name: string, species: string, cls: UnitDie['class'], health: number, f: UnitFace[]): UnitDie => ({ id, name, species, class: cls, health, faces: f, source: 'dataset' });

export const DICE: readonly UnitDie[] = [
  unit('dwarf-mammoth-rider', 'Mammoth Rider', 'dwarves', 'cavalry', 3, faces('id 3', 'melee 4', 'trample 3', 'melee 3', 'trample 3', 'save 3')),
  unit('dwarf-footman', 'Footman', 'dwarves', 'heavy-melee', 1, faces('id 1', 'save 1', 'melee 1', 'save 1', 'melee 1', 'melee 2')),
  unit('dwarf-theurgist', 'Theurgist', 'dwarves', 'magic', 1, faces('id 1', 'melee 1', 'magic 1', 'save 1', 'magic 1', 'magic 2')),
  unit('dwarf-crack-shot', 'Crack-Shot', 'dwarves', 'missile', 3, faces('id 3', 'melee 4', 'missile 3', 'bullseye 3', 'missile 3', 'missile 2')),
  unit('goblin-leopard-rider', 'Leopard Rider', 'goblins', 'cavalry', 3, faces('id 3', 'missile 3', 'rend 3', 'save 3', 'rend 3', 'melee 4')),
  unit('goblin-thug', 'Thug', 'goblins', 'heavy-melee', 1, faces('id 1', 'save 1', 'melee 1', 'maneuver 1', 'melee 1', 'melee 2')),
  unit('dwarf-wizard', 'Wizard', 'dwarves', 'magic', 3, faces('id 3', 'save 3', 'magic 4', 'melee 2', 'magic 3', 'cantrip 4')),
  unit('goblin-trickster', 'Trickster', 'goblins', 'magic', 1, faces('id 1', 'melee 1', 'magic 1', 'maneuver 1', 'magic 1', 'magic 2')),
  unit('coral-elf-courier', 'Courier', 'coral-elves', 'light-melee', 2, faces('id 2', 'melee 2', 'maneuver 3', 'melee 2', 'maneuver 2', 'missile 3')),
  unit('undead-apparition', 'Apparition', 'undead', 'heavy-magic', 1, faces('id 1', 'magic 2', 'melee 1', 'magic 1', 'melee 1', 'save 1')),
];

const SPECIES: readonly Species[] = [
  {
    id: 'dwarves',
    name: 'Dwarves',
    elements: ['fire', 'earth'],
    era: 'tsr',
    abilities: [{ ruleset: '1996', name: 'Highland home', at: { type: 'highland' }, effect: 'double', results: { from: 'maneuver' }, text: 'maneuvers doubled at a Highland', source: 'tsr-faq' }],
    source: 'dataset',
  },
  {
    id: 'goblins',
    name: 'Goblins',
    elements: ['death', 'earth'],
    era: 'tsr',
    abilities: [{ ruleset: '1996', name: 'Swampland home', at: { type: 'swampland' }, effect: 'double', results: { from: 'maneuver' }, text: 'maneuvers doubled at a Swampland', source: 'tsr-faq' }],
    source: 'dataset',
  },
  {
    id: 'coral-elves',
    name: 'Coral Elves',
    elements: ['air', 'water'],
    era: 'tsr',
    abilities: [{ ruleset: 'v4', name: 'Coastal Dodge', at: { element: 'water' }, effect: 'counts-as', results: { from: 'maneuver', to: 'save', inRoll: 'save' }, text: 'maneuvers count as saves at water', source: 'sfr-v4' }],
    source: 'dataset',
  },
  { id: 'undead', name: 'Undead', elements: ['death'], era: 'kicker', abilities: [], source: 'dataset' },
];

const TERRAINS: readonly TerrainType[] = [
  { id: 'highland', name: 'Highland', elements: ['fire', 'earth'], kind: 'basic', faces: ['magic', 'magic', 'magic', 'missile', 'missile', 'melee', 'melee', 'eighth'], source: 'dataset' },
  { id: 'swampland', name: 'Swampland', elements: ['water', 'earth'], kind: 'basic', faces: ['magic', 'magic', 'missile', 'missile', 'melee', 'melee', 'melee', 'eighth'], source: 'dataset' },
  { id: 'coastland', name: 'Coastland', elements: ['air', 'water'], kind: 'basic', faces: ['magic', 'missile', 'missile', 'missile', 'missile', 'melee', 'melee', 'eighth'], source: 'dataset' },
  { id: 'deadland', name: 'Deadland', elements: ['death'], kind: 'minor', faces: ['magic', 'magic', 'magic', 'missile', 'missile', 'melee', 'melee', 'eighth'], source: 'invented' },
  { id: 'flatland', name: 'Flatland', elements: ['air', 'earth'], kind: 'basic', faces: ['magic', 'missile', 'missile', 'missile', 'melee', 'melee', 'melee', 'eighth'], source: 'dataset' },
];

export function saiRules(): SaiRule[] {
  return (JSON.parse(readFileSync('assets/dice/dragon-dice/sais.json', 'utf8')) as { sais: SaiRule[] }).sais;
}

export function testBook(extra: { species?: Species[]; dice?: UnitDie[] } = {}): DiceBook {
  const byId = <T extends { id: string }>(xs: readonly T[]) => new Map(xs.map((x) => [x.id, x]));
  return {
    species: byId([...SPECIES, ...(extra.species ?? [])]),
    units: byId([...DICE, ...(extra.dice ?? [])]),
    forms: new Map(),
    dragons: new Map(),
    terrainTypes: byId(TERRAINS),
    terrains: new Map(),
    spells: new Map(),
    sais: byId(saiRules()),
  };
}

/** The die of that id in the book. */
export function die(book: DiceBook, id: string): UnitDie {
  const d = book.units.get(id);
  if (!d) throw new Error(`no die ${id} in the test book`);
  return d;
}

/** A die showing its first face with that icon (`trample`, `id`, `maneuver`), as unit `unit`. */
export function showing(book: DiceBook, id: string, icon: string, unitId = id): RolledDie {
  const d = die(book, id);
  const face = d.faces.findIndex((f) => f.icon === icon);
  if (face < 0) throw new Error(`${d.name} has no ${icon} face`);
  return { unit: unitId, die: d, face };
}
