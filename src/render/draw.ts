import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { cachedLayer, canvasOfSize } from './canvases.ts';
import { ensureFonts, FONT, FONT_BOLD } from './fonts.ts';
import { cornerPixels, layoutFor, layoutForCrop, sidePixels, toPixel, type Layout } from './layout.ts';
import { drawBorder, drawPennant, drawPlace, drawSeaBarrier, drawStrategicPattern, STRATEGIC_PATTERNS } from './draw-strategic.ts';
import { offsetOf } from '../engine/hex/geometry.ts';
import { neighbour, type Hex } from '../engine/hex/hex.ts';
import { strokeArrow } from './arrow.ts';
import { fitText, line, roundRect, titleBar } from './shapes.ts';
import { isDark } from '../engine/scene/colour.ts';
import { drawBigCounter } from './draw-big.ts';
import { drawNames } from './draw-names.ts';
import { drawCardStrip, layoutCardStrip } from './draw-panel.ts';
import type { CounterBadge, CounterLine, HexBoardScene, Pattern, SceneBoat, SceneCounter, SceneHex, SceneHexside, SceneLine, SceneMark, SceneOutline } from '../engine/scene/hex-board.ts';

/**
 * Draws a hex scene. The terrain, hexsides and labels never change during a game, so they are
 * drawn once per board and size into a cached layer; each image then copies that layer and adds
 * the counters, arrows, markers and title on top.
 */

type Ctx = SKRSContext2D;

/** Draws a hex board. The canvas returned is reused by the next drawing of the same size: read it before drawing again. */
export function drawHexBoard(scene: HexBoardScene, asked?: number): { canvas: Canvas; layout: Layout } {
  ensureFonts();
  const width = asked ?? (scene.crop ? undefined : scene.width);
  const layout = scene.crop ? layoutForCrop(scene.crop, width, scene.geometry) : layoutFor(scene.cols, scene.rows, width, scene.geometry);
  // A hand of cards goes in a strip under the map: the image grows by its height, the map stays where it is.
  const strip = scene.hand ? layoutCardStrip(scene.hand, layout.width) : undefined;
  const canvas = canvasOfSize(layout.width, layout.height + (strip?.height ?? 0));
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.drawImage(staticLayer(scene, layout), 0, 0);
  const inside = windowOf(scene, layout);
  if (scene.crop) {
    // What lies partly outside the window (an arrow from beyond it) is cut at the picture's edge, never over the title.
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, layout.titleHeight, layout.width, layout.height - layout.titleHeight);
    ctx.clip();
  }
  if (scene.overlay) drawOverlay(ctx, layout, scene.overlay);
  for (const hexes of scene.circles ?? []) drawCircle(ctx, layout, hexes);
  for (const at of scene.fireballs ?? []) drawFireball(ctx, layout, at);
  for (const boat of scene.boats ?? []) drawBoat(ctx, layout, boat);
  for (const arrow of scene.arrows) drawArrow(ctx, layout, arrow.path, arrow.colour);
  for (const counter of scene.counters) if (!scene.crop || counter.hexes.some(inside)) drawCounter(ctx, layout, counter);
  for (const marker of scene.markers) drawMarker(ctx, layout, marker.at, marker.from, marker.text);
  for (const l of scene.lines ?? []) drawLine(ctx, layout, l);
  for (const p of scene.pennants ?? []) if (inside(p.at)) drawPennant(ctx, toPixel(layout, p.at), layout.radius, p.colour);
  if (scene.crop) ctx.restore();
  drawTitle(ctx, layout, scene);
  if (scene.hand && strip) drawCardStrip(ctx, scene.hand, strip, layout.height, layout.width);
  return { canvas, layout: strip ? { ...layout, height: layout.height + strip.height } : layout };
}

/** Whether a hex lies in the scene's window (every hex of an uncropped scene does). */
function windowOf(scene: HexBoardScene, layout: Layout): (h: Hex) => boolean {
  const crop = scene.crop;
  if (!crop) return () => true;
  return (h) => {
    const { col, row } = offsetOf(layout.geometry, h);
    return col >= crop.col && col < crop.col + crop.cols && row >= crop.row && row < crop.row + crop.rows;
  };
}

