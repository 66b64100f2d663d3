import type { CharacterDef } from '../characters/character-def.ts';
import type { Unit } from '../state.ts';
import { counter } from '../values.ts';

/**
 * The spirits a caster calls up (3.55), as characters: 4 Living Dead, 15/9-6, who move
 * normally, and 2 Gargoyles, 12/6-10, who fly. Neither can be stunned, wounded or killed: every
 * such result becomes a retreat. They have no stunned side and one rung on the wound ladder.
 */

export const LIVING_DEAD: CharacterDef = { id: 'living-dead', name: 'Living Dead', people: 'spirit', levels: [counter('15/9-6')], traits: ['spirit'] };
export const GARGOYLE: CharacterDef = { id: 'gargoyle', name: 'Gargoyle', people: 'spirit', levels: [counter('12/6-10')], traits: ['spirit', 'flies'] };
export const SPIRIT_CHARACTERS: readonly CharacterDef[] = [LIVING_DEAD, GARGOYLE];

export function isSpirit(unit: Unit): boolean {
  return unit.character === LIVING_DEAD.id || unit.character === GARGOYLE.id;
}
