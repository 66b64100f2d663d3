import sharp from 'sharp';
import type { Canvas } from '@napi-rs/canvas';
import { drawScene } from './draw.ts';
import { drawGridScene } from './draw-grid.ts';
import { dragonNoirScene } from './dragon-noir.ts';
import { dungeonScene } from './dungeon.ts';
import type { GridScene } from './grid-scene.ts';
import type { HexScene } from './scene.ts';

/**
 * One view in, one PNG out. This runs inside a render worker (render/pool.ts) so that drawing
 * and encoding never hold up the bot's event loop.
 */

export interface RenderRequest {
  view: { module: string };
  width?: number;
  /** Replaces the status in the title bar, e.g. for the map of a phase that has ended. */
  caption?: string;
}

export interface Rendered {
  png: Uint8Array;
  width: number;
  height: number;
  drawMs: number;
  encodeMs: number;
}

export function sceneFor(view: { module: string }): HexScene {
  switch (view.module) {
    case 'dragon-noir':
      return dragonNoirScene(view as Parameters<typeof dragonNoirScene>[0]);
    default:
      throw new Error(`no renderer for ${view.module}`);
  }
}

/** The square-grid games' scenes. */
export function gridSceneFor(view: { module: string }): GridScene | undefined {
  if (view.module === 'dungeon') return dungeonScene(view as Parameters<typeof dungeonScene>[0]);
  return undefined;
}

/** Draws a view with the drawer its board needs: squares or hexes. */
export function drawView(view: { module: string }, caption?: string, width?: number): { canvas: Canvas; layout: { width: number; height: number } } {
  const grid = gridSceneFor(view);
  if (grid) return drawGridScene(caption ? { ...grid, status: caption } : grid, width);
  const scene = sceneFor(view);
  return drawScene(caption ? { ...scene, status: caption } : scene, width);
}

// One image at a time per worker: libvips needs neither its operation cache nor extra threads.
sharp.cache(false);
sharp.concurrency(1);

/** PNG compression level 2: a third of the size of level 0 at a fraction of @napi-rs/canvas's own encoder's time. */
export const PNG_LEVEL = 2;

export async function renderToPng(request: RenderRequest): Promise<Rendered> {
  const started = performance.now();
  const { canvas, layout } = drawView(request.view, request.caption, request.width);
  const pixels = canvas.data();
  const drawn = performance.now();
  // The board is painted opaque, so its premultiplied pixels are already straight RGBA.
  const png = await sharp(pixels, { raw: { width: layout.width, height: layout.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: PNG_LEVEL, adaptiveFiltering: false })
    .toBuffer();
  const encoded = performance.now();
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), width: layout.width, height: layout.height, drawMs: drawn - started, encodeMs: encoded - drawn };
}
