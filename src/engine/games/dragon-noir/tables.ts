import type { Weapon } from './characters/characters.ts';

/**
 * The Dragon Noir game-aid tables, as data. Cells are transcribed from the rules (5.14.1,
 * 5.14.2, 5.12.4, 5.13.1), with the damaged extractions rebuilt as in the project's checklist
 * (section 1.13). A blank cell, "-", is no effect.
 */

export type FootResult = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | '-';
export type MountedResult = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | '-';

/** 5.14.2 Combat against foot characters. Rows are odds 1-1 .. 12-1+, columns the die 1..10. */
export const FOOT_CRT: readonly (readonly FootResult[])[] = [
  ['D', 'C', 'C', 'B', 'B', 'A', '-', '-', '-', '-'],
  ['E', 'D', 'C', 'C', 'C', 'B', 'B', 'A', '-', '-'],
  ['E', 'D', 'D', 'C', 'C', 'C', 'C', 'B', 'A', '-'],
  ['E', 'E', 'D', 'D', 'C', 'C', 'C', 'C', 'B', 'B'],
  ['F', 'E', 'E', 'D', 'D', 'C', 'C', 'C', 'C', 'B'],
  ['F', 'F', 'E', 'E', 'D', 'D', 'C', 'C', 'C', 'C'],
  ['F', 'F', 'E', 'E', 'E', 'D', 'D', 'C', 'C', 'C'],
  ['F', 'F', 'F', 'E', 'E', 'E', 'D', 'D', 'C', 'C'],
  ['F', 'F', 'F', 'F', 'E', 'E', 'E', 'D', 'D', 'C'],
  ['F', 'F', 'F', 'F', 'F', 'E', 'E', 'E', 'D', 'D'],
  ['F', 'F', 'F', 'F', 'F', 'F', 'E', 'E', 'E', 'D'],
  ['F', 'F', 'F', 'F', 'F', 'F', 'F', 'F', 'E', 'E'],
];

/**
 * 5.14.1 Combat against mounted characters (DN1). Rows 11-1 and 12-1+ are missing from the
 * text; they are extrapolated along the one-column-per-odds diagonal every other row follows.
 */
export const MOUNTED_CRT: readonly (readonly MountedResult[])[] = [
  ['C', 'C', 'C', 'B', 'B', 'A', '-', '-', '-', '-'],
  ['D', 'C', 'C', 'C', 'B', 'A', '-', '-', '-', '-'],
  ['D', 'D', 'C', 'C', 'C', 'B', 'A', '-', '-', '-'],
  ['E', 'D', 'D', 'C', 'C', 'C', 'B', 'A', '-', '-'],
  ['E', 'E', 'D', 'D', 'C', 'C', 'C', 'B', 'A', '-'],
  ['F', 'E', 'E', 'D', 'D', 'C', 'C', 'C', 'B', 'B'],
  ['F', 'F', 'E', 'E', 'D', 'D', 'C', 'C', 'C', 'B'],
  ['G', 'F', 'F', 'E', 'E', 'D', 'D', 'C', 'C', 'C'],
  ['G', 'G', 'F', 'F', 'E', 'E', 'D', 'D', 'C', 'C'],
  ['H', 'G', 'G', 'F', 'F', 'E', 'E', 'D', 'D', 'C'],
  ['H', 'H', 'G', 'G', 'F', 'F', 'E', 'E', 'D', 'D'],
  ['H', 'H', 'H', 'G', 'G', 'F', 'F', 'E', 'E', 'D'],
];

export const FOOT_RESULT_TEXT: Record<FootResult, string> = {
  A: 'attacker wounded',
  B: 'attacker retreats one hex',
  C: 'defender retreats one hex',
  D: 'defender stunned',
  E: 'defender wounded',
  F: 'defender killed',
  '-': 'no effect',
};

export const MAX_ODDS = 12;

export function oddsLabel(column: number): string {
  return column >= MAX_ODDS ? '12-1+' : `${column}-1`;
}

/** Odds rounded down in the defender's favour (2.41): 8 against 3 is 2-1. */
export function rawOdds(attack: number, defence: number): number {
  if (defence <= 0) return MAX_ODDS;
  return Math.floor(attack / defence);
}

export function footResult(column: number, die: number): FootResult {
  const row = FOOT_CRT[Math.min(Math.max(column, 1), MAX_ODDS) - 1]!;
  return row[Math.min(Math.max(die, 1), 10) - 1]!;
}

export function mountedResult(column: number, die: number): MountedResult {
  const row = MOUNTED_CRT[Math.min(Math.max(column, 1), MAX_ODDS) - 1]!;
  return row[Math.min(Math.max(die, 1), 10) - 1]!;
}

/** 5.13.1: the shift, in columns, from the attacker's and defender's terrain (+1, 0, -1). */
export function terrainShift(attackerTerrain: number, defenderTerrain: number): number {
  return attackerTerrain - defenderTerrain;
}

/** 5.12.4: 1-7 no effect, 8-9 wounded, 10 or more killed. */
export type ChallengeResult = 'none' | 'wounded' | 'killed';

