import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { playOrder } from '../../../src/engine/core/orders.ts';
import { unwrap } from '../../../src/engine/core/result.ts';
import type { DogState } from '../../../src/engine/games/dragons-of-glory/state.ts';
import { dragonsOfGlory } from './assets.ts';

/**
 * Issue 13: the Campaign plays its 30 turns bot against bot, with no refused default and no
 * crash, and ends by the countries held (GAPS §3.4) or an automatic victory. The bot plays both
 * seats; each time it stops, the seat waited on gives its deadline's defaults, as a post would.
 */
describe('the Campaign, bot against bot', () => {
  it('plays 30 turns to an end by countries held or a victory, every default accepted', { timeout: 600_000 }, () => {
    const { module } = dragonsOfGlory();
    let state: DogState = unwrap(module.setup({ scenarioId: 'campaign', options: {}, seats: [] }, new SeededDice('campaign', 0)));
    expect(state.bot).toEqual(['highlord', 'whitestone']);
    let cursor = 0;
    const turns = new Set<number>();
    for (let guard = 0; guard < 5000 && !module.outcome(state); guard++) {
      const seat = module.phase(state).active[0]!;
      const defaults = module.defaultOrders(state, seat);
      const orders = defaults.length ? defaults : [{ verb: 'autoplay' }];
      for (const order of orders) {
        const dice = new SeededDice('campaign', cursor);
        const done = playOrder(module, state, seat, order as never, dice);
        if (!done.ok) throw new Error(`turn ${state.turn}, ${module.phase(state).label}: ${order.verb} refused: ${done.error}`);
        state = done.value.state;
        cursor = dice.cursor;
        for (const c of done.value.checkpoints) turns.add(c.turn);
      }
    }
    const outcome = module.outcome(state);
    expect(outcome).not.toBeNull();
    expect(outcome!.reason).toMatch(/countries|conquer|win|draw/i);
    // It ran to its last turn unless a side won outright before.
    if (state.turn < 30) expect(outcome!.winners.length).toBe(1);
    else expect(state.turn).toBe(30);
    // Every turn was played, phase by phase, from the first to the one it ended in.
    expect([...turns].sort((a, b) => a - b)).toEqual(Array.from({ length: state.turn }, (_, i) => i + 1));
  });
});
