import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { seatViewer } from '../../../../src/engine/core/events.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { mayTaunt } from '../../../../src/engine/games/dragons-of-glory/attacks/orders.ts';
import { createDragonsOfGlory, type DragonsOfGlory } from '../../../../src/engine/games/dragons-of-glory/index.ts';
import { parseStrategicMap } from '../../../../src/engine/games/dragons-of-glory/map/parse.ts';
import type { DogScenario } from '../../../../src/engine/games/dragons-of-glory/scenario.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import type { CounterSpec } from '../../../../src/engine/games/dragons-of-glory/units.ts';
import type { NationRules, World } from '../../../../src/engine/games/dragons-of-glory/world.ts';

/**
 * A small front for the rules of the war: Throtyl in the north-east, Hylo in the south-west,
 * a ridge, a forest, a river with a ford, a deep river with a bridge, Kenderhome a fortified port.
 *
 *   columns 01..10 of sheet a, rows 01..08
 */
export const FRONT = `
map: front
name: A test front
size: 10x8
terrain:
01 ~ ~ . . . . . m m .
02  ~ . . . . . . m . .
03 ~ . f f . . . . . .
04  ~ . f . . . . . . .
05 ~ . . . . . . . . .
06  ~ . . . . . . . m .
07 ~ ~ . . . . . . . .
08  ~ ~ ~ . . . . . . .
nations:
01 . . t t t t t t t t
02  . t t t t t t t t t
03 . t t t t t t t t t
04  . h h h h h h h h h
05 . h h h h h h h h h
06  . h h h h h h h h h
07 . . h h h h h h h h
08  . . . h h h h h h h
nation-codes:
  h hylo
  t throtyl
places:
  throtl 0502a fortified-city capital=throtyl "Throtl"
  kenderhome 0205a fortified-city port capital=hylo "Kenderhome"
  hylo-keep 0707a fortress "Hylo Keep"
hexsides:
  river 0504a/0505a 0504a/0605a 0604a/0605a 0604a/0705a
  ford 0604a/0605a
  deep-river 0804a/0805a 0804a/0905a 0904a/0905a 0904a/1005a
  bridge 0904a/0905a
  mountain-side 0403a/0404a
`;

let counterSeq = 0;
export function counter(id: string, more: Partial<CounterSpec> = {}): CounterSpec {
  counterSeq++;
  return {
    id,
    name: id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '),
    kind: 'infantry',
    race: 'human',
    nation: 'throtyl',
    strength: 4,
    depleted: 2,
    movement: 4,
    sources: { strength: 'invented', depleted: 'invented', movement: 'invented' },
    ...more,
  };
}

export const COUNTERS: CounterSpec[] = [
  counter('hobgoblins-1', { race: 'hobgoblin', movement: 3 }),
  counter('hobgoblins-2', { race: 'hobgoblin', movement: 3 }),
  counter('hobgoblins-3', { race: 'hobgoblin', movement: 3 }),
  counter('draconians-1', { race: 'draconian', nation: 'dragonarmy', strength: 6, depleted: 3, movement: 6 }),
  counter('riders', { kind: 'cavalry', movement: 8 }),
  counter('ogres', { race: 'ogre', strength: 6, depleted: 3, movement: 4 }),
  counter('toede', { kind: 'leader', race: 'hobgoblin', strength: 1, depleted: null, movement: 10 }),
  counter('red-dragon', { kind: 'dragon', race: 'dragon', nation: 'dragonarmy', strength: 2, depleted: null, movement: 16 }),
  counter('kender-1', { race: 'kender', nation: 'hylo', movement: 3 }),
  counter('kender-2', { race: 'kender', nation: 'hylo', movement: 3 }),
  counter('kender-3', { race: 'kender', nation: 'hylo', movement: 3 }),
  counter('elves', { race: 'elf', nation: 'hylo', strength: 5, depleted: 3, movement: 5 }),
  counter('hylo-guard', { nation: 'hylo' }),
  counter('hylo-lord', { kind: 'leader', nation: 'hylo', strength: 2, depleted: null, movement: 8 }),
];

const NATIONS: NationRules[] = [
  { id: 'throtyl', name: 'Throtyl', colour: '#7a4a2a', knight: false, activation: { whitestone: -2, highlord: 7 }, invasion: null, vp: 1, counts: true },
  { id: 'hylo', name: 'Hylo', colour: '#3a8a3a', knight: false, activation: { whitestone: 4, highlord: -2 }, invasion: null, vp: 1, counts: true },
  { id: 'dragonarmy', name: 'The Dragonarmies', colour: '#222222', knight: false, activation: null, invasion: null, vp: 0, counts: false },
];

export function frontWorld(): World {
  return {
    map: unwrap(parseStrategicMap(FRONT)),
    counters: new Map(COUNTERS.map((c) => [c.id, c])),
    nations: new Map(NATIONS.map((n) => [n.id, n])),
  };
}

/** A scenario on the front: the given counters at the given hexes, Throtyl and the dragonarmies for the Highlords, Hylo for the Whitestone. */
export function frontScenario(world: World, at: Record<string, string>, more: Partial<DogScenario> = {}): DogScenario {
  return {
    id: 'front',
    title: 'The test front',
    summary: 'A test.',
    firstTurn: 1,
    lastTurn: 5,
    initiative: 'highlord',
    rules: { activation: false, events: false, draconians: false, replacements: false, supply: false, cards: false },
    leaderLoss: 'more-dragons-of-glory',
    allegiance: { throtyl: 'highlord', dragonarmy: 'highlord', hylo: 'whitestone' },
    placements: Object.entries(at).map(([id, label]) => ({ id, at: world.map.parse(label)! })),
    ...more,
  };
}

/**
 * The module on the front, its turn around the war alone: the strategic chapter's rules (victory,
 * conquest, supply) are tested in their own folder, so here nothing happens between turns.
 */
export function frontGame(world: World, scenario: DogScenario): DragonsOfGlory {
  return createDragonsOfGlory({
    world,
    scenarios: [scenario],
    strategy: () => ({
      hooks: {
        startOfTurn: (state) => ({ state, events: [] }),
        endOfTurn: (state) => ({ state, events: [] }),
        victory: () => null,
        activationStep: () => false,
        activationFirst: () => 'highlord',
        mayTaunt: (state, side) => mayTaunt(state, world, side),
        startOfMovement: (state) => ({ state, events: [] }),
      },
      invade: (state) => ({ state, events: [] }),
      settle: (state) => ({ state, events: [] }),
    }),
  });
}

/** A game on the front with the Highlords moving first in turn 1, its movement phase begun. */
export function frontAt(at: Record<string, string>, more: Partial<DogScenario> = {}) {
  const world = frontWorld();
  const game = frontGame(world, frontScenario(world, at, more));
  let state = unwrap(game.setup({ scenarioId: 'front', options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice('front', 0)));
  const play = (seat: string, order: Record<string, unknown>, ...faces: number[]) => {
    const parsed = game.orderSchema.safeParse(order);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
    const done = game.apply(state, seat, parsed.data, new SeededDice('front', 0, faces));
    if (done.ok) state = done.value.state;
    return done;
  };
  play('highlord', { verb: 'go', when: 'first' });
  return {
    world,
    game,
    get state() {
      return state;
    },
    set state(s: DogState) {
      state = s;
    },
    play,
    at: (id: string) => (state.units[id]!.at ? world.map.label(state.units[id]!.at!) : null),
    view: () => game.view(state, seatViewer('highlord')),
  };
}
