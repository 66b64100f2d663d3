import { DIRECTIONS, hexKey, neighbour, rotate, type Direction, type Hex } from './hex.ts';

/**
 * Counters that cover several hexes and have a front, sitting exactly on the grid: a horse and
 * its rider or the baby dragon (two hexes in a line), a Krob Royal Guard (a triangle of three:
 * two palps in front, the body behind), the Black Dragon (a cross of five: head, two front
 * claws and tail round the body) and the Krob Queen (a rosette of seven, two in front, three in
 * the middle, two behind).
 *
 * A pose is an anchor hex and a facing. The anchor is the head of a two-hex counter, the body
 * of a Guard, and the centre of the cross and of the rosette. A facing is a number 0..5:
 * - for a line and a cross it is a side direction (0 N … 5 NW), where the head points;
 * - for a triangle and a rosette the front is not a side but a corner of the anchor hex: facing
 *   `f` puts the front between side directions `f` and `f + 1`, so the six facings read NNE, E,
 *   SSE, SSW, W, NNW (`VERTEX_NAMES`).
 *
 * Everything is defined at facing 0 as directions relative to the facing, and turned with it.
 */

export type Shape = 'one' | 'line' | 'triangle' | 'cross' | 'rosette';

/** The facings of a triangle or a rosette: between side directions f and f + 1. */
export const VERTEX_NAMES = ['NNE', 'E', 'SSE', 'SSW', 'W', 'NNW'] as const;

export interface ShapeDef {
  /** Each hex of the counter as a walk from the anchor in directions relative to the facing; the anchor first. */
  cells: ReadonlyArray<readonly Direction[]>;
  /** What each hex is: the names the rules give the parts. */
  parts: readonly string[];
  /** Sides facing the front, as [cell index, direction relative to the facing]; the others face flank and rear. */
  front?: ReadonlyArray<readonly [number, Direction]>;
  /** The hex "between the legs" (a Guard's), as a walk from the anchor. */
  between?: readonly Direction[];
  /** Which facings name a corner of the anchor hex (VERTEX_NAMES) rather than a side. */
  vertex: boolean;
}

export const SHAPES: Record<Shape, ShapeDef> = {
  one: { cells: [[]], parts: ['body'], vertex: false },
  line: { cells: [[], [3]], parts: ['head', 'back'], vertex: false },
  // The body at the back; the two palps at facing and facing + 1. 6 front and 6 rear hexsides (4.45).
  triangle: {
    cells: [[], [0], [1]],
    parts: ['body', 'palp', 'palp'],
    front: [
      [1, 5],
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
      [2, 2],
    ],
    between: [0, 1],
    vertex: true,
  },
  // The body in the centre, the head ahead, the front claws either side of the head, the tail behind.
  cross: { cells: [[], [0], [5], [1], [3]], parts: ['body', 'head', 'left-claw', 'right-claw', 'tail'], vertex: false },
  // Two in front (the head), three in the middle, two behind: 8 front and 10 flank and rear hexsides (4.45).
  rosette: {
    cells: [[], [0], [1], [5], [2], [3], [4]],
    parts: ['body', 'head', 'head', 'body', 'body', 'rear', 'rear'],
    front: [
      [1, 5],
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
      [2, 2],
      [3, 0],
      [4, 1],
    ],
    vertex: true,
  },
};

export interface Pose {
  readonly anchor: Hex;
  readonly facing: Direction;
}

function walk(from: Hex, steps: readonly Direction[], facing: Direction): Hex {
  let h = from;
  for (const d of steps) h = neighbour(h, rotate(d, facing));
  return h;
}

/** The hexes a counter covers, the anchor first, in the order of the shape's parts. */
export function footprint(shape: Shape, pose: Pose): Hex[] {
  if (shape === 'one') return [pose.anchor];
  return SHAPES[shape].cells.map((steps) => walk(pose.anchor, steps, pose.facing));
}

/** The hex of one named part (the first of that name): a dragon's head, a Guard's body. */
export function partHex(shape: Shape, pose: Pose, part: string): Hex | undefined {
  const i = SHAPES[shape].parts.indexOf(part);
  return i < 0 ? undefined : walk(pose.anchor, SHAPES[shape].cells[i]!, pose.facing);
}

