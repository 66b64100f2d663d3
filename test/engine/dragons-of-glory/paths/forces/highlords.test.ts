import { describe, expect, it } from 'vitest';
import { stackingProblem } from '../../../../../src/engine/games/dragons-of-glory/movement/stacking.ts';
import { HIGHLORD_REPLACEMENTS, highlordStackProblem, replaceFallen, wingEnters } from '../../../../../src/engine/games/dragons-of-glory/paths/highlords.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { ctx, hex, off, plState, put, texts, where, world } from './fixture.ts';

/** Kitiara in the field at Kalaman, as a wing card left her. */
const withKitiara = (): DogState => put(plState(), '1011b', 'kitiara');

describe('PL A highlords', () => {
  it('PL A: the replacement table, with the Toede 2 counter made at 1 combat and 10 movement', () => {
    expect(HIGHLORD_REPLACEMENTS).toEqual({ kitiara: 'bakaris', 'salah-khan': 'topus', bolas: 'misif', 'feal-thas': 'toede-2', verminaard: 'asp-tueng' });
    for (const id of [...Object.keys(HIGHLORD_REPLACEMENTS), ...Object.values(HIGHLORD_REPLACEMENTS)]) expect(world.counters.get(id)?.kind).toBe('leader');
    const toede = world.counters.get('toede-2')!;
    expect([toede.name, toede.strength, toede.movement]).toEqual(['Highlord Toede', 1, 10]);
  });

  it('WE-PL-27 Highlord replacement: Kitiara eliminated → Bakaris is placed in the Dark Temple and may move and fight at once', () => {
    const before = { ...withKitiara(), darkTemple: 'neraka', spent: { bakaris: 3 } };
    const after = off(before, 'eliminated', 'kitiara');
    const { state, events } = replaceFallen(before, after, ctx);
    expect(where(state, 'bakaris')).toBe('0921b');
    expect(state.spent.bakaris).toBeUndefined();
    expect(state.pl!.replaced).toEqual(['kitiara']);
    expect(texts(events)).toEqual(['Kitiara has fallen: Bakaris takes the wing at the Dark Temple in Neraka, free to move and fight at once.']);
  });

  it('WE-PL-27 Highlord replacement: if Bakaris later dies, there is no second-level replacement', () => {
    const first = replaceFallen(withKitiara(), off(withKitiara(), 'eliminated', 'kitiara'), ctx).state;
    const moved = put(first, '1011b', 'bakaris');
    const after = off(moved, 'eliminated', 'bakaris');
    expect(replaceFallen(moved, after, ctx)).toEqual({ state: after, events: [] });
    // Nor does Kitiara's name bring another, whatever counter is free.
    expect(Object.values(HIGHLORD_REPLACEMENTS)).not.toContain('kitiara');
  });

  it('PL A: a highlord gone in a battle to the pool is replaced too; Ariakas has no replacement', () => {
    const before = put(put(plState(), '1011b', 'verminaard'), '0921b', 'ariakas');
    const after = off(off(before, 'pool', 'verminaard'), 'eliminated', 'ariakas');
    const { state, events } = replaceFallen(before, after, ctx);
    expect(where(state, 'asp-tueng')).toBe('0921b');
    expect(texts(events)).toEqual(["Verminaard has fallen: As'p Tueng takes the wing at Neraka, free to move and fight at once."]);
  });

  it('WE-PL-27: two highlords other than Ariakas may not stack; Ariakas may stack with another', () => {
    const state = put(plState(), '1011b', 'kitiara');
    expect(highlordStackProblem(state, world, hex('1011b'), ['verminaard'])).toBe('Verminaard and Kitiara may not stand together in 1011b: only Ariakas shares a hex with another highlord (PL A).');
    expect(stackingProblem(state, world, hex('1011b'), ['verminaard'])).toBe('Verminaard and Kitiara may not stand together in 1011b: only Ariakas shares a hex with another highlord (PL A).');
    expect(stackingProblem(state, world, hex('1011b'), ['ariakas'])).toBeUndefined();
    // Soth leads undead, not a wing: he is no highlord.
    expect(stackingProblem(state, world, hex('1011b'), ['soth'])).toBeUndefined();
    // DL11's own rules have no such limit.
    expect(stackingProblem({ ...state, pl: undefined }, world, hex('1011b'), ['verminaard'])).toBeUndefined();
  });

  it('PL A: a replacement placed in the Temple beside another highlord stands there; the others come and go', () => {
    const state = put(plState(), '0921b', 'kitiara', 'bakaris');
    expect(stackingProblem(state, world, hex('0921b'), ['red-dragon-1'])).toBeUndefined();
    expect(stackingProblem(state, world, hex('0821b'), ['kitiara'])).toBeUndefined();
    expect(stackingProblem(state, world, hex('0921b'), ['verminaard'])).toMatch(/^Verminaard and Kitiara may not stand together in 0921b/);
  });

  it('PL A: no highlord enters a Dark Temple the Whitestone hold', () => {
    const state = { ...plState(), darkTemple: 'neraka', held: { neraka: 'whitestone' as const } };
    const refused = wingEnters(state, ctx, 'kitiara', []);
    expect(refused.state).toBe(state);
    expect(texts(refused.events)).toEqual(["Nobody enters: Kitiara's wing enters at the Dark Temple, and the Whitestone hold Neraka."]);
  });

  it('PL A: a wing card brings its highlord and its dragons to Neraka before the Dark Temple stands', () => {
    const state = plState();
    const { state: next, events } = wingEnters(state, ctx, 'kitiara', ['blue-dragon-1', 'blue-dragon-2']);
    expect(['kitiara', 'blue-dragon-1', 'blue-dragon-2'].map((id) => where(next, id))).toEqual(['0921b', '0921b', '0921b']);
    expect(texts(events)).toEqual(['Kitiara, Blue Dragon 1 and Blue Dragon 2 enter at Neraka.']);
  });

  it('PL A: there may only be six highlords in the game at any one time', () => {
    let state = put(plState(), '0921b', 'ariakas');
    state = put(state, '0820b', 'kitiara');
    state = put(state, '0821b', 'verminaard');
    state = put(state, '0822b', 'salah-khan');
    state = put(state, '0922b', 'bakaris');
    state = put(state, '1021b', 'feal-thas');
    const refused = wingEnters(state, ctx, 'bolas', []);
    expect(refused.state).toBe(state);
    expect(texts(refused.events)).toEqual(['Nobody enters: 6 highlords are already on the map, the most PL A allows (Ariakas, Kitiara, Salah-Khan, Feal-Thas, Verminaard, Bakaris).']);
  });

  it('PL A: a wing card refuses in one line a highlord already in play or a dragon not of the Highlords', () => {
    const state = put(plState(), '1011b', 'kitiara');
    expect(texts(wingEnters(state, ctx, 'kitiara', []).events)).toEqual(['Nobody enters: Kitiara has already entered the war.']);
    expect(texts(wingEnters(state, ctx, 'verminaard', ['gold-dragon']).events)).toEqual(["Nobody enters: Gold Dragon is not one of the Highlords' dragons."]);
    expect(texts(wingEnters(state, ctx, 'soth', []).events)[0]).toMatch(/^Nobody enters: Soth leads no dragonarmy wing/);
  });
});
