/** Pixels of a square-grid image: the square size that fits a width, and where each square lands. */

export interface GridLayout {
  size: number;
  width: number;
  height: number;
  titleHeight: number;
  footerHeight: number;
  margin: number;
  originX: number;
  originY: number;
}

/** Squares of 48 px: a 26-square dungeon comes out about 1300 px wide. */
export const PREFERRED_SQUARE = 48;
const MIN_SQUARE = 16;
const MAX_WIDTH = 2560;

export function gridLayout(cols: number, rows: number, targetWidth?: number): GridLayout {
  const width0 = targetWidth ?? Math.min(MAX_WIDTH, cols * PREFERRED_SQUARE + 2 * 16);
  const margin = Math.max(8, Math.round(width0 / 80));
  const size = Math.max(MIN_SQUARE, Math.floor((width0 - 2 * margin) / cols));
  const titleHeight = Math.max(34, Math.round(size * 0.95));
  const footerHeight = Math.max(26, Math.round(size * 0.7));
  const width = 2 * margin + cols * size;
  const height = titleHeight + 2 * margin + rows * size + footerHeight;
  return { size, width, height, titleHeight, footerHeight, margin, originX: margin, originY: titleHeight + margin };
}

/** The top-left corner of a square. */
export function corner(layout: GridLayout, x: number, y: number): { x: number; y: number } {
  return { x: layout.originX + x * layout.size, y: layout.originY + y * layout.size };
}

export function centreOf(layout: GridLayout, s: { x: number; y: number }): { x: number; y: number } {
  return { x: layout.originX + (s.x + 0.5) * layout.size, y: layout.originY + (s.y + 0.5) * layout.size };
}

/** The two ends of one side of a square. */
export function sideEnds(layout: GridLayout, x: number, y: number, side: 'north' | 'east' | 'south' | 'west'): [{ x: number; y: number }, { x: number; y: number }] {
  const c = corner(layout, x, y);
  const s = layout.size;
  switch (side) {
    case 'north':
      return [c, { x: c.x + s, y: c.y }];
    case 'south':
      return [{ x: c.x, y: c.y + s }, { x: c.x + s, y: c.y + s }];
    case 'west':
      return [c, { x: c.x, y: c.y + s }];
    case 'east':
      return [{ x: c.x + s, y: c.y }, { x: c.x + s, y: c.y + s }];
  }
}
