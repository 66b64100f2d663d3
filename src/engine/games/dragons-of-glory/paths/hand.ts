import { discard, draw, returnToPile, shuffle } from '../../../core/deck.ts';
import type { Dice } from '../../../core/dice.ts';
import { privateEvent, publicEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { DogState } from '../state.ts';
import { SIDE_LABEL } from '../turn/phases.ts';
import { SIDES, type Side } from '../units.ts';
import type { CardSpec } from './cards.ts';
import type { PathsRules, PathsWorld } from './rules.ts';
import type { PlState } from './state.ts';
import { describeCard, describeHand } from './words.ts';

/**
 * The hands and the deck's moves (PL "Using the Event Cards"): hands filled up to the era's size
 * (step 1), a dealt activation card for a nation already at war exchanged for another, and each
 * way a card leaves a hand (played as an event, for its points, traded, discarded, back into the
 * deck). Every change of a hand tells its holder, by DM, the whole hand as it now is.
 */

/** "Highlord", "Whitestone": the turn's own words for a side. */
export const SIDE_NAME: Record<Side, string> = SIDE_LABEL;
/** How a public line names a side: "The Whitestone side". */
export const theSide = (side: Side): string => `The ${SIDE_NAME[side]} side`;

export const handOf = (pl: PlState, side: Side): string[] => pl.deck.hands[side] ?? [];

export const cardSpec = (paths: PathsRules, id: string): CardSpec => {
  const spec = paths.cards.get(id);
  if (!spec) throw new Error(`Paths of the Lance: no card ${id}`);
  return spec;
};

/** The private line after a hand changes: the whole hand, in the words of paths/words.ts. */
export function handEvent(paths: PathsRules, pl: PlState, side: Side): GameEvent {
  return privateEvent([side], 'pl-hand', `Your hand: ${describeHand(paths, handOf(pl, side))}`, { data: { side, cards: [...handOf(pl, side)] } });
}

const normal = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, '-').replace(/[^a-z0-9-]/g, '');

/** A card of `side`'s hand, named by its id or its title (any case), or one line saying what the hand allows. */
export function findInHand(pl: PlState, paths: PathsRules, side: Side, text: string): Result<CardSpec> {
  const wanted = normal(text);
  const id = handOf(pl, side).find((c) => c === text.trim() || normal(c) === wanted || normal(paths.cards.get(c)?.title ?? '') === wanted);
  if (!id) return err(`${text.trim() || 'That card'} is not in your hand (${handOf(pl, side).map((c) => paths.cards.get(c)?.title ?? c).join(', ') || 'it is empty'}).`);
  return ok(cardSpec(paths, id));
}

/** A card out of `side`'s hand, going nowhere yet. */
function takeOut(pl: PlState, side: Side, card: string): PlState {
  const hand = handOf(pl, side);
  const at = hand.indexOf(card);
  if (at < 0) throw new Error(`Paths of the Lance: ${card} is not in the ${side} hand`);
  return { ...pl, deck: { ...pl.deck, hands: { ...pl.deck.hands, [side]: [...hand.slice(0, at), ...hand.slice(at + 1)] } }, shown: pl.shown.filter((s) => !(s.card === card && s.side === side)) };
}

/** Played for AP or RP, traded away or discarded: face up on the discards (PL: shuffled back at the turn's end). */
export function toDiscards(pl: PlState, side: Side, card: string): PlState {
  const deck = discard(pl.deck, side, card);
  if (!deck) throw new Error(`Paths of the Lance: ${card} is not in the ${side} hand`);
  return { ...pl, deck, shown: pl.shown.filter((s) => !(s.card === card && s.side === side)) };
}

/** Out of the game for good: an event played (no asterisk), an activation that worked, an exchanged activation. */
export function outOfGame(pl: PlState, side: Side, card: string): PlState {
  const taken = takeOut(pl, side, card);
  return { ...taken, removed: [...taken.removed, card] };
}

/** Played as an event: removed from the game, or only discarded if its title has an asterisk (PL "Using the Event Cards" 1). */
export function playedAsEvent(pl: PlState, side: Side, card: CardSpec): PlState {
  return card.asterisk ? toDiscards(pl, side, card.id) : outOfGame(pl, side, card.id);
}

/**
 * A failed activation card goes back into the deck (PL B.1): into the pile, which is shuffled
 * (the discards stay aside), so nobody knows where it lies.
 */
export function backIntoDeck(pl: PlState, side: Side, card: string, dice: Dice): { pl: PlState; events: GameEvent[] } {
  const deck = returnToPile(pl.deck, side, card);
  if (!deck) throw new Error(`Paths of the Lance: ${card} is not in the ${side} hand`);
  const shuffled = shuffle(deck, dice, { discards: 'aside' });
  return { pl: { ...pl, deck: shuffled.deck, shown: pl.shown.filter((s) => !(s.card === card && s.side === side)) }, events: shuffled.events };
}

/** The face-up card (out of the pile, in no hand) into `side`'s hand: taken in the event phase. */
export function intoHand(pl: PlState, side: Side, card: string): PlState {
  return { ...pl, deck: { ...pl.deck, hands: { ...pl.deck.hands, [side]: [...handOf(pl, side), card] } } };
}

/** An activation card for a nation already in the war: it can never be played. */
export function deadActivation(state: DogState, paths: PathsRules, card: string): boolean {
  const effect = paths.cards.get(card)?.effect;
  return effect?.kind === 'activation' && (state.nations[effect.nation]?.allegiance ?? 'neutral') !== 'neutral';
}

/**
 * Step 1: each side's hand filled up to the era's size (WE-PL-07: a hand of 3 in Era 2 draws 3).
 * A dealt activation card for a nation already at war is removed from the game and another dealt
 * in its place: its holder is told which, the table only that a card was exchanged.
 */
export function fillHands(state: DogState, ctx: PathsWorld, dice: Dice): { state: DogState; events: GameEvent[] } {
  const { paths } = ctx;
  let pl = state.pl!;
  const events: GameEvent[] = [];
  const size = paths.chart.handSize[pl.era];
  for (const side of SIDES) {
    let changed = false;
    for (;;) {
      const need = size - handOf(pl, side).length;
      if (need <= 0) break;
      const drawn = draw(pl.deck, side, need, dice, { who: theSide(side), describe: (c) => describeCard(paths, c) });
      pl = { ...pl, deck: drawn.deck };
      events.push(...drawn.events);
      if (!drawn.cards.length) break;
      changed = true;
      const dead = drawn.cards.filter((c) => deadActivation(state, paths, c));
      if (!dead.length) break;
      for (const card of dead) {
        pl = outOfGame(pl, side, card);
        events.push(privateEvent([side], 'pl-exchanged', `${describeCard(paths, card)}: its nation is already at war, so the card is removed from the game and another is dealt.`, { data: { card } }));
        events.push(publicEvent('pl-exchanged', `${theSide(side)} exchanges a dealt card that can no longer be played (an activation for a nation already at war) for another.`));
      }
    }
    if (changed) events.push(handEvent(paths, pl, side));
  }
  return { state: { ...state, pl }, events };
}

/** Step 11's end: every discard shuffled back into the deck. */
export function reshuffleDiscards(state: DogState, dice: Dice): { state: DogState; events: GameEvent[] } {
  const pl = state.pl!;
  if (!pl.deck.discard.length) return { state, events: [] };
  const shuffled = shuffle(pl.deck, dice);
  return { state: { ...state, pl: { ...pl, deck: shuffled.deck } }, events: shuffled.events };
}