/** The hexes touching the counter, each once, in a stable order. */
export function around(shape: Shape, pose: Pose): Hex[] {
  const own = footprint(shape, pose);
  const inside = new Set(own.map(hexKey));
  const seen = new Set<number>();
  const out: Hex[] = [];
  for (const h of own) {
    for (const d of DIRECTIONS) {
      const n = neighbour(h, d);
      const key = hexKey(n);
      if (inside.has(key) || seen.has(key)) continue;
      seen.add(key);
      out.push(n);
    }
  }
  return out;
}

/** The counter's front hexsides, as the hex of the counter and the direction of the side. */
export function frontSides(shape: Shape, pose: Pose): Array<{ hex: Hex; direction: Direction }> {
  const def = SHAPES[shape];
  if (!def.front) return [];
  return def.front.map(([cell, d]) => ({ hex: walk(pose.anchor, def.cells[cell]!, pose.facing), direction: rotate(d, pose.facing) }));
}

/** The exterior hexsides that do not face the front: the flank and rear (the shaded area of 4.44). */
export function rearSides(shape: Shape, pose: Pose): Array<{ hex: Hex; direction: Direction }> {
  const front = new Set(frontSides(shape, pose).map((s) => hexKey(s.hex) * 8 + s.direction));
  const own = footprint(shape, pose);
  const inside = new Set(own.map(hexKey));
  const sides: Array<{ hex: Hex; direction: Direction }> = [];
  for (const h of own) {
    for (const d of DIRECTIONS) {
      if (inside.has(hexKey(neighbour(h, d))) || front.has(hexKey(h) * 8 + d)) continue;
      sides.push({ hex: h, direction: d });
    }
  }
  return sides;
}

/** The hexes touching a front side: those from which an attack comes from the front. */
export function frontHexes(shape: Shape, pose: Pose): Hex[] {
  const seen = new Set<number>();
  const out: Hex[] = [];
  for (const s of frontSides(shape, pose)) {
    const n = neighbour(s.hex, s.direction);
    if (seen.has(hexKey(n))) continue;
    seen.add(hexKey(n));
    out.push(n);
  }
  return out;
}

/** The hexes touching only flank and rear sides: an attack from one of them comes across the shaded area. */
export function rearHexes(shape: Shape, pose: Pose): Hex[] {
  if (!SHAPES[shape].front) return [];
  const front = new Set(frontHexes(shape, pose).map(hexKey));
  return around(shape, pose).filter((h) => !front.has(hexKey(h)));
}

/** A Guard's hex between its legs: the one in front touching both palps. */
export function betweenLegs(shape: Shape, pose: Pose): Hex | undefined {
  const steps = SHAPES[shape].between;
  return steps ? walk(pose.anchor, steps, pose.facing) : undefined;
}

/** "N", "SE"… for a side facing, "NNE", "E"… for a corner facing. */
export function facingName(shape: Shape, facing: Direction): string {
  return SHAPES[shape].vertex ? VERTEX_NAMES[facing]! : (['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const)[facing]!;
}

/** The facings a shape may be given, by name. */
export function facingNames(shape: Shape): readonly string[] {
  return SHAPES[shape].vertex ? VERTEX_NAMES : ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
}

/** Reads a facing name for a shape, or undefined if it is not one of its facings. */
export function parseShapeFacing(shape: Shape, name: string): Direction | undefined {
  const i = facingNames(shape).indexOf(name.trim().toUpperCase());
  return i < 0 ? undefined : (i as Direction);
}

/**
 * The centre of a pose and the way it points, in hex-radius units: for drawing. The front is
 * the mean of the front's direction vectors; a counter with no front points at its head.
 */
export function frontAngle(shape: Shape, facing: Direction): number {
  // Side direction d points at -90° + 60°·d (y grows downwards); a corner half-way to the next.
  const side = -90 + 60 * facing;
  return ((SHAPES[shape].vertex ? side + 30 : side) * Math.PI) / 180;
}
