import { err, ok, type Result } from '../core/result.ts';
import { sha256Hex } from '../core/sha256.ts';
import { directionTo, fromHexKey, hexKey, neighbour, opposite, type Direction, type Hex, type HexKey } from './hex.ts';
import { fromOffset, labelOf, parseLabel, toOffset } from './labels.ts';
import { turnedSide, type MapFile, type MapSide } from './mapfile.ts';

/**
 * A board: the hexes of one or more maps laid side by side, each hex carrying whatever the game
 * keeps per hex, plus the features that sit on hexsides (walls, doors, windows).
 *
 * Maps are placed at column and row offsets. Column offsets must be even so that the odd-q
 * stagger of every map lines up with the board's. A map may be turned round by 180 degrees
 * if it has an even number of columns. Labels are board-wide ("F10" on a one-map board is F10
 * of that map); each cell remembers its label on its own map as well.
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
  maps: Array<{ id: string; name: string; col: number; row: number; cols: number; rows: number; kind: string; rotate: 0 | 180 }>;
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
  /**
   * 180 turns the map round: its hex (c, r) lands on (cols-1-c, rows-1-r) of its place, every
   * direction on it turns by 3, and its hexsides and areas go with it. Only a map with an even
   * number of columns can be turned, so that its odd columns still sit half a hex lower.
   */
  rotate?: 0 | 180;
}

/**
 * Lays maps out on one board, reading each hex's symbol with `read`, which also sees the
 * hex's symbols in the map's other grids (`levels`...) and the names of the areas it is in.
 */
export function assembleBoard<T>(
  id: string,
  name: string,
  placements: Placement[],
  read: (symbol: string, layers: Record<string, string>, areas: readonly string[]) => Result<T>,
): Result<Board<T>> {
  const cells = new Map<HexKey, Cell<T>>();
  const hexsides = new Map<SideKey, string>();
  let cols = 0;
  let rows = 0;
  const maps: Board<T>['maps'] = [];
  for (const placement of placements) {
    const { file } = placement;
    const rotate = placement.rotate ?? 0;
    if (placement.col % 2 !== 0) return err(`board ${id}: map ${placement.id} must start on an even column.`);
    if (rotate === 180 && file.cols % 2 !== 0) return err(`board ${id}: map ${placement.id} has an odd number of columns and cannot be turned round.`);
    // Where the map's own hex (c, r) lands on the board.
    const place = (c: number, r: number): Hex =>
      rotate === 180 ? fromOffset(placement.col + file.cols - 1 - c, placement.row + file.rows - 1 - r) : fromOffset(placement.col + c, placement.row + r);
    const inside = (h: Hex) => {
      const o = toOffset(h);
      return o.col >= 0 && o.row >= 0 && o.col < file.cols && o.row < file.rows;
    };
    const areasOf = new Map<string, string[]>();
    for (const area of file.areas) {
      for (const label of area.hexes) {
        const h = parseLabel(label);
        if (!h || !inside(h)) return err(`map ${placement.id} line ${area.line}: ${label} in area ${area.name} is not on the map.`);
        const names = areasOf.get(labelOf(h)) ?? [];
        if (!names.includes(area.name)) names.push(area.name);
        areasOf.set(labelOf(h), names);
      }
    }
    maps.push({
      id: placement.id,
      name: file.meta.name ?? placement.id,
      col: placement.col,
      row: placement.row,
      cols: file.cols,
      rows: file.rows,
      kind: file.meta.kind ?? 'surface',
      rotate,
    });
    cols = Math.max(cols, placement.col + file.cols);
    rows = Math.max(rows, placement.row + file.rows);
    for (let r = 0; r < file.rows; r++) {
      for (let c = 0; c < file.cols; c++) {
        const layers: Record<string, string> = {};
        for (const [layer, grid] of Object.entries(file.layers)) layers[layer] = grid[r]![c]!;
        const mapLabel = labelOf(fromOffset(c, r));
        const data = read(file.grid[r]![c]!, layers, areasOf.get(mapLabel) ?? []);
        if (!data.ok) return err(`map ${placement.id}, ${mapLabel}: ${data.error}`);
        const h = place(c, r);
        const key = hexKey(h);
        if (cells.has(key)) return err(`board ${id}: maps overlap at ${labelOf(h)}.`);
        cells.set(key, { hex: h, label: labelOf(h), map: placement.id, mapLabel, data: data.value });
      }
    }
    for (const side of file.hexsides) {
      const a = parseLabel(side.a);
      const b = parseLabel(side.b);
      if (!a || !b) return err(`map ${placement.id} line ${side.line}: ${side.a}/${side.b} is not a pair of hexes.`);
      if (directionTo(a, b) === undefined) return err(`map ${placement.id} line ${side.line}: ${side.a} and ${side.b} are not neighbours.`);
      if (!inside(a) || !inside(b)) return err(`map ${placement.id} line ${side.line}: ${side.a}/${side.b} is not on the map.`);
      const [from, to] = [a, b].map((h) => toOffset(h)).map((o) => place(o.col, o.row)) as [Hex, Hex];
      hexsides.set(sideKey(from, directionTo(from, to)!), side.kind);
    }
  }
  const fingerprint = sha256Hex(JSON.stringify(placements.map((p) => [p.id, p.col, p.row, p.rotate ?? 0, p.file])));
  return ok({ id, name, fingerprint, cols, rows, cells, hexsides, maps });
}

/**
 * Where two maps of a board meet: `first` is the map to the west (for an east-west seam) or
 * to the north (for a north-south one). Each side is given as it lies on the board and as it
 * is named on its own map (they differ on a map turned round).
 */
export interface Seam {
  first: number;
  second: number;
  /** 'east': the first map's east side against the second's west side; 'south': first above second. */
  along: 'east' | 'south';
  /** The sides of each map's own file that face the seam. */
  firstSide: MapSide;
  secondSide: MapSide;
  /** True when the two sides meet over their whole length. */
  whole: boolean;
}

/** Every place where two of a board's maps touch side to side. */
export function seamsOf<T>(board: Board<T>): Seam[] {
  const seams: Seam[] = [];
  board.maps.forEach((a, i) => {
    board.maps.forEach((b, j) => {
      if (i === j) return;
      const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0);
      if (a.col + a.cols === b.col && overlap(a.row, a.row + a.rows, b.row, b.row + b.rows) > 0) {
        seams.push({ first: i, second: j, along: 'east', firstSide: turnedSide('east', a.rotate), secondSide: turnedSide('west', b.rotate), whole: a.row === b.row && a.rows === b.rows });
      }
      if (a.row + a.rows === b.row && overlap(a.col, a.col + a.cols, b.col, b.col + b.cols) > 0) {
        seams.push({ first: i, second: j, along: 'south', firstSide: turnedSide('south', a.rotate), secondSide: turnedSide('north', b.rotate), whole: a.col === b.col && a.cols === b.cols });
      }
    });
  });
  return seams;
}
