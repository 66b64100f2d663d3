import type { SeatId } from '../../../core/events.ts';
import type { DogState } from '../state.ts';
import { SIDES, type Side } from '../units.ts';

/**
 * The side the bot must play now, or undefined. Paths of the Lance asks one side a question in
 * the middle of an order (pl.question: its seat answers, whoever is acting), and has steps both
 * sides play at once (the initiative cards, rebuild, discard): there the bot plays each of its
 * sides not yet done. Otherwise the side to act, if the bot plays it.
 */
export function botToAct(state: DogState): Side | undefined {
  if (state.ended || state.phase === 'over') return undefined;
  const pl = state.pl;
  if (pl?.question) {
    const seat = pl.question.window.seat as Side;
    return state.bot.includes(seat) ? seat : undefined;
  }
  const together = simultaneousSides(state);
  if (together) return together.find((s) => state.bot.includes(s));
  return state.bot.includes(state.acting) ? state.acting : undefined;
}

/** In a step both sides play at once, the sides still to play in it; undefined in any other step. */
export function simultaneousSides(state: DogState): Side[] | undefined {
  const pl = state.pl;
  if (!pl) return undefined;
  if (state.phase === 'initiative' && pl.initiativeCards) return SIDES.filter((s) => pl.initiativeCards!.seats.includes(s) && !(s in pl.initiativeCards!.choices));
  if (state.phase === 'rebuild' || state.phase === 'discard') return SIDES.filter((s) => !pl.ready.includes(s));
  return undefined;
}

/** The sides players hold. */
export function humans(state: DogState): SeatId[] {
  return SIDES.filter((s) => !state.bot.includes(s));
}
