import { createCanvas, type Canvas } from '@napi-rs/canvas';

/**
 * The canvases a render worker keeps. Canvas memory lives outside V8's heap, so discarded
 * canvases pile up unseen by the garbage collector: each image is drawn into the one canvas kept
 * for its size, and the layer that never changes for a board (terrain, walls, labels) is drawn
 * once and kept, a few boards at a time.
 */

const drawing = new Map<string, Canvas>();
const MAX_SIZES = 4;
const layers = new Map<string, Canvas>();
const MAX_LAYERS = 16;

/** The canvas for an image of this size; the next drawing of the same size reuses it, so read it first. */
export function canvasOfSize(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  let canvas = drawing.get(key);
  if (!canvas) {
    if (drawing.size >= MAX_SIZES) drawing.delete(drawing.keys().next().value!);
    canvas = createCanvas(width, height);
    drawing.set(key, canvas);
  }
  return canvas;
}

/** The static layer kept under `key`, drawn by `draw` on a fresh canvas the first time. */
export function cachedLayer(key: string, width: number, height: number, draw: (canvas: Canvas) => void): Canvas {
  const cached = layers.get(key);
  if (cached) return cached;
  const canvas = createCanvas(width, height);
  draw(canvas);
  if (layers.size >= MAX_LAYERS) layers.delete(layers.keys().next().value!);
  layers.set(key, canvas);
  return canvas;
}
