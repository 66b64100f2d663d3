import type { Dice } from '../../../core/dice.ts';
import type { DogState } from '../state.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';

/**
 * What joining and conquest are worth (PL G, H): every nation that joined a side between `before`
 * and `after` moves the VP marker its chart value towards that side and adds 1 to war status; every
 * nation conquered moves it twice its value towards the conqueror and adds 1. The Maelstrom counts
 * as conquered when its last fleet is gone. Called after every order and automatic step.
 */
export function reckon(before: DogState, after: DogState, ctx: PathsWorld, dice: Dice): Stepped {
  void before; void after; void ctx; void dice;
  throw new Error('Paths of the Lance: not built yet');
}
