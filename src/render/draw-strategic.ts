import type { SKRSContext2D } from '@napi-rs/canvas';
import { FONT_BOLD } from './fonts.ts';
import { line } from './shapes.ts';
import type { Pattern, ScenePlace } from '../engine/scene/hex-board.ts';

/**
 * What a strategic map adds to a hex board: nation borders, places (cities, fortresses, ports,
 * capitals), the ground of a continent (ranges, passes, sand, ice, grass, jungle, the Maelstrom)
 * and the sea barriers ships may not pass; and the flags of places held by an enemy. Sizes are
 * in hex radii, so a whole continent at 22 px hexes and a crop at 40 px draw alike.
 */

type Ctx = SKRSContext2D;
type Point = { x: number; y: number };

const towards = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** How deep a border band reaches into its hex, in hex radii: two bands of neighbouring nations lie side by side. */
export const BORDER_DEPTH = 0.17;

/**
 * A nation's border on one side of its hex: a band along the side, inside the hex, in the
 * nation's colour, so the neighbour's band (in its own colour) lies beside it across the line.
 */
export function drawBorder(ctx: Ctx, centre: Point, side: [Point, Point], colour: string) {
  const [a, b] = side;
  const inward = BORDER_DEPTH * (2 / Math.sqrt(3));
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  const bi = towards(b, centre, inward);
  const ai = towards(a, centre, inward);
  ctx.lineTo(bi.x, bi.y);
  ctx.lineTo(ai.x, ai.y);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
}

/** A sea barrier: a thin spit of land between two sea hexes, pale sand on a dark edge. */
export function drawSeaBarrier(ctx: Ctx, a: Point, b: Point, r: number) {
  ctx.lineCap = 'round';
  line(ctx, a, b, '#4a3b22', Math.max(3, r * 0.18));
  line(ctx, a, b, '#e2cf93', Math.max(1.5, r * 0.09));
}

/**
 * A place: its symbol at the hex's centre, a gold ring for a capital, an anchor for a port at its
 * lower left, and its name under the hex where the hexes are big enough to carry it.
 */
export function drawPlace(ctx: Ctx, p: Point, r: number, place: ScenePlace) {
  const ink = '#1d1a16';
  const paper = '#f6f0de';
  const line = Math.max(1, r * 0.05);
  ctx.lineJoin = 'miter';
  if (place.capital) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, r * 0.42, 0, Math.PI * 2);
    ctx.strokeStyle = '#d4a017';
    ctx.lineWidth = Math.max(1.5, r * 0.09);
    ctx.stroke();
  }
  switch (place.symbol) {
    case 'city':
      ctx.beginPath();
      ctx.arc(p.x, p.y, r * 0.17, 0, Math.PI * 2);
      ctx.fillStyle = ink;
      ctx.fill();
      ctx.strokeStyle = paper;
      ctx.lineWidth = line;
      ctx.stroke();
      break;
    case 'fortified-city': {
      // A walled square: a square with merlons along its top.
      const s = r * 0.24;
      ctx.fillStyle = ink;
      ctx.fillRect(p.x - s, p.y - s * 0.8, 2 * s, 1.8 * s);
      for (let i = 0; i < 3; i++) ctx.fillRect(p.x - s + i * s * 0.8, p.y - s * 1.2, s * 0.4, s * 0.45);
      ctx.strokeStyle = paper;
      ctx.lineWidth = line;
      ctx.strokeRect(p.x - s, p.y - s * 0.8, 2 * s, 1.8 * s);
      break;
    }
    case 'fortress': {
      // A five-pointed star.
      const outer = r * 0.32;
      ctx.beginPath();
      for (let k = 0; k < 10; k++) {
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const d = k % 2 ? outer * 0.45 : outer;
        if (k === 0) ctx.moveTo(p.x + d * Math.cos(a), p.y + d * Math.sin(a));
        else ctx.lineTo(p.x + d * Math.cos(a), p.y + d * Math.sin(a));
      }
      ctx.closePath();
      ctx.fillStyle = '#7a1c14';
      ctx.fill();
      ctx.strokeStyle = paper;
      ctx.lineWidth = line;
      ctx.stroke();
      break;
    }
    case 'dwarven-fortress': {
      // A gate in a peak: a grey triangle with a dark arch at its foot.
      const s = r * 0.34;
      ctx.beginPath();
      ctx.moveTo(p.x, p.y - s);
      ctx.lineTo(p.x + s, p.y + s * 0.7);
      ctx.lineTo(p.x - s, p.y + s * 0.7);
      ctx.closePath();
      ctx.fillStyle = '#6f6a62';
      ctx.fill();
      ctx.strokeStyle = paper;
      ctx.lineWidth = line;
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(p.x - s * 0.28, p.y + s * 0.7);
      ctx.lineTo(p.x - s * 0.28, p.y + s * 0.2);
      ctx.arc(p.x, p.y + s * 0.2, s * 0.28, Math.PI, 0);
      ctx.lineTo(p.x + s * 0.28, p.y + s * 0.7);
      ctx.closePath();
      ctx.fillStyle = ink;
      ctx.fill();
      break;
    }
    case 'dark-temple': {
      // A dark spire.
      const s = r * 0.36;
      ctx.beginPath();
      ctx.moveTo(p.x, p.y - s * 1.1);
      ctx.lineTo(p.x + s * 0.45, p.y + s * 0.7);
      ctx.lineTo(p.x - s * 0.45, p.y + s * 0.7);
      ctx.closePath();
      ctx.fillStyle = '#3a0f4a';
      ctx.fill();
      ctx.strokeStyle = '#e04a3a';
      ctx.lineWidth = line;
      ctx.stroke();
      break;
    }
  }
  if (place.port) drawAnchor(ctx, { x: p.x - r * 0.45, y: p.y + r * 0.3 }, r * 0.16, ink);
  if (place.name && r >= 18) drawName(ctx, place.name, p.x, p.y + r * 0.8, r);
}

