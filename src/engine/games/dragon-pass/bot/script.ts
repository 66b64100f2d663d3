import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { writeOrder } from '../../../core/order-lines.ts';
import type { PassBook } from '../book.ts';
import type { DragonPass } from '../index.ts';
import type { DpState, SideSeat } from '../state.ts';
import { phaseOf } from '../turn/phases.ts';
import { botOrders } from './choose.ts';

/**
 * A scripted player: what `side` would send as one /orders message now, chosen as the bot would
 * choose, played on a copy, and written as order lines. A message is one phase: it ends when the
 * game no longer waits on the side or the phase has changed. Examples and whole-game tests send
 * these lines as a player types them.
 */
export function scriptStep(game: DragonPass, book: PassBook, state: DpState, side: SideSeat, dice: Dice): { lines: string[]; state: DpState; events: GameEvent[] } {
  const step = stepOf(state);
  const lines: string[] = [];
  const events: GameEvent[] = [];
  let s = state;
  for (let guard = 0; guard < 300 && !s.ended && stepOf(s) === step && phaseOf(s).active.includes(side); guard++) {
    let played = false;
    for (const order of botOrders(book, s, side, (verb) => game.legalOrders(s, side, { verb }))) {
      const parsed = game.orderSchema.safeParse(order);
      if (!parsed.success) continue;
      const done = game.apply(s, side, parsed.data, dice);
      if (!done.ok) continue;
      s = done.value.state;
      events.push(...done.value.events);
      lines.push(writeOrder(game.verbs, parsed.data));
      played = true;
      break;
    }
    if (!played) break;
  }
  return { lines, state: s, events };
}

const stepOf = (state: DpState): string => `${state.gameTurn}:${state.turn.side}:${state.turn.phase}`;
