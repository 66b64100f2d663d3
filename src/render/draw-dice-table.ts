import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { DiceGroup, DiceTableScene, DieFace } from '../engine/scene/dice-table.ts';
import { canvasOfSize } from './canvases.ts';
import { ensureFonts, FONT, FONT_BOLD } from './fonts.ts';
import { drawGlyph } from './glyphs.ts';
import { roundRect, titleBar } from './shapes.ts';

/**
 * Draws a table of dice: a title bar; each site as a box with its big die and lines on the left
 * and its groups of small dice (rows that wrap) on the right; then each shelf's groups across the
 * whole width; then the legend. Sized for a chat preview: the picture is shown about 550 px wide,
 * so no text is drawn smaller than 12 px at that scale (long words are cut short, never shrunk).
 */

type Ctx = SKRSContext2D;
type Box = { x: number; y: number; w: number; h: number };

/** The sizes below are in units of a picture 1000 px wide. */
const DESIGN_WIDTH = 1000;
/**
 * Drawn 720 px wide unless asked otherwise: shown at 550 it looks the same as at any width (text
 * is sized for the preview), and the pixels to paint and encode are half of 1000's.
 */
const DEFAULT_WIDTH = 720;
/** How wide a chat client shows a picture in its preview. */
export const PREVIEW_WIDTH = 550;
/** The smallest text anyone should read in the preview. */
export const PREVIEW_TEXT = 12;
const MAX_WIDTH = 1600;

const BACKGROUND = '#2b2a26';
const SITE = '#393731';
const LIGHT = '#f4ecd8';
const EDGE = '#141414';

export interface DiceTableLayout {
  width: number;
  height: number;
  titleHeight: number;
  margin: number;
  /** Font sizes in px; none under `min`, which reads as 12 px in the preview. */
  fonts: { title: number; heading: number; text: number; die: number; bigDie: number; min: number };
  sites: Array<{ box: Box; die: Box; lines: Array<{ x: number; y: number; w: number }>; title: { x: number; y: number; w: number }; groups: GroupLayout[] }>;
  shelves: Array<{ title: { x: number; y: number; w: number }; groups: GroupLayout[] }>;
  legend: Array<{ glyph: Box; label: { x: number; y: number; w: number } }>;
}

export interface GroupLayout {
  title: { x: number; y: number; w: number };
  dice: Box[];
}

