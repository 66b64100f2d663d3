import { describe, expect, it } from 'vitest';
import { parseResultCode } from '../../../../src/engine/games/dragons-of-glory/combat/crt.ts';
import { applySideResult } from '../../../../src/engine/games/dragons-of-glory/combat/results.ts';
import { defender, dragon, leader, wizard } from './counters.ts';

const code = (c: string) => parseResultCode(c)!;

describe('Rule 7 results: E', () => {
  it('E eliminates every army, full or depleted, and leaves its leader to roll', () => {
    const out = applySideResult(code('E'), [defender('a', 4), defender('b', 2, { depleted: true }), leader('Lord', 2, { side: 'whitestone', hex: '1011a' })]);
    expect(out.losses).toEqual([
      { id: 'a', name: 'a', effects: ['eliminated'] },
      { id: 'b', name: 'b', effects: ['eliminated'] },
    ]);
    expect(out.leadersAtRisk).toEqual(['Lord']);
  });
});

describe('Rule 7 results: D', () => {
  it('D costs every army a step: the full one is depleted, the depleted one eliminated, the dragon eliminated', () => {
    const out = applySideResult(code('D'), [defender('a', 4), defender('b', 2, { depleted: true }), dragon('Gold', 5, { side: 'whitestone', hex: '1011a' })]);
    expect(out.losses).toEqual([
      { id: 'a', name: 'a', effects: ['depleted'] },
      { id: 'b', name: 'b', effects: ['eliminated'] },
      { id: 'Gold', name: 'Gold', effects: ['eliminated'] },
    ]);
    expect(out.leadersAtRisk).toEqual([]);
  });
  it('DR: every army loses a step, then the survivors retreat with their leader and wizard', () => {
    const out = applySideResult(code('DR'), [defender('a', 4), defender('b', 2, { depleted: true }), leader('Lord', 2, { side: 'whitestone', hex: '1011a' }), wizard('w', { side: 'whitestone', hex: '1011a' })]);
    expect(out.losses).toEqual([
      { id: 'a', name: 'a', effects: ['depleted', 'retreat'] },
      { id: 'b', name: 'b', effects: ['eliminated'] },
      { id: 'Lord', name: 'Lord', effects: ['retreat'] },
      { id: 'w', name: 'w', effects: ['retreat'] },
    ]);
  });
  it('D1: D, then one more step: two full armies are both depleted, then the weaker is eliminated', () => {
    const out = applySideResult(code('D1'), [defender('a', 4), defender('b', 3)]);
    expect(out.losses).toEqual([
      { id: 'a', name: 'a', effects: ['depleted'] },
      { id: 'b', name: 'b', effects: ['eliminated'] },
    ]);
  });
});

