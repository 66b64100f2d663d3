import { describe, expect, it } from 'vitest';
import { verifyShuffles } from '../../../../../src/engine/core/deck.ts';
import { changeWarStatus } from '../../../../../src/engine/games/dragons-of-glory/paths/war-status.ts';
import { reckon } from '../../../../../src/engine/games/dragons-of-glory/paths/ledger.ts';
import { atWar, ctx, faces, plGame } from './fixture.ts';

const paths = ctx();
const texts = (events: Array<{ text: string; type: string }>) => events.filter((e) => e.type.startsWith('dog-')).map((e) => e.text);

describe('PL H war status arithmetic (WE-PL-09)', () => {
  it('PL H: from 10, a card worth 2 makes 12, the Non-aggression Pact 11, a conquest 12, an activation 13', () => {
    const dice = faces();
    const start = plGame({ warStatus: 10 });
    const card = changeWarStatus(start, paths, 2, 'the Highlords play a card worth 2 war status', dice);
    expect(card.state.pl!.warStatus).toBe(12);
    expect(texts(card.events)).toEqual(['The Highlords play a card worth 2 war status; war status 10 → 12.']);
    const pact = changeWarStatus(card.state, paths, -1, 'the Non-aggression Pact is played', dice);
    expect(pact.state.pl!.warStatus).toBe(11);
    expect(texts(pact.events)).toEqual(['The Non-aggression Pact is played; war status 12 → 11.']);

    // A conquest: Kern, at war for the Highlords, falls to the Whitestone.
    const kernAtWar = atWar(pact.state, 'highlord', ['kern']);
    const conquest = reckon(kernAtWar, atWar(kernAtWar, 'highlord', ['kern'], true), paths, dice);
    expect(conquest.state.pl!.warStatus).toBe(12);
    // An activation: Tarsis joins the Highlords.
    const activation = reckon(conquest.state, atWar(conquest.state, 'highlord', ['tarsis']), paths, dice);
    expect(activation.state.pl!.warStatus).toBe(13);
    expect(dice.rolls).toEqual([]); // no era and no knight square on the way
    expect(start.pl!.warStatus).toBe(10); // the input is untouched
  });
});

describe('PL H a change of nothing', () => {
  it('PL H: a change of 0 moves nothing and says nothing', () => {
    const start = plGame({ warStatus: 7 });
    expect(changeWarStatus(start, paths, 0, 'a card with no war status', faces())).toEqual({ state: start, events: [] });
  });
});

describe('PL H eras: the second era at 15, the third at 30', () => {
  it('PL H: reaching 15 shuffles the second era\'s cards into the pile, leaves the discards, and marks the era change', () => {
    const start = plGame({ warStatus: 14, removed: ['b-blue-2'] });
    start.pl!.deck = { ...start.pl!.deck, pile: ['a-red-1'], discard: ['a-red-2'], hands: { highlord: ['a-red-3'] } };
    const dice = faces();
    const { state, events } = changeWarStatus(start, paths, 1, 'Tarsis joins the Highlords', dice);
    const pl = state.pl!;
    expect(pl.era).toBe(2);
    expect(pl.eraChanged).toBe(2);
    expect(pl.warStatus).toBe(15);
    // Blue Two is out of the game: it does not come back.
    expect([...pl.deck.pile].sort()).toEqual(['a-red-1', 'b-blue-1', 'b-blue-3']);
    expect(pl.deck.discard).toEqual(['a-red-2']);
    expect(pl.deck.hands).toEqual({ highlord: ['a-red-3'] });
    expect(texts(events)).toEqual([
      'Tarsis joins the Highlords; war status 14 → 15.',
      'War status reaches 15: the second era, Winter Midnight, begins. Its 2 cards are shuffled into the deck; both hands will be shown at the end of the turn.',
    ]);
    // The new order is sealed from everyone, and /dice verify can replay it.
    const sealed = events.find((e) => e.type === 'deck-shuffle')!;
    expect(sealed.visibleTo).toEqual([]);
    expect(verifyShuffles(events)).toEqual({ checked: 1, mismatches: [] });
    expect(events.find((e) => e.type === 'deck-shuffled')!.text).toBe('The War deck is shuffled (3 cards).');
  });

  it('PL H: reaching 30 brings in the third era; the track stops there', () => {
    const start = plGame({ era: 2, warStatus: 29, knightSquares: [16, 18, 20, 22, 24, 26, 28] });
    const { state, events } = changeWarStatus(start, paths, 2, 'the Highlords play a card worth 2 war status', faces());
    expect(state.pl!.era).toBe(3);
    expect(state.pl!.eraChanged).toBe(3);
    expect(state.pl!.warStatus).toBe(30);
    expect([...state.pl!.deck.pile].sort()).toEqual(['a-red-1', 'a-red-2', 'a-red-3', 'c-green-1', 'c-green-2', 'c-green-3']);
    expect(texts(events)[1]).toBe('War status reaches 30: the third era, Spring Dawning, begins. Its 3 cards are shuffled into the deck; both hands will be shown at the end of the turn.');
  });

  it('PL H: an era comes once: falling under 15 and rising again adds nothing', () => {
    const start = plGame({ era: 2, warStatus: 14, knightSquares: [] });
    const dice = faces();
    const { state, events } = changeWarStatus(start, paths, 1, 'Tarsis joins the Highlords', dice);
    expect(state.pl!.era).toBe(2);
    expect(state.pl!.eraChanged).toBeNull();
    expect(state.pl!.deck).toEqual(start.pl!.deck);
    expect(events).toHaveLength(1);
    expect(dice.rolls).toEqual([]);
  });
});

