import { hexKey } from '../../../hex/hex.ts';
import { toOffset } from '../../../hex/labels.ts';
import type { PassBook } from '../book.ts';
import { edgesOf, hexesOnEdge } from '../map/edges.ts';
import { inPlace } from '../map/places.ts';
import type { Edge } from '../map/types.ts';
import { holderOf, piecesIn } from '../pieces.ts';
import { placementHex } from '../scenario.ts';
import type { DpState, Piece } from '../state.ts';

/**
 * Where units come onto the map at an edge (events 34, 44, 36's return, 13's entry): the edge
 * hexes the event names, and among them the one a newcomer takes. Free hexes first, in the
 * edge's order, then hexes its own side already holds; never a hex held by another owner (an
 * unallied independent's hex is closed to both sides: pieces.ts). Which hex, among those, the
 * owner would choose no text says: the first in order is ours (docs).
 */

/** The edge hexes within a place, west to east then north to south (`any` edge: every edge hex of the place). */
export function edgeHexesWithin(book: PassBook, within: string, edge: Edge | 'any'): string[] {
  const { map } = book;
  return [...map.hexes.values()]
    .filter((cell) => inPlace(map, within, cell.hex))
    .filter((cell) => {
      const edges = edgesOf(cell.hex, map.cols, map.rows);
      return edge === 'any' ? edges.length > 0 : edges.includes(edge);
    })
    .sort((a, b) => toOffset(a.hex).row - toOffset(b.hex).row || toOffset(a.hex).col - toOffset(b.hex).col)
    .map((cell) => cell.label);
}

/** The hexes of an edge from a place's hex on it onward, that hex first (event 34: "east of the Stone Cross hex (inclusive)"). */
export function edgeHexesFrom(book: PassBook, edge: Edge, from: string, toward: Edge): string[] {
  const { map } = book;
  const start = placementHex(map, from);
  const startCol = start ? toOffset(map.parse(start)!).col : 0;
  const startRow = start ? toOffset(map.parse(start)!).row : 0;
  const line = hexesOnEdge(edge, map.cols, map.rows);
  const along = (h: (typeof line)[number]) => (edge === 'north' || edge === 'south' ? toOffset(h).col - startCol : toOffset(h).row - startRow);
  const ahead = toward === 'east' || toward === 'south' ? line.filter((h) => along(h) >= 0) : line.filter((h) => along(h) <= 0).reverse();
  return ahead.map((h) => map.label(h));
}

/** The hex a piece of `owner` enters by, among `hexes`: the first free one, else the first its owner holds; null when every one is another's. */
export function entryHex(state: DpState, owner: string, hexes: readonly string[]): string | null {
  const free = hexes.find((h) => holderOf(state, h) === null);
  if (free) return free;
  return hexes.find((h) => piecesIn(state, h).every((p) => p.owner === owner)) ?? null;
}

/** A piece put on the map at `hex`, inside its structure where it has one (as a garrison is set up: setup.ts). */
export function enter(book: PassBook, piece: Piece, hex: string): Piece {
  const cell = book.map.parse(hex);
  const structure = cell ? book.map.hexes.get(hexKey(cell))?.structure : undefined;
  return { ...piece, at: { kind: 'hex', hex, inside: structure !== undefined }, disrupted: false };
}
