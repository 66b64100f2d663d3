/**
 * The plan of the deep dungeons (5.3): which entrances the narrow passageways join, and how
 * long a journey takes: "The distance to travel between two symbols X or O is equivalent to 3
 * game turns." A journey goes by the fewest legs; the entrances it passes on the way need not
 * be on the board (the passages run under the maps).
 */

export const TURNS_PER_LEG = 3;

/** Entrances 2-3, 3-4, 3-5 and 5-6, in every scenario. */
export const PASSAGES: ReadonlyArray<readonly [number, number]> = [
  [2, 3],
  [3, 4],
  [3, 5],
  [5, 6],
];

/** Entrances 1-2 and 1-4: scenario 4 only (the scenario's `deepDungeons.entranceOne`). */
export const ENTRANCE_ONE_PASSAGES: ReadonlyArray<readonly [number, number]> = [
  [1, 2],
  [1, 4],
];

/** The legs of the shortest way from one entrance to another, or undefined if the passages do not join them. */
export function legsBetween(from: number, to: number, entranceOne: boolean): number | undefined {
  const edges = entranceOne ? [...PASSAGES, ...ENTRANCE_ONE_PASSAGES] : PASSAGES;
  const legs = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    for (const [a, b] of edges) {
      const next = a === at ? b : b === at ? a : undefined;
      if (next === undefined || legs.has(next)) continue;
      legs.set(next, legs.get(at)! + 1);
      queue.push(next);
    }
  }
  return from === to ? undefined : legs.get(to);
}
