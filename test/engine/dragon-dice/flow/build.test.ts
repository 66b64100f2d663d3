import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { checkBuild, randomBuild, type Build } from '../../../../src/engine/games/dragon-dice/setup/build.ts';
import { armyCap, dragonsFor } from '../../../../src/engine/games/dragon-dice/setup/forces.ts';
import { book } from './fixtures.ts';

/** Dice of one species adding up to `points`: 3-health first, then 2, then 1 (a species has 5 of each, monsters aside). */
function dice(species: string, points: number, skip: string[] = []): string[] {
  const out: string[] = [];
  let left = points;
  for (const h of [3, 2, 1]) {
    for (const u of book.units.values()) {
      if (u.species === species && u.class !== 'monster' && u.health === h && left >= h && !skip.includes(u.id) && !out.includes(u.id)) {
        out.push(u.id);
        left -= h;
      }
    }
  }
  if (left !== 0) throw new Error(`cannot make ${points} of ${species}`);
  return out;
}

function build(home: string[], horde: string[], campaign: string[], dragons: string[]): Build {
  return { home, horde, campaign, dragons, homeTerrain: 'highland-city', frontier: 'swampland-city' };
}

describe('SFR 8 and GAPS B12: dragons per force size', () => {
  test.each([
    [15, 1],
    [24, 1],
    [30, 2],
    [36, 2],
    [60, 3],
  ])('a %i-point force brings %i dragon(s): one per 24 points or part', (force, n) => {
    expect(dragonsFor(force)).toBe(n);
  });
});

describe('GAPS B13: a 15-point force', () => {
  test('no army over 7 points, 1 dragon', () => {
    expect(armyCap(15)).toBe(7);
    const home = dice('dwarves', 5);
    const campaign = dice('goblins', 5);
    const horde = dice('dwarves', 5, home);
    expect(checkBuild(book, 'v4', 15, build(home, horde, campaign, ['red-drake'])).ok).toBe(true);
    // 8 points in one army, 7 and 0 … the refusal names the cap.
    const big = dice('dwarves', 8);
    const small = dice('goblins', 3);
    const refused = checkBuild(book, 'v4', 15, build(big, dice('dwarves', 4, big), small, ['red-drake']));
    expect(refused).toEqual({ ok: false, error: 'Your home army is 8 points: in a 15-point force no army may have more than 7.' });
    const twoDragons = checkBuild(book, 'v4', 15, build(home, horde, campaign, ['red-drake', 'green-drake']));
    expect(twoDragons.ok ? '' : twoDragons.error).toBe('You bring 2 dragons: a 15-point force brings 1 (one per 24 points or part).');
  });
});

describe('GAPS B13: a 36-point force', () => {
  test('2 dragons, cap 18', () => {
    expect(armyCap(36)).toBe(18);
    const home = dice('dwarves', 18);
    const campaign = dice('goblins', 12);
    const horde = dice('goblins', 6, campaign);
    expect(checkBuild(book, 'v4', 36, build(home, horde, campaign, ['red-drake', 'green-drake'])).ok).toBe(true);
    const home19 = dice('dwarves', 19);
    const over = checkBuild(book, 'v4', 36, build(home19, dice('goblins', 5), dice('goblins', 12, dice('goblins', 5)), ['red-drake', 'green-drake']));
    expect(over.ok ? '' : over.error).toBe('Your home army is 19 points: in a 36-point force no army may have more than 18.');
    const oneDragon = checkBuild(book, 'v4', 36, build(home, horde, campaign, ['red-drake']));
    expect(oneDragon.ok ? '' : oneDragon.error).toContain('a 36-point force brings 2');
  });
});

describe('FAQ Set-up B: three armies, each at least one unit, the whole force', () => {
  test('an empty army is refused', () => {
    const r = checkBuild(book, 'v4', 15, build(dice('dwarves', 7), [], dice('goblins', 7), ['red-drake']));
    expect(r.ok ? '' : r.error).toBe('Your horde has no unit: each of the three armies needs at least one.');
  });
  test('the armies must come to the force exactly', () => {
    const home = dice('dwarves', 5);
    const r = checkBuild(book, 'v4', 15, build(home, dice('dwarves', 4, home), dice('goblins', 5), ['red-drake']));
    expect(r.ok ? '' : r.error).toBe('Your three armies come to 14 points: the force is 15.');
  });
  test('a die used twice is refused', () => {
    const home = dice('dwarves', 5);
    const r = checkBuild(book, 'v4', 15, build(home, home, dice('goblins', 5), ['red-drake']));
    expect(r.ok ? '' : r.error).toMatch(/is in your build twice/);
  });
  test('a die not in the pool is refused, naming what is allowed', () => {
    const r = checkBuild(book, 'v4', 15, build(['dwarf-footman-x'], dice('dwarves', 7), dice('goblins', 7), ['red-drake']));
    expect(r.ok ? '' : r.error).toMatch(/^dwarf-footman-x is not a unit die you may build with: /);
    // FACTS §2.4: the four TSR base races, no monsters.
    const monster = checkBuild(book, 'v4', 15, build(['dwarf-behemoth', 'dwarf-footman'], dice('dwarves', 5, ['dwarf-footman']), dice('goblins', 5), ['red-drake']));
    expect(monster.ok ? '' : monster.error).toMatch(/^dwarf-behemoth is not a unit die you may build with/);
    const kicker = checkBuild(book, 'v4', 15, build(dice('amazons', 5), dice('dwarves', 5), dice('goblins', 5), ['red-drake']));
    expect(kicker.ok ? '' : kicker.error).toMatch(/^amazon-.* is not a unit die you may build with/);
  });
});

