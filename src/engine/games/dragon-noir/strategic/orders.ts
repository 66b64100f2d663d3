import { z } from 'zod';
import type { VerbSpec } from '../../../core/module.ts';

/**
 * `/plan`: the Krob player's secret orders on the Strategic Plan of the DN2 campaign (5.21),
 * given by DM at any time of a game of the campaign (apply.ts); the Adventurers never see them.
 */

export const PlanOrderSchema = z.object({
  verb: z.literal('plan'),
  action: z.enum(['deploy', 'cell', 'move', 'spawn', 'done', 'show'], { error: 'action: deploy, cell, move, spawn, done or show.' }).default('show'),
  krob: z.string().trim().min(1, 'which Krob? Name it like Hunter 3 or Migam.').optional(),
  kind: z.string().trim().min(1, 'which type? Guard, Slayer, Warrior or Hunter.').optional(),
  area: z.string().trim().min(1, 'which area of the plan?').optional(),
  cell: z.coerce.number({ error: 'cell: a number from 1 to 8.' }).int('cell: a number from 1 to 8.').optional(),
});
export type PlanOrder = z.infer<typeof PlanOrderSchema>;

export const PLAN_VERB: VerbSpec = {
  name: 'plan',
  group: 'krobs',
  description: 'Krobs on the Strategic Plan, by DM (secret): set up, hide the prisoner, move, spawn; alone, shows it',
  anytime: true,
  options: [
    {
      name: 'action',
      description: 'What to do',
      type: 'choice',
      required: false,
      choices: ['deploy', 'cell', 'move', 'spawn', 'done', 'show'].map((a) => ({ name: a, value: a })),
    },
    { name: 'krob', description: 'The Krob to move (Hunter 3, Migam)', type: 'text', required: false },
    { name: 'kind', description: 'The type to buy: Guard, Slayer, Warrior or Hunter', type: 'text', required: false },
    { name: 'area', description: 'An area of the Strategic Plan (The Maze, The Pit …)', type: 'text', required: false },
    { name: 'cell', description: "The Jails cell (1 to 8) that holds the dwarf prisoner", type: 'integer', required: false },
  ],
};
