import type { Dice } from '../../../core/dice.ts';
import type { Applied } from '../../../core/module.ts';
import { writeOrder } from '../../../core/order-lines.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DragonDice } from '../index.ts';
import type { DdState } from '../state.ts';
import { seatsToAct } from './acting.ts';
import { botOrders } from './choose.ts';

/**
 * A scripted player: what `seat` would send as one /orders message now, chosen as the bot would
 * choose, played on a copy, and written as order lines (`readOrderLines` reads them back). A
 * message ends when the game no longer waits on the seat (a sealed choice made, another player
 * asked) or its step is over (a march played through its action, a set-up step done). Examples and
 * whole-game tests send these lines as a player types them; send them one a line (a list of
 * spells has `;` in it).
 */
export function scriptStep(game: DragonDice, book: DiceBook, state: DdState, seat: string, dice: Dice): { lines: string[]; state: DdState; applied: Applied<DdState>[] } {
  const step = stepOf(state);
  const lines: string[] = [];
  const applied: Applied<DdState>[] = [];
  let s = state;
  for (let guard = 0; guard < 200 && !s.ended && stepOf(s) === step && seatsToAct(s).includes(seat); guard++) {
    let played = false;
    for (const order of botOrders(book, s, seat, dice)) {
      const parsed = game.orderSchema.safeParse(order);
      if (!parsed.success) continue;
      const done = game.apply(s, seat, parsed.data, dice);
      if (!done.ok) continue;
      s = done.value.state;
      applied.push(done.value);
      lines.push(writeOrder(game.verbs, order));
      played = true;
      break;
    }
    if (!played) break;
  }
  return { lines, state: s, applied };
}

/** The step a message belongs to: the set-up's, or the turn's (round, player, step). */
function stepOf(state: DdState): string {
  return state.turn ? `${state.turn.round}:${state.turn.player}:${state.turn.step}` : `setup:${state.setup.step}`;
}
