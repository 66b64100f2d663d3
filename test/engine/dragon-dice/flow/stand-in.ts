import type { DiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';
import type { DragonDie, Species, TerrainDie, TerrainType, UnitClass, UnitDie, UnitFace } from '../../../../src/engine/games/dragon-dice/dice/types.ts';

/**
 * A LOCAL STAND-IN for the dice data (the data helper's files land later): two TSR species of 15
 * plain dice each (every class in health 1, 2, 3), two drakes and the four basic terrains with
 * SFR's face sequences (GAPS B4). Faces are made up for the flow's tests: only their icons' kinds
 * matter here (maneuvers and IDs), never a real die's.
 */
const CLASSES: UnitClass[] = ['heavy-melee', 'light-melee', 'cavalry', 'missile', 'magic'];

function face(text: string): UnitFace {
  const [icon, count] = text.split(' ');
  return { icon: icon as UnitFace['icon'], count: Number(count) };
}

function speciesDice(species: string): UnitDie[] {
  return CLASSES.flatMap((cls) =>
    [1, 2, 3].map((health) => ({
      id: `${species}-${cls}-${health}`,
      name: `${species} ${cls} ${health}`,
      species,
      class: cls,
      health,
      faces: [`id ${health}`, `maneuver ${health}`, 'melee 1', 'save 1', 'maneuver 1', 'missile 1'].map(face),
      source: 'invented' as const,
    })),
  );
}

const terrainTypes: TerrainType[] = [
  { id: 'coastland', name: 'Coastland', elements: ['air', 'water'], kind: 'basic', faces: ['magic', 'missile', 'missile', 'missile', 'missile', 'melee', 'melee', 'eighth'], source: 'invented' },
  { id: 'flatland', name: 'Flatland', elements: ['air', 'earth'], kind: 'basic', faces: ['magic', 'missile', 'missile', 'missile', 'melee', 'melee', 'melee', 'eighth'], source: 'invented' },
  { id: 'highland', name: 'Highland', elements: ['fire', 'earth'], kind: 'basic', faces: ['magic', 'magic', 'magic', 'missile', 'missile', 'melee', 'melee', 'eighth'], source: 'invented' },
  { id: 'swampland', name: 'Swampland', elements: ['water', 'earth'], kind: 'basic', faces: ['magic', 'magic', 'missile', 'missile', 'melee', 'melee', 'melee', 'eighth'], source: 'invented' },
];
const terrains: TerrainDie[] = terrainTypes.map((t) => ({ id: `${t.id}-city`, name: `${t.name} (City)`, type: t.id, eighth: 'city', source: 'invented' }));
const species: Species[] = [
  { id: 'dwarf', name: 'Dwarves', elements: ['fire', 'earth'], era: 'tsr', abilities: [], source: 'invented' },
  { id: 'goblin', name: 'Goblins', elements: ['death', 'earth'], era: 'tsr', abilities: [], source: 'invented' },
];
const dragons: DragonDie[] = [
  { id: 'red-drake', name: 'Red Drake', colour: 'red', form: 'drake', health: 5, saves: 5, source: 'invented' },
  { id: 'green-drake', name: 'Green Drake', colour: 'green', form: 'drake', health: 5, saves: 5, source: 'invented' },
  { id: 'black-drake', name: 'Black Drake', colour: 'black', form: 'drake', health: 5, saves: 5, source: 'invented' },
];

export const standInBook: DiceBook = {
  species: new Map(species.map((s) => [s.id, s])),
  units: new Map([...speciesDice('dwarf'), ...speciesDice('goblin')].map((u) => [u.id, u])),
  forms: new Map(),
  dragons: new Map(dragons.map((d) => [d.id, d])),
  terrainTypes: new Map(terrainTypes.map((t) => [t.id, t])),
  terrains: new Map(terrains.map((t) => [t.id, t])),
  spells: new Map(),
  sais: new Map(),
};
