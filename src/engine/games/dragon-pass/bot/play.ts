import type { GameEvent } from '../../../core/events.ts';
import type { Applied, OrderHint } from '../../../core/module.ts';
import type { Result } from '../../../core/result.ts';
import type { PassBook } from '../book.ts';
import { phaseOf } from '../turn/phases.ts';
import type { DpState, SideSeat } from '../state.ts';
import { botOrders, type BotOrder } from './choose.ts';

/**
 * The sides the bot plays, played while the game waits on them: each choice goes through the same
 * schema and dispatch as a player's order, the next tried when the rules refuse one, until a
 * player must act or the game ends.
 */
export type PlayOrder = (state: DpState, seat: SideSeat, order: BotOrder) => Result<Applied<DpState>>;
export type Hints = (state: DpState, seat: SideSeat, verb: string) => OrderHint[];

/** A guard against a bot that could not end a phase: far more orders than any game needs. */
const MAX_ORDERS = 20000;

export const botsToAct = (state: DpState): SideSeat[] => (phaseOf(state).active as SideSeat[]).filter((s) => state.bot.includes(s));

export function playBots(book: PassBook, state: DpState, play: PlayOrder, hints: Hints): Applied<DpState> {
  let s = state;
  const events: GameEvent[] = [];
  const checkpoints: Applied<DpState>['checkpoints'] = [];
  for (let played = 0; played < MAX_ORDERS && !s.ended; ) {
    const seat = botsToAct(s)[0];
    if (!seat) break;
    let progressed = false;
    for (const order of botOrders(book, s, seat, (verb) => hints(s, seat, verb))) {
      played++;
      const done = play(s, seat, order);
      if (!done.ok) continue;
      s = done.value.state;
      events.push(...done.value.events);
      checkpoints.push(...done.value.checkpoints);
      progressed = true;
      break;
    }
    // Every choice refused: the game waits for the players rather than spinning.
    if (!progressed) break;
  }
  return { state: s, events, checkpoints };
}
