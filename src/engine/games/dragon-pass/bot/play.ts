import { playBotSeats } from '../../../core/bot-loop.ts';
import type { Applied, OrderHint } from '../../../core/module.ts';
import type { Result } from '../../../core/result.ts';
import type { PassBook } from '../book.ts';
import { phaseOf } from '../turn/phases.ts';
import type { DpState, SideSeat } from '../state.ts';
import { botOrders, type BotOrder } from './choose.ts';

/**
 * The sides the bot plays, played while the game waits on them (core/bot-loop.ts): each choice
 * goes through the same schema and dispatch as a player's order.
 */
export type PlayOrder = (state: DpState, seat: SideSeat, order: BotOrder) => Result<Applied<DpState>>;
export type Hints = (state: DpState, seat: SideSeat, verb: string) => OrderHint[];

/** A guard against a bot that could not end a phase: far more orders than any game needs. */
const MAX_ORDERS = 20000;

export const botsToAct = (state: DpState): SideSeat[] => (phaseOf(state).active as SideSeat[]).filter((s) => state.bot.includes(s));

export function playBots(book: PassBook, state: DpState, play: PlayOrder, hints: Hints): Applied<DpState> {
  const { refused: _refused, ...run } = playBotSeats<DpState, BotOrder>(state, {
    next: (s) => botsToAct(s)[0],
    choices: (s, seat) => botOrders(book, s, seat as SideSeat, (verb) => hints(s, seat as SideSeat, verb)),
    play: (s, seat, order) => play(s, seat as SideSeat, order),
    over: (s) => s.ended !== null,
    maxOrders: MAX_ORDERS,
  });
  return run;
}
