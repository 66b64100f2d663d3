import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { strokeArrow } from './arrow.ts';
import { fitText as fit, line, roundRect } from './shapes.ts';
import { cachedLayer, canvasOfSize } from './canvases.ts';
import { ensureFonts, FONT, FONT_BOLD } from './fonts.ts';
import { centreOf, corner, gridLayout, sideEnds, type GridLayout } from './grid-layout.ts';
import type { GridDoor, GridFurniture, GridMarker, GridToken, SquareBoardScene } from '../engine/scene/square-board.ts';

/**
 * Draws a square-grid scene. The floor, walls, furniture and labels change only when more of the
 * map is uncovered, so they are drawn once per scene key and size into a cached layer; each image
 * copies it and adds doors, markers, arrows, tokens, hits, the title bar and the footer.
 */

type Ctx = SKRSContext2D;
type Point = { x: number; y: number };

const ROCK = '#1f1d1a';
const WALL = '#2a231d';
const LABEL_INK = 'rgba(40,32,24,0.55)';

/** Draws a scene. The canvas returned is reused by the next drawing of the same size: read it first. */
export function drawSquareBoard(scene: SquareBoardScene, width?: number): { canvas: Canvas; layout: GridLayout } {
  ensureFonts();
  const layout = gridLayout(scene.cols, scene.rows, width);
  const canvas = canvasOfSize(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.drawImage(staticLayer(scene, layout), 0, 0);
  for (const door of scene.doors) drawDoor(ctx, layout, door);
  for (const marker of scene.markers) drawMarker(ctx, layout, marker);
  for (const arrow of scene.arrows) drawArrow(ctx, layout, arrow.path, arrow.colour);
  for (const token of scene.tokens) drawToken(ctx, layout, token);
  for (const hit of scene.hits) drawHit(ctx, layout, hit.at, hit.from, hit.text);
  drawTitle(ctx, layout, scene);
  drawFooter(ctx, layout, scene);
  return { canvas, layout };
}

function staticLayer(scene: SquareBoardScene, layout: GridLayout): Canvas {
  return cachedLayer(`${scene.key}@${layout.size}`, layout.width, layout.height, (canvas) => {
    const ctx = canvas.getContext('2d');
    const s = layout.size;
    ctx.fillStyle = ROCK;
    ctx.fillRect(0, 0, layout.width, layout.height);
    // Rock: faint diagonal strokes, so that fog and solid rock read as "nothing known here".
    ctx.strokeStyle = 'rgba(255,255,255,0.035)';
    ctx.lineWidth = 1;
    for (let d = -layout.height; d < layout.width; d += Math.max(6, Math.round(s / 4))) {
      ctx.beginPath();
      ctx.moveTo(d, layout.titleHeight);
      ctx.lineTo(d + layout.height, layout.titleHeight + layout.height);
      ctx.stroke();
    }
    for (const sq of scene.squares) {
      const c = corner(layout, sq.x, sq.y);
      ctx.fillStyle = sq.fill;
      ctx.fillRect(c.x, c.y, s, s);
      ctx.strokeStyle = 'rgba(60,48,36,0.22)';
      ctx.strokeRect(c.x + 0.5, c.y + 0.5, s - 1, s - 1);
      if (sq.veiled) {
        ctx.fillStyle = 'rgba(46,34,70,0.30)';
        ctx.fillRect(c.x, c.y, s, s);
      }
    }
    for (const f of scene.furniture) drawFurniture(ctx, layout, f);
    ctx.font = `${Math.max(8, Math.round(s * 0.21))}px ${FONT}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillStyle = LABEL_INK;
    for (const sq of scene.squares) {
      const c = corner(layout, sq.x, sq.y);
      ctx.fillText(sq.label, c.x + s * 0.06, c.y + s * 0.05);
    }
    ctx.lineCap = 'square';
    for (const w of scene.walls) {
      const [a, b] = sideEnds(layout, w.x, w.y, w.side);
      line(ctx, a, b, WALL, Math.max(3, s * 0.13));
    }
    for (const area of scene.areaLabels) {
      const p = { x: layout.originX + area.x * s, y: layout.originY + area.y * s };
      ctx.font = `${Math.max(9, Math.round(s * 0.27))}px ${FONT_BOLD}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineWidth = Math.max(2, s * 0.08);
      ctx.strokeStyle = 'rgba(244,236,216,0.85)';
      ctx.strokeText(area.text, p.x, p.y);
      ctx.fillStyle = '#4a2f1c';
      ctx.fillText(area.text, p.x, p.y);
    }
  });
}

