import type { Dice } from '../../../core/dice.ts';
import type { Applied } from '../../../core/module.ts';
import type { Result } from '../../../core/result.ts';
import type { DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';

/**
 * The cards played in a battle (pl-battle's part of issue 14). A stub with the agreed signature,
 * so the `react` order can dispatch to it; pl-battle's file replaces it.
 */
export function answerCombatCard(state: DogState, seat: Side, card: string | 'pass', dice: Dice, rules: DogRules): Result<Applied<DogState>> {
  void state; void seat; void card; void dice; void rules;
  throw new Error('Paths of the Lance: not built yet');
}
