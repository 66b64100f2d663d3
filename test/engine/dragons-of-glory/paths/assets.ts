import type { DragonsOfGlory } from '../../../../src/engine/games/dragons-of-glory/index.ts';
import type { PathsRules } from '../../../../src/engine/games/dragons-of-glory/paths/rules.ts';
import type { DogScenario } from '../../../../src/engine/games/dragons-of-glory/scenario.ts';
import type { World } from '../../../../src/engine/games/dragons-of-glory/world.ts';
import { dragonsOfGlory } from '../assets.ts';

/** Paths of the Lance as the app loads it, from assets/: the module, the world, the cards and chart, and its scenario. */
export interface LoadedPaths {
  module: DragonsOfGlory;
  world: World;
  paths: PathsRules;
  scenario: DogScenario;
}

export function pathsOfTheLance(): LoadedPaths {
  const { module, world, paths, scenarios } = dragonsOfGlory();
  const scenario = scenarios.find((s) => s.id === 'paths-of-the-lance');
  if (!scenario) throw new Error('assets/scenarios/dragons-of-glory/paths-of-the-lance.json is not loaded');
  return { module, world, paths, scenario };
}
