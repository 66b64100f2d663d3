import type { DogState } from '../state.ts';
import type { World } from '../world.ts';

/** PL I: before Whitestone Council is played, the Whitestone may not attack one hex with armies of different countries. */
export function councilProblem(state: DogState, world: World, attackers: readonly string[]): string | undefined {
  void state; void world; void attackers;
  throw new Error('Paths of the Lance: not built yet');
}
