import type { Sealed } from '../../../../src/engine/core/sealed.ts';
import type { DiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';
import type { DragonDie, DragonForm, Element, Species, TerrainAction, TerrainDie, TerrainType, UnitClass, UnitDie, UnitFace } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import type { SaiRule } from '../../../../src/engine/games/dragon-dice/rolls/sais.ts';
import type { DdState, Place, Unit } from '../../../../src/engine/games/dragon-dice/state.ts';

/**
 * A small dice book and boards for the view and picture tests, standing in until the data
 * helper's files are on main: sample dice of the four base races with their faces as the public
 * datasets give them (FACTS §2.2), the four basic terrains' v4 face layouts, two dragons, and the
 * special icons these dice carry.
 */

const faces = (text: string): UnitFace[] =>
  text.split(',').map((f) => {
    const [icon, count] = f.trim().split(' ');
    return { icon: icon as UnitFace['icon'], count: Number(count) };
  });

const unit = (species: string, name: string, cls: UnitClass, health: number, faceText: string): UnitDie => ({
  id: `${species}-${name.toLowerCase().replace(/[\s]+/g, '-')}`,
  name,
  species,
  class: cls,
  health,
  faces: faces(faceText),
  source: 'dataset',
});

export const UNITS: UnitDie[] = [
  unit('dwarf', 'Footman', 'heavy-melee', 1, 'id 1, save 1, melee 1, save 1, melee 1, melee 2'),
  unit('dwarf', 'Sergeant', 'heavy-melee', 2, 'id 2, maneuver 2, melee 2, save 3, melee 2, melee 3'),
  unit('dwarf', 'Warlord', 'heavy-melee', 3, 'id 3, save 3, melee 3, smite 4, melee 3, melee 3'),
  unit('dwarf', 'Crossbowman', 'missile', 1, 'id 1, melee 1, missile 1, save 1, missile 1, missile 2'),
  unit('dwarf', 'Pony Rider', 'cavalry', 1, 'id 1, melee 1, hoof 1, melee 1, hoof 2, save 1'),
  unit('dwarf', 'Mammoth Rider', 'cavalry', 3, 'id 3, melee 4, trample 3, melee 3, trample 3, save 3'),
  unit('dwarf', 'Theurgist', 'magic', 1, 'id 1, melee 1, magic 1, save 1, magic 1, magic 2'),
  unit('dwarf', 'Wizard', 'magic', 3, 'id 3, save 3, magic 4, melee 2, magic 3, cantrip 4'),
  unit('dwarf', 'Sentry', 'light-melee', 1, 'id 1, melee 1, maneuver 1, melee 2, maneuver 1, missile 1'),
  unit('goblin', 'Thug', 'heavy-melee', 1, 'id 1, save 1, melee 1, maneuver 1, melee 1, melee 2'),
  unit('goblin', 'Trickster', 'magic', 1, 'id 1, melee 1, magic 1, maneuver 1, magic 1, magic 2'),
  unit('goblin', 'Hedge Wizard', 'magic', 2, 'id 2, save 2, magic 3, maneuver 2, magic 3, magic 2'),
  unit('coral-elf', 'Fighter', 'heavy-melee', 1, 'id 1, melee 1, missile 1, melee 1, maneuver 1, melee 2'),
  unit('coral-elf', 'Evoker', 'magic', 1, 'id 1, magic 1, melee 1, magic 1, maneuver 1, magic 2'),
  unit('lava-elf', 'Bladesman', 'heavy-melee', 1, 'id 1, save 1, melee 1, missile 1, melee 1, melee 2'),
  unit('lava-elf', 'Adept', 'magic', 1, 'id 1, save 1, magic 1, maneuver 1, magic 1, magic 2'),
];

const species = (id: string, name: string, elements: Element[]): Species => ({ id, name, elements, era: 'tsr', abilities: [], source: 'dataset' });

export const SPECIES: Species[] = [
  {
    ...species('coral-elf', 'Coral Elves', ['air', 'water']),
    // FACTS §2.2: Coral Elves count maneuvers as saves at Coastland (TSR row; our own words).
    abilities: [{ ruleset: '1996', name: 'Coastal Dodge', at: { type: 'coastland' }, effect: 'counts-as', results: { from: 'maneuver', to: 'save' }, text: 'Maneuvers count as saves at Coastland.', source: 'tsr-1996' }],
  },
  species('dwarf', 'Dwarves', ['fire', 'earth']),
  species('goblin', 'Goblins', ['death', 'earth']),
  species('lava-elf', 'Lava Elves', ['death', 'fire']),
];

const layout = (spec: string): TerrainAction[] =>
  spec.split('').map((c) => ({ g: 'magic', s: 'missile', m: 'melee', '8': 'eighth' })[c] as TerrainAction);

export const TERRAIN_TYPES: TerrainType[] = [
  { id: 'coastland', name: 'Coastland', elements: ['air', 'water'], kind: 'basic', faces: layout('gssssmm8'), source: 'dataset' },
  { id: 'flatland', name: 'Flatland', elements: ['air', 'earth'], kind: 'basic', faces: layout('gsssmmm8'), source: 'dataset' },
  { id: 'highland', name: 'Highland', elements: ['fire', 'earth'], kind: 'basic', faces: layout('gggssmm8'), source: 'dataset' },
  { id: 'swampland', name: 'Swampland', elements: ['water', 'earth'], kind: 'basic', faces: layout('ggssmmm8'), source: 'dataset' },
];

export const TERRAINS: TerrainDie[] = [
  { id: 'highland-tower', name: 'Highland Tower', type: 'highland', eighth: 'tower', source: 'dataset' },
  { id: 'swampland-temple', name: 'Swampland Temple', type: 'swampland', eighth: 'temple', source: 'dataset' },
  { id: 'coastland-city', name: 'Coastland City', type: 'coastland', eighth: 'city', source: 'dataset' },
  { id: 'flatland-standing-stones', name: 'Flatland Standing Stones', type: 'flatland', eighth: 'standing-stones', source: 'dataset' },
  { id: 'highland-city', name: 'Highland City', type: 'highland', eighth: 'city', source: 'dataset' },
];

export const FORMS: DragonForm[] = [
  { id: 'drake', name: 'Drake', faces: ['jaws', 'breath', 'claw', 'claw', 'claw', 'claw', 'wing', 'wing', 'belly', 'belly', 'tail', 'tail'], source: 'dataset' },
];
export const DRAGONS: DragonDie[] = [
  { id: 'red-drake', name: 'Red Drake', colour: 'red', form: 'drake', health: 5, saves: 5, source: 'dataset' },
  { id: 'green-drake', name: 'Green Drake', colour: 'green', form: 'drake', health: 5, saves: 5, source: 'dataset' },
];

/** FACTS §2.2 (OC variables.py): what these dice's special icons count as in each roll. */
export const SAIS: SaiRule[] = [
  { id: 'smite', name: 'Smite', rolls: { melee: { counts: ['melee'], effect: 'kill-no-save' } }, text: 'Kills with no save.', source: 'dataset' },
  { id: 'trample', name: 'Trample', rolls: { melee: { counts: ['melee'] }, maneuver: { counts: ['maneuver'] } }, text: 'Melee and maneuver.', source: 'dataset' },
  { id: 'hoof', name: 'Hoof', rolls: { maneuver: { counts: ['maneuver'] }, save: { counts: ['save'] } }, text: 'Maneuver and save.', source: 'dataset' },
  { id: 'cantrip', name: 'Cantrip', rolls: { magic: { counts: ['magic'] }, melee: { effect: 'cantrip' } }, text: 'Magic, or spell points only.', source: 'dataset' },
];

const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]));

