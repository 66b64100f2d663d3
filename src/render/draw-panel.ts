import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { PanelCell, PanelScene } from '../engine/scene/panel.ts';
import { canvasOfSize } from './canvases.ts';
import { ensureFonts, FONT, FONT_BOLD } from './fonts.ts';
import { fitText, roundRect, titleBar } from './shapes.ts';

/**
 * Draws a panel: a title bar, then each row's title and its cells left to right, wrapping onto a
 * new line when the width is used up. Dice are squares, cards tall rounded rectangles, table
 * cells wide ones; each carries its big text in the middle and any smaller lines under it.
 */

type Ctx = SKRSContext2D;

export interface PanelLayout {
  width: number;
  height: number;
  titleHeight: number;
  margin: number;
  /** Where each cell landed, row by row, for tests and for whoever wants to point at one. */
  cells: Array<Array<{ x: number; y: number; w: number; h: number }>>;
}

const DEFAULT_WIDTH = 1024;
/** Each shape's size, in units of a width of 1024 px. */
const SHAPES: Record<PanelCell['shape'], { w: number; h: number }> = {
  die: { w: 110, h: 110 },
  card: { w: 150, h: 210 },
  cell: { w: 200, h: 72 },
};

export function layoutPanel(scene: PanelScene, width = DEFAULT_WIDTH): PanelLayout {
  const unit = width / DEFAULT_WIDTH;
  const margin = Math.round(16 * unit);
  const gap = Math.round(12 * unit);
  const titleHeight = Math.max(34, Math.round(52 * unit));
  const rowTitle = Math.round(34 * unit);
  let y = titleHeight + margin;
  const cells: PanelLayout['cells'] = [];
  for (const row of scene.rows) {
    y += rowTitle;
    let x = margin;
    let lineHeight = 0;
    const placed: PanelLayout['cells'][number] = [];
    for (const cell of row.cells) {
      const w = Math.round(SHAPES[cell.shape].w * unit);
      const h = Math.round(SHAPES[cell.shape].h * unit);
      if (x > margin && x + w > width - margin) {
        x = margin;
        y += lineHeight + gap;
        lineHeight = 0;
      }
      placed.push({ x, y, w, h });
      x += w + gap;
      lineHeight = Math.max(lineHeight, h);
    }
    cells.push(placed);
    y += lineHeight + margin;
  }
  return { width, height: Math.ceil(y), titleHeight, margin, cells };
}

/** The canvas returned is reused by the next drawing of the same size: read it before drawing again. */
export function drawPanel(scene: PanelScene, width?: number): { canvas: Canvas; layout: PanelLayout } {
  ensureFonts();
  const layout = layoutPanel(scene, width);
  const canvas = canvasOfSize(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#2b2a26';
  ctx.fillRect(0, 0, layout.width, layout.height);
  drawTitle(ctx, layout, scene);
  const unit = layout.width / DEFAULT_WIDTH;
  scene.rows.forEach((row, i) => {
    const placed = layout.cells[i]!;
    const top = placed[0]?.y ?? 0;
    ctx.fillStyle = '#f4ecd8';
    ctx.font = `${Math.round(22 * unit)}px ${FONT_BOLD}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'bottom';
    ctx.fillText(row.title, layout.margin, top - Math.round(8 * unit), layout.width - 2 * layout.margin);
    row.cells.forEach((cell, j) => drawCell(ctx, cell, placed[j]!, unit));
  });
  return { canvas, layout };
}

function drawCell(ctx: Ctx, cell: PanelCell, at: { x: number; y: number; w: number; h: number }, unit: number) {
  const radius = (cell.shape === 'die' ? 16 : cell.shape === 'card' ? 12 : 6) * unit;
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(ctx, at.x + 3 * unit, at.y + 4 * unit, at.w, at.h, radius);
  ctx.fill();
  ctx.fillStyle = cell.fill;
  roundRect(ctx, at.x, at.y, at.w, at.h, radius);
  ctx.fill();
  ctx.strokeStyle = cell.highlight ?? 'rgba(0,0,0,0.6)';
  ctx.lineWidth = (cell.highlight ? 5 : 2) * unit;
  ctx.stroke();
  const lines = cell.lines ?? [];
  const big = Math.round((cell.shape === 'cell' ? 24 : 28) * unit);
  const small = Math.round(16 * unit);
  // The big text and the small lines together, centred in the cell.
  const block = big + lines.length * (small + 4 * unit);
  let y = at.y + (at.h - block) / 2 + big / 2;
  ctx.fillStyle = cell.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fitText(ctx, cell.text, at.w - 12 * unit, big, at.x + at.w / 2, y, FONT_BOLD);
  y += big / 2 + 4 * unit + small / 2;
  for (const text of lines) {
    fitText(ctx, text, at.w - 12 * unit, small, at.x + at.w / 2, y, FONT);
    y += small + 4 * unit;
  }
}

function drawTitle(ctx: Ctx, layout: PanelLayout, scene: PanelScene) {
  const h = layout.titleHeight;
  const titleWidth = titleBar(ctx, layout.width, h, layout.margin, scene.title, FONT_BOLD);
  ctx.fillStyle = '#ffd166';
  ctx.font = `${Math.round(h * 0.42)}px ${FONT}`;
  ctx.textAlign = 'right';
  ctx.fillText(scene.status, layout.width - layout.margin, h / 2, Math.max(50, layout.width - 3 * layout.margin - titleWidth));
}
