import type { Dice } from '../../../core/dice.ts';
import type { Result } from '../../../core/result.ts';
import type { DogState } from '../state.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';

/**
 * Activation by invasion (PL B.3): the nation's HL# and WS#, the bonus from the combat strength of
 * every Highlord army across its border, the Whitestone rolling first (with at most one Diplomatic
 * Coup, `coupBonus`), then back and forth until it joins a side; a knight nation joins the
 * Whitestone with no roll. Its armies are placed at once and may not move or attack until next turn.
 */
export function invadeByPaths(state: DogState, ctx: PathsWorld, nation: string, coupBonus: number, dice: Dice): Result<Stepped> {
  void state; void ctx; void nation; void coupBonus; void dice;
  throw new Error('Paths of the Lance: not built yet');
}
