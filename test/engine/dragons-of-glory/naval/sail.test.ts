import { describe, expect, it } from 'vitest';
import { sail } from '../../../../src/engine/games/dragons-of-glory/naval/sail.ts';
import { fleetMayStep, fleetLimit, mayEndIn, passesThrough } from '../../../../src/engine/games/dragons-of-glory/naval/waters.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import { at, dice, label, seaState, WORLD } from './sea-world.ts';

const go = (state: DogState, fleet: string, to: string, stacking: 'dl11' | 'paths-of-the-lance' = 'dl11') => sail(state, WORLD, 'highlord', fleet, at(to), dice(), stacking);

describe('Rule 4: a fleet moves its movement allowance at sea and along the coast', () => {
  it('sails by the shortest way and spends a point a hex', () => {
    const moved = go(seaState({ 'sanction-fleet-1': '0103a' }), 'sanction-fleet-1', '1203a');
    if (!moved.ok) throw new Error(moved.error);
    expect(label(moved.value.state.units['sanction-fleet-1']!.at)).toBe('1203a');
    expect(moved.value.state.spent['sanction-fleet-1']).toBe(11);
    expect(moved.value.state.moves).toEqual([{ side: 'highlord', units: ['sanction-fleet-1'], path: expect.any(Array) }]);
    expect(moved.value.state.moves[0]!.path).toHaveLength(12);
  });

  it('refuses a hex beyond the points it has left, saying how far it is', () => {
    const state = seaState({ 'sanction-fleet-1': '0103a' }, { spent: { 'sanction-fleet-1': 38 } });
    expect(go(state, 'sanction-fleet-1', '0603a')).toEqual({ ok: false, error: '0603a is 5 hexes away by water; Sanction Fleet 1 has 2 movement left this phase.' });
  });

  it('enters a port and sails on from it; another coastal hex is only the end of a move', () => {
    expect(passesThrough(WORLD, at('0404a'))).toBe(true);
    expect(mayEndIn(WORLD, at('0605a'))).toBe(true);
    expect(passesThrough(WORLD, at('0605a'))).toBe(false);
    const moved = go(seaState({ 'sanction-fleet-1': '0603a' }), 'sanction-fleet-1', '0605a');
    expect(moved.ok && label(moved.value.state.units['sanction-fleet-1']!.at)).toBe('0605a');
  });

  it('never goes inland, into marsh, or across a sea barrier', () => {
    const state = seaState({ 'sanction-fleet-1': '0101a' });
    expect(go(state, 'sanction-fleet-1', '0408a')).toEqual({ ok: false, error: '0408a is inland: a fleet ends its move at sea, on the coast, in a port or on a major river.' });
    expect(go(state, 'sanction-fleet-1', '1206a')).toEqual({ ok: false, error: '1206a is marsh: no ship enters marsh or desert.' });
    expect(fleetMayStep(WORLD, at('0101a'), at('0201a'))).toBe(false);
    const oneLeft = seaState({ 'sanction-fleet-1': '0101a' }, { spent: { 'sanction-fleet-1': 39 } });
    expect(go(oneLeft, 'sanction-fleet-1', '0201a')).toEqual({ ok: false, error: '0201a is 2 hexes away by water; Sanction Fleet 1 has 1 movement left this phase.' });
  });

  it('never enters a hex holding an enemy or a neutral ship, nor passes through one', () => {
    const state = seaState({ 'sanction-fleet-1': '0103a', 'palanthus-fleet-1': '0303a', 'silvanesti-fleet-1': '0503a' });
    expect(go(state, 'sanction-fleet-1', '0303a')).toEqual({ ok: false, error: '0303a holds another side\'s counters; a fleet never enters a hex with an enemy or neutral army or ship.' });
    expect(go(state, 'sanction-fleet-1', '0503a').ok).toBe(false);
    const around = go(state, 'sanction-fleet-1', '0603a');
    if (!around.ok) throw new Error(around.error);
    expect(around.value.state.moves[0]!.path.map(label)).not.toContain('0303a');
  });

  it('carries what is aboard along', () => {
    const state = seaState({ 'sanction-fleet-1': '0404a', 'sanction-infantry-1': { aboard: 'sanction-fleet-1' }, toede: { aboard: 'sanction-fleet-1' } });
    const moved = go(state, 'sanction-fleet-1', '1103a');
    if (!moved.ok) throw new Error(moved.error);
    expect(label(moved.value.state.units['sanction-infantry-1']!.at)).toBe('1103a');
    expect(label(moved.value.state.units.toede!.at)).toBe('1103a');
    expect(moved.value.state.moves[0]!.units).toEqual(['sanction-fleet-1', 'sanction-infantry-1', 'toede']);
  });
});

describe('Rule 4: ships go up major rivers', () => {
  it('passes from bank to bank along the deep river, a point a step', () => {
    expect(fleetMayStep(WORLD, at('0907a'), at('0807a'))).toBe(true); // the river runs along both to 0806a
    expect(fleetMayStep(WORLD, at('0706a'), at('0707a'))).toBe(true); // across the river
    expect(fleetMayStep(WORLD, at('0707a'), at('0708a'))).toBe(false); // away from it
    const moved = go(seaState({ 'sanction-fleet-1': '0705a' }), 'sanction-fleet-1', '0607a');
    if (!moved.ok) throw new Error(moved.error);
    // Into the river's coastal bank at 0606a, then across the river to 0607a.
    expect(moved.value.state.moves[0]!.path.map(label)).toEqual(['0705a', '0606a', '0607a']);
    expect(moved.value.state.spent['sanction-fleet-1']).toBe(2);
  });

  it('refuses ground off the river beside a bank', () => {
    expect(go(seaState({ 'sanction-fleet-1': '0707a' }), 'sanction-fleet-1', '0708a')).toEqual({ ok: false, error: '0708a is inland: a fleet ends its move at sea, on the coast, in a port or on a major river.' });
  });
});

describe('Stacking: DL11 unlimited at sea, 2 in a river hexside; Paths of the Lance J at most 4 a hex', () => {
  it('takes no third fleet into a river hex', () => {
    expect(fleetLimit(WORLD, at('0707a'))).toBe(2);
    const state = seaState({ 'sanction-fleet-1': '0707a', 'sanction-fleet-2': '0707a', 'sanction-fleet-3': '0705a' });
    expect(go(state, 'sanction-fleet-3', '0707a')).toEqual({ ok: false, error: '0707a already holds 2 fleets, the most a hex may hold there (2).' });
  });

  it('takes a fifth fleet at sea under DL11, not under Paths of the Lance', () => {
    const state = seaState({ 'sanction-fleet-1': '0303a', 'sanction-fleet-2': '0303a', 'sanction-fleet-3': '0303a', 'sanction-fleet-4': '0303a', 'sanction-fleet-5': '0103a' });
    expect(go(state, 'sanction-fleet-5', '0303a').ok).toBe(true);
    expect(go(state, 'sanction-fleet-5', '0303a', 'paths-of-the-lance')).toEqual({ ok: false, error: '0303a already holds 4 fleets, the most a hex may hold there (4).' });
  });
});