function staticLayer(scene: HexBoardScene, layout: Layout): Canvas {
  const crop = scene.crop ? `#${scene.crop.col},${scene.crop.row},${scene.crop.cols}x${scene.crop.rows}` : '';
  return cachedLayer(`${scene.key}${crop}@${layout.radius}`, layout.width, layout.height, (canvas) => {
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#2b2a26';
    ctx.fillRect(0, 0, layout.width, layout.height);
    const inside = windowOf(scene, layout);
    // A side on the window's edge is drawn with it: half of it is the edge of a hex inside.
    const sideInside = (side: { hex: Hex; direction: SceneHexside['direction'] }) => inside(side.hex) || inside(neighbour(side.hex, side.direction));
    const hexes = scene.crop ? scene.hexes.filter((h) => inside(h.hex)) : scene.hexes;
    const detail = { patterns: layout.radius >= (scene.detailFrom?.patterns ?? 0), labels: layout.radius >= (scene.detailFrom?.labels ?? 0) };
    for (const h of hexes) drawHex(ctx, layout, h, detail);
    for (const b of scene.borders ?? []) if (inside(b.hex)) drawBorder(ctx, toPixel(layout, b.hex), sidePixels(layout, b.hex, b.direction), b.colour);
    drawHexsides(ctx, layout, scene.crop ? scene.hexsides.filter(sideInside) : scene.hexsides);
    for (const plank of scene.planks ?? []) drawPlank(ctx, layout, plank.from, plank.to, plank.reach ?? 1);
    for (const outline of scene.outlines ?? []) drawOutline(ctx, layout, outline);
    for (const h of hexes) for (const mark of h.marks ?? []) drawMark(ctx, layout, h.hex, mark);
    drawNames(ctx, layout, (scene.names ?? []).filter((n) => inside(n.at)));
  });
}

function drawHexsides(ctx: Ctx, layout: Layout, hexsides: HexBoardScene['hexsides']) {
  ctx.lineCap = 'round';
  // Cliffs first, so that a wall along the same side is drawn over them.
  for (const side of hexsides) if (side.kind === 'cliff') drawCliff(ctx, layout, side);
  for (const side of hexsides) {
    const [a, b] = sidePixels(layout, side.hex, side.direction);
    const r = layout.radius;
    if (side.kind === 'wall') line(ctx, a, b, '#3a3631', Math.max(3, r * 0.16));
    if (side.kind === 'arrow-slit') {
      // A wall pierced by a narrow slit: a bright notch across its middle.
      line(ctx, a, b, '#3a3631', Math.max(3, r * 0.16));
      const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const n = normal(a, b, r * 0.13);
      line(ctx, { x: m.x - n.x, y: m.y - n.y }, { x: m.x + n.x, y: m.y + n.y }, '#f2e6c4', Math.max(1.5, r * 0.06));
    }
    if (side.kind === 'low-wall') {
      // A low stone parapet: a pale coping on a dark footing, thinner than a wall.
      line(ctx, a, b, '#3a3631', Math.max(2.5, r * 0.13));
      line(ctx, a, b, '#d8cfbd', Math.max(1, r * 0.05));
    }
    if (side.kind === 'bars' || side.kind === 'cell-door') drawBars(ctx, a, b, r, side.kind === 'cell-door');
    if (side.kind === 'railing') drawRailing(ctx, a, b, r);
    if (side.kind === 'demolished') {
      ctx.setLineDash([r * 0.12, r * 0.14]);
      line(ctx, a, b, '#6b6258', Math.max(2, r * 0.12));
      ctx.setLineDash([]);
    }
    if (side.kind === 'door' || side.kind === 'window') {
      const t = 0.28;
      const a2 = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      const b2 = { x: b.x + (a.x - b.x) * t, y: b.y + (a.y - b.y) * t };
      line(ctx, a, a2, '#3a3631', Math.max(3, r * 0.16));
      line(ctx, b2, b, '#3a3631', Math.max(3, r * 0.16));
      line(ctx, a2, b2, side.kind === 'door' ? '#9a5b2a' : '#8ecae6', Math.max(2, r * 0.08));
    }
    if (side.kind === 'river' || side.kind === 'deep-river' || side.kind === 'ford' || side.kind === 'bridge') drawRiver(ctx, a, b, r, side.kind);
    if (side.kind === 'mountain-side') drawMountainSide(ctx, a, b, r);
    if (side.kind === 'sea-barrier') drawSeaBarrier(ctx, a, b, r);
  }
}

/** A strategic map's water on a hexside: a river, a deep one broader and darker, a ford dashed pale across it, a bridge as a plank over it. */
function drawRiver(ctx: Ctx, a: Point, b: Point, r: number, kind: 'river' | 'deep-river' | 'ford' | 'bridge') {
  line(ctx, a, b, kind === 'deep-river' ? '#1f4e8c' : '#3f7fc4', Math.max(2.5, r * (kind === 'deep-river' ? 0.2 : 0.12)));
  const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  if (kind === 'ford') {
    ctx.setLineDash([r * 0.06, r * 0.06]);
    line(ctx, { x: m.x + (a.x - m.x) * 0.5, y: m.y + (a.y - m.y) * 0.5 }, { x: m.x + (b.x - m.x) * 0.5, y: m.y + (b.y - m.y) * 0.5 }, '#e8dcb5', Math.max(2, r * 0.1));
    ctx.setLineDash([]);
  }
  if (kind === 'bridge') {
    const n = normal(a, b, r * 0.22);
    line(ctx, { x: m.x - n.x, y: m.y - n.y }, { x: m.x + n.x, y: m.y + n.y }, '#7a5230', Math.max(3, r * 0.16));
  }
}

