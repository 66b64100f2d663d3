import type { GameEvent, SeatId } from '../../../core/events.ts';
import type { Applied } from '../../../core/module.ts';
import type { Result } from '../../../core/result.ts';
import type { DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import { botToAct } from './acting.ts';
import type { BotOrder } from './orders.ts';
import { freshMemo, planOrders, stepOf, type StepMemo } from './plan.ts';

/**
 * The bot's turns: while a side the bot plays must act, its orders (plan.ts) are played through
 * the same dispatch as a player's, the next one tried when the rules refuse one, until a player
 * must act or the game ends.
 */

/** Plays one order as a player's order is played (the game's schema, then its dispatch). */
export type PlayOrder = (state: DogState, seat: SeatId, order: BotOrder) => Result<Applied<DogState>>;

/** Far more orders than any turn of the war needs: a guard against a bot that could not end a step. */
const MAX_ORDERS = 5000;

export interface BotRun extends Applied<DogState> {
  /** The orders the rules refused on the way (each was followed by the next choice). */
  refused: Array<{ order: BotOrder; error: string }>;
}

export function playBots(rules: DogRules, state: DogState, play: PlayOrder): BotRun {
  let s = state;
  const events: GameEvent[] = [];
  const checkpoints: Applied<DogState>['checkpoints'] = [];
  const refused: BotRun['refused'] = [];
  let memo: StepMemo = freshMemo(s);
  let tried = new Set<string>();
  for (let played = 0; played < MAX_ORDERS; ) {
    const side = botToAct(s);
    if (!side) break;
    if (stepOf(s) !== memo.step) {
      memo = freshMemo(s);
      tried = new Set();
    }
    const candidates = planOrders(rules, s, side, memo).filter((o) => !tried.has(JSON.stringify(o)));
    let progressed = false;
    let refusedNow = false;
    for (const order of candidates) {
      // A step ends only when the bot has nothing left to try in it; a refusal first asks for a new plan.
      if (order.verb === 'done' && refusedNow) break;
      played++;
      const done = play(s, side, order);
      if (!done.ok) {
        tried.add(JSON.stringify(order));
        refused.push({ order, error: done.error });
        refusedNow = true;
        continue;
      }
      s = done.value.state;
      events.push(...done.value.events);
      checkpoints.push(...done.value.checkpoints);
      progressed = true;
      break;
    }
    if (!progressed && !refusedNow) break;
  }
  return { state: s, events, checkpoints, refused };
}
