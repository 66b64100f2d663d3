import { centreOf, cornerAngle, DEFAULT_GEOMETRY, hexAtOffset, mapExtent, sideCornersOf, type HexGeometry } from '../engine/hex/geometry.ts';
import type { Direction, Hex } from '../engine/hex/hex.ts';

/**
 * Pixels: where a hex of the board lands on the image, at a hex radius chosen to fit a width.
 * Positions come from the map's geometry (engine/hex/geometry.ts), scaled by the radius: the same
 * parameters for the rules and the picture.
 */

export interface Layout {
  radius: number;
  width: number;
  height: number;
  titleHeight: number;
  margin: number;
  /** The centre of the map's first hex (column 0, row 0). */
  originX: number;
  originY: number;
  geometry: HexGeometry;
  /** The first hex's centre in the geometry's own units, subtracted so it lands on the origin. */
  first: { x: number; y: number };
}

const MIN_RADIUS = 14;
/** Hexes as large as fit: a 24-column map comes out about 1570 px wide. */
const PREFERRED_RADIUS = 42;
/** No wider than this, so that a four-map board stays quick to draw, encode and upload. */
export const MAX_WIDTH = 2560;

/** The width the bot ships a board at: hexes of 42 px while they fit in 2560 px. */
export function defaultWidth(cols: number, geometry: HexGeometry = DEFAULT_GEOMETRY): number {
  return Math.min(MAX_WIDTH, Math.round(mapExtent(geometry, cols, 1).width * PREFERRED_RADIUS + 2 * Math.round(MAX_WIDTH / 80)));
}

export function layoutFor(cols: number, rows: number, targetWidth?: number, geometry: HexGeometry = DEFAULT_GEOMETRY): Layout {
  const width0 = targetWidth ?? defaultWidth(cols, geometry);
  const extent = mapExtent(geometry, cols, rows);
  return fitted(width0, extent, geometry, centreOf(geometry, hexAtOffset(geometry, 0, 0)));
}

/** A crop is drawn this wide unless a width is asked for: readable on a phone, quick to send. */
export const CROP_WIDTH = 1120;
/** A small crop's hexes stop growing here. */
const MAX_CROP_RADIUS = 48;

/**
 * The pixels of a window of a map (columns `col`.. and rows `row`.., from 0): its first hex lands
 * where a map's first hex would. A window starting on a shifted row (or column) is shaped like a
 * map whose shifted rows are the other parity, so its extent is that map's.
 */
export function layoutForCrop(crop: { col: number; row: number; cols: number; rows: number }, targetWidth?: number, geometry: HexGeometry = DEFAULT_GEOMETRY): Layout {
  const startsShifted = ((geometry.orientation === 'pointy' ? crop.row : crop.col) & 1) === 1;
  const shape: HexGeometry = startsShifted ? { ...geometry, offset: geometry.offset === 'odd' ? 'even' : 'odd' } : geometry;
  const extent = mapExtent(shape, crop.cols, crop.rows);
  const width0 = targetWidth ?? Math.min(CROP_WIDTH, Math.round(extent.width * MAX_CROP_RADIUS + 2 * Math.round(CROP_WIDTH / 80)));
  return fitted(width0, extent, geometry, centreOf(geometry, hexAtOffset(geometry, crop.col, crop.row)));
}

function fitted(width0: number, extent: ReturnType<typeof mapExtent>, geometry: HexGeometry, first: { x: number; y: number }): Layout {
  const margin = Math.round(width0 / 80);
  const radius = Math.max(MIN_RADIUS, Math.floor((width0 - 2 * margin) / extent.width));
  const titleHeight = Math.max(34, Math.round(radius * 1.25));
  const width = Math.ceil(2 * margin + radius * extent.width);
  const height = Math.ceil(titleHeight + 2 * margin + radius * extent.height);
  return { radius, width, height, titleHeight, margin, originX: margin + extent.first.x * radius, originY: titleHeight + margin + extent.first.y * radius, geometry, first };
}

export function toPixel(layout: Layout, h: Hex): { x: number; y: number } {
  const c = centreOf(layout.geometry, h);
  return { x: layout.originX + (c.x - layout.first.x) * layout.radius, y: layout.originY + (c.y - layout.first.y) * layout.radius };
}

export function cornerPixels(layout: Layout, h: Hex): Array<{ x: number; y: number }> {
  const p = toPixel(layout, h);
  const corners: Array<{ x: number; y: number }> = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 180) * cornerAngle(layout.geometry, k);
    corners.push({ x: p.x + layout.radius * Math.cos(a), y: p.y + layout.radius * Math.sin(a) });
  }
  return corners;
}

export function sidePixels(layout: Layout, h: Hex, d: Direction): [{ x: number; y: number }, { x: number; y: number }] {
  const [a, b] = sideCornersOf(layout.geometry, h, d);
  return [
    { x: layout.originX + (a.x - layout.first.x) * layout.radius, y: layout.originY + (a.y - layout.first.y) * layout.radius },
    { x: layout.originX + (b.x - layout.first.x) * layout.radius, y: layout.originY + (b.y - layout.first.y) * layout.radius },
  ];
}
