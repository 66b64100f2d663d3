import type { Dice } from '../../../core/dice.ts';
import type { Result } from '../../../core/result.ts';
import { err, ok } from '../../../core/result.ts';
import type { AnyOrderDef } from '../../../core/order-def.ts';
import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { beginAttack } from './attack.ts';
import { attackOrders } from './orders.ts';
import { targetFault } from './targets.ts';

/**
 * The march's action, as the turn calls it once the terrain's face allows it. Each plays as far as
 * it can alone (rolls, SAIs first, saves) and stops at a choice (`state.action` set: casualties, the
 * counter-attack); when the action is over, `state.action` is null again and the turn goes on.
 */
export function startMelee(book: DiceBook, state: DdState, attacker: ArmyRef, target: ArmyRef, dice: Dice): Result<Stepped> {
  return start(book, state, 'melee', attacker, target, dice);
}

/** A missile attack: any opposing army but a reserve, not one at another home terrain from a home terrain; no counter-attack. */
export function startMissile(book: DiceBook, state: DdState, attacker: ArmyRef, target: ArmyRef, dice: Dice): Result<Stepped> {
  return start(book, state, 'missile', attacker, target, dice);
}

function start(book: DiceBook, state: DdState, kind: 'melee' | 'missile', attacker: ArmyRef, target: ArmyRef, dice: Dice): Result<Stepped> {
  if (state.action) return err(`An action is already under way (${state.action.kind}); it must end first.`);
  const fault = targetFault(book, state, kind, attacker, target);
  if (fault) return err(fault);
  return ok(beginAttack(book, state, kind, attacker, target, false, dice));
}

/** Who the attack waits on (for a deadline), and the answer given for one who lets it pass (and for the bot). */
export { actionDefault, waitingOn } from './answers.ts';
/** Whom an army may attack: for the turn's and the bot's choice of target. */
export { meleeTargets, missileTargets } from './targets.ts';

/** The orders that answer an action's choices (casualties, counter-attack), one definition each. */
export function actionOrders(book: DiceBook): ReadonlyArray<AnyOrderDef<DdState>> {
  return attackOrders(book);
}
