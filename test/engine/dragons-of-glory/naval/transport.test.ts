import { describe, expect, it } from 'vitest';
import { sail } from '../../../../src/engine/games/dragons-of-glory/naval/sail.ts';
import { embark, land } from '../../../../src/engine/games/dragons-of-glory/naval/transport.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import { at, dice, label, seaState, WORLD } from './sea-world.ts';

const inPort = (changes: Partial<DogState> = {}) =>
  seaState({ 'sanction-fleet-1': '0404a', 'sanction-infantry-1': '0404a', 'sanction-infantry-2': '0404a', toede: '0404a', 'mithas-leader': '0404a', 'sanction-fleet-2': '0605a' }, changes);
const ok = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('Rule 4: a fleet carries one army and any leaders from a port', () => {
  it('takes one ground army and any number of leaders aboard in a port where they stand', () => {
    const { state } = ok(embark(inPort(), WORLD, 'highlord', ['sanction-infantry-1', 'toede', 'mithas-leader'], 'sanction-fleet-1'));
    for (const id of ['sanction-infantry-1', 'toede', 'mithas-leader']) expect(state.units[id]!.aboard).toBe('sanction-fleet-1');
  });

  it('refuses a second army, a fleet outside a port, an army elsewhere, and an army that has moved', () => {
    const both = embark(inPort(), WORLD, 'highlord', ['sanction-infantry-1', 'sanction-infantry-2'], 'sanction-fleet-1');
    expect(both).toEqual({ ok: false, error: 'Sanction Fleet 1 carries one ground army, and Sanction Infantry 1, Sanction Infantry 2 are 2.' });
    const loaded = ok(embark(inPort(), WORLD, 'highlord', ['sanction-infantry-1'], 'sanction-fleet-1')).state;
    expect(embark(loaded, WORLD, 'highlord', ['sanction-infantry-2'], 'sanction-fleet-1').ok).toBe(false);
    expect(embark(inPort(), WORLD, 'highlord', ['sanction-infantry-1'], 'sanction-fleet-2')).toEqual({ ok: false, error: 'Sanction Fleet 2 is at 0605a, which is no port: armies and leaders embark in a port.' });
    const moved = inPort({ spent: { 'sanction-infantry-1': 2 } });
    expect(embark(moved, WORLD, 'highlord', ['sanction-infantry-1'], 'sanction-fleet-1')).toEqual({ ok: false, error: 'Sanction Infantry 1 has moved this phase: a carried army may not move on its own in the turn it sails.' });
    const enemy = seaState({ 'sanction-fleet-1': '0404a', 'palanthus-infantry-1': '0404a' });
    expect(embark(enemy, WORLD, 'highlord', ['palanthus-infantry-1'], 'sanction-fleet-1')).toEqual({ ok: false, error: 'Palanthus Infantry 1 is not yours.' });
  });
});

describe('Rule 4: dropping the army in a port lets the ship keep moving; on any other coast it ends the move', () => {
  const aboard = () => ok(embark(inPort(), WORLD, 'highlord', ['sanction-infantry-1', 'toede'], 'sanction-fleet-1')).state;

  it('lands in the port it stands in and sails on', () => {
    const { state } = ok(land(aboard(), WORLD, 'highlord', 'sanction-fleet-1', undefined, ['sanction-infantry-1']));
    expect(label(state.units['sanction-infantry-1']!.at)).toBe('0404a');
    expect(state.units['sanction-infantry-1']!.aboard).toBeUndefined();
    expect(state.units.toede!.aboard).toBe('sanction-fleet-1');
    expect(state.spent['sanction-fleet-1']).toBeUndefined();
    // A carried army may not move on its own that turn.
    expect(state.spent['sanction-infantry-1']).toBe(6);
    expect(sail(state, WORLD, 'highlord', 'sanction-fleet-1', at('1003a'), dice(), 'dl11').ok).toBe(true);
  });

  it('lands on the coast beside its sea hex, and its move is over', () => {
    const sailed = ok(sail(aboard(), WORLD, 'highlord', 'sanction-fleet-1', at('0604a'), dice(), 'dl11')).state;
    const { state, lines } = ok(land(sailed, WORLD, 'highlord', 'sanction-fleet-1', at('0605a'), []));
    expect(label(state.units['sanction-infantry-1']!.at)).toBe('0605a');
    expect(label(state.units.toede!.at)).toBe('0605a');
    expect(label(state.units['sanction-fleet-1']!.at)).toBe('0604a');
    expect(state.spent['sanction-fleet-1']).toBe(40);
    expect(lines).toContain('Landing outside a port ends Sanction Fleet 1\'s move.');
    expect(sail(state, WORLD, 'highlord', 'sanction-fleet-1', at('0603a'), dice(), 'dl11')).toEqual({ ok: false, error: 'Sanction Fleet 1 has no movement left this phase (it moves 40).' });
  });

  it('lands on the far bank of its river', () => {
    const state = seaState({ 'sanction-fleet-1': '0707a', 'sanction-infantry-1': { aboard: 'sanction-fleet-1' } });
    expect(label(ok(land(state, WORLD, 'highlord', 'sanction-fleet-1', at('0706a'), [])).state.units['sanction-infantry-1']!.at)).toBe('0706a');
    expect(land(state, WORLD, 'highlord', 'sanction-fleet-1', at('0708a'), [])).toEqual({ ok: false, error: '0708a is not a coastal hex beside the fleet at 0707a.' });
  });

  it('never lands at sea, on another side\'s army, or over the ground stacking limit (2, 3 in a fortified city)', () => {
    const state = seaState({ 'sanction-fleet-1': '0504a', 'sanction-infantry-1': { aboard: 'sanction-fleet-1' }, 'palanthus-infantry-1': '0505a', 'red-wing-1': '0605a', 'red-wing-3': '0605a' });
    expect(land(state, WORLD, 'highlord', 'sanction-fleet-1', undefined, [])).toEqual({ ok: false, error: '0504a is sea: name the coastal hex beside it to land on.' });
    expect(land(state, WORLD, 'highlord', 'sanction-fleet-1', at('0505a'), [])).toEqual({ ok: false, error: '0505a holds another side\'s counters; no army may enter it.' });
    expect(land(state, WORLD, 'highlord', 'sanction-fleet-1', at('0605a'), [])).toEqual({ ok: false, error: '0605a would hold 3 ground armies; at most 2 may stand there.' });
    const port = seaState({ 'sanction-fleet-1': '0404a', 'sanction-infantry-1': { aboard: 'sanction-fleet-1' }, 'red-wing-1': '0404a', 'red-wing-3': '0404a' });
    expect(land(port, WORLD, 'highlord', 'sanction-fleet-1', undefined, []).ok).toBe(true);
  });
});
