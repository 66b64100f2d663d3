import { SeededDice } from '../../../../src/engine/core/dice.ts';
import type { Combatant } from '../../../../src/engine/games/dragons-of-glory/combat/types.ts';

/** Counters for the combat tests: a plain army unless told otherwise. */
export function army(id: string, strength: number, more: Partial<Combatant> = {}): Combatant {
  return {
    id,
    name: id,
    kind: 'infantry',
    race: 'human',
    nation: 'test',
    side: 'highlord',
    strength,
    depleted: false,
    canDeplete: true,
    hex: '1010a',
    ...more,
  };
}

export const attacker = (id: string, strength: number, more: Partial<Combatant> = {}) => army(id, strength, { side: 'highlord', hex: '1010a', ...more });
export const defender = (id: string, strength: number, more: Partial<Combatant> = {}) => army(id, strength, { side: 'whitestone', hex: '1011a', ...more });
export const leader = (id: string, rating: number, more: Partial<Combatant> = {}) => army(id, rating, { kind: 'leader', canDeplete: false, ...more });
export const wizard = (id: string, more: Partial<Combatant> = {}) => army(id, 0, { kind: 'wizard', canDeplete: false, race: 'none', ...more });
export const dragon = (id: string, strength: number, more: Partial<Combatant> = {}) => army(id, strength, { kind: 'dragon', race: 'dragon', canDeplete: false, ...more });

/** Dice that show these faces, in order (the seeded stream past them). */
export const faces = (...list: number[]) => new SeededDice('dragons-of-glory combat test', 0, list);
