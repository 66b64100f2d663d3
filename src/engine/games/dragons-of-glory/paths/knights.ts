import type { Dice } from '../../../core/dice.ts';
import type { DogState } from '../state.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';

/**
 * Knight activations (PL B.2): the Whitestone roll d10 at or under (nations conquered by the
 * Highlords + knight nations already at war + the chart's VP-status bonus + `bonus`); success brings
 * in the knight nation first in `pl.knightPreference` still neutral. No Diplomatic Coup.
 */
export function knightTarget(state: DogState, ctx: PathsWorld, bonus: number): { target: number; parts: string[] } {
  void state; void ctx; void bonus;
  throw new Error('Paths of the Lance: not built yet');
}

export function knightRoll(state: DogState, ctx: PathsWorld, bonus: number, why: string, dice: Dice): Stepped {
  void state; void ctx; void bonus; void why; void dice;
  throw new Error('Paths of the Lance: not built yet');
}
