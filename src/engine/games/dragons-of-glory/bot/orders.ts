import type { Dice } from '../../../core/dice.ts';
import type { SeatId } from '../../../core/events.ts';
import type { Applied, OrderHint } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import type { Result } from '../../../core/result.ts';
import type { DogState } from '../state.ts';
import { SIDE_LABEL } from '../turn/phases.ts';
import type { DogView } from '../view.ts';
import { botToAct } from './acting.ts';

/**
 * The orders the bot gives, as typed orders of the game (each is read by the game's own schema
 * before it is played), and `/autoplay`, by which a player wakes the bot when it must act first.
 */
export type BotOrder =
  | { verb: 'go'; when: 'first' | 'second' }
  | { verb: 'done' }
  | { verb: 'move'; units: string[]; to: string }
  | { verb: 'attack'; target: string; with: string[]; card?: string }
  | { verb: 'advance'; with?: string[] }
  | { verb: 'taunt'; kender: string; target: string }
  | { verb: 'activate'; nation: string }
  // Paths of the Lance (bot/cards.ts chooses the cards).
  | { verb: 'begin'; phase: 'cards' | 'move' }
  | { verb: 'play'; card: string; coup?: string }
  | { verb: 'trade'; card: string }
  | { verb: 'roll'; coup?: string }
  | { verb: 'pass' }
  | { verb: 'assault'; card: string }
  | { verb: 'rebuild'; cards: string[]; counters: string[] }
  | { verb: 'discard'; card: string }
  | { verb: 'react'; card: string };

export type Autoplay = (state: DogState, seat: SeatId, dice: Dice) => Result<Applied<DogState>>;

export function botOrders(autoplay: Autoplay) {
  const order = orderFor<DogState, DogView>();

  const wake = order({
    verb: 'autoplay',
    group: 'turn',
    description: 'Let the bot play the side it stands in for, when it must act now',
    options: {},
    legal: (state, seat) => autoplayHints(state, seat),
    apply: (state, seat, _o, dice) => autoplay(state, seat, dice),
  });

  return [wake] as const;
}

/** While the bot must act, the players may only let it. */
export function autoplayHints(state: DogState, seat: SeatId): OrderHint[] {
  const bot = botToAct(state);
  return bot && !state.bot.includes(seat as never) ? [{ verb: 'autoplay', options: {}, label: `Let the bot play the ${SIDE_LABEL[bot]} side` }] : [];
}
