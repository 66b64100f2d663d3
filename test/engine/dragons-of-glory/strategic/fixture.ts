import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { parseStrategicMap } from '../../../../src/engine/games/dragons-of-glory/map/parse.ts';
import type { StrategicMap } from '../../../../src/engine/games/dragons-of-glory/map/types.ts';
import type { DogState, NationState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import type { CounterSpec, Race, Side, UnitKind } from '../../../../src/engine/games/dragons-of-glory/units.ts';
import type { NationRules, World } from '../../../../src/engine/games/dragons-of-glory/world.ts';

/**
 * A small test world for the strategic rules: a 10×6 map with kender Hylo, ogre Blode, the knight
 * nations Solanthus and Caergoth with the High Clerist's Tower, hobgoblin Throtyl, Neraka with the
 * Dark Temple, and the pirates; their counters and DL11 ratings as in GAPS §3.1 and §4.
 */

export const MAP_TEXT = `
map: strategic-test
size: 10x6
terrain:
01 ~ . . . . . . . . .
02  ~ . . . . . . . . .
03 ~ . . . . . . . . .
04  ~ . . . . . . . . .
05 ~ . . . . . . . . .
06  ~ . . . . . . . . ~
nations:
01 . h h b b s s c c c
02  . h h b b s s c c c
03 . h h b b s s t t t
04  . y y n n n n t t t
05 . y y n n n n p p p
06  . y y n n n n p p .
nation-codes:
  h hylo
  b blode
  s solanthus
  c caergoth
  t high-clerists-tower
  y throtyl
  n neraka
  p maelstrom
places:
  kenderhome 0201a fortified-city port capital=hylo "Kenderhome"
  hylo-keep 0302a fortress "Hylo Keep"
  kendermore 0303a city "Kendermore"
  bloten 0402a fortified-city capital=blode "Bloten"
  solanthus 0601a fortified-city capital=solanthus "Solanthus"
  thelgaard 0602a fortress "Thelgaard"
  caergoth 0901a fortified-city port capital=caergoth "Caergoth"
  hct 0903a fortress capital=high-clerists-tower "High Clerist's Tower"
  throtl 0205a fortified-city port capital=throtyl "Throtl"
  neraka 0505a fortified-city capital=neraka dark-temple "Neraka"
  dargaard-keep 0704a fortress "Dargaard Keep"
  sea-reach 0906a fortified-city port capital=maelstrom "Sea Reach"
`;

export function testMap(text = MAP_TEXT): StrategicMap {
  const read = parseStrategicMap(text);
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

const counter = (id: string, kind: UnitKind, race: Race, nation: string, strength: number, depleted: number | null, movement: number): CounterSpec => ({
  id,
  name: id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '),
  kind,
  race,
  nation,
  strength,
  depleted,
  movement,
  sources: { strength: 'dl11', movement: 'dl11' },
});

const many = (n: number, prefix: string, make: (id: string) => CounterSpec) => Array.from({ length: n }, (_, i) => make(`${prefix}-${i + 1}`));

export const COUNTERS: Array<CounterSpec & { side?: Side }> = [
  ...many(3, 'hylo-kender', (id) => counter(id, 'infantry', 'kender', 'hylo', 4, 2, 3)),
  counter('hylo-leader', 'leader', 'kender', 'hylo', 1, null, 8),
  counter('hylo-fleet', 'fleet', 'human', 'hylo', 4, 3, 40),
  ...many(3, 'blode-ogres', (id) => counter(id, 'infantry', 'ogre', 'blode', 6, 3, 4)),
  ...many(2, 'blode-griffons', (id) => counter(id, 'air', 'griffon', 'blode', 2, 1, 18)),
  ...many(2, 'solanthus-knights', (id) => counter(id, 'infantry', 'knight', 'solanthus', 6, 3, 5)),
  counter('caergoth-knights-1', 'cavalry', 'knight', 'caergoth', 6, 3, 8),
  ...many(3, 'tower-knights', (id) => counter(id, 'infantry', 'knight', 'high-clerists-tower', 4, 2, 5)),
  ...many(4, 'throtyl-hobgoblins', (id) => counter(id, 'infantry', 'hobgoblin', 'throtyl', 4, 2, 3)),
  counter('toede', 'leader', 'hobgoblin', 'throtyl', 1, null, 10),
  ...many(3, 'draconians', (id) => counter(id, 'infantry', 'draconian', 'dragonarmy', 6, 3, 6)),
  counter('red-dragon-1', 'dragon', 'dragon', 'dragonarmy', 2, null, 16),
  counter('pirate-fleet-1', 'fleet', 'human', 'maelstrom', 4, 3, 45),
  counter('pirate-garrison', 'infantry', 'human', 'maelstrom', 4, 2, 0),
  counter('ariakas', 'leader', 'human', 'dragonarmy', 4, null, 10),
  // Counters of no nation serve the side the data gives them.
  { ...counter('iolanthe', 'wizard', 'human', 'wizards', 3, null, 0), side: 'highlord' as const },
  { ...counter('par-salian', 'wizard', 'human', 'wizards', 3, null, 0), side: 'whitestone' as const },
  { ...counter('laurana', 'leader', 'elf', 'whitestone', 5, null, 12), side: 'whitestone' as const },
  ...many(3, 'good-dragon', (id) => ({ ...counter(id, 'dragon', 'dragon', 'good-dragons', 4, null, 16), side: 'whitestone' as const })),
  ...many(2, 'flying-citadel', (id) => counter(id, 'citadel', 'none', 'dragonarmy', 0, null, 4)),
  counter('soth', 'leader', 'undead', 'dragonarmy', 3, null, 10),
  ...many(2, 'undead-legion', (id) => counter(id, 'cavalry', 'undead', 'dragonarmy', 10, 5, 8)),
];

const nation = (id: string, name: string, activation: NationRules['activation'], knight = false, counts = true): NationRules => ({ id, name, colour: '#888888', knight, activation, invasion: null, vp: 1, counts });

export const NATIONS: NationRules[] = [
  nation('hylo', 'Hylo', { whitestone: 4, highlord: -2 }),
  nation('blode', 'Blode', { whitestone: -2, highlord: 7 }),
  nation('solanthus', 'Solanthus', { whitestone: 3, highlord: -2 }, true),
  nation('caergoth', 'Caergoth', { whitestone: 3, highlord: -2 }, true),
  nation('high-clerists-tower', "High Clerist's Tower", null, false, false), // an area, as in the nations' data
  nation('throtyl', 'Throtyl', { whitestone: -2, highlord: 7 }),
  nation('neraka', 'Neraka', null),
  nation('maelstrom', 'Maelstrom', { whitestone: 4, highlord: 4 }),
  nation('dragonarmy', 'the Dragonarmies', null, false, false),
];

export function testWorld(map = testMap()): World {
  return { map, counters: new Map(COUNTERS.map((c) => [c.id, c])), nations: new Map(NATIONS.map((n) => [n.id, n])) };
}

/** Every counter waiting off the map, every nation neutral but the Dragonarmies and Neraka (Highlord). */
export function testState(world: World, turn = 1): DogState {
  const nations: Record<string, NationState> = {};
  for (const n of world.nations.values()) nations[n.id] = { allegiance: n.id === 'dragonarmy' || n.id === 'neraka' ? 'highlord' : 'neutral', conquered: false };
  return {
    scenario: 'test',
    turn,
    lastTurn: 30,
    initiative: 'highlord',
    first: 'highlord',
    phase: 'activation',
    acting: 'highlord',
    half: 1,
    units: Object.fromEntries([...world.counters.keys()].map((id) => [id, { id, at: null, off: 'not-yet' as const, depleted: false }])),
    nations,
    held: {},
    spent: {},
    attacked: [],
    defended: [],
    taunts: [],
    advance: null,
    moves: [],
    battles: [],
    startStrength: { highlord: 0, whitestone: 0 },
    lost: { highlord: 0, whitestone: 0 },
    draconiansRaised: 0,
    darkTemple: 'neraka',
    bot: [],
    ended: null,
  };
}

/** Puts counters on a hex (by label). */
export function put(state: DogState, world: World, label: string, ...ids: string[]): DogState {
  const at = world.map.parse(label);
  if (!at) throw new Error(`no hex ${label}`);
  const units = { ...state.units };
  for (const id of ids) units[id] = { id, at, depleted: false };
  return { ...state, units };
}

export function ally(state: DogState, side: Side | 'neutral', ...nations: string[]): DogState {
  const next = { ...state, nations: { ...state.nations } };
  for (const n of nations) next.nations[n] = { ...next.nations[n]!, allegiance: side };
  return next;
}

/** Dice that show the given faces in order, and say when the rules rolled more or fewer. */
export function facesDice(...faces: number[]): SeededDice {
  return new SeededDice('strategic-test', 0, faces);
}
