import { describe, expect, it } from 'vitest';
import { rereadCombat } from '../../../../src/engine/games/dragons-of-glory/combat/battle.ts';
import { tauntRoll, tauntWorks } from '../../../../src/engine/games/dragons-of-glory/combat/taunt.ts';
import { faces } from './counters.ts';

describe('Rule 10 kender taunt: a d6 of 4–6 forces the attack', () => {
  it('a 4 taunts: the stack must attack the kender alone, at −2', () => {
    const out = tauntRoll('Hylo Kender 1 at 2012b', 'Throtyl Hobgoblins 2 at 2011b', faces(4));
    expect(out.taunted).toBe(true);
    expect(out.roll).toMatchObject({ sides: 6, face: 4, table: 'DL11 Rule 10 kender taunt', result: 'taunted', purpose: 'the taunt' });
    expect(out.text).toBe('Hylo Kender 1 at 2012b taunts Throtyl Hobgoblins 2 at 2011b (d6 for the taunt: 4 (forced)): it must attack the kender at once, alone, at −2.');
    expect(rereadCombat(out.roll)).toBe('taunted');
  });
  it('a 3 is ignored', () => {
    const out = tauntRoll('Kender', 'Hobgoblins', faces(3));
    expect(out.taunted).toBe(false);
    expect(out.roll.result).toBe('ignored');
    expect(rereadCombat(out.roll)).toBe('ignored');
  });
  it('faces 1–3 fail, 4–6 taunt', () => {
    expect([1, 2, 3, 4, 5, 6].map(tauntWorks)).toEqual([false, false, false, true, true, true]);
  });
});
