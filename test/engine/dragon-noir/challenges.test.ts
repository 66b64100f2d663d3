import { describe, expect, test } from 'vitest';
import { act, at, must, OPEN_FIELD, patch, phase, table, unit } from '../../support/dragon-noir.ts';

/**
 * Challenges (2.35, 5.12.4). Krular stands in D2, whose neighbours include C2 and C3: Rix
 * walking down column C from C1 crosses C2 and, unless he stops there, C3.
 */

const passing = (rebels: Record<string, string>, orks: Record<string, string> = { krular: 'D2' }, hexsides: string[] = []) => {
  const t = table(OPEN_FIELD, { orks, rebels }, hexsides);
  return { module: t.module, state: phase(t.state, 'rebels', 'movement') };
};

describe('5.12.4 challenges', () => {
  test('WE-DN-40: one roll for one enemy; 7 nothing, 8 wounded, 10 killed', () => {
    const { module, state } = passing({ rix: 'C1', simon: 'J8' });
    const seven = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C3' }, [7]);
    expect(seven.rolls).toHaveLength(1);
    expect(seven.text).toContain('Challenge at C2: Rix passing Krular, d10 for the challenge: 7 (forced): no effect.');
    expect(seven.rolls[0]).toMatchObject({ table: '5.12.4 challenges', result: 'no effect' });
    const eight = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C3' }, [8]);
    expect(unit(eight.state, 'rix').wounds).toBe(1);
    const ten = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C3' }, [10]);
    expect(unit(ten.state, 'rix').dead).toBe(true);
    // Killed on the way, he stays where he fell.
    expect(at(ten.state, 'rix')).toBe('C2');
    expect(ten.text).toContain('Rix moves C1→C2 and falls in C2.');
  });

  test('WE-DN-44: a roll per enemy next to a crossed hex; none where the move ends', () => {
    const { module, state } = passing({ rix: 'C1', simon: 'J8' }, { krular: 'D2', azrog: 'B2' });
    const crossing = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C3' }, [1, 1]);
    expect(crossing.rolls.map((r) => r.label)).toEqual(['Challenge: Rix crossing C2, next to Krular', 'Challenge: Rix crossing C2, next to Azrog']);
    const stopping = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C2' });
    expect(stopping.rolls).toHaveLength(0);
  });

  test('armour and wounds modify both sides: armoured infiltrator -1, wounded opposer -2, armoured opposer +1', () => {
    const { module, state } = passing({ matt: 'C1', simon: 'J8' }, { ashrak: 'D2' });
    const hurt = patch(state, 'ashrak', { wounds: 1 });
    // -1 -2 +1 = -2: a 10 is 8, wounded; a 9 is 7, nothing.
    const ten = must(module, hurt, 'rebels', 'move', { unit: 'Matt', to: 'C3' }, [10]);
    expect(ten.rolls[0]).toMatchObject({ face: 10, total: 8, result: 'wounded' });
    expect(ten.rolls[0]!.modifiers).toEqual([
      { label: 'armoured', value: -1 },
      { label: 'opposer wounded', value: -2 },
      { label: 'opposer armoured', value: 1 },
    ]);
    const nine = must(module, hurt, 'rebels', 'move', { unit: 'Matt', to: 'C3' }, [9]);
    expect(nine.rolls[0]).toMatchObject({ total: 7, result: 'no effect' });
  });

  test('a wounded infiltrator adds 2, and a second wound kills him', () => {
    const { module, state } = passing({ rix: 'C1', simon: 'J8' });
    const hurt = patch(state, 'rix', { wounds: 1 });
    const r = must(module, hurt, 'rebels', 'move', { unit: 'Rix', to: 'C3' }, [6]);
    expect(r.rolls[0]).toMatchObject({ face: 6, total: 8, result: 'wounded' });
    expect(unit(r.state, 'rix').dead).toBe(true);
  });

  test('a wound on the way halves the MP left; he goes as far as they take him', () => {
    const { module, state } = passing({ rix: 'C1', simon: 'J8' });
    // C1 to C7 is 6 MP. Wounded while leaving C2 (1 spent, 7 left), he keeps 3: as far as C5.
    const r = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C7' }, [8, 1]);
    expect(r.text).toContain('Rix, wounded, has MP left only to reach C5.');
    expect(at(r.state, 'rix')).toBe('C5');
    expect(r.text).toContain('Rix moves C1→C2→C3→C4→C5 (4 MP; 0 left).');
  });

  test('only enemies able to attack the hex challenge: not the stunned, not through a wall', () => {
    const { module, state } = passing({ rix: 'C1', simon: 'J8' });
    const stunned = patch(state, 'krular', { stunned: true, stunnedInPlayerTurn: 0 });
    expect(must(module, stunned, 'rebels', 'move', { unit: 'Rix', to: 'C3' }).rolls).toHaveLength(0);
    const walled = passing({ rix: 'C1', simon: 'J8' }, { krular: 'D2' }, ['wall C2/D2']);
    expect(must(walled.module, walled.state, 'rebels', 'move', { unit: 'Rix', to: 'C3' }).rolls).toHaveLength(0);
  });

  test('an armoured enemy does not challenge a swimmer he could not follow into the water (2.45)', () => {
    const rows = [...OPEN_FIELD];
    rows[1] = '. . ~ . . . . . . .';
    const t = table(rows, { orks: { ashrak: 'D2' }, rebels: { rix: 'C1', simon: 'J8' } });
    const state = phase(t.state, 'rebels', 'movement');
    const r = act(t.module, state, 'rebels', 'move', { unit: 'Rix', to: 'C3', via: 'C2' });
    expect(r.error).toBeUndefined();
    expect(r.rolls).toHaveLength(0);
  });
});
