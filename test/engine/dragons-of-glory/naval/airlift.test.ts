import { describe, expect, it } from 'vitest';
import { carry, flyCitadel } from '../../../../src/engine/games/dragons-of-glory/naval/airlift.ts';
import { land } from '../../../../src/engine/games/dragons-of-glory/naval/transport.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import { at, label, seaState, WORLD } from './sea-world.ts';

const ws = (placed: Parameters<typeof seaState>[0], changes: Partial<DogState> = {}) => seaState(placed, { acting: 'whitestone', ...changes });
const lift = (state: DogState, infantry: string, to: string) => carry(state, WORLD, 'whitestone', infantry, 'qualinesti-griffons', at(to));

describe('Rule 6: a griffon or pegasus army carries one infantry army of its nation, at half its movement', () => {
  const start = () => ws({ 'qualinesti-griffons': '0108a', 'qualinesti-infantry-1': '0108a', 'palanthus-infantry-1': '0108a' });

  it('flies both together up to half its allowance (16 / 2 = 8) and both end together', () => {
    const moved = lift(start(), 'qualinesti-infantry-1', '0808a');
    if (!moved.ok) throw new Error(moved.error);
    const { state } = moved.value;
    expect(label(state.units['qualinesti-griffons']!.at)).toBe('0808a');
    expect(label(state.units['qualinesti-infantry-1']!.at)).toBe('0808a');
    expect(state.spent).toMatchObject({ 'qualinesti-griffons': 16, 'qualinesti-infantry-1': 7 });
    expect(state.moves[0]!.units).toEqual(['qualinesti-griffons', 'qualinesti-infantry-1']);
  });

  it('refuses a ninth hex, and counts a mountain side as 2', () => {
    const far = 'Qualinesti Griffons cannot fly to 1008a with 8 movement (no desert, no hex of another side, +1 across a mountain side).';
    expect(lift(start(), 'qualinesti-infantry-1', '1008a')).toEqual({ ok: false, error: far });
    expect(lift(start(), 'qualinesti-infantry-1', '0908a')).toEqual({ ok: false, error: far.replace('1008a', '0908a') });
  });

  it('carries only infantry of its own nation, that has not moved, from its own hex', () => {
    expect(lift(start(), 'palanthus-infantry-1', '0508a')).toEqual({ ok: false, error: 'Palanthus Infantry 1 is of another nation than Qualinesti Griffons: an air army carries infantry of its own nation.' });
    expect(lift(ws({ 'qualinesti-griffons': '0108a', 'qualinesti-infantry-1': '0208a' }), 'qualinesti-infantry-1', '0508a').ok).toBe(false);
    const moved = ws({ 'qualinesti-griffons': '0108a', 'qualinesti-infantry-1': '0108a' }, { spent: { 'qualinesti-infantry-1': 1 } });
    expect(lift(moved, 'qualinesti-infantry-1', '0508a')).toEqual({ ok: false, error: 'Qualinesti Infantry 1 has moved this phase: carrier and carried begin their flight together, before either moves.' });
  });

  it('never ends at sea nor in a hex of another side', () => {
    const state = ws({ 'qualinesti-griffons': '0105a', 'qualinesti-infantry-1': '0105a', 'red-wing-1': '0305a' });
    expect(lift(state, 'qualinesti-infantry-1', '0103a')).toEqual({ ok: false, error: '0103a is no land to end a flight on.' });
    expect(lift(state, 'qualinesti-infantry-1', '0305a')).toEqual({ ok: false, error: '0305a holds another side\'s counters; nothing flies into it.' });
  });
});

describe('The flying citadel carries 3 armies of any type, moves 4 and ignores terrain', () => {
  const start = () => seaState({ 'flying-citadel': '0508a', 'red-wing-1': '0508a', 'red-wing-2': '0508a', 'red-wing-3': '0408a', 'red-wing-4': '0408a' });

  it('takes up to 3 armies aboard where it stands and flies them over a mountain side at 1 a hex', () => {
    const state = start();
    state.units['red-wing-3']!.at = at('0508a');
    const flown = flyCitadel(state, WORLD, 'highlord', 'flying-citadel', at('0908a'), ['red-wing-1', 'red-wing-2', 'red-wing-3']);
    if (!flown.ok) throw new Error(flown.error);
    const after = flown.value.state;
    for (const id of ['flying-citadel', 'red-wing-1', 'red-wing-2', 'red-wing-3']) expect(label(after.units[id]!.at)).toBe('0908a');
    expect(after.units['red-wing-2']!.aboard).toBe('flying-citadel');
    expect(after.spent['flying-citadel']).toBe(4);
  });

  it('refuses a fourth army and a fifth hex', () => {
    const state = start();
    for (const id of ['red-wing-3', 'red-wing-4']) state.units[id]!.at = at('0508a');
    expect(flyCitadel(state, WORLD, 'highlord', 'flying-citadel', at('0908a'), ['red-wing-1', 'red-wing-2', 'red-wing-3', 'red-wing-4'])).toEqual({ ok: false, error: 'Flying Citadel carries 3 armies at most; that would be 4.' });
    expect(flyCitadel(start(), WORLD, 'highlord', 'flying-citadel', at('1008a'), [])).toEqual({ ok: false, error: 'Flying Citadel cannot fly to 1008a with 4 movement (no desert, no hex of another side, +1 across a mountain side).' });
  });

  it('sets its armies down in its own hex, within the stacking limit, their movement spent', () => {
    const flown = flyCitadel(start(), WORLD, 'highlord', 'flying-citadel', at('0808a'), ['red-wing-1', 'red-wing-2']);
    if (!flown.ok) throw new Error(flown.error);
    const set = land(flown.value.state, WORLD, 'highlord', 'flying-citadel', undefined, []);
    if (!set.ok) throw new Error(set.error);
    expect(set.value.state.units['red-wing-1']).toMatchObject({ at: at('0808a') });
    expect(set.value.state.units['red-wing-1']!.aboard).toBeUndefined();
    expect(set.value.state.spent['red-wing-2']).toBe(8);
    expect(land(flown.value.state, WORLD, 'highlord', 'flying-citadel', at('0708a'), [])).toEqual({ ok: false, error: 'A flying citadel sets its armies down in its own hex, 0808a.' });
  });
});
