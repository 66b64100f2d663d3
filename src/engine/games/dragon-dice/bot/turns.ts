import type { Dice } from '../../../core/dice.ts';
import { playBotSeats, type BotRun as CoreBotRun } from '../../../core/bot-loop.ts';
import type { Applied } from '../../../core/module.ts';
import type { Result } from '../../../core/result.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdOrder } from '../orders.ts';
import type { DdState } from '../state.ts';
import { botsToAct } from './acting.ts';
import { botOrders } from './choose.ts';

/**
 * The bot's seats played: while the game waits on a seat the bot plays (state.bot), its orders
 * (choose.ts) go through the same schema and dispatch as a player's, the next choice tried when
 * the rules refuse one, until a player must act or the game ends.
 */

/** Plays one order as a player's is played (the schema, the order's handler, the rules after it). */
export type PlayOrder = (state: DdState, seat: string, order: DdOrder) => Result<Applied<DdState>>;

/** Far more orders than any turn needs: a guard against a bot that could not end a step. */
const MAX_ORDERS = 5000;

export type BotRun = CoreBotRun<DdState, DdOrder>;

export function playBots(book: DiceBook, state: DdState, dice: Dice, play: PlayOrder): BotRun {
  return playBotSeats<DdState, DdOrder>(state, {
    next: (s) => botsToAct(s)[0],
    choices: (s, seat) => botOrders(book, s, seat, dice),
    play,
    over: (s) => s.ended !== null,
    maxOrders: MAX_ORDERS,
  });
}
