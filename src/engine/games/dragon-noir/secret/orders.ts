import { z } from 'zod';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { startPhase } from '../../../core/phases.ts';
import type { DnRules } from '../rules.ts';
import type { DnState } from '../state.ts';
import type { DnView } from '../view.ts';
import { orderDeploy } from './deploy.ts';

/** `/deploy`: the secret set-up's order, given by DM (deploy.ts). */

export function secretOrders(rules: DnRules) {
  const order = orderFor<DnState, DnView>();

  const deploy = order({
    verb: 'deploy',
    group: 'set-up',
    description: 'Secret set-up, by DM: place or buy a counter, name the real marker, or finish; alone, lists yours',
    options: {
      unit: option.unit('Your character, or a counter of your pool to buy', 'which character', { optional: true }),
      hex: option.custom('hex', 'Where he waits hidden: a hex of your zone, a holding box, or none to sell back', z.string().trim().min(1, 'which hex? Write it like F7.'), { optional: true }),
      real: option.custom('hex', 'The hex of the marker that is the real one', z.string().trim().min(1, 'which marker? Write its hex like F7.'), { optional: true }),
      // Yes or no as the core reads it: typed "yes"/"no", or true in the order the deadline gives.
      done: option.custom('choice', 'Your set-up is finished', option.yesNo('').schema, { optional: true }, [{ name: 'yes', value: 'yes' }]),
      /** A counter of several hexes (a Guard): the corner it faces (2.33); without it, the first that fits. */
      facing: option.custom('text', 'A Guard: the corner it faces (NNE, E, SSE, SSW, W, NNW)', z.string().trim().toUpperCase().min(1, 'facing: a corner like NNE.'), { optional: true }),
    },
    legal: rules.legal('deploy'),
    apply: (state, seat, o, dice) => {
      const table = rules.table(state);
      // The first turn begins when the last side is done.
      return orderDeploy(table, seat, { ...o, verb: 'deploy' }, dice, (s) => startPhase(rules.machine(s), s, 'offensive-fire', dice));
    },
  });

  return [deploy] as const;
}