/** A mountain side: a brown ridge with short hachures down one face. */
function drawMountainSide(ctx: Ctx, a: Point, b: Point, r: number) {
  line(ctx, a, b, '#6b4a2b', Math.max(2.5, r * 0.1));
  const n = normal(a, b, r * 0.14);
  for (const t of [0.2, 0.4, 0.6, 0.8]) {
    const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    line(ctx, p, { x: p.x + n.x, y: p.y + n.y }, '#6b4a2b', Math.max(1.5, r * 0.05));
  }
}

const MAGIC = '#b06ee8';

/** Terrain laid by spells: the new ground, outlined in violet like the cut-out markers it stands for. */
function drawOverlay(ctx: Ctx, layout: Layout, overlay: NonNullable<HexBoardScene['overlay']>) {
  for (const h of overlay.hexes) drawHex(ctx, layout, h);
  ctx.save();
  ctx.setLineDash([layout.radius * 0.2, layout.radius * 0.12]);
  for (const h of overlay.hexes.filter((x) => !x.plain)) {
    hexPath(ctx, layout, h.hex);
    ctx.strokeStyle = MAGIC;
    ctx.lineWidth = Math.max(2, layout.radius * 0.07);
    ctx.stroke();
  }
  ctx.restore();
  drawHexsides(ctx, layout, overlay.hexsides);
  // Their signs too (webs, markers): drawing the hex again covered the printed ones.
  for (const h of overlay.hexes) for (const mark of h.marks ?? []) drawMark(ctx, layout, h.hex, mark);
}

function drawCircle(ctx: Ctx, layout: Layout, hexes: SceneHex['hex'][]) {
  const r = layout.radius;
  ctx.strokeStyle = MAGIC;
  ctx.lineWidth = Math.max(2, r * 0.1);
  for (const h of hexes) {
    const p = toPixel(layout, h);
    ctx.beginPath();
    ctx.arc(p.x, p.y, r * 0.92, 0, Math.PI * 2);
    ctx.stroke();
  }
}

function drawFireball(ctx: Ctx, layout: Layout, at: SceneHex['hex']) {
  const r = layout.radius;
  const p = toPixel(layout, at);
  const glow = ctx.createRadialGradient(p.x, p.y, r * 0.1, p.x, p.y, r * 0.85);
  glow.addColorStop(0, '#fff3a0');
  glow.addColorStop(0.45, '#ff9a1f');
  glow.addColorStop(1, 'rgba(220,40,20,0)');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(p.x, p.y, r * 0.85, 0, Math.PI * 2);
  ctx.fill();
}

type Point = { x: number; y: number };

/** A vector of length `length` across the segment a-b, turned 90 degrees clockwise from it. */
function normal(a: Point, b: Point, length: number): Point {
  const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: (-(b.y - a.y) / d) * length, y: ((b.x - a.x) / d) * length };
}

const along = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** The bars of a cell: a thin iron line with its bars across it; a cell door has a brown middle. */
function drawBars(ctx: Ctx, a: Point, b: Point, r: number, door: boolean) {
  line(ctx, a, b, '#4d5661', Math.max(1.5, r * 0.06));
  if (door) line(ctx, along(a, b, 0.28), along(a, b, 0.72), '#9a5b2a', Math.max(2.5, r * 0.12));
  const n = normal(a, b, r * 0.1);
  for (let i = 1; i <= 5; i++) {
    const m = along(a, b, i / 6);
    line(ctx, { x: m.x - n.x, y: m.y - n.y }, { x: m.x + n.x, y: m.y + n.y }, '#4d5661', Math.max(1.2, r * 0.045));
  }
}

/** A wooden railing: a thin brown rail on posts. */
function drawRailing(ctx: Ctx, a: Point, b: Point, r: number) {
  line(ctx, a, b, '#5e3f1c', Math.max(1.5, r * 0.06));
  ctx.fillStyle = '#5e3f1c';
  for (const t of [0.2, 0.5, 0.8]) {
    const m = along(a, b, t);
    ctx.beginPath();
    ctx.arc(m.x, m.y, Math.max(1.5, r * 0.06), 0, Math.PI * 2);
    ctx.fill();
  }
}

/** The edge of a drop to a lower level: a dark line with short hachures down towards the lower hex. */
function drawCliff(ctx: Ctx, layout: Layout, side: SceneHexside) {
  const [a, b] = sidePixels(layout, side.hex, side.direction);
  const r = layout.radius;
  line(ctx, a, b, '#3b2f22', Math.max(2, r * 0.08));
  // sideCorners run clockwise round the upper hex, so this normal points into it; the hachures go the other way, down the drop.
  const n = normal(a, b, r * 0.16);
  for (const t of [0.2, 0.5, 0.8]) {
    const m = along(a, b, t);
    line(ctx, m, { x: m.x - n.x, y: m.y - n.y }, 'rgba(59,47,34,0.8)', Math.max(1, r * 0.05));
  }
}

