/**
 * The shape of a printed hex map, as parameters: which way the hexes point, which columns (or
 * rows) are pushed half a hex, and how the hexes are labelled. Axial coordinates (q, r) are the
 * same whatever the parameters, so neighbours, distances and lines never depend on them; only the
 * offset coordinates a map prints, the labels and the positions in hex-radius units do. Pixels are
 * the renderer's business (render/layout.ts scales these positions).
 *
 * After Red Blob Games' guide to hexagonal grids:
 * - flat-topped hexes stand in columns: q is the column, and the offset rows are `q`-offset;
 * - pointy-topped hexes lie in rows: r is the row, and the offset columns are `r`-offset.
 *
 * Directions are numbered clockwise, 0 to 5, the same axial steps for both orientations; only
 * their names differ (a flat hex has a north side, a pointy one an east side).
 */

/** A hex in axial coordinates (structurally hex.ts's `Hex`). */
interface Axial {
  readonly q: number;
  readonly r: number;
}

export type Orientation = 'flat' | 'pointy';

/** A map sheet of a map printed on several, each numbered from its own 0101. */
export interface MapSheet {
  /** The letter that ends its labels: `a` in `1823a`. */
  letter: string;
  /** Where its column 01, row 01 lies on the whole map, in offset coordinates from 0. */
  col: number;
  row: number;
  cols: number;
  rows: number;
}

export type LabelStyle =
  /** A column letter (A..Z, AA...) and a row number from 1: `F10` (the Cry Havoc family, Dragon Noir). */
  | { kind: 'letter-number' }
  /** Column and row numbers of two digits each from 01, then the sheet's letter: `1823a` (Dragons of Glory). */
  | { kind: 'column-row-sheet'; sheets: MapSheet[] };

export interface HexGeometry {
  orientation: Orientation;
  /** Which columns (flat) or rows (pointy) sit half a hex lower (flat) or further right (pointy). */
  offset: 'odd' | 'even';
  labels: LabelStyle;
}

/** Dragon Noir's maps: flat-topped hexes, odd columns half a hex lower, labelled `F10`. */
export const DEFAULT_GEOMETRY: HexGeometry = { orientation: 'flat', offset: 'odd', labels: { kind: 'letter-number' } };

export const DIRECTION_NAMES_BY_ORIENTATION: Record<Orientation, readonly string[]> = {
  flat: ['N', 'NE', 'SE', 'S', 'SW', 'NW'],
  pointy: ['NW', 'NE', 'E', 'SE', 'SW', 'W'],
};

export interface Offset {
  col: number;
  row: number;
}

/** The column and row a map prints for a hex, both from 0. */
export function offsetOf(geometry: HexGeometry, h: Axial): Offset {
  // `n & 1` is 1 for odd n, negative ones included, so the formulas hold off the map's edge too.
  const shift = geometry.offset === 'odd' ? -1 : 1;
  if (geometry.orientation === 'flat') return { col: h.q, row: h.r + (h.q + shift * (h.q & 1)) / 2 };
  return { col: h.q + (h.r + shift * (h.r & 1)) / 2, row: h.r };
}

/** The hex at a printed column and row, both from 0. */
export function hexAtOffset(geometry: HexGeometry, col: number, row: number): Axial {
  const shift = geometry.offset === 'odd' ? -1 : 1;
  if (geometry.orientation === 'flat') return { q: col, r: row - (col + shift * (col & 1)) / 2 };
  return { q: col - (row + shift * (row & 1)) / 2, r: row };
}

/**
 * The centre of a hex in units of the hex radius (centre to corner), from the centre of axial
 * (0, 0): flat-topped hexes are 1.5 apart across and √3 down a column; pointy ones √3 apart
 * along a row and 1.5 down.
 */
export function centreOf(geometry: HexGeometry, h: Axial): { x: number; y: number } {
  if (geometry.orientation === 'flat') return { x: 1.5 * h.q, y: Math.sqrt(3) * (h.r + h.q / 2) };
  return { x: Math.sqrt(3) * (h.q + h.r / 2), y: 1.5 * h.r };
}

/** The angle, in degrees clockwise from east (y down), of a hex's corner k (0..5). */
export function cornerAngle(geometry: HexGeometry, k: number): number {
  return geometry.orientation === 'flat' ? 60 * k : 60 * k - 30;
}

/** The two corners at the ends of the side of `h` facing `direction`, in hex-radius units. */
export function sideCornersOf(geometry: HexGeometry, h: Axial, direction: number): [{ x: number; y: number }, { x: number; y: number }] {
  const c = centreOf(geometry, h);
  // Side 0 faces north (flat) or north-west (pointy); each next side is 60° on, clockwise.
  const from = ((geometry.orientation === 'flat' ? 240 : 210) + 60 * direction) % 360;
  const to = (from + 60) % 360;
  const at = (deg: number) => ({ x: c.x + Math.cos((deg * Math.PI) / 180), y: c.y + Math.sin((deg * Math.PI) / 180) });
  return [at(from), at(to)];
}

/**
 * The extent of a map of `cols` by `rows` offset hexes, in hex-radius units, and where the centre
 * of its first hex (column 0, row 0) lies from the top-left corner of that extent.
 */
export function mapExtent(geometry: HexGeometry, cols: number, rows: number): { width: number; height: number; first: { x: number; y: number } } {
  const half = Math.sqrt(3) / 2;
  if (geometry.orientation === 'flat') {
    // Odd columns lower: column 0 is a high one; even columns lower: column 0 is half a hex down.
    return { width: 1.5 * cols + 0.5, height: Math.sqrt(3) * (rows + 0.5), first: { x: 1, y: geometry.offset === 'odd' ? half : 2 * half } };
  }
  return { width: Math.sqrt(3) * (cols + 0.5), height: 1.5 * rows + 0.5, first: { x: geometry.offset === 'odd' ? half : 2 * half, y: 1 } };
}
