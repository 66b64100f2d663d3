import { describe, expect, it } from 'vitest';
import { leaderEscape, leaderSurvives } from '../../../../src/engine/games/dragons-of-glory/combat/leader-loss.ts';
import { rereadCombat } from '../../../../src/engine/games/dragons-of-glory/combat/battle.ts';
import { faces } from './counters.ts';

const toede = { id: 'toede', name: 'Toede', rating: 3 };

describe('PL C leader elimination: a d6 at or under the rating escapes', () => {
  it('Toede (3) rolls 3: he escapes to the nearest friendly stack', () => {
    const out = leaderEscape(toede, 'paths-of-the-lance', faces(3));
    expect(out).toMatchObject({ id: 'toede', survives: true });
    expect(out.roll).toMatchObject({ sides: 6, face: 3, table: 'Paths of the Lance C leader elimination', row: 'rating 3: 3 or less escapes', result: 'escapes' });
    expect(out.text).toBe('Toede escapes to the nearest friendly stack (d6 for Toede\'s escape: 3 (forced); rating 3: 3 or less escapes).');
    expect(rereadCombat(out.roll)).toBe('escapes');
  });
  it('Toede (3) rolls 4: he is lost', () => {
    const out = leaderEscape(toede, 'paths-of-the-lance', faces(4));
    expect(out.survives).toBe(false);
    expect(out.roll.result).toBe('lost');
    expect(rereadCombat(out.roll)).toBe('lost');
  });
  it('a leader of 6 always escapes; one of 0 never', () => {
    for (let face = 1; face <= 6; face++) {
      expect(leaderSurvives('paths-of-the-lance', 6, face)).toBe(true);
      expect(leaderSurvives('paths-of-the-lance', 0, face)).toBe(false);
    }
  });
});

describe('More Dragons of Glory leader loss: 1–3 lost, 4–6 escapes', () => {
  it('whatever the rating: Ariakas (8) on a 3 is lost, Toede (3) on a 4 escapes', () => {
    expect(leaderEscape({ id: 'a', name: 'Ariakas', rating: 8 }, 'more-dragons-of-glory', faces(3)).survives).toBe(false);
    const out = leaderEscape(toede, 'more-dragons-of-glory', faces(4));
    expect(out.survives).toBe(true);
    expect(out.roll).toMatchObject({ table: 'More Dragons of Glory leader loss', row: '1-3 lost, 4-6 escapes', result: 'escapes' });
    expect(rereadCombat(out.roll)).toBe('escapes');
  });
  it('faces 1, 2, 3 lose the leader; 4, 5, 6 save him', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => leaderSurvives('more-dragons-of-glory', 2, f))).toEqual([false, false, false, true, true, true]);
  });
});