/** A walkway: a band of planks from one hex's centre to the next one's. */
function drawPlank(ctx: Ctx, layout: Layout, from: SceneHex['hex'], to: SceneHex['hex'], reach: number) {
  const r = layout.radius;
  const a = toPixel(layout, from);
  const b = along(a, toPixel(layout, to), reach);
  const n = normal(a, b, r * 0.24);
  ctx.beginPath();
  ctx.moveTo(a.x - n.x, a.y - n.y);
  ctx.lineTo(b.x - n.x, b.y - n.y);
  ctx.lineTo(b.x + n.x, b.y + n.y);
  ctx.lineTo(a.x + n.x, a.y + n.y);
  ctx.closePath();
  ctx.fillStyle = '#b07d3e';
  ctx.fill();
  ctx.strokeStyle = '#4a2f12';
  ctx.lineWidth = Math.max(1, r * 0.04);
  ctx.stroke();
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const count = Math.max(2, Math.round(length / (r * 0.22)));
  for (let i = 1; i < count; i++) {
    const m = along(a, b, i / count);
    line(ctx, { x: m.x - n.x, y: m.y - n.y }, { x: m.x + n.x, y: m.y + n.y }, 'rgba(74,47,18,0.55)', Math.max(1, r * 0.03));
  }
}

/** A place marked round some hexes (the boat's starting places): a dashed outline and its name. */
function drawOutline(ctx: Ctx, layout: Layout, outline: SceneOutline) {
  const r = layout.radius;
  const points = outline.hexes.map((h) => toPixel(layout, h));
  if (points.length === 0) return;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const mid = along(first, last, 0.5);
  const length = Math.hypot(last.x - first.x, last.y - first.y);
  ctx.save();
  ctx.translate(mid.x, mid.y);
  ctx.rotate(Math.atan2(last.y - first.y, last.x - first.x));
  ctx.strokeStyle = 'rgba(244,236,216,0.9)';
  ctx.lineWidth = Math.max(1.5, r * 0.05);
  ctx.setLineDash([r * 0.14, r * 0.1]);
  roundRect(ctx, -length / 2 - r * 0.45, -r * 0.38, length + r * 0.9, r * 0.76, r * 0.38);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.restore();
  ctx.fillStyle = '#f4ecd8';
  ctx.font = `${Math.max(8, Math.round(r * 0.3))}px ${FONT_BOLD}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(outline.text, mid.x, mid.y, length + r * 0.8);
}

/** A boat: a wooden hull from stern to bow, pointed at the bow, under whoever sits in it. */
function drawBoat(ctx: Ctx, layout: Layout, boat: SceneBoat) {
  const r = layout.radius;
  const [bow, stern] = boat.hexes.map((h) => toPixel(layout, h)) as [Point, Point];
  const length = Math.hypot(bow.x - stern.x, bow.y - stern.y);
  ctx.save();
  ctx.translate((bow.x + stern.x) / 2, (bow.y + stern.y) / 2);
  ctx.rotate(Math.atan2(bow.y - stern.y, bow.x - stern.x));
  const half = length / 2 + r * 0.75;
  const beam = r * 0.62;
  ctx.beginPath();
  ctx.moveTo(-half, -beam);
  ctx.lineTo(half - r * 0.45, -beam);
  ctx.quadraticCurveTo(half + r * 0.1, 0, half - r * 0.45, beam);
  ctx.lineTo(-half, beam);
  ctx.closePath();
  ctx.fillStyle = '#8a5a2b';
  ctx.fill();
  ctx.lineWidth = Math.max(2, r * 0.08);
  ctx.strokeStyle = '#3b2410';
  ctx.stroke();
  for (const x of [-length / 4, length / 4]) line(ctx, { x, y: -beam }, { x, y: beam }, '#5e3b1a', Math.max(1.5, r * 0.06));
  ctx.restore();
  ctx.fillStyle = '#f4ecd8';
  ctx.font = `${Math.max(8, Math.round(r * 0.26))}px ${FONT_BOLD}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // The name goes beside the hull, off its beam, whichever way the boat lies (never over a crew member).
  let nx = -(bow.y - stern.y) / length;
  let ny = (bow.x - stern.x) / length;
  if (ny < 0 || (ny === 0 && nx < 0)) [nx, ny] = [-nx, -ny];
  ctx.fillText(boat.text, (bow.x + stern.x) / 2 + nx * r * 0.95, (bow.y + stern.y) / 2 + ny * r * 0.95);
}

