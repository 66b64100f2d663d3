import { describe, expect, it } from 'vitest';
import { choiceFault, defaultChoice, onlyChoice, type Candidate } from '../../../../src/engine/games/dragon-dice/actions/casualties.ts';

const u = (id: string, health: number, die = id.replace(/\d+$/, '')): Candidate => ({ id, die, name: die, health });
const ids = (list: readonly Candidate[] | null) => list?.map((c) => c.id) ?? null;

describe('casualties by health-worth (SFR 11, GAPS B7)', () => {
  const army = [u('rare1', 3), u('mid1', 2), u('small1', 1), u('small2', 1)];

  it('a choice takes at most the damage, and stops only when what is left kills no other unit', () => {
    expect(choiceFault(3, army, [army[0]!])).toBeNull();
    expect(choiceFault(3, army, [army[1]!, army[2]!])).toBeNull();
    // 1 + 1 leaves 1 damage, which kills neither the 2 nor the 3: legal, the 1 is lost.
    expect(choiceFault(3, army, [army[2]!, army[3]!])).toBeNull();
    expect(choiceFault(3, army, [army[2]!])).toBe('not enough health-worth: 2 damage is left, enough to kill mid (2), small (1).');
    expect(choiceFault(2, army, [army[0]!])).toMatch(/^3 health-worth is more than the 2 damage/);
    // 2 damage left against units of 3 health alone is lost.
    expect(choiceFault(2, [u('rare1', 3)], [])).toBeNull();
  });

  it('the default for the army\'s owner loses the least health-worth, then the fewest units', () => {
    // 3 damage: the two 1s (2 health-worth, the 1 left kills nothing) before the 3 or the 2 + 1.
    expect(ids(defaultChoice(3, army, 'cheapest'))).toEqual(['small1', 'small2']);
    expect(ids(defaultChoice(3, [u('small1', 1), u('small2', 1), u('small3', 1), u('rare1', 3)], 'cheapest'))).toEqual(['rare1']);
    expect(ids(defaultChoice(2, army, 'cheapest'))).toEqual(['mid1']);
    expect(ids(defaultChoice(3, [u('mid1', 2), u('mid2', 2), u('rare1', 3)], 'cheapest'))).toEqual(['mid1']);
    // An attacker choosing targets (a burial) takes the most it may: 3 of 3 rather than 2.
    expect(ids(defaultChoice(3, [u('mid1', 2), u('mid2', 2), u('rare1', 3)], 'dearest'))).toEqual(['rare1']);
  });

  it('asks nobody when only one choice is legal or the units it may take are alike', () => {
    expect(ids(onlyChoice(7, army))).toEqual(['small1', 'small2', 'mid1', 'rare1']);
    expect(ids(onlyChoice(0, army))).toEqual([]);
    expect(ids(onlyChoice(1, [u('small1', 1), u('small2', 1), u('rare1', 3)]))).toEqual(['small1']);
    expect(onlyChoice(1, [u('small1', 1), u('other1', 1), u('rare1', 3)])).toBeNull();
    expect(onlyChoice(2, army)).toBeNull();
  });
});
