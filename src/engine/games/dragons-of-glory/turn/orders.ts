import { publicEvent } from '../../../core/events.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok } from '../../../core/result.ts';
import type { DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import type { DogView } from '../view.ts';
import { otherSide, type Side } from '../units.ts';
import { SIDE_LABEL } from './phases.ts';
import { endPhase } from './sequence.ts';

/** The orders that move the turn on: `done` ends a side's step, `go` is the initiative holder's choice. */
export function turnOrders(rules: DogRules) {
  const order = orderFor<DogState, DogView>();

  const done = order({
    verb: 'done',
    description: 'End your movement, taunts, combat or activation step',
    options: {},
    phases: ['activation', 'movement', 'taunt', 'combat'],
    legal: (state) => [{ verb: 'done', options: {}, label: `End ${state.phase === 'taunt' ? 'your taunts' : `your ${state.phase}`}` }],
    apply: (state, seat, _o, dice) => {
      if (state.acting !== seat) return err(`It is the ${SIDE_LABEL[state.acting]} side's ${state.phase} step, not yours.`);
      return ok(endPhase(state, rules.hooks, dice));
    },
  });

  const go = order({
    verb: 'go',
    description: 'Holding the initiative: move and fight first or second this turn',
    options: { when: option.choice('first or second', ['first', 'second'], 'go first or go second.') },
    line: '{when}',
    phases: ['initiative'],
    legal: () => [
      { verb: 'go', options: { when: 'first' }, label: 'Move and fight first' },
      { verb: 'go', options: { when: 'second' }, label: 'Let the other side move first' },
    ],
    apply: (state, seat, o, dice) => {
      if (state.acting !== seat) return err(`The ${SIDE_LABEL[state.acting]} side holds the initiative and chooses.`);
      const first: Side = o.when === 'first' ? (seat as Side) : otherSide(seat as Side);
      const chosen = { ...state, first };
      const next = endPhase(chosen, rules.hooks, dice);
      return ok({ ...next, events: [publicEvent('initiative-choice', `The ${SIDE_LABEL[seat as Side]} side chooses to go ${o.when}: the ${SIDE_LABEL[first]} side moves and fights first.`), ...next.events] });
    },
  });

  return [done, go] as const;
}
