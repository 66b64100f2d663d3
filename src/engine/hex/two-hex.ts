import { neighbour, opposite, rotate, type Direction, type Hex } from './hex.ts';

/**
 * A counter two hexes long with a front end: a horse and its rider. `head` is the front hex and
 * `facing` the direction it points; the other hex lies behind the head. A pose moves by putting
 * its head into one of the eight hexes around the counter, or by turning round where it stands.
 */

export interface Pose {
  readonly head: Hex;
  readonly facing: Direction;
}

export function tailOf(pose: Pose): Hex {
  return neighbour(pose.head, opposite(pose.facing));
}

/** Head first, then the hex behind it. */
export function poseHexes(pose: Pose): [Hex, Hex] {
  return [pose.head, tailOf(pose)];
}

/**
 * Where the hex entered lies, seen from the counter: ahead of the head, beside the head only,
 * beside both hexes, beside the back only, straight behind; or a half-turn on the spot.
 */
export type Turn = 'front' | 'front-diagonal' | 'side' | 'rear-diagonal' | 'behind' | 'half-turn';

export interface PoseStep {
  to: Pose;
  /** The hex the head moves into. */
  entered: Hex;
  /** The counter's hex it leaves from (the new back hex, unless it is a half-turn). */
  from: Hex;
  /** The direction from `from` to `entered`. */
  direction: Direction;
  turn: Turn;
}

/**
 * Every pose one step away. The head moves into a hex touching the counter and the back follows
 * into the counter's hex that the new head touches; a hex beside both gives two poses, one with
 * the back in either of the old hexes.
 */
export function poseSteps(pose: Pose): PoseStep[] {
  const { head, facing } = pose;
  const tail = tailOf(pose);
  const steps: PoseStep[] = [];
  for (const turn of [0, 1, 5] as const) {
    const d = rotate(facing, turn);
    const entered = neighbour(head, d);
    steps.push({ to: { head: entered, facing: d }, entered, from: head, direction: d, turn: turn === 0 ? 'front' : 'front-diagonal' });
  }
  for (const turn of [2, 4] as const) {
    const d = rotate(facing, turn);
    const entered = neighbour(head, d);
    // Beside both hexes: from the tail the way in is one turn less than from the head.
    const fromTail = rotate(facing, turn === 2 ? 1 : 5);
    steps.push({ to: { head: entered, facing: d }, entered, from: head, direction: d, turn: 'side' });
    steps.push({ to: { head: entered, facing: fromTail }, entered, from: tail, direction: fromTail, turn: 'side' });
  }
  const back = opposite(facing);
  for (const turn of [1, 5] as const) {
    const d = rotate(back, turn);
    const entered = neighbour(tail, d);
    steps.push({ to: { head: entered, facing: d }, entered, from: tail, direction: d, turn: 'rear-diagonal' });
  }
  const behind = neighbour(tail, back);
  steps.push({ to: { head: behind, facing: back }, entered: behind, from: tail, direction: back, turn: 'behind' });
  steps.push({ to: { head: tail, facing: back }, entered: tail, from: head, direction: back, turn: 'half-turn' });
  return steps;
}
