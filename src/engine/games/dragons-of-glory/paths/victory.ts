import type { DogState } from '../state.ts';
import type { Victory } from '../strategic/victory.ts';
import type { PathsWorld } from './rules.ts';

/**
 * Victory under Paths of the Lance (PL G): automatic when the Whitestone take the Dark Temple's
 * city or Berem is brought into it by the Highlords (at once), or a side reaches 25 VP (checked at
 * step 10, `endOfTurn`); scored after the last turn: 1-12 minor, 13-24 major, 0 a draw.
 */
export function automaticVictory(state: DogState, ctx: PathsWorld, endOfTurn: boolean): Victory | null {
  void state; void ctx; void endOfTurn;
  throw new Error('Paths of the Lance: not built yet');
}

export function scoredVictory(state: DogState): Victory {
  void state;
  throw new Error('Paths of the Lance: not built yet');
}
