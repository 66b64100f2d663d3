import { z } from 'zod';
import type { Dice, RollRecord } from './dice.ts';
import { canSee, privateEvent, publicEvent, type GameEvent, type SeatId, type Viewer } from './events.ts';

/**
 * A deck of cards shuffled from the committed dice. A draw goes to one seat, and only that seat
 * learns the card; the order of the cards still to be drawn is in no view and no public line.
 * Each shuffle is recorded, with the rolls behind it, in an event nobody sees until the game
 * ends: then `/dice verify` recomputes every shuffle from the revealed seed.
 *
 * Cards are ids; what they say is the game's business (`describe`).
 */

export const DeckSchema = z.object({
  /** The deck's name in the game's words: "Treasure", "War". */
  name: z.string(),
  /** The draw pile, top card first. Secret. */
  pile: z.array(z.string()),
  /** Face up, the last discarded card last. */
  discard: z.array(z.string()),
  hands: z.record(z.string(), z.array(z.string())),
  shuffles: z.number().int().nonnegative(),
});
export type Deck = z.infer<typeof DeckSchema>;

export interface DeckStep {
  deck: Deck;
  events: GameEvent[];
}

export function newDeck(name: string, cards: readonly string[]): Deck {
  return { name, pile: [...cards], discard: [], hands: {}, shuffles: 0 };
}

export interface ShuffleOptions {
  /**
   * `'aside'` shuffles the pile alone and leaves the discards where they are: for games whose
   * rules shuffle the pile before every draw while spent cards stay out (the dungeon's Treasure).
   * By default the discards go back in.
   */
  discards?: 'in' | 'aside';
}

/**
 * Fisher–Yates from the dice: for each position from the last down, a die as large as the cards
 * left picks the card that goes there. Every roll is kept on a sealed event with the order before
 * and after, so the shuffle can be replayed once the seed is public.
 */
export function shuffle(deck: Deck, dice: Dice, options: ShuffleOptions = {}): DeckStep {
  const keep = options.discards === 'aside';
  const before = keep ? [...deck.pile] : [...deck.pile, ...deck.discard];
  const after = [...before];
  const rolls: RollRecord[] = [];
  const number = deck.shuffles + 1;
  for (let i = after.length - 1; i > 0; i--) {
    const roll = dice.roll(i + 1, `shuffle ${number} of the ${deck.name} deck, card ${after.length - i}`, `the shuffle of the ${deck.name} deck`);
    rolls.push(roll.record);
    const j = roll.face - 1;
    [after[i], after[j]] = [after[j]!, after[i]!];
  }
  const sealed: GameEvent = { type: 'deck-shuffle', text: `The ${deck.name} deck, shuffle ${number}: ${after.join(', ')}.`, visibleTo: [], rolls, data: { deck: deck.name, shuffle: number, before, after } };
  const told = publicEvent('deck-shuffled', `The ${deck.name} deck is shuffled (${after.length} card${after.length === 1 ? '' : 's'}).`);
  return { deck: { ...deck, pile: after, discard: keep ? deck.discard : [], shuffles: number }, events: [sealed, told] };
}

/**
 * `count` cards from the top to `seat`'s hand. When the pile runs out, the discards are shuffled
 * into a new pile. `who` names the seat in the public line; `describe` names a card for its drawer.
 */
export function draw(deck: Deck, seat: SeatId, count: number, dice: Dice, words: { who: string; describe(card: string): string }): DeckStep & { cards: string[] } {
  const taken = takeFromPile(deck, count, dice);
  const { cards, from, events } = taken;
  const current = { ...taken.deck, hands: { ...taken.deck.hands, [seat]: [...(taken.deck.hands[seat] ?? []), ...cards] } };
  if (cards.length > 0) {
    events.push(privateEvent([seat], 'deck-draw', `You draw from the ${deck.name} deck: ${cards.map(words.describe).join('; ')}.`, { data: { deck: deck.name, cards, from } }));
    events.push(publicEvent('deck-drawn', `${words.who} draws ${cards.length === 1 ? 'a card' : `${cards.length} cards`} from the ${deck.name} deck.`));
  }
  return { deck: current, cards, events };
}

/**
 * Cards off the top of the pile, the discards shuffled in when it runs out. `from` is, for each
 * card, the shuffle whose order it was drawn from, so the draws can be checked against the log.
 */
function takeFromPile(deck: Deck, count: number, dice: Dice): { deck: Deck; cards: string[]; from: number[]; events: GameEvent[] } {
  let current = deck;
  const events: GameEvent[] = [];
  const cards: string[] = [];
  const from: number[] = [];
  while (cards.length < count) {
    if (current.pile.length === 0) {
      if (current.discard.length === 0) break;
      const reshuffled = shuffle(current, dice);
      current = reshuffled.deck;
      events.push(...reshuffled.events);
    }
    const [top, ...rest] = current.pile;
    cards.push(top!);
    from.push(current.shuffles);
    current = { ...current, pile: rest };
  }
  return { deck: current, cards, from, events };
}

/**
 * The top card turned face up for everyone (an event phase's card): out of the pile, in no hand.
 * Its public line names it, and records where it came from, as a draw does.
 */
