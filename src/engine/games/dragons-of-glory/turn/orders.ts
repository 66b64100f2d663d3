import { publicEvent } from '../../../core/events.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok } from '../../../core/result.ts';
import { pathsDone } from '../paths/orders.ts';
import { activate, activationRating } from '../strategic/activation.ts';
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
    description: 'End your movement, taunts, combat, activation step, card phase, rebuilding or discards',
    options: {},
    phases: ['activation', 'movement', 'taunt', 'combat', 'cards', 'rebuild', 'discard'],
    legal: (state) => [{ verb: 'done', options: {}, label: `End ${state.phase === 'taunt' ? 'your taunts' : state.phase === 'cards' ? 'your card phase' : `your ${state.phase}`}` }],
    apply: (state, seat, _o, dice) => {
      // Paths of the Lance's own phases (paths/turn.ts): the card phase, and the two steps both sides play at once.
      if (state.pl && (state.phase === 'cards' || state.phase === 'rebuild' || state.phase === 'discard')) return pathsDone(rules, state, seat as Side, dice);
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
    legal: (state) => (state.pl ? [] : [
      { verb: 'go', options: { when: 'first' }, label: 'Move and fight first' },
      { verb: 'go', options: { when: 'second' }, label: 'Let the other side move first' },
    ]),
    apply: (state, seat, o, dice) => {
      if (state.pl) return err('Under Paths of the Lance the initiative holder acts first, with no choice to make: react with an initiative card, or pass.');
      if (state.acting !== seat) return err(`The ${SIDE_LABEL[state.acting]} side holds the initiative and chooses.`);
      const first: Side = o.when === 'first' ? (seat as Side) : otherSide(seat as Side);
      const chosen = { ...state, first };
      const next = endPhase(chosen, rules.hooks, dice);
      return ok({ ...next, events: [publicEvent('initiative-choice', `The ${SIDE_LABEL[seat as Side]} side chooses to go ${o.when}: the ${SIDE_LABEL[first]} side moves and fights first.`), ...next.events] });
    },
  });

  const activateNation = order({
    verb: 'activate',
    description: 'The activation step: try to bring a neutral nation into the war (d10 at or under its rating)',
    options: { nation: option.name('The neutral nation to activate', 'which nation') },
    line: '{nation}',
    phases: ['activation'],
    legal: (state, seat) => neutralNations(rules, state, seat as Side).map((n) => ({ verb: 'activate', options: { nation: n.id }, label: `${n.name} (${n.rating} or less)` })),
    apply: (state, seat, o, dice) => {
      if (state.acting !== seat) return err(`It is the ${SIDE_LABEL[state.acting]} side's try now.`);
      const wanted = o.nation.trim().toLowerCase().replace(/\s+/g, '-');
      const nation = [...rules.world.nations.values()].find((n) => n.id === wanted || n.name.toLowerCase() === o.nation.trim().toLowerCase());
      if (!nation) return err(`"${o.nation}" is no nation. Neutral nations: ${neutralNations(rules, state, seat as Side).map((n) => n.name).join(', ') || 'none'}.`);
      const tried = activate(state, rules.world, seat as Side, nation.id, dice);
      if (!tried.ok) return tried;
      // One try a side: the step passes on.
      const next = endPhase(tried.value.state, rules.hooks, dice);
      return ok({ ...next, events: [...tried.value.events, ...next.events] });
    },
  });

  return [done, go, activateNation] as const;
}

/** The neutral nations `side` could try to activate, with the number it needs. */
function neutralNations(rules: DogRules, state: DogState, side: Side): Array<{ id: string; name: string; rating: number }> {
  const out: Array<{ id: string; name: string; rating: number }> = [];
  for (const n of rules.world.nations.values()) {
    if (state.nations[n.id]?.allegiance !== 'neutral') continue;
    const rated = activationRating(state, rules.world, n.id, side);
    // The modifiers are taken off the die, so they raise the number it needs.
    const needs = rated ? rated.rating - rated.modifiers.reduce((sum, m) => sum + m.value, 0) : 0;
    if (rated && needs > 0) out.push({ id: n.id, name: n.name, rating: needs });
  }
  return out;
}
