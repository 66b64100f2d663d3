import type { EdgeKey } from './edges.ts';
import { squareKey, type Square, type SquareKey } from './square.ts';

/**
 * Line of sight between squares, with walls and doors on the edges between them.
 *
 * The line runs from the centre of one square to the centre of the other and is walked square by
 * square, noting every edge it crosses. Where it passes exactly through a corner of four squares
 * it touches neither of the two squares beside the corner; so the walk is made twice, once
 * stepping across the corner column-first and once row-first, as if the line were nudged a hair
 * to either side. Sight is clear if either walk is clear: a line that only grazes the end of a
 * wall, or the corner of a rock, is not blocked by it. A line along a row or a column never
 * touches a corner, so it is walked once.
 */

export interface SightRules {
  /** A wall, a closed door. */
  blocksEdge(edge: EdgeKey): boolean;
  /** Something standing in a square between the two ends (a fallen rock). The ends never block. */
  blocksSquare?(key: SquareKey): boolean;
}

export interface Walk {
  /** Every square the walk enters, the first and the last included. */
  squares: Square[];
  /** Every edge crossed, in order. */
  edges: EdgeKey[];
}

type CornerOrder = 'column-first' | 'row-first';

/** The squares and edges of one walk from `from` to `to`. */
export function walkLine(from: Square, to: Square, corner: CornerOrder = 'column-first'): Walk {
  const squares: Square[] = [from];
  const edges: EdgeKey[] = [];
  walk(from, to, corner, (edge, next) => {
    edges.push(edge);
    squares.push(next);
    return true;
  });
  return { squares, edges };
}

/** Whether the line from `from` to `to` passes exactly through a corner anywhere. */
export function touchesCorner(from: Square, to: Square): boolean {
  const adx = Math.abs(to.x - from.x);
  const ady = Math.abs(to.y - from.y);
  if (adx === 0 || ady === 0) return false;
  // Crossing i of the columns meets crossing j of the rows when (2i-1)·ady = (2j-1)·adx.
  for (let i = 1; i <= adx; i++) {
    const num = (2 * i - 1) * ady;
    if (num % adx === 0 && ((num / adx) & 1) === 1) return true;
  }
  return false;
}

export function lineOfSight(from: Square, to: Square, rules: SightRules): boolean {
  if (clearWalk(from, to, 'column-first', rules)) return true;
  return touchesCorner(from, to) && clearWalk(from, to, 'row-first', rules);
}

function clearWalk(from: Square, to: Square, corner: CornerOrder, rules: SightRules): boolean {
  const last = squareKey(to);
  return walk(from, to, corner, (edge, next) => {
    if (rules.blocksEdge(edge)) return false;
    const key = squareKey(next);
    return key === last || !rules.blocksSquare?.(key);
  });
}

/**
 * Steps along the line; `visit` returns false to stop. Returns whether the walk reached the end.
 * One loop with no functions made inside it: lines of sight are walked tens of thousands of
 * times a turn.
 */
function walk(from: Square, to: Square, corner: CornerOrder, visit: (edge: EdgeKey, next: Square) => boolean): boolean {
  const sx = Math.sign(to.x - from.x);
  const sy = Math.sign(to.y - from.y);
  const adx = Math.abs(to.x - from.x);
  const ady = Math.abs(to.y - from.y);
  let x = from.x;
  let y = from.y;
  let i = 1;
  let j = 1;
  // 0: a column step, 1: a row step, 2: both, round a corner.
  while (i <= adx || j <= ady) {
    let kind: 0 | 1 | 2;
    if (i > adx) kind = 1;
    else if (j > ady) kind = 0;
    else {
      // The line crosses column boundary i at t = (2i-1)/(2·adx), row boundary j at (2j-1)/(2·ady).
      const a = (2 * i - 1) * ady;
      const b = (2 * j - 1) * adx;
      kind = a < b ? 0 : a > b ? 1 : 2;
    }
    const columnFirst = kind === 0 || (kind === 2 && corner === 'column-first');
    for (let step = 0; step < (kind === 2 ? 2 : 1); step++) {
      const alongColumn = step === 0 ? columnFirst : !columnFirst;
      const next = alongColumn ? { x: x + sx, y } : { x, y: y + sy };
      const edge = alongColumn ? 2 * squareKey(sx > 0 ? { x, y } : next) : 2 * squareKey(sy > 0 ? { x, y } : next) + 1;
      if (!visit(edge, next)) return false;
      if (alongColumn) {
        x += sx;
        i++;
      } else {
        y += sy;
        j++;
      }
    }
  }
  return true;
}