const FURNITURE_LOOK: Record<string, { fill: string; ink: string }> = {
  table: { fill: '#8b5a2b', ink: '#f3e3c3' },
  chest: { fill: '#9a5a26', ink: '#ffe7a8' },
  tomb: { fill: '#8c8c86', ink: '#1f1f1f' },
  rack: { fill: '#6b4f2a', ink: '#f3e3c3' },
  bookcase: { fill: '#5b3a1e', ink: '#f3e3c3' },
  throne: { fill: '#7b2d26', ink: '#ffd98a' },
  altar: { fill: '#d7cfc0', ink: '#3b2a1a' },
  cupboard: { fill: '#6d4c2e', ink: '#f3e3c3' },
  fireplace: { fill: '#4a3b30', ink: '#ffb347' },
  bench: { fill: '#8b6b43', ink: '#f3e3c3' },
};

function drawFurniture(ctx: Ctx, layout: GridLayout, f: GridFurniture) {
  const s = layout.size;
  const xs = f.squares.map((q) => q.x);
  const ys = f.squares.map((q) => q.y);
  const a = corner(layout, Math.min(...xs), Math.min(...ys));
  const w = (Math.max(...xs) - Math.min(...xs) + 1) * s;
  const h = (Math.max(...ys) - Math.min(...ys) + 1) * s;
  const look = FURNITURE_LOOK[f.kind] ?? { fill: '#7a5a3a', ink: '#f3e3c3' };
  const inset = s * 0.12;
  ctx.fillStyle = 'rgba(0,0,0,0.3)';
  roundRect(ctx, a.x + inset + s * 0.05, a.y + inset + s * 0.06, w - 2 * inset, h - 2 * inset, s * 0.08);
  ctx.fill();
  ctx.fillStyle = look.fill;
  roundRect(ctx, a.x + inset, a.y + inset, w - 2 * inset, h - 2 * inset, s * 0.08);
  ctx.fill();
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.lineWidth = Math.max(1, s * 0.04);
  ctx.stroke();
  if (f.kind === 'chest') {
    ctx.strokeStyle = '#3b2412';
    ctx.lineWidth = Math.max(1, s * 0.05);
    line(ctx, { x: a.x + inset, y: a.y + h * 0.45 }, { x: a.x + w - inset, y: a.y + h * 0.45 }, '#3b2412', Math.max(1, s * 0.05));
  }
  ctx.fillStyle = look.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fit(ctx, f.kind, w - 2 * inset - 2, Math.round(s * 0.24), a.x + w / 2, a.y + h / 2 + (f.kind === 'chest' ? h * 0.14 : 0), FONT);
}

