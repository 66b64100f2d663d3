import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { playOrder } from '../../../src/engine/core/orders.ts';
import { unwrap } from '../../../src/engine/core/result.ts';
import { dragonsOfGlory } from './assets.ts';

describe('the scenarios on the map of Ansalon', () => {
  const { module, scenarios } = dragonsOfGlory();

  it("lists Paths of the Lance first, the default way to play, then DL11's six, smallest first", () => {
    expect(module.scenarios.map((s) => s.id).sort()).toEqual(['campaign', 'historical-campaign', 'kender-strike', 'paths-of-the-lance', 'siege-of-kalaman', 'silvanesti', 'solamnic-plain']);
    expect(module.scenarios[0]!.id).toBe('paths-of-the-lance');
    expect(module.scenarios[1]!.id).toBe('kender-strike');
    expect(module.scenarios.at(-1)!.id).toBe('campaign');
    expect(scenarios).toHaveLength(7);
  });

  for (const scenario of dragonsOfGlory().scenarios) {
    it(`${scenario.title} sets up every counter it names on the map`, () => {
      const state = unwrap(module.setup({ scenarioId: scenario.id, options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice(scenario.id, 0)));
      const onMap = Object.values(state.units).filter((u) => u.at);
      expect(onMap.length).toBeGreaterThan(0);
      expect(module.phase(state).active).toEqual([scenario.initiative]);
    });
  }

  it('the Historical Campaign starts with the nations DL11 calls already defeated marked conquered, their armies gone', () => {
    const state = unwrap(module.setup({ scenarioId: 'historical-campaign', options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice('hc', 0)));
    const conquered = Object.entries(state.nations).filter(([, n]) => n.conquered).map(([id]) => id).sort();
    expect(conquered).toEqual(['kothas', 'nordmaar']);
    const world = dragonsOfGlory().world;
    const armies = new Set(['infantry', 'cavalry', 'air']);
    expect(Object.values(state.units).filter((u) => ['kothas', 'nordmaar'].includes(world.counters.get(u.id)!.nation) && armies.has(world.counters.get(u.id)!.kind))).toEqual([]);
  });

  it('The Kender Strike runs its five turns on the defaults alone and ends', () => {
    let state = unwrap(module.setup({ scenarioId: 'kender-strike', options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice('ks', 0)));
    let cursor = 0;
    for (let guard = 0; guard < 200 && !module.outcome(state); guard++) {
      const seat = module.phase(state).active[0]!;
      for (const order of module.defaultOrders(state, seat)) {
        const dice = new SeededDice('ks', cursor);
        const done = playOrder(module, state, seat, order, dice);
        if (!done.ok) throw new Error(done.error);
        state = done.value.state;
        cursor = dice.cursor;
      }
    }
    expect(module.outcome(state)).not.toBeNull();
    expect(state.turn).toBe(5);
  });
});
