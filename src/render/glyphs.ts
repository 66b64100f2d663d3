import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Glyph } from '../engine/scene/dice-table.ts';

/**
 * Our own icon set for dice faces, each a few filled and stroked paths in a box of side `s` whose
 * top-left is (x, y): a sword, a bow with its arrow, a star, a shield, a boot, and the marks a
 * place's special face may carry. Filled in `ink` and outlined in `edge`, so they read on any fill.
 */

type Ctx = SKRSContext2D;

export function drawGlyph(ctx: Ctx, glyph: Glyph, x: number, y: number, s: number, ink: string, edge: string) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(s / 100, s / 100);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.fillStyle = ink;
  ctx.strokeStyle = edge;
  ctx.lineWidth = 7;
  PATHS[glyph](ctx);
  ctx.restore();
}

/** Fills then outlines the current path: the outline under a second fill keeps thin parts readable. */
function paint(ctx: Ctx) {
  ctx.stroke();
  ctx.fill();
}

function poly(ctx: Ctx, points: Array<[number, number]>) {
  ctx.beginPath();
  points.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
  ctx.closePath();
}

/** A thick line drawn as a filled band with an outline. */
function band(ctx: Ctx, a: [number, number], b: [number, number], width: number) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [(-dy / len) * (width / 2), (dx / len) * (width / 2)];
  poly(ctx, [
    [a[0] + nx, a[1] + ny],
    [b[0] + nx, b[1] + ny],
    [b[0] - nx, b[1] - ny],
    [a[0] - nx, a[1] - ny],
  ]);
  paint(ctx);
}

