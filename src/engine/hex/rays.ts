import { neighbour, opposite, type Direction } from './hex.ts';
import { HALF_HEIGHT, NORMALS, NUDGE } from './line.ts';

/**
 * Lines of fire kept as offsets, for rules that walk many of them.
 *
 * A hex centre is a linear function of (q, r), so the line from A to B crosses the same hexes as
 * the line from (0, 0) to B − A, shifted by A. A ray is that walk worked out once per offset and
 * kept: judging a line then costs no geometry and no allocation, only reading small integers.
 *
 * Each walk is the one `line.ts` makes (hex by hex, leaving each hex by the side the segment
 * actually crosses, nudged a hair to the left and to the right), so a ray and `lineOfFire` agree.
 * A ray can also start from the middle of one side of the first hex instead of its centre: the
 * rules draw some lines from a doorway, a window, an arrow-slit or the side of a tower.
 */

export interface Ray {
  /**
   * The walk nudged to the left, three numbers a step: dq and dr from the first hex, and the side
   * of that step's hex the line came in by (-1 for the first hex).
   */
  left: Int16Array;
  /** The walk nudged to the right: the same array as `left` unless the line grazes. */
  right: Int16Array;
  /** True when the line runs along a hexside or through a corner, so the two walks differ. */
  grazes: boolean;
}

const SPAN = 2048;
const HALF_SPAN = 1024;

const rays = new Map<number, Ray | null>();

const keyOf = (side: number, dq: number, dr: number) => ((side + 1) * SPAN + dq + HALF_SPAN) * SPAN + dr + HALF_SPAN;

/** The ray from the centre of a hex to the centre of the hex `dq, dr` away. */
export function rayTo(dq: number, dr: number): Ray {
  const key = keyOf(-1, dq, dr);
  let ray = rays.get(key);
  if (!ray) rays.set(key, (ray = build(-1, dq, dr)!));
  return ray;
}

/**
 * The ray from the middle of side `side` of a hex to the centre of the hex `dq, dr` away, or
 * undefined when that centre is not beyond the side (a line from a doorway goes out through it).
 * Its second step is the neighbour through that side.
 */
export function rayFromSide(side: Direction, dq: number, dr: number): Ray | undefined {
  const key = keyOf(side, dq, dr);
  let ray = rays.get(key);
  if (ray === undefined) rays.set(key, (ray = build(side, dq, dr)));
  return ray ?? undefined;
}

function build(side: number, dq: number, dr: number): Ray | null {
  if (Math.abs(dq) >= HALF_SPAN || Math.abs(dr) >= HALF_SPAN) throw new Error(`a line of ${dq},${dr} hexes is longer than any board`);
  const end = { x: 1.5 * dq, y: Math.sqrt(3) * (dr + dq / 2) };
  const start = side < 0 ? { x: 0, y: 0 } : { x: NORMALS[side]!.x * HALF_HEIGHT, y: NORMALS[side]!.y * HALF_HEIGHT };
  if (side >= 0) {
    const n = NORMALS[side]!;
    if ((end.x - start.x) * n.x + (end.y - start.y) * n.y <= 1e-9) return null;
  } else if (dq === 0 && dr === 0) {
    const still = Int16Array.of(0, 0, -1);
    return { left: still, right: still, grazes: false };
  }
  const length = Math.hypot(end.x - start.x, end.y - start.y);
  const nx = (end.y - start.y) / length;
  const ny = -(end.x - start.x) / length;
  const left = walk(side, start.x + nx * NUDGE, start.y + ny * NUDGE, end.x - start.x, end.y - start.y, dq, dr);
  const right = walk(side, start.x - nx * NUDGE, start.y - ny * NUDGE, end.x - start.x, end.y - start.y, dq, dr);
  const grazes = left.length !== right.length || left.some((v, i) => v !== right[i]);
  return { left, right: grazes ? right : left, grazes };
}

function walk(side: number, px: number, py: number, dx: number, dy: number, toQ: number, toR: number): Int16Array {
  const steps: number[] = [0, 0, -1];
  let q = 0;
  let r = 0;
  if (side >= 0) {
    // The line leaves the first hex through the side it starts on.
    const next = neighbour({ q, r }, side as Direction);
    q = next.q;
    r = next.r;
    steps.push(q, r, opposite(side as Direction));
  }
  let travelled = 0;
  for (let guard = 0; guard < 10_000 && (q !== toQ || r !== toR); guard++) {
    const cx = 1.5 * q;
    const cy = Math.sqrt(3) * (r + q / 2);
    let best = Infinity;
    let exit = 0;
    for (let d = 0; d < 6; d++) {
      const n = NORMALS[d]!;
      const speed = dx * n.x + dy * n.y;
      if (speed <= 0) continue;
      const t = (HALF_HEIGHT - ((px - cx) * n.x + (py - cy) * n.y)) / speed;
      if (t > travelled - 1e-12 && t < best) {
        best = t;
        exit = d;
      }
    }
    travelled = best;
    const next = neighbour({ q, r }, exit as Direction);
    q = next.q;
    r = next.r;
    steps.push(q, r, (exit + 3) % 6);
  }
  return Int16Array.from(steps);
}
