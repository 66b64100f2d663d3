import { draw, newDeck, shuffle, verifyShuffles, type Deck, type ShuffleCheck } from '../../core/deck.ts';
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/events.ts';

/**
 * The Treasure deck of 21 cards: 6 of gold and jewels, 7 medicines, 3 traps, 5 wandering
 * monsters (DQ II). The rules give the kinds and the counts; what each card says is ours, kept
 * here as data. Which monster a wandering-monster card brings is the quest's (`wandering:`).
 */

export type TreasureCard =
  | { id: string; kind: 'gold'; name: string; gold: number }
  | { id: string; kind: 'medicine'; name: string; heal: number | 'full' }
  | { id: string; kind: 'trap'; name: string; damage: number; endsTurn?: boolean }
  | { id: string; kind: 'wandering'; name: string };

export const TREASURE_CARDS: readonly TreasureCard[] = [
  { id: 'gold-1', kind: 'gold', name: 'a few silver coins', gold: 25 },
  { id: 'gold-2', kind: 'gold', name: 'a purse of gold', gold: 50 },
  { id: 'gold-3', kind: 'gold', name: 'a purse of gold', gold: 50 },
  { id: 'gold-4', kind: 'gold', name: 'a jewelled ring', gold: 75 },
  { id: 'gold-5', kind: 'gold', name: 'a small casket of gold', gold: 100 },
  { id: 'gold-6', kind: 'gold', name: 'a ruby the size of an egg', gold: 150 },
  { id: 'medicine-1', kind: 'medicine', name: 'Healing Herbs', heal: 2 },
  { id: 'medicine-2', kind: 'medicine', name: 'Healing Herbs', heal: 2 },
  { id: 'medicine-3', kind: 'medicine', name: 'Healing Herbs', heal: 2 },
  { id: 'medicine-4', kind: 'medicine', name: 'Restoring Balm', heal: 3 },
  { id: 'medicine-5', kind: 'medicine', name: 'Healing Draught', heal: 4 },
  { id: 'medicine-6', kind: 'medicine', name: 'Healing Draught', heal: 4 },
  { id: 'medicine-7', kind: 'medicine', name: 'Elixir of Life', heal: 'full' },
  { id: 'trap-1', kind: 'trap', name: 'a poisoned dart', damage: 1 },
  { id: 'trap-2', kind: 'trap', name: 'a falling stone', damage: 2 },
  { id: 'trap-3', kind: 'trap', name: 'a cloud of choking gas', damage: 1, endsTurn: true },
  { id: 'wandering-1', kind: 'wandering', name: 'a wandering monster' },
  { id: 'wandering-2', kind: 'wandering', name: 'a wandering monster' },
  { id: 'wandering-3', kind: 'wandering', name: 'a wandering monster' },
  { id: 'wandering-4', kind: 'wandering', name: 'a wandering monster' },
  { id: 'wandering-5', kind: 'wandering', name: 'a wandering monster' },
];

export function card(id: string): TreasureCard {
  const found = TREASURE_CARDS.find((c) => c.id === id);
  if (!found) throw new Error(`no treasure card ${id}`);
  return found;
}

export const TREASURE_DECK = 'Treasure';

/**
 * The deck as a quest begins: every card in the pile, the pile not yet shuffled (it is shuffled
 * before each draw), nothing set aside, no medicine in anyone's hands. A new quest starts from a
 * full deck (checklist 3.8 #34).
 */
export function newTreasureDeck(): Deck {
  return newDeck(TREASURE_DECK, TREASURE_CARDS.map((c) => c.id));
}

/**
 * One card for the hero who searched. The rules shuffle the pile well before each draw, while the
 * cards set aside (gold, medicines used) stay out (DQ II), so the pile alone is shuffled from the
 * committed dice, then its top card goes to him. The card is then read out to everyone, as at
 * the table: gold goes on his sheet, a medicine lies in front of him, a trap or a monster strikes
 * in front of all; so the core's private "you draw" line and its public "draws a card" line are
 * left out for the dungeon's own line, which names the card. The sealed shuffle is kept for
 * `/dice verify`.
 */
export function drawTreasure(deck: Deck, seat: SeatId, dice: Dice): { deck: Deck; card: TreasureCard; events: GameEvent[] } {
  const shuffled = shuffle(deck, dice, { discards: 'aside' });
  const drawn = draw(shuffled.deck, seat, 1, dice, { who: seat, describe: (id) => card(id).name });
  return { deck: drawn.deck, card: card(drawn.cards[0]!), events: shuffled.events };
}

/** The medicine cards a hero holds: drawn this quest, not used yet. */
export function medicinesOf(deck: Deck, seat: SeatId): string[] {
  return deck.hands[seat] ?? [];
}

export interface TreasureCheck extends ShuffleCheck {
  /** Treasure cards drawn, each checked to be the top card of the shuffle just before it. */
  draws: number;
  /** Draws whose card was not that top card. */
  wrongDraws: string[];
}

/**
 * For `/dice verify` once a quest is over, over all its events (sealed ones too): every shuffle of
 * the Treasure deck recomputed from the faces its rolls came up (the rolls themselves are checked
 * against the seed by `verifyRolls`), and every card drawn checked to be the top of that shuffle.
 */
export function verifyTreasureDeck(events: readonly GameEvent[]): TreasureCheck {
  const shuffles = verifyShuffles(events.filter((e) => e.type === 'deck-shuffle' && (e.data as { deck?: string } | undefined)?.deck === TREASURE_DECK));
  let top: string | undefined;
  let draws = 0;
  const wrongDraws: string[] = [];
  for (const e of events) {
    if (e.type === 'deck-shuffle' && (e.data as { deck?: string }).deck === TREASURE_DECK) top = (e.data as { after: string[] }).after[0];
    if (e.type !== 'treasure-card') continue;
    draws++;
    const drawn = (e.data as { card?: string } | undefined)?.card;
    if (drawn !== top) wrongDraws.push(drawn ?? e.text);
    top = undefined;
  }
  return { ...shuffles, draws, wrongDraws };
}

/**
 * A state stored before the deck moved onto the core's (a quest running for weeks): the pile was
 * a bare list, open to all, and each hero kept his medicines. The pile keeps its cards (its order
 * is shuffled away at the next draw), the medicines go to their holders' hands, and every other
 * card was set aside.
 */
export function migrateTreasure(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const old = raw as { deck?: unknown; heroes?: unknown };
  if (!Array.isArray(old.deck)) return raw;
  const pile = old.deck.filter((c): c is string => typeof c === 'string');
  const heroes = Array.isArray(old.heroes) ? (old.heroes as Array<{ id?: unknown; medicines?: unknown }>) : [];
  const hands: Record<string, string[]> = {};
  for (const h of heroes) {
    if (typeof h.id === 'string' && Array.isArray(h.medicines) && h.medicines.length) hands[h.id] = h.medicines.filter((c): c is string => typeof c === 'string');
  }
  const held = new Set([...pile, ...Object.values(hands).flat()]);
  const discard = TREASURE_CARDS.map((c) => c.id).filter((id) => !held.has(id));
  return { ...old, deck: { name: TREASURE_DECK, pile, discard, hands, shuffles: 0 } };
}