describe('Rule 7 results: numbered step losses', () => {
  it('1: one step, taken by default by the weakest full-strength army, which flips', () => {
    const out = applySideResult(code('1'), [defender('a', 6), defender('b', 3), defender('c', 1, { depleted: true })]);
    expect(out.losses).toEqual([{ id: 'b', name: 'b', effects: ['depleted'] }]);
  });
  it('2: two steps flip two full-strength armies before any army goes', () => {
    const out = applySideResult(code('2'), [defender('a', 6), defender('b', 3), defender('c', 1, { depleted: true })]);
    expect(out.losses).toEqual([
      { id: 'a', name: 'a', effects: ['depleted'] },
      { id: 'b', name: 'b', effects: ['depleted'] },
    ]);
  });
  it('2 with no full-strength army left: the weakest counters go, a depleted army before a stronger dragon', () => {
    const out = applySideResult(code('2'), [dragon('Red', 6, { side: 'whitestone', hex: '1011a' }), defender('c', 1, { depleted: true }), defender('d', 2, { depleted: true })]);
    expect(out.losses).toEqual([
      { id: 'c', name: 'c', effects: ['eliminated'] },
      { id: 'd', name: 'd', effects: ['eliminated'] },
    ]);
  });
  it('2 against a lone full-strength army: it flips, then goes', () => {
    const out = applySideResult(code('2'), [defender('a', 4), leader('Lord', 3, { side: 'whitestone', hex: '1011a' })]);
    expect(out.losses).toEqual([{ id: 'a', name: 'a', effects: ['eliminated'] }]);
    expect(out.leadersAtRisk).toEqual(['Lord']);
  });
  it('2 against a lone one-step counter: one step eliminates it, the other finds no army', () => {
    const out = applySideResult(code('2'), [dragon('Red', 6)]);
    expect(out.losses).toEqual([{ id: 'Red', name: 'Red', effects: ['eliminated'] }]);
    expect(out.unabsorbed).toBe(1);
  });
  it('the owner’s choice overrides the default: 2 taken by the strong army twice', () => {
    const out = applySideResult(code('2'), [defender('a', 6), defender('b', 3)], { absorb: ['a', 'a'] });
    expect(out.losses).toEqual([{ id: 'a', name: 'a', effects: ['eliminated'] }]);
  });
  it('a choice naming an army already gone passes to the next named, then to the default', () => {
    const out = applySideResult(code('2'), [defender('a', 6), defender('b', 3, { depleted: true })], { absorb: ['b', 'b'] });
    expect(out.losses).toEqual([
      { id: 'a', name: 'a', effects: ['depleted'] },
      { id: 'b', name: 'b', effects: ['eliminated'] },
    ]);
  });
  it('leaders and wizards take no steps: 1 falls on the army', () => {
    const out = applySideResult(code('1'), [leader('Lord', 3, { side: 'whitestone', hex: '1011a' }), wizard('w', { side: 'whitestone', hex: '1011a' }), defender('a', 4)]);
    expect(out.losses).toEqual([{ id: 'a', name: 'a', effects: ['depleted'] }]);
  });
});

describe('Rule 7 results: R', () => {
  it('2R: two steps, then every army still standing retreats', () => {
    const out = applySideResult(code('2R'), [defender('a', 6), defender('b', 3, { depleted: true })]);
    expect(out.losses).toEqual([
      { id: 'a', name: 'a', effects: ['depleted', 'retreat'] },
      { id: 'b', name: 'b', effects: ['eliminated'] },
    ]);
  });
  it('1R: one step and a retreat', () => {
    const out = applySideResult(code('1R'), [defender('a', 6)]);
    expect(out.losses).toEqual([{ id: 'a', name: 'a', effects: ['depleted', 'retreat'] }]);
  });
  it('a fortified city (or dwarven fortress) may ignore the R: the steps are still taken', () => {
    const out = applySideResult(code('1R'), [defender('a', 6)], { ignoreRetreat: true });
    expect(out.losses).toEqual([{ id: 'a', name: 'a', effects: ['depleted'] }]);
  });
  it('attackers from two hexes: the result falls on every attacking army; a leader in a hex emptied is at risk, one in a hex still held is not', () => {
    const out = applySideResult(code('D'), [
      defender('a', 4, { hex: '0101a' }),
      defender('b', 2, { depleted: true, hex: '0102a' }),
      leader('LA', 2, { hex: '0101a' }),
      leader('LB', 2, { hex: '0102a' }),
    ]);
    expect(out.losses).toEqual([
      { id: 'a', name: 'a', effects: ['depleted'] },
      { id: 'b', name: 'b', effects: ['eliminated'] },
    ]);
    expect(out.leadersAtRisk).toEqual(['LB']);
  });
  it('a wizard left with no army is listed for its owner to place again', () => {
    const out = applySideResult(code('E'), [defender('a', 4), wizard('w', { side: 'whitestone', hex: '1011a' })]);
    expect(out.wizardsLeft).toEqual(['w']);
  });
});

describe('Rule 7 results: -', () => {
  it('- changes nothing', () => {
    expect(applySideResult(code('-'), [defender('a', 4), leader('L', 2, { hex: '1011a' })])).toEqual({ losses: [], leadersAtRisk: [], wizardsLeft: [], unabsorbed: 0 });
  });
});