function drawMark(ctx: Ctx, layout: Layout, h: SceneHex['hex'], mark: SceneMark) {
  const r = layout.radius;
  const p = toPixel(layout, h);
  if (mark.kind === 'web') return drawWeb(ctx, layout, h, mark.torn);
  if (mark.kind === 'place') return drawPlace(ctx, p, r, mark);
  if (mark.kind === 'trapdoor') {
    const s = r * 0.42;
    ctx.fillStyle = '#7a5328';
    ctx.fillRect(p.x - s, p.y - s, 2 * s, 2 * s);
    ctx.strokeStyle = '#2e1d0c';
    ctx.lineWidth = Math.max(1.5, r * 0.06);
    ctx.strokeRect(p.x - s, p.y - s, 2 * s, 2 * s);
    line(ctx, { x: p.x - s, y: p.y }, { x: p.x + s, y: p.y }, '#2e1d0c', Math.max(1, r * 0.04));
    return;
  }
  ctx.beginPath();
  ctx.arc(p.x, p.y, r * 0.3, 0, Math.PI * 2);
  ctx.fillStyle = mark.fill;
  ctx.fill();
  ctx.strokeStyle = mark.ring;
  ctx.lineWidth = Math.max(1.5, r * 0.07);
  ctx.stroke();
  ctx.fillStyle = mark.ink;
  ctx.font = `${Math.max(8, Math.round(r * 0.32))}px ${FONT_BOLD}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(mark.text, p.x, p.y + 1);
}

/** A spider web: threads from the centre to each corner, two rings across them; a torn web, turned over, is a few loose threads. */
function drawWeb(ctx: Ctx, layout: Layout, h: SceneHex['hex'], torn: boolean) {
  const r = layout.radius;
  const p = toPixel(layout, h);
  const corners = cornerPixels(layout, h).map((c) => ({ x: p.x + (c.x - p.x) * 0.85, y: p.y + (c.y - p.y) * 0.85 }));
  const colour = torn ? 'rgba(240,236,226,0.35)' : 'rgba(248,246,240,0.85)';
  const width = Math.max(1, r * 0.035);
  corners.forEach((c, i) => {
    if (!torn || i % 2 === 0) line(ctx, p, torn ? { x: (p.x + c.x) / 2, y: (p.y + c.y) / 2 } : c, colour, width);
  });
  if (torn) return;
  for (const f of [0.4, 0.75]) {
    ctx.beginPath();
    corners.forEach((c, i) => {
      const q = { x: p.x + (c.x - p.x) * f, y: p.y + (c.y - p.y) * f };
      if (i === 0) ctx.moveTo(q.x, q.y);
      else ctx.lineTo(q.x, q.y);
    });
    ctx.closePath();
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

function hexPath(ctx: Ctx, layout: Layout, h: SceneHex['hex']) {
  const corners = cornerPixels(layout, h);
  ctx.beginPath();
  corners.forEach((c, i) => (i === 0 ? ctx.moveTo(c.x, c.y) : ctx.lineTo(c.x, c.y)));
  ctx.closePath();
}

function drawHex(ctx: Ctx, layout: Layout, h: SceneHex, detail = { patterns: true, labels: true }) {
  hexPath(ctx, layout, h.hex);
  ctx.fillStyle = h.fill;
  ctx.fill();
  if (h.solid) {
    // Stroked in its own colour, so that neighbouring solid hexes leave no seam between them.
    ctx.strokeStyle = h.fill;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    return;
  }
  if (h.pattern && (detail.patterns || h.sign)) {
    ctx.save();
    hexPath(ctx, layout, h.hex);
    ctx.clip();
    drawPattern(ctx, layout, h.hex, h.pattern);
    ctx.restore();
  }
  hexPath(ctx, layout, h.hex);
  ctx.strokeStyle = 'rgba(40,36,30,0.35)';
  ctx.lineWidth = 1;
  ctx.stroke();
  if (!detail.labels) return;
  const p = toPixel(layout, h.hex);
  const r = layout.radius;
  // Dark ink on light ground, light ink on dark ground (deep water, a cavern's lower levels).
  ctx.fillStyle = isDark(h.fill) ? 'rgba(244,236,216,0.75)' : 'rgba(30,28,24,0.65)';
  ctx.font = `${Math.max(8, Math.round(r * 0.26))}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  // Inside the hex's top edge; a pointy hex narrows to a corner there, so the label sits lower.
  const edge = layout.geometry.orientation === 'pointy' ? 0.62 : 0.84;
  ctx.fillText(h.label, p.x, p.y - r * edge);
  // Too small to read on a small picture, where the shading alone tells the levels apart.
  if (h.badge && r >= 20) {
    ctx.font = `${Math.max(7, Math.round(r * 0.24))}px ${FONT_BOLD}`;
    ctx.textBaseline = 'bottom';
    ctx.fillText(h.badge, p.x, p.y + r * edge);
  }
}

