import { describe, expect, it } from 'vitest';
import { raiseDraconian, replacements } from '../../../../src/engine/games/dragons-of-glory/strategic/production.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import { ally, put, testState, testWorld } from './fixture.ts';

const world = testWorld();
const label = (state: DogState, id: string) => {
  const u = state.units[id]!;
  return u.at ? world.map.label(u.at) : u.off;
};
const inPool = (state: DogState, ...ids: string[]): DogState => {
  const units = { ...state.units };
  for (const id of ids) units[id] = { id, at: null, off: 'pool', depleted: false };
  return { ...state, units };
};

describe('DL11 draconians', () => {
  it('DL11 draconians: one a turn enters at the Dark Temple', () => {
    const first = raiseDraconian(testState(world, 2), world);
    expect(label(first.state, 'draconians-1')).toBe('0505a');
    expect(first.state.draconiansRaised).toBe(1);
    expect(first.events.map((e) => e.text)).toEqual(['Draconians 1 is raised at the Dark Temple in Neraka (1 of 20).']);
    const second = raiseDraconian(first.state, world);
    expect(label(second.state, 'draconians-2')).toBe('0505a');
    expect(label(second.state, 'draconians-3')).toBe('not-yet');
  });

  it('DL11 draconians: no more than 20 are raised', () => {
    const state: DogState = { ...testState(world), draconiansRaised: 20 };
    expect(raiseDraconian(state, world)).toEqual({ state, events: [] });
  });

  it('DL11 draconians: production stops once the Whitestone hold the Dark Temple', () => {
    const state: DogState = { ...testState(world), held: { neraka: 'whitestone' } };
    const { state: next, events } = raiseDraconian(state, world);
    expect(next).toBe(state);
    expect(events.map((e) => e.text)).toEqual(['The Whitestone hold the Dark Temple at Neraka: no draconian is raised.']);
  });
});

describe('DL11 replacements', () => {
  it('DL11 replacements: for every 2 eliminated armies of one nation in the pool, one returns and the other is removed for good', () => {
    let state = inPool(ally(testState(world, 5), 'highlord', 'blode'), 'blode-ogres-1', 'blode-ogres-2', 'blode-ogres-3');
    state = { ...state, units: { ...state.units, 'blode-ogres-1': { ...state.units['blode-ogres-1']!, depleted: true } } };
    const { state: next, events } = replacements(state, world, 'highlord');
    expect(['blode-ogres-1', 'blode-ogres-2', 'blode-ogres-3'].map((id) => label(next, id))).toEqual(['0402a', 'eliminated', 'pool']);
    expect(next.units['blode-ogres-1']!.depleted).toBe(false);
    expect(events.map((e) => e.text)).toEqual(['The Highlords take back Blode Ogres 1 at Bloten; Blode Ogres 2 is removed for good.']);
  });

  it('DL11 replacements: griffons, pegasi and dragons never return', () => {
    const state = inPool(ally(testState(world), 'highlord', 'blode'), 'blode-griffons-1', 'blode-griffons-2', 'red-dragon-1');
    expect(replacements(state, world, 'highlord')).toEqual({ state, events: [] });
  });

  it("DL11 replacements: an army returns only to a city or fortress of its own country that its side holds and no enemy stands in", () => {
    let state = ally(ally(testState(world), 'whitestone', 'hylo'), 'highlord', 'throtyl');
    state = inPool(put(state, world, '0201a', 'throtyl-hobgoblins-1'), 'hylo-kender-1', 'hylo-kender-2');
    state = { ...state, held: { kenderhome: 'highlord' } };
    expect(label(replacements(state, world, 'whitestone').state, 'hylo-kender-1')).toBe('0302a'); // Hylo Keep
    const all: DogState = { ...state, held: { kenderhome: 'highlord', 'hylo-keep': 'highlord', kendermore: 'highlord' } };
    const { state: none, events } = replacements(all, world, 'whitestone');
    expect(none).toBe(all);
    expect(events.map((e) => e.text)).toEqual(['Hylo has no city or fortress free to take back Hylo Kender 1: the pair stays in the pool.']);
  });

  it('DL11 replacements: the Dragonarmies take their losses back at the Dark Temple', () => {
    const state = inPool(testState(world), 'draconians-1', 'draconians-2');
    const { state: next } = replacements(state, world, 'highlord');
    expect(['draconians-1', 'draconians-2'].map((id) => label(next, id))).toEqual(['0505a', 'eliminated']);
  });
});
