import type { Dice } from '../../../core/dice.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';

/**
 * Activation by card (PL B.1): `side` rolls d10 at or under `number` (+ a Diplomatic Coup's bonus)
 * and `nation` joins it; its armies may not move or attack until next turn. What becomes of the
 * card (removed on success, back into the deck on failure) is the caller's (paths/hand.ts).
 */
export function activationRoll(state: DogState, ctx: PathsWorld, side: Side, nation: string, number: number, coupBonus: number, dice: Dice): Stepped & { joined: boolean } {
  void state; void ctx; void side; void nation; void number; void coupBonus; void dice;
  throw new Error('Paths of the Lance: not built yet');
}
