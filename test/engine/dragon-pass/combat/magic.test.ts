import { attackedInMelee } from '../../../../src/engine/games/dragon-pass/combat/record.ts';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { magicAttack } from '../../../../src/engine/games/dragon-pass/combat/magic.ts';
import type { DpState } from '../../../../src/engine/games/dragon-pass/state.ts';
import { loadBook, position } from '../book.ts';
import { allRolled, forced } from './dice.ts';

const book = loadBook();
const mage = (n: number) => `lunar-magicians-${n}`;

/** Two Lunar magicians (MgF 4 each) in H8 against two clansmen (CF 3) and an archer (CF 1) in the forest of H7. */
const atH7 = (moon: string, glowlineOut = false): DpState => ({
  ...position({ [mage(1)]: 'H8', [mage(2)]: 'H8', 'sartar-clan-infantry-1': 'H7', 'sartar-clan-infantry-2': 'H7', 'sartar-clan-archers-1': 'H7' }, { side: 'lunar', phase: 'magic' }),
  moon,
  glowlineOut,
});

describe('magic on the Attack Table, Lunar magic by the Red Moon', () => {
  test('at the Full Moon Lunar magic doubles: 8 MgF ×2 = 16, ÷2 forest = 8; die 4 → loss 4 CF', () => {
    expect(book.rules.moon.lunarMagic['full']).toBe(2);
    const dice = forced(4);
    const { state, events } = unwrap(magicAttack(book, atH7('full'), 'lunar', [mage(1), mage(2)], 'H7', dice));
    allRolled(dice);
    // Attack Table: total 8, die 4 → ×1/2 → loss 4.
    expect(events[0]!.rolls![0]).toMatchObject({ table: 'Attack Table', row: 'die 4', column: 'total 8', modifiers: [], result: 'loss 4' });
    expect(events[0]!.text).toContain('Magic at H7: Lunar 8 MgF (2 lunar-magicians ×4) ×2 Full Moon = 16 ÷2 forest = 8 from H8 against Sartar.');
    // The owner's default: the cheapest set covering 4 CF is a clansman (3) and the archer (1).
    expect(state.pieces['sartar-clan-archers-1']!.at.kind).toBe('eliminated');
    expect(['sartar-clan-infantry-1', 'sartar-clan-infantry-2'].filter((id) => state.pieces[id]!.at.kind === 'eliminated')).toHaveLength(1);
    expect(state.turn.done).toEqual([mage(1), mage(2)]);
    expect(attackedInMelee(state)).toEqual([]);
    expect(state.activity.attacks).toEqual([{ side: 'lunar', from: ['H8'], at: 'H7', kind: 'magic' }]);
  });

  test('with the glowline out it counts half again: 8 ×2 ×½ = 8, ÷2 = 4; die 4 → loss 2, covered by one clansman', () => {
    const { state, events } = unwrap(magicAttack(book, atH7('full', true), 'lunar', [mage(1), mage(2)], 'H7', forced(4)));
    expect(events[0]!.rolls![0]).toMatchObject({ column: 'total 4', result: 'loss 2' });
    expect(events[0]!.text).toContain('×½ without the glowline');
    expect(state.pieces['sartar-clan-archers-1']!.at.kind).toBe('hex');
    expect(['sartar-clan-infantry-1', 'sartar-clan-infantry-2'].filter((id) => state.pieces[id]!.at.kind === 'eliminated')).toHaveLength(1);
  });

  test('in the Dark Moon it counts half: 8 ×½ = 4, ÷2 = 2; die 6 → loss 2', () => {
    const { events } = unwrap(magicAttack(book, atH7('dark'), 'lunar', [mage(1), mage(2)], 'H7', forced(6)));
    expect(events[0]!.rolls![0]).toMatchObject({ column: 'total 2', row: 'die 6', result: 'loss 2' });
  });

  test("Sartar's magic is steady whatever the Moon: 6 MgF ÷2 forest = 3", () => {
    const state = { ...position({ 'sartar-magicians-1': 'H7', 'sartar-magicians-2': 'H7', 'lunar-heavy-infantry-1': 'H8' }, { side: 'sartar', phase: 'magic' }), moon: 'full' };
    const { state: after, events } = unwrap(magicAttack(book, state, 'sartar', ['sartar-magicians-1', 'sartar-magicians-2'], 'H8', forced(6)));
    // Attack Table: total 3, die 6 → loss 3: the heavy infantry's 4 CF is the least that covers it.
    expect(events[0]!.rolls![0]).toMatchObject({ column: 'total 3', result: 'loss 3' });
    expect(after.pieces['lunar-heavy-infantry-1']!.at.kind).toBe('eliminated');
  });

  test('a fortress divides by 2 only the stack in it', () => {
    const at = (where: string) => ({ ...position({ [mage(1)]: 'L12', [mage(2)]: 'L12', 'sartar-clan-infantry-5': where }, { side: 'lunar', phase: 'magic' }), moon: 'empty-half' });
    const inside = unwrap(magicAttack(book, at('L13 in'), 'lunar', [mage(1), mage(2)], 'L13', forced(6)));
    expect(inside.events[0]!.rolls![0]).toMatchObject({ column: 'total 4' });
    expect(inside.events[0]!.text).toContain('÷2 fortress = 4');
    const outside = unwrap(magicAttack(book, at('L13'), 'lunar', [mage(1), mage(2)], 'L13', forced(6)));
    expect(outside.events[0]!.rolls![0]).toMatchObject({ column: 'total 8' });
  });

  test('refusals leave the state as it was and roll nothing', () => {
    const state = position({ [mage(1)]: 'L10', 'lunar-heavy-infantry-1': 'L12', 'sartar-clan-infantry-5': 'L13' }, { side: 'lunar', phase: 'magic' });
    const before = structuredClone(state);
    const dice = forced(6);
    expect(magicAttack(book, state, 'lunar', ['lunar-heavy-infantry-1'], 'L13', dice)).toEqual({ ok: false, error: 'lunar-heavy-infantry-1 has no magic factor: only magicians attack in the magic step.' });
    expect(magicAttack(book, state, 'lunar', [mage(1)], 'L13', dice)).toEqual({ ok: false, error: 'L13 is 3 hexes from L10 (lunar-magicians-1); magic reaches 2.' });
    expect(magicAttack(book, state, 'lunar', [mage(1)], 'L11', dice)).toEqual({ ok: false, error: 'L11 holds no enemy.' });
    expect(magicAttack(book, state, 'lunar', [mage(1)], 'Z99', dice)).toEqual({ ok: false, error: 'Z99 is not a hex of this map.' });
    expect(magicAttack(book, state, 'lunar', ['sartar-clan-infantry-5'], 'L13', dice)).toEqual({ ok: false, error: 'sartar-clan-infantry-5 is not a Lunar unit.' });
    expect(state).toEqual(before);
    expect(dice.rolls).toHaveLength(0);
  });
});
