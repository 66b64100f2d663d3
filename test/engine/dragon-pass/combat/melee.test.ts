import { attackedInMelee } from '../../../../src/engine/games/dragon-pass/combat/record.ts';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { meleeAttack } from '../../../../src/engine/games/dragon-pass/combat/melee.ts';
import { loadBook, position } from '../book.ts';
import { allRolled, forced } from './dice.ts';

const book = loadBook();
const heavy = (n: number) => `lunar-heavy-infantry-${n}`;
const clan = (n: number) => `sartar-clan-infantry-${n}`;

describe('melee on the Attack Table, both sides rolling at once', () => {
  test('3 lunar-heavy-infantry (CF 4) against 2 sartar-clan-infantry (CF 3) in forest: 12 against 6 ×1½ = 9', () => {
    const state = position({ [heavy(1)]: 'H8', [heavy(2)]: 'H8', [heavy(3)]: 'H8', [clan(1)]: 'H7', [clan(2)]: 'H7' }, { side: 'lunar', phase: 'melee' });
    const dice = forced(4, 2);
    const { state: after, events } = unwrap(meleeAttack(book, state, 'lunar', [heavy(1), heavy(2), heavy(3)], 'H7', dice));
    allRolled(dice);
    const [attack, response] = events[0]!.rolls!;
    // Attack Table: total 12, die 4 → ×1/2 → loss 6, on the defender.
    expect(attack).toMatchObject({ table: 'Attack Table', row: 'die 4', column: 'total 12', modifiers: [], total: 4, result: 'loss 6' });
    // Attack Table: total 9, die 2 → ×1/4 → loss 2, on the attacker.
    expect(response).toMatchObject({ table: 'Attack Table', row: 'die 2', column: 'total 9', modifiers: [], total: 2, result: 'loss 2' });
    // 6 CF takes both clansmen; 2 CF is covered by one heavy infantry (4 CF).
    expect(after.pieces[clan(1)]!.at.kind).toBe('eliminated');
    expect(after.pieces[clan(2)]!.at.kind).toBe('eliminated');
    expect([heavy(1), heavy(2), heavy(3)].filter((id) => after.pieces[id]!.at.kind === 'eliminated')).toHaveLength(1);
    expect(events[0]!.text).toContain('Melee at H7: Lunar 12 CF (3 lunar-heavy-infantry ×4) from H8 against Sartar 6 CF (2 sartar-clan-infantry ×3) ×1½ forest = 9.');
    expect(events[0]!.text).toContain('H7 is empty');
    expect(after.turn.done).toEqual([heavy(1), heavy(2), heavy(3)]);
    expect(attackedInMelee(after)).toEqual(['H7']);
    expect(after.activity.attacks).toEqual([{ side: 'lunar', from: ['H8'], at: 'H7', kind: 'melee' }]);
  });

  test('a stack attacking across a river counts half: 12 ×½ = 6 against 6 ×1½ hill = 9', () => {
    expect(book.map.between(book.map.parse('N8')!, book.map.parse('M9')!).river).toBe(true);
    const state = position({ [heavy(1)]: 'N8', [heavy(2)]: 'N8', [heavy(3)]: 'N8', [clan(1)]: 'M9', [clan(2)]: 'M9' }, { side: 'lunar', phase: 'melee' });
    const dice = forced(6, 1);
    const { events } = unwrap(meleeAttack(book, state, 'lunar', [heavy(1), heavy(2), heavy(3)], 'M9', dice));
    // Attack Table: total 6, die 6 → ×1 → loss 6; total 9, die 1 → ×1/6 → loss 1.
    expect(events[0]!.rolls![0]).toMatchObject({ column: 'total 6', row: 'die 6', result: 'loss 6' });
    expect(events[0]!.rolls![1]).toMatchObject({ column: 'total 9', row: 'die 1', result: 'loss 1' });
    expect(events[0]!.text).toContain('12 CF (3 lunar-heavy-infantry ×4) from N8 ×½ across the river = 6');
  });

  test('a stack attacking up a ridge counts half: K12 below K13', () => {
    const ridge = book.map.between(book.map.parse('K12')!, book.map.parse('K13')!).ridge!;
    expect(book.map.label(ridge.high)).toBe('K13');
    const state = position({ [heavy(1)]: 'K12', [heavy(2)]: 'K12', [clan(1)]: 'K13' }, { side: 'lunar', phase: 'melee' });
    const { events } = unwrap(meleeAttack(book, state, 'lunar', [heavy(1), heavy(2)], 'K13', forced(6, 6)));
    // 8 ×½ = 4 against 3 ×1½ hill = 4½, read as 4 (fraction dropped).
    expect(events[0]!.rolls![0]).toMatchObject({ column: 'total 4', result: 'loss 4' });
    expect(events[0]!.rolls![1]).toMatchObject({ column: 'total 4', result: 'loss 4' });
    expect(events[0]!.text).toContain('×½ up the ridge = 4');
  });

  test('a fortress doubles the units in it, not those out of it; a leader adds his LF for each unit he leads', () => {
    // L13 is a hill with a fortress: in, 9 ×2 = 18; out, 9 ×1½ hill = 13½.
    const placed = (where: string) => ({ [heavy(1)]: 'L12', [heavy(2)]: 'L12', [heavy(3)]: 'L12', 'jar-eel-1': 'L12', [clan(5)]: where, [clan(6)]: where, [clan(7)]: where });
    const inside = position(placed('L13 in'), { side: 'lunar', phase: 'melee' });
    const attackers = [heavy(1), heavy(2), heavy(3), 'jar-eel-1'];
    const dice = forced(3, 5);
    const { state: after, events } = unwrap(meleeAttack(book, inside, 'lunar', attackers, 'L13', dice));
    // 12 + Jar-eel's 10 + LF 2 × 3 led = 28; Attack Table: total 28, die 3 → ×1/3 → loss 9: all three clansmen.
    expect(events[0]!.rolls![0]).toMatchObject({ column: 'total 28', row: 'die 3', result: 'loss 9' });
    // Attack Table: total 18, die 5 → ×3/4 → loss 13: 10 + 4 is the cheapest cover of 13 (4+4+4 = 12 falls short).
    expect(events[0]!.rolls![1]).toMatchObject({ column: 'total 18', row: 'die 5', result: 'loss 13' });
    expect(events[0]!.text).toContain('+6 leader (LF 2 ×3)');
    expect(events[0]!.text).toContain('9 CF (3 sartar-clan-infantry ×3) ×2 fortress = 18');
    expect([clan(5), clan(6), clan(7)].every((id) => after.pieces[id]!.at.kind === 'eliminated')).toBe(true);
    expect(after.pieces['jar-eel-1']!.at.kind).toBe('eliminated');
    expect(attackers.filter((id) => after.pieces[id]!.at.kind === 'eliminated')).toHaveLength(2);

    const outside = position(placed('L13'), { side: 'lunar', phase: 'melee' });
    const open = unwrap(meleeAttack(book, outside, 'lunar', attackers, 'L13', forced(3, 5)));
    // 13½ → column 13, die 5 → ×3/4 → 9.
    expect(open.events[0]!.rolls![1]).toMatchObject({ column: 'total 13', result: 'loss 9' });
  });

  test('disrupted defenders still count their CF; a disrupted attacker is refused', () => {
    const state = position({ [heavy(1)]: 'H8', [heavy(2)]: 'H8', [clan(1)]: 'H7' }, { side: 'lunar', phase: 'melee' });
    state.pieces[clan(1)] = { ...state.pieces[clan(1)]!, disrupted: true };
    const { events } = unwrap(meleeAttack(book, state, 'lunar', [heavy(1)], 'H7', forced(1, 6)));
    expect(events[0]!.rolls![1]).toMatchObject({ column: 'total 4', result: 'loss 4' });
    state.pieces[heavy(2)] = { ...state.pieces[heavy(2)]!, disrupted: true };
    const dice = forced(1, 1);
    const refused = meleeAttack(book, state, 'lunar', [heavy(2)], 'H7', dice);
    expect(refused).toEqual({ ok: false, error: 'lunar-heavy-infantry-2 is disrupted: a disrupted unit does not attack until it rallies.' });
    expect(dice.rolls).toHaveLength(0);
  });
});