export function testBook(): DiceBook {
  return {
    species: byId(SPECIES),
    units: byId(UNITS),
    forms: byId(FORMS),
    dragons: byId(DRAGONS),
    terrainTypes: byId(TERRAIN_TYPES),
    terrains: byId(TERRAINS),
    spells: new Map(),
    sais: byId(SAIS),
  };
}

export const SEATS = ['p1', 'p2', 'p3', 'p4'] as const;
const RACE: Record<string, string> = { p1: 'dwarf', p2: 'goblin', p3: 'coral-elf', p4: 'lava-elf' };
const HOME: Record<string, string> = { p1: 'highland-tower', p2: 'swampland-temple', p3: 'coastland-city', p4: 'flatland-standing-stones' };

/** `n` dice of a player's race, their kinds in turn, with instance ids `<seat>-<die>-<k>`. */
function dice(seat: string, n: number, at: Place, from = 0): Unit[] {
  const own = UNITS.filter((u) => u.species === RACE[seat]);
  return Array.from({ length: n }, (_, i) => {
    const die = own[(from + i) % own.length]!;
    return { id: `${seat}-${die.id}-${from + i}`, die: die.id, owner: seat, at };
  });
}

function base(players: string[]): DdState {
  return {
    game: 'dragon-dice',
    ruleset: 'v4',
    force: 24,
    players,
    units: {},
    dragons: {},
    terrains: [],
    setup: { step: 'done', terrains: {}, builds: null, orderRoll: null, first: players[0]!, },
    turn: null,
    action: null,
    dragonAttack: null,
    effects: [],
    bot: [],
    ended: null,
  };
}

