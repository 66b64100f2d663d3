import type { Deck } from '../../../../src/engine/core/deck.ts';
import type { PathsRules, WarStatusChart } from '../../../../src/engine/games/dragons-of-glory/paths/rules.ts';
import { newPathsState } from '../../../../src/engine/games/dragons-of-glory/paths/setup.ts';
import type { PlState } from '../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import { dragonsOfGlory } from '../assets.ts';

/**
 * A PL state at the start of a game as the game itself makes it (`newPathsState` on the real
 * world), so the list of fields and their start values lives in setup.ts only. The tests' states
 * differ from it in two ways: no standing knight preference (a test that needs one says so), and
 * the fixture's own `deck`; then `overrides`.
 */
export function startingPl(paths: PathsRules, deck: Deck, overrides: Partial<PlState> = {}): PlState {
  return { ...newPathsState(paths, dragonsOfGlory().world), knightPreference: [], deck, ...overrides };
}

/** The War Status chart's values as assets/cards/dragons-of-glory/chart.json gives them. */
export const CHART: WarStatusChart = {
  knightSquares: [16, 18, 20, 22, 24, 26, 28],
  vpBonus: [
    { side: 'highlord', from: 1, to: 12, bonus: 1 },
    { side: 'highlord', from: 13, to: 24, bonus: 2 },
  ],
  eras: { 2: 15, 3: 30 },
  handSize: { 1: 5, 2: 6, 3: 7 },
  lateKnightBonus: 2,
};
