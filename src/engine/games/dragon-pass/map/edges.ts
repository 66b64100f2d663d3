import type { Hex } from '../../../hex/hex.ts';
import { fromOffset, toOffset } from '../../../hex/labels.ts';
import type { Edge } from './types.ts';

/**
 * The map's edges, which the random events send units to and bring them from: withdrawals need a
 * clear path to the north, west or east edge (events 32, 33, 43), replacements enter on the south
 * edge east of Stone Cross (event 34) or on the north edge within the Lunar Empire (event 44).
 * On flat-topped hexes in columns the north edge is the first printed row, the west edge the first column.
 */

/** Every hex on one edge of a map of `cols` × `rows`, west to east or north to south. */
export function hexesOnEdge(edge: Edge, cols: number, rows: number): Hex[] {
  if (edge === 'north' || edge === 'south') {
    const row = edge === 'north' ? 0 : rows - 1;
    return Array.from({ length: cols }, (_, col) => fromOffset(col, row));
  }
  const col = edge === 'west' ? 0 : cols - 1;
  return Array.from({ length: rows }, (_, row) => fromOffset(col, row));
}

/** The edges a hex lies on: none inside the map, two at a corner. */
export function edgesOf(h: Hex, cols: number, rows: number): Edge[] {
  const { col, row } = toOffset(h);
  const edges: Edge[] = [];
  if (row === 0) edges.push('north');
  if (col === cols - 1) edges.push('east');
  if (row === rows - 1) edges.push('south');
  if (col === 0) edges.push('west');
  return edges;
}

export const onEdge = (h: Hex, cols: number, rows: number): boolean => edgesOf(h, cols, rows).length > 0;
