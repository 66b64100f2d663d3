import { describe, expect, test } from 'vitest';
import { SeededDice, seededFace } from '../../../src/engine/core/dice.ts';
import { playOrder, runOrder, type TypedOrder } from '../../../src/engine/core/orders.ts';
import type { DqState } from '../../../src/engine/games/dungeon/state.ts';
import { nextHeroOrder, WARREN_ROUTE, type PlannedOrder } from '../../support/dungeon-player.ts';
import { shipped } from '../../support/dungeon.ts';

/**
 * Whatever a quest comes to, the order a seat gets when its deadline passes must be one the game
 * takes (issue 10: a default the schema refuses stalls a game for good). Whole quests are played,
 * with the Demon King's seat held by a player and left to the bot, and at every step every seat
 * that could time out has its defaults checked against the module's own schema and applied as the
 * app applies them: typed, through `playOrder`, one after another.
 */

const game = shipped();
const HEROES = ['warrior', 'dwarf', 'elf', 'magician'];

/** The verbs a player would rather use than end his turn at once, most wanted first. */
const PREFERRED = ['retreat', 'attack', 'cast', 'search', 'open', 'move', 'drink', 'disarm', 'choose', 'buy', 'place'];

/**
 * A player picking among the legal orders, from a seeded die so a run can be replayed: the
 * Warren's heroes follow its route; elsewhere, and for the Demon King, a random legal order of the
 * most wanted verb on offer, and after a few orders in one phase, the deadline's own default.
 */
function pick(state: DqState, seat: string, seed: string, step: number, orderInPhase: number): PlannedOrder | null {
  if (orderInPhase >= 6) return null;
  if (state.quest === 'the-warren-of-ulgrath' && state.phase === 'hero') return nextHeroOrder(game, state, seat, WARREN_ROUTE);
  const hints = game.legalOrders(state, seat);
  // Now and then a player does nothing more, and the default ends the phase.
  if (seededFace(`${seed}:stop`, step, 6) === 1) return null;
  for (const verb of PREFERRED) {
    const some = hints.filter((h) => h.verb === verb);
    if (some.length) return some[seededFace(seed, step, some.length) - 1]!;
  }
  return null;
}

interface Checked {
  steps: number;
  defaultsApplied: number;
  outcome: string | null;
}

function playQuest(scenarioId: string, seats: string[], seed: string): Checked {
  const setupResult = game.setup({ scenarioId, options: {}, seats }, new SeededDice(seed, 0));
  if (!setupResult.ok) throw new Error(setupResult.error);
  let state = setupResult.value;
  let cursor = 0;
  let defaultsApplied = 0;
  let lastPhase = '';
  let orderInPhase = 0;
  let step = 0;
  for (; step < 1500 && !game.outcome(state); step++) {
    const phase = game.phase(state);
    expect(phase.active.length, `${scenarioId} step ${step}: nobody may act in ${phase.label}`).toBeGreaterThan(0);

    // Every seat that could time out now: its defaults pass the schema and apply, in turn.
    for (const seat of seats) {
      const defaults = game.defaultOrders(state, seat) as TypedOrder[];
      if (!phase.active.includes(seat)) {
        expect(defaults, `${seat} is not asked anything in ${phase.label}`).toEqual([]);
        continue;
      }
      expect(defaults.length, `${seat} has a default in ${phase.label}`).toBeGreaterThan(0);
      let s = state;
      const dice = new SeededDice(`${seed}:default`, cursor);
      for (const order of defaults) {
        const parsed = game.orderSchema.safeParse(order);
        expect(parsed.success, `${scenarioId} step ${step}: ${seat}'s default ${JSON.stringify(order)} fails the schema`).toBe(true);
        const applied = playOrder<DqState>(game, s, seat, order, dice);
        if (!applied.ok) throw new Error(`${scenarioId} step ${step} (${phase.label}): ${seat}'s default ${JSON.stringify(order)} refused: ${applied.error}`);
        s = applied.value.state;
        defaultsApplied++;
        if (game.outcome(s)) break;
      }
    }

    // Then play goes on: the seat whose move it is gives an order, or lets its deadline pass.
    const seat = phase.decision?.seat ?? phase.active[0]!;
    const key = `${phase.key}:${phase.turn}:${seat}`;
    orderInPhase = key === lastPhase ? orderInPhase + 1 : 0;
    lastPhase = key;
    const planned = pick(state, seat, seed, step, orderInPhase);
    const dice = new SeededDice(seed, cursor);
    const played = planned ? runOrder<DqState>(game, state, { seat, verb: planned.verb, options: planned.options }, dice) : undefined;
    if (played?.ok) {
      state = played.value.state;
    } else {
      // A legal order may still fail its dice-free check (a move blocked by what the move reveals):
      // then the deadline passes, and the defaults are what the app plays.
      for (const order of game.defaultOrders(state, seat) as TypedOrder[]) {
        const applied = playOrder<DqState>(game, state, seat, order, dice);
        if (!applied.ok) throw new Error(`${scenarioId} step ${step}: ${seat}'s default refused: ${applied.error}`);
        state = applied.value.state;
        if (game.outcome(state)) break;
      }
    }
    cursor = dice.cursor;
  }
  return { steps: step, defaultsApplied, outcome: game.outcome(state)?.reason ?? null };
}

describe('every default order, at every step of whole quests, passes the schema and applies', () => {
  const runs = game.scenarios.flatMap((q) => [
    { quest: q.id, seats: HEROES, who: 'the bot plays the Demon King' },
    { quest: q.id, seats: [...HEROES, 'demon-king'], who: 'a player holds the Demon King’s seat' },
  ]);
  test.each(runs)('$quest, $who', ({ quest, seats }) => {
    const run = playQuest(quest, seats, `${quest}:${seats.length}`);
    // Each run is played to its end, so the defaults are tried in the last phases too.
    expect(run.outcome, `${quest} ended after ${run.steps} steps`).not.toBeNull();
    expect(run.defaultsApplied).toBeGreaterThan(run.steps);
  });
});
