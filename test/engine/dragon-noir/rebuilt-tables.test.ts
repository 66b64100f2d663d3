import { describe, expect, test } from 'vitest';
import type { Weapon } from '../../../src/engine/games/dragon-noir/characters/characters.ts';
import {
  challengeResult,
  footResult,
  footShot,
  horseJump,
  jumpDown,
  mountedResult,
  mountedShot,
  terrainShift,
  type CoverColumn,
} from '../../../src/engine/games/dragon-noir/tables.ts';

/**
 * Every cell of the game-aid tables whose extraction was damaged, against the checklist's
 * reconstruction (CHECKLIST.md 1.13 a-h), transcribed here as the checklist prints them.
 */

const grid = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));

describe('1.13 (a) 5.11.3 shooting at mounted characters, cell by cell', () => {
  // Columns: crossbow die, longbow die, shortbow die, none, light, medium.
  const TABLE = grid(`
    1  -  -  F E D
    2  1  -  E D C
    3  2  1  D C B
    4  3  2  C B A
    5  4  3  B A -
    6  5  4  A - -
    7+ 6+ 5+ - - -
  `);
  const covers: CoverColumn[] = ['none', 'light', 'medium'];
  const weapons: Weapon[] = ['crossbow', 'longbow', 'shortbow'];
  for (const row of TABLE) {
    weapons.forEach((weapon, w) => {
      const label = row[w]!;
      if (label === '-') return;
      const die = parseInt(label, 10);
      test(`${weapon} ${label}: ${covers.map((c, i) => `${c} ${row[3 + i]}`).join(', ')}`, () => {
        const dice = label.endsWith('+') ? [die, die + 1, die + 4] : [die];
        for (const d of dice) covers.forEach((cover, i) => expect(mountedShot(weapon, d, cover)).toBe(row[3 + i]));
      });
    });
  }

  test('a die below the first row reads the first row (ruling 145); no heavy column for a rider', () => {
    expect(mountedShot('crossbow', 0, 'none')).toBe('F');
    expect(mountedShot('crossbow', -2, 'light')).toBe('E');
    expect(mountedShot('crossbow', 1, 'heavy')).toBe('-');
  });

  test('WE-DN-52: crossbow 1 in the open F; crossbow 4 light B; longbow 2+1 light B; shortbow 1 in the open D', () => {
    expect(mountedShot('crossbow', 1, 'none')).toBe('F');
    expect(mountedShot('crossbow', 4, 'light')).toBe('B');
    expect(mountedShot('longbow', 3, 'light')).toBe('B');
    expect(mountedShot('shortbow', 1, 'none')).toBe('D');
  });
});

describe('1.13 (b) 5.11.4 shooting at characters on foot, cell by cell', () => {
  // Columns: crossbow die, longbow die, shortbow die, none, light, medium, heavy.
  const TABLE = grid(`
    1  -  -  C C C B
    2  1  -  C C B A
    3  2  1  C B B A
    4  3  2  B B A -
    5  4  3  B A A -
    6  5  4  A A A -
    7  6  5  - - - -
    8+ 7+ 6+ - - - -
  `);
  const covers: CoverColumn[] = ['none', 'light', 'medium', 'heavy'];
  const weapons: Weapon[] = ['crossbow', 'longbow', 'shortbow'];
  for (const row of TABLE) {
    weapons.forEach((weapon, w) => {
      const label = row[w]!;
      if (label === '-') return;
      const die = parseInt(label, 10);
      test(`${weapon} ${label}: ${covers.map((c, i) => `${c} ${row[3 + i]}`).join(', ')}`, () => {
        const dice = label.endsWith('+') ? [die, die + 1, die + 4] : [die];
        for (const d of dice) covers.forEach((cover, i) => expect(footShot(weapon, d, cover)).toBe(row[3 + i]));
      });
    });
  }

  test('the alternative reading (option footShotRow7: hits) puts A in none and light on row 7 only', () => {
    expect(['none', 'light', 'medium', 'heavy'].map((c) => footShot('crossbow', 7, c as CoverColumn, true))).toEqual(['A', 'A', '-', '-']);
    expect(footShot('longbow', 6, 'none', true)).toBe('A');
    expect(footShot('shortbow', 5, 'light', true)).toBe('A');
    expect(footShot('crossbow', 8, 'none', true)).toBe('-');
    expect(footShot('crossbow', 6, 'none', true)).toBe('A');
  });

  test('WE-DN-49, WE-DN-50, WE-DN-53', () => {
    expect(footShot('crossbow', 4, 'light')).toBe('B');
    expect(footShot('shortbow', 3, 'none')).toBe('B');
    expect(footShot('crossbow', 4, 'none')).toBe('B');
  });
});

