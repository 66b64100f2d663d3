import type { GameEvent, SeatId } from './events.ts';
import type { Applied } from './module.ts';
import type { Result } from './result.ts';

/**
 * The seats a bot plays, played while the game waits on them: each of its choices goes through
 * `play` (the same schema, handler and rules as a player's order), the next tried when the rules
 * refuse one, until no bot seat is waited on, the game is over, or every choice of a seat is
 * refused (the players are asked then, rather than the game spinning).
 */
export interface BotLoop<S, O> {
  /** The first bot seat the game waits on now, if any. */
  next(state: S): SeatId | undefined;
  /** Its choices, best first. */
  choices(state: S, seat: SeatId): readonly O[];
  play(state: S, seat: SeatId, order: O): Result<Applied<S>>;
  over(state: S): boolean;
  /** A guard against a bot that could not end a step: far more orders than any game needs. */
  maxOrders: number;
}

export interface BotRun<S, O> extends Applied<S> {
  /** The orders the rules refused on the way (each was followed by the bot's next choice). */
  refused: Array<{ seat: SeatId; order: O; error: string }>;
}

export function playBotSeats<S, O>(state: S, loop: BotLoop<S, O>): BotRun<S, O> {
  let s = state;
  const events: GameEvent[] = [];
  const checkpoints: Applied<S>['checkpoints'] = [];
  const refused: BotRun<S, O>['refused'] = [];
  for (let played = 0; played < loop.maxOrders && !loop.over(s); ) {
    const seat = loop.next(s);
    if (!seat) break;
    let progressed = false;
    for (const order of loop.choices(s, seat)) {
      played++;
      const done = loop.play(s, seat, order);
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
    if (!progressed) break;
  }
  return { state: s, events, checkpoints, refused };
}
