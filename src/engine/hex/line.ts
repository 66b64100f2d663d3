import { centre, neighbour, sameHex, type Direction, type Hex } from './hex.ts';

/**
 * The line of fire, from hex centre to hex centre.
 *
 * The segment is walked hex by hex, leaving each hex by the side it actually crosses, so a
 * shallow line that clips a corner of a hex counts that hex. The walk is done twice, on two
 * copies of the segment nudged a hair to its left and to its right.
 *
 * For almost every line the two walks agree. They differ only when the true line runs exactly
 * along a hexside or passes exactly through a corner: then the left walk goes through the hexes
 * on one side of that hexside, and the right walk through those on the other. We keep both and
 * let the rules decide; dragonpost's ruling (docs/hex-geometry.md) is that such a line is
 * blocked only if it is blocked on both sides, as in most hex wargames, and that a wall lying
 * exactly along the line is not crossed by it.
 */

export interface LineStep {
  hex: Hex;
  /** The side of `hex` the line came in through; absent for the first hex. */
  entered?: Direction;
}

export interface LineOfFire {
  from: Hex;
  to: Hex;
  left: LineStep[];
  right: LineStep[];
  /** True when the line runs along a hexside or through a corner, so the two walks differ. */
  grazes: boolean;
}

export const HALF_HEIGHT = Math.sqrt(3) / 2;
/** The outward normal of each side of a flat-topped hex, in the order of the directions. */
export const NORMALS: ReadonlyArray<{ x: number; y: number }> = [
  { x: 0, y: -1 },
  { x: HALF_HEIGHT, y: -0.5 },
  { x: HALF_HEIGHT, y: 0.5 },
  { x: 0, y: 1 },
  { x: -HALF_HEIGHT, y: 0.5 },
  { x: -HALF_HEIGHT, y: -0.5 },
];
/** How far a line is moved to either side when it might run along a hexside or through a corner. */
export const NUDGE = 1e-6;

function walk(from: Hex, to: Hex, offset: { x: number; y: number }): LineStep[] {
  const start = centre(from);
  const end = centre(to);
  const p0 = { x: start.x + offset.x, y: start.y + offset.y };
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const steps: LineStep[] = [{ hex: from }];
  let current = from;
  let travelled = 0;
  for (let guard = 0; guard < 10_000 && !sameHex(current, to); guard++) {
    const c = centre(current);
    let best = Infinity;
    let exit: Direction = 0;
    for (let d = 0 as Direction; d < 6; d = (d + 1) as Direction) {
      const n = NORMALS[d]!;
      const speed = dx * n.x + dy * n.y;
      if (speed <= 0) continue;
      const t = (HALF_HEIGHT - ((p0.x - c.x) * n.x + (p0.y - c.y) * n.y)) / speed;
      if (t > travelled - 1e-12 && t < best) {
        best = t;
        exit = d;
      }
    }
    travelled = best;
    current = neighbour(current, exit);
    steps.push({ hex: current, entered: ((exit + 3) % 6) as Direction });
  }
  return steps;
}

export function lineOfFire(from: Hex, to: Hex): LineOfFire {
  if (sameHex(from, to)) return { from, to, left: [{ hex: from }], right: [{ hex: from }], grazes: false };
  const a = centre(from);
  const b = centre(to);
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  // The left-hand normal in screen coordinates (y grows downwards).
  const nx = (b.y - a.y) / length;
  const ny = -(b.x - a.x) / length;
  const left = walk(from, to, { x: nx * NUDGE, y: ny * NUDGE });
  const right = walk(from, to, { x: -nx * NUDGE, y: -ny * NUDGE });
  const grazes = left.length !== right.length || left.some((s, i) => !sameHex(s.hex, right[i]!.hex));
  return { from, to, left, right, grazes };
}

/** The hexes strictly between shooter and target on one side of the line. */
export function between(steps: readonly LineStep[]): Hex[] {
  return steps.slice(1, -1).map((s) => s.hex);
}

/** Every hex either walk passes through, shooter and target included, without repeats. */
export function hexesTouched(line: LineOfFire): Hex[] {
  const seen = new Map<string, Hex>();
  for (const step of [...line.left, ...line.right]) seen.set(`${step.hex.q},${step.hex.r}`, step.hex);
  return [...seen.values()];
}
