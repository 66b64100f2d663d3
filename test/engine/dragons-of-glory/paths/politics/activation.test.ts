import { describe, expect, it } from 'vitest';
import { activationRoll, rereadActivation } from '../../../../../src/engine/games/dragons-of-glory/paths/activation.ts';
import { atWar, ctx, faces, plGame } from './fixture.ts';

const paths = ctx();

describe('PL B.1 card activation (WE-PL-16)', () => {
  it('PL B.1: on "6 or less" a 7 fails and nothing changes', () => {
    const start = { ...plGame(), turn: 4 };
    const dice = faces(7);
    const { state, events, joined } = activationRoll(start, paths, 'whitestone', 'qualinesti', 6, 0, dice);
    expect(joined).toBe(false);
    expect(state).toEqual(start);
    expect(events.map((e) => e.text)).toEqual(["The Whitestone roll to bring Qualinesti into the war, needing 6 or less (the card's 6): d10 7, Qualinesti stays neutral."]);
    expect(events[0]!.rolls).toEqual([expect.objectContaining({ table: 'PL B.1 activation by card', row: "Qualinesti for the Whitestone: the card's 6", column: '6 or less', total: 7, result: 'fails' })]);
    expect(rereadActivation(events[0]!.rolls![0]!)).toBe('fails');
  });

  it('PL B.1: a 6 brings the nation in, its armies set up at once and still until next turn', () => {
    const start = { ...plGame(), turn: 4 };
    const { state, events, joined } = activationRoll(start, paths, 'whitestone', 'qualinesti', 6, 0, faces(6));
    expect(joined).toBe(true);
    expect(state.nations.qualinesti).toEqual({ allegiance: 'whitestone', conquered: false, joinedOnTurn: 4 });
    expect(events.map((e) => e.type)).toEqual(['dog-pl-activation', 'dog-join']);
    expect(Object.values(state.units).some((u) => u.id.startsWith('qualinesti-') && u.at)).toBe(true);
  });

  it('PL B.1: one Diplomatic Coup adds its bonus to the number', () => {
    const { joined, events } = activationRoll(plGame(), paths, 'highlord', 'khur', 4, 1, faces(5));
    expect(joined).toBe(true);
    expect(events[0]!.text).toBe("The Highlords roll to bring Khur into the war, needing 5 or less (the card's 4, +1 Diplomatic Coup): d10 5, Khur joins them.");
  });

  it('PL B.1: a nation already at war is not rolled for', () => {
    const start = atWar(plGame(), 'highlord', ['khur']);
    const dice = faces();
    const { state, events, joined } = activationRoll(start, paths, 'whitestone', 'khur', 4, 0, dice);
    expect({ joined, same: state === start }).toEqual({ joined: false, same: true });
    expect(events.map((e) => e.text)).toEqual(['Khur is already at war, with the Highlords: there is nothing to roll for.']);
    expect(dice.rolls).toEqual([]);
  });
});
