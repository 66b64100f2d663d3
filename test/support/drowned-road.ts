import { SeededDice } from '../../src/engine/core/dice.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { moduleWith, shippedScenario } from './dn-secret.ts';

/**
 * The Drowned Road (assets/scenarios/dragon-noir/the-drowned-road.json): the Dark Island, the
 * Haunted Swamp (turned about) and the Pit, with water, marsh, the boat, the Pit's two Gharvs
 * and the deep entrances 2 (O7), 3 (AQ9) and 5 (BK11). `change` edits the scenario first.
 */
export function drownedRoad(change: (s: Record<string, unknown>) => void = () => {}, dice: number[] = []) {
  const scenario = shippedScenario('the-drowned-road');
  change(scenario);
  const module = moduleWith(scenario);
  const r = module.setup({ scenarioId: 'the-drowned-road', options: {}, seats: ['adventurers', 'krobs'] }, new SeededDice('drowned', 0, dice));
  if (!r.ok) throw new Error(r.error);
  return { module, state: r.value as DnState };
}
