import { z } from 'zod';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { applied, type DnRules } from '../rules.ts';
import type { DnState } from '../state.ts';
import type { DnView } from '../view.ts';
import { orderPlan, PLAN_ACTIONS } from './apply.ts';

/**
 * `/plan`: the Krob player's secret orders on the Strategic Plan of the DN2 campaign (5.21),
 * given by DM at any time of a game of the campaign (apply.ts); the Adventurers never see them.
 */


const text = (description: string, refusal: string) => option.custom('text', description, z.string().trim().min(1, refusal), { optional: true });

export function strategicOrders(rules: DnRules) {
  const order = orderFor<DnState, DnView>();

  const plan = order({
    verb: 'plan',
    group: 'krobs',
    // Secret and at any time, and it never moves play on (5.21).
    kind: 'standing',
    description: 'Krobs on the Strategic Plan, by DM (secret): set up, hide the prisoner, move, spawn; alone, shows it',
    options: {
      action: option.choice('What to do', PLAN_ACTIONS, 'action: deploy, cell, move, spawn, done or show.', { optional: true }),
      krob: text('The Krob to move (Hunter 3, Migam)', 'which Krob? Name it like Hunter 3 or Migam.'),
      kind: text('The type to buy: Guard, Slayer, Warrior or Hunter', 'which type? Guard, Slayer, Warrior or Hunter.'),
      area: text('An area of the Strategic Plan (The Maze, The Pit …)', 'which area of the plan?'),
      cell: option.integer('The Jails cell (1 to 8) that holds the dwarf prisoner', 'cell', {}, { optional: true }),
    },
    legal: rules.legal('plan'),
    apply: (state, seat, o) => applied(orderPlan(state, seat, { ...o, action: o.action ?? 'show' })),
  });

  return [plan] as const;
}
