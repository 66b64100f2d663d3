import type { Dice } from '../../../core/dice.ts';
import type { Applied, OrderHint } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import type { Result } from '../../../core/result.ts';
import type { DdState } from '../state.ts';
import { playerName } from '../words.ts';
import { botsToAct } from './acting.ts';

/**
 * `/autoplay`: a player lets the bot play the seats it stands in for when the game waits on them.
 * The module plays them after every order and as the game begins, so this is needed only if the
 * bot was stopped (every choice it had refused).
 */
export type Autoplay = (state: DdState, seat: string, dice: Dice) => Result<Applied<DdState>>;

export function autoplayOrders(autoplay: Autoplay) {
  const order = orderFor<DdState>();
  const wake = order({
    verb: 'autoplay',
    group: 'turn',
    description: 'Let the bot play the seats it stands in for, when the game waits on them',
    options: {},
    anytime: true,
    legal: (state, seat) => autoplayHints(state, seat),
    apply: (state, seat, _o, dice) => autoplay(state, seat, dice),
  });
  return [wake] as const;
}

export function autoplayHints(state: DdState, seat: string): OrderHint[] {
  const bots = botsToAct(state);
  return bots.length && !state.bot.includes(seat) ? [{ verb: 'autoplay', options: {}, label: `Let the bot play ${bots.map(playerName).join(', ')}` }] : [];
}
