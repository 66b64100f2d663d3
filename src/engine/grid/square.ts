/**
 * Squares of a grid: `x` is the column and `y` the row, both from 0 at the top left, y growing
 * downwards. A square is keyed by one number so that sets and maps of squares stay cheap.
 */

export interface Square {
  x: number;
  y: number;
}

export type SquareKey = number;

/** Wide enough for any board a person would draw (columns A..ZZ are 702). */
export const STRIDE = 1024;

export function square(x: number, y: number): Square {
  return { x, y };
}

export function squareKey(s: Square): SquareKey {
  return s.y * STRIDE + s.x;
}

export function fromKey(k: SquareKey): Square {
  return { x: k % STRIDE, y: Math.floor(k / STRIDE) };
}

export function sameSquare(a: Square, b: Square): boolean {
  return a.x === b.x && a.y === b.y;
}

export interface Step {
  dx: number;
  dy: number;
}

/** North, east, south, west: the order every search tries them in, so results are repeatable. */
export const ORTHOGONAL: readonly Step[] = [
  { dx: 0, dy: -1 },
  { dx: 1, dy: 0 },
  { dx: 0, dy: 1 },
  { dx: -1, dy: 0 },
];

/** North-east, south-east, south-west, north-west. */
export const DIAGONAL: readonly Step[] = [
  { dx: 1, dy: -1 },
  { dx: 1, dy: 1 },
  { dx: -1, dy: 1 },
  { dx: -1, dy: -1 },
];

export function offset(s: Square, step: Step, times = 1): Square {
  return { x: s.x + step.dx * times, y: s.y + step.dy * times };
}

export function orthogonalNeighbours(s: Square): Square[] {
  return ORTHOGONAL.map((d) => offset(s, d));
}

/** The eight squares around `s`: the orthogonal four first, then the diagonals. */
export function surrounding(s: Square): Square[] {
  return [...ORTHOGONAL, ...DIAGONAL].map((d) => offset(s, d));
}

/** Steps counted along rows and columns: the length of a move with no diagonal steps. */
export function manhattan(a: Square, b: Square): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** Steps counted as a king moves: 1 for each of the eight surrounding squares. */
export function chebyshev(a: Square, b: Square): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

export function isOrthogonalNeighbour(a: Square, b: Square): boolean {
  return manhattan(a, b) === 1;
}

export function isDiagonalNeighbour(a: Square, b: Square): boolean {
  return Math.abs(a.x - b.x) === 1 && Math.abs(a.y - b.y) === 1;
}

/** The unit step from `a` towards an orthogonal neighbour `b`, or undefined if `b` is not one. */
export function stepBetween(a: Square, b: Square): Step | undefined {
  if (!isOrthogonalNeighbour(a, b)) return undefined;
  return { dx: b.x - a.x, dy: b.y - a.y };
}
