import { centre, sideCorners, type Direction, type Hex } from '../engine/hex/hex.ts';

/** Pixels: where a hex of the board lands on the image, at a hex radius chosen to fit a width. */

export interface Layout {
  radius: number;
  width: number;
  height: number;
  titleHeight: number;
  margin: number;
  originX: number;
  originY: number;
}

const MIN_RADIUS = 14;
/** Hexes as large as fit: a 24-column map comes out about 1570 px wide. */
const PREFERRED_RADIUS = 42;
/** No wider than this, so that a four-map board stays quick to draw, encode and upload. */
export const MAX_WIDTH = 2560;

/** The width the bot ships a board at: hexes of 42 px while they fit in 2560 px. */
export function defaultWidth(cols: number): number {
  return Math.min(MAX_WIDTH, Math.round((1.5 * cols + 0.5) * PREFERRED_RADIUS + 2 * Math.round(MAX_WIDTH / 80)));
}

export function layoutFor(cols: number, rows: number, targetWidth = defaultWidth(cols)): Layout {
  const margin = Math.round(targetWidth / 80);
  const radius = Math.max(MIN_RADIUS, Math.floor((targetWidth - 2 * margin) / (1.5 * cols + 0.5)));
  const titleHeight = Math.max(34, Math.round(radius * 1.25));
  const width = Math.ceil(2 * margin + radius * (1.5 * cols + 0.5));
  const height = Math.ceil(titleHeight + 2 * margin + Math.sqrt(3) * radius * (rows + 0.5));
  return { radius, width, height, titleHeight, margin, originX: margin + radius, originY: titleHeight + margin + (Math.sqrt(3) / 2) * radius };
}

export function toPixel(layout: Layout, h: Hex): { x: number; y: number } {
  const c = centre(h);
  return { x: layout.originX + c.x * layout.radius, y: layout.originY + c.y * layout.radius };
}

export function cornerPixels(layout: Layout, h: Hex): Array<{ x: number; y: number }> {
  const p = toPixel(layout, h);
  const corners: Array<{ x: number; y: number }> = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k;
    corners.push({ x: p.x + layout.radius * Math.cos(a), y: p.y + layout.radius * Math.sin(a) });
  }
  return corners;
}

export function sidePixels(layout: Layout, h: Hex, d: Direction): [{ x: number; y: number }, { x: number; y: number }] {
  const [a, b] = sideCorners(h, d);
  return [
    { x: layout.originX + a.x * layout.radius, y: layout.originY + a.y * layout.radius },
    { x: layout.originX + b.x * layout.radius, y: layout.originY + b.y * layout.radius },
  ];
}