export function layoutDiceTable(scene: DiceTableScene, requested = DEFAULT_WIDTH): DiceTableLayout {
  const width = Math.round(Math.min(MAX_WIDTH, Math.max(PREVIEW_WIDTH, requested)));
  const unit = width / DESIGN_WIDTH;
  const min = Math.ceil((PREVIEW_TEXT * width) / PREVIEW_WIDTH);
  const px = (n: number) => Math.max(min, Math.round(n * unit));
  const fonts = { title: px(28), heading: px(26), text: px(22), die: px(24), bigDie: px(40), min };
  const margin = Math.round(16 * unit);
  const gap = Math.round(8 * unit);
  const titleHeight = Math.round(fonts.title * 1.8);
  const die = Math.round(62 * unit);
  const bigDie = Math.round(120 * unit);
  const column = Math.round(200 * unit);
  const lineHeight = Math.round(fonts.text * 1.2);
  const headingHeight = Math.round(fonts.heading * 1.35);

  // Groups of dice in a box `w` wide from (x, y), side by side while they fit (each as wide as
  // its title or its dice), each a title line over rows of dice; a long group takes the width.
  const measure = measurer();
  const placeGroups = (groups: DiceGroup[], x: number, y: number, w: number): { groups: GroupLayout[]; bottom: number } => {
    const placed: GroupLayout[] = [];
    let cx = x;
    let rowTop = y;
    let bottom = y;
    for (const group of groups) {
      const diceWidth = group.dice.length * (die + gap) - gap;
      const gw = Math.min(w, Math.max(diceWidth, measure(group.title, fonts.text)));
      if (cx > x && cx + gw > x + w) {
        cx = x;
        rowTop = bottom;
      }
      const perRow = Math.max(1, Math.floor((gw + gap) / (die + gap)));
      const top = rowTop + lineHeight;
      const dice = group.dice.map((_, i) => ({ x: cx + (i % perRow) * (die + gap), y: top + Math.floor(i / perRow) * (die + gap), w: die, h: die }));
      placed.push({ title: { x: cx, y: rowTop + lineHeight / 2, w: gw }, dice });
      bottom = Math.max(bottom, top + Math.max(1, Math.ceil(group.dice.length / perRow)) * (die + gap));
      cx += gw + 3 * gap;
    }
    return { groups: placed, bottom };
  };

  let y = titleHeight + margin;
  const sites: DiceTableLayout['sites'] = scene.sites.map((site) => {
    const box = { x: margin, y, w: width - 2 * margin, h: 0 };
    const inner = box.x + margin;
    const title = { x: inner, y: y + margin / 2 + headingHeight / 2, w: box.w - 2 * margin };
    const top = y + margin / 2 + headingHeight;
    const dieBox = { x: inner + Math.round((column - bigDie) / 2) - margin, y: top, w: bigDie, h: bigDie };
    const lines = site.lines.map((_, i) => ({ x: inner, y: top + bigDie + gap + lineHeight * i + lineHeight / 2, w: column - margin }));
    const left = top + bigDie + gap + lineHeight * site.lines.length;
    const right = placeGroups(site.groups, inner + column, top, box.x + box.w - margin - (inner + column));
    box.h = Math.max(left, right.bottom) + margin / 2 - y;
    y += box.h + margin;
    return { box, die: dieBox, lines, title, groups: right.groups };
  });
  const shelves: DiceTableLayout['shelves'] = scene.shelves.map((shelf) => {
    const title = { x: margin, y: y + headingHeight / 2, w: width - 2 * margin };
    const placed = placeGroups(shelf.groups, margin, y + headingHeight, width - 2 * margin);
    y = placed.bottom + margin / 2;
    return { title, groups: placed.groups };
  });
  const legend: DiceTableLayout['legend'] = [];
  if (scene.legend?.length) {
    // Each glyph and its word, side by side, onto a new line when the width is used up.
    const icon = Math.round(fonts.text * 1.3);
    let x = margin;
    for (const entry of scene.legend) {
      const iconWidth = 'badge' in entry ? Math.round(icon * 2.3) : icon;
      const w = iconWidth + gap + Math.min(width - 2 * margin - iconWidth - gap, measure(entry.label, fonts.text, FONT));
      if (x > margin && x + w > width - margin) {
        x = margin;
        y += icon + gap;
      }
      legend.push({ glyph: { x, y, w: iconWidth, h: icon }, label: { x: x + iconWidth + gap, y: y + icon / 2, w: w - iconWidth - gap } });
      x += w + 3 * gap;
    }
    y += icon + gap + margin;
  }
  return { width, height: Math.ceil(y + margin / 2), titleHeight, margin, fonts, sites, shelves, legend };
}

/** The canvas returned is reused by the next drawing of the same size: read it before drawing again. */
export function drawDiceTable(scene: DiceTableScene, width?: number): { canvas: Canvas; layout: DiceTableLayout } {
  ensureFonts();
  const layout = layoutDiceTable(scene, width);
  const { fonts } = layout;
  const canvas = canvasOfSize(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, layout.width, layout.height);

  const titleWidth = titleBar(ctx, layout.width, layout.titleHeight, layout.margin, scene.title, FONT_BOLD);
  ctx.fillStyle = '#ffd166';
  ctx.textAlign = 'right';
  writeLine(ctx, scene.status, layout.width - layout.margin, layout.titleHeight / 2, Math.max(50, layout.width - 3 * layout.margin - titleWidth), fonts.text, FONT, fonts.min);
  ctx.textAlign = 'left';

  scene.sites.forEach((site, i) => {
    const at = layout.sites[i]!;
    ctx.fillStyle = SITE;
    roundRect(ctx, at.box.x, at.box.y, at.box.w, at.box.h, layout.margin / 2);
    ctx.fill();
    if (site.accent) {
      ctx.fillStyle = site.accent;
      ctx.fillRect(at.box.x, at.box.y + layout.margin / 2, Math.max(4, layout.margin / 2), at.box.h - layout.margin);
    }
    ctx.fillStyle = LIGHT;
    writeLine(ctx, site.title, at.title.x, at.title.y, at.title.w, fonts.heading, FONT_BOLD, fonts.min);
    drawDie(ctx, site.die, at.die, fonts.bigDie, fonts.min);
    ctx.fillStyle = LIGHT;
    site.lines.forEach((text, j) => writeLine(ctx, text, at.lines[j]!.x, at.lines[j]!.y, at.lines[j]!.w, fonts.text, FONT, fonts.min));
    drawGroups(ctx, site.groups, at.groups, fonts);
  });
  scene.shelves.forEach((shelf, i) => {
    const at = layout.shelves[i]!;
    ctx.fillStyle = LIGHT;
    writeLine(ctx, shelf.title, at.title.x, at.title.y, at.title.w, fonts.heading, FONT_BOLD, fonts.min);
    drawGroups(ctx, shelf.groups, at.groups, fonts);
  });
  scene.legend?.forEach((entry, i) => {
    const at = layout.legend[i]!;
    if ('glyph' in entry) drawGlyph(ctx, entry.glyph, at.glyph.x, at.glyph.y, at.glyph.w, LIGHT, EDGE);
    else drawBadge(ctx, entry.badge, at.glyph, fonts.min);
    ctx.fillStyle = LIGHT;
    writeLine(ctx, entry.label, at.label.x, at.label.y, at.label.w, fonts.text, FONT, fonts.min);
  });
  return { canvas, layout };
}

