import type { SKRSContext2D } from '@napi-rs/canvas';

/** Small drawing steps every drawer uses: a line, a rounded rectangle's path, text shrunk to fit, the title bar. */

type Ctx = SKRSContext2D;

/** A straight stroke from a to b. */
export function line(ctx: Ctx, a: { x: number; y: number }, b: { x: number; y: number }, colour: string, width: number) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
}

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Writes `text` at `size` px, a pixel smaller at a time (down to 7 px) until it fits `maxWidth`. */
export function fitText(ctx: Ctx, text: string, maxWidth: number, size: number, x: number, y: number, font: string) {
  let px = size;
  ctx.font = `${px}px ${font}`;
  while (ctx.measureText(text).width > maxWidth && px > 7) {
    px -= 1;
    ctx.font = `${px}px ${font}`;
  }
  ctx.fillText(text, x, y, maxWidth);
}

/**
 * The dark bar across the top of a picture with the title on its left, in bold; returns the
 * title's width, so the caller can place its status (and legend) in the room left.
 */
export function titleBar(ctx: SKRSContext2D, width: number, height: number, margin: number, title: string, boldFont: string): number {
  ctx.fillStyle = '#151515';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#f4ecd8';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.font = `${Math.round(height * 0.46)}px ${boldFont}`;
  ctx.fillText(title, margin, height / 2);
  return ctx.measureText(title).width;
}
