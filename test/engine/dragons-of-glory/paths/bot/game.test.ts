import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.ts';
import type { GameEvent } from '../../../../../src/engine/core/events.ts';
import { playOrder } from '../../../../../src/engine/core/orders.ts';
import { unwrap } from '../../../../../src/engine/core/result.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { dragonsOfGlory } from '../../assets.ts';

/**
 * Issue 14 item 10: the bot plays either side of Paths of the Lance with its cards. Two bots play
 * the scenario through the module, each stop answered with the seat's deadline defaults as in the
 * Campaign's test. The war starts far apart (the Whitestone hold nothing on turn 1), so a front is
 * set at Neraka for the test: the Silvanesti have just joined the Whitestone (they move from turn
 * 2), one of their armies in the open beside the Highlords' mercenaries and one already lost, and
 * the game ends after turn 3.
 */
describe('Paths of the Lance, bot against bot', () => {
  it('plays 3 whole turns: events played, assault points declared and an attack made, rebuild points spent', { timeout: 300_000 }, () => {
    const { module, world } = dragonsOfGlory();
    const dice0 = new SeededDice('pl-bots', 0);
    let state: DogState = unwrap(module.setup({ scenarioId: 'paths-of-the-lance', options: {}, seats: [] }, dice0));
    expect(state.bot).toEqual(['highlord', 'whitestone']);
    const label = (h: string) => world.map.parse(h)!;
    const elves = [...world.counters.values()].filter((c) => c.nation === 'silvanesti' && (c.kind === 'infantry' || c.kind === 'cavalry')).map((c) => c.id).sort();
    const [front, lost] = [elves[0]!, elves[1]!];
    state = {
      ...state,
      lastTurn: 3,
      nations: { ...state.nations, silvanesti: { allegiance: 'whitestone', conquered: false, joinedOnTurn: 1 } },
      units: {
        ...state.units,
        [front]: { id: front, at: label('1021b'), depleted: false },
        [lost]: { id: lost, at: null, off: 'eliminated', depleted: false },
      },
    };
    const begun = module.begin!(state, dice0);
    state = begun.state;
    let cursor = dice0.cursor;
    const events: GameEvent[] = [...begun.events];
    const turns = new Set<number>();
    for (let guard = 0; guard < 2000 && !module.outcome(state); guard++) {
      const seat = module.phase(state).active[0]!;
      const defaults = module.defaultOrders(state, seat);
      const orders = defaults.length ? defaults : [{ verb: 'autoplay' }];
      for (const order of orders) {
        const dice = new SeededDice('pl-bots', cursor);
        const done = playOrder(module, state, seat, order as never, dice);
        if (!done.ok) throw new Error(`turn ${state.turn}, ${module.phase(state).label}: ${order.verb} refused: ${done.error}`);
        state = done.value.state;
        cursor = dice.cursor;
        events.push(...done.value.events);
        for (const c of done.value.checkpoints) turns.add(c.turn);
      }
    }
    expect(module.outcome(state)).not.toBeNull();
    expect([...turns].sort()).toEqual([1, 2, 3]);
    const seen = (type: string, text: RegExp) => events.filter((e) => e.type === type && text.test(e.text));
    // Cards played as events, by each side.
    expect(seen('pl-event', /Highlord side plays .* as an event/).length).toBeGreaterThan(0);
    expect(seen('pl-event', /Whitestone side plays .* as an event/).length).toBeGreaterThan(0);
    // Assault points declared in a movement, then a battle fought with them.
    expect(seen('assault-points', /plays a card for \d+ assault point/).length).toBeGreaterThan(0);
    expect(events.some((e) => e.type === 'battle' && !/called off/.test(e.text))).toBe(true);
    // The defender was asked for a combat card, and its bot answered.
    expect(events.some((e) => e.type === 'combat-card' && /Whitestone side plays/.test(e.text))).toBe(true);
    // Rebuild points spent.
    expect(seen('pl-rebuild', /plays (a card|\d+ cards) for \d+ rebuild point/).length).toBeGreaterThan(0);
  });
});
