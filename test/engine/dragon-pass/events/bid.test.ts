import { describe, expect, it } from 'vitest';
import { PUBLIC, seatViewer } from '../../../../src/engine/core/events.ts';
import { applyEvent } from '../../../../src/engine/games/dragon-pass/events/apply.ts';
import { bidDefault, bidOrder, bidSecrets, DRAGONEWT_DEBT, placeBid } from '../../../../src/engine/games/dragon-pass/events/bid.ts';
import { openGameTurn } from '../../../../src/engine/games/dragon-pass/events/opening.ts';
import type { DpState } from '../../../../src/engine/games/dragon-pass/state.ts';
import { loadBook, position } from '../book.ts';
import { bookWithSchedule, eventOf, forced, whereIs } from './helpers.ts';

/** Event 12 rolled as game-turn 3 of the Pass (12 game-turns, 10 DPs a game-turn to each side) opens. */
const opened = (book = loadBook()): DpState => applyEvent(book, { ...position({}), gameTurn: 3, turn: { side: null, phase: 'bid', done: [] } }, eventOf(12), forced()).state;

describe('event 12: the Dragonewts offer to ally (a sealed bid)', () => {
  it('opens a sealed bid, each cap the DPs still scheduled after this game-turn: 10 × (12 − 3) = 90', () => {
    const state = opened();
    expect(state.sealed).toMatchObject({ what: 'bid', for: 'dragonewts', caps: { lunar: 90, sartar: 90 } });
    expect(state.sealed!.choices.seats).toEqual(['lunar', 'sartar']);
  });

  it('WE-DP-14: Lunar 20 against Sartar 15: Lunar allies the Dragonewts at once and owes 20 in its private ledger', () => {
    const book = loadBook();
    const first = placeBid(book, opened(), 'lunar', 20);
    if (!first.ok) throw new Error(first.error);
    // The Lunar bid is sealed: Sartar and the public may not learn it; Lunar is told, the others only that it has bid.
    expect(bidSecrets(first.value.state, seatViewer('sartar'))).toEqual(['Lunar bids 20 DPs']);
    expect(bidSecrets(first.value.state, PUBLIC)).toEqual(['Lunar bids 20 DPs']);
    expect(bidSecrets(first.value.state, seatViewer('lunar'))).toEqual([]);
    for (const e of first.value.events.filter((x) => x.visibleTo === 'all')) expect(e.text).not.toContain('20');
    const second = placeBid(book, first.value.state, 'sartar', 15);
    if (!second.ok) throw new Error(second.error);
    const s = second.value.state;
    expect(s.sealed).toBeNull();
    expect(s.independents['dragonewts']!.allied).toBe('lunar');
    expect(s.pieces['dragon-1']!.owner).toBe('lunar');
    expect(s.ledgers.lunar).toEqual([{ what: DRAGONEWT_DEBT, owed: 20, to: 'dragonewts' }]);
    expect(s.ledgers.sartar).toEqual([]);
    const revealed = second.value.events.find((e) => e.type === 'sealed-revealed')!;
    expect(revealed.text).toBe('The bids are revealed: Lunar bids 20 DPs; Sartar bids 15 DPs.');
    expect(second.value.events.find((e) => e.type === 'ledger')!.visibleTo).toEqual(['lunar']);
  });

  it('WE-DP-14: the debt is paid from the next game-turns\' DPs: 12 all go (8 owed), then 8 more and the rest is free', () => {
    const book = bookWithSchedule({ lunar: 12, sartar: 10 });
    let s = placeBid(book, opened(book), 'lunar', 20);
    if (!s.ok) throw new Error(s.error);
    s = placeBid(book, s.value.state, 'sartar', 15);
    if (!s.ok) throw new Error(s.error);
    const fourth = openGameTurn(book, { ...s.value.state, gameTurn: 4, dp: { lunar: 0, sartar: 0 }, options: { ...s.value.state.options, randomEvents: false } }, forced());
    expect(fourth.state.dp.lunar).toBe(0);
    expect(fourth.state.ledgers.lunar).toEqual([{ what: DRAGONEWT_DEBT, owed: 8, to: 'dragonewts' }]);
    const told = fourth.events.find((e) => e.type === 'dp-received' && e.visibleTo !== 'all' && e.visibleTo.includes('lunar'))!;
    expect(told.visibleTo).toEqual(['lunar']);
    expect(told.text).toContain('12 go to the Dragonewts');
    const fifth = openGameTurn(book, { ...fourth.state, gameTurn: 5 }, forced());
    expect(fifth.state.dp.lunar).toBe(4);
    expect(fifth.state.ledgers.lunar).toEqual([]);
    // Sartar, owing nothing, receives its 10 each game-turn.
    expect(fifth.state.dp.sartar).toBe(20);
  });

  it('equal bids: no alliance and no debt', () => {
    const book = loadBook();
    const a = placeBid(book, opened(), 'lunar', 30);
    if (!a.ok) throw new Error(a.error);
    const b = placeBid(book, a.value.state, 'sartar', 30);
    if (!b.ok) throw new Error(b.error);
    expect(b.value.state.independents['dragonewts']!.allied).toBeNull();
    expect(b.value.state.ledgers).toEqual({ lunar: [], sartar: [] });
    expect(b.value.state.sealed).toBeNull();
  });

  it('a bid above the cap, or below 0, is refused in one line naming the cap, and changes nothing', () => {
    const state = opened();
    const over = placeBid(loadBook(), state, 'sartar', 91);
    expect(over).toEqual({ ok: false, error: 'Event 12: bid 0 to 90 DPs, the DPs you are still scheduled to receive after this game-turn; not 91.' });
    const under = bidOrder(loadBook()).apply!(state, 'lunar', { verb: 'bid', dp: -1 }, forced());
    expect(under.ok).toBe(false);
    if (!under.ok) expect(under.error).toContain('0 to 90 DPs');
  });

  it('the order: phase bid only, a default of 0, and no bid when none is open', () => {
    const def = bidOrder(loadBook());
    expect(def.phases).toEqual(['bid']);
    expect(bidDefault()).toEqual({ verb: 'bid', dp: 0 });
    expect(def.legal!(opened(), 'lunar', {}).map((h) => h.options['dp'])).toEqual(['0', '90']);
    const none = def.apply!(position({}), 'lunar', { verb: 'bid', dp: 0 }, forced());
    expect(none.ok).toBe(false);
  });

  it('skipped with a line when the Dragonewts have allied already', () => {
    const state = position({});
    const allied = { ...state, independents: { ...state.independents, dragonewts: { allied: 'sartar' as const, points: { lunar: 0, sartar: 45 } } } };
    const { state: after, events } = applyEvent(loadBook(), allied, eventOf(12), forced());
    expect(after.sealed).toBeNull();
    expect(events[0]!.text).toContain('allied with Sartar already');
    expect(whereIs(after, 'dragon-1')).toBe('off-map');
  });
});
