/**
 * The DN2 campaign's time (5.21): the game-turn counter kept in tens and units, and the
 * spawning calendar (5.21.2) that gives the Krobs reinforcement points on set turns.
 */

/** 5.21: the Strategic Plan's Game Turns boxes count tens and units. */
export function turnCounter(turn: number): { tens: number; units: number } {
  return { tens: Math.floor(turn / 10), units: turn % 10 };
}

/**
 * 5.21.2: 10 points on turns 3, 6 and 9; 15 on 12, 15 and 18; 20 on 21, 24, 27 and 30; 25 from
 * 33 onwards. **Reading:** "33 onwards" keeps the rhythm of the rows above, every third turn
 * (36, 39 …); a turn between spawning dates gives nothing.
 */
export function spawningPoints(turn: number): number {
  if (turn < 3 || turn % 3 !== 0) return 0;
  if (turn <= 9) return 10;
  if (turn <= 18) return 15;
  if (turn <= 30) return 20;
  return 25;
}

/** The first spawning date after `turn`. */
export function nextSpawning(turn: number): number {
  return Math.max(3, turn + 3 - (turn % 3));
}
