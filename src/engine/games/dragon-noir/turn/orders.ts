import { orderFor } from '../../../core/order-def.ts';
import { ok } from '../../../core/result.ts';
import type { DnRules } from '../rules.ts';
import type { DnState } from '../state.ts';
import type { DnView } from '../view.ts';

/**
 * The orders of the turn itself: `/done` ends the phase (the rules around every order end it,
 * around.ts), and `/autoplay` lets the bot play the side it stands in for, or the asking side for
 * the rest of its player-turn.
 */

export function turnOrders(rules: DnRules) {
  const order = orderFor<DnState, DnView>();

  const autoplay = order({
    verb: 'autoplay',
    group: 'turn',
    description: 'Let the bot play the side it stands in for (or your own side, for the rest of this player-turn)',
    options: {},
    legal: rules.legal('autoplay'),
    apply: (state, seat, _o, dice) => rules.autoplay(state, seat, dice),
  });

  const done = order({
    verb: 'done',
    group: 'turn',
    description: 'End your phase',
    options: {},
    legal: rules.legal('done'),
    apply: (state) => ok({ state, events: [], checkpoints: [] }),
  });

  return [autoplay, done] as const;
}
