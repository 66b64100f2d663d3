import type { DogRules } from '../rules.ts';
import type { TurnHooks } from '../turn/sequence.ts';
import { actionEnded, invasionsAtMovementEnd } from './turn.ts';

/**
 * The turn hooks of a scenario played with the cards, where DL11's do not apply (FACTS §1.3): no
 * replacements, no event cup, no activation step (PL brings nations in by card, knight roll or
 * invasion), no DL11 victory check (PL G is checked after every order and at step 10), and no
 * draconian raised at the turn's start (the Dark Temple card's, at step 9: paths/rebuild.ts).
 * Supply and settling (step 8), the Maelstrom at a movement's start and the kender's taunts stay
 * DL11's. The end of a side's movement rolls its declared invasions; the end of its combat opens
 * the next action phase. `rules` is read when a hook runs, so it may be the rules being built.
 */
export function pathsHooks(base: TurnHooks, rules: () => DogRules): TurnHooks {
  return {
    ...base,
    startOfTurn: (state) => ({ state, events: [] }),
    victory: () => null,
    activationStep: () => false,
    movementEnds: (state, dice) => invasionsAtMovementEnd(rules(), state, dice),
    actionEnds: (state, dice) => actionEnded(rules(), state, dice),
  };
}
