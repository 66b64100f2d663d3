import { err, ok, type Result } from '../core/result.ts';
import { sha256Hex } from '../core/sha256.ts';
import { directionTo, fromHexKey, hexKey, neighbour, opposite, type Direction, type Hex, type HexKey } from './hex.ts';
import { fromOffset, labelOf, parseLabel, toOffset } from './labels.ts';
import type { MapFile } from './mapfile.ts';

/**
 * A board: the hexes of one or more maps laid side by side, each hex carrying whatever the game
 * keeps per hex, plus the features that sit on hexsides (walls, doors, windows).
 *
 * Maps are placed at column and row offsets. Column offsets must be even so that the odd-q
 * stagger of every map lines up with the board's. Labels are board-wide ("F10" on a one-map
 * board is F10 of that map).
 */

export interface Cell<T> {
  hex: Hex;
  label: string;
  /** Which map this hex comes from, and its label on that map. */
  map: string;
  mapLabel: string;
  data: T;
}

export interface Board<T> {
  id: string;
  name: string;
  /** Changes whenever the maps or their layout change: a safe key for anything cached per board. */
  fingerprint: string;
  cols: number;
  rows: number;
  cells: Map<HexKey, Cell<T>>;
  /** Keyed by `sideKey`: "wall", "door", "window"... */
  hexsides: Map<SideKey, string>;
  maps: Array<{ id: string; name: string; col: number; row: number; cols: number; rows: number; kind: string }>;
}

export type SideKey = number;

/** One key per hexside, whichever of its two hexes it is named from. */
export function sideKey(h: Hex, d: Direction): SideKey {
  if (d < 3) return hexKey(h) * 4 + d;
  return hexKey(neighbour(h, d)) * 4 + opposite(d);
}

/** The hex and direction (N, NE or SE) a hexside key was made from. */
export function fromSideKey(key: SideKey): { hex: Hex; direction: Direction } {
  return { hex: fromHexKey(Math.floor(key / 4)), direction: (key % 4) as Direction };
}

export function hexsideBetween<T>(board: Board<T>, a: Hex, b: Hex): string | undefined {
  const d = directionTo(a, b);
  if (d === undefined) return undefined;
  return board.hexsides.get(sideKey(a, d));
}

export function cellAt<T>(board: Board<T>, h: Hex): Cell<T> | undefined {
  return board.cells.get(hexKey(h));
}

/** A board label such as "F10" to a hex on this board, or a one-line reason why not. */
export function resolveLabel<T>(board: Board<T>, text: string): Result<Hex> {
  const h = parseLabel(text);
  if (!h) return err(`"${text}" is not a hex; hexes are written like F10.`);
  if (!board.cells.has(hexKey(h))) return err(`${labelOf(h)} is off the map; this board runs from ${corner(board, 'first')} to ${corner(board, 'last')}.`);
  return ok(h);
}

function corner<T>(board: Board<T>, which: 'first' | 'last'): string {
  return which === 'first' ? labelOf(fromOffset(0, 0)) : labelOf(fromOffset(board.cols - 1, board.rows - 1));
}

export interface Placement {
  id: string;
  file: MapFile;
  col: number;
  row: number;
}

/** Lays maps out on one board, reading each hex's symbol with `read`. */
export function assembleBoard<T>(
  id: string,
  name: string,
  placements: Placement[],
  read: (symbol: string, layers: Record<string, string>) => Result<T>,
): Result<Board<T>> {
  const cells = new Map<HexKey, Cell<T>>();
  const hexsides = new Map<SideKey, string>();
  let cols = 0;
  let rows = 0;
  const maps: Board<T>['maps'] = [];
  for (const placement of placements) {
    const { file } = placement;
    if (placement.col % 2 !== 0) return err(`board ${id}: map ${placement.id} must start on an even column.`);
    maps.push({
      id: placement.id,
      name: file.meta.name ?? placement.id,
      col: placement.col,
      row: placement.row,
      cols: file.cols,
      rows: file.rows,
      kind: file.meta.kind ?? 'surface',
    });
    cols = Math.max(cols, placement.col + file.cols);
    rows = Math.max(rows, placement.row + file.rows);
    for (let r = 0; r < file.rows; r++) {
      for (let c = 0; c < file.cols; c++) {
        const layers: Record<string, string> = {};
        for (const [layer, grid] of Object.entries(file.layers)) layers[layer] = grid[r]![c]!;
        const data = read(file.grid[r]![c]!, layers);
        if (!data.ok) return err(`map ${placement.id}, ${labelOf(fromOffset(c, r))}: ${data.error}`);
        const h = fromOffset(placement.col + c, placement.row + r);
        const key = hexKey(h);
        if (cells.has(key)) return err(`board ${id}: maps overlap at ${labelOf(h)}.`);
        cells.set(key, { hex: h, label: labelOf(h), map: placement.id, mapLabel: labelOf(fromOffset(c, r)), data: data.value });
      }
    }
    for (const side of file.hexsides) {
      const a = parseLabel(side.a);
      const b = parseLabel(side.b);
      if (!a || !b) return err(`map ${placement.id} line ${side.line}: ${side.a}/${side.b} is not a pair of hexes.`);
      const d = directionTo(a, b);
      if (d === undefined) return err(`map ${placement.id} line ${side.line}: ${side.a} and ${side.b} are not neighbours.`);
      const inside = (h: Hex) => { const o = toOffset(h); return o.col >= 0 && o.row >= 0 && o.col < file.cols && o.row < file.rows; };
      if (!inside(a) || !inside(b)) return err(`map ${placement.id} line ${side.line}: ${side.a}/${side.b} is not on the map.`);
      const local = toOffset(a);
      const shifted = fromOffset(placement.col + local.col, placement.row + local.row);
      hexsides.set(sideKey(shifted, d), side.kind);
    }
  }
  const fingerprint = sha256Hex(JSON.stringify(placements.map((p) => [p.id, p.col, p.row, p.file])));
  return ok({ id, name, fingerprint, cols, rows, cells, hexsides, maps });
}
