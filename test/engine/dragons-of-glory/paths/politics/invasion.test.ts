import { describe, expect, it } from 'vitest';
import { rereadActivation } from '../../../../../src/engine/games/dragons-of-glory/paths/activation.ts';
import { INVASION_STRENGTH_BONUS, invadeByPaths, invadingStrength, strengthBonus } from '../../../../../src/engine/games/dragons-of-glory/paths/invasion.ts';
import type { PathsWorld } from '../../../../../src/engine/games/dragons-of-glory/paths/rules.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { atWar, ctx, faces, plGame, put } from './fixture.ts';

const paths = ctx();
const done = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** Three mercenary armies of 6 in Tarsis (its city, 3242a): 18 strength. */
const tarsisInvaded = (): DogState => {
  const state = put(plGame({ invading: ['tarsis'] }), '3242a', 'mercenary-infantry-1', 'mercenary-infantry-2', 'mercenary-infantry-3');
  return { ...state, turn: 6 };
};

/** A flipped draconian army (3) and a red dragon (2) in Kern (Kernen, 1418b): 5 strength. */
const kernInvaded = (): DogState => {
  const state = put(plGame(), '1418b', 'draconians-1', 'red-dragon-1', 'ariakas');
  return { ...state, units: { ...state.units, 'draconians-1': { ...state.units['draconians-1']!, depleted: true } } };
};

describe('PL B.3 the invasion strength table', () => {
  it('PL B.3: 1-6 WS +2, 7-12 WS +1, 13-16 none, 17-22 HL +1, 23 and more HL +2', () => {
    expect([1, 6, 7, 12, 13, 16, 17, 22, 23, 40].map(strengthBonus)).toEqual([
      { side: 'whitestone', bonus: 2 },
      { side: 'whitestone', bonus: 2 },
      { side: 'whitestone', bonus: 1 },
      { side: 'whitestone', bonus: 1 },
      { side: null, bonus: 0 },
      { side: null, bonus: 0 },
      { side: 'highlord', bonus: 1 },
      { side: 'highlord', bonus: 1 },
      { side: 'highlord', bonus: 2 },
      { side: 'highlord', bonus: 2 },
    ]);
    expect(INVASION_STRENGTH_BONUS).toHaveLength(5);
  });

  it('PL B.3: the strength is that of the Highlord armies inside the border, flipped ones at their back; leaders add none', () => {
    expect(invadingStrength(kernInvaded(), paths, 'kern')).toBe(5);
    expect(invadingStrength(tarsisInvaded(), paths, 'tarsis')).toBe(18);
    expect(invadingStrength(tarsisInvaded(), paths, 'kern')).toBe(0);
  });
});

describe('PL B.3 activation by invasion (WE-PL-12)', () => {
  it('PL B.3: Tarsis (HL 4 / WS 2) invaded with 18: WS needs 2 and rolls 3, HL needs 5 and rolls 5: Tarsis joins the Highlords', () => {
    const start = tarsisInvaded();
    const dice = faces(3, 5);
    const { state, events } = done(invadeByPaths(start, paths, 'tarsis', 0, dice));
    expect(state.nations.tarsis).toEqual({ allegiance: 'highlord', conquered: false, joinedOnTurn: 6 });
    expect(state.pl!.invading).toEqual([]);
    expect(events[0]!.text).toBe(
      'The Highlords invade Tarsis with 18 strength: the Whitestone need 2 or less (WS# 2); the Highlords need 5 or less (HL# 4, +1 for an invading strength of 18). The Whitestone d10 3, the Highlords d10 5: Tarsis joins the Highlords.',
    );
    expect(events[0]!.rolls!.map((r) => [r.table, r.column, r.result])).toEqual([
      ['PL B.3 activation by invasion', '2 or less', 'fails'],
      ['PL B.3 activation by invasion', '5 or less', 'succeeds'],
    ]);
    expect(events[0]!.rolls!.map(rereadActivation)).toEqual(['fails', 'succeeds']);
    // Its armies are placed at once; joinedOnTurn keeps them still until next turn.
    expect(events[1]!.type).toBe('dog-join');
    expect(Object.values(state.units).filter((u) => u.id.startsWith('tarsis-') && u.at).length).toBeGreaterThan(0);
    expect(dice.remainingForced).toEqual([]);
  });

  it('PL B.3: a 6 passes the roll back to the Whitestone, and the rolls go back and forth until one side succeeds', () => {
    const dice = faces(3, 6, 9, 8, 2);
    const { state, events } = done(invadeByPaths(tarsisInvaded(), paths, 'tarsis', 0, dice));
    expect(state.nations.tarsis!.allegiance).toBe('whitestone');
    expect(events[0]!.text).toContain('The Whitestone d10 3, the Highlords d10 6, the Whitestone d10 9, the Highlords d10 8, the Whitestone d10 2: Tarsis joins the Whitestone.');
    expect(dice.remainingForced).toEqual([]);
  });

  it('PL B.3: a Diplomatic Coup raises the Whitestone\'s number only', () => {
    const { events } = done(invadeByPaths(tarsisInvaded(), paths, 'tarsis', 1, faces(3)));
    expect(events[0]!.text).toBe(
      'The Highlords invade Tarsis with 18 strength: the Whitestone need 3 or less (WS# 2, +1 Diplomatic Coup); the Highlords need 5 or less (HL# 4, +1 for an invading strength of 18). The Whitestone d10 3: Tarsis joins the Whitestone.',
    );
  });
});

