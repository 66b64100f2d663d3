import { readFileSync, readdirSync } from 'node:fs';
import { SeededDice } from '../src/engine/core/dice.ts';
import { PUBLIC } from '../src/engine/core/events.ts';
import { runOrder, type OrderEnvelope } from '../src/engine/core/orders.ts';
import { parseLabel } from '../src/engine/grid/labels.ts';
import { manhattan } from '../src/engine/grid/square.ts';
import { forgetSight } from '../src/engine/games/dungeon/fog.ts';
import { createDungeon, type DungeonGame } from '../src/engine/games/dungeon/index.ts';
import type { DqState } from '../src/engine/games/dungeon/state.ts';
import { renderToPng } from '../test/support/pictures.ts';
import { summarise, time, timeAsync, type Measured } from './harness.ts';

/**
 * Bench tables for the dungeon game, on its largest quest (The Gargoyle's Vault, 26×19): four
 * heroes who have seen the whole dungeon and every monster awake, so the bot Demon King moves
 * and strikes with all twenty-two.
 */

export function module(): DungeonGame {
  const dir = new URL('../assets/quests/dungeon/', import.meta.url);
  return createDungeon({ quests: readdirSync(dir).filter((f) => f.endsWith('.quest')).map((f) => readFileSync(new URL(f, dir), 'utf8')) });
}

function give(game: DungeonGame, state: DqState, envelope: OrderEnvelope, dice: SeededDice): DqState {
  const result = runOrder<DqState>(game, state, envelope, dice);
  if (!result.ok) throw new Error(`${envelope.verb}: ${result.error}`);
  return result.value.state;
}

/** The first hero's turn of a quest whose heroes know the map and whose monsters are all awake. */
export function midQuest(game: DungeonGame): DqState {
  const setup = game.setup({ scenarioId: 'the-gargoyles-vault', options: {}, seats: ['warrior', 'dwarf', 'elf', 'magician'] }, new SeededDice('bench-dq', 0));
  if (!setup.ok) throw new Error(setup.error);
  let s = setup.value;
  const dice = new SeededDice('bench-dq', 0);
  s = give(game, s, { seat: 'warrior', verb: 'done', options: {} }, dice);
  s = give(game, s, { seat: 'dwarf', verb: 'done', options: {} }, dice);
  s = give(game, s, { seat: 'elf', verb: 'choose', options: { spell: 'holy-flame' } }, dice);
  s = give(game, s, { seat: 'elf', verb: 'done', options: {} }, dice);
  s = give(game, s, { seat: 'magician', verb: 'done', options: {} }, dice);
  const d = game.dungeon(s.quest);
  return {
    ...s,
    revealed: d.floor.map((q) => q.y * 1024 + q.x).sort((a, b) => a - b),
    openDoors: [...d.doors.values()].filter((x) => !x.hidden).map((x) => x.label),
    monsters: s.monsters.map((m) => ({ ...m, seen: true, lastSeen: m.at })),
  };
}

/** A plain round: each hero walks towards the nearest monster and strikes if he can; the bot plays the Demon King. */
export function playRound(game: DungeonGame, initial: DqState): OrderEnvelope[] {
  const orders: OrderEnvelope[] = [];
  let s = initial;
  let cursor = 0;
  const act = (envelope: OrderEnvelope) => {
    const dice = new SeededDice('bench-round', cursor);
    s = give(game, s, envelope, dice);
    cursor = dice.cursor;
    orders.push(envelope);
  };
  for (let guard = 0; guard < 50 && s.phase === 'hero' && s.turn === initial.turn; guard++) {
    const seat = game.phase(s).active[0]!;
    const hero = s.heroes.find((h) => h.id === seat)!;
    const monsters = s.monsters.filter((m) => !m.dead && m.at);
    const strike = game.legalOrders(s, seat, { verb: 'attack' })[0];
    if (strike && s.heroTurn.b === null) {
      act({ seat, verb: 'attack', options: strike.options });
      continue;
    }
    const nearest = (to: string) => Math.min(...monsters.map((m) => manhattan(m.at!, parseLabel(to)!)));
    const moves = s.heroTurn.a === null ? game.legalOrders(s, seat, { verb: 'move' }) : [];
    const best = moves.sort((a, b) => nearest(a.options.to!) - nearest(b.options.to!))[0];
    if (best && nearest(best.options.to!) < Math.min(...monsters.map((m) => manhattan(m.at!, hero.at!)))) {
      act({ seat, verb: 'move', options: best.options });
      continue;
    }
    act({ seat, verb: 'done', options: {} });
  }
  return orders;
}

function replay(game: DungeonGame, initial: DqState, orders: OrderEnvelope[]): DqState {
  let s = initial;
  let cursor = 0;
  for (const envelope of orders) {
    const dice = new SeededDice('bench-round', cursor);
    s = give(game, s, envelope, dice);
    cursor = dice.cursor;
  }
  return s;
}

export async function benchDungeon(results: Measured[]): Promise<void> {
  const game = module();
  const initial = midQuest(game);
  const orders = playRound(game, initial);
  const after = replay(game, initial, orders);
  const acted = Object.keys(after.dkTurn.steps).length + after.dkTurn.attacked.length;
  const samples: number[] = [];
  // Each run starts cold: no hero's sight kept from the run before.
  for (let i = 0; i < 300; i++) {
    forgetSight();
    samples.push(time(() => replay(game, initial, orders))[0]);
  }
  results.push(summarise(`engine: dungeon round, 4 heroes (${orders.length} orders) and the Demon King's turn (${acted} monster moves and attacks)`, samples.slice(30), 5));

  for (const [who, viewer] of [['heroes', PUBLIC], ["Demon King's", { kind: 'gm' as const }]] as const) {
    const view = game.view(after, viewer);
    const [cold, first] = await timeAsync(() => renderToPng({ view }));
    results.push(summarise(`render: dungeon full board, ${who} map, first draw + encode`, [cold]));
    const totals: number[] = [];
    for (let i = 0; i < 30; i++) totals.push((await timeAsync(() => renderToPng({ view })))[0]);
    results.push(summarise(`render: dungeon full board ${first.width}x${first.height}, ${who} map, draw + encode`, totals.slice(5), 100));
  }
}
