import { DIRECTIONS, distance, type Direction, type Hex } from '../../../hex/hex.ts';
import type { Pose } from '../../../hex/footprint.ts';
import { canStopBig } from './moves.ts';
import { horseInTheWay } from '../horses/horses.ts';
import { poseHexesOf, shiftCost } from './poses.ts';
import type { Unit } from '../state.ts';
import { livingAt, type Table } from '../world.ts';

/**
 * A retreat by a counter of several hexes (a Guard, the Queen, the Baby Dragon; 5.14 note, 4.3,
 * 4.44). **Ours:** the counter slides as a whole, keeping its facing (a retreat is no time to
 * turn), each step taking its anchor one hex further from where it stood, as a man on foot's
 * retreat takes him; no hex of it may enter an enemy's hex or a horse not its side's, and it
 * must end with every hex free. A friend is not displaced to make room for it: too big a
 * shove. With no such way it takes a wound instead, as anyone who cannot retreat.
 */
export interface BigRetreat {
  path: Hex[];
  facings: Direction[];
}

export function bigRetreatOptions(table: Table, unit: Unit, hexes: number): BigRetreat[] {
  if (!unit.hex || unit.facing === null) return [];
  const start: Pose = { anchor: unit.hex, facing: unit.facing as Direction };
  const hostile = (pose: Pose) =>
    poseHexesOf(unit, pose).some((h) => livingAt(table, h).some((u) => u.side !== unit.side && u.id !== unit.id) || horseInTheWay(table.state, unit.side, h) !== undefined);
  const out: BigRetreat[] = [];
  const extend = (pose: Pose, path: Hex[]) => {
    for (const d of DIRECTIONS) {
      const shift = shiftCost(table, unit, pose, d);
      if (shift.mp === null || distance(start.anchor, shift.to.anchor) !== path.length + 1 || hostile(shift.to)) continue;
      const route = [...path, shift.to.anchor];
      if (route.length < hexes) extend(shift.to, route);
      else if (canStopBig(table, unit, shift.to)) out.push({ path: route, facings: route.map(() => start.facing) });
    }
  };
  extend(start, []);
  return out;
}
