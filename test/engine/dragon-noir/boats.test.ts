import { describe, expect, test } from 'vitest';
import { boatHexes } from '../../../src/engine/games/dragon-noir/boats/boat.ts';
import { CAPSIZE_ON } from '../../../src/engine/games/dragon-noir/gharvs/attacks.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { boatsOf } from '../../../src/engine/games/dragon-noir/boats/state.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { act, at, patch, phase, unit } from '../../support/dragon-noir.ts';
import { drownedRoad } from '../../support/drowned-road.ts';

/**
 * The boat (2.34, 5.15.1) and the Gharvs' attack on it (5.15.2, WE-DN-88), on the Dark Island
 * of The Drowned Road. Place 1 is G8-G9 by the west jetty (E8-F8); the bow is G9, facing S.
 */

const hexes = (s: DnState) => boatHexes(boatsOf(s)[0]!).map(labelOf);

/** The boat at place 1, Barney on the jetty at F8, the Adventurers' movement. */
function atTheJetty(change: (s: DnState) => DnState = (s) => s) {
  const { module, state } = drownedRoad((s) => (s.boat = 1));
  return { module, state: change(phase(patch(state, 'barney', { hex: 'F8' }), 'adventurers', 'movement')) };
}

/** Barney aboard at the bow since the turn began. */
const aboard = (s: DnState): DnState => ({ ...patch(s, 'barney', { hex: 'G9' }), boats: [{ ...boatsOf(s)[0]!, aboard: ['barney'] }] });

describe('5.15.1 the boat\u2019s starting place', () => {
  test('a d10 picks one of the ten places of the Dark Island: 2 is the island jetty, H7-H8', () => {
    const { state } = drownedRoad(() => {}, [2]);
    expect(hexes(state).sort()).toEqual(['H7', 'H8']);
    expect(boatsOf(state)[0]!.capsized).toBe(false);
  });
});

