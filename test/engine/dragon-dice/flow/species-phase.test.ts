import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { advance } from '../../../../src/engine/games/dragon-dice/turn/flow.ts';
import type { DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { loadBook } from '../book.ts';
import { gameWith, places } from '../actions/fixture.ts';

/**
 * The species abilities phase (SFR 11: after the dragon attacks, before the first march; v4):
 * Feralization and Winter's Fortitude, played for their player. The frontier `t-front` is a
 * Flatland (air, earth); `t-p2` a Coastland (air, water).
 */
const book = loadBook();
const afterDragons = (state: DdState, ruleset: DdState['ruleset'] = 'v4'): DdState => ({ ...state, ruleset, turn: { round: 2, player: 'p1', step: 'dragons', marched: [], march: null } });
const next = (state: DdState) => advance(book, state, new SeededDice('species', 0));

describe("Feralization (Feral, v4): each army with a Feral at earth or air promotes one Feral, or recruits a 1-health one", () => {
  it('at the Flatland the Leopard-folk (2) becomes a Tiger-folk (3) from the DUA; the turn goes on to the first march', () => {
    const state = afterDragons(gameWith([['p1', 'feral-leopard-folk', 't-front'], ['p1', 'feral-tiger-folk', 'dua'], ['p2', 'goblin-thug', 't-front']]));
    const done = next(state);
    expect(places(done.state)).toMatchObject({ 'p1-feral-tiger-folk-1': 'terrain:t-front', 'p1-feral-leopard-folk-1': 'dua' });
    expect(done.state.turn?.step).toBe('first-march');
    expect(done.events.map((e) => e.text).join('\n')).toContain('Feralization: in p1\'s army at');
  });

  it('with nothing to promote it recruits a 1-health Feral; under 1996 nothing happens', () => {
    const state = afterDragons(gameWith([['p1', 'feral-tiger-folk', 't-front'], ['p1', 'feral-lynx-folk', 'dua'], ['p2', 'goblin-thug', 't-front']]));
    expect(places(next(state).state)['p1-feral-lynx-folk-1']).toBe('terrain:t-front');
    expect(places(next(afterDragons(state, '1996')).state)['p1-feral-lynx-folk-1']).toBe('dua');
  });
});

describe("Winter's Fortitude (Frostwings, v4): with a Frostwing at a terrain with air, one Frostwing goes from the BUA to the DUA", () => {
  it('the buried Defender comes back to the DUA; with no Frostwing at air, it stays buried', () => {
    const at = (terrain: string) => afterDragons(gameWith([['p1', 'frostwing-advocate', terrain], ['p1', 'frostwing-defender', 'bua'], ['p2', 'goblin-thug', 't-front']]));
    expect(places(next(at('t-p2')).state)['p1-frostwing-defender-1']).toBe('dua');
    // t-p1 is a Highland (fire, earth): no air.
    expect(places(next(at('t-p1')).state)['p1-frostwing-defender-1']).toBe('bua');
  });
});