function drawGroups(ctx: Ctx, groups: DiceGroup[], placed: GroupLayout[], fonts: DiceTableLayout['fonts']) {
  groups.forEach((group, i) => {
    const at = placed[i]!;
    ctx.fillStyle = group.accent;
    writeLine(ctx, group.title, at.title.x, at.title.y, at.title.w, fonts.text, FONT_BOLD, fonts.min);
    group.dice.forEach((face, j) => drawDie(ctx, face, at.dice[j]!, fonts.die, fonts.min));
  });
}

let scratch: Ctx | undefined;
/** Measures a bold line's width at a size, for the layout (on a canvas of its own, never drawn on). */
function measurer(): (text: string, size: number, font?: string) => number {
  ensureFonts();
  scratch ??= createCanvas(4, 4).getContext('2d');
  const ctx = scratch;
  return (text, size, font = FONT_BOLD) => {
    ctx.font = `${size}px ${font}`;
    return Math.ceil(ctx.measureText(text).width);
  };
}

/** The outline of a die of each shape, inside its box. */
function shapePath(ctx: Ctx, shape: DieFace['shape'], b: Box) {
  const { x, y, w, h } = b;
  if (shape === 'square') {
    roundRect(ctx, x, y, w, h, w * 0.16);
    return;
  }
  const points: Array<[number, number]> =
    shape === 'octagon'
      ? [[0.3, 0], [0.7, 0], [1, 0.3], [1, 0.7], [0.7, 1], [0.3, 1], [0, 0.7], [0, 0.3]]
      : shape === 'kite'
        ? [[0.5, 0], [1, 0.42], [0.5, 1], [0, 0.42]]
        : [[0.5, 0], [1, 0.38], [0.81, 1], [0.19, 1], [0, 0.38]];
  ctx.beginPath();
  points.forEach(([px, py], i) => (i ? ctx.lineTo(x + px * w, y + py * h) : ctx.moveTo(x + px * w, y + py * h)));
  ctx.closePath();
}

/**
 * Most dice on a table show one of a few faces (an army of ten holds three or four kinds), so
 * each face is drawn once into a small canvas of its own and copied wherever it shows: a few
 * hundred at most are kept, then the oldest go (a canvas's memory is outside V8's heap, so the
 * count is bounded rather than left to the garbage collector).
 */
const sprites = new Map<string, { canvas: Canvas; pad: number }>();
const MAX_SPRITES = 400;

function drawDie(ctx: Ctx, face: DieFace, b: Box, size: number, min: number) {
  const key = `${b.w}x${b.h}|${size}|${min}|${JSON.stringify(face)}`;
  let sprite = sprites.get(key);
  if (!sprite) {
    const pad = Math.ceil(Math.max(4, b.w * 0.08) / 2) + 1;
    const canvas = createCanvas(Math.ceil(b.w) + 2 * pad, Math.ceil(b.h) + 2 * pad);
    paintDie(canvas.getContext('2d'), face, { x: pad, y: pad, w: b.w, h: b.h }, size, min);
    if (sprites.size >= MAX_SPRITES) sprites.delete(sprites.keys().next().value!);
    sprite = { canvas, pad };
    sprites.set(key, sprite);
  }
  ctx.drawImage(sprite.canvas, Math.round(b.x) - sprite.pad, Math.round(b.y) - sprite.pad);
}