/** An anchor: a shank with a ring and a stock, and curved arms. */
function drawAnchor(ctx: Ctx, at: Point, s: number, colour: string) {
  const w = Math.max(1, s * 0.28);
  line(ctx, { x: at.x, y: at.y - s }, { x: at.x, y: at.y + s }, colour, w);
  line(ctx, { x: at.x - s * 0.5, y: at.y - s * 0.55 }, { x: at.x + s * 0.5, y: at.y - s * 0.55 }, colour, w);
  ctx.beginPath();
  ctx.arc(at.x, at.y + s * 0.2, s * 0.8, Math.PI * 0.15, Math.PI * 0.85);
  ctx.strokeStyle = colour;
  ctx.lineWidth = w;
  ctx.stroke();
}

/** A place's name on a pale halo, shrunk to about two hexes' width. */
function drawName(ctx: Ctx, name: string, x: number, y: number, r: number) {
  let size = Math.max(8, Math.round(r * 0.3));
  ctx.font = `${size}px ${FONT_BOLD}`;
  while (ctx.measureText(name).width > r * 3 && size > 8) {
    size -= 1;
    ctx.font = `${size}px ${FONT_BOLD}`;
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = 'rgba(246,240,222,0.85)';
  ctx.lineWidth = Math.max(2, size * 0.3);
  ctx.strokeText(name, x, y);
  ctx.fillStyle = '#1d1a16';
  ctx.fillText(name, x, y);
}

/** A small flag above a hex's counter (clear of its corner badges): the side that holds the place. */
export function drawPennant(ctx: Ctx, p: Point, r: number, colour: string) {
  const foot = { x: p.x + r * 0.25, y: p.y - r * 0.55 };
  const top = { x: foot.x, y: p.y - r * 1.05 };
  line(ctx, foot, top, '#1d1a16', Math.max(1.5, r * 0.06));
  ctx.beginPath();
  ctx.moveTo(top.x, top.y);
  ctx.lineTo(top.x + r * 0.4, top.y + r * 0.14);
  ctx.lineTo(top.x, top.y + r * 0.28);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.strokeStyle = '#1d1a16';
  ctx.lineWidth = Math.max(1, r * 0.03);
  ctx.stroke();
}

export const STRATEGIC_PATTERNS: ReadonlySet<Pattern> = new Set<Pattern>(['peaks', 'pass', 'dunes', 'ice', 'grass', 'jungle', 'swirl']);

/** The ground of a strategic map, drawn in the hex (clipped to it) over its fill. Fixed offsets: the same map always draws the same. */
export function drawStrategicPattern(ctx: Ctx, x: number, y: number, r: number, pattern: Pattern) {
  switch (pattern) {
    case 'peaks':
    case 'pass': {
      // Two peaks, shaded on their eastern face; a pass has a pale track through them.
      for (const [dx, dy, s] of [
        [-0.32, 0.12, 0.42],
        [0.3, -0.05, 0.5],
      ] as const) {
        const bx = x + dx * r;
        const by = y + dy * r + s * r * 0.5;
        ctx.beginPath();
        ctx.moveTo(bx - s * r * 0.6, by);
        ctx.lineTo(bx, by - s * r);
        ctx.lineTo(bx + s * r * 0.6, by);
        ctx.closePath();
        ctx.fillStyle = '#7d6a50';
        ctx.fill();
        ctx.beginPath();
        ctx.moveTo(bx, by - s * r);
        ctx.lineTo(bx + s * r * 0.6, by);
        ctx.lineTo(bx + s * r * 0.1, by);
        ctx.closePath();
        ctx.fillStyle = '#5b4b37';
        ctx.fill();
      }
      if (pattern === 'pass') {
        ctx.setLineDash([r * 0.12, r * 0.08]);
        line(ctx, { x: x - r * 0.85, y: y + r * 0.45 }, { x: x + r * 0.85, y: y - r * 0.45 }, '#f1e4bf', Math.max(1.5, r * 0.09));
        ctx.setLineDash([]);
      }
      break;
    }
    case 'dunes':
      ctx.strokeStyle = 'rgba(150,110,50,0.55)';
      ctx.lineWidth = Math.max(1, r * 0.05);
      for (const [dx, dy] of [
        [-0.35, -0.3],
        [0.25, 0.05],
        [-0.2, 0.4],
      ] as const) {
        ctx.beginPath();
        ctx.arc(x + dx * r, y + dy * r + r * 0.2, r * 0.28, Math.PI * 1.15, Math.PI * 1.85);
        ctx.stroke();
      }
      break;
    case 'ice':
      for (const [ax, ay, bx, by] of [
        [-0.6, -0.2, -0.1, 0.1],
        [-0.1, 0.1, 0.2, -0.3],
        [0.1, 0.4, 0.6, 0.2],
      ] as const) line(ctx, { x: x + ax * r, y: y + ay * r }, { x: x + bx * r, y: y + by * r }, 'rgba(120,160,190,0.6)', Math.max(1, r * 0.04));
      break;
    case 'grass':
      ctx.strokeStyle = 'rgba(110,100,40,0.55)';
      ctx.lineWidth = Math.max(1, r * 0.04);
      for (const [dx, dy] of [
        [-0.4, -0.25],
        [0.35, -0.2],
        [-0.05, 0.3],
        [0.45, 0.35],
      ] as const) {
        ctx.beginPath();
        ctx.moveTo(x + dx * r - r * 0.12, y + dy * r);
        ctx.lineTo(x + dx * r + r * 0.12, y + dy * r);
        ctx.stroke();
      }
      break;
    case 'jungle':
      // Dense canopy: more crowns than a forest, darker.
      ctx.fillStyle = '#1c4a1a';
      for (const [dx, dy] of [
        [-0.45, -0.25],
        [0.0, -0.4],
        [0.45, -0.2],
        [-0.3, 0.25],
        [0.2, 0.2],
        [0.0, 0.5],
      ] as const) {
        ctx.beginPath();
        ctx.arc(x + dx * r, y + dy * r, r * 0.22, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'swirl': {
      // The Maelstrom: a spiral from the hex's middle outwards.
      ctx.strokeStyle = 'rgba(220,235,255,0.75)';
      ctx.lineWidth = Math.max(1.2, r * 0.07);
      ctx.beginPath();
      for (let i = 0; i <= 48; i++) {
        const a = i * 0.32;
        const d = r * 0.06 + (i / 48) * r * 0.72;
        const px = x + d * Math.cos(a);
        const py = y + d * Math.sin(a);
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.stroke();
      break;
    }
    default:
      break;
  }
}
