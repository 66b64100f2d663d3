import { SeededDice } from '../../../../src/engine/core/dice.ts';
import type { DiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';
import type { DragonDie, DragonForm, Element, Icon, Species, Spell, TerrainDie, TerrainType, UnitDie } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import type { DdState, Place } from '../../../../src/engine/games/dragon-dice/state.ts';

/**
 * A small dice book for the magic and dragon tests, LOCAL STAND-IN until the data helper's files
 * are on main: the spells with the costs and marks of FACTS §2.2 (SFR basic spells), the dragon
 * forms' faces of FACTS §2.2, the terrain types' elements of GAPS B4, and a few unit dice with
 * plain faces (the faces are the tests' own, chosen so a forced face gives a known result).
 */

const face = (spec: string) => {
  const [icon, count] = spec.split(' ');
  return { icon: icon as Icon, count: Number(count) };
};

function unit(id: string, species: string, health: number, faces: string[]): UnitDie {
  return { id, name: id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '), species, class: 'magic', health, faces: faces.map(face), source: 'invented' };
}

/** Faces by number (1-6): 1 id, 2 magic 1, 3 magic 2, 4 save 1, 5 maneuver 1, 6 melee 1 (health-sized where the test says). */
const UNITS: UnitDie[] = [
  unit('dwarf-theurgist', 'dwarves', 1, ['id 1', 'magic 1', 'magic 2', 'save 1', 'maneuver 1', 'melee 1']),
  unit('dwarf-wizard', 'dwarves', 3, ['id 3', 'magic 3', 'magic 4', 'save 3', 'maneuver 3', 'melee 3']),
  unit('dwarf-footman', 'dwarves', 1, ['id 1', 'missile 1', 'melee 2', 'save 1', 'maneuver 1', 'melee 1']),
  unit('dwarf-sergeant', 'dwarves', 2, ['id 2', 'missile 2', 'melee 2', 'save 2', 'maneuver 2', 'melee 2']),
  unit('goblin-thug', 'goblins', 1, ['id 1', 'missile 1', 'melee 2', 'save 1', 'maneuver 1', 'melee 1']),
  unit('goblin-cutthroat', 'goblins', 2, ['id 2', 'missile 2', 'melee 2', 'save 2', 'maneuver 2', 'melee 2']),
  unit('goblin-marauder', 'goblins', 3, ['id 3', 'missile 3', 'melee 4', 'save 3', 'maneuver 3', 'melee 3']),
  unit('goblin-trickster', 'goblins', 1, ['id 1', 'magic 1', 'magic 2', 'save 1', 'maneuver 1', 'melee 1']),
  unit('coral-evoker', 'coral-elves', 1, ['id 1', 'magic 1', 'magic 2', 'save 1', 'maneuver 1', 'melee 1']),
  unit('coral-enchanter', 'coral-elves', 3, ['id 3', 'magic 3', 'magic 4', 'save 3', 'maneuver 3', 'melee 3']),
  unit('scalder-mage', 'scalders', 2, ['id 2', 'magic 2', 'magic 4', 'save 2', 'maneuver 2', 'melee 2']),
  unit('amazon-seer', 'amazons', 2, ['id 2', 'magic 2', 'magic 4', 'save 2', 'maneuver 2', 'melee 2']),
  unit('dragonkin-fire', 'dragonkin-fire', 1, ['id 1', 'magic 1', 'magic 2', 'save 1', 'maneuver 1', 'melee 1']),
];

const species = (id: string, elements: Element[]): Species => ({ id, name: id, elements, era: 'tsr', abilities: [], source: 'invented' });
const SPECIES = [
  species('dwarves', ['earth', 'fire']),
  species('goblins', ['death', 'earth']),
  species('coral-elves', ['air', 'water']),
  species('scalders', ['fire', 'water']),
  species('amazons', []),
  species('dragonkin-fire', ['fire']),
];

const type = (id: string, elements: Element[]): TerrainType => ({ id, name: id[0]!.toUpperCase() + id.slice(1), elements, kind: 'basic', faces: ['magic', 'missile', 'missile', 'missile', 'melee', 'melee', 'melee', 'eighth'], source: 'invented' });
const TYPES = [type('coastland', ['air', 'water']), type('flatland', ['air', 'earth']), type('highland', ['earth', 'fire']), type('swampland', ['earth', 'water'])];
const TERRAIN_DICE: TerrainDie[] = TYPES.map((t) => ({ id: `${t.id}-city`, name: t.name, type: t.id, eighth: 'city', source: 'invented' }));

/** FACTS §2.2: drake Jaws, Breath, 4 Claws, 2 Wings, 2 Belly, 2 Tail; wyrm Treasure for the Wings and a third Tail. */
export const FORMS: DragonForm[] = [
  { id: 'drake', name: 'Drake', faces: ['jaws', 'breath', 'claw', 'claw', 'wing', 'wing', 'belly', 'belly', 'claw', 'claw', 'tail', 'tail'], source: 'dataset' },
  { id: 'wyrm', name: 'Wyrm', faces: ['jaws', 'breath', 'claw', 'claw', 'belly', 'belly', 'claw', 'claw', 'tail', 'tail', 'tail', 'treasure'], source: 'dataset' },
];
/** The d12 face of each dragon result, on a drake (and a wyrm's Treasure). */
export const DRAKE = { jaws: 1, breath: 2, claw: 3, wing: 5, belly: 7, tail: 11 } as const;
export const WYRM = { treasure: 12, tail: 9, belly: 5, claw: 3 } as const;

const dragon = (colour: DragonDie['colour'], form: 'drake' | 'wyrm'): DragonDie => ({ id: `${colour}-${form}`, name: `${colour[0]!.toUpperCase()}${colour.slice(1)} ${form[0]!.toUpperCase()}${form.slice(1)}`, colour, form, health: colour === 'white' ? 10 : 5, saves: 5, source: 'invented' });
const DRAGONS = [...['red', 'blue', 'green', 'black', 'yellow', 'ivory', 'white'].map((c) => dragon(c as DragonDie['colour'], 'drake')), dragon('red', 'wyrm'), dragon('green', 'wyrm')];

const spell = (id: string, name: string, element: Spell['element'], cost: number, reserve: boolean, cantrip: boolean, rulesets: Spell['rulesets'] = ['v4', '1996']): Spell => ({ id, name, element, cost, reserve, cantrip, rulesets, text: `${name} (the test's text)`, source: 'sfr-v4' });
/** FACTS §2.2 "SFR basic spells": element, cost, R; the cantrip marks of SFR 44. Wall of Ice: TSR's alone, its cost our stand-in's. */
const SPELLS: Spell[] = [
  spell('hailstorm', 'Hailstorm', 'air', 2, false, true),
  spell('wind-walk', 'Wind Walk', 'air', 4, true, false),
  spell('lightning-strike', 'Lightning Strike', 'air', 6, false, false),
  spell('palsy', 'Palsy', 'death', 2, false, true),
  spell('finger-of-death', 'Finger of Death', 'death', 4, false, false),
  spell('soiled-ground', 'Soiled Ground', 'death', 6, false, false),
  spell('stone-skin', 'Stone Skin', 'earth', 2, true, true),
  spell('path', 'Path', 'earth', 4, true, false),
  spell('transmute-rock-to-mud', 'Transmute Rock to Mud', 'earth', 6, false, false),
  spell('ash-storm', 'Ash Storm', 'fire', 2, false, true),
  spell('fiery-weapon', 'Fiery Weapon', 'fire', 4, true, false),
  spell('dancing-lights', 'Dancing Lights', 'fire', 6, false, false),
  spell('watery-double', 'Watery Double', 'water', 2, true, true),
  spell('flash-flood', 'Flash Flood', 'water', 4, false, false),
  spell('wall-of-fog', 'Wall of Fog', 'water', 6, false, false),
  spell('wall-of-ice', 'Wall of Ice', 'water', 4, false, false, ['1996']),
  spell('resurrect-dead', 'Resurrect Dead', 'elemental', 3, true, false),
  spell('summon-dragonkin', 'Summon Dragonkin', 'elemental', 3, false, false),
  spell('summon-dragon', 'Summon Dragon', 'elemental', 7, false, false),
  spell('summon-white-dragon', 'Summon White Dragon', 'elemental', 14, false, false),
];

const byId = <T extends { id: string }>(xs: T[]) => new Map(xs.map((x) => [x.id, x]));

export const testBook: DiceBook = {
  species: byId(SPECIES),
  units: byId(UNITS),
  forms: byId(FORMS) as DiceBook['forms'],
  dragons: byId(DRAGONS),
  terrainTypes: byId(TYPES),
  terrains: byId(TERRAIN_DICE),
  spells: byId(SPELLS),
  sais: new Map(),
};

/** The test game's terrains: t1 Highland (p1's home), t2 Coastland (the frontier), t3 Swampland (p2's home), t4 Flatland (p3's home). */
export const TERRAINS = { t1: 'highland-city', t2: 'coastland-city', t3: 'swampland-city', t4: 'flatland-city' } as const;

export type At = string | 'reserve' | 'dua' | 'bua' | 'pool';
const place = (at: At): Place => (at === 'reserve' || at === 'dua' || at === 'bua' || at === 'pool' ? { kind: at } : { kind: 'terrain', terrain: at });

/**
 * A game in its first round: `units` as `[id, die, owner, at]`, `dragons` likewise (`at` a terrain,
 * `dua` or `pool`).
 */
export function game(opts: { ruleset?: DdState['ruleset']; player?: string; players?: string[]; units: Array<[string, string, string, At]>; dragons?: Array<[string, string, string, At]>; faces?: Partial<Record<keyof typeof TERRAINS, number>> }): DdState {
  const players = opts.players ?? ['p1', 'p2', 'p3'];
  return {
    game: 'dragon-dice',
    ruleset: opts.ruleset ?? 'v4',
    force: 24,
    players,
    units: Object.fromEntries(opts.units.map(([id, die, owner, at]) => [id, { id, die, owner, at: place(at) }])),
    dragons: Object.fromEntries((opts.dragons ?? []).map(([id, die, owner, at]) => [id, { id, die, owner, at: place(at) }])),
    terrains: Object.entries(TERRAINS).map(([id, die], i) => ({ id, die, home: [players[0]!, null, players[1]!, players[2] ?? null][i] ?? null, face: opts.faces?.[id as keyof typeof TERRAINS] ?? 3, heldBy: null })),
    setup: { step: 'done', terrains: {}, builds: null, orderRoll: null, first: players[0]! },
    turn: { round: 1, player: opts.player ?? players[0]!, step: 'first-march', marched: [], march: null },
    action: null,
    dragonAttack: null,
    effects: [],
    bot: [],
    ended: null,
  };
}

/** Dice that give these faces first, in order (the seeded stream after). */
export const forced = (...faces: number[]) => new SeededDice('magic-and-dragons', 0, faces);
