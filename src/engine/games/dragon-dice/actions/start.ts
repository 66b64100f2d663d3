import type { Dice } from '../../../core/dice.ts';
import type { Result } from '../../../core/result.ts';
import { err } from '../../../core/result.ts';
import type { AnyOrderDef } from '../../../core/order-def.ts';
import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';

/**
 * CONTRACT STUBS (issue 15, the actions helper): the march's action, as the turn calls it once the
 * terrain's face allows it. Each plays as far as it can alone (rolls, SAIs first, saves) and stops
 * at a choice (`state.action` set: the defender's casualties, the counter-attack); when the action
 * is over, `state.action` is null again and the turn goes on. Keep the signatures.
 */
export function startMelee(book: DiceBook, state: DdState, attacker: ArmyRef, target: ArmyRef, dice: Dice): Result<Stepped> {
  void book; void state; void attacker; void target; void dice;
  return err('Melee is not built yet.');
}

/** A missile attack: any opposing army but a reserve, not one at another home terrain from a home terrain; no counter-attack. */
export function startMissile(book: DiceBook, state: DdState, attacker: ArmyRef, target: ArmyRef, dice: Dice): Result<Stepped> {
  void book; void state; void attacker; void target; void dice;
  return err('Missile attacks are not built yet.');
}

/** The orders that answer an action's choices (casualties, counter-attack…), one definition each. */
export function actionOrders(book: DiceBook): ReadonlyArray<AnyOrderDef<DdState>> {
  void book;
  return [];
}
