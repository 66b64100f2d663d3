import { seatViewer, type Viewer } from '../../../core/events.ts';
import { orderFor } from '../../../core/order-def.ts';
import { err, ok } from '../../../core/result.ts';
import type { DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import { SIDE_LABEL } from '../turn/phases.ts';
import { otherSide } from '../units.ts';
import { buildView, type DogView } from '../view.ts';
import { sideOfViewer, shownIn } from './view.ts';
import { describeCard, describeHand } from './words.ts';

/** The view of the whole map (Paths of the Lance plays on all of it), for a module that has not passed its own. */
const wholeMapView =
  (rules: DogRules) =>
  (state: DogState, viewer: Viewer): DogView =>
    buildView(state, rules.world, rules.scenarioOf(state).title, undefined, viewer, rules.paths);

/**
 * `/hand`: a player asks to see his own hand, at any time: its cards in words and the map with
 * the hand drawn under it (the view of his own seat). Nothing is stored or rolled, and only the
 * asker's own cards (and those the rules have shown of the other hand) are named.
 */
export function handOrders(rules: DogRules, view: (state: DogState, viewer: Viewer) => DogView = wholeMapView(rules)) {
  const order = orderFor<DogState, DogView>();

  const hand = order({
    verb: 'hand',
    kind: 'query',
    description: 'See your hand of Paths of the Lance cards, in words and drawn under the map',
    options: {},
    answer: (state, seat) => {
      const paths = rules.paths;
      if (!state.pl || !paths) return err("This game is played by DL11's own rules: there are no cards.");
      const side = sideOfViewer(seatViewer(seat));
      if (!side) return err("Only a side's player holds a hand: each side's hand size is on the map.");
      const other = otherSide(side);
      const known = shownIn(state.pl, other);
      const lines = [`Your hand: ${describeHand(paths, state.pl.deck.hands[side] ?? [])}`];
      if (known.length) lines.push(`Known in the ${SIDE_LABEL[other]} hand: ${known.map((c) => describeCard(paths, c)).join('; ')}`);
      return ok({ text: lines.join('\n'), view: view(state, seatViewer(side)) });
    },
  });

  return [hand] as const;
}
