import type { Dice } from '../../../core/dice.ts';
import type { DogState } from '../state.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';

/**
 * War status (PL H; CHECKLIST §2.4 item 30): +1 per activation and per conquest, card values,
 * Non-aggression Pact −1. Reaching the chart's era squares (15, 30) shuffles that era's cards into
 * the deck at once and marks `pl.eraChanged` (the hands are shown at the turn's end). From Era 2
 * each knight square reached rolls for the knights (PL B.2), one roll per square; past 30 war status
 * is no longer tracked, and every rise it would have had rolls for the knights at +2 instead.
 */
export function changeWarStatus(state: DogState, ctx: PathsWorld, by: number, why: string, dice: Dice): Stepped {
  void state; void ctx; void by; void why; void dice;
  throw new Error('Paths of the Lance: not built yet');
}
