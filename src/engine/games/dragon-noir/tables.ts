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