const PATHS: Record<Glyph, (ctx: Ctx) => void> = {
  // A blade pointing up and right, its cross-guard and hilt.
  sword(ctx) {
    poly(ctx, [
      [94, 4], [90, 22], [46, 72], [28, 54], [76, 8],
    ]);
    paint(ctx);
    band(ctx, [18, 52], [48, 82], 13);
    band(ctx, [36, 66], [14, 88], 12);
    ctx.beginPath();
    ctx.arc(11, 90, 8, 0, Math.PI * 2);
    paint(ctx);
  },
  // A bow's arc, its string, and an arrow across it.
  bow(ctx) {
    ctx.beginPath();
    ctx.arc(20, 50, 46, -Math.PI / 2.4, Math.PI / 2.4);
    const ink = ctx.fillStyle;
    const edge = ctx.strokeStyle;
    // The arc is a stroke: a wide one in the outline's colour, then a narrower one in ink.
    ctx.lineWidth = 20;
    ctx.stroke();
    ctx.lineWidth = 10;
    ctx.strokeStyle = ink;
    ctx.stroke();
    ctx.strokeStyle = edge;
    ctx.lineWidth = 7;
    band(ctx, [32, 9], [32, 91], 4);
    band(ctx, [8, 50], [80, 50], 8);
    poly(ctx, [
      [96, 50], [74, 36], [78, 50], [74, 64],
    ]);
    paint(ctx);
  },
  // A five-pointed star.
  star(ctx) {
    const points: Array<[number, number]> = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 ? 20 : 46;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      points.push([50 + r * Math.cos(a), 54 + r * Math.sin(a)]);
    }
    poly(ctx, points);
    paint(ctx);
  },
  // A heater shield with a band across it.
  shield(ctx) {
    ctx.beginPath();
    ctx.moveTo(14, 10);
    ctx.lineTo(86, 10);
    ctx.lineTo(86, 44);
    ctx.quadraticCurveTo(84, 78, 50, 94);
    ctx.quadraticCurveTo(16, 78, 14, 44);
    ctx.closePath();
    paint(ctx);
    ctx.beginPath();
    ctx.moveTo(50, 18);
    ctx.lineTo(50, 84);
    ctx.stroke();
  },
  // A boot: the leg, the foot forward, the heel.
  boot(ctx) {
    ctx.beginPath();
    ctx.moveTo(28, 6);
    ctx.lineTo(60, 6);
    ctx.lineTo(60, 58);
    ctx.quadraticCurveTo(92, 60, 94, 80);
    ctx.lineTo(94, 92);
    ctx.lineTo(16, 92);
    ctx.lineTo(16, 80);
    ctx.lineTo(28, 76);
    ctx.closePath();
    paint(ctx);
    ctx.beginPath();
    ctx.moveTo(28, 20);
    ctx.lineTo(60, 20);
    ctx.stroke();
  },
  // Three houses, the middle one tallest.
  city(ctx) {
    poly(ctx, [[6, 92], [6, 56], [22, 42], [38, 56], [38, 92]]);
    paint(ctx);
    poly(ctx, [[62, 92], [62, 56], [78, 42], [94, 56], [94, 92]]);
    paint(ctx);
    poly(ctx, [[32, 92], [32, 36], [50, 14], [68, 36], [68, 92]]);
    paint(ctx);
  },
  // A pediment on columns on a step.
  temple(ctx) {
    poly(ctx, [[8, 34], [50, 8], [92, 34]]);
    paint(ctx);
    for (const cx of [20, 40, 60, 80]) {
      ctx.beginPath();
      ctx.rect(cx - 6, 38, 12, 42);
      paint(ctx);
    }
    ctx.beginPath();
    ctx.rect(6, 82, 88, 12);
    paint(ctx);
  },
  // A tall tower with battlements.
  tower(ctx) {
    poly(ctx, [[28, 94], [30, 30], [22, 30], [22, 8], [34, 8], [34, 18], [44, 18], [44, 8], [56, 8], [56, 18], [66, 18], [66, 8], [78, 8], [78, 30], [70, 30], [72, 94]]);
    paint(ctx);
  },
  // Two standing stones and a lintel.
  stones(ctx) {
    ctx.beginPath();
    ctx.rect(14, 34, 22, 60);
    paint(ctx);
    ctx.beginPath();
    ctx.rect(64, 34, 22, 60);
    paint(ctx);
    ctx.beginPath();
    ctx.rect(6, 14, 88, 18);
    paint(ctx);
  },
  // A wall between two towers, a gate in it.
  castle(ctx) {
    poly(ctx, [[4, 94], [4, 14], [14, 14], [14, 24], [24, 24], [24, 14], [34, 14], [34, 40], [66, 40], [66, 14], [76, 14], [76, 24], [86, 24], [86, 14], [96, 14], [96, 94], [60, 94], [60, 70], [40, 70], [40, 94]]);
    paint(ctx);
  },
  // A cave mouth under a hill.
  lair(ctx) {
    ctx.beginPath();
    ctx.moveTo(4, 94);
    ctx.quadraticCurveTo(50, -10, 96, 94);
    ctx.closePath();
    paint(ctx);
    ctx.beginPath();
    ctx.moveTo(32, 94);
    ctx.quadraticCurveTo(50, 40, 68, 94);
    ctx.closePath();
    ctx.fillStyle = ctx.strokeStyle;
    ctx.fill();
  },
  // Three round trees.
  grove(ctx) {
    for (const [cx, cy, r] of [[24, 46, 20], [76, 46, 20], [50, 30, 24]] as const) {
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      paint(ctx);
    }
    ctx.beginPath();
    ctx.rect(44, 50, 12, 44);
    paint(ctx);
  },
  // A spiral.
  vortex(ctx) {
    ctx.beginPath();
    for (let t = 0; t <= 1; t += 0.02) {
      const a = t * Math.PI * 5;
      const r = 4 + 40 * t;
      const px = 50 + r * Math.cos(a);
      const py = 50 + r * Math.sin(a);
      if (t === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    const ink = ctx.fillStyle;
    ctx.lineWidth = 18;
    ctx.stroke();
    ctx.lineWidth = 9;
    ctx.strokeStyle = ink;
    ctx.stroke();
  },
};
