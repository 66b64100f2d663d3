import type { OrdersOf } from '../../core/order-def.ts';
import { actionOrders } from './actions/start.ts';
import type { DiceBook } from './dice/read.ts';
import { dragonOrders } from './dragons/start.ts';
import { magicOrders } from './magic/start.ts';
import { setupOrders } from './setup/orders.ts';
import { turnOrders } from './turn/orders.ts';

/** Every order of Dragon Dice, each chapter's list joined: the set-up, the turn, the actions, magic, the dragons. */
export function dragonDiceOrders(book: DiceBook) {
  return [...setupOrders(book), ...turnOrders(book), ...actionOrders(book), ...magicOrders(book), ...dragonOrders(book)] as const;
}
export type DdOrder = OrdersOf<ReturnType<typeof dragonDiceOrders>>;
