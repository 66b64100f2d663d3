import { describe, expect, it } from 'vitest';
import { PUBLIC, seatViewer, type Viewer } from '../../../../../src/engine/core/events.ts';
import type { PlQuestion } from '../../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { buildView } from '../../../../../src/engine/games/dragons-of-glory/view.ts';
import { HANDS, PATHS, plGame, plState } from './fixture.ts';

/** What each viewer sees of Paths of the Lance (CHECKLIST §2.6): counts in public, a seat's own hand, everything for the game master. */

const { world, state: base } = plGame();
const viewOf = (state: DogState, viewer: Viewer) => buildView(state, world, 'Paths of the Lance', undefined, viewer, PATHS).paths!;
const withPl = (pl: Partial<NonNullable<DogState['pl']>>, more: Partial<DogState> = {}): DogState => ({ ...base, ...more, pl: plState(pl) });
/** The deck with Zhakar Joins the War gone from the pile to the discards. */
const zhakarDiscarded = () => {
  const deck = plState().deck;
  return { ...deck, pile: deck.pile.filter((c) => c !== 'zhakar-joins-the-war'), discard: ['zhakar-joins-the-war'] };
};
const ids = (cards: Array<{ id: string }>) => cards.map((c) => c.id);

const question: PlQuestion = {
  kind: 'combat-card',
  window: { seat: 'whitestone', prompt: 'The Highlords attack 1823a: play a combat card?', verb: 'react', silence: { verb: 'react', answer: 'pass' } },
  pending: {},
};

describe('the Paths of the Lance view', () => {
  it('shows everyone the era by name, the war status, the VP marker and how many cards each pile and hand holds', () => {
    const state = withPl({ era: 2, warStatus: 17, vp: -5, deck: zhakarDiscarded() });
    const view = viewOf(state, PUBLIC);
    expect(view.era).toBe(2);
    expect(view.eraName).toBe('Winter Midnight');
    expect(view.warStatus).toBe(17);
    expect(view.vp).toEqual({ side: 'whitestone', value: 5 });
    // Ten cards: three in each hand, one discarded, three in the pile.
    expect(view.deck).toBe(3);
    expect(view.discards).toBe(1);
    expect(view.handSizes).toEqual({ highlord: 3, whitestone: 3 });
    expect(view.hands).toEqual({ highlord: [], whitestone: [] });
    expect(view.own).toBeUndefined();
    // Which card was discarded is its discarder's business: the public has a count, and no pile.
    expect(view.open).toBeUndefined();
    expect(JSON.stringify(view)).not.toContain('zhakar');
  });

  it('says "past 30" once the war status is no longer tracked (PL H), and no side when the VP marker stands at 0', () => {
    expect(viewOf(withPl({ warStatus: 30 }), PUBLIC).warStatus).toBe(30);
    expect(viewOf(withPl({ warStatus: 31 }), PUBLIC).warStatus).toBe('past 30');
    expect(viewOf(withPl({ vp: 0 }), PUBLIC).vp).toEqual({ side: null, value: 0 });
    expect(viewOf(withPl({ vp: 4 }), PUBLIC).vp).toEqual({ side: 'highlord', value: 4 });
  });

  it("shows a side's player his own hand whole, and of the other hand only the cards the rules have shown", () => {
    // Knights Charge was shown and is still held; Fizban Appears was shown but has left the hand since.
    const state = withPl({ shown: [{ card: 'knights-charge', side: 'whitestone' }, { card: 'fizban-appears', side: 'highlord' }] });
    const highlord = viewOf(state, seatViewer('highlord'));
    expect(highlord.own).toBe('highlord');
    expect(ids(highlord.hands.highlord)).toEqual(HANDS.highlord);
    expect(ids(highlord.hands.whitestone)).toEqual(['knights-charge']);
    expect(highlord.hands.highlord[0]).toMatchObject({ title: 'The Blue Wing Flies', era: 1, ap: 3, rp: 0, oval: { side: 'highlord', value: 1 }, type: 'dragonarmy wing' });
    const whitestone = viewOf(state, seatViewer('whitestone'));
    expect(ids(whitestone.hands.whitestone)).toEqual(HANDS.whitestone);
    expect(ids(whitestone.hands.highlord)).toEqual([]);
    // A shown card is public.
    expect(ids(viewOf(state, PUBLIC).hands.whitestone)).toEqual(['knights-charge']);
  });

  it('puts a question in the view of the side it is put to, and of no one else but the game master', () => {
    const state = withPl({ question });
    expect(viewOf(state, seatViewer('whitestone')).question).toEqual({ side: 'whitestone', prompt: question.window.prompt });
    expect(viewOf(state, seatViewer('highlord')).question).toBeNull();
    expect(viewOf(state, PUBLIC).question).toBeNull();
    expect(viewOf(state, { kind: 'gm' }).question).toEqual({ side: 'whitestone', prompt: question.window.prompt });
  });

  it('shows the game master every card: both hands, the pile in its order and the discards; and everyone, once the game is over', () => {
    const state = withPl({ deck: zhakarDiscarded() });
    const gm = viewOf(state, { kind: 'gm' });
    expect(ids(gm.hands.highlord)).toEqual(HANDS.highlord);
    expect(ids(gm.hands.whitestone)).toEqual(HANDS.whitestone);
    expect(ids(gm.open!.pile)).toEqual(state.pl!.deck.pile);
    expect(ids(gm.open!.discards)).toEqual(['zhakar-joins-the-war']);
    const over = { ...state, ended: { winners: ['highlord' as const], reason: 'The Highlords reach 25 VP.' } };
    const afterwards = viewOf(over, seatViewer('whitestone'));
    expect(ids(afterwards.hands.highlord)).toEqual(HANDS.highlord);
    expect(ids(viewOf(over, PUBLIC).open!.pile)).toEqual(state.pl!.deck.pile);
  });

  it('shows the face-up event card, the Dark Temple and Whitestone Council, and the assault points of the phase', () => {
    const state = withPl({ eventCard: { card: 'zhakar-joins-the-war', offers: ['highlord', 'whitestone'] }, darkTemplePlayed: true, ap: { points: 3, paid: ['1823a'] } });
    const view = viewOf(state, PUBLIC);
    expect(view.eventCard).toMatchObject({ id: 'zhakar-joins-the-war', title: 'Zhakar Joins the War', ap: 4, rp: 2 });
    expect(view.darkTemplePlayed).toBe(true);
    expect(view.whitestoneCouncilPlayed).toBe(false);
    expect(view.assaultPoints).toEqual({ points: 3, spent: 1 });
  });

  it('tells where Berem is: not in play, in his hex, or with the stack of the side that captured him', () => {
    expect(viewOf(withPl({}), PUBLIC).berem).toEqual({ status: 'waiting' });
    const hex = world.map.parse('1823a')!;
    expect(viewOf(withPl({ berem: { status: 'placed', at: hex } }), PUBLIC).berem).toEqual({ status: 'placed', at: hex, hex: '1823a' });
    const captor = Object.values(base.units).find((u) => u.at)!;
    const captured = viewOf(withPl({ berem: { status: 'captured', at: null, side: 'highlord', with: captor.id } }), PUBLIC).berem;
    expect(captured).toEqual({ status: 'captured', side: 'highlord', at: captor.at, hex: world.map.label(captor.at!) });
  });

  it('is absent from a game played by DL11 alone', () => {
    const { pl: _pl, ...dl11 } = base;
    expect(buildView(dl11, world, 'x', undefined, PUBLIC, PATHS).paths).toBeUndefined();
  });
});
