import type { Sealed } from '../../../../src/engine/core/sealed.ts';
import type { DiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';
import type { DdState, Place, Unit } from '../../../../src/engine/games/dragon-dice/state.ts';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { revealBuilds } from '../../../../src/engine/games/dragon-dice/setup/reveal.ts';
import type { Build } from '../../../../src/engine/games/dragon-dice/setup/build.ts';
import { loadBook } from '../book.ts';

/**
 * Boards for the view and picture tests and the bench, built from the game's own dice
 * (`assets/dice/dragon-dice/`, read by `loadBook`): the four base races' unit dice (no monsters),
 * the basic terrains, the drakes.
 */

export const book: DiceBook = loadBook();

export const SEATS = ['p1', 'p2', 'p3', 'p4'] as const;
const RACE: Record<string, string> = { p1: 'dwarves', p2: 'goblins', p3: 'coral-elves', p4: 'lava-elves' };
const HOME: Record<string, string> = { p1: 'highland-tower', p2: 'swampland-temple', p3: 'coastland-city', p4: 'flatland-standing-stones' };

/** `n` dice of a player's race, their kinds in turn, with instance ids `<seat>-<die>-<k>`. */
function dice(seat: string, n: number, at: Place, from = 0): Unit[] {
  const own = [...book.units.values()].filter((u) => u.species === RACE[seat] && u.class !== 'monster');
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
 * A 2-player game at its build step, as the set-up keeps it: no dice in play yet, each seat's
 * build sealed (setup/build.ts's shape): p1 four dice in each army, p2 `[home, horde, campaign]`
 * dice from its `from`-th die on, and a Green Drake. `sealed` names the seats that have sealed.
 */
export function buildStep(p2: { counts: [number, number, number]; from: number }, sealed: string[] = ['p1', 'p2']): DdState {
  const s = base(['p1', 'p2']);
  const ids = (seat: string, n: number, from: number) => dice(seat, n, { kind: 'reserve' }, from).map((u) => u.die);
  const builds: Record<string, Build> = {
    p1: { home: ids('p1', 4, 0), horde: ids('p1', 4, 4), campaign: ids('p1', 4, 8), dragons: ['red-drake'], homeTerrain: HOME.p1!, frontier: 'highland-city' },
    p2: { home: ids('p2', p2.counts[0], p2.from), horde: ids('p2', p2.counts[1], p2.from + p2.counts[0]), campaign: ids('p2', p2.counts[2], p2.from + p2.counts[0] + p2.counts[1]), dragons: ['green-drake'], homeTerrain: HOME.p2!, frontier: 'coastland-city' },
  };
  const sealedBuilds: Sealed = { what: 'army build', seats: ['p1', 'p2'], choices: Object.fromEntries(sealed.map((seat) => [seat, builds[seat]])), defaulted: [] };
  return { ...s, setup: { step: 'build', terrains: {}, builds: sealedBuilds, orderRoll: null, first: null } };
}

/** The same game once every build is revealed together, by the set-up's own reveal (and its roll for order). */
export function revealed(state: DdState): DdState {
  return revealBuilds(book, state, new SeededDice('view-reveal', 0)).state;
}
