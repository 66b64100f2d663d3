import { describe, expect, test } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { missileAttack, unitModifiers } from '../../../../src/engine/games/dragon-pass/combat/missile.ts';
import type { DpState } from '../../../../src/engine/games/dragon-pass/state.ts';
import { loadBook, position } from '../book.ts';
import { allRolled, forced } from './dice.ts';

const book = loadBook();
/** Missile factor 7: two Lunar archers (3 each) and a light infantry (1). */
const firers = ['lunar-archers-1', 'lunar-archers-2', 'lunar-light-infantry-1'];
const clan = (n: number) => `sartar-clan-infantry-${n}`;

const firing = (targets: Record<string, string>, from = 'L11'): DpState =>
  position({ ...Object.fromEntries(firers.map((id) => [id, from])), ...targets }, { side: 'lunar', phase: 'missile' });

describe('missile fire on the Missile Fire Table', () => {
  test('missile 7 at a stack in a fortress with a giant: die 6 −4 fortress +1 giant = 3 → 1DD on the weakest', () => {
    const state = firing({ [clan(5)]: 'L13 in', 'giant-1': 'L13 in' });
    state.pieces['giant-1'] = { ...state.pieces['giant-1']!, owner: 'sartar' };
    const dice = forced(6);
    const { state: after, events } = unwrap(missileAttack(book, state, 'lunar', firers, 'L13', dice));
    allRolled(dice);
    expect(events[0]!.rolls![0]).toMatchObject({
      table: 'Missile Fire Table',
      column: 'factor 7-9',
      row: 'die 3',
      modifiers: [
        { label: 'fortress', value: -4 },
        { label: 'giants-or-llamas', value: 1 },
      ],
      total: 3,
      result: '1DD',
    });
    expect(after.pieces[clan(5)]!.disrupted).toBe(true);
    expect(after.pieces['giant-1']!.disrupted).toBe(false);
    expect(events[0]!.text).toContain('Missile fire at L13: Lunar missile factor 7 (2 lunar-archers ×3, 1 lunar-light-infantry ×1) from L11 against Sartar in the fortress.');
    expect(after.turn.done).toEqual(firers);
    expect(after.activity.attacks).toEqual([{ side: 'lunar', from: ['L11'], at: 'L13', kind: 'missile' }]);
  });

  test('WE-DP-05: missile 10 at a fortress stack, die 6 −4 = 2 → 1DD; out of the fortress the hill gives −1 only', () => {
    const ten = ['lunar-archers-1', 'lunar-archers-2', 'lunar-archers-3', 'lunar-light-infantry-1'];
    const at = (where: string) => position({ ...Object.fromEntries(ten.map((id) => [id, 'L12'])), [clan(5)]: where }, { side: 'lunar', phase: 'missile' });
    const inside = unwrap(missileAttack(book, at('L13 in'), 'lunar', ten, 'L13', forced(6)));
    expect(inside.events[0]!.rolls![0]).toMatchObject({ column: 'factor 10+', modifiers: [{ label: 'fortress', value: -4 }], total: 2, result: '1DD' });
    const outside = unwrap(missileAttack(book, at('L13'), 'lunar', ten, 'L13', forced(6)));
    // 6 −1 hill = 5, column 10+ → 2DE.
    expect(outside.events[0]!.rolls![0]).toMatchObject({ modifiers: [{ label: 'hill', value: -1 }], total: 5, result: '2DE' });
  });

  test('2DD is two disrupted by default; with one unit left undisrupted, one eliminated', () => {
    const three = firing({ [clan(1)]: 'K13', [clan(2)]: 'K13', [clan(3)]: 'K13' }, 'K14');
    // K13 is a hill (−1): die 5 −1 = 4, column 7-9 → 2DD.
    const { state, events } = unwrap(missileAttack(book, three, 'lunar', firers, 'K13', forced(5)));
    expect(events[0]!.rolls![0]).toMatchObject({ total: 4, result: '2DD' });
    expect([clan(1), clan(2), clan(3)].map((id) => state.pieces[id]!.disrupted)).toEqual([true, true, false]);
    expect(events[0]!.text).toContain("two disrupted, the owner's default");

    const worn = firing({ [clan(1)]: 'K13', [clan(2)]: 'K13' }, 'K14');
    worn.pieces[clan(1)] = { ...worn.pieces[clan(1)]!, disrupted: true };
    const one = unwrap(missileAttack(book, worn, 'lunar', firers, 'K13', forced(5)));
    expect([clan(1), clan(2)].map((id) => one.state.pieces[id]!.at.kind)).toEqual(['eliminated', 'hex']);
    expect(one.state.pieces[clan(2)]!.disrupted).toBe(false);
  });

  test('DD on a disrupted unit eliminates it', () => {
    const state = firing({ [clan(1)]: 'K13' }, 'K14');
    state.pieces[clan(1)] = { ...state.pieces[clan(1)]!, disrupted: true };
    // die 4 −1 hill = 3, column 7-9 → 1DD.
    const { state: after, events } = unwrap(missileAttack(book, state, 'lunar', firers, 'K13', forced(4)));
    expect(events[0]!.rolls![0]).toMatchObject({ total: 3, result: '1DD' });
    expect(after.pieces[clan(1)]!.at.kind).toBe('eliminated');
    expect(events[0]!.text).toContain('K13 is empty');
  });

  test('shooting at a stack above a ridge halves the missile factor: 6 → 3', () => {
    const archers = ['lunar-archers-1', 'lunar-archers-2'];
    const state = position({ 'lunar-archers-1': 'K12', 'lunar-archers-2': 'K12', [clan(1)]: 'K13' }, { side: 'lunar', phase: 'missile' });
    // die 6 −1 hill = 5: column 3-4 → 1DD (unhalved, 5-6 would give 2DD).
    const { events } = unwrap(missileAttack(book, state, 'lunar', archers, 'K13', forced(6)));
    expect(events[0]!.rolls![0]).toMatchObject({ column: 'factor 3-4', total: 5, result: '1DD' });
    expect(events[0]!.text).toContain('×½ up a ridge = 3');
    // From L12, beside K13 across no ridge, the full 6 counts.
    const level = position({ 'lunar-archers-1': 'L12', 'lunar-archers-2': 'L12', [clan(1)]: 'K13' }, { side: 'lunar', phase: 'missile' });
    expect(unwrap(missileAttack(book, level, 'lunar', archers, 'K13', forced(6))).events[0]!.rolls![0]).toMatchObject({ column: 'factor 5-6', result: '2DD' });
  });

  test('WE-DP-08: a hill and forest hex gives its best single modifier, forest −2, not hill −1 as well', () => {
    const state = position({ 'lunar-archers-1': 'L11', [clan(1)]: 'K12' }, { side: 'lunar', phase: 'missile' });
    // missile 3, die 6 −2 = 4 → column 3-4 → 1DD.
    const { events } = unwrap(missileAttack(book, state, 'lunar', ['lunar-archers-1'], 'K12', forced(6)));
    expect(events[0]!.rolls![0]).toMatchObject({ column: 'factor 3-4', modifiers: [{ label: 'forest', value: -2 }], total: 4, result: '1DD' });
  });

  test('the unit modifiers read off the stack: a dragon, all ducks, a Llama', () => {
    const state = position({ 'ducks-1': 'H18', 'ducks-2': 'H18', 'sartar-treasure-1': 'H18', 'dragon-1': 'M10', 'llama-herd-1': 'J10' });
    const stack = (ids: string[]) => ids.map((id) => state.pieces[id]!);
    // The treasure is a minor unit: the ducks are still all the major units.
    expect(unitModifiers(book, stack(['ducks-1', 'ducks-2', 'sartar-treasure-1']))).toEqual(['ducks-or-bison']);
    expect(unitModifiers(book, stack(['ducks-1', 'sartar-clan-infantry-1']))).toEqual([]);
    expect(unitModifiers(book, stack(['dragon-1']))).toEqual(['dragon']);
    expect(unitModifiers(book, stack(['llama-herd-1', 'sartar-clan-infantry-1']))).toEqual(['giants-or-llamas']);
  });

  test('a unit that has fired this step is refused, the state unchanged', () => {
    const state = firing({ [clan(5)]: 'L13' });
    state.turn.done = ['lunar-archers-1'];
    const before = structuredClone(state);
    const dice = forced(6);
    expect(missileAttack(book, state, 'lunar', firers, 'L13', dice)).toEqual({ ok: false, error: 'lunar-archers-1 has fired this step.' });
    expect(missileAttack(book, state, 'lunar', ['lunar-magicians-1'], 'L13', dice)).toEqual({ ok: false, error: 'lunar-magicians-1 is not on the map.' });
    expect(state).toEqual(before);
    expect(dice.rolls).toHaveLength(0);
  });
});
