import type { CharacterDef } from '../characters/character-def.ts';
import type { Counter } from '../values.ts';
import { counter } from '../values.ts';

/**
 * The two dragons of DN1 (4.3).
 *
 * The Baby Dragon is two hexes long and must be wounded three times to be killed: 40/20-10,
 * 30/15-8, 20/10-6, a ladder of three like a troll's.
 *
 * The Black Dragon is a cross of five hexes, each part with its own values and its own wound
 * counter. Its ladder is the body's (0/30-6, 0/20-5, 0/12-4): only body wounds slow it, and the
 * third body wound kills it. The head, the tail and each front claw have three steps of attack
 * and defence, the third with no defence left: head 75/40, 50/25, 30/0; tail 55/25, 35/15, 20/0;
 * each claw 35/20, 22/13, 15/0.
 */

export type DragonPart = 'head' | 'tail' | 'left-claw' | 'right-claw';
export const DRAGON_PARTS: readonly DragonPart[] = ['head', 'left-claw', 'right-claw', 'tail'];

/** "75/40": a part of the Black Dragon, which does not move by itself. */
function part(text: string): Counter {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new Error(`not a dragon part's value: ${text}`);
  return { attack: Number(m[1]), defence: Number(m[2]), armoured: false, move: 0 };
}

const CLAW = ['35/20', '22/13', '15/0'].map(part);

export const BLACK_DRAGON: CharacterDef = {
  id: 'black-dragon',
  name: 'Black Dragon',
  people: 'dragon',
  levels: ['0/30-6', '0/20-5', '0/12-4'].map(counter),
  traits: ['black-dragon'],
  shape: 'cross',
  parts: {
    head: ['75/40', '50/25', '30/0'].map(part),
    tail: ['55/25', '35/15', '20/0'].map(part),
    'left-claw': CLAW,
    'right-claw': CLAW,
  },
};

export const BABY_DRAGON: CharacterDef = {
  id: 'baby-dragon',
  name: 'Baby Dragon',
  people: 'dragon',
  levels: ['40/20-10', '30/15-8', '20/10-6'].map(counter),
  traits: ['baby-dragon'],
  shape: 'line',
};

export const DRAGON_CHARACTERS: readonly CharacterDef[] = [BLACK_DRAGON, BABY_DRAGON];
