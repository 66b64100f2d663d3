import { describe, expect, it } from 'vitest';
import { maelstromAtStart } from '../../../../src/engine/games/dragons-of-glory/naval/maelstrom.ts';
import { sail } from '../../../../src/engine/games/dragons-of-glory/naval/sail.ts';
import { passesThrough } from '../../../../src/engine/games/dragons-of-glory/naval/waters.ts';
import { at, dice, label, seaState, WORLD } from './sea-world.ts';

const beside = () =>
  seaState({ 'sanction-fleet-1': '0802a', 'sanction-infantry-1': { aboard: 'sanction-fleet-1' }, toede: { aboard: 'sanction-fleet-1' }, 'red-wing-1': '0404a' });

function enter(...faces: number[]) {
  const d = dice(...faces);
  const entered = sail(beside(), WORLD, 'highlord', 'sanction-fleet-1', at('0902a'), d, 'dl11');
  if (!entered.ok) throw new Error(entered.error);
  expect(d.remainingForced).toEqual([]);
  return entered.value;
}

describe('Rule 4: the Maelstrom, a d10 on entry', () => {
  it('is never sailed through, only into', () => {
    expect(passesThrough(WORLD, at('0902a'))).toBe(false);
    const moved = sail(seaState({ 'sanction-fleet-1': '0802a' }), WORLD, 'highlord', 'sanction-fleet-1', at('1002a'), dice(), 'dl11');
    expect(moved.ok && moved.value.state.moves[0]!.path.map(label)).not.toContain('0902a');
  });

  it('1: the ship is sunk for good, the army aboard to the pool; a leader survives on a d6 of 4-6', () => {
    const { state, lines } = enter(1, 5);
    expect(state.units['sanction-fleet-1']).toMatchObject({ at: null, off: 'eliminated' });
    expect(state.units['sanction-infantry-1']).toMatchObject({ at: null, off: 'pool' });
    expect(state.units['sanction-infantry-1']!.aboard).toBeUndefined();
    expect(label(state.units.toede!.at)).toBe('0404a'); // the nearest friendly army
    expect(lines).toContain('Toede survives the sinking (d6 for Toede\'s survival: 5 (forced); 4-6 survives).');
  });

  it('1, and a leader rolling 1-3 goes down with the ship', () => {
    const { state } = enter(1, 3);
    expect(state.units.toede).toMatchObject({ at: null, off: 'eliminated' });
  });

  it('2-5: stuck for the rest of the turn', () => {
    for (const face of [2, 5]) {
      const { state } = enter(face);
      expect(label(state.units['sanction-fleet-1']!.at)).toBe('0902a');
      expect(state.spent['sanction-fleet-1']).toBe(40);
    }
  });

  it('6-8: out to the sea hex the opponent would choose (farthest from where it came), its move over', () => {
    for (const face of [6, 8]) {
      const { state } = enter(face);
      expect(label(state.units['sanction-fleet-1']!.at)).toBe('1003a');
      expect(label(state.units['sanction-infantry-1']!.at)).toBe('1003a');
      expect(state.spent['sanction-fleet-1']).toBe(40);
    }
  });

  it('9-0: out to the sea hex its owner would choose (nearest where it came from)', () => {
    for (const face of [9, 10]) expect(label(enter(face).state.units['sanction-fleet-1']!.at)).toBe('0802a');
  });
});

describe('Rule 4: the Maelstrom, again at the start of each movement step a ship stays inside', () => {
  it('rolls for each of the moving side\'s fleets in it, and no other', () => {
    const state = seaState({ 'sanction-fleet-1': '0902a', 'sanction-fleet-2': '0902a', 'palanthus-fleet-1': '0101a' });
    const d = dice(4, 9);
    const rolled = maelstromAtStart(state, WORLD, 'highlord', d);
    expect(d.rolls).toHaveLength(2);
    expect(rolled.state.spent['sanction-fleet-1']).toBe(40); // stuck
    expect(label(rolled.state.units['sanction-fleet-2']!.at)).toBe('0802a'); // out, free to sail
    expect(rolled.state.spent['sanction-fleet-2']).toBeUndefined();
  });

  it('sail rolls first for a fleet that has not rolled yet, then sails from where the Maelstrom puts it', () => {
    const d = dice(9);
    const moved = sail(seaState({ 'sanction-fleet-1': '0902a' }), WORLD, 'highlord', 'sanction-fleet-1', at('0502a'), d, 'dl11');
    if (!moved.ok) throw new Error(moved.error);
    expect(label(moved.value.state.units['sanction-fleet-1']!.at)).toBe('0502a');
    expect(moved.value.state.spent['sanction-fleet-1']).toBe(3);
    expect(d.rolls[0]).toMatchObject({ sides: 10, face: 9, result: 'out-owner' });
  });
});
