import { describe, expect, test } from 'vitest';
import { draw, deckSecrets, deckView, discard, newDeck, returnToPile, shuffle, turnUp, verifyDraws, verifyShuffles } from '../../../src/engine/core/deck.ts';
import { SeededDice, verifyRolls, commitmentOf } from '../../../src/engine/core/dice.ts';
import { canSee, PUBLIC, seatViewer, type GameEvent } from '../../../src/engine/core/events.ts';

const CARDS = Array.from({ length: 12 }, (_, i) => `c${i + 1}`);
const words = (who: string) => ({ who, describe: (card: string) => `card ${card}` });

describe('a deck shuffled from the committed dice', () => {
  test('the same seed shuffles the same way; another seed does not', () => {
    const a = shuffle(newDeck('War', CARDS), new SeededDice('s1', 0)).deck.pile;
    const b = shuffle(newDeck('War', CARDS), new SeededDice('s1', 0)).deck.pile;
    const c = shuffle(newDeck('War', CARDS), new SeededDice('s2', 0)).deck.pile;
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect([...a].sort()).toEqual([...CARDS].sort());
  });

  test('a shuffle of n cards uses n−1 rolls, each as large as the cards left, kept on an event nobody sees before the end', () => {
    const dice = new SeededDice('s1', 0);
    const { events } = shuffle(newDeck('War', CARDS), dice);
    const sealed = events.find((e) => e.type === 'deck-shuffle')!;
    expect(sealed.visibleTo).toEqual([]);
    expect(sealed.rolls!.map((r) => r.sides)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(dice.rolls).toHaveLength(11);
    const told = events.find((e) => e.type === 'deck-shuffled')!;
    expect(told).toMatchObject({ visibleTo: 'all', text: 'The War deck is shuffled (12 cards).' });
    expect(told.rolls).toBeUndefined();
  });

  test('a draw goes to one seat, and only that seat learns the card', () => {
    const dice = new SeededDice('s1', 0);
    const deck = shuffle(newDeck('War', CARDS), dice).deck;
    const top = deck.pile[0]!;
    const drawn = draw(deck, 'highlord', 1, dice, words('The Highlord'));
    expect(drawn.cards).toEqual([top]);
    expect(drawn.deck.hands.highlord).toEqual([top]);
    const seen = (viewer: Parameters<typeof canSee>[0]) => drawn.events.filter((e) => canSee(viewer, e.visibleTo)).map((e) => e.text).join('\n');
    expect(seen(seatViewer('highlord'))).toContain(`card ${top}`);
    expect(seen(seatViewer('whitestone'))).not.toContain(top);
    expect(seen(PUBLIC)).toBe('The Highlord draws a card from the War deck.');
  });

  test('the order of the cards left is in no view; a hand is in its holder’s view alone', () => {
    const dice = new SeededDice('s1', 0);
    let deck = shuffle(newDeck('War', CARDS), dice).deck;
    deck = draw(deck, 'highlord', 3, dice, words('The Highlord')).deck;
    const mine = deckView(deck, seatViewer('highlord'));
    const theirs = deckView(deck, seatViewer('whitestone'));
    expect(mine.hand).toEqual(deck.hands.highlord);
    expect(theirs.hand).toEqual([]);
    expect(theirs.held).toEqual({ highlord: 3 });
    for (const view of [mine, theirs, deckView(deck, PUBLIC)]) {
      expect(view.left).toBe(9);
      for (const card of deck.pile) expect(JSON.stringify(view)).not.toContain(`"${card}"`);
    }
    expect(deckSecrets(deck, seatViewer('whitestone'), (c) => c)).toEqual([...deck.hands.highlord!, `War deck order: ${deck.pile.join(', ')}`]);
  });

  test('when the pile runs out, the discards are shuffled into a new one', () => {
    const dice = new SeededDice('s1', 0);
    let deck = shuffle(newDeck('War', ['a', 'b', 'c']), dice).deck;
    deck = draw(deck, 'x', 3, dice, words('X')).deck;
    for (const card of [...deck.hands.x!]) deck = discard(deck, 'x', card)!;
    expect(deck.pile).toEqual([]);
    expect(deck.discard).toHaveLength(3);
    const again = draw(deck, 'x', 1, dice, words('X'));
    expect(again.deck.shuffles).toBe(2);
    expect(again.deck.pile).toHaveLength(2);
    expect(again.deck.discard).toEqual([]);
    expect(again.events.map((e) => e.type)).toEqual(['deck-shuffle', 'deck-shuffled', 'deck-draw', 'deck-drawn']);
    expect(discard(again.deck, 'x', 'nope')).toBeUndefined();
  });

  test('after the game every shuffle is recomputed from the revealed seed, and an edited order is caught', () => {
    const dice = new SeededDice('s1', 0);
    const events: GameEvent[] = [];
    let deck = newDeck('War', CARDS);
    const first = shuffle(deck, dice);
    events.push(...first.events);
    deck = first.deck;
    for (const card of deck.pile.slice(0, 6)) deck = discard({ ...deck, pile: deck.pile.slice(1), hands: { x: [card] } }, 'x', card)!;
    events.push(...shuffle(deck, dice).events);
    expect(verifyRolls({ seed: 's1', commitment: commitmentOf('s1'), cursor: dice.cursor, forcedAllowed: false, rolls: events.flatMap((e) => e.rolls ?? []) }).mismatches).toEqual([]);
    expect(verifyShuffles(events)).toEqual({ checked: 2, mismatches: [] });
    const sealed = events.find((e) => e.type === 'deck-shuffle')!;
    const after = (sealed.data as { after: string[] }).after;
    const edited = events.map((e) => (e === sealed ? { ...e, data: { ...e.data, after: [after[1], after[0], ...after.slice(2)] } } : e));
    expect(verifyShuffles(edited).mismatches).toEqual([{ deck: 'War', shuffle: 1 }]);
  });

  test('a pile shuffled with its discards aside keeps them out, and a card put back joins the pile for the next shuffle', () => {
    const dice = new SeededDice('s1', 0);
    let deck = shuffle(newDeck('Treasure', ['a', 'b', 'c', 'd']), dice).deck;
    const drawn = draw(deck, 'x', 2, dice, words('X'));
    const [kept, back] = drawn.cards as [string, string];
    deck = discard(drawn.deck, 'x', kept)!;
    deck = returnToPile(deck, 'x', back)!;
    expect(deck.pile).toHaveLength(3);
    expect(deck.pile.at(-1)).toBe(back);
    expect(deck.hands.x).toEqual([]);
    expect(returnToPile(deck, 'x', back)).toBeUndefined();
    const again = shuffle(deck, dice, { discards: 'aside' });
    expect(again.deck.discard).toEqual([kept]);
    expect([...again.deck.pile].sort()).toEqual([...deck.pile].sort());
    expect(again.events[0]!.rolls!.map((r) => r.sides)).toEqual([3, 2]);
    expect(verifyShuffles(again.events)).toEqual({ checked: 1, mismatches: [] });
  });

  test('every draw, and a card turned face up, is checked against the order its shuffle logged, across a reshuffle in the middle of a draw', () => {
    const dice = new SeededDice('s3', 0);
    const events: GameEvent[] = [];
    let deck = newDeck('Event', ['a', 'b', 'c', 'd', 'e']);
    const first = shuffle(deck, dice);
    events.push(...first.events);
    deck = first.deck;
    const dealt = draw(deck, 'x', 3, dice, words('X'));
    events.push(...dealt.events);
    deck = dealt.deck;
    const up = turnUp(deck, dice, (c) => `card ${c}`);
    events.push(...up.events);
    expect(up.events.at(-1)).toMatchObject({ type: 'deck-turned', visibleTo: 'all', text: `The top card of the Event deck is turned face up: card ${up.card}.` });
    deck = up.deck;
    for (const card of dealt.cards) deck = discard(deck, 'x', card)!;
    // One card is left in the pile: a draw of three takes it, then the discards are shuffled in for the other two.
    const more = draw(deck, 'x', 3, dice, words('X'));
    events.push(...more.events);
    expect(more.events.map((e) => e.type)).toEqual(['deck-shuffle', 'deck-shuffled', 'deck-draw', 'deck-drawn']);
    expect((more.events[2]!.data as { from: number[] }).from).toEqual([1, 2, 2]);
    expect(verifyDraws(events)).toEqual({ checked: 7, mismatches: [] });
    // A draw edited in the log (another card named) no longer follows its shuffle.
    const firstDraw = events.find((e) => e.type === 'deck-draw')!;
    const cards = (firstDraw.data as { cards: string[] }).cards;
    const edited = events.map((e) => (e === firstDraw ? { ...e, data: { ...e.data, cards: [cards[1], cards[0], cards[2]] } } : e));
    expect(verifyDraws(edited).mismatches).toHaveLength(2);
  });
});
