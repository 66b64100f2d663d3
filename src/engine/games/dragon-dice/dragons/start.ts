import type { Dice } from '../../../core/dice.ts';
import type { AnyOrderDef } from '../../../core/order-def.ts';
import type { Result } from '../../../core/result.ts';
import { ok } from '../../../core/result.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';

/**
 * CONTRACT STUBS (issue 15, the magic and dragons helper): the dragon attacks at the start of
 * `player`'s turn, at every terrain where `player` has an army and a dragon stands (SFR 17,
 * TSR FAQ3). Plays them through; where two players' dragons attack, their owners seal targets
 * (`state.dragonAttack` set) and the attack waits; null once every dragon has attacked.
 */
export function startDragonAttacks(book: DiceBook, state: DdState, player: string, dice: Dice): Result<Stepped> {
  void book; void player; void dice;
  return ok({ state, events: [] });
}

/** The orders that answer a dragon attack (targets sealed), one definition each. */
export function dragonOrders(book: DiceBook): ReadonlyArray<AnyOrderDef<DdState>> {
  void book;
  return [];
}
