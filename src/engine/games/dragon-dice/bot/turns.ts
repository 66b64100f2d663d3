import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
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

export interface BotRun extends Applied<DdState> {
  /** The orders the rules refused on the way (each was followed by the bot's next choice). */
  refused: Array<{ seat: string; order: DdOrder; error: string }>;
}

export function playBots(book: DiceBook, state: DdState, dice: Dice, play: PlayOrder): BotRun {
  let s = state;
  const events: GameEvent[] = [];
  const checkpoints: Applied<DdState>['checkpoints'] = [];
  const refused: BotRun['refused'] = [];
  for (let played = 0; played < MAX_ORDERS && !s.ended; ) {
    const seat = botsToAct(s)[0];
    if (!seat) break;
    let progressed = false;
    for (const order of botOrders(book, s, seat, dice)) {
      played++;
      const done = play(s, seat, order);
      if (!done.ok) {
        refused.push({ seat, order, error: done.error });
        continue;
      }
      s = done.value.state;
      events.push(...done.value.events);
      checkpoints.push(...done.value.checkpoints);
      progressed = true;
      break;
    }
    // Every choice refused: the players are asked (their /autoplay tries again) rather than the game spinning.
    if (!progressed) break;
  }
  return { state: s, events, checkpoints, refused };
}