describe('1.13 (c) 5.14.1 combat against mounted characters, cell by cell', () => {
  const TABLE = grid(`
    1 C C C B B A - - - -
    2 D C C C B A - - - -
    3 D D C C C B A - - -
    4 E D D C C C B A - -
    5 E E D D C C C B A -
    6 F E E D D C C C B B
    7 F F E E D D C C C B
    8 G F F E E D D C C C
    9 G G F F E E D D C C
    10 H G G F F E E D D C
    11 H H G G F F E E D D
    12 H H H G G F F E E D
  `);
  for (const [odds, ...cells] of TABLE) {
    test(`${odds}-1: ${cells.join(' ')}`, () => {
      expect(cells.map((_, i) => mountedResult(Number(odds), i + 1))).toEqual(cells);
    });
  }
});

describe('1.13 (d) 5.14.2 combat against foot characters, cell by cell', () => {
  const TABLE = grid(`
    1 D C C B B A - - - -
    2 E D C C C B B A - -
    3 E D D C C C C B A -
    4 E E D D C C C C B B
    5 F E E D D C C C C B
    6 F F E E D D C C C C
    7 F F E E E D D C C C
    8 F F F E E E D D C C
    9 F F F F E E E D D C
    10 F F F F F E E E D D
    11 F F F F F F E E E D
    12 F F F F F F F F E E
  `);
  for (const [odds, ...cells] of TABLE) {
    test(`${odds}-1: ${cells.join(' ')}`, () => {
      expect(cells.map((_, i) => footResult(Number(odds), i + 1))).toEqual(cells);
    });
  }
});

describe('1.13 (e) 5.13.1 terrain in combat', () => {
  test('the six listed shifts: − v +, − v 0, 0 v +, 0 v −, + v 0, + v −', () => {
    expect([terrainShift(-1, 1), terrainShift(-1, 0), terrainShift(0, 1), terrainShift(0, -1), terrainShift(1, 0), terrainShift(1, -1)]).toEqual([-2, -1, -1, 1, 1, 2]);
  });
});

describe('1.13 (f) 5.12.4 challenges', () => {
  test('7 or less no effect, 8-9 wounded, 10 or more killed', () => {
    expect([-3, 1, 7, 8, 9, 10, 14].map(challengeResult)).toEqual(['none', 'none', 'none', 'wounded', 'wounded', 'killed', 'killed']);
  });
});

describe('1.13 (g) 5.12.2 jumping down, and 5.12.1 the horse jump', () => {
  test('each line partitions 1-10: Lucifer 1-6/7-9/10, unarmoured 1-4/5-7/8-10, armoured 1/2-6/7-10', () => {
    const line = (kind: 'lucifer' | 'unarmoured' | 'armoured') => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((d) => jumpDown(kind, d)[0]).join('');
    expect(line('lucifer')).toBe('uuuuuuwwwd');
    expect(line('unarmoured')).toBe('uuuuwwwddd');
    expect(line('armoured')).toBe('uwwwwwdddd');
  });

  test('the horse jump: 1-9 over, 10 refused, 11 and more a bad landing', () => {
    expect([1, 9, 10, 11, 15].map(horseJump)).toEqual(['over', 'over', 'refused', 'bad-landing', 'bad-landing']);
  });
});
