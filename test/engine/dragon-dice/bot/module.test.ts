import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { playOrder, type TypedOrder } from '../../../../src/engine/core/orders.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { waitingFor } from '../../../../src/engine/core/sealed.ts';
import { botsToAct, seatsToAct } from '../../../../src/engine/games/dragon-dice/bot/acting.ts';
import type { DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { game } from '../flow/fixtures.ts';

const setup = (seed: string, seats: string[], options: Record<string, unknown> = {}) => unwrap(game.setup({ scenarioId: 'skirmish-15', options, seats }, new SeededDice(seed, 0)));

describe('a seat the bot plays (state.bot), as the other games wire their bots', () => {
  test('options bots=2 with two players: the next two seats are the bot\'s, and they build as the game begins', () => {
    const state = setup('wire-1', ['p1', 'p2'], { bots: 2 });
    expect(state.players).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(state.bot).toEqual(['p3', 'p4']);
    const begun = game.begin!(state, new SeededDice('wire-1', 0));
    // The bot's builds are sealed; the players' are still awaited.
    expect(waitingFor(begun.state.setup.builds!)).toEqual(['p1', 'p2']);
  });

  test('one player against the bot: options bots=1 gives the bot seat 2; alone without it is refused in one line', () => {
    const state = setup('wire-solo', ['p1'], { bots: 1 });
    expect(state.players).toEqual(['p1', 'p2']);
    expect(state.bot).toEqual(['p2']);
    const alone = game.setup({ scenarioId: 'skirmish-15', options: {}, seats: ['p1'] }, new SeededDice('wire-solo', 0));
    expect(alone).toEqual({ ok: false, error: 'Dragon Dice needs 2 to 4 players: 1 would play. Let another player join, or let the bot play the empty seats with options: bots=1 to 3.' });
  });

  test('with players at their deadline defaults and two bots, the game never waits on a bot and ends', () => {
    let state = game.begin!(setup('wire-2', ['p1', 'p2'], { bots: 2 }), new SeededDice('wire-2', 0)).state;
    let cursor = 100;
    for (let n = 0; n < 2000 && !game.outcome(state); n++) {
      expect(botsToAct(state)).toEqual([]);
      const seat = seatsToAct(state)[0]!;
      expect(state.bot).not.toContain(seat);
      const order = game.defaultOrders(state, seat)[0] as TypedOrder;
      const dice = new SeededDice('wire-2', cursor);
      state = unwrap(playOrder<DdState>(game, state, seat, order, dice)).state;
      cursor += dice.rolls.filter((r) => r.index !== undefined).length;
    }
    expect(game.outcome(state)?.winners).toHaveLength(1);
  });

  test('a game the bot plays alone is played through as it begins', () => {
    const state = { ...setup('wire-3', ['p1', 'p2']), bot: ['p1', 'p2'] };
    const done = game.begin!(state, new SeededDice('wire-3', 0));
    expect(done.state.ended?.winners).toHaveLength(1);
    expect(done.events.some((e) => e.type === 'victory')).toBe(true);
  });

  test('/autoplay plays the bot\'s seats when the game waits on them, and says so when it does not', () => {
    // A bot seat set after the game began (as a player who leaves might be): nothing has played it yet.
    const state = { ...setup('wire-4', ['p1', 'p2']), bot: ['p2'] };
    expect(botsToAct(state)).toEqual(['p2']);
    expect(game.legalOrders(state, 'p1').some((h) => h.verb === 'autoplay')).toBe(true);
    const woke = unwrap(playOrder<DdState>(game, state, 'p1', { verb: 'autoplay' }, new SeededDice('wire-4', 0)));
    expect(waitingFor(woke.state.setup.builds!)).toEqual(['p1']);
    const idle = playOrder<DdState>(game, woke.state, 'p1', { verb: 'autoplay' }, new SeededDice('wire-4', 5));
    expect(idle.ok ? '' : idle.error).toBe('The bot has nothing to play now: Set-up · The armies are built in secret.');
    // The bot's seat at a deadline gives the bot's own choice.
    expect(game.defaultOrders(state, 'p2')[0]).toMatchObject({ verb: 'build', terrain: expect.any(String) });
  });
});
