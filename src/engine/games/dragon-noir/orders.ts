import type { OrdersOf } from '../../core/order-def.ts';
import { boatOrders } from './boats/orders.ts';
import { combatOrders } from './combat/orders.ts';
import { deepDungeonOrders } from './deep-dungeons/orders.ts';
import { fireOrders } from './fire/orders.ts';
import { horseOrders } from './horses/orders.ts';
import { magicOrders } from './magic/orders.ts';
import { movementOrders } from './movement/orders.ts';
import type { DnRules } from './rules.ts';
import { secretOrders } from './secret/orders.ts';
import { strategicOrders } from './strategic/orders.ts';
import { turnOrders } from './turn/orders.ts';

/**
 * The orders of Dragon Noir, each defined once in its rulebook chapter: `/move unit:Konrad to:F7`,
 * `/attack with:Konrad,Aldus target:Gromrak`. The slash commands, the order schema, autocomplete
 * and the legality check are derived from these definitions (core/game.ts).
 */
export function dragonNoirOrders(rules: DnRules) {
  return [
    ...movementOrders(rules),
    ...horseOrders(rules),
    ...combatOrders(rules),
    ...fireOrders(rules),
    ...magicOrders(rules),
    ...boatOrders(rules),
    ...deepDungeonOrders(rules),
    ...secretOrders(rules),
    ...strategicOrders(rules),
    ...turnOrders(rules),
  ] as const;
}

export type DnOrder = OrdersOf<ReturnType<typeof dragonNoirOrders>>;
