import type { Dice } from '../../../core/dice.ts';
import type { Hex } from '../../../hex/hex.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';

/**
 * Berem (PL D): placed when Everman Found is played, by the d10 table (1 the Mithas fortress, 2 Pax
 * Tharkas, 3 the fortress SW of Qualinesti, 4 Kalaman, 5 Palanthus, 6 Kendermore, 7 Hylo, 8
 * Vingaard, 9 the Whitestone's choice, 10 the Highlords' choice of a neutral continental city, a
 * re-roll if there is none). Captured at once where an army stands; never moves unless captured;
 * never eliminated; captured by the side whose assault eliminates every army he is with, then goes
 * with one of its stacks. The Highlords bringing him into the Dark Temple's hex win at once.
 */

/** The d10 roll: his place, or the side that must choose one of `choices`. */
export function beremRoll(state: DogState, ctx: PathsWorld, dice: Dice): Stepped & { choose?: { side: Side; places: string[] } } {
  void state; void ctx; void dice;
  throw new Error('Paths of the Lance: not built yet');
}

/** Berem at a place (by id): captured at once by the side of any army there. */
export function placeBerem(state: DogState, ctx: PathsWorld, place: string): Stepped {
  void state; void ctx; void place;
  throw new Error('Paths of the Lance: not built yet');
}

/** After a battle or a move: Berem captured by the side that emptied his hex, or carried with his captor's stack. */
export function followBerem(before: DogState, after: DogState, ctx: PathsWorld): Stepped {
  void before; void after; void ctx;
  throw new Error('Paths of the Lance: not built yet');
}

/** Where Berem stands now, or null. */
export function beremHex(state: DogState): Hex | null {
  void state;
  throw new Error('Paths of the Lance: not built yet');
}
