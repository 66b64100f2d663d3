import { describe, expect, it } from 'vitest';
import { activate, activationRating, invade } from '../../../../src/engine/games/dragons-of-glory/strategic/activation.ts';
import { joinNation } from '../../../../src/engine/games/dragons-of-glory/strategic/join.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import { ally, facesDice, put, testState, testWorld } from './fixture.ts';

const world = testWorld();
const at = (state: DogState, id: string) => {
  const u = state.units[id]!;
  return u.at ? world.map.label(u.at) : u.off;
};
const done = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('DL11 activation', () => {
  it('DL11 activation: Blode activates for HL on 7 or less', () => {
    const state = testState(world, 3);
    const dice = facesDice(7);
    const { state: next, events } = done(activate(state, world, 'highlord', 'blode', dice));
    expect(next.nations.blode).toEqual({ allegiance: 'highlord', conquered: false, joinedOnTurn: 3 });
    expect(events[0]!.text).toBe('The Highlords try to activate Blode: d10 7 against 7, Blode joins them.');
    expect(events[0]!.rolls).toEqual([expect.objectContaining({ sides: 10, face: 7, table: 'DL11 activation table', row: 'Blode', column: 'highlord 7', result: 'joins' })]);
    expect(dice.remainingForced).toEqual([]);
    expect(state.nations.blode!.allegiance).toBe('neutral'); // the input is untouched

    const failed = done(activate(state, world, 'highlord', 'blode', facesDice(8)));
    expect(failed.state.nations.blode!.allegiance).toBe('neutral');
    expect(failed.events.map((e) => e.text)).toEqual(['The Highlords try to activate Blode: d10 8 against 7, Blode stays neutral.']);
  });

  it('DL11 activation: a joining nation sets up in its capital first, 3 ground armies in a fortified city, 2 air armies apart', () => {
    const { state: next, events } = done(activate(testState(world), world, 'highlord', 'blode', facesDice(1)));
    expect(['blode-ogres-1', 'blode-ogres-2', 'blode-ogres-3', 'blode-griffons-1', 'blode-griffons-2'].map((id) => at(next, id))).toEqual(['0402a', '0402a', '0402a', '0402a', '0402a']);
    expect(events[1]!.text).toBe('Blode joins the Highlords: 5 counters set up in its lands; they may move from next turn.');
  });

  it('DL11 activation: each side tries one nation a turn', () => {
    const tried = done(activate(testState(world, 2), world, 'whitestone', 'hylo', facesDice(9))).state;
    const again = activate(tried, world, 'whitestone', 'hylo', facesDice(1));
    expect(again).toEqual({ ok: false, error: 'The Whitestone have already tried an activation this turn: one a turn.' });
    expect(done(activate(tried, world, 'highlord', 'blode', facesDice(1))).state.nations.blode!.allegiance).toBe('highlord');
    expect(done(activate({ ...tried, turn: 3 }, world, 'whitestone', 'hylo', facesDice(4))).state.nations.hylo!.allegiance).toBe('whitestone');
  });

  it('DL11 activation: a nation at war or off the table is refused and nothing changes', () => {
    const state = ally(testState(world), 'highlord', 'blode');
    expect(activate(state, world, 'highlord', 'blode', facesDice(1))).toEqual({ ok: false, error: 'Blode is already at war, with the Highlords.' });
    expect(activate(state, world, 'whitestone', 'high-clerists-tower', facesDice(1))).toEqual({ ok: false, error: "High Clerist's Tower is not on the activation table: it cannot be activated by a roll." });
    expect(activate(state, world, 'whitestone', 'atlantis', facesDice(1))).toEqual({ ok: false, error: 'There is no nation "atlantis".' });
  });

  it('DL11 activation: an Activation Bonus of +2 lets Hylo join the WS on 6', () => {
    const state: DogState = { ...testState(world, 4), activationBonus: { side: 'whitestone', value: 2, turn: 4 } };
    const { state: next, events } = done(activate(state, world, 'whitestone', 'hylo', facesDice(6)));
    expect(next.nations.hylo!.allegiance).toBe('whitestone');
    expect(events[0]!.text).toBe('The Whitestone try to activate Hylo: d10 6 −2 = 4 against 4, Hylo joins them.');
    // Last turn's bonus no longer counts.
    expect(done(activate({ ...state, turn: 5 }, world, 'whitestone', 'hylo', facesDice(6))).state.nations.hylo!.allegiance).toBe('neutral');
  });

  it("DL11 activation: a knight nation's WS rating rises by 1 for each nation allied to or conquered by HL", () => {
    // Blode allied to HL, Hylo conquered by HL; Neraka (not on the table) does not count.
    let state = ally(testState(world), 'highlord', 'blode');
    state = ally(state, 'whitestone', 'hylo');
    state = { ...state, nations: { ...state.nations, hylo: { ...state.nations.hylo!, conquered: true } } };
    expect(activationRating(state, world, 'solanthus', 'whitestone')).toEqual({ rating: 3, modifiers: [{ label: '2 nations fallen to or allied with the Highlords', value: -2 }] });
    expect(done(activate(state, world, 'whitestone', 'solanthus', facesDice(5))).state.nations.solanthus!.allegiance).toBe('whitestone');
    expect(done(activate(state, world, 'whitestone', 'solanthus', facesDice(6))).state.nations.solanthus!.allegiance).toBe('neutral');
    // Not for the Highlords' rating, nor for a nation that is no knight's.
    expect(activationRating(state, world, 'solanthus', 'highlord')).toEqual({ rating: -2, modifiers: [] });
    expect(activationRating(state, world, 'throtyl', 'whitestone')).toEqual({ rating: -2, modifiers: [] });
  });

  it("DL11 activation: when the first knight nation activates, the Tower's 3 knight armies appear in the High Clerist's Tower for WS", () => {
    const { state: next, events } = done(activate(testState(world, 6), world, 'whitestone', 'caergoth', facesDice(3)));
    expect(next.nations['high-clerists-tower']).toEqual({ allegiance: 'whitestone', conquered: false, joinedOnTurn: 6 });
    expect(['tower-knights-1', 'tower-knights-2', 'tower-knights-3'].map((id) => at(next, id))).toEqual(['0903a', '0903a', '0903a']);
    expect(events.map((e) => e.type)).toEqual(['dog-activation', 'dog-join', 'dog-join']);
    // The second knight nation brings no more.
    const second = done(activate({ ...next, turn: 7 }, world, 'whitestone', 'solanthus', facesDice(3))).events;
    expect(second.map((e) => e.type)).toEqual(['dog-activation', 'dog-join']);
  });
});

