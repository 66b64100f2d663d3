import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { readPassScenarios } from '../../../../src/engine/games/dragon-pass/scenario.ts';
import { FIRST_MOON, setupPass } from '../../../../src/engine/games/dragon-pass/setup.ts';
import { DpStateSchema } from '../../../../src/engine/games/dragon-pass/state.ts';
import { loadForces } from '../forces/load.ts';
import { loadPassMap } from '../map/load.ts';

const map = loadPassMap();
const forces = loadForces();
const scenario = (id: string) => unwrap(readPassScenarios({ [id]: readFileSync(`assets/scenarios/dragon-pass/${id}.json`, 'utf8') }, map, forces))[0]!;
const at = (state: ReturnType<typeof setupPass>, counter: string) => Object.values(state.pieces).filter((p) => p.counter === counter).map((p) => (p.at.kind === 'hex' ? `${p.at.hex}${p.at.inside ? ' in' : ''}` : p.at.kind));

describe('a Dragon Pass game set up from its scenario', () => {
  it('The Border Fort: the garrison inside the fort (L13), the Lunar column at L9 and K9, the rest off the map; 4 turns, no events', () => {
    const state = setupPass(scenario('the-border-fort'), forces, map);
    expect(DpStateSchema.parse(state)).toEqual(state);
    expect(at(state, 'sartar-clan-infantry')).toEqual(['L13 in', 'L13 in', 'L13 in', ...Array(5).fill('off-map')]);
    expect(at(state, 'lunar-light-cavalry')).toEqual(['K9', 'K9', 'off-map']);
    expect(at(state, 'red-emperor')).toEqual(['off-map']);
    expect({ turn: state.gameTurn, last: state.lastTurn, events: state.options.randomEvents, order: state.order, moon: state.moon }).toEqual({ turn: 1, last: 4, events: false, order: ['lunar', 'sartar'], moon: FIRST_MOON });
  });

  it('every counter of the forces is a piece, as many as the counter sheet has; each independent unallied, at its capital or waiting', () => {
    const state = setupPass(scenario('the-pass'), forces, map);
    for (const counter of forces.units.values()) expect(at(state, counter.id), counter.id).toHaveLength(counter.count);
    for (const [id, independent] of forces.independents) {
      expect(state.independents[id]).toEqual({ allied: null, points: { lunar: 0, sartar: 0 } });
      for (const counter of independent.units) for (const p of Object.values(state.pieces).filter((x) => x.counter === counter.id)) expect(p.owner).toBe(id);
    }
    expect(state.options.randomEvents).toBe(true);
  });
});
