import { describe, expect, it } from 'vitest';
import { eventPhase } from '../../../../../src/engine/games/dragons-of-glory/paths/turn.ts';
import { act, dice, game, Log, newGame, refusal, titleOf, withDeck, withPl } from './fixture.ts';

/** A position at step 3 of turn 1: hands as given, the pile's top card about to be turned up. */
function atEventPhase(hands: { highlord: string[]; whitestone: string[] }, top: string, initiative: 'highlord' | 'whitestone' = 'highlord') {
  const s = withDeck({ ...newGame(), initiative }, hands, [top, 'filler-20', 'filler-19']);
  const log = new Log();
  const opened = eventPhase(game().rules, s, dice());
  log.add(opened.events);
  return { state: opened.state, log };
}

const HL = ['filler-01', 'filler-02', 'filler-03', 'filler-04', 'the-burning-of-solace'];

describe('PL "Using the Event Cards" 1: the event phase', () => {
  it('WE-PL-04: Fizban Appears is offered to the Whitestone first although the Highlords hold the initiative; Zhakar (AP+RP 6) is traded for it', () => {
    const ws = ['zhakar-joins-the-war', 'filler-05', 'filler-06', 'filler-07', 'filler-08'];
    const { state, log } = atEventPhase({ highlord: HL, whitestone: ws }, 'fizban-appears');
    expect(state.phase).toBe('event');
    expect(state.acting).toBe('whitestone');
    expect(state.pl!.eventCard).toEqual({ card: 'fizban-appears', offers: ['whitestone', 'highlord'] });
    expect(log.public.some((t) => t.includes('Fizban Appears'))).toBe(true);
    // The Highlords are not offered it yet.
    expect(refusal(state, 'highlord', { verb: 'pass' }, dice())).toMatch(/Whitestone/);

    const d = dice();
    const after = act(state, 'whitestone', { verb: 'trade', card: 'zhakar-joins-the-war' }, d, log);
    expect(after.pl!.deck.hands.whitestone).toContain('fizban-appears');
    expect(after.pl!.deck.hands.whitestone).not.toContain('zhakar-joins-the-war');
    expect(after.pl!.deck.discard).toContain('zhakar-joins-the-war');
    expect(after.pl!.shown).toContainEqual({ card: 'fizban-appears', side: 'whitestone' });
    // The step is over: the initiative side's first action phase.
    expect(after.phase).toBe('action');
    expect(after.acting).toBe('highlord');
    // The table learns the card taken and the total given, never which card.
    const trade = log.public.find((t) => t.includes('takes Fizban Appears'))!;
    expect(trade).toMatch(/total 6/);
    expect(log.public.join('\n')).not.toContain(titleOf('zhakar-joins-the-war'));
    expect(log.privateTo('whitestone').some((t) => t.startsWith('Your hand: '))).toBe(true);
  });

  it('a trade needs the same AP+RP total: a card of total 3 is refused for Fizban (6), and nothing changes', () => {
    const ws = ['filler-02', 'filler-05', 'filler-06', 'filler-07', 'filler-08'];
    const { state } = atEventPhase({ highlord: HL, whitestone: ws }, 'fizban-appears');
    expect(refusal(state, 'whitestone', { verb: 'trade', card: 'filler-02' }, dice())).toMatch(/same AP\+RP total.*6/);
  });

  it('CHECKLIST §2.9 item 45: the entitled side passing, the initiative side may trade; nobody wanting it, it is discarded', () => {
    const { state } = atEventPhase({ highlord: ['zhakar-joins-the-war', ...HL.slice(1)], whitestone: ['filler-05', 'filler-06'] }, 'fizban-appears');
    const d = dice();
    const passed = act(state, 'whitestone', { verb: 'pass' }, d);
    expect(passed.phase).toBe('event');
    expect(passed.acting).toBe('highlord');
    const none = act(passed, 'highlord', { verb: 'pass' }, d);
    expect(none.pl!.deck.discard).toContain('fizban-appears');
    expect(none.phase).toBe('action');
  });

  it('a card with no war status is the initiative side\'s alone to trade for', () => {
    const { state } = atEventPhase({ highlord: HL, whitestone: ['filler-05'] }, 'mercenary-pay', 'whitestone');
    expect(state.pl!.eventCard!.offers).toEqual(['whitestone']);
    const passed = act(state, 'whitestone', { verb: 'pass' }, dice());
    expect(passed.pl!.deck.discard).toEqual(['mercenary-pay']);
  });

  it('WE-PL-06: a revealed activation card: the initiative side rolls first, the other once; both failing, it is discarded', () => {
    const { state } = atEventPhase({ highlord: HL, whitestone: ['filler-05'] }, 'nordmaar-joins-the-war');
    expect(state.pl!.eventCard!.offers).toEqual(['highlord', 'whitestone']);
    // Nordmaar: 3 or less for either side; 9 and 8 fail.
    const d = dice([9, 8]);
    const first = act(state, 'highlord', { verb: 'roll' }, d);
    expect(first.phase).toBe('event');
    expect(first.acting).toBe('whitestone');
    const second = act(first, 'whitestone', { verb: 'roll' }, d);
    expect(second.pl!.deck.discard).toContain('nordmaar-joins-the-war');
    expect(second.nations.nordmaar!.allegiance).toBe('neutral');
    expect(second.phase).toBe('action');
  });

  it('WE-PL-06 and PL B.1: a revealed activation that succeeds brings the nation in and leaves the game for good; a Coup adds to the number', () => {
    const { state } = atEventPhase({ highlord: ['diplomatic-coup', ...HL.slice(1)], whitestone: ['filler-05'] }, 'nordmaar-joins-the-war');
    // 3 + 2 (the Coup) = 5: a 5 succeeds.
    const after = act(state, 'highlord', { verb: 'roll', coup: 'diplomatic-coup' }, dice([5]));
    expect(after.nations.nordmaar!.allegiance).toBe('highlord');
    expect(after.pl!.removed).toContain('nordmaar-joins-the-war');
    expect(after.pl!.deck.discard).toContain('diplomatic-coup');
    expect(after.pl!.deck.hands.highlord).not.toContain('diplomatic-coup');
  });

  it('a revealed activation for a nation already at war is removed and the next card turned up', () => {
    const s = withPl(withDeck(newGame(), { highlord: HL, whitestone: [] }, ['nordmaar-joins-the-war', 'mercenary-pay']), {});
    const joined = { ...s, nations: { ...s.nations, nordmaar: { ...s.nations.nordmaar!, allegiance: 'highlord' as const } } };
    const opened = eventPhase(game().rules, joined, dice());
    expect(opened.state.pl!.removed).toContain('nordmaar-joins-the-war');
    expect(opened.state.pl!.eventCard!.card).toBe('mercenary-pay');
  });
});
