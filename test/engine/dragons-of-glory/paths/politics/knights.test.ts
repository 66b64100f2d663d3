import { describe, expect, it } from 'vitest';
import { rereadActivation } from '../../../../../src/engine/games/dragons-of-glory/paths/activation.ts';
import { knightRoll, knightTarget, vpStatusBonus } from '../../../../../src/engine/games/dragons-of-glory/paths/knights.ts';
import { atWar, chart, ctx, faces, plGame } from './fixture.ts';

const paths = ctx();

/** PL B.2's example: Lemish and Vingaard conquered by the Highlords, Gunthar at war, the Highlords 12 VP ahead. */
const example = (knightPreference: string[] = []) => {
  const conquered = atWar(plGame({ era: 2, warStatus: 17, vp: 12, knightPreference }), 'whitestone', ['lemish', 'vingaard'], true);
  return atWar(conquered, 'whitestone', ['gunthar']);
};

describe('PL B.2 knight activation (WE-PL-01)', () => {
  it('PL B.2: two nations conquered, one knight nation at war and the Highlords 12 VP ahead make 4', () => {
    expect(knightTarget(example(), paths, 0)).toEqual({
      target: 4,
      parts: ['Lemish and Vingaard conquered by the Highlords +2', 'Gunthar at war +1', 'the Highlords lead by 12 VP +1'],
    });
  });

  it('PL B.2: a 4 brings in the knight nation of the Whitestone\'s choice', () => {
    const start = example(['solanthus', 'caergoth']);
    const dice = faces(4);
    const { state, events } = knightRoll(start, paths, 0, 'war status reaches the knight square 18', dice);
    expect(state.nations.solanthus).toEqual({ allegiance: 'whitestone', conquered: false, joinedOnTurn: start.turn });
    expect(state.nations.caergoth!.allegiance).toBe('neutral');
    expect(events[0]!.text).toBe(
      'War status reaches the knight square 18: the Whitestone roll for the knights, needing 4 or less (Lemish and Vingaard conquered by the Highlords +2, Gunthar at war +1, the Highlords lead by 12 VP +1): d10 4, Solanthus joins them.',
    );
    expect(events[1]!.type).toBe('dog-join');
    // Its armies are on the map at once, and may not move until next turn.
    expect(Object.values(state.units).some((u) => u.id.startsWith('solanthus-') && u.at)).toBe(true);
    const roll = events[0]!.rolls![0]!;
    expect(roll).toMatchObject({ sides: 10, face: 4, table: 'PL B.2 knight activation', column: '4 or less', result: 'succeeds' });
    expect(rereadActivation(roll)).toBe('succeeds');
  });

  it('PL B.2: a 5 brings no one in and changes nothing', () => {
    const start = example(['solanthus']);
    const { state, events } = knightRoll(start, paths, 0, 'war status reaches the knight square 18', faces(5));
    expect(state).toEqual(start);
    expect(events.map((e) => e.text)).toEqual([
      'War status reaches the knight square 18: the Whitestone roll for the knights, needing 4 or less (Lemish and Vingaard conquered by the Highlords +2, Gunthar at war +1, the Highlords lead by 12 VP +1): d10 5, no knight nation comes in.',
    ]);
    expect(rereadActivation(events[0]!.rolls![0]!)).toBe('fails');
  });

  it('PL B.2: with no choice given, the first knight nation of the data still neutral comes in', () => {
    const { state } = knightRoll(example(), paths, 0, 'war status reaches the knight square 18', faces(1));
    expect(state.nations.caergoth!.allegiance).toBe('whitestone');
  });

  it('PL B.2: with every knight nation at war there is no roll', () => {
    const start = atWar(example(), 'whitestone', ['caergoth', 'northern-ergoth', 'solanthus']);
    const dice = faces();
    expect(knightRoll(start, paths, 0, 'war status reaches the knight square 20', dice)).toEqual({ state: start, events: [] });
    expect(dice.rolls).toEqual([]);
  });

  it('PL B.2: a target of 0 is said, and no die is thrown for it', () => {
    const dice = faces();
    const start = plGame({ era: 2, warStatus: 15 });
    const { state, events } = knightRoll(start, paths, 0, 'war status reaches the knight square 16', dice);
    expect(state).toEqual(start);
    expect(events.map((e) => e.text)).toEqual(['War status reaches the knight square 16: the knights would join on 0 or less (nothing to add), which no die can roll.']);
    expect(dice.rolls).toEqual([]);
  });

  it('PL B.2: a conquered knight nation still counts as one activated; a nation the Whitestone conquered does not', () => {
    let state = atWar(plGame({ era: 2, warStatus: 20 }), 'whitestone', ['gunthar'], true);
    state = atWar(state, 'highlord', ['kern'], true);
    expect(knightTarget(state, paths, 2)).toEqual({ target: 4, parts: ['Gunthar conquered by the Highlords +1', 'Gunthar at war +1', 'past war status 30 +2'] });
  });
});

describe('The War Status chart\'s VP-status bonus (FACTS §1.2.5, invented)', () => {
  it('the Highlords leading by 1-12 add 1, by 13-24 add 2; the Whitestone leading or an even marker add nothing', () => {
    const c = chart();
    expect(vpStatusBonus(c, 1)).toEqual({ side: 'highlord', lead: 1, bonus: 1 });
    expect(vpStatusBonus(c, 12)).toEqual({ side: 'highlord', lead: 12, bonus: 1 });
    expect(vpStatusBonus(c, 13)).toEqual({ side: 'highlord', lead: 13, bonus: 2 });
    expect(vpStatusBonus(c, 24)).toEqual({ side: 'highlord', lead: 24, bonus: 2 });
    expect(vpStatusBonus(c, 26)).toEqual({ side: 'highlord', lead: 26, bonus: 2 });
    expect(vpStatusBonus(c, -12)).toBeNull();
    expect(vpStatusBonus(c, 0)).toBeNull();
  });
});