const record = (units: Unit[]) => Object.fromEntries(units.map((u) => [u.id, u]));

/**
 * A 4-player game in its second round: each home terrain with its owner's home army (10 dice)
 * and the next player's horde (10), the frontier (face 8, held by p2) with every campaign army
 * (10 each), 3 dice in each reserve, 2 in each DUA, one buried, dragons in the summoning pool and
 * one at the frontier.
 */
export function fourPlayerBoard(): DdState {
  const s = base([...SEATS]);
  const units: Unit[] = [];
  SEATS.forEach((seat, i) => {
    const home = `t-${seat}`;
    const next = SEATS[(i + 1) % SEATS.length]!;
    units.push(...dice(seat, 10, { kind: 'terrain', terrain: home }, 0));
    units.push(...dice(seat, 10, { kind: 'terrain', terrain: `t-${next}` }, 10));
    units.push(...dice(seat, 10, { kind: 'terrain', terrain: 't-frontier' }, 20));
    units.push(...dice(seat, 3, { kind: 'reserve' }, 30));
    units.push(...dice(seat, 2, { kind: 'dua' }, 33));
    units.push(...dice(seat, 1, { kind: 'bua' }, 35));
  });
  return {
    ...s,
    units: record(units),
    dragons: {
      'p1-red-drake': { id: 'p1-red-drake', die: 'red-drake', owner: 'p1', at: { kind: 'pool' } },
      'p2-green-drake': { id: 'p2-green-drake', die: 'green-drake', owner: 'p2', at: { kind: 'terrain', terrain: 't-frontier' } },
    },
    terrains: [
      ...SEATS.map((seat, i) => ({ id: `t-${seat}`, die: HOME[seat]!, home: seat, face: i + 2, heldBy: null })),
      { id: 't-frontier', die: 'highland-city', home: null, face: 8, heldBy: 'p2' },
    ],
    turn: { round: 2, player: 'p1', step: 'first-march', marched: [], march: null },
  };
}

/**
 * A 2-player game at its build step: each seat's armies built in secret (units at `built`
 * places), p2's build given as `[home, horde, campaign]` dice counts and its first die.
 */
export function buildStep(p2: { counts: [number, number, number]; from: number }, sealed: string[] = ['p1', 'p2']): DdState {
  const s = base(['p1', 'p2']);
  const armies = ['home', 'horde', 'campaign'] as const;
  const units: Unit[] = [];
  armies.forEach((army, i) => units.push(...dice('p1', 4, { kind: 'built', army }, i * 4)));
  armies.forEach((army, i) => units.push(...dice('p2', p2.counts[i]!, { kind: 'built', army }, p2.from + i * 10)));
  const builds: Sealed = {
    what: 'army build',
    seats: ['p1', 'p2'],
    choices: Object.fromEntries(
      sealed.map((seat) => [seat, { home: units.filter((u) => u.owner === seat && u.at.kind === 'built' && u.at.army === 'home').map((u) => u.die), homeTerrain: HOME[seat] }]),
    ),
    defaulted: [],
  };
  return {
    ...s,
    units: record(units),
    dragons: { 'p2-green-drake': { id: 'p2-green-drake', die: 'green-drake', owner: 'p2', at: { kind: 'built', army: 'home' } } },
    setup: { step: 'build', terrains: {}, builds, orderRoll: null, first: null },
  };
}

/** The same game once the builds are revealed together: the set-up has moved on to the roll for order. */
export function revealed(state: DdState): DdState {
  return { ...state, setup: { ...state.setup, step: 'order' } };
}