describe('2.34 getting in', () => {
  test('from the jetty it costs 1 MP; having used half his allowance or less, he may row 2 hexes at once', () => {
    const { module, state } = atTheJetty();
    const r = act(module, state, 'adventurers', 'board', { unit: 'Barney', at: 'G8' });
    expect(r.error).toBeUndefined();
    expect(r.text).toBe('Barney gets into the boat at G8 (1 MP from the jetty; 1 of 8 used: he may row it 2 hexes at once).');
    expect(boatsOf(r.state)[0]!.aboard).toEqual(['barney']);
    const rowed = act(module, r.state, 'adventurers', 'row', { unit: 'Barney', to: 'G11' });
    expect(rowed.error).toBeUndefined();
    expect(hexes(rowed.state)).toEqual(['G11', 'G10']);
    expect(at(rowed.state, 'barney')).toBe('G10');
    expect(act(module, rowed.state, 'adventurers', 'row', { unit: 'Barney', to: 'G12' }).error).toBe('Barney has rowed his 2 hexes this turn (2.34).');
  });

  test('having used more than half his allowance first, he rows next turn', () => {
    const { module, state } = atTheJetty((s) => ({ ...s, moves: [{ unit: 'barney', spent: 5, allowance: 8, path: [{ q: 5, r: 5 }] }] }));
    const r = act(module, state, 'adventurers', 'board', { unit: 'Barney', at: 'G8' });
    expect(r.text).toMatch(/\(1 MP from the jetty; 6 of 8 used: he may row it next turn\)/);
    expect(act(module, r.state, 'adventurers', 'row', { unit: 'Barney', to: 'G10' }).error).toBe('Barney got in having used more than half his movement allowance: he rows next turn (2.34).');
  });

  test('from the water it costs 2 MP', () => {
    // Krobek the Goblin swims in H9, beside the stern G9... and the bow: both are beside him.
    const { module, state } = atTheJetty((s) => patch(s, 'krobek', { hex: 'H9' }));
    const r = act(module, state, 'adventurers', 'board', { unit: 'Krobek', at: 'G9' });
    expect(r.text).toMatch(/^Krobek gets into the boat at G9 \(2 MP from the water;/);
  });

  test('only the Adventurers use a boat', () => {
    const { module, state } = atTheJetty((s) => phase(patch(s, 'hunter-1', { hex: 'F9' }), 'krobs', 'movement'));
    expect(act(module, state, 'krobs', 'board', { unit: 'Hunter 1' }).error).toBe('Only the Adventurers can use a boat (2.34).');
  });
});

describe('2.34 rowing', () => {
  test('one who starts the turn aboard rows 4 hexes', () => {
    const { module, state } = atTheJetty(aboard);
    const r = act(module, state, 'adventurers', 'row', { unit: 'Barney', to: 'G13' });
    expect(r.error).toBeUndefined();
    expect(r.text).toMatch(/\(4 hexes; 4 of 4 this turn\)/);
    expect(act(module, state, 'adventurers', 'row', { unit: 'Barney', to: 'G14' }).error).toMatch(/^The boat's bow cannot reach G14 with 4 hexes of rowing/);
  });

  test('a change of direction of more than 60 degrees counts as one hex', () => {
    const { module, state } = atTheJetty(aboard);
    // Bow G9 facing S: to H9 (SE, 60°) costs 1; to H8 (NE, 120°) costs 2.
    expect(act(module, state, 'adventurers', 'row', { unit: 'Barney', to: 'H9', facing: 'SE' }).text).toMatch(/\(1 hex; 1 of 4 this turn\)/);
    expect(act(module, state, 'adventurers', 'row', { unit: 'Barney', to: 'H8', facing: 'NE' }).text).toMatch(/\(2 hexes; 2 of 4 this turn\)/);
  });
});

describe('2.34 getting out', () => {
  test('moored at the jetty (both hexes touch it) he steps out; after 2 hexes of rowing, with half his allowance', () => {
    const { module, state } = atTheJetty(aboard);
    const out = act(module, state, 'adventurers', 'land', { unit: 'Barney', to: 'F8' });
    expect(out.text).toBe('Barney gets out of the boat onto the jetty at F8 (1 MP of his 8 MP; 7 left).');
    expect(boatsOf(out.state)[0]!.aboard).toEqual([]);
  });

  test('rowed more than 2 hexes, nobody lands this turn; rowed away from the jetty, no landing there', () => {
    const { module, state } = atTheJetty(aboard);
    const far = act(module, state, 'adventurers', 'row', { unit: 'Barney', to: 'G12' }).state;
    expect(act(module, far, 'adventurers', 'land', { unit: 'Barney', to: 'F12' }).error).toBe(
      'The boat has gone 3 hexes this turn: only a boat rowed 2 hexes or fewer lets anyone out in the same turn (2.34).',
    );
    const near = act(module, state, 'adventurers', 'row', { unit: 'Barney', to: 'G10' }).state;
    expect(act(module, near, 'adventurers', 'land', { unit: 'Barney', to: 'F8' }).error).toMatch(/^Barney cannot land on F8/);
  });
});

describe('5.15.2 a Gharv against the boat, WE-DN-88', () => {
  /** Barney aboard in the boat: the Adventurers' combat ends and Gharv interphase 1 begins. */
  function interphase(dice: number[]) {
    // Hunter 3 is moved out of the marsh, so that Barney alone rolls.
    const { module, state } = atTheJetty((s) => patch(aboard(s), 'hunter-3', { hex: 'AM8' }));
    return act(module, phase(state, 'adventurers', 'combat'), 'adventurers', 'done', {}, dice);
  }

  test('in a boat a Gharv comes up on 1; it tries to capsize the boat: 1-3 capsizes it', () => {
    expect(CAPSIZE_ON).toBe(3);
    // 1: a Gharv (boat column); the free water beside G9 is numbered from the north: H8 (No. 1),
    // H9, G10, F9; the die gives 1; then 3 capsizes. Gharvs 1 and 2 are the Pit's.
    const r = interphase([1, 1, 3]);
    expect(r.text).toMatch(/Barney in a boat: d10 for a Gharv coming up: 1 \(forced\): Gharv 3 comes up in H8, beside him \(d10 for the Gharv's place: 1 \(forced\)\)\./);
    expect(r.text).toMatch(/Gharv 3 attacks the boat under Barney: d10 for overturning the boat: 3 \(forced\) → it capsizes \(1-3\)\./);
    expect(r.text).toMatch(/The boat capsizes: Barney is in the water in G9\./);
    expect(boatsOf(r.state)[0]!.capsized).toBe(true);
    expect(unit(r.state, 'barney').dead).toBe(false);
  });

  test('4: no effect, the boat stays afloat', () => {
    const r = interphase([1, 1, 4]);
    expect(r.text).toMatch(/d10 for overturning the boat: 4 \(forced\) → no effect \(1-3 capsizes\)\./);
    expect(boatsOf(r.state)[0]!.capsized).toBe(false);
  });

  test('in a boat, 2 brings no Gharv up (only 1 does)', () => {
    const r = interphase([2]);
    expect(r.text).toMatch(/Barney in a boat: d10 for a Gharv coming up: 2 \(forced\): no Gharv\./);
  });
});
