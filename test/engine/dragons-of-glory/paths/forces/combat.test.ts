import { describe, expect, it } from 'vitest';
import { fight } from '../../../../../src/engine/games/dragons-of-glory/attacks/battle.ts';
import { dragonFleetRound } from '../../../../../src/engine/games/dragons-of-glory/combat/dragon-fleet.ts';
import type { Ship } from '../../../../../src/engine/games/dragons-of-glory/combat/naval.ts';
import { replaceFallen } from '../../../../../src/engine/games/dragons-of-glory/paths/highlords.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { ally, ctx, facesDice, hex, plState, put, texts, where, world } from './fixture.ts';

/** Two Khur infantry (8) attack 2414a, held by Solanthus Knights 1 (6) and a leader, on the Solamnic plain; Knights 2 stand in 2415a. */
function plain(leader: string, side: 'highlord' | 'whitestone' = 'whitestone'): DogState {
  let state = ally(ally(plState({}, { phase: 'combat', acting: side === 'whitestone' ? 'highlord' : 'whitestone' }), 'highlord', 'khur'), 'whitestone', 'solanthus');
  if (side === 'whitestone') {
    state = put(state, '2413a', 'khur-infantry-1', 'khur-infantry-2');
    state = put(state, '2414a', 'solanthus-knights-1', leader);
    return put(state, '2415a', 'solanthus-knights-2');
  }
  state = put(state, '2413a', 'solanthus-knights-1', 'solanthus-knights-2');
  state = put(state, '2414a', 'khur-infantry-1', leader);
  return put(state, '2415a', 'khur-infantry-2');
}

const attack = (state: DogState, attackers: string[], ...faces: number[]) => {
  const done = fight(state, world, { side: state.acting, target: hex('2414a'), attackers }, 'paths-of-the-lance', facesDice(...faces));
  if (!done.ok) throw new Error(done.error);
  return done.value;
};

describe('PL C leader elimination, in battle', () => {
  it('PL C: a leader in an eliminated stack escapes on a d6 at or under its rating, to the nearest friendly stack', () => {
    // 8 against 6 is 1-1; 10 −2 for the leader = 8: -/2, the knights are eliminated. The Solanthus Leader (2) rolls 2.
    const { state, events } = attack(plain('solanthus-leader'), ['khur-infantry-1', 'khur-infantry-2'], 10, 2);
    expect(where(state, 'solanthus-knights-1')).toBe('pool');
    expect(where(state, 'solanthus-leader')).toBe('2415a');
    expect(texts(events)).toContain("Solanthus Leader escapes to the nearest friendly stack (d6 for Solanthus Leader's escape: 2 (forced); rating 2: 2 or less escapes). Solanthus Leader joins the stack in 2415a.");
  });

  it('PL C: over its rating, the leader is lost with the stack', () => {
    const { state, events } = attack(plain('solanthus-leader'), ['khur-infantry-1', 'khur-infantry-2'], 10, 3);
    expect(where(state, 'solanthus-leader')).toBe('eliminated');
    expect(texts(events)).toContain("Solanthus Leader is lost with the stack (d6 for Solanthus Leader's escape: 3 (forced); rating 2: 2 or less escapes).");
  });

  it('WE-PL-27 with PL C: Kitiara (4) lost with her stack on a 5 is replaced by Bakaris at the Dark Temple', () => {
    const before = { ...plain('kitiara', 'highlord'), darkTemple: 'neraka' };
    // 12 against 4 is 3-1; 1 −4 for Kitiara = −3: DR/2, Khur Infantry 1 is eliminated; Kitiara (4) rolls 5.
    const fought = attack(before, ['solanthus-knights-1', 'solanthus-knights-2'], 1, 5);
    expect(where(fought.state, 'khur-infantry-1')).toBe('pool');
    expect(texts(fought.events)).toContain("Kitiara is lost with the stack (d6 for Kitiara's escape: 5 (forced); rating 4: 4 or less escapes).");
    expect(where(fought.state, 'kitiara')).toBe('eliminated');
    const { state, events } = replaceFallen(before, fought.state, ctx);
    expect(where(state, 'bakaris')).toBe('0921b');
    expect(texts(events)).toEqual(['Kitiara has fallen: Bakaris takes the wing at the Dark Temple in Neraka, free to move and fight at once.']);
  });
});

describe('PL F dragon-to-fleet combat', () => {
  const dragon = { id: 'green-dragon-1', name: 'Green Dragon 1', side: 'highlord' as const, strength: 3 };
  const fleet: Ship = { id: 'palanthus-fleet-1', name: 'Palanthus Fleet 1', side: 'whitestone', rating: 5, damaged: false };
  const shots = [
    { ship: 'green-dragon-1', target: 'palanthus-fleet-1' },
    { ship: 'palanthus-fleet-1', target: 'green-dragon-1' },
  ];

  it('WE-PL-30 Dragon-to-fleet combat: a dragon of rating 3 hits on 3 or less, a fleet only on a 1; after round 1 the dragon may withdraw, round 2 ends it', () => {
    const first = dragonFleetRound([dragon], [fleet], shots, 1, facesDice(3, 2));
    expect(first.shots.map((s) => [s.rating, s.roll.face, s.hit])).toEqual([[3, 3, true], [1, 2, false]]);
    expect(first.over).toBe(false);
    const second = dragonFleetRound([dragon], [{ ...fleet, damaged: true }], shots, 2, facesDice(4, 1));
    expect(second.shots.map((s) => [s.rating, s.roll.face, s.hit])).toEqual([[3, 4, false], [1, 1, true]]);
    expect(second.dragonsLost).toEqual(['green-dragon-1']);
    expect(second.over).toBe(true);
  });
});
