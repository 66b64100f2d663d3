import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { PanelCell, PanelScene, PanelTag } from '../engine/scene/panel.ts';
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
    row.cells.forEach((cell, j) => drawPanelCell(ctx, cell, placed[j]!, unit));
  });
  return { canvas, layout };
}

/**
 * One cell: its shadow, its colour (inside its frame, if it has one), its big text and smaller
 * lines centred, and its corner tags. A card's big text (its title) wraps onto up to three lines.
 * A hex board's strip of cards (a player's hand under the map) is drawn with this too.
 */
export function drawPanelCell(ctx: Ctx, cell: PanelCell, at: { x: number; y: number; w: number; h: number }, unit: number) {
  const radius = (cell.shape === 'die' ? 16 : cell.shape === 'card' ? 12 : 6) * unit;
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(ctx, at.x + 3 * unit, at.y + 4 * unit, at.w, at.h, radius);
  ctx.fill();
  const band = cell.frame ? Math.max(3, Math.round(at.w * 0.06)) : 0;
  ctx.fillStyle = cell.frame ?? cell.fill;
  roundRect(ctx, at.x, at.y, at.w, at.h, radius);
  ctx.fill();
  if (cell.frame) {
    ctx.fillStyle = cell.fill;
    roundRect(ctx, at.x + band, at.y + band, at.w - 2 * band, at.h - 2 * band, Math.max(2, radius - band / 2));
    ctx.fill();
  }
  roundRect(ctx, at.x, at.y, at.w, at.h, radius);
  ctx.strokeStyle = cell.highlight ?? 'rgba(0,0,0,0.6)';
  ctx.lineWidth = (cell.highlight ? 5 : 2) * unit;
  ctx.stroke();
  const lines = cell.lines ?? [];
  const big = Math.round((cell.shape === 'cell' ? 24 : cell.shape === 'card' && cell.frame ? 22 : 28) * unit);
  const small = Math.round(16 * unit);
  const room = at.w - 2 * band - 12 * unit;
  ctx.font = `${big}px ${FONT_BOLD}`;
  const heads = cell.shape === 'card' ? wrap(ctx, cell.text, room, 3) : [cell.text];
  // The big text and the small lines together, centred in the cell.
  const block = heads.length * big + lines.length * (small + 4 * unit);
  let y = at.y + (at.h - block) / 2 + big / 2;
  ctx.fillStyle = cell.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const head of heads) {
    fitText(ctx, head, room, big, at.x + at.w / 2, y, FONT_BOLD);
    y += big;
  }
  y += -big / 2 + 4 * unit + small / 2;
  for (const text of lines) {
    fitText(ctx, text, room, small, at.x + at.w / 2, y, FONT);
    y += small + 4 * unit;
  }
  for (const tag of cell.tags ?? []) drawTag(ctx, tag, at, band, unit);
}

/** Words onto lines no wider than `room`, at most `most` of them (the last takes what is left, and is shrunk to fit). */
function wrap(ctx: Ctx, text: string, room: number, most: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = current ? `${current} ${word}` : word;
    if (current && ctx.measureText(tried).width > room && lines.length < most - 1) {
      lines.push(current);
      current = word;
    } else current = tried;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

/** A small label in a corner of a cell, inside its frame. */
function drawTag(ctx: Ctx, tag: PanelTag, at: { x: number; y: number; w: number; h: number }, band: number, unit: number) {
  const size = Math.round(15 * unit);
  ctx.font = `${size}px ${FONT_BOLD}`;
  const w = ctx.measureText(tag.text).width + size * (tag.oval ? 1.2 : 0.8);
  const h = size * 1.45;
  const inset = band + 4 * unit;
  const x = tag.corner.endsWith('left') ? at.x + inset : at.x + at.w - inset - w;
  const y = tag.corner.startsWith('top') ? at.y + inset : at.y + at.h - inset - h;
  ctx.fillStyle = tag.fill;
  if (tag.oval) {
    ctx.beginPath();
    ctx.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, 0, 0, Math.PI * 2);
  } else roundRect(ctx, x, y, w, h, 4 * unit);
  ctx.fill();
  ctx.fillStyle = tag.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(tag.text, x + w / 2, y + h / 2 + 0.5);
}

/** Where a strip of cards under a board puts each card: one row, centred, as wide as the board allows. */
export interface StripLayout {
  height: number;
  unit: number;
  margin: number;
  titleSize: number;
  cells: Array<{ x: number; y: number; w: number; h: number }>;
}

/** No larger than this against a panel's card: a hand under a whole continent stays a strip. */
const STRIP_MAX_UNIT = 1.2;

export function layoutCardStrip(strip: { title: string; cells: PanelCell[] }, width: number): StripLayout {
  const margin = Math.round(width / 80);
  const n = Math.max(1, strip.cells.length);
  const card = SHAPES.card;
  const unit = Math.min(STRIP_MAX_UNIT, width / DEFAULT_WIDTH, (width - 2 * margin) / (n * card.w + (n - 1) * 12));
  const w = Math.round(card.w * unit);
  const h = Math.round(card.h * unit);
  const gap = Math.round(12 * unit);
  const titleSize = Math.max(14, Math.round(22 * unit));
  const top = margin + titleSize + Math.round(10 * unit);
  const left = Math.round((width - (strip.cells.length * w + (strip.cells.length - 1) * gap)) / 2);
  const cells = strip.cells.map((_, i) => ({ x: left + i * (w + gap), y: top, w, h }));
  return { height: top + h + margin, unit, margin, titleSize, cells };
}

/** The strip itself, from `top` down: its title, then its cards. */
export function drawCardStrip(ctx: Ctx, strip: { title: string; cells: PanelCell[] }, layout: StripLayout, top: number, width: number) {
  ctx.fillStyle = '#2b2a26';
  ctx.fillRect(0, top, width, layout.height);
  ctx.fillStyle = '#f4ecd8';
  ctx.font = `${layout.titleSize}px ${FONT_BOLD}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillText(strip.title, layout.margin, top + layout.margin, width - 2 * layout.margin);
  strip.cells.forEach((cell, i) => {
    const at = layout.cells[i]!;
    drawPanelCell(ctx, cell, { ...at, y: at.y + top }, layout.unit);
  });
}

function drawTitle(ctx: Ctx, layout: PanelLayout, scene: PanelScene) {
  const h = layout.titleHeight;
  const titleWidth = titleBar(ctx, layout.width, h, layout.margin, scene.title, FONT_BOLD);
  ctx.fillStyle = '#ffd166';
  ctx.font = `${Math.round(h * 0.42)}px ${FONT}`;
  ctx.textAlign = 'right';
  ctx.fillText(scene.status, layout.width - layout.margin, h / 2, Math.max(50, layout.width - 3 * layout.margin - titleWidth));
}