/**
 * One die: its fill (two colours split on the diagonal), its outline (thick in the highlight's
 * colour when it counted), the glyph, mark or badge above and the count below, in white edged in
 * black so both read on any colour of die.
 */
function paintDie(ctx: Ctx, face: DieFace, b: Box, size: number, min: number) {
  ctx.save();
  if (face.faded) ctx.globalAlpha = 0.4;
  shapePath(ctx, face.shape, b);
  ctx.fillStyle = face.fill[0] ?? '#888888';
  ctx.fill();
  if (face.fill.length > 1) {
    ctx.save();
    shapePath(ctx, face.shape, b);
    ctx.clip();
    ctx.fillStyle = face.fill[1]!;
    ctx.beginPath();
    ctx.moveTo(b.x + b.w, b.y);
    ctx.lineTo(b.x + b.w, b.y + b.h);
    ctx.lineTo(b.x, b.y + b.h);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }
  shapePath(ctx, face.shape, b);
  ctx.strokeStyle = face.highlight ?? EDGE;
  ctx.lineWidth = face.highlight ? Math.max(4, b.w * 0.08) : Math.max(2, b.w * 0.03);
  ctx.stroke();

  const cx = b.x + b.w / 2;
  const topSize = b.h * 0.5;
  const topY = b.y + b.h * 0.08;
  const top = face.top;
  if (top && 'glyph' in top) drawGlyph(ctx, top.glyph, cx - topSize / 2, topY, topSize, '#ffffff', EDGE);
  else if (top && 'mark' in top) outlined(ctx, top.mark, cx, topY + topSize / 2, b.w * 0.8, Math.round(size * 1.2), min);
  else if (top && 'badge' in top) {
    const h = Math.max(min * 1.3, topSize * 0.7);
    drawBadge(ctx, top.badge, { x: b.x + b.w * 0.05, y: topY + (topSize - h) / 2, w: b.w * 0.9, h }, min);
  }
  if (face.text) outlined(ctx, face.text, cx, top ? b.y + b.h * 0.78 : b.y + b.h / 2, b.w * 0.86, top ? size : Math.round(size * 1.4), min);
  ctx.restore();
}

/** A special icon's short label on a dark pill. */
function drawBadge(ctx: Ctx, text: string, b: Box, min: number) {
  ctx.fillStyle = EDGE;
  roundRect(ctx, b.x, b.y, b.w, b.h, b.h / 2);
  ctx.fill();
  ctx.fillStyle = '#ffd166';
  ctx.textAlign = 'center';
  writeLine(ctx, text, b.x + b.w / 2, b.y + b.h / 2, b.w - 4, min, FONT_BOLD, min);
  ctx.textAlign = 'left';
}

/** White text edged in black, centred on (x, y). */
function outlined(ctx: Ctx, text: string, x: number, y: number, room: number, size: number, min: number) {
  ctx.textAlign = 'center';
  const fitted = fit(ctx, text, room, size, FONT_BOLD, min);
  ctx.lineJoin = 'round';
  ctx.strokeStyle = EDGE;
  ctx.lineWidth = Math.max(3, size * 0.16);
  ctx.strokeText(fitted, x, y);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(fitted, x, y);
}

/** One line of text at (x, y), its middle on y, aligned as the context is. */
function writeLine(ctx: Ctx, text: string, x: number, y: number, room: number, size: number, font: string, min: number) {
  ctx.textBaseline = 'middle';
  ctx.fillText(fit(ctx, text, room, size, font, min), x, y);
}

/** Sets the font and returns the text to write: shrunk a pixel at a time to fit, never under `min`, then cut short with an ellipsis. */
function fit(ctx: Ctx, text: string, room: number, size: number, font: string, min: number): string {
  let px = size;
  ctx.font = `${px}px ${font}`;
  ctx.textBaseline = 'middle';
  while (ctx.measureText(text).width > room && px > min) {
    px -= 1;
    ctx.font = `${px}px ${font}`;
  }
  if (ctx.measureText(text).width <= room) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > room) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