function drawDoor(ctx: Ctx, layout: GridLayout, door: GridDoor) {
  const s = layout.size;
  const [a, b] = sideEnds(layout, door.x, door.y, door.side);
  const horizontal = a.y === b.y;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const jamb = s * 0.16;
  const wall = Math.max(3, s * 0.13);
  const inner = (t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  // The wall stands on either side of every doorway.
  line(ctx, a, inner(0.16), WALL, wall);
  line(ctx, inner(0.84), b, WALL, wall);
  if (door.style === 'closed') {
    const len = s * 0.68;
    const thick = s * 0.2;
    ctx.fillStyle = '#8a4b1f';
    if (horizontal) ctx.fillRect(mid.x - len / 2, mid.y - thick / 2, len, thick);
    else ctx.fillRect(mid.x - thick / 2, mid.y - len / 2, thick, len);
    ctx.strokeStyle = '#2b170a';
    ctx.lineWidth = Math.max(1, s * 0.04);
    if (horizontal) ctx.strokeRect(mid.x - len / 2, mid.y - thick / 2, len, thick);
    else ctx.strokeRect(mid.x - thick / 2, mid.y - len / 2, thick, len);
    return;
  }
  if (door.style === 'open') {
    // The leaf swung open, lying across the first square of the doorway.
    const from = inner(0.16);
    const to = horizontal ? { x: from.x, y: from.y + (door.side === 'south' ? -1 : 1) * s * 0.55 } : { x: from.x + (door.side === 'east' ? -1 : 1) * s * 0.55, y: from.y };
    line(ctx, from, to, '#8a4b1f', Math.max(2, s * 0.08));
    return;
  }
  ctx.setLineDash([jamb * 0.6, jamb * 0.4]);
  line(ctx, inner(0.16), inner(0.84), door.style === 'hidden' ? '#c03ab8' : '#e27de0', Math.max(2, s * 0.09));
  ctx.setLineDash([]);
  ctx.fillStyle = door.style === 'hidden' ? '#c03ab8' : '#e27de0';
  ctx.font = `${Math.round(s * 0.22)}px ${FONT_BOLD}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const off = horizontal ? { x: 0, y: -s * 0.18 } : { x: -s * 0.18, y: 0 };
  ctx.fillText('S', mid.x + off.x, mid.y + off.y);
}

function drawMarker(ctx: Ctx, layout: GridLayout, m: GridMarker) {
  const s = layout.size;
  const c = corner(layout, m.x, m.y);
  const mid = centreOf(layout, m);
  switch (m.kind) {
    case 'stairs':
      ctx.fillStyle = 'rgba(120,110,96,0.55)';
      ctx.fillRect(c.x + 2, c.y + 2, s - 4, s - 4);
      for (let i = 1; i < 5; i++) line(ctx, { x: c.x + s * 0.12, y: c.y + (i * s) / 5 }, { x: c.x + s * 0.88, y: c.y + (i * s) / 5 }, 'rgba(50,42,34,0.75)', Math.max(1, s * 0.05));
      break;
    case 'pitfall': {
      ctx.fillStyle = '#0c0b0a';
      ctx.fillRect(c.x + s * 0.1, c.y + s * 0.1, s * 0.8, s * 0.8);
      ctx.strokeStyle = '#d9822b';
      ctx.lineWidth = Math.max(2, s * 0.06);
      ctx.strokeRect(c.x + s * 0.1, c.y + s * 0.1, s * 0.8, s * 0.8);
      ctx.fillStyle = '#d9822b';
      ctx.font = `${Math.round(s * 0.22)}px ${FONT_BOLD}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('PIT', mid.x, mid.y + s * 0.3);
      break;
    }
    case 'rock':
      ctx.fillStyle = '#6f6a62';
      ctx.beginPath();
      ctx.ellipse(mid.x, mid.y, s * 0.42, s * 0.38, 0.3, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#2f2c28';
      ctx.lineWidth = Math.max(2, s * 0.06);
      ctx.stroke();
      line(ctx, { x: mid.x - s * 0.2, y: mid.y - s * 0.1 }, { x: mid.x + s * 0.05, y: mid.y + s * 0.15 }, '#3f3b36', Math.max(1, s * 0.04));
      break;
    case 'hidden-pitfall':
    case 'hidden-crush':
      ctx.setLineDash([s * 0.1, s * 0.07]);
      ctx.strokeStyle = '#d62828';
      ctx.lineWidth = Math.max(2, s * 0.06);
      ctx.strokeRect(c.x + s * 0.12, c.y + s * 0.12, s * 0.76, s * 0.76);
      ctx.setLineDash([]);
      ctx.fillStyle = '#d62828';
      ctx.font = `${Math.round(s * 0.22)}px ${FONT_BOLD}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(m.kind === 'hidden-pitfall' ? 'pit' : 'crush', mid.x, mid.y + s * 0.22);
      break;
    case 'treasure':
      ctx.fillStyle = '#f2c230';
      ctx.beginPath();
      ctx.arc(c.x + s * 0.78, c.y + s * 0.78, s * 0.17, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#7a5a00';
      ctx.lineWidth = Math.max(1, s * 0.04);
      ctx.stroke();
      ctx.fillStyle = '#5a4000';
      ctx.font = `${Math.round(s * 0.22)}px ${FONT_BOLD}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('$', c.x + s * 0.78, c.y + s * 0.79);
      break;
    case 'chest-trap':
      ctx.fillStyle = '#d62828';
      ctx.beginPath();
      ctx.moveTo(c.x + s * 0.78, c.y + s * 0.06);
      ctx.lineTo(c.x + s * 0.98, c.y + s * 0.4);
      ctx.lineTo(c.x + s * 0.58, c.y + s * 0.4);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.font = `${Math.round(s * 0.22)}px ${FONT_BOLD}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('!', c.x + s * 0.78, c.y + s * 0.28);
      break;
  }
}

function drawToken(ctx: Ctx, layout: GridLayout, t: GridToken) {
  const s = layout.size;
  const p = centreOf(layout, t);
  const r = s * (t.inPit ? 0.3 : 0.38);
  ctx.save();
  if (t.faded) ctx.globalAlpha = 0.55;
  ctx.fillStyle = 'rgba(0,0,0,0.4)';
  shape(ctx, t.shape, p.x + s * 0.04, p.y + s * 0.05, r);
  ctx.fill();
  ctx.fillStyle = t.colour;
  shape(ctx, t.shape, p.x, p.y, r);
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, s * 0.05);
  ctx.strokeStyle = t.inPit ? '#d9822b' : 'rgba(0,0,0,0.75)';
  if (t.faded) ctx.setLineDash([s * 0.08, s * 0.06]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = t.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fit(ctx, t.text, r * 1.7, Math.round(s * (t.text.length > 2 ? 0.3 : 0.38)), p.x, p.y - (t.tally ? s * 0.04 : 0), FONT_BOLD);
  if (t.tally) {
    ctx.font = `${Math.max(8, Math.round(s * 0.2))}px ${FONT_BOLD}`;
    const w = ctx.measureText(t.tally).width + s * 0.12;
    const y = p.y + r * 0.78;
    ctx.fillStyle = 'rgba(20,16,12,0.85)';
    roundRect(ctx, p.x - w / 2, y - s * 0.11, w, s * 0.22, s * 0.06);
    ctx.fill();
    ctx.fillStyle = '#fff7e6';
    ctx.fillText(t.tally, p.x, y + 1);
  }
  ctx.restore();
}

function shape(ctx: Ctx, kind: 'circle' | 'square', x: number, y: number, r: number) {
  ctx.beginPath();
  if (kind === 'circle') ctx.arc(x, y, r, 0, Math.PI * 2);
  else roundRect(ctx, x - r, y - r, 2 * r, 2 * r, r * 0.25);
}

function drawArrow(ctx: Ctx, layout: GridLayout, path: Point[], colour: string) {
  if (path.length < 2) return;
  const s = layout.size;
  strokeArrow(ctx, path.map((q) => centreOf(layout, q)), { colour, alpha: 0.8, width: Math.max(2, s * 0.1), stopShort: s * 0.42, head: s * 0.3 });
}

function drawHit(ctx: Ctx, layout: GridLayout, at: Point, from: Point, text: string) {
  const s = layout.size;
  const p = centreOf(layout, at);
  const q = centreOf(layout, from);
  ctx.setLineDash([s * 0.12, s * 0.08]);
  line(ctx, q, p, '#ffdd00', Math.max(2, s * 0.05));
  ctx.setLineDash([]);
  const bx = p.x + s * 0.33;
  const by = p.y - s * 0.33;
  ctx.fillStyle = '#ffdd00';
  ctx.beginPath();
  ctx.arc(bx, by, s * 0.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#1a1a1a';
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.fillStyle = '#1a1a1a';
  ctx.font = `${Math.round(s * 0.24)}px ${FONT_BOLD}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, bx, by + 1);
}

