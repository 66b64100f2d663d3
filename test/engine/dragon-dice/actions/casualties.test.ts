import { describe, expect, it } from 'vitest';
import { choiceFault, coverable, defaultChoice, onlyChoice, type Candidate } from '../../../../src/engine/games/dragon-dice/actions/casualties.ts';

const u = (id: string, health: number, die = id.replace(/\d+$/, '')): Candidate => ({ id, die, name: die, health });
const ids = (list: readonly Candidate[] | null) => list?.map((c) => c.id) ?? null;

describe('casualties by health-worth (SFR 11; its rules reference: cover the damage if possible, never exceed it)', () => {
  const army = [u('rare1', 3), u('mid1', 2), u('small1', 1), u('small2', 1)];

  it('a choice kills as much health-worth as the damage can cover, never more', () => {
    expect(coverable(3, army)).toBe(3);
    expect(choiceFault(3, army, [army[0]!])).toBeNull();
    expect(choiceFault(3, army, [army[1]!, army[2]!])).toBeNull();
    expect(choiceFault(3, army, [army[2]!, army[3]!])).toBe('not enough health-worth: 3 damage must kill 3 health-worth, and 2 are named.');
    expect(choiceFault(2, army, [army[0]!])).toMatch(/^3 health-worth is more than the 2 damage/);
    // 3 damage against two 2s covers only 2: one of them dies and 1 is lost.
    expect(coverable(3, [u('mid1', 2), u('mid2', 2)])).toBe(2);
    // 2 damage against a 3 alone covers nothing: nobody dies.
    expect(choiceFault(2, [u('rare1', 3)], [])).toBeNull();
  });

  it("the default for the army's owner loses its smallest units first; an attacker's targets, the largest", () => {
    // 3 damage: the 2 and a 1 rather than the 3.
    expect(ids(defaultChoice(3, army, 'cheapest'))).toEqual(['small1', 'mid1']);
    expect(ids(defaultChoice(3, [u('small1', 1), u('small2', 1), u('small3', 1), u('rare1', 3)], 'cheapest'))).toEqual(['small1', 'small2', 'small3']);
    expect(ids(defaultChoice(3, [u('small1', 1), u('small2', 1), u('small3', 1), u('rare1', 3)], 'dearest'))).toEqual(['rare1']);
    expect(ids(defaultChoice(4, [u('mid1', 2), u('mid2', 2), u('rare1', 3)], 'cheapest'))).toEqual(['mid1', 'mid2']);
  });

  it('asks nobody when only one choice is legal or the units it may take are alike', () => {
    expect(ids(onlyChoice(7, army))).toEqual(['small1', 'small2', 'mid1', 'rare1']);
    expect(ids(onlyChoice(0, army))).toEqual([]);
    expect(ids(onlyChoice(3, [u('mid1', 2), u('mid2', 2), u('rare1', 3)]))).toEqual(['rare1']);
    expect(ids(onlyChoice(1, [u('small1', 1), u('small2', 1), u('rare1', 3)]))).toEqual(['small1']);
    expect(onlyChoice(1, [u('small1', 1), u('other1', 1), u('rare1', 3)])).toBeNull();
    expect(onlyChoice(2, army)).toBeNull();
  });
});