describe('DL11 invasion', () => {
  it('DL11 invasion: the side that did not invade rolls first with +2, then they alternate until one succeeds', () => {
    const dice = facesDice(7, 1, 6);
    const { state: next, events } = done(invade(testState(world), world, 'hylo', 'highlord', dice));
    expect(next.nations.hylo!.allegiance).toBe('whitestone');
    expect(events[0]!.text).toBe('The Highlords invade Hylo: the Whitestone d10 7 −2 = 5 against 4; the Highlords d10 1 against -2; the Whitestone d10 6 −2 = 4 against 4. Hylo joins the Whitestone.');
    expect(events[0]!.rolls).toHaveLength(3);
    expect(dice.remainingForced).toEqual([]);
  });

  it('DL11 invasion: WS invading Blode lets HL roll first at 7 + 2', () => {
    const { state: next } = done(invade(testState(world), world, 'blode', 'whitestone', facesDice(9)));
    expect(next.nations.blode!.allegiance).toBe('highlord');
    const { state: other } = done(invade(testState(world), world, 'blode', 'whitestone', facesDice(10, 1, 10, 1, 10, 1, 3)));
    expect(other.nations.blode!.allegiance).toBe('highlord');
  });

  it('DL11 invasion: a nation already at war is refused', () => {
    expect(invade(ally(testState(world), 'whitestone', 'hylo'), world, 'hylo', 'highlord', facesDice(1))).toEqual({ ok: false, error: 'Hylo is already at war, with the Whitestone.' });
  });
});

describe('joining a side', () => {
  it('Rule 5 stacking on joining: kender stand alone, 3 in a fortified city, the rest in the next place; leaders and fleets without limit', () => {
    let state = testState(world, 2);
    state = put(ally(state, 'highlord', 'throtyl'), world, '0302a', 'throtyl-hobgoblins-1'); // the enemy in Hylo Keep
    const { state: next } = joinNation(state, world, 'hylo', 'whitestone');
    expect(['hylo-kender-1', 'hylo-kender-2', 'hylo-kender-3', 'hylo-leader', 'hylo-fleet'].map((id) => at(next, id))).toEqual(['0201a', '0201a', '0201a', '0201a', '0201a']);
    expect(next.nations.hylo!.joinedOnTurn).toBe(2);
  });

  it('Rule 5 stacking on joining: with the enemy in the capital, ground armies go on to the nation\'s other hexes, 2 a hex', () => {
    const state = put(testState(world), world, '0402a', 'draconians-1'); // Bloten holds an enemy
    const { state: next } = joinNation(ally(state, 'highlord', 'dragonarmy'), world, 'blode', 'whitestone');
    const spots = ['blode-ogres-1', 'blode-ogres-2', 'blode-ogres-3'].map((id) => at(next, id));
    expect(spots).not.toContain('0402a');
    expect(spots[0]).toBe(spots[1]);
    expect(spots[2]).not.toBe(spots[0]);
  });
});