function drawTitle(ctx: Ctx, layout: GridLayout, scene: SquareBoardScene) {
  const h = layout.titleHeight;
  ctx.fillStyle = '#151515';
  ctx.fillRect(0, 0, layout.width, h);
  ctx.fillStyle = '#f4ecd8';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.font = `${Math.round(h * 0.44)}px ${FONT_BOLD}`;
  const titleMax = layout.width * 0.45;
  fitLeft(ctx, scene.title, titleMax, Math.round(h * 0.44), layout.margin, h / 2, FONT_BOLD);
  const titleWidth = Math.min(titleMax, ctx.measureText(scene.title).width);
  ctx.font = `${Math.round(h * 0.38)}px ${FONT}`;
  ctx.textAlign = 'right';
  let x = layout.width - layout.margin;
  for (const item of [...scene.legend].reverse()) {
    const w = ctx.measureText(item.label).width;
    ctx.fillStyle = '#f4ecd8';
    ctx.fillText(item.label, x, h / 2);
    x -= w + h * 0.15;
    ctx.fillStyle = item.colour;
    ctx.fillRect(x - h * 0.32, h * 0.34, h * 0.32, h * 0.32);
    x -= h * 0.32 + h * 0.35;
  }
  ctx.fillStyle = '#ffd166';
  ctx.textAlign = 'center';
  const left = layout.margin + titleWidth + h * 0.5;
  ctx.fillText(scene.status, (left + x) / 2, h / 2, Math.max(50, x - left));
}

function drawFooter(ctx: Ctx, layout: GridLayout, scene: SquareBoardScene) {
  const h = layout.footerHeight;
  const top = layout.height - h;
  ctx.fillStyle = '#151515';
  ctx.fillRect(0, top, layout.width, h);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  // The strip's text shrinks until every hero fits on the width of the map.
  let px = Math.round(h * 0.5);
  const widthAt = (size: number) => {
    ctx.font = `${size}px ${FONT_BOLD}`;
    return scene.footer.reduce((sum, item) => sum + ctx.measureText(item.text).width + size * 2.9, 0);
  };
  while (px > 8 && widthAt(px) > layout.width - 2 * layout.margin) px--;
  ctx.font = `${px}px ${FONT_BOLD}`;
  let x = layout.margin;
  for (const item of scene.footer) {
    ctx.fillStyle = item.colour;
    ctx.fillRect(x, top + h / 2 - px * 0.4, px * 0.8, px * 0.8);
    x += px * 1.1;
    ctx.fillStyle = '#f4ecd8';
    ctx.fillText(item.text, x, top + h / 2);
    x += ctx.measureText(item.text).width + px * 1.8;
  }
}

function fitLeft(ctx: Ctx, text: string, maxWidth: number, size: number, x: number, y: number, font: string) {
  ctx.textAlign = 'left';
  fit(ctx, text, maxWidth, size, x, y, font);
}
