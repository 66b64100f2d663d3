import type { Dice } from '../../../core/dice.ts';
import type { Applied } from '../../../core/module.ts';
import { writeOrderLine } from '../../../core/order-lines.ts';
import { optionText } from '../../../core/options.ts';
import type { DragonsOfGlory } from '../index.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import type { BotOrder } from './orders.ts';
import { freshMemo, planOrders, stepOf } from './plan.ts';

/**
 * A scripted player: one side's whole step (its movement, its taunts, its combat, its choice of
 * initiative) chosen as the bot would choose it, played on a copy, and written as the lines of one
 * order message. Examples and whole-game tests send these lines as a player types them.
 */
export function scriptStep(game: DragonsOfGlory, state: DogState, side: Side, dice: Dice): { lines: string[]; state: DogState; applied: Applied<DogState>[] } {
  const step = stepOf(state);
  const memo = freshMemo(state);
  const lines: string[] = [];
  const applied: Applied<DogState>[] = [];
  const tried = new Set<string>();
  let s = state;
  // A step ends for this side as soon as the game no longer waits on it (a sealed choice made, a question put to the other side): the app would refuse what follows.
  const waitsOn = (st: DogState) => {
    const phase = game.phase(st);
    return phase.decision ? phase.decision.seat === side : phase.active.includes(side);
  };
  for (let guard = 0; guard < 500 && stepOf(s) === step && !s.ended && waitsOn(s); guard++) {
    const order = planOrders(game.rules, s, side, memo).find((o) => !tried.has(JSON.stringify(o)));
    if (!order) break;
    tried.add(JSON.stringify(order));
    // An order the game does not know in this form is skipped as a refused one is.
    const parsed = game.orderSchema.safeParse(order);
    if (!parsed.success) continue;
    const done = game.apply(s, side, parsed.data, dice);
    if (!done.ok) continue;
    s = done.value.state;
    applied.push(done.value);
    lines.push(lineOf(game, order));
  }
  return { lines, state: s, applied };
}

/** An order as a player writes it on a line of `/orders`. */
export function lineOf(game: DragonsOfGlory, order: BotOrder): string {
  const spec = game.verbs.find((v) => v.name === order.verb)!;
  const options = Object.fromEntries(Object.entries(order).filter(([k]) => k !== 'verb').map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : optionText(v)]));
  return writeOrderLine(spec, options);
}
