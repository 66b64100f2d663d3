import { describe, expect, it } from 'vitest';
import { activate } from '../../../../src/engine/games/dragons-of-glory/strategic/activation.ts';
import { cupContents, drawerOf, drawEvent, type EventCounterSpec, type EventCupRules } from '../../../../src/engine/games/dragons-of-glory/strategic/events.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import { ally, facesDice, put, testState, testWorld } from './fixture.ts';

const world = testWorld();

// A small cup in the data's shape (assets/counters/dragons-of-glory/events.json).
const ev = (id: string, kind: EventCounterSpec['kind'], side: EventCounterSpec['side'], value: number, era: EventCounterSpec['era']): EventCounterSpec => ({ id, name: id, kind, side, value, era });
const CUP: EventCounterSpec[] = [
  ev('a-ws-bonus-2', 'activation-bonus', 'whitestone', 2, 'E1'),
  ev('b-ws-wizard', 'wizard', 'whitestone', 1, 'E1'),
  ev('c-good-dragons', 'good-dragons-arrive', 'whitestone', 3, 'E20'),
  ev('d-golden-general', 'golden-general', 'whitestone', 0, 'E10'),
  ev('e-soth', 'lord-soths-legion', 'highlord', 0, 'E10'),
  ev('f-citadel', 'flying-citadel', 'highlord', 1, 'E10'),
  ev('g-dragonlance', 'dragonlance', 'whitestone', 1, 'E20'),
  ev('h-hl-bonus-1', 'activation-bonus', 'highlord', 1, 'E1'),
];
const CAMPAIGN: EventCupRules = { cup: ['E1'], later: [{ era: 'E10', turn: 10 }, { era: 'E20', turn: 20 }] };
const ids = (list: EventCounterSpec[]) => list.map((c) => c.id);
const label = (state: DogState, id: string) => (state.units[id]!.at ? world.map.label(state.units[id]!.at!) : state.units[id]!.off);

/** The Whitestone with Solanthus (its two fortified places), the Highlords with Neraka. */
const wsAtWar = (turn: number) => ally(testState(world, turn), 'whitestone', 'solanthus');

