import { SeededDice } from '../../../../src/engine/core/dice.ts';
import type { DiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';
import type { TerrainDie, TerrainType, UnitDie, UnitFace } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import { DdStateSchema, type DdState, type Place } from '../../../../src/engine/games/dragon-dice/state.ts';

/**
 * States built by hand for the actions' tests (units placed by name at the data's terrains), and a
 * tiny STAND-IN dice book for the one SAI `sais.json` does not describe yet (Flame, which buries):
 * `test-flamer` is our own die; the rest of the tests read the game's data (`loadBook()`).
 */
const faces = (...list: string[]): UnitFace[] => list.map((f) => {
  const [icon, count] = f.split(' ');
  return { icon: icon as UnitFace['icon'], count: Number(count) };
});
const unit = (id: string, name: string, species: string, cls: UnitDie['class'], health: number, list: string[]): UnitDie => ({ id, name, species, class: cls, health, faces: faces(...list), source: 'dataset' });

export const DICE: UnitDie[] = [
  unit('dwarf-footman', 'Footman', 'dwarves', 'heavy-melee', 1, ['id 1', 'save 1', 'melee 1', 'save 1', 'melee 1', 'melee 2']),
  unit('dwarf-sergeant', 'Sergeant', 'dwarves', 'heavy-melee', 2, ['id 2', 'maneuver 2', 'melee 2', 'save 3', 'melee 2', 'melee 3']),
  unit('dwarf-warlord', 'Warlord', 'dwarves', 'heavy-melee', 3, ['id 3', 'save 3', 'melee 3', 'smite 4', 'melee 3', 'melee 3']),
  unit('dwarf-crossbowman', 'Crossbowman', 'dwarves', 'missile', 1, ['id 1', 'melee 1', 'missile 1', 'save 1', 'missile 1', 'missile 2']),
  unit('dwarf-crack-shot', 'Crack-Shot', 'dwarves', 'missile', 3, ['id 3', 'melee 4', 'missile 3', 'bullseye 3', 'missile 3', 'missile 2']),
  unit('goblin-thug', 'Thug', 'goblins', 'heavy-melee', 1, ['id 1', 'save 1', 'melee 1', 'maneuver 1', 'melee 1', 'melee 2']),
  unit('goblin-cutthroat', 'Cutthroat', 'goblins', 'heavy-melee', 2, ['id 2', 'save 2', 'melee 2', 'maneuver 3', 'melee 2', 'melee 3']),
  unit('goblin-marauder', 'Marauder', 'goblins', 'heavy-melee', 3, ['id 3', 'maneuver 2', 'melee 4', 'save 3', 'melee 3', 'smite 4']),
  unit('goblin-pelter', 'Pelter', 'goblins', 'missile', 1, ['id 1', 'save 1', 'missile 1', 'save 1', 'missile 2', 'maneuver 1']),
  unit('goblin-leopard-rider', 'Leopard Rider', 'goblins', 'cavalry', 3, ['id 3', 'missile 3', 'rend 3', 'save 3', 'rend 3', 'melee 4']),
  unit('coral-elf-coral-giant', 'Coral Giant', 'coral-elves', 'monster', 4, ['id 4', 'save 4', 'smite 4', 'trample 4', 'melee 4', 'maneuver 4', 'smite 4', 'save 4', 'counter 4', 'trample 4']),
  { ...unit('test-flamer', 'Flamer', 'dwarves', 'heavy-melee', 3, ['id 3', 'flame 2', 'melee 3', 'save 3', 'melee 3', 'melee 3']), source: 'invented' },
  // Our own dice, one targeting SAI each on face 2, to roll the SAIs `sais.json` does not describe yet.
  { ...unit('test-poisoner', 'Poisoner', 'goblins', 'heavy-melee', 3, ['id 3', 'poison 1', 'melee 3', 'save 3', 'melee 3', 'melee 3']), source: 'invented' },
  { ...unit('test-gorer', 'Gorer', 'goblins', 'heavy-melee', 3, ['id 3', 'gore 2', 'melee 3', 'save 3', 'melee 3', 'melee 3']), source: 'invented' },
  { ...unit('test-roarer', 'Roarer', 'dwarves', 'heavy-melee', 3, ['id 3', 'roar 3', 'melee 3', 'save 3', 'melee 3', 'melee 3']), source: 'invented' },
  { ...unit('test-shield', 'Shield-bearer', 'lava-elves', 'heavy-melee', 2, ['id 2', 'scorching-shield 1', 'melee 2', 'save 2', 'melee 2', 'melee 2']), source: 'invented' },
  { ...unit('test-plaguer', 'Plaguer', 'goblins', 'heavy-melee', 3, ['id 3', 'plague 1', 'melee 3', 'save 3', 'melee 3', 'melee 3']), source: 'invented' },
];

const TYPES: TerrainType[] = [
  { id: 'highland', name: 'Highland', elements: ['fire', 'earth'], kind: 'basic', faces: ['magic', 'magic', 'magic', 'missile', 'missile', 'melee', 'melee', 'eighth'], source: 'dataset' },
  { id: 'coastland', name: 'Coastland', elements: ['air', 'water'], kind: 'basic', faces: ['magic', 'missile', 'missile', 'missile', 'missile', 'melee', 'melee', 'eighth'], source: 'dataset' },
  { id: 'flatland', name: 'Flatland', elements: ['air', 'earth'], kind: 'basic', faces: ['magic', 'missile', 'missile', 'missile', 'melee', 'melee', 'melee', 'eighth'], source: 'dataset' },
];
const TERRAIN_DICE: TerrainDie[] = [
  { id: 'highland-city', name: 'Highland', type: 'highland', eighth: 'city', source: 'dataset' },
  { id: 'coastland-tower', name: 'Coastland', type: 'coastland', eighth: 'tower', source: 'dataset' },
  { id: 'flatland-temple', name: 'Flatland', type: 'flatland', eighth: 'temple', source: 'dataset' },
];

export function standInBook(): DiceBook {
  return {
    species: new Map(),
    units: new Map(DICE.map((d) => [d.id, d])),
    forms: new Map(),
    dragons: new Map(),
    terrainTypes: new Map(TYPES.map((t) => [t.id, t])),
    terrains: new Map(TERRAIN_DICE.map((t) => [t.id, t])),
    spells: new Map(),
    sais: new Map(),
  };
}

/** Two players' terrains: p1's home Highland, p2's home Coastland, the Flatland frontier. */
export const TERRAINS = [
  { id: 't-p1', die: 'highland-city', home: 'p1', face: 6, heldBy: null },
  { id: 't-p2', die: 'coastland-tower', home: 'p2', face: 4, heldBy: null },
  { id: 't-front', die: 'flatland-temple', home: null, face: 5, heldBy: null },
];

/** "p1 dwarf-footman t-front" style placements: owner, die, place (a terrain id, reserve, dua, bua); ids count up per owner and die. */
export function gameWith(placements: ReadonlyArray<[owner: string, die: string, at: string]>): DdState {
  const units: DdState['units'] = {};
  const seen = new Map<string, number>();
  for (const [owner, die, at] of placements) {
    const key = `${owner}-${die}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const place: Place = at === 'reserve' || at === 'dua' || at === 'bua' ? { kind: at } : { kind: 'terrain', terrain: at };
    units[`${key}-${n}`] = { id: `${key}-${n}`, die, owner, at: place };
  }
  return DdStateSchema.parse({
    game: 'dragon-dice',
    ruleset: 'v4',
    force: 24,
    players: ['p1', 'p2'],
    units,
    dragons: {},
    terrains: TERRAINS,
    setup: { step: 'done', terrains: {}, builds: null, orderRoll: null, first: null },
    turn: null,
    action: null,
    dragonAttack: null,
    effects: [],
    bot: [],
    ended: null,
  });
}

/** Dice that show these faces, in order (each a die's face from 1). */
export const faces6 = (...list: number[]) => new SeededDice('actions-test', 0, list);

/** Where each unit is now, by id: `terrain:t-front`, `dua`, `bua`. */
export const places = (state: DdState) => Object.fromEntries(Object.values(state.units).map((u) => [u.id, u.at.kind === 'terrain' ? `terrain:${u.at.terrain}` : u.at.kind]));
