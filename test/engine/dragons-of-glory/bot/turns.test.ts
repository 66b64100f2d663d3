import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import type { GameEvent } from '../../../../src/engine/core/events.ts';
import { playBots } from '../../../../src/engine/games/dragons-of-glory/bot/turns.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import { botFront } from './front.ts';

/**
 * The bot's turns through the module: each of its orders is played by the rules as a player's,
 * it answers right after a player's order, and a player wakes it with /autoplay when it acts first.
 */

/** Both sides' armies on the front: the Highlords around Throtl, Hylo around Kenderhome and Hylo Keep. */
const ARMIES_ON_THE_FRONT: Record<string, string> = {
  'hobgoblins-1': '0502a',
  'hobgoblins-2': '0602a',
  'hobgoblins-3': '0702a',
  'draconians-1': '0603a',
  riders: '0802a',
  ogres: '0403a',
  toede: '0602a',
  'red-dragon': '0502a',
  'kender-1': '0305a',
  'kender-2': '0506a',
  'kender-3': '0806a',
  elves: '0205a',
  'hylo-guard': '0707a',
  'hylo-lord': '0707a',
};

const verbOf = (events: readonly GameEvent[], kind: string) => events.filter((e) => e.type === kind);

describe('the bot plays a whole game', () => {
  it('bot against bot, five turns on the front: every order it gives is taken, and the game ends after turn 5', () => {
    const f = botFront(ARMIES_ON_THE_FRONT, []);
    expect(f.state.bot).toEqual(['highlord', 'whitestone']);
    // Each order through the game's schema and the same rules a player's go through (the bot's seats let through).
    let n = 0;
    const run = playBots(f.rules, f.state, (s, seat, order) => {
      const parsed = f.game.orderSchema.safeParse(order);
      if (!parsed.success) throw new Error(`unreadable: ${JSON.stringify(order)}`);
      const done = f.game.apply({ ...s, bot: [] }, seat, parsed.data, new SeededDice('bot-game', n++));
      return done.ok ? { ok: true, value: { ...done.value, state: { ...done.value.state, bot: s.bot } } } : done;
    });
    expect(run.refused).toEqual([]);
    expect(run.state.phase).toBe('over');
    expect(run.state.turn).toBe(5);
    expect(run.state.ended?.reason).toBe('Turn 5 was the last: a draw.');
    expect(verbOf(run.events, 'move').length).toBeGreaterThan(0);
    expect(verbOf(run.events, 'battle').length).toBeGreaterThan(0);
  });

  it('through /autoplay, a game the bot plays alone runs to its end', () => {
    const f = botFront(ARMIES_ON_THE_FRONT, []);
    const done = f.game.apply(f.state, 'highlord', { verb: 'autoplay' }, new SeededDice('bot-alone', 0));
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.value.state.phase).toBe('over');
    expect(f.game.outcome(done.value.state)).toEqual({ winners: [], reason: 'Turn 5 was the last: a draw.' });
  });
});

describe('a player against the bot', () => {
  it('the Whitestone player and the Highlord bot: the bot acts first on /autoplay, then answers after each of the player\'s steps, for five turns', () => {
    const f = botFront(ARMIES_ON_THE_FRONT, ['whitestone']);
    let state: DogState = f.state;
    // The Highlords hold the initiative in turn 1: the bot must act, and the player is the one waited on.
    expect(f.game.phase(state).active).toEqual(['whitestone']);
    expect(f.game.apply(state, 'whitestone', { verb: 'done' }, new SeededDice('pvb', 0))).toEqual({ ok: false, error: 'The bot plays the Highlord side now: /autoplay lets it.' });
    expect(f.game.legalOrders(state, 'whitestone')).toEqual([{ verb: 'autoplay', options: {}, label: 'Let the bot play the Highlord side' }]);
    expect(f.game.defaultOrders(state, 'whitestone')).toEqual([{ verb: 'autoplay' }]);
    let n = 0;
    const highlordMoves: string[] = [];
    for (let guard = 0; guard < 200 && !state.ended; guard++) {
      const [order] = f.game.defaultOrders(state, 'whitestone');
      expect(order).toBeDefined();
      const done = f.game.apply(state, 'whitestone', order!, new SeededDice('pvb', n++));
      expect(done.ok).toBe(true);
      if (!done.ok) return;
      state = done.value.state;
      for (const e of verbOf(done.value.events, 'move')) highlordMoves.push(e.text);
      // After each of the player's orders the bot has answered: the player acts next, or the game is over.
      if (!state.ended) expect(f.game.phase(state)).toMatchObject({ active: ['whitestone'] });
      if (!state.ended) expect(state.acting).toBe('whitestone');
    }
    expect(state.phase).toBe('over');
    expect(state.turn).toBe(5);
    expect(highlordMoves.length).toBeGreaterThan(0);
  });

  it('a player may not wake the bot when it has nothing to play, nor give the bot\'s orders', () => {
    const f = botFront(ARMIES_ON_THE_FRONT, ['highlord']);
    // The Highlord player holds the initiative: his to choose.
    expect(f.game.apply(f.state, 'highlord', { verb: 'autoplay' }, new SeededDice('x', 0))).toEqual({ ok: false, error: 'The bot has nothing to play now: Turn 1 · Highlord · Initiative.' });
    const first = f.game.apply(f.state, 'highlord', { verb: 'go', when: 'second' }, new SeededDice('x', 0));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    // The Whitestone bot moved and fought at once; now the Highlord player moves.
    expect(first.value.state).toMatchObject({ phase: 'movement', acting: 'highlord', half: 2 });
    expect(first.value.events.some((e) => e.type === 'move')).toBe(true);
  });
});
