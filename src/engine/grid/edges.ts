import { labelOf, parseLabel } from './labels.ts';
import { fromKey, squareKey, STRIDE, type Square } from './square.ts';

/**
 * The edges between orthogonal neighbours, where walls and doors stand. An edge is keyed by the
 * square west of it or north of it: `2·key` for the edge on that square's east side, `2·key + 1`
 * for the one on its south side, so either square of the pair names the same edge.
 */

export type EdgeKey = number;

export function edgeBetween(a: Square, b: Square): EdgeKey | undefined {
  if (a.y === b.y && Math.abs(a.x - b.x) === 1) return 2 * squareKey(a.x < b.x ? a : b);
  if (a.x === b.x && Math.abs(a.y - b.y) === 1) return 2 * squareKey(a.y < b.y ? a : b) + 1;
  return undefined;
}

/** The two squares an edge lies between: west then east, or north then south. */
export function edgeSquares(edge: EdgeKey): [Square, Square] {
  const first = fromKey(edge >> 1);
  return edge & 1 ? [first, { x: first.x, y: first.y + 1 }] : [first, { x: first.x + 1, y: first.y }];
}

/** "C7/D7": the two squares, west or north first. */
export function edgeLabel(edge: EdgeKey): string {
  const [a, b] = edgeSquares(edge);
  return `${labelOf(a)}/${labelOf(b)}`;
}

/** Reads "C7/D7" or "D7/C7": the edge between two orthogonal neighbours. */
export function parseEdge(text: string): EdgeKey | undefined {
  const parts = text.split(/[/\\|-]/).map((p) => p.trim());
  if (parts.length !== 2) return undefined;
  const a = parseLabel(parts[0]!);
  const b = parseLabel(parts[1]!);
  if (!a || !b || a.x >= STRIDE - 1 || b.x >= STRIDE - 1) return undefined;
  return edgeBetween(a, b);
}