export function turnUp(deck: Deck, dice: Dice, describe: (card: string) => string): DeckStep & { card: string | undefined } {
  const taken = takeFromPile(deck, 1, dice);
  const card = taken.cards[0];
  if (card === undefined) return { deck: taken.deck, card, events: taken.events };
  const turned = publicEvent('deck-turned', `The top card of the ${deck.name} deck is turned face up: ${describe(card)}.`, { data: { deck: deck.name, cards: [card], from: taken.from } });
  return { deck: taken.deck, card, events: [...taken.events, turned] };
}

/** A card from `seat`'s hand to the discard pile, face up. */
export function discard(deck: Deck, seat: SeatId, card: string): Deck | undefined {
  const hand = deck.hands[seat] ?? [];
  const at = hand.indexOf(card);
  if (at < 0) return undefined;
  return { ...deck, hands: { ...deck.hands, [seat]: [...hand.slice(0, at), ...hand.slice(at + 1)] }, discard: [...deck.discard, card] };
}

/** A card from `seat`'s hand back into the pile, at the bottom until the next shuffle. */
export function returnToPile(deck: Deck, seat: SeatId, card: string): Deck | undefined {
  const hand = deck.hands[seat] ?? [];
  const at = hand.indexOf(card);
  if (at < 0) return undefined;
  return { ...deck, hands: { ...deck.hands, [seat]: [...hand.slice(0, at), ...hand.slice(at + 1)] }, pile: [...deck.pile, card] };
}

/** What a viewer may know of a deck: how many cards are left, the discards, their own hand, how many others hold. */
export interface DeckView {
  name: string;
  left: number;
  discard: string[];
  hand: string[];
  held: Record<SeatId, number>;
}

export function deckView(deck: Deck, viewer: Viewer): DeckView {
  const mine = viewer.kind === 'seat' ? (deck.hands[viewer.seat] ?? []) : [];
  const everything = viewer.kind === 'gm';
  return {
    name: deck.name,
    left: deck.pile.length,
    discard: [...deck.discard],
    hand: everything ? Object.values(deck.hands).flat() : [...mine],
    held: Object.fromEntries(Object.entries(deck.hands).map(([seat, cards]) => [seat, cards.length])),
  };
}

/** The facts a viewer must not learn: cards in other hands, and the pile's order. For leak tests. */
export function deckSecrets(deck: Deck, viewer: Viewer, describe: (card: string) => string): string[] {
  if (viewer.kind === 'gm') return [];
  const held = Object.entries(deck.hands).filter(([seat]) => !canSee(viewer, [seat])).flatMap(([, cards]) => cards.map(describe));
  const order = deck.pile.length > 1 ? [`${deck.name} deck order: ${deck.pile.join(', ')}`] : [];
  return [...held, ...order];
}

export interface ShuffleCheck {
  checked: number;
  mismatches: Array<{ deck: string; shuffle: number }>;
}

/**
 * Replays every shuffle of a finished game from the faces its rolls came up (which verifyRolls
 * checks against the seed): the order it logged must be the one those faces make.
 */
export function verifyShuffles(events: readonly GameEvent[]): ShuffleCheck {
  const mismatches: ShuffleCheck['mismatches'] = [];
  let checked = 0;
  for (const e of events) {
    if (e.type !== 'deck-shuffle') continue;
    checked++;
    const data = e.data as { deck: string; shuffle: number; before: string[]; after: string[] };
    const order = [...data.before];
    const rolls = e.rolls ?? [];
    let k = 0;
    let sound = rolls.length === Math.max(0, order.length - 1);
    for (let i = order.length - 1; i > 0 && sound; i--, k++) {
      const roll = rolls[k]!;
      if (roll.sides !== i + 1) sound = false;
      else {
        const j = roll.face - 1;
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
    }
    if (!sound || order.join('\u0000') !== data.after.join('\u0000')) mismatches.push({ deck: data.deck, shuffle: data.shuffle });
  }
  return { checked, mismatches };
}

export interface DrawCheck {
  checked: number;
  mismatches: Array<{ deck: string; card: string }>;
}

/**
 * Replays every draw of a finished game against the shuffles it logged: each card drawn (or
 * turned face up) from a shuffle's order must be the next one of that order. Cards put back
 * under the pile between shuffles cannot be placed and are not counted.
 */
export function verifyDraws(events: readonly GameEvent[]): DrawCheck {
  const orders = new Map<string, string[]>();
  const next = new Map<string, number>();
  const mismatches: DrawCheck['mismatches'] = [];
  let checked = 0;
  for (const e of events) {
    if (e.type === 'deck-shuffle') {
      const data = e.data as { deck: string; shuffle: number; after: string[] };
      orders.set(`${data.deck}#${data.shuffle}`, data.after);
      next.set(`${data.deck}#${data.shuffle}`, 0);
      continue;
    }
    if (e.type !== 'deck-draw' && e.type !== 'deck-turned') continue;
    const data = e.data as { deck: string; cards: string[]; from?: number[] };
    data.cards.forEach((card, i) => {
      const key = `${data.deck}#${data.from?.[i] ?? -1}`;
      const order = orders.get(key);
      const at = next.get(key) ?? 0;
      if (!order || at >= order.length) return;
      checked++;
      if (order[at] !== card) mismatches.push({ deck: data.deck, card });
      next.set(key, at + 1);
    });
  }
  return { checked, mismatches };
}
