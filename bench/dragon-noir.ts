import { readFileSync } from 'node:fs';
import { SeededDice } from '../src/engine/core/dice.ts';
import type { GameEvent } from '../src/engine/core/events.ts';
import { runOrder, type OrderEnvelope } from '../src/engine/core/orders.ts';
import { createDragonNoir, type DragonNoir } from '../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../src/engine/games/dragon-noir/state.ts';
import { distance } from '../src/engine/hex/hex.ts';
import { parseLabel } from '../src/engine/hex/labels.ts';

/**
 * Bench tables for Dragon Noir: twelve Rebels against twelve Orks on The Ford, and the same
 * forces on a board of four Ford maps. Kept out of assets/ so players never see them offered.
 */

const FORD = readFileSync(new URL('../assets/maps/dragon-noir/ford.map', import.meta.url), 'utf8');

const ORKS = ['black-fox', 'ashrak', 'ugluk', 'grishnak', 'kuruz', 'radak', 'zorak', 'guruz', 'gromrak', 'zugun', 'gromuz', 'shraggag'];
const REBELS = ['konrad', 'grast', 'hohmley', 'aldus', 'dill', 'matt', 'evans', 'gustav', 'paul', 'roberts', 'davrich', 'barney'];

function scenario(id: string, maps: Array<{ map: string; col: number; row: number }>, orksCol: string, rebelsCol: string) {
  return JSON.stringify({
    id,
    title: id,
    volume: 1,
    summary: 'Benchmark.',
    board: { id, name: id, maps },
    sides: [
      { id: 'orks', label: 'Orks', setup: ORKS.map((character, i) => ({ character, hex: `${orksCol}${i + 3}` })) },
      { id: 'rebels', label: 'Rebels', setup: REBELS.map((character, i) => ({ character, hex: `${rebelsCol}${i + 3}` })) },
    ],
    turns: 12,
    victory: [{ kind: 'eliminate' }],
  });
}

/** 2.23 by post: twenty Rebels walk into ten shooters who hold standing reactions. */
const MOVERS = ['konrad', 'godiva', 'zacharie', 'grast', 'hohmley', 'thrugg', 'laberne', 'jon', 'arlon', 'aldus', 'dill', 'matt', 'evans', 'gustav', 'paul', 'roberts', 'davrich', 'santiago', 'barney', 'simon'];
const SHOOTERS = ['fnarad', 'gattog', 'kommog', 'attrag', 'graz', 'gerfindel', 'ceodoras', 'barin', 'uzun', 'hurin'];

function underFire(id: string, mounted = false) {
  return JSON.stringify({
    id,
    title: id,
    volume: 1,
    summary: 'Benchmark.',
    board: { id, name: id, maps: [{ map: 'ford', col: 0, row: 0 }] },
    sides: [
      // Mounted, every mover is a rider facing the shooters (2.36), out of the woods (no horse goes there), his back hex to the west.
      { id: 'rebels', label: 'Rebels', setup: MOVERS.map((character, i) => ({ character, hex: `${i < 10 ? (mounted ? 'F' : 'B') : mounted ? 'H' : 'D'}${(i % 10) + 4}`, ...(mounted ? { mounted: true, facing: 'SE' } : {}) })) },
      { id: 'orks', label: 'Shooters', setup: SHOOTERS.map((character, i) => ({ character, hex: `${i % 2 ? 'T' : 'V'}${i + 3}` })) },
    ],
    turns: 12,
    victory: [{ kind: 'eliminate' }],
  });
}

export const SHOOTER_IDS = SHOOTERS;

export function benchModule(): DragonNoir {
  return createDragonNoir({
    maps: { ford: FORD },
    scenarios: [
      scenario('twelve-a-side', [{ map: 'ford', col: 0, row: 0 }], 'F', 'J'),
      underFire('twenty-v-ten'),
      underFire('twenty-riders-v-ten', true),
      scenario(
        'four-maps',
        [
          { map: 'ford', col: 0, row: 0 },
          { map: 'ford', col: 24, row: 0 },
          { map: 'ford', col: 0, row: 16 },
          { map: 'ford', col: 24, row: 16 },
        ],
        'V',
        'AB',
      ),
    ],
  });
}

