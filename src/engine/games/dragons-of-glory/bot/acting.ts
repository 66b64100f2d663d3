import type { SeatId } from '../../../core/events.ts';
import type { DogState } from '../state.ts';
import { SIDES, type Side } from '../units.ts';

/** The side the bot must play now (the side to act, if the bot plays it), or undefined. */
export function botToAct(state: DogState): Side | undefined {
  if (state.ended || state.phase === 'over') return undefined;
  return state.bot.includes(state.acting) ? state.acting : undefined;
}

/** The sides players hold. */
export function humans(state: DogState): SeatId[] {
  return SIDES.filter((s) => !state.bot.includes(s));
}
