import { describe, expect, it } from 'vitest';
import { loadBook } from '../book.ts';

/** The game's own data files, read as the app reads them, checked against the rules' facts. */
const book = loadBook();

describe('Dragon Dice data: spells (FACTS §2.2)', () => {
  // FACTS §2.2's table: element, cost, castable from reserves.
  const table: Array<[string, string, number, boolean]> = [
    ['Hailstorm', 'air', 2, false], ['Wind Walk', 'air', 4, true], ['Lightning Strike', 'air', 6, false],
    ['Palsy', 'death', 2, false], ['Finger of Death', 'death', 4, false], ['Soiled Ground', 'death', 6, false],
    ['Stone Skin', 'earth', 2, true], ['Path', 'earth', 4, true], ['Transmute Rock to Mud', 'earth', 6, false],
    ['Ash Storm', 'fire', 2, false], ['Fiery Weapon', 'fire', 4, true], ['Dancing Lights', 'fire', 6, false],
    ['Watery Double', 'water', 2, true], ['Flash Flood', 'water', 4, false], ['Wall of Fog', 'water', 6, false],
    ['Resurrect Dead', 'elemental', 3, true], ['Summon Dragonkin', 'elemental', 3, false], ['Summon Dragon', 'elemental', 7, false], ['Summon White Dragon', 'elemental', 14, false],
  ];

  it('the v4 basic spells have the table\'s element, cost and R, in both rulesets', () => {
    const v4 = [...book.spells.values()].filter((s) => s.rulesets.includes('v4'));
    expect(v4.map((s) => [s.name, s.element, s.cost, s.reserve]).sort()).toEqual([...table].sort());
    for (const s of v4) expect([s.name, s.rulesets]).toEqual([s.name, ['v4', '1996']]);
  });

  it('the seed\'s Wall of Ice is the 1996 ruleset\'s alone, with an effect of our own (marked invented)', () => {
    const wall = book.spells.get('wall-of-ice')!;
    expect([wall.rulesets, wall.source]).toEqual([['1996'], 'invented']);
  });

  it('the cantrip spells are the ones TS marks: Hailstorm, Palsy, Stone Skin, Ash Storm, Watery Double', () => {
    expect([...book.spells.values()].filter((s) => s.cantrip).map((s) => s.name).sort()).toEqual(['Ash Storm', 'Hailstorm', 'Palsy', 'Stone Skin', 'Watery Double']);
  });
});
