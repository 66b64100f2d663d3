import type { CardSpec } from '../paths/cards.ts';
import type { PathsRules } from '../paths/rules.ts';
import type { DogState } from '../state.ts';
import { otherSide, type Side } from '../units.ts';

/**
 * The bot's cards in Paths of the Lance: how much each card in its hand is worth to it, which
 * events it plays, what it trades for and rolls for in the event phase, which cards it gives up
 * for assault and rebuild points, what it plays "at the appropriate time", and what it discards.
 * Pure: the state and the cards in, the choice out; no dice, ties by card id.
 */

/** An activation the bot plays or rolls for wants at least this number on the d10 (with its coup): an even chance. */
export const GOOD_ACTIVATION = 5;
/** In the event phase the bot rolls for a face-up activation card from this number (PL: it costs nothing to try). */
export const EVENT_ROLL_FROM = 3;
/** A card worth this much as an event is kept for its event, not spent on rebuild points. */
const KEEP = 3;

const cardOf = (paths: PathsRules, id: string): CardSpec => {
  const card = paths.cards.get(id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
};

/** `side`'s hand, as the state holds it. */
export const handOf = (state: DogState, side: Side): string[] => state.pl?.deck.hands[side] ?? [];

/** Whether `side` may play `card` as an event (anyone may play any card for AP or RP). */
export const mayPlayEvent = (card: CardSpec, side: Side): boolean => card.side === side || card.side === 'either';

/** An activation card's number for `side`, while its nation is still neutral; undefined otherwise. */
export function activationNumber(state: DogState, card: CardSpec, side: Side): number | undefined {
  if (card.effect.kind !== 'activation') return undefined;
  if (state.nations[card.effect.nation]?.allegiance !== 'neutral') return undefined;
  return card.effect[side];
}

/** The best Diplomatic Coup in `cards` (the largest bonus, then the lowest id), if any. */
export function bestCoup(paths: PathsRules, cards: readonly string[], side: Side): { id: string; bonus: number } | undefined {
  let best: { id: string; bonus: number } | undefined;
  for (const id of [...cards].sort()) {
    const c = cardOf(paths, id);
    if (c.effect.kind !== 'diplomatic-coup' || !mayPlayEvent(c, side)) continue;
    if (!best || c.effect.bonus > best.bonus) best = { id, bonus: c.effect.bonus };
  }
  return best;
}

/**
 * What a card's event is worth to `side` now, roughly in tenths of a won battle: what it gains by
 * holding it. Negative for a card of the other side's war status: caught in its hand at an era
 * change, it is played for the enemy with a VP penalty (PL H), so it is the first to go.
 */
export function eventWorth(paths: PathsRules, state: DogState, side: Side, id: string): number {
  const card = cardOf(paths, id);
  const pl = state.pl;
  if (card.oval && card.oval.side === otherSide(side)) return -card.oval.value;
  if (!mayPlayEvent(card, side)) return 0;
  const e = card.effect;
  switch (e.kind) {
    case 'wing':
      return 8;
    case 'dark-temple':
      // The Highlords rebuild nothing until it is played (PL I).
      return pl?.darkTemplePlayed ? 0 : 8;
    case 'whitestone-council':
      return pl?.whitestoneCouncilPlayed ? 0 : 8;
    case 'status':
      return card.oval?.side === side ? 3 + card.oval.value : 0;
    case 'activation':
      return activationNumber(state, card, side) ?? 0;
    case 'everman-found':
      return pl?.berem.status === 'waiting' ? 4 : 0;
    case 'dl11-event':
      return 5;
    case 'combat':
      return 3 + e.drm;
    case 'initiative':
      return 2 + e.bonus;
    case 'diplomatic-coup':
      return 2 + e.bonus;
    case 'assault':
      return 3;
    case 'non-aggression-pact':
      return 1;
  }
}

/** The bot's order of giving cards up: the least worth first, then the fewer points, then by id. */
const byLeastWorth = (paths: PathsRules, state: DogState, side: Side) => (a: string, b: string) =>
  eventWorth(paths, state, side, a) - eventWorth(paths, state, side, b) || cardOf(paths, a).ap + cardOf(paths, a).rp - (cardOf(paths, b).ap + cardOf(paths, b).rp) || a.localeCompare(b);

/** An event the bot plays in its card phase, with the Diplomatic Coup it adds to an activation. */
export interface EventPlay {
  card: string;
  coup?: string;
}

/** Whether `side` plays `id` in its card phase on its own (an activation only once its odds are even). */
function worthPlaying(paths: PathsRules, state: DogState, side: Side, id: string): boolean {
  const card = cardOf(paths, id);
  if (!mayPlayEvent(card, side) || card.timing !== 'card-phase') return false;
  const pl = state.pl;
  switch (card.effect.kind) {
    case 'wing':
    case 'dl11-event':
      return true;
    case 'dark-temple':
      return side === 'highlord' && !pl?.darkTemplePlayed;
    case 'whitestone-council':
      return side === 'whitestone' && !pl?.whitestoneCouncilPlayed;
    case 'status':
      return card.oval?.side === side;
    case 'everman-found':
      return pl?.berem.status === 'waiting';
    default:
      return false;
  }
}

/**
 * The events `side` plays in its card phase, best first: its wings, Dark Temple or Whitestone
 * Council, its war-status cards, Everman Found, its DL11 events, and each activation whose d10
 * number is at least an even chance, alone or with one Diplomatic Coup (one a roll, PL B.1).
 */
export function eventsToPlay(paths: PathsRules, state: DogState, side: Side): EventPlay[] {
  const hand = [...handOf(state, side)].sort();
  const plays: EventPlay[] = hand.filter((id) => worthPlaying(paths, state, side, id)).map((card) => ({ card }));
  const coups = hand
    .filter((id) => cardOf(paths, id).effect.kind === 'diplomatic-coup' && mayPlayEvent(cardOf(paths, id), side))
    .sort((a, b) => bonusOf(paths, b) - bonusOf(paths, a) || a.localeCompare(b));
  const activations = hand
    .filter((id) => mayPlayEvent(cardOf(paths, id), side) && cardOf(paths, id).timing === 'card-phase' && activationNumber(state, cardOf(paths, id), side) !== undefined)
    .sort((a, b) => activationNumber(state, cardOf(paths, b), side)! - activationNumber(state, cardOf(paths, a), side)! || a.localeCompare(b));
  for (const id of activations) {
    const number = activationNumber(state, cardOf(paths, id), side)!;
    if (number >= GOOD_ACTIVATION) plays.push({ card: id });
    else if (coups.length && number + bonusOf(paths, coups[0]!) >= GOOD_ACTIVATION) plays.push({ card: id, coup: coups.shift()! });
  }
  return plays.sort((a, b) => eventWorth(paths, state, side, b.card) - eventWorth(paths, state, side, a.card) || a.card.localeCompare(b.card));
}

const bonusOf = (paths: PathsRules, id: string): number => {
  const e = cardOf(paths, id).effect;
  return e.kind === 'diplomatic-coup' ? e.bonus : 0;
};

/** Steps 4-7: the card phase first when the bot holds an event worth playing (a wing brings its highlord before the move), else move and fight. */
export function chooseAction(paths: PathsRules, state: DogState, side: Side): 'cards' | 'move' {
  const done = state.pl?.done[side] ?? [];
  if (done.includes('cards')) return 'move';
  if (done.includes('move')) return 'cards';
  return eventsToPlay(paths, state, side).length ? 'cards' : 'move';
}

/** The event phase's choice for the side offered the face-up card. */
export type EventChoice = { verb: 'trade'; card: string } | { verb: 'roll'; coup?: string } | { verb: 'pass' };

/**
 * The face-up card (PL "Using the Event Cards" 1): an activation card is rolled for from number
 * 3 up, with the best coup held; any other card (a war-status card offered to its side, or one
 * with none) is taken for the hand's card of the same AP+RP total that is worth least, when it is
 * worth more than that card.
 */
export function eventPhaseChoice(paths: PathsRules, state: DogState, side: Side): EventChoice {
  const face = state.pl?.eventCard?.card;
  if (!face) return { verb: 'pass' };
  const card = cardOf(paths, face);
  if (card.effect.kind === 'activation') {
    const number = activationNumber(state, card, side);
    if (number === undefined || number < EVENT_ROLL_FROM) return { verb: 'pass' };
    const coup = bestCoup(paths, handOf(state, side), side);
    return coup ? { verb: 'roll', coup: coup.id } : { verb: 'roll' };
  }
  const total = card.ap + card.rp;
  const payable = handOf(state, side).filter((id) => cardOf(paths, id).ap + cardOf(paths, id).rp === total).sort(byLeastWorth(paths, state, side));
  const give = payable[0];
  if (!give) return { verb: 'pass' };
  return eventWorth(paths, state, side, face) > eventWorth(paths, state, side, give) ? { verb: 'trade', card: give } : { verb: 'pass' };
}

/**
 * The cards to declare for `need` assault points (PL "Using the Event Cards" 2), already holding
 * `declared`: the cards worth least first (the other side's war-status cards before all), whole
 * cards only (a card's points cannot be split), then any card the total does not need given back.
 * Short of cards, all it has that carry AP: the attacks are cut to fit.
 */
export function assaultCards(paths: PathsRules, state: DogState, side: Side, need: number): string[] {
  if (need <= 0) return [];
  const spare = eventsToPlay(paths, state, side).map((p) => [p.card, p.coup]).flat();
  // An event it still means to play this turn stays in the hand while other cards can pay.
  const keepForEvents = (state.pl?.done[side] ?? []).includes('cards') ? [] : spare;
  const hand = handOf(state, side).filter((id) => cardOf(paths, id).ap > 0);
  const order = [...hand].sort(byLeastWorth(paths, state, side));
  const preferred = [...order.filter((id) => !keepForEvents.includes(id)), ...order.filter((id) => keepForEvents.includes(id))];
  return fewestNeeded(preferred, (id) => cardOf(paths, id).ap, need, (id) => eventWorth(paths, state, side, id));
}

/**
 * Whole cards, taken in the order given until their points reach `need`; then each card whose
 * points the total no longer needs is given back, the most worth first (no card is played for
 * points that are not needed: PL "Using the Event Cards" 3).
 */
export function fewestNeeded(order: readonly string[], points: (id: string) => number, need: number, worth: (id: string) => number): string[] {
  const taken: string[] = [];
  let sum = 0;
  for (const id of order) {
    if (sum >= need) break;
    taken.push(id);
    sum += points(id);
  }
  for (const id of [...taken].sort((a, b) => worth(b) - worth(a) || b.localeCompare(a))) {
    if (sum - points(id) >= need) {
      taken.splice(taken.indexOf(id), 1);
      sum -= points(id);
    }
  }
  return taken;
}

/** The combat card the bot adds to a battle it fights (`attack`) or answers (`defence`): the largest modifier, if it holds one. */
export function combatCard(paths: PathsRules, state: DogState, side: Side, as: 'attack' | 'defence'): string | undefined {
  let best: { id: string; drm: number } | undefined;
  for (const id of [...handOf(state, side)].sort()) {
    const c = cardOf(paths, id);
    if (c.effect.kind !== 'combat' || !mayPlayEvent(c, side) || (c.effect.when !== as && c.effect.when !== 'either')) continue;
    if (!best || c.effect.drm > best.drm) best = { id, drm: c.effect.drm };
  }
  return best?.id;
}

/** The initiative card the bot plays at the roll (PL step 2): the largest bonus, if it holds one. */
export function initiativeCard(paths: PathsRules, state: DogState, side: Side): string | undefined {
  let best: { id: string; bonus: number } | undefined;
  for (const id of [...handOf(state, side)].sort()) {
    const c = cardOf(paths, id);
    if (c.effect.kind !== 'initiative' || !mayPlayEvent(c, side)) continue;
    if (!best || c.effect.bonus > best.bonus) best = { id, bonus: c.effect.bonus };
  }
  return best?.id;
}

/** What it costs to bring back one counter (paths/rebuild.ts rebuildCost), undefined when it cannot come back. */
export type RebuildCost = (counter: string) => number | undefined;

/**
 * Step 9: the armies it brings back and the cards it pays with. The counters that can come back
 * (its eliminated armies and depleted ones) are taken cheapest first while the cards it may spare
 * (any not kept for its event) can pay; the cards are the least worth first, and none is played
 * whose points are not needed (PL "Using the Event Cards" 3). Nothing, when nothing fits.
 */
export function rebuildChoice(paths: PathsRules, state: DogState, side: Side, candidates: readonly string[], cost: RebuildCost): { cards: string[]; counters: string[] } {
  const none = { cards: [], counters: [] };
  if (side === 'highlord' && !state.pl?.darkTemplePlayed) return none;
  const spendable = handOf(state, side)
    .filter((id) => cardOf(paths, id).rp > 0 && eventWorth(paths, state, side, id) < KEEP)
    .sort(byLeastWorth(paths, state, side));
  const budget = spendable.reduce((s, id) => s + cardOf(paths, id).rp, 0);
  const priced = candidates
    .map((id) => ({ id, rp: cost(id) }))
    .filter((c): c is { id: string; rp: number } => c.rp !== undefined && c.rp > 0)
    .sort((a, b) => a.rp - b.rp || a.id.localeCompare(b.id));
  const counters: string[] = [];
  let total = 0;
  for (const c of priced) {
    if (total + c.rp > budget) continue;
    counters.push(c.id);
    total += c.rp;
  }
  if (!counters.length) return none;
  return { cards: fewestNeeded(spendable, (id) => cardOf(paths, id).rp, total, (id) => eventWorth(paths, state, side, id)), counters };
}

/** A card this small (AP+RP) with no event for the bot is worth less than the average fresh draw. */
const SMALL = 4;

/**
 * Step 11: the card it discards, if any: a card of the other side's war status first (it would
 * be played for the enemy at an era change, PL H), else its least useful card when its event is
 * nothing to the bot and its points are few (a fresh draw is likely better); else none.
 */
export function discardChoice(paths: PathsRules, state: DogState, side: Side): string | undefined {
  const worst = [...handOf(state, side)].sort(byLeastWorth(paths, state, side))[0];
  if (worst === undefined) return undefined;
  const worth = eventWorth(paths, state, side, worst);
  const card = cardOf(paths, worst);
  return worth < 0 || (worth <= 1 && card.ap + card.rp <= SMALL) ? worst : undefined;
}