describe('DL11 strategic events', () => {
  it('DL11 events: the Highlords draw on odd turns, the Whitestone on even turns', () => {
    expect([1, 2, 9, 10].map(drawerOf)).toEqual(['highlord', 'whitestone', 'highlord', 'whitestone']);
    const { events } = drawEvent(testState(world, 3), world, CUP, CAMPAIGN, facesDice(3));
    expect(events[0]!.text).toBe('The Highlords draw h-hl-bonus-1: +1 to their activation roll this turn.');
    expect(events[0]!.rolls).toEqual([expect.objectContaining({ sides: 3, face: 3, result: 'h-hl-bonus-1' })]);
  });

  it('DL11 events: E10 and E20 counters join the cup on turns 10 and 20', () => {
    expect(ids(cupContents(testState(world, 9), CUP, CAMPAIGN))).toEqual(['a-ws-bonus-2', 'b-ws-wizard', 'h-hl-bonus-1']);
    expect(ids(cupContents(testState(world, 10), CUP, CAMPAIGN))).toEqual(['a-ws-bonus-2', 'b-ws-wizard', 'd-golden-general', 'e-soth', 'f-citadel', 'h-hl-bonus-1']);
    expect(cupContents(testState(world, 20), CUP, CAMPAIGN)).toHaveLength(8);
    // The Siege of Kalaman starts with E10 and E20 only.
    expect(ids(cupContents(testState(world, 20), CUP, { cup: ['E10', 'E20'], later: [] }))).toEqual(['c-good-dragons', 'd-golden-general', 'e-soth', 'f-citadel', 'g-dragonlance']);
  });

  it('DL11 events: a drawn counter leaves the cup for good; an empty cup gives nothing', () => {
    const once = drawEvent(testState(world, 1), world, CUP, CAMPAIGN, facesDice(1)).state;
    expect(ids(cupContents(once, CUP, CAMPAIGN))).toEqual(['b-ws-wizard', 'h-hl-bonus-1']);
    const empty: DogState = { ...once, eventsDrawn: ids(CUP) };
    const dice = facesDice();
    expect(drawEvent(empty, world, CUP, CAMPAIGN, dice).events.map((e) => e.text)).toEqual(['The event cup is empty: the Highlords draw nothing.']);
    expect(dice.rolls).toEqual([]);
  });

  it('DL11 events: a counter drawn by the side it does not serve is wasted', () => {
    const { state, events } = drawEvent(testState(world, 1), world, CUP, CAMPAIGN, facesDice(1));
    expect(events[0]!.text).toBe('The Highlords draw a-ws-bonus-2: it serves the Whitestone, so it is wasted.');
    expect(state.activationBonus ?? null).toBeNull();
    expect(state.eventsDrawn).toEqual(['a-ws-bonus-2']);
  });

  it("DL11 events: an Activation Bonus of +2 adds 2 to the side's activation roll that turn", () => {
    const drawn = drawEvent(testState(world, 2), world, CUP, CAMPAIGN, facesDice(1)).state;
    expect(drawn.activationBonus).toEqual({ side: 'whitestone', value: 2, turn: 2 });
    const tried = activate(drawn, world, 'whitestone', 'hylo', facesDice(6)); // Hylo's 4 + 2
    expect(tried.ok && tried.value.state.nations.hylo!.allegiance).toBe('whitestone');
  });

  it('DL11 events: a wizard enters with a friendly army', () => {
    const state = put(wsAtWar(2), world, '0602a', 'solanthus-knights-1'); // an army in Thelgaard, none in Solanthus
    const { state: next, events } = drawEvent(state, world, CUP, CAMPAIGN, facesDice(2));
    expect(label(next, 'par-salian')).toBe('0602a');
    expect(events[0]!.text).toBe('The Whitestone draw b-ws-wizard: Par Salian at Thelgaard enters.');
  });

  it('DL11 events: Good Dragons Arrive brings the good dragons to Whitestone fortified places, 2 air counters a hex', () => {
    const { state: next } = drawEvent(wsAtWar(20), world, CUP, CAMPAIGN, facesDice(3));
    expect(['good-dragon-1', 'good-dragon-2', 'good-dragon-3'].map((id) => label(next, id))).toEqual(['0601a', '0601a', '0602a']);
  });

  it('DL11 events: the Golden General brings Laurana', () => {
    const { state: next } = drawEvent(wsAtWar(10), world, CUP, CAMPAIGN, facesDice(3));
    expect(label(next, 'laurana')).toBe('0601a');
  });

  it("DL11 events: Lord Soth's Legion enters at Dargaard Keep", () => {
    const { state: next, events } = drawEvent(testState(world, 11), world, CUP, CAMPAIGN, facesDice(4));
    expect(['soth', 'undead-legion-1', 'undead-legion-2'].map((id) => label(next, id))).toEqual(['0704a', '0704a', '0704a']);
    expect(events[0]!.data).toMatchObject({ placed: ['soth', 'undead-legion-1', 'undead-legion-2'] });
  });

  it('DL11 events: a Flying Citadel enters at a Highlord fortress or fortified city', () => {
    const { state: next } = drawEvent(testState(world, 11), world, CUP, CAMPAIGN, facesDice(5));
    expect(label(next, 'flying-citadel-1')).toBe('0704a'); // Dargaard Keep before Neraka: both the Highlords', none with an army, taken by id
    expect(label(next, 'flying-citadel-2')).toBe('not-yet');
  });

  it('DL11 events: a Dragonlance is a token its side holds for combat', () => {
    const { state: next } = drawEvent(wsAtWar(20), world, CUP, CAMPAIGN, facesDice(7));
    expect(next.tokens).toEqual([{ id: 'g-dragonlance', kind: 'dragonlance', side: 'whitestone' }]);
  });

  it('DL11 Silvanesti: activation counters drawn before play are discarded', () => {
    const { state, events } = drawEvent(testState(world, 4), world, CUP, CAMPAIGN, facesDice(1), 'whitestone', ['activation-bonus']);
    expect(events[0]!.text).toBe('The Whitestone draw a-ws-bonus-2: it is discarded before play.');
    expect(state.activationBonus ?? null).toBeNull();
  });
});
