import { describe, expect, it } from 'vitest';
import { displaceFleets, shipBridges } from '../../../../src/engine/games/dragons-of-glory/naval/ashore.ts';
import { at, label, seaState, WORLD } from './sea-world.ts';

describe('Rule 4: a stationary ship in a river hexside is a bridge for friendly armies', () => {
  it('bridges the river sides of its bank for its own side while it has not moved', () => {
    const state = seaState({ 'sanction-fleet-1': '0707a' });
    expect(shipBridges(state, WORLD, 'highlord', at('0707a'), at('0706a'))).toBe(true);
    expect(shipBridges(state, WORLD, 'highlord', at('0607a'), at('0707a'))).toBe(false); // no river between them
    expect(shipBridges(state, WORLD, 'whitestone', at('0707a'), at('0706a'))).toBe(false);
    expect(shipBridges(state, WORLD, 'highlord', at('0707a'), at('0708a'))).toBe(false);
    expect(shipBridges({ ...state, spent: { 'sanction-fleet-1': 3 } }, WORLD, 'highlord', at('0707a'), at('0706a'))).toBe(false);
  });
});

describe('Rule 4: an enemy army entering a ship\'s hex displaces the ship', () => {
  it('drives the fleet and what it carries to the nearest open water', () => {
    const state = seaState({ 'sanction-fleet-1': '0605a', 'sanction-infantry-1': { aboard: 'sanction-fleet-1' }, 'palanthus-fleet-1': '0504a', 'palanthus-infantry-1': '0605a' });
    const { state: after, lines } = displaceFleets(state, WORLD, at('0605a'), 'whitestone');
    expect(label(after.units['sanction-fleet-1']!.at)).toBe('0604a');
    expect(label(after.units['sanction-infantry-1']!.at)).toBe('0604a');
    expect(lines).toEqual(['Sanction Fleet 1 is driven out of 0605a to 0604a.']);
  });

  it('loses a fleet with nowhere to go, its army to the pool', () => {
    const state = seaState({ 'sanction-fleet-1': '0607a', 'sanction-infantry-1': { aboard: 'sanction-fleet-1' }, 'palanthus-infantry-1': '0506a', 'palanthus-fleet-1': '0606a', 'palanthus-fleet-2': '0707a', 'qualinesti-infantry-1': '0607a' });
    const { state: after } = displaceFleets(state, WORLD, at('0607a'), 'whitestone');
    expect(after.units['sanction-fleet-1']).toMatchObject({ at: null, off: 'eliminated' });
    expect(after.units['sanction-infantry-1']).toMatchObject({ at: null, off: 'pool' });
  });
});
