import { describe, expect, test } from 'vitest';
import { botBuild } from '../../../../src/engine/games/dragon-dice/bot/build.ts';
import { ARMIES, checkBuild } from '../../../../src/engine/games/dragon-dice/setup/build.ts';
import { armyCap, dragonsFor, poolOf } from '../../../../src/engine/games/dragon-dice/setup/forces.ts';
import { book } from '../flow/fixtures.ts';

const health = (id: string) => book.units.get(id)!.health;
const points = (ids: readonly string[]) => ids.reduce((n, id) => n + health(id), 0);

describe("the bot's army build (SFR 8; FAQ Set-up B)", () => {
  test.each([
    [15, 'v4'],
    [15, '1996'],
    [24, 'v4'],
    [24, '1996'],
    [36, 'v4'],
    [36, '1996'],
  ] as const)('a %i-point force under %s: legal by the set-up\'s own check', (force, ruleset) => {
    const build = botBuild(book, force);
    expect(checkBuild(book, ruleset, force, build)).toEqual({ ok: true, value: build });
    // SFR 8: no army over half the force; the three come to the force; one dragon per 24 points or part.
    for (const army of ARMIES) expect(points(build[army])).toBeLessThanOrEqual(armyCap(force));
    expect(ARMIES.reduce((n, a) => n + points(build[a]), 0)).toBe(force);
    expect(build.dragons).toHaveLength(dragonsFor(force));
    // FAQ Set-up B1: home and campaign of one species each (what 1996 requires, kept under v4 too).
    for (const army of ['home', 'campaign'] as const) expect(new Set(build[army].map((id) => book.units.get(id)!.species)).size).toBe(1);
  });

  test('the strongest dice: each army takes its largest-health dice first, so it fields as few dice as its points allow', () => {
    const build = botBuild(book, 24);
    for (const army of ARMIES) {
      const p = points(build[army]);
      // With five dice of each health a species, the fewest dice for p points is p/3 rounded up.
      expect(build[army].length).toBe(Math.ceil(p / 3));
    }
    // Its dragons are the pool's healthiest.
    const best = Math.max(...poolOf(book).dragons.map((d) => d.health));
    expect(build.dragons.every((id) => book.dragons.get(id)!.health === best)).toBe(true);
  });

  test('its home terrain and frontier share an element with the species of its home and campaign armies', () => {
    const build = botBuild(book, 15);
    const elementsOf = (army: 'home' | 'campaign') => book.species.get(book.units.get(build[army][0]!)!.species)!.elements;
    const terrainElements = (id: string) => book.terrainTypes.get(book.terrains.get(id)!.type)!.elements;
    expect(terrainElements(build.homeTerrain).some((e) => elementsOf('home').includes(e))).toBe(true);
    expect(terrainElements(build.frontier).some((e) => elementsOf('campaign').includes(e))).toBe(true);
  });
});
