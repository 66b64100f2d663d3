import { deckSecrets } from '../../../core/deck.ts';
import type { Viewer } from '../../../core/events.ts';
import { sealedSecrets } from '../../../core/sealed.ts';
import type { DogState } from '../state.ts';
import { SIDES } from '../units.ts';
import type { PathsRules } from './rules.ts';
import { seesAll, shownIn, sideOfViewer } from './view.ts';

/**
 * The facts of Paths of the Lance a viewer must not learn yet, for the leak tests and for the app,
 * which sends a seat its own map when its secrets differ from the public's: the cards of the other
 * side's hand the rules have not shown (by title, the words a leak would use), the deck's order,
 * the initiative cards the other side has sealed, and a question put to the other side.
 * Every card has a title of its own (data/cards.ts refuses one given twice), so a title found in
 * what a viewer is shown is that very card.
 */
export function pathsSecrets(state: DogState, viewer: Viewer, paths: PathsRules): string[] {
  const pl = state.pl;
  if (!pl || seesAll(state, viewer)) return [];
  const title = (id: string) => paths.cards.get(id)?.title ?? id;
  const own = sideOfViewer(viewer);
  const hidden = SIDES.filter((side) => side !== own).flatMap((side) => {
    const shown = new Set(shownIn(pl, side));
    return (pl.deck.hands[side] ?? []).filter((id) => !shown.has(id)).map(title);
  });
  // The deck's order (its hands are counted above, with the shown cards left out).
  const order = deckSecrets({ ...pl.deck, hands: {} }, viewer, title);
  const sealed = pl.initiativeCards ? sealedSecrets(pl.initiativeCards, viewer, (_seat, choice) => cardsOf(choice).filter((id) => paths.cards.has(id)).map(title).join(', ')) : [];
  const question = pl.question && pl.question.window.seat !== own ? [pl.question.window.prompt] : [];
  // An empty fact would be "found" in every text.
  return [...new Set([...hidden, ...order, ...sealed, ...question])].filter((fact) => fact.trim() !== '');
}

/** The card ids in a sealed choice, whatever its shape: one id, a list, or an object naming `card` or `cards`. */
function cardsOf(choice: unknown): string[] {
  if (typeof choice === 'string') return [choice];
  if (Array.isArray(choice)) return choice.flatMap(cardsOf);
  if (choice && typeof choice === 'object') {
    const { card, cards } = choice as { card?: unknown; cards?: unknown };
    return [...cardsOf(card), ...cardsOf(cards)];
  }
  return [];
}
