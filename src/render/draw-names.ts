import type { SKRSContext2D } from '@napi-rs/canvas';
import type { SceneName } from '../engine/scene/hex-board.ts';
import { FONT_BOLD } from './fonts.ts';
import { toPixel, type Layout } from './layout.ts';

/**
 * Names written on a map (a region, a site, a land beyond the edge), dark on a pale halo so they
 * read over any terrain. Sized in hex radii: the game chooses how large each kind of name is.
 */
export function drawNames(ctx: SKRSContext2D, layout: Layout, names: readonly SceneName[]): void {
  const r = layout.radius;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  for (const name of names) {
    const p = toPixel(layout, name.at);
    const size = Math.max(8, Math.round(name.size * r));
    ctx.font = `${size}px ${FONT_BOLD}`;
    // A start or an end sits at the hex's side, so a name at the map's edge stays on the picture.
    const x = name.align === 'start' ? p.x - r * 0.8 : name.align === 'end' ? p.x + r * 0.8 : p.x;
    ctx.textAlign = name.align === 'start' ? 'left' : name.align === 'end' ? 'right' : 'center';
    const y = p.y + (name.dy ?? 0) * r;
    const width = name.width !== undefined ? name.width * r : undefined;
    ctx.strokeStyle = 'rgba(246,240,222,0.9)';
    ctx.lineWidth = Math.max(2, size * 0.32);
    if (width !== undefined) ctx.strokeText(name.text, x, y, width);
    else ctx.strokeText(name.text, x, y);
    ctx.fillStyle = '#1d1a16';
    if (width !== undefined) ctx.fillText(name.text, x, y, width);
    else ctx.fillText(name.text, x, y);
  }
}
