import type { SKRSContext2D } from '@napi-rs/canvas';

/** A point in pixels. */
export interface Pixel {
  x: number;
  y: number;
}

export interface ArrowStyle {
  colour: string;
  alpha: number;
  width: number;
  /** How far short of the last point the tip stops, so the head shows beside the counter there. */
  stopShort: number;
  /** The length of the head. */
  head: number;
}

/**
 * An arrow along a path of pixels, the way both grids draw a move: a round-joined line through
 * every point and a head at the end. Leaves the context's alpha and fill as the caller had them.
 */
export function strokeArrow(ctx: SKRSContext2D, points: readonly Pixel[], style: ArrowStyle): { tip: Pixel; angle: number } {
  const last = points[points.length - 1]!;
  const before = points[points.length - 2]!;
  const angle = Math.atan2(last.y - before.y, last.x - before.x);
  const tip = { x: last.x - Math.cos(angle) * style.stopShort, y: last.y - Math.sin(angle) * style.stopShort };
  ctx.save();
  ctx.globalAlpha = style.alpha;
  ctx.strokeStyle = style.colour;
  ctx.fillStyle = style.colour;
  ctx.lineWidth = style.width;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(points[0]!.x, points[0]!.y);
  for (const p of points.slice(1, -1)) ctx.lineTo(p.x, p.y);
  ctx.lineTo(tip.x, tip.y);
  ctx.stroke();
  const head = style.head;
  ctx.beginPath();
  ctx.moveTo(tip.x + Math.cos(angle) * head * 0.4, tip.y + Math.sin(angle) * head * 0.4);
  ctx.lineTo(tip.x - Math.cos(angle - 0.5) * head, tip.y - Math.sin(angle - 0.5) * head);
  ctx.lineTo(tip.x - Math.cos(angle + 0.5) * head, tip.y - Math.sin(angle + 0.5) * head);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  return { tip, angle };
}
