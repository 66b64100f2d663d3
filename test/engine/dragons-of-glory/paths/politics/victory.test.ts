import { describe, expect, it } from 'vitest';
import { automaticVictory, scoredVictory } from '../../../../../src/engine/games/dragons-of-glory/paths/victory.ts';
import { ctx, plGame, put } from './fixture.ts';

const paths = ctx();

describe('PL G scored victory after Turn 30 (WE-PL-21)', () => {
  it('PL G: WS 12 is a Whitestone minor victory, HL 13 a Highlord major victory, WS 24 a Whitestone major victory', () => {
    expect(scoredVictory(plGame({ vp: -12 }))).toEqual({ winners: ['whitestone'], reason: 'The Whitestone lead by 12 VP after the last turn: a minor victory for the Whitestone, and an uneasy truce.' });
    expect(scoredVictory(plGame({ vp: 13 }))).toEqual({
      winners: ['highlord'],
      reason: 'The Highlords lead by 13 VP after the last turn: a major victory for the Highlords, whose enemies cannot recover for many years.',
    });
    expect(scoredVictory(plGame({ vp: -24 })).reason).toBe('The Whitestone lead by 24 VP after the last turn: a major victory for the Whitestone, whose enemies cannot recover for many years.');
    expect(scoredVictory(plGame({ vp: 1 })).reason).toContain('a minor victory for the Highlords');
  });

  it('PL G: a marker at 0 after the last turn is a draw (CHECKLIST §2.9 item 47)', () => {
    expect(scoredVictory(plGame({ vp: 0 }))).toEqual({ winners: [], reason: 'The VP marker stands at 0 after the last turn: the war ends in a draw.' });
  });
});

describe('PL G automatic victory', () => {
  it('PL G: 25 VP wins at the end of a turn, not in its middle', () => {
    const state = { ...plGame({ vp: -25 }), turn: 17 };
    expect(automaticVictory(state, paths, false)).toBeNull();
    expect(automaticVictory(state, paths, true)).toEqual({ winners: ['whitestone'], reason: 'The Whitestone reach 25 VP at the end of turn 17: a total victory for the Whitestone.' });
    expect(automaticVictory({ ...state, pl: { ...state.pl!, vp: 27 } }, paths, true)!.winners).toEqual(['highlord']);
    expect(automaticVictory({ ...state, pl: { ...state.pl!, vp: 24 } }, paths, true)).toBeNull();
  });

  it('PL G: the Whitestone taking Neraka, the city of the Dark Temple, win at once', () => {
    const state = { ...plGame(), held: { neraka: 'whitestone' as const } };
    expect(automaticVictory(state, paths, false)).toEqual({ winners: ['whitestone'], reason: 'The Whitestone take Neraka, the city of the Dark Temple: a total victory for the Whitestone.' });
    expect(automaticVictory(plGame(), paths, true)).toBeNull();
  });

  it('PL D, G: the Highlords bringing Berem into the Dark Temple\'s hex win at once (WE-PL-19)', () => {
    const captured = { status: 'captured' as const, at: null, side: 'highlord' as const, with: 'mercenary-infantry-1' };
    // The mercenaries with Berem stand in Neraka (0921b).
    const inTemple = put(plGame({ berem: captured }), '0921b', 'mercenary-infantry-1');
    expect(automaticVictory(inTemple, paths, false)).toEqual({
      winners: ['highlord'],
      reason: 'The Highlords bring Berem into the Dark Temple at Neraka: the gateway opens for the Dark Queen, a total victory for the Highlords.',
    });
    // One hex away, or captured by the Whitestone, or merely placed there: not yet.
    expect(automaticVictory(put(plGame({ berem: captured }), '0920b', 'mercenary-infantry-1'), paths, true)).toBeNull();
    expect(automaticVictory(put(plGame({ berem: { ...captured, side: 'whitestone' } }), '0921b', 'mercenary-infantry-1'), paths, true)).toBeNull();
    expect(automaticVictory(plGame({ berem: { status: 'placed', at: { q: 0, r: 0 } } }), paths, true)).toBeNull();
  });
});