describe('PL B.3 invasion with a small force (WE-PL-13)', () => {
  it('PL B.3: Kern (HL 7 / WS 1) invaded with 5: WS needs 3, then HL 7', () => {
    const { state, events } = done(invadeByPaths(kernInvaded(), paths, 'kern', 0, faces(4, 7)));
    expect(state.nations.kern!.allegiance).toBe('highlord');
    expect(events[0]!.text).toBe(
      'The Highlords invade Kern with 5 strength: the Whitestone need 3 or less (WS# 1, +2 for an invading strength of 5); the Highlords need 7 or less (HL# 7). The Whitestone d10 4, the Highlords d10 7: Kern joins the Highlords.',
    );
    expect(done(invadeByPaths(kernInvaded(), paths, 'kern', 0, faces(3))).state.nations.kern!.allegiance).toBe('whitestone');
  });
});

describe('PL B.3 knight nations and invasion (WE-PL-15)', () => {
  it('PL B.3: Solanthus, a knight nation, joins the Whitestone at once with no roll', () => {
    const start = put(plGame(), '2314a', 'mercenary-infantry-1');
    const dice = faces();
    const { state, events } = done(invadeByPaths(start, paths, 'solanthus', 0, dice));
    expect(state.nations.solanthus!.allegiance).toBe('whitestone');
    expect(dice.rolls).toEqual([]);
    expect(events[0]!.text).toBe('The Highlords invade Solanthus, a knight nation: it joins the Whitestone at once, with no roll.');
    // The first knight nation at war brings the High Clerist's Tower with it (DL11).
    expect(state.nations['high-clerists-tower']!.allegiance).toBe('whitestone');
  });

  it('PL B.3: Vingaard is no knight nation (FACTS §1.3): it rolls on its row, HL 1 / WS 4', () => {
    // Two mercenary armies and a mercenary cavalry in Vingaard Keep: 16 strength, no bonus.
    const start = put(plGame(), '3012a', 'mercenary-infantry-1', 'mercenary-infantry-2', 'mercenary-cavalry-1');
    const { state, events } = done(invadeByPaths(start, paths, 'vingaard', 0, faces(5, 1)));
    expect(state.nations.vingaard!.allegiance).toBe('highlord');
    expect(events[0]!.text).toBe(
      'The Highlords invade Vingaard with 16 strength: the Whitestone need 4 or less (WS# 4); the Highlords need 1 or less (HL# 1). The Whitestone d10 5, the Highlords d10 1: Vingaard joins the Highlords.',
    );
  });
});

describe('PL B.3 numbers no die can roll', () => {
  it('PL B.3: Silvanesti\'s HL −1 can never succeed, so the Whitestone roll on alone until it joins them', () => {
    const start = put(plGame(), '1148b', 'mercenary-infantry-1', 'mercenary-infantry-2');
    const dice = faces(9, 8, 6);
    const { state, events } = done(invadeByPaths(start, paths, 'silvanesti', 0, dice));
    expect(state.nations.silvanesti!.allegiance).toBe('whitestone');
    expect(events[0]!.text).toBe(
      'The Highlords invade Silvanesti with 12 strength: the Whitestone need 6 or less (WS# 5, +1 for an invading strength of 12); the Highlords need −1 or less (HL# −1), which no die can roll. The Whitestone d10 9, the Whitestone d10 8, the Whitestone d10 6: Silvanesti joins the Whitestone.',
    );
  });

  it('PL B.3: where neither side could ever roll, the invasion is refused with one line and nothing changes', () => {
    const nations = new Map(paths.world.nations);
    // Numbers no nation has: WS# 0, and HL# −1 even with the +1 of 18 strength.
    nations.set('silvanesti', { ...nations.get('silvanesti')!, invasion: { highlord: -1, whitestone: 0 } });
    const odd: PathsWorld = { ...paths, world: { ...paths.world, nations } };
    const start = put(plGame(), '1148b', 'mercenary-infantry-1', 'mercenary-infantry-2', 'mercenary-infantry-3');
    const dice = faces();
    expect(invadeByPaths(start, odd, 'silvanesti', 0, dice)).toEqual({
      ok: false,
      error: 'Neither side can roll Silvanesti into the war: the Whitestone would need 0 or less, the Highlords would need 0 or less.',
    });
    expect(dice.rolls).toEqual([]);
  });
});

describe('PL B.3 what cannot be invaded', () => {
  it('a nation at war, one without invasion numbers, one with no Highlord army inside, and no nation at all are refused', () => {
    const start = tarsisInvaded();
    expect(invadeByPaths(atWar(start, 'whitestone', ['tarsis']), paths, 'tarsis', 0, faces())).toEqual({ ok: false, error: 'Tarsis is already at war, with the Whitestone: there is nothing to invade into the war.' });
    expect(invadeByPaths(start, paths, 'maelstrom', 0, faces())).toEqual({ ok: false, error: 'Maelstrom has no invasion numbers in Paths of the Lance: it cannot be invaded into the war.' });
    expect(invadeByPaths(start, paths, 'kern', 0, faces())).toEqual({ ok: false, error: 'No Highlord army stands inside Kern: there is no invasion to roll for.' });
    expect(invadeByPaths(start, paths, 'atlantis', 0, faces())).toEqual({ ok: false, error: 'There is no nation "atlantis".' });
  });
});
