import { z } from 'zod';
import { option } from '../../../core/options.ts';
import type { VerbSpec } from '../../../core/module.ts';

/** `/deploy`: the secret set-up's order, given by DM (deploy.ts). */

// Yes or no as the core reads it: typed "yes"/"no", or true/false in an order the engine built (the deadline's default).
const yes = option.yesNo('').schema;

export const DeploySchema = z.object({
  verb: z.literal('deploy'),
  unit: z.string().trim().min(1, 'which character?').optional(),
  hex: z.string().trim().min(1, 'which hex? Write it like F7.').optional(),
  real: z.string().trim().min(1, 'which marker? Write its hex like F7.').optional(),
  done: yes.optional(),
  /** A counter of several hexes (a Guard): the corner it faces (2.33); without it, the first that fits. */
  facing: z.string().trim().toUpperCase().min(1, 'facing: a corner like NNE.').optional(),
});

export const DEPLOY_VERB: VerbSpec = {
  name: 'deploy',
  group: 'set-up',
  description: 'Secret set-up, by DM: place or buy a counter, name the real marker, or finish; alone, lists yours',
  options: [
    { name: 'unit', description: 'Your character, or a counter of your pool to buy', type: 'unit', required: false },
    { name: 'hex', description: 'Where he waits hidden: a hex of your zone, a holding box, or none to sell back', type: 'hex', required: false },
    { name: 'real', description: 'The hex of the marker that is the real one', type: 'hex', required: false },
    { name: 'done', description: 'Your set-up is finished', type: 'choice', required: false, choices: [{ name: 'yes', value: 'yes' }] },
    { name: 'facing', description: 'A Guard: the corner it faces (NNE, E, SSE, SSW, W, NNW)', type: 'text', required: false },
  ],
};
