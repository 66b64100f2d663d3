import { describe, expect, test } from 'vitest';
import { countRoll } from '../../../../src/engine/games/dragon-dice/rolls/count.ts';
import { splitMagic } from '../../../../src/engine/games/dragon-dice/rolls/magic.ts';
import type { RollContext } from '../../../../src/engine/games/dragon-dice/rolls/types.ts';
import type { Element } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import { die, testBook } from './book.ts';

/** GAPS B13 / SFR 11: a unit of two elements splits its magic; 1996 doubles the part on a colour the terrain has (FACTS §2.2). */
const book = testBook();
const wizard = (unit: string, face: number) => ({ unit, die: die(book, 'dwarf-wizard'), face });
const at = (type: string, elements: Element[], ruleset: RollContext['ruleset']): RollContext => ({
  kind: 'magic',
  ruleset,
  modifiers: [],
  terrain: { type, elements, eighth: null, eighthHeld: false },
});

describe('GAPS B13 / SFR 11: a Dwarf (earth, fire) making 4 magic may split it 4/0, 3/1…', () => {
  const v4 = at('flatland', ['air', 'earth'], 'v4');
  const count = countRoll(book, [wizard('w', 2)], v4);

  test('the count keeps the 4 under earth+fire; a 3/1 split gives 3 earth and 1 fire', () => {
    expect(count.magic).toEqual({ 'earth+fire': 4 });
    expect(splitMagic(count.magic, v4, { 'earth+fire': { earth: 3, fire: 1 } })).toEqual({ ok: true, value: { earth: 3, fire: 1 } });
    expect(splitMagic(count.magic, v4, { 'earth+fire': { fire: 4 } })).toEqual({ ok: true, value: { fire: 4 } });
  });

  test('a split that does not add up, names a foreign element, or is missing is refused with one line', () => {
    expect(splitMagic(count.magic, v4, { 'earth+fire': { earth: 3 } })).toEqual({ ok: false, error: 'the earth+fire magic is 4, but the split gives 3' });
    expect(splitMagic(count.magic, v4, { 'earth+fire': { earth: 2, water: 2 } })).toEqual({ ok: false, error: 'water is not one of earth+fire: split that magic between earth and fire' });
    expect(splitMagic(count.magic, v4, {})).toEqual({ ok: false, error: 'the 4 earth+fire magic must be split between earth and fire' });
  });
});

describe('FACTS 2.2 TSR magic (1996): the part spent as a colour the terrain has is doubled', () => {
  test('at a Flatland (air, earth) a Dwarf 4 split 3 earth / 1 fire is 6 earth and 1 fire', () => {
    const flat = at('flatland', ['air', 'earth'], '1996');
    const count = countRoll(book, [wizard('w', 2)], flat);
    expect(splitMagic(count.magic, flat, { 'earth+fire': { earth: 3, fire: 1 } })).toEqual({ ok: true, value: { earth: 6, fire: 1 } });
  });

  test('at a Highland (fire, earth) the whole 4 was doubled by the count: 8 to split, and not doubled again', () => {
    const high = at('highland', ['fire', 'earth'], '1996');
    const count = countRoll(book, [wizard('w', 2)], high);
    expect(count.magic).toEqual({ 'earth+fire': 8 });
    expect(splitMagic(count.magic, high, { 'earth+fire': { earth: 5, fire: 3 } })).toEqual({ ok: true, value: { earth: 5, fire: 3 } });
  });
});
