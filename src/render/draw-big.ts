import type { SKRSContext2D } from '@napi-rs/canvas';
import { FONT_BOLD } from './fonts.ts';
import { cornerPixels, toPixel, type Layout } from './layout.ts';
import type { SceneCounter } from '../engine/scene/hex-board.ts';

/**
 * A counter laid exactly on the grid over several hexes (a Guard's triangle, the Queen's
 * rosette, the dragons' cross and line): one piece covering each of its hexes, its outer edge
 * outlined and the seams between its own hexes left open, so a player sees which hexes it holds;
 * an arrow from its middle shows where its front is (2.33, 4.3, 4.45), and its lines of text
 * sit in the middle as on any counter, which here is two radii high and two wide.
 */

type Ctx = SKRSContext2D;
type Point = { x: number; y: number };

export function drawBigCounter(ctx: Ctx, layout: Layout, counter: SceneCounter) {
  const r = layout.radius;
  const centres = counter.hexes.map((h) => toPixel(layout, h));
  const middle = { x: centres.reduce((s, p) => s + p.x, 0) / centres.length, y: centres.reduce((s, p) => s + p.y, 0) / centres.length };
  ctx.save();
  if (counter.ghost) ctx.globalAlpha = 0.5;
  // Each hex a little inside its printed outline, so the board's grid still shows round it.
  const inset = 0.9;
  const printed = counter.hexes.map((h) => cornerPixels(layout, h));
  const shrunk = printed.map((corners, i) => corners.map((c) => ({ x: centres[i]!.x + (c.x - centres[i]!.x) * inset, y: centres[i]!.y + (c.y - centres[i]!.y) * inset })));
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  for (const corners of shrunk) polygon(ctx, corners.map((c) => ({ x: c.x + r * 0.05, y: c.y + r * 0.06 })), true);
  ctx.fillStyle = counter.fill;
  for (const corners of shrunk) polygon(ctx, corners, true);
  // Fill the seams between the counter's own hexes.
  for (let i = 0; i < centres.length; i++) {
    for (let j = i + 1; j < centres.length; j++) {
      if (Math.hypot(centres[i]!.x - centres[j]!.x, centres[i]!.y - centres[j]!.y) > r * 1.9) continue;
      ctx.strokeStyle = ctx.fillStyle as string;
      ctx.lineWidth = r * 1.1;
      ctx.beginPath();
      ctx.moveTo(centres[i]!.x, centres[i]!.y);
      ctx.lineTo(centres[j]!.x, centres[j]!.y);
      ctx.stroke();
    }
  }
  // The outer edge: every side of an inset hex whose neighbour across it is not the counter's.
  ctx.strokeStyle = counter.border;
  ctx.lineWidth = Math.max(1.5, r * 0.06);
  for (const [i, corners] of shrunk.entries()) {
    for (let k = 0; k < 6; k++) {
      const a = corners[k]!;
      const b = corners[(k + 1) % 6]!;
      const p = printed[i]!;
      // The centre of the hex across this side: the side's midpoint mirrored through it.
      const across = { x: p[k]!.x + p[(k + 1) % 6]!.x - centres[i]!.x, y: p[k]!.y + p[(k + 1) % 6]!.y - centres[i]!.y };
      if (centres.some((c) => Math.hypot(c.x - across.x, c.y - across.y) < r * 0.3)) continue;
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    }
  }
  const front = counter.onGrid?.front;
  if (front !== undefined) arrow(ctx, middle, front, r, counter.ink);
  ctx.fillStyle = counter.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const height = 2 * r;
  for (const l of counter.lines) {
    const y = middle.y + height * l.at;
    if (l.text !== undefined && l.fit !== undefined) fit(ctx, l.text, height * l.fit, Math.round(r * l.size), middle.x, y);
    else if (l.text !== undefined) {
      ctx.font = `${Math.round(r * l.size)}px ${FONT_BOLD}`;
      ctx.fillText(l.text, middle.x, y);
    }
    const cells = l.cells ?? [];
    cells.forEach((cell, i) => {
      ctx.font = `${Math.round(r * (cell.size ?? l.size))}px ${FONT_BOLD}`;
      ctx.fillText(cell.text, middle.x + height * ((i - (cells.length - 1) / 2) * 0.33), y);
    });
  }
  ctx.restore();
}

function polygon(ctx: Ctx, points: Point[], fill: boolean) {
  ctx.beginPath();
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  if (fill) ctx.fill();
}

/** A short arrow towards the counter's front, clear of the name and values in its middle. */
function arrow(ctx: Ctx, from: Point, angle: number, r: number, colour: string) {
  const tip = { x: from.x + Math.cos(angle) * r * 1.2, y: from.y + Math.sin(angle) * r * 1.2 };
  const tail = { x: from.x + Math.cos(angle) * r * 0.7, y: from.y + Math.sin(angle) * r * 0.7 };
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = Math.max(2, r * 0.09);
  ctx.beginPath();
  ctx.moveTo(tail.x, tail.y);
  ctx.lineTo(tip.x, tip.y);
  ctx.stroke();
  const head = r * 0.28;
  ctx.beginPath();
  ctx.moveTo(tip.x + Math.cos(angle) * head * 0.3, tip.y + Math.sin(angle) * head * 0.3);
  ctx.lineTo(tip.x - Math.cos(angle - 0.5) * head, tip.y - Math.sin(angle - 0.5) * head);
  ctx.lineTo(tip.x - Math.cos(angle + 0.5) * head, tip.y - Math.sin(angle + 0.5) * head);
  ctx.closePath();
  ctx.fill();
}

function fit(ctx: Ctx, text: string, maxWidth: number, size: number, x: number, y: number) {
  let px = size;
  ctx.font = `${px}px ${FONT_BOLD}`;
  while (ctx.measureText(text).width > maxWidth && px > 7) {
    px -= 1;
    ctx.font = `${px}px ${FONT_BOLD}`;
  }
  ctx.fillText(text, x, y);
}
