import sharp from 'sharp';
import type { Canvas } from '@napi-rs/canvas';
import type { Scene } from '../engine/scene/scene.ts';
import { drawHexBoard } from './draw.ts';
import { drawSquareBoard } from './draw-grid.ts';
import { drawPanel } from './draw-panel.ts';
import { drawDiceTable } from './draw-dice-table.ts';

/**
 * One scene in, one PNG out, drawn by the scene's kind and never by the game it comes from.
 * This runs inside a render worker (render/pool.ts) so that drawing and encoding never hold up
 * the bot's event loop; the scene is plain data, so the worker loads no game code.
 */

export interface SceneRequest {
  scene: Scene;
  width?: number;
}

export interface Rendered {
  png: Uint8Array;
  width: number;
  height: number;
  drawMs: number;
  encodeMs: number;
}

/** Draws a scene with the drawer of its kind. The canvas is reused by the next drawing of its size: read it first. */
export function drawScene(scene: Scene, width?: number): { canvas: Canvas; layout: { width: number; height: number } } {
  switch (scene.kind) {
    case 'hex-board':
      return drawHexBoard(scene, width);
    case 'square-board':
      return drawSquareBoard(scene, width);
    case 'panel':
      return drawPanel(scene, width);
    case 'dice-table':
      return drawDiceTable(scene, width);
  }
}

// One image at a time per worker: libvips needs neither its operation cache nor extra threads.
sharp.cache(false);
sharp.concurrency(1);

/** PNG compression level 2: a third of the size of level 0 at a fraction of @napi-rs/canvas's own encoder's time. */
export const PNG_LEVEL = 2;

export async function renderScene(request: SceneRequest): Promise<Rendered> {
  const started = performance.now();
  const { canvas, layout } = drawScene(request.scene, request.width);
  const pixels = canvas.data();
  const drawn = performance.now();
  // Every scene is painted opaque, so its premultiplied pixels are already straight RGBA.
  const png = await sharp(pixels, { raw: { width: layout.width, height: layout.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: PNG_LEVEL, adaptiveFiltering: false })
    .toBuffer();
  const encoded = performance.now();
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), width: layout.width, height: layout.height, drawMs: drawn - started, encodeMs: encoded - drawn };
}
