import type { Dice } from '../../../core/dice.ts';
import type { AnyOrderDef } from '../../../core/order-def.ts';
import { err, type Result } from '../../../core/result.ts';
import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';

/**
 * CONTRACT STUBS (issue 15, the magic and dragons helper): a magic action (a terrain's magic face,
 * or from reserves, own armies only): the army rolls, its magic is counted by element, and the
 * caster is asked which spells to cast (`state.action` of kind `magic`); null again once cast.
 * Keep the signatures.
 */
export function startMagic(book: DiceBook, state: DdState, army: ArmyRef, dice: Dice): Result<Stepped> {
  void book; void state; void army; void dice;
  return err('Magic is not built yet.');
}

/** The orders that cast spells, one definition each. */
export function magicOrders(book: DiceBook): ReadonlyArray<AnyOrderDef<DdState>> {
  void book;
  return [];
}

/** Ends the effects that last until `player`'s next turn begins (SFR 11 step 1). */
export function expireEffects(state: DdState, player: string): Stepped {
  return { state: { ...state, effects: state.effects.filter((e) => e.until !== player) }, events: [] };
}
