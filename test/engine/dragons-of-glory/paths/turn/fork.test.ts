import { describe, expect, it } from 'vitest';
import { PUBLIC, canSee, seatViewer } from '../../../../../src/engine/core/events.ts';
import { dice, game, newGame, withDeck } from './fixture.ts';

/**
 * A fork (/game fork) of a game played with the cards starts from a past phase with new dice: the
 * draw pile, whose order is in no view, is shuffled again from them, so playing the fork tells
 * nobody what the game it came from will draw. Hands and discards stay as they were.
 */
describe('a fork draws the event deck\u2019s pile again from its own dice', () => {
  const pile = ['filler-01', 'filler-02', 'filler-03', 'filler-04', 'the-burning-of-solace', 'filler-05', 'filler-06', 'filler-07', 'filler-08', 'mercenary-pay'];
  const hands = { highlord: ['filler-09', 'filler-10'], whitestone: ['filler-11'] };
  const before = withDeck(newGame(), hands, pile, ['filler-12']);

  it('the pile holds the same cards in another order; the hands and the discards are untouched', () => {
    const forked = game().forked!(before, dice([], 'a fork\u2019s new seed'));
    const deck = forked.state.pl!.deck;
    expect([...deck.pile].sort()).toEqual([...pile].sort());
    expect(deck.pile).not.toEqual(pile);
    expect(deck.hands).toEqual(hands);
    expect(deck.discard).toEqual(['filler-12']);
  });

  it('two forks with different dice draw different orders: the order comes from the fork\u2019s seed', () => {
    const one = game().forked!(before, dice([], 'seed one')).state.pl!.deck.pile;
    const two = game().forked!(before, dice([], 'seed two')).state.pl!.deck.pile;
    expect(one).not.toEqual(two);
  });

  it('the new order is sealed (no seat sees it before the end); everyone is told the pile was shuffled', () => {
    const { events } = game().forked!(before, dice([], 'a fork\u2019s new seed'));
    const sealed = events.find((e) => e.type === 'deck-shuffle')!;
    expect(sealed.visibleTo).toEqual([]);
    for (const viewer of [PUBLIC, seatViewer('highlord'), seatViewer('whitestone')]) expect(canSee(viewer, sealed.visibleTo)).toBe(false);
    expect(events.find((e) => e.type === 'deck-shuffled')).toMatchObject({ visibleTo: 'all', text: `The Event deck is shuffled (${pile.length} cards).` });
  });
});