function drawPattern(ctx: Ctx, layout: Layout, hex: SceneHex['hex'], pattern: Pattern) {
  const { x, y } = toPixel(layout, hex);
  const r = layout.radius;
  // Fixed offsets (no randomness) so the same board always draws the same.
  const spots = [
    [-0.45, -0.2],
    [0.4, -0.3],
    [-0.1, 0.35],
    [0.45, 0.3],
    [-0.5, 0.35],
    [0.05, -0.45],
  ] as const;
  if (STRATEGIC_PATTERNS.has(pattern)) return drawStrategicPattern(ctx, x, y, r, pattern);
  switch (pattern) {
    case 'dots':
      ctx.fillStyle = 'rgba(90,110,40,0.55)';
      for (const [dx, dy] of spots) {
        ctx.beginPath();
        ctx.arc(x + dx * r, y + dy * r, r * 0.09, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'trees':
      for (const [dx, dy] of spots.slice(0, 4)) {
        ctx.fillStyle = '#1f4d22';
        ctx.beginPath();
        ctx.arc(x + dx * r, y + dy * r + r * 0.05, r * 0.26, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#2f6b2f';
        ctx.beginPath();
        ctx.arc(x + dx * r - r * 0.05, y + dy * r, r * 0.19, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'waves':
      ctx.strokeStyle = 'rgba(230,245,255,0.55)';
      ctx.lineWidth = Math.max(1, r * 0.05);
      for (const dy of [-0.35, 0.05, 0.45]) {
        ctx.beginPath();
        for (let i = 0; i <= 8; i++) {
          const px = x - r * 0.8 + (i / 8) * r * 1.6;
          const py = y + dy * r + Math.sin(i * 1.6) * r * 0.06;
          if (i === 0) ctx.moveTo(px, py);
          else ctx.lineTo(px, py);
        }
        ctx.stroke();
      }
      break;
    case 'hatch':
      ctx.strokeStyle = 'rgba(90,60,30,0.5)';
      ctx.lineWidth = Math.max(1, r * 0.06);
      for (let i = -3; i <= 3; i++) {
        ctx.beginPath();
        ctx.moveTo(x + i * r * 0.3 - r * 0.3, y + r);
        ctx.lineTo(x + i * r * 0.3 + r * 0.3, y - r);
        ctx.stroke();
      }
      break;
    case 'planks':
      ctx.strokeStyle = 'rgba(70,40,15,0.6)';
      ctx.lineWidth = Math.max(1, r * 0.05);
      for (let i = -3; i <= 3; i++) {
        ctx.beginPath();
        ctx.moveTo(x + i * r * 0.25, y - r);
        ctx.lineTo(x + i * r * 0.25, y + r);
        ctx.stroke();
      }
      break;
    case 'stones':
      ctx.fillStyle = '#9c978c';
      for (const [dx, dy] of spots.slice(0, 4)) {
        ctx.beginPath();
        ctx.ellipse(x + dx * r, y + dy * r, r * 0.2, r * 0.14, 0, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'tufts':
      ctx.strokeStyle = 'rgba(40,80,40,0.7)';
      ctx.lineWidth = Math.max(1, r * 0.05);
      for (const [dx, dy] of spots) {
        for (const a of [-0.5, 0, 0.5]) {
          ctx.beginPath();
          ctx.moveTo(x + dx * r, y + dy * r);
          ctx.lineTo(x + dx * r + a * r * 0.2, y + dy * r - r * 0.18);
          ctx.stroke();
        }
      }
      break;
    case 'rubble':
      ctx.fillStyle = 'rgba(80,70,60,0.7)';
      for (const [dx, dy] of spots) ctx.fillRect(x + dx * r, y + dy * r, r * 0.16, r * 0.12);
      break;
    case 'flags':
      ctx.strokeStyle = 'rgba(60,55,50,0.35)';
      ctx.lineWidth = 1;
      for (let i = -2; i <= 2; i++) {
        ctx.beginPath();
        ctx.moveTo(x - r, y + i * r * 0.35);
        ctx.lineTo(x + r, y + i * r * 0.35);
        ctx.stroke();
      }
      break;
    case 'steps':
      ctx.strokeStyle = 'rgba(50,45,40,0.7)';
      ctx.lineWidth = Math.max(1, r * 0.07);
      for (let i = -2; i <= 2; i++) {
        ctx.beginPath();
        ctx.moveTo(x - r * 0.6, y + i * r * 0.3);
        ctx.lineTo(x + r * 0.6, y + i * r * 0.3);
        ctx.stroke();
      }
      break;
    case 'chasm':
      ctx.fillStyle = '#111';
      ctx.beginPath();
      ctx.ellipse(x, y, r * 0.7, r * 0.35, 0.4, 0, Math.PI * 2);
      ctx.fill();
      break;
  }
}

function drawArrow(ctx: Ctx, layout: Layout, path: SceneHex['hex'][], colour: string) {
  if (path.length < 2) return;
  const r = layout.radius;
  const points = path.map((h) => toPixel(layout, h));
  strokeArrow(ctx, points, { colour, alpha: 0.85, width: Math.max(2, r * 0.13), stopShort: r * 0.62, head: r * 0.38 });
  // A dot where the move began.
  ctx.save();
  ctx.globalAlpha = 0.85;
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(points[0]!.x, points[0]!.y, r * 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** The standard piece: a square of 1.34 hex radii, stretched along the hexes it spans. */
const COUNTER = 1.34;
/** Cells of a line stand this many counter heights apart. */
const CELL_SPACING = 0.33;

function drawCounter(ctx: Ctx, layout: Layout, counter: SceneCounter) {
  if (counter.onGrid && counter.hexes.length > 1) return drawBigCounter(ctx, layout, counter);
  const r = layout.radius;
  if (counter.ghost) ctx.globalAlpha = 0.5;
  const centres = counter.hexes.map((h) => toPixel(layout, h));
  const first = centres[0]!;
  const last = centres[centres.length - 1]!;
  const size = r * COUNTER;
  const length = Math.hypot(last.x - first.x, last.y - first.y);
  const angle = length > 0 ? Math.atan2(last.y - first.y, last.x - first.x) : 0;
  const mid = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
  ctx.save();
  ctx.translate(mid.x, mid.y);
  if (counter.stack && counter.stack.of > 1) {
    // Several in one hex: each smaller, the lowest down and to the left, each next one up and to the right.
    const { place, of } = counter.stack;
    const shift = r * 0.22 * ((2 * place) / (of - 1) - 1);
    ctx.translate(shift, -shift);
    const scale = of === 2 ? 0.72 : Math.max(0.5, 0.72 - 0.05 * (of - 2));
    ctx.scale(scale, scale);
  }
  if (counter.size !== undefined && counter.size !== 1) ctx.scale(counter.size, counter.size);
  // A counter covering several hexes is stretched along them; its text stays upright.
  const w = size + length;
  const h = size;
  ctx.save();
  ctx.rotate(angle);
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(ctx, -w / 2 + r * 0.05, -h / 2 + r * 0.06, w, h, r * 0.12);
  ctx.fill();
  ctx.fillStyle = counter.fill;
  roundRect(ctx, -w / 2, -h / 2, w, h, r * 0.12);
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, r * 0.06);
  ctx.strokeStyle = counter.border;
  ctx.stroke();
  if (counter.notch && centres.length > 1) {
    // The front end (a horse's head): a notch pointing the way it faces.
    ctx.fillStyle = counter.ink;
    ctx.beginPath();
    ctx.moveTo(-w / 2 + r * 0.08, 0);
    ctx.lineTo(-w / 2 + r * 0.34, -r * 0.2);
    ctx.lineTo(-w / 2 + r * 0.34, r * 0.2);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();

  ctx.fillStyle = counter.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const l of counter.lines) drawCounterLine(ctx, l, w, h, r);
  if (counter.cross) {
    line(ctx, { x: -h * 0.2, y: h * 0.02 }, { x: h * 0.2, y: h * 0.38 }, counter.cross, Math.max(1.5, r * 0.07));
    line(ctx, { x: h * 0.2, y: h * 0.02 }, { x: -h * 0.2, y: h * 0.38 }, counter.cross, Math.max(1.5, r * 0.07));
  }
  if (counter.flag) {
    ctx.fillStyle = counter.flag;
    ctx.beginPath();
    ctx.moveTo(w / 2 - r * 0.34, -h / 2);
    ctx.lineTo(w / 2, -h / 2);
    ctx.lineTo(w / 2, -h / 2 + r * 0.34);
    ctx.closePath();
    ctx.fill();
  }
  for (const badge of counter.badges ?? []) {
    if (badge.disc) {
      drawDiscBadge(ctx, badge, w, h, r);
      continue;
    }
    ctx.font = `${Math.round(r * 0.19)}px ${FONT_BOLD}`;
    ctx.fillStyle = counter.ink;
    const left = badge.corner.endsWith('left');
    ctx.textAlign = left ? 'left' : 'right';
    const y = badge.corner.startsWith('bottom') ? h / 2 - r * 0.1 : -h / 2 + r * 0.12;
    ctx.fillText(badge.text, left ? -w / 2 + r * 0.06 : w / 2 - r * 0.06, y);
  }
  ctx.restore();
  ctx.globalAlpha = 1;
}

/** A badge on a disc centred on the counter's corner, wide enough for its text. */
function drawDiscBadge(ctx: Ctx, badge: CounterBadge, w: number, h: number, r: number) {
  const size = Math.max(7, Math.round(r * (badge.size ?? 0.19)));
  ctx.font = `${size}px ${FONT_BOLD}`;
  const textWidth = ctx.measureText(badge.text).width;
  const radius = size * 0.72;
  const half = Math.max(0, textWidth / 2 - radius * 0.6);
  const x = badge.corner.endsWith('left') ? -w / 2 + r * 0.08 : w / 2 - r * 0.08;
  const y = badge.corner.startsWith('bottom') ? h / 2 - r * 0.08 : -h / 2 + r * 0.08;
  ctx.fillStyle = badge.disc!.fill;
  roundRect(ctx, x - half - radius, y - radius, 2 * (half + radius), 2 * radius, radius);
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.03);
  ctx.strokeStyle = badge.disc!.ink;
  ctx.stroke();
  ctx.fillStyle = badge.disc!.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(badge.text, x, y + 0.5);
}

/** One line of a counter, centred; its cells, if any, spaced evenly about the middle. */
function drawCounterLine(ctx: Ctx, l: CounterLine, w: number, h: number, r: number) {
  const y = h * l.at;
  if (l.text !== undefined) {
    if (l.fit !== undefined) fitText(ctx, l.text, w * l.fit, Math.round(r * l.size), 0, y, FONT_BOLD);
    else {
      ctx.font = `${Math.round(r * l.size)}px ${FONT_BOLD}`;
      ctx.fillText(l.text, 0, y);
    }
  }
  const cells = l.cells ?? [];
  cells.forEach((cell, i) => {
    const x = h * ((i - (cells.length - 1) / 2) * CELL_SPACING);
    ctx.font = `${Math.round(r * (cell.size ?? l.size))}px ${FONT_BOLD}`;
    ctx.textAlign = 'center';
    ctx.fillText(cell.text, x, y);
    if (cell.ring) {
      ctx.strokeStyle = ctx.fillStyle as string;
      ctx.lineWidth = Math.max(1, r * 0.05);
      ctx.beginPath();
      ctx.arc(x, y, r * 0.2, 0, Math.PI * 2);
      ctx.stroke();
    }
  });
}

function drawMarker(ctx: Ctx, layout: Layout, at: SceneHex['hex'], from: SceneHex['hex'][], text: string) {
  const r = layout.radius;
  const p = toPixel(layout, at);
  ctx.strokeStyle = '#ffdd00';
  ctx.lineWidth = Math.max(2, r * 0.08);
  ctx.setLineDash([r * 0.15, r * 0.1]);
  for (const f of from) {
    const q = toPixel(layout, f);
    line(ctx, q, p, '#ffdd00', Math.max(2, r * 0.07));
  }
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.arc(p.x, p.y, r * 0.78, 0, Math.PI * 2);
  ctx.strokeStyle = '#ffdd00';
  ctx.lineWidth = Math.max(2, r * 0.09);
  ctx.stroke();
  const bx = p.x + r * 0.55;
  const by = p.y - r * 0.55;
  ctx.font = `${Math.round(r * 0.32)}px ${FONT_BOLD}`;
  const textWidth = ctx.measureText(text).width;
  ctx.fillStyle = '#ffdd00';
  if (textWidth <= r * 0.5) {
    ctx.beginPath();
    ctx.arc(bx, by, r * 0.26, 0, Math.PI * 2);
    ctx.fill();
  } else {
    // A longer result ("3-1 → −/DR") on a tag as wide as it needs, reaching right from the disc's place.
    const half = r * 0.26;
    roundRect(ctx, bx - half, by - half, textWidth + 2 * half, 2 * half, half);
    ctx.fill();
    ctx.strokeStyle = '#1a1a1a';
    ctx.lineWidth = Math.max(1, r * 0.03);
    ctx.stroke();
    ctx.fillStyle = '#1a1a1a';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, bx - half + (textWidth + 2 * half) / 2, by + 1);
    return;
  }
  ctx.fillStyle = '#1a1a1a';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, bx, by + 1);
}

function drawLine(ctx: Ctx, layout: Layout, l: SceneLine) {
  const r = layout.radius;
  ctx.strokeStyle = l.colour;
  ctx.lineWidth = Math.max(2, r * 0.06);
  for (const h of l.hexes ?? []) {
    const p = toPixel(layout, h);
    ctx.beginPath();
    ctx.arc(p.x, p.y, r * 0.45, 0, Math.PI * 2);
    ctx.stroke();
  }
  const a = toPixel(layout, l.from);
  const b = toPixel(layout, l.to);
  ctx.setLineDash([r * 0.25, r * 0.12]);
  line(ctx, a, b, l.colour, Math.max(2, r * 0.08));
  ctx.setLineDash([]);
  if (l.blockedAt) {
    const p = toPixel(layout, l.blockedAt);
    const k = r * 0.35;
    line(ctx, { x: p.x - k, y: p.y - k }, { x: p.x + k, y: p.y + k }, '#e0302a', Math.max(3, r * 0.14));
    line(ctx, { x: p.x - k, y: p.y + k }, { x: p.x + k, y: p.y - k }, '#e0302a', Math.max(3, r * 0.14));
  }
  if (l.text) {
    const bx = b.x - r * 0.55;
    const by = b.y - r * 0.55;
    ctx.fillStyle = l.colour;
    ctx.beginPath();
    ctx.arc(bx, by, r * 0.26, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1a1a1a';
    ctx.font = `${Math.round(r * 0.32)}px ${FONT_BOLD}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(l.text, bx, by + 1);
  }
}

function drawTitle(ctx: Ctx, layout: Layout, scene: HexBoardScene) {
  const h = layout.titleHeight;
  const titleWidth = titleBar(ctx, layout.width, h, layout.margin, scene.title, FONT_BOLD);
  ctx.font = `${Math.round(h * 0.42)}px ${FONT}`;
  ctx.textAlign = 'right';
  let x = layout.width - layout.margin;
  for (const item of [...scene.legend].reverse()) {
    const w = ctx.measureText(item.label).width;
    ctx.fillStyle = '#f4ecd8';
    ctx.fillText(item.label, x, h / 2);
    x -= w + h * 0.15;
    ctx.fillStyle = item.colour;
    ctx.fillRect(x - h * 0.36, h * 0.32, h * 0.36, h * 0.36);
    x -= h * 0.36 + h * 0.35;
  }
  ctx.fillStyle = '#ffd166';
  ctx.textAlign = 'center';
  const centreX = layout.margin + titleWidth + (x - layout.margin - titleWidth) / 2;
  ctx.fillText(scene.status, centreX, h / 2, Math.max(50, x - layout.margin - titleWidth - h));
}
