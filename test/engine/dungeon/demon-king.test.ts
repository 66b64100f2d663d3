import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { runOrder } from '../../../src/engine/core/orders.ts';
import { nextBotOrder } from '../../../src/engine/games/dungeon/demon-king.ts';
import type { DqState } from '../../../src/engine/games/dungeon/state.ts';
import { dkTurn, dungeon, hero, must, OPEN_FLOOR, patchHero, patchMonster, setup, shipped, SKULL, WHITE } from '../../support/dungeon.ts';

/** The bot Demon King: simple and legal, through the same rules as a player's orders. */

const module = dungeon({ map: OPEN_FLOOR, monsters: ['orc F4', 'orc L1'] });

describe('the bot\u2019s choices', () => {
  test('a monster beside heroes attacks the weakest it can reach', () => {
    let s = dkTurn(patchMonster(setup(module), 'Orc 1', { seen: true }));
    s = patchHero(patchHero(s, 'warrior', { at: 'F3' }), 'magician', { at: 'F5', bp: 2 });
    expect(nextBotOrder(module.table(s), s.options)).toEqual({ verb: 'attack', with: 'Orc 1', target: 'Magician' });
  });

  test('a monster out of reach walks to where it can strike, then strikes', () => {
    let s = dkTurn(patchMonster(setup(module), 'Orc 1', { seen: true }));
    for (const id of ['dwarf', 'elf', 'magician'] as const) s = patchHero(s, id, { dead: true, at: null, bp: 0 });
    s = patchHero(s, 'warrior', { at: 'I4' });
    const order = nextBotOrder(module.table(s), s.options)!;
    expect(order).toMatchObject({ verb: 'move', unit: 'Orc 1' });
    s = must(module, s, 'demon-king', order.verb, order as unknown as Record<string, string>).state;
    expect(nextBotOrder(module.table(s), s.options)).toEqual({ verb: 'attack', with: 'Orc 1', target: 'Warrior' });
  });

  test('monsters the heroes have not seen keep their posts', () => {
    const s = dkTurn(patchMonster(patchMonster(setup(module), 'Orc 1', { seen: false }), 'Orc 2', { seen: false }));
    expect(nextBotOrder(module.table({ ...s, monsters: s.monsters.map((m) => ({ ...m, seen: false })) }), s.options)).toBeNull();
  });

  test('with no player as Demon King, his turn passes by itself; with one, /autoplay lets the bot finish it', () => {
    let s: DqState = { ...setup(module), phase: 'hero', current: 'magician', turn: 1 };
    s = patchMonster(patchHero(s, 'warrior', { at: 'F3' }), 'Orc 1', { seen: true });
    const bot = must(module, s, 'magician', 'done', {}, [SKULL, SKULL, SKULL, WHITE, WHITE, 3, 4]);
    expect(bot.text).toContain('Orc 1 attacks Warrior: 3 dice: 3 skulls; Warrior defends with 2 dice: 2 white shields. 1 damage.');
    expect(module.phase(bot.state).label).toBe('Turn 2 · Warrior');
    const human = must(module, { ...s, dk: 'human', phase: 'demon-king', current: null }, 'demon-king', 'autoplay', {}, [SKULL, SKULL, SKULL, WHITE, WHITE, 3, 4]);
    expect(human.text).toContain('Orc 1 attacks Warrior');
    expect(hero(human.state, 'warrior').bp).toBe(7);
    expect(module.defaultOrders({ ...s, dk: 'human', phase: 'demon-king', current: null }, 'demon-king')).toEqual([{ verb: 'autoplay' }]);
  });
});

describe('the bot plays whole quests legally', () => {
  test('three shipped quests, 40 turns of heroes ending their turns and the bot playing, never refused', () => {
    const game = shipped();
    for (const { id } of game.scenarios) {
      const setupResult = game.setup({ scenarioId: id, options: {}, seats: ['warrior', 'dwarf', 'elf', 'magician'] }, new SeededDice(`bot-${id}`, 0));
      if (!setupResult.ok) throw new Error(setupResult.error);
      let s = setupResult.value;
      let cursor = 0;
      for (let i = 0; i < 400 && !s.outcome; i++) {
        const phase = game.phase(s);
        const seat = phase.active[0]!;
        for (const order of game.defaultOrders(s, seat)) {
          const { verb, ...options } = order as { verb: string } & Record<string, string>;
          const dice = new SeededDice(`bot-${id}`, cursor);
          const result = runOrder<DqState>(game, s, { seat, verb, options }, dice);
          if (!result.ok) throw new Error(`${id}: ${verb} refused: ${result.error}`);
          s = result.value.state;
          cursor = dice.cursor;
        }
        // The heroes walk towards the monsters, so the bot has something to do.
        if (!s.outcome && s.phase === 'hero' && game.phase(s).active.length) {
          const h = s.heroes.find((x) => x.id === s.current)!;
          const moves = game.legalOrders(s, h.id, { verb: 'move' });
          const pick = moves.at(-1);
          if (pick) {
            const dice = new SeededDice(`bot-${id}`, cursor);
            const moved = runOrder<DqState>(game, s, { seat: h.id, verb: 'move', options: pick.options }, dice);
            if (moved.ok) {
              s = moved.value.state;
              cursor = dice.cursor;
            }
          }
        }
      }
      expect(s.turn).toBeGreaterThan(3);
    }
  });
});