describe('FAQ Set-up B1 (1996): home and campaign armies each of one species, the horde any mix', () => {
  const mixed = [...dice('dwarves', 3), ...dice('goblins', 3)];
  const campaign = dice('goblins', 5, mixed);
  const horde = dice('dwarves', 4, mixed);
  test('a mixed home army is refused under either ruleset (the seed\'s ruling, kept in the v4 default: issue 15)', () => {
    for (const ruleset of ['1996', 'v4'] as const) {
      const r = checkBuild(book, ruleset, 15, build(mixed, horde, campaign, ['red-drake']));
      expect(r.ok ? '' : r.error).toBe('Your home army mixes Dwarves and Goblins: the home and campaign armies are each of one species (the horde may mix).');
    }
  });
  test('1996 lets the horde mix', () => {
    const home = dice('dwarves', 5);
    const hordeMix = [...dice('dwarves', 2, home), ...dice('goblins', 3)];
    expect(checkBuild(book, '1996', 15, build(home, hordeMix, dice('goblins', 5, hordeMix), ['red-drake'])).ok).toBe(true);
  });
});

describe('the terrains and dragons a player may bring', () => {
  const ok15 = () => build(dice('dwarves', 5), dice('dwarves', 5, dice('dwarves', 5)), dice('goblins', 5), ['red-drake']);
  test('an advanced eighth face is the frontier\'s only (SFR 15)', () => {
    const home = checkBuild(book, 'v4', 15, { ...ok15(), homeTerrain: 'highland-vortex' });
    expect(home.ok ? '' : home.error).toMatch(/^highland-vortex is not a home terrain: /);
    expect(checkBuild(book, 'v4', 15, { ...ok15(), frontier: 'highland-vortex' }).ok).toBe(true);
  });
  test('a white dragon is not brought in this version', () => {
    const white = checkBuild(book, 'v4', 15, { ...ok15(), dragons: ['white-drake'] });
    expect(white.ok ? '' : white.error).toMatch(/^white-drake is not a dragon you may bring: /);
  });
});

describe('the deadline default: a random legal build from the pool', () => {
  test.each([15, 24, 30, 36, 60])('a %i-point random build is legal under the 1996 rules, for many seeds', (force) => {
    for (let seed = 0; seed < 25; seed++) {
      const drawn = randomBuild(book, force, {}, new SeededDice(`random-${force}-${seed}`, 0));
      const checked = checkBuild(book, '1996', force, drawn);
      expect(checked.ok ? 'ok' : checked.error).toBe('ok');
    }
  });
  test('what the player named is kept', () => {
    const drawn = randomBuild(book, 15, { homeTerrain: 'coastland-city', dragons: ['black-drake'] }, new SeededDice('kept', 0));
    expect(checkBuild(book, 'v4', 15, drawn).ok).toBe(true);
    expect(drawn.homeTerrain).toBe('coastland-city');
    expect(drawn.dragons).toEqual(['black-drake']);
  });
});

describe('the dice option (SFR 3: a unit, monsters too, is worth its health in points)', () => {
  test('dice=all builds with every species and its monsters: a Troll is 4 points; the base pool refuses it in one line', () => {
    // 4 + the Troll's 4, 8 and 8: the 24 points, no army over 12.
    const home = [...dice('goblins', 4), 'goblin-troll'];
    const horde = dice('dwarves', 8);
    const campaign = dice('treefolk', 8);
    const all = checkBuild(book, 'v4', 24, build(home, horde, campaign, ['red-drake']), 'all');
    expect(all.ok).toBe(true);
    const base = checkBuild(book, 'v4', 24, build(home, horde, campaign, ['red-drake']));
    expect(base.ok ? '' : base.error).toBe('goblin-troll is not a unit die you may build with: the non-monster dice of the Coral Elves, Dwarves, Goblins and Lava Elves (by id, like coral-elf-archer).');
  });
});
