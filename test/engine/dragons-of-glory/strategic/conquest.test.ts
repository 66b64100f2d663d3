import { describe, expect, it } from 'vitest';
import { checkConquest, holdPlaces } from '../../../../src/engine/games/dragons-of-glory/strategic/conquest.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import { ally, put, testState, testWorld } from './fixture.ts';

const world = testWorld();
const move = (state: DogState, id: string, label: string) => put(state, world, label, id);

/** Hylo at war for the Whitestone with its kender on the map, the Highlords with Throtyl. */
function hyloAtWar(): DogState {
  let state = ally(ally(testState(world, 3), 'whitestone', 'hylo'), 'highlord', 'throtyl');
  state = put(state, world, '0303a', 'hylo-kender-1', 'hylo-kender-2', 'hylo-leader');
  return put(state, world, '0201a', 'hylo-fleet');
}

describe('DL11 Rule 9: places held', () => {
  it('Rule 9: a place is held by the side that occupied it last, and stays so after it leaves', () => {
    let state = move(hyloAtWar(), 'throtyl-hobgoblins-1', '0302a');
    const taken = holdPlaces(state, world);
    expect(taken.state.held).toEqual({ 'hylo-keep': 'highlord' });
    expect(taken.events.map((e) => e.text)).toEqual(['The Highlords take Hylo Keep.']);
    state = move(taken.state, 'throtyl-hobgoblins-1', '0203a');
    expect(holdPlaces(state, world)).toEqual({ state, events: [] });
    // Hylo's own army retaking it clears the entry: it is its own nation's again.
    const back = holdPlaces(move(state, 'hylo-kender-1', '0302a'), world);
    expect(back.state.held).toEqual({});
    expect(back.events.map((e) => e.text)).toEqual(['The Whitestone take Hylo Keep.']);
  });

  it('Rule 9: a leader or an air army alone takes no place', () => {
    const state = put(ally(hyloAtWar(), 'highlord', 'dragonarmy'), world, '0302a', 'ariakas', 'red-dragon-1');
    expect(holdPlaces(state, world).state.held).toEqual({});
  });
});

describe('DL11 Rule 9: conquest', () => {
  it('Rule 9: a nation falls when its last fortress is held by the enemy', () => {
    const one: DogState = { ...hyloAtWar(), held: { kenderhome: 'highlord' } };
    expect(checkConquest(one, world)).toEqual({ state: one, events: [] }); // Hylo Keep still stands
    const both: DogState = { ...one, held: { kenderhome: 'highlord', 'hylo-keep': 'highlord' } };
    const { state, events } = checkConquest(both, world);
    expect(state.nations.hylo!.conquered).toBe(true);
    expect(events.map((e) => e.text)).toEqual(['Hylo is conquered by the Highlords: 3 armies and 1 leader leave the war; fleets fight on.']);
    expect(both.nations.hylo!.conquered).toBe(false);
  });

  it("Rule 9: a conquered nation's ground armies and leaders are removed for good, its fleets stay, and the strength counts as lost", () => {
    const { state } = checkConquest({ ...hyloAtWar(), held: { kenderhome: 'highlord', 'hylo-keep': 'highlord' } }, world);
    expect(state.units['hylo-kender-1']).toEqual({ id: 'hylo-kender-1', at: null, off: 'eliminated', depleted: false });
    expect(state.units['hylo-kender-3']!.off).toBe('eliminated'); // never set up, gone all the same
    expect(state.units['hylo-leader']!.off).toBe('eliminated');
    expect(state.units['hylo-fleet']!.at).not.toBeNull();
    expect(state.lost.whitestone).toBe(8); // two kender armies of 4 on the map
  });

  it('Rule 9: the pirates of the Maelstrom cannot be conquered', () => {
    const state: DogState = { ...ally(testState(world), 'whitestone', 'maelstrom'), held: { 'sea-reach': 'highlord' } };
    expect(checkConquest(state, world).state.nations.maelstrom!.conquered).toBe(false);
  });

  it("Rule 9: the knight nations and the High Clerist's Tower fall together, only when HL holds every fortified place that started under knight control", () => {
    let state = ally(testState(world, 12), 'whitestone', 'solanthus', 'caergoth', 'high-clerists-tower');
    state = put(state, world, '0903a', 'tower-knights-1');
    // Solanthus's own two fortified places and Caergoth are taken; the Tower stands.
    state = { ...state, held: { solanthus: 'highlord', thelgaard: 'highlord', caergoth: 'highlord' } };
    expect(checkConquest(state, world).events).toEqual([]);
    const { state: fallen, events } = checkConquest({ ...state, held: { ...state.held, hct: 'highlord' } }, world);
    expect(['solanthus', 'caergoth', 'high-clerists-tower'].map((n) => fallen.nations[n]!.conquered)).toEqual([true, true, true]);
    expect(fallen.units['tower-knights-1']!.off).toBe('eliminated');
    expect(events.map((e) => e.type)).toEqual(['dog-conquest']);
  });

  it('Rule 9: a neutral nation is never conquered', () => {
    const state: DogState = { ...testState(world), held: { bloten: 'highlord' } };
    expect(checkConquest(state, world).state.nations.blode!.conquered).toBe(false);
  });
});