export function start(module: DragonNoir, scenarioId: string): DnState {
  const setup = module.setup({ scenarioId, options: {}, seats: ['orks', 'rebels'] }, new SeededDice('bench', 0));
  if (!setup.ok) throw new Error(setup.error);
  return setup.value;
}

/**
 * A plain player for one side's turn: each character walks to the reachable hex nearest an
 * enemy, then every character in contact makes the best single attack it has; any decision
 * is answered with the default. Returns the orders given, to be replayed for timing.
 */
export function playTurn(module: DragonNoir, initial: DnState, seed: string): { orders: OrderEnvelope[]; state: DnState } {
  const orders: OrderEnvelope[] = [];
  let state = initial;
  let cursor = 0;
  const give = (envelope: OrderEnvelope) => {
    const dice = new SeededDice(seed, cursor);
    const result = runOrder<DnState>(module, state, envelope, dice);
    if (!result.ok) throw new Error(`${envelope.verb}: ${result.error}`);
    state = result.value.state;
    cursor = dice.cursor;
    orders.push(envelope);
    settleDecisions();
  };
  const settleDecisions = () => {
    for (let guard = 0; guard < 20 && module.phase(state).decision; guard++) {
      const seat = module.phase(state).decision!.seat;
      const [answer] = module.defaultOrders(state, seat);
      const { verb, ...options } = answer as { verb: string } & Record<string, string>;
      give({ seat, verb, options });
    }
  };
  const side = state.sides[state.active]!.id;
  const enemies = () => state.units.filter((u) => u.side !== side && !u.dead && u.hex);
  for (const unit of state.units.filter((u) => u.side === side)) {
    const hints = module.legalOrders(state, side, { verb: 'move', options: { unit: unit.name } });
    let best: { to: string; d: number } | undefined;
    for (const hint of hints) {
      const to = parseLabel(hint.options.to!)!;
      const d = Math.min(...enemies().map((e) => distance(e.hex!, to)));
      if (!best || d < best.d) best = { to: hint.options.to!, d };
    }
    const here = Math.min(...enemies().map((e) => distance(e.hex!, unit.hex!)));
    if (best && best.d < here) give({ seat: side, verb: 'move', options: { unit: unit.name, to: best.to } });
  }
  give({ seat: side, verb: 'done', options: {} });
  for (const unit of state.units.filter((u) => u.side === side)) {
    if (state.outcome) break;
    const hints = module.legalOrders(state, side, { verb: 'attack', options: { with: unit.name } });
    const best = hints.sort((a, b) => parseInt(b.label.split(' at ')[1]!) - parseInt(a.label.split(' at ')[1]!))[0];
    if (best) give({ seat: side, verb: 'attack', options: best.options });
  }
  if (!state.outcome) give({ seat: side, verb: 'done', options: {} });
  return { orders, state };
}

/** Replays recorded orders from a state: what the engine costs, without the player's thinking. */
export function replay(module: DragonNoir, initial: DnState, orders: OrderEnvelope[], seed: string): DnState {
  let state = initial;
  let cursor = 0;
  for (const envelope of orders) {
    const dice = new SeededDice(seed, cursor);
    const result = runOrder<DnState>(module, state, envelope, dice);
    if (!result.ok) throw new Error(result.error);
    state = result.value.state;
    cursor = dice.cursor;
  }
  return state;
}

/** The events of a replay, to count what happened in it. */
export function replayEvents(module: DragonNoir, initial: DnState, orders: OrderEnvelope[], seed: string): GameEvent[] {
  let state = initial;
  let cursor = 0;
  const events: GameEvent[] = [];
  for (const envelope of orders) {
    const dice = new SeededDice(seed, cursor);
    const result = runOrder<DnState>(module, state, envelope, dice);
    if (!result.ok) throw new Error(result.error);
    state = result.value.state;
    events.push(...result.value.events);
    cursor = dice.cursor;
  }
  return events;
}
