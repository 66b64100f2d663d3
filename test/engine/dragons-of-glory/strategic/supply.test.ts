import { describe, expect, it } from 'vitest';
import { checkSupply, inSupply } from '../../../../src/engine/games/dragons-of-glory/strategic/supply.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import type { Side } from '../../../../src/engine/games/dragons-of-glory/units.ts';
import { ally, put, testMap, testState, testWorld } from './fixture.ts';

// Solanthus (west) and Caergoth (east) split by a range with one pass at 0403a; West Keep is
// Solanthus's fortress, the east has only an open city.
const RANGE = `
map: supply-test
size: 8x5
terrain:
01 . . . m . . . .
02  . . . m . . . .
03 . . . p . . . .
04  . . . m . . . .
05 . . . m . . . .
nations:
01 s s s s c c c c
02  s s s s c c c c
03 s s s s c c c c
04  s s s s c c c c
05 s s s s c c c c
nation-codes:
  s solanthus
  c caergoth
places:
  west-keep 0103a fortress capital=solanthus "West Keep"
  east-town 0703a city capital=caergoth "East Town"
`;

const world = testWorld(testMap(RANGE));
const knights = ['solanthus-knights-1', 'solanthus-knights-2'];

/** Two Solanthus knight armies at 0603a, east of the pass, the second on its depleted side; Throtyl fights for HL. */
function cutOffCandidate(): DogState {
  let state = ally(ally(testState(world, 8), 'whitestone', 'solanthus', 'caergoth'), 'highlord', 'throtyl');
  state = put(state, world, '0603a', ...knights);
  return { ...state, units: { ...state.units, 'solanthus-knights-2': { ...state.units['solanthus-knights-2']!, depleted: true } } };
}
const supplied = (state: DogState, label: string, side: Side = 'whitestone', winter = false) => inSupply(state, world, side, world.map.parse(label)!, winter);
const run = (state: DogState, options = {}) => {
  const r = checkSupply(state, world, 'whitestone', options);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('DRAGON #107 supply', () => {
  it('DRAGON supply: a stack traces a path of any length over land to a friendly fortress, through a pass', () => {
    const state = cutOffCandidate();
    expect(supplied(state, '0603a')).toBe(true);
    expect(run(state).events).toEqual([]);
  });

  it('DRAGON supply: a stack of two cut off loses one army, the owner keeping the strongest by default', () => {
    const state = put(cutOffCandidate(), world, '0403a', 'throtyl-hobgoblins-1'); // the enemy in the pass
    expect(supplied(state, '0603a')).toBe(false);
    const { state: next, events } = run(state);
    expect(next.units['solanthus-knights-1']!.at).not.toBeNull();
    expect(next.units['solanthus-knights-2']).toEqual({ id: 'solanthus-knights-2', at: null, off: 'pool', depleted: true });
    expect(next.lost.whitestone).toBe(3);
    expect(events.map((e) => e.text)).toEqual(['Out of supply at 0603a: Solanthus Knights 2 goes to the pool; Solanthus Knights 1 stays.']);
    expect(state.units['solanthus-knights-2']!.at).not.toBeNull();
  });

  it('DRAGON supply: the owner chooses which army stays', () => {
    const state = put(cutOffCandidate(), world, '0403a', 'throtyl-hobgoblins-1');
    const { state: next } = run(state, { keep: { '0603A': 'solanthus-knights-2' } });
    expect(next.units['solanthus-knights-1']!.off).toBe('pool');
    expect(next.units['solanthus-knights-2']!.at).not.toBeNull();
    expect(checkSupply(state, world, 'whitestone', { keep: { '0603a': 'throtyl-hobgoblins-1' } })).toEqual({
      ok: false,
      error: '0603a holds no army "throtyl-hobgoblins-1" of the Whitestone: solanthus-knights-1, solanthus-knights-2.',
    });
  });

  it('DRAGON supply: no path through a hex next to an enemy, unless a friendly unit stands in it', () => {
    const state = put(cutOffCandidate(), world, '0302a', 'throtyl-hobgoblins-1'); // next to the pass and the hex west of it
    expect(supplied(state, '0603a')).toBe(false);
    const held = ally(put(state, world, '0403a', 'ariakas'), 'whitestone', 'dragonarmy'); // a friendly leader in the pass
    expect(supplied(held, '0603a')).toBe(true);
  });

  it('DRAGON supply: an enemy across a mountain side is not next to the path', () => {
    const state = put(cutOffCandidate(), world, '0402a', 'throtyl-hobgoblins-1'); // on the range above the pass
    expect(supplied(state, '0603a')).toBe(true);
  });

  it('DRAGON supply: no path across mountain sides but through a pass; none through a pass in winter', () => {
    const state = cutOffCandidate();
    expect(supplied(state, '0603a', 'whitestone', true)).toBe(false);
    const closed = testWorld(testMap(RANGE.replace('03 . . . p', '03 . . . m')));
    expect(inSupply(state, closed, 'whitestone', closed.map.parse('0603a')!)).toBe(false);
  });

  it("DRAGON supply: an open city is no source; the stack's own fortress is", () => {
    const state = put(cutOffCandidate(), world, '0403a', 'throtyl-hobgoblins-1');
    expect(supplied(state, '0703a')).toBe(false); // in East Town, an open city
    expect(supplied(put(state, world, '0103a', ...knights), '0103a')).toBe(true);
  });

  it('DRAGON supply: a lone army forages; leaders and air armies make no stack', () => {
    let state = put(cutOffCandidate(), world, '0403a', 'throtyl-hobgoblins-1');
    state = { ...state, units: { ...state.units, 'solanthus-knights-2': { id: 'solanthus-knights-2', at: null, off: 'pool', depleted: false } } };
    state = put(ally(state, 'whitestone', 'blode'), world, '0603a', 'blode-griffons-1');
    expect(run(state).events).toEqual([]);
  });

  it('DRAGON supply: a place the enemy holds supplies no one', () => {
    const state: DogState = { ...put(cutOffCandidate(), world, '0103a', ...knights), held: { 'west-keep': 'highlord' } };
    expect(supplied(state, '0103a')).toBe(false);
  });
});