export function challengeResult(total: number): ChallengeResult {
  if (total <= 7) return 'none';
  if (total <= 9) return 'wounded';
  return 'killed';
}

/**
 * 5.11.4 Shooting at characters on foot (DN1, and the single DN2 table), rebuilt as in the
 * checklist (1.13 b). Rows by the modified die, read through the weapon's offset: crossbow 0,
 * longbow +1, shortbow +2. Columns: none, light, medium, heavy cover.
 */
export type FootShot = 'A' | 'B' | 'C' | '-';
export type MountedShot = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | '-';
export type CoverColumn = 'none' | 'light' | 'medium' | 'heavy';

export const FOOT_SHOTS: readonly (readonly FootShot[])[] = [
  ['C', 'C', 'C', 'B'],
  ['C', 'C', 'B', 'A'],
  ['C', 'B', 'B', 'A'],
  ['B', 'B', 'A', '-'],
  ['B', 'A', 'A', '-'],
  ['A', 'A', 'A', '-'],
  ['-', '-', '-', '-'],
  ['-', '-', '-', '-'],
];

/**
 * The checklist's caveat: row 7 may once have held hits (None A, Light A), as on a similar Cry
 * Havoc sheet. The literal reading is the default; `footShotRow7: 'hits'` takes the other.
 */
export const FOOT_SHOTS_ROW7_HITS: readonly FootShot[] = ['A', 'A', '-', '-'];

/** 5.11.3 Shooting at mounted characters (DN1), rebuilt (1.13 a). No heavy column: a rider is never in heavy cover. */
export const MOUNTED_SHOTS: readonly (readonly MountedShot[])[] = [
  ['F', 'E', 'D'],
  ['E', 'D', 'C'],
  ['D', 'C', 'B'],
  ['C', 'B', 'A'],
  ['B', 'A', '-'],
  ['A', '-', '-'],
  ['-', '-', '-'],
];

export const WEAPON_OFFSET: Record<Weapon, number> = { crossbow: 0, longbow: 1, shortbow: 2 };
const COVER_INDEX: Record<CoverColumn, number> = { none: 0, light: 1, medium: 2, heavy: 3 };

/** The row a modified die reads on a shooting table: checklist ruling 145 clamps to the best row. */
export function shotRow(weapon: Weapon, total: number, rows: number): number {
  return Math.min(Math.max(total + WEAPON_OFFSET[weapon], 1), rows);
}

export function footShot(weapon: Weapon, total: number, cover: CoverColumn, row7Hits = false): FootShot {
  const row = shotRow(weapon, total, FOOT_SHOTS.length);
  if (row === 7 && row7Hits) return FOOT_SHOTS_ROW7_HITS[COVER_INDEX[cover]]!;
  return FOOT_SHOTS[row - 1]![COVER_INDEX[cover]]!;
}

export function mountedShot(weapon: Weapon, total: number, cover: CoverColumn): MountedShot {
  if (cover === 'heavy') return '-';
  const row = shotRow(weapon, total, MOUNTED_SHOTS.length);
  return MOUNTED_SHOTS[row - 1]![COVER_INDEX[cover]]!;
}

/** 5.11.1 Range bands on the surface, in hexes (the target's hex counted, not the shooter's): +0, +1, +2. */
export const RANGE_BANDS: Record<Weapon, readonly [number, number, number]> = {
  shortbow: [10, 25, 50],
  crossbow: [15, 30, 75],
  longbow: [12, 30, 90],
};

/** 2.21: underground, nothing can be shot beyond 5 hexes. */
export const UNDERGROUND_RANGE = 5;

export type RangeBand = { band: 'short' | 'medium' | 'long'; modifier: number } | undefined;

export function rangeBand(weapon: Weapon, hexes: number): RangeBand {
  const [short, medium, long] = RANGE_BANDS[weapon];
  if (hexes <= short) return { band: 'short', modifier: 0 };
  if (hexes <= medium) return { band: 'medium', modifier: 1 };
  if (hexes <= long) return { band: 'long', modifier: 2 };
  return undefined;
}

/** 5.12.1 Jumping a water hex or a crevasse on horseback: 1-9 over, 10 refused, 11+ bad landing. */
export type HorseJump = 'over' | 'refused' | 'bad-landing';
export function horseJump(total: number): HorseJump {
  if (total <= 9) return 'over';
  return total === 10 ? 'refused' : 'bad-landing';
}

/** 5.12.2 Jumping down a level, by the jumper's kind (checklist 1.7 item 100). */
export type JumperKind = 'lucifer' | 'unarmoured' | 'armoured';
export type JumpResult = 'unharmed' | 'wounded' | 'dead';
const JUMP_BANDS: Record<JumperKind, [number, number]> = {
  lucifer: [6, 9],
  unarmoured: [4, 7],
  armoured: [1, 6],
};
export function jumpDown(kind: JumperKind, die: number): JumpResult {
  const [unharmed, wounded] = JUMP_BANDS[kind];
  if (die <= unharmed) return 'unharmed';
  return die <= wounded ? 'wounded' : 'dead';
}
