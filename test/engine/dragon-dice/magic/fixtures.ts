import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { loadBook } from '../book.ts';
import type { DiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';
import type { Icon, Species, UnitDie } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import type { DdState, Place } from '../../../../src/engine/games/dragon-dice/state.ts';

/**
 * The magic and dragon tests' book and games: the game's data, with a few unit dice of the tests'
 * own faces (1 ID, 2 missile or magic, 3 melee or magic, 4 save, 5 maneuver, 6 melee), so that a
 * forced face gives a known result.
 */

const face = (spec: string) => {
  const [icon, count] = spec.split(' ');
  return { icon: icon as Icon, count: Number(count) };
};

function unit(id: string, species: string, health: number, faces: string[]): UnitDie {
  return { id, name: id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '), species, class: 'magic', health, faces: faces.map(face), source: 'invented' };
}

/** The tests' unit dice: face 1 ID, 2 missile (magic for mages), 3 melee (magic), 4 save, 5 maneuver, 6 melee. */
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

/** Dragonkin are in no species file yet: one of fire, for Summon Dragonkin. */
const DRAGONKIN: Species = { id: 'dragonkin-fire', name: 'Fire Dragonkin', elements: ['fire'], era: 'sfr', abilities: [], source: 'invented' };

/** The d12 face of each dragon result, on a drake (and a wyrm's Treasure), by the forms in `dragons.json`. */
export const DRAKE = { jaws: 1, breath: 2, claw: 3, wing: 5, belly: 7, tail: 11 } as const;
export const WYRM = { treasure: 12, tail: 9, belly: 5, claw: 3 } as const;

const real = loadBook();

/**
 * The game's own book (spells, dragons, terrains, species and their abilities, SAIs) with the
 * test's unit dice put in place of those of the same id, so a forced face gives a known result.
 */
export const testBook: DiceBook = {
  ...real,
  species: new Map([...real.species, ['dragonkin-fire', DRAGONKIN]]),
  units: new Map([...real.units, ...UNITS.map((u) => [u.id, u] as const)]),
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