describe('PL B.2 knight squares: each square reached rolls once (FACTS §1.2.5)', () => {
  it('PL B.2: war status 15 → 18 rolls for 16 and for 18, and not for 17', () => {
    const start = plGame({ era: 2, warStatus: 15, vp: 12 });
    const dice = faces(10, 10);
    const { state, events } = changeWarStatus(start, paths, 3, 'the Highlords play a card worth 3 war status', dice);
    expect(state.pl!.warStatus).toBe(18);
    expect(state.pl!.knightSquares).toEqual([16, 18]);
    expect(dice.rolls.map((r) => r.label)).toEqual(['Knights: war status reaches the knight square 16', 'Knights: war status reaches the knight square 18']);
    expect(dice.remainingForced).toEqual([]);
    expect(texts(events)).toEqual([
      'The Highlords play a card worth 3 war status; war status 15 → 18.',
      'War status reaches the knight square 16: the Whitestone roll for the knights, needing 1 or less (the Highlords lead by 12 VP +1): d10 10, no knight nation comes in.',
      'War status reaches the knight square 18: the Whitestone roll for the knights, needing 1 or less (the Highlords lead by 12 VP +1): d10 10, no knight nation comes in.',
    ]);
  });

  it('PL B.2: a square already rolled for does not roll again after a fall and a rise', () => {
    const start = plGame({ era: 2, warStatus: 17, vp: 12, knightSquares: [16] });
    const dice = faces();
    const fell = changeWarStatus(start, paths, -1, 'the Non-aggression Pact is played', dice);
    const rose = changeWarStatus(fell.state, paths, 1, 'Tarsis joins the Highlords', dice);
    expect(rose.state.pl!.warStatus).toBe(17);
    expect(dice.rolls).toEqual([]);
  });

  it('PL B.2: from 14, a rise of 2 brings the second era first, then rolls for the knight square 16', () => {
    // The era's shuffle of 6 cards takes five dice; the knights' roll is the sixth.
    const dice = faces(1, 1, 1, 1, 1, 1);
    const { state } = changeWarStatus(plGame({ warStatus: 14, vp: 12 }), paths, 2, 'the Highlords play a card worth 2 war status', dice);
    expect(state.pl!.era).toBe(2);
    expect(dice.rolls.map((r) => r.purpose)).toEqual([...Array(5).fill('the shuffle of the War deck'), 'the knights']);
    expect(state.nations.caergoth!.allegiance).toBe('whitestone');
  });

  it('PL B.2: no knight square rolls in the first era', () => {
    const dice = faces();
    const { state } = changeWarStatus(plGame({ era: 1, warStatus: 1 }), paths, 3, 'three nations join', dice);
    expect(state.pl!.knightSquares).toEqual([]);
    expect(dice.rolls).toEqual([]);
  });
});

describe('PL B.2 knight rolls after war status 30 (WE-PL-03)', () => {
  it('PL B.2: past 30, a conquest by the Highlords rolls for the knights at +2 and war status stays', () => {
    const start = atWar(plGame({ era: 3, warStatus: 30 }), 'whitestone', ['tarsis']);
    const dice = faces(2);
    const { state, events } = reckon(start, atWar(start, 'whitestone', ['tarsis'], true), paths, dice);
    expect(state.pl!.warStatus).toBe(30);
    expect(state.nations.caergoth!.allegiance).toBe('whitestone');
    expect(texts(events).slice(0, 2)).toEqual([
      'Tarsis is conquered by the Highlords: 4 VP to them, the Highlords lead by 4; war status is no longer kept past 30.',
      'A rise in war status past 30: the Whitestone roll for the knights, needing 4 or less (Tarsis conquered by the Highlords +1, the Highlords lead by 4 VP +1, past war status 30 +2): d10 2, Caergoth joins them.',
    ]);
  });

  it('PL B.2: past 30, a fall rolls nothing', () => {
    const dice = faces();
    const { state, events } = changeWarStatus(plGame({ era: 3, warStatus: 30 }), paths, -1, 'the Non-aggression Pact is played', dice);
    expect(state.pl!.warStatus).toBe(30);
    expect(texts(events)).toEqual(['The Non-aggression Pact is played; war status is no longer kept past 30.']);
    expect(dice.rolls).toEqual([]);
  });
});
