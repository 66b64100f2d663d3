import { footprint, type Pose } from '../../../hex/footprint.ts';
import { directionTo, neighbour, type Direction, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { dragonGround } from '../dragons/ground.ts';
import { twoPlaces } from '../places.ts';
import type { Unit } from '../state.ts';
import { definition } from '../units.ts';
import { waterCost } from '../movement/water.ts';
import { hexsideAt, levelStep, stepCost, terrainAt, type Table } from '../world.ts';
import { magicBarrier } from '../magic/ground.ts';

/**
 * Where a counter of several hexes (a Guard, the Queen, a dragon) may stand and how it moves
 * (2.33, 4.3). It sits exactly on the grid: every hex of it on ground it may enter, no wall and
 * no drop between two of its own hexes, and never on a hex of two places (a walkway, an
 * entrance: too narrow). So a Guard, two hexes wide, passes no passage narrower than two
 * hexes, and the Queen, three wide, none narrower than three.
 *
 * A step moves the whole counter one hex; each of its hexes steps as a walker would (so a
 * wall or a drop in the way of any of them stops it), and the step costs the dearest of the
 * hexes newly covered (**ours**). The Black Dragon moves from its centre: a step costs what the
 * centre enters (4.3). Turning on the spot is free (2.33, 4.3).
 */

/** Why the counter cannot stand in this pose, whoever stands there; undefined if it can. */
export function poseBlocked(table: Table, unit: Unit, pose: Pose): string | undefined {
  const def = definition(unit);
  const shape = def.shape;
  if (!shape) return undefined;
  const hexes = footprint(shape, pose);
  for (const [i, h] of hexes.entries()) {
    const terrain = terrainAt(table, h);
    if (!terrain) return `${labelOf(h)} is off the map`;
    if (terrain.mp === null) return `${terrain.name} at ${labelOf(h)} cannot be entered`;
    if (twoPlaces(table, h)) return `${labelOf(h)} holds two places, one above the other: too narrow for ${def.name}`;
    const burning = magicBarrier(table, h);
    if (burning) return burning;
    const ground = dragonGround(def, i, terrain);
    if (ground) return `${ground} (${labelOf(h)})`;
    if (terrain.id === 'water') {
      const swim = waterCost(unit);
      if (swim.mp === null) return `${swim.why} (${labelOf(h)})`;
    }
  }
  // No wall and no drop inside the counter.
  for (let i = 0; i < hexes.length; i++) {
    for (let j = i + 1; j < hexes.length; j++) {
      const a = hexes[i]!;
      const b = hexes[j]!;
      if (directionTo(a, b) === undefined) continue;
      const side = hexsideAt(table, a, b);
      if (side && side !== 'demolished') return `a ${side} runs between ${labelOf(a)} and ${labelOf(b)}`;
      if (levelStep(table, a, b)) return `${labelOf(a)} and ${labelOf(b)} are on different levels`;
    }
  }
  return undefined;
}

/** The hexes of a pose. */
export function poseHexesOf(unit: Unit, pose: Pose): Hex[] {
  const shape = definition(unit).shape;
  return shape ? footprint(shape, pose) : [pose.anchor];
}

/**
 * The MP of moving the counter one hex in `direction`, keeping its facing, ignoring who stands
 * in the way; null with the reason if it cannot.
 */
export function shiftCost(table: Table, unit: Unit, pose: Pose, direction: Direction): { mp: number; to: Pose } | { mp: null; why: string } {
  const to: Pose = { anchor: neighbour(pose.anchor, direction), facing: pose.facing };
  const blocked = poseBlocked(table, unit, to);
  if (blocked) return { mp: null, why: blocked };
  const before = poseHexesOf(unit, pose);
  const after = poseHexesOf(unit, to);
  const covered = new Set(before.map((h) => `${h.q},${h.r}`));
  const dragon = definition(unit).traits.includes('black-dragon');
  let mp = 0;
  for (const [i, h] of after.entries()) {
    const from = before[i]!;
    // Each hex of the counter steps as a walker would: walls and drops stop the counter.
    const step = stepCost(table, unit, from, h);
    if (step.mp === null) return { mp: null, why: `${step.why} (${labelOf(from)} to ${labelOf(h)})` };
    if (dragon) {
      // 4.3: the Black Dragon's move is reckoned from the centre of the cross.
      if (i === 0) mp = step.mp;
    } else if (!covered.has(`${h.q},${h.r}`)) {
      mp = Math.max(mp, step.mp);
    }
  }
  return { mp: Math.max(mp, 1), to };
}
