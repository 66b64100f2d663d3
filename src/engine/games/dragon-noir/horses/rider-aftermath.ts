import { distance, hexKey, sameHex, type Direction, type Hex } from '../../../hex/hex.ts';
import { poseHexes, poseSteps, type Pose } from '../../../hex/two-hex.ts';
import type { AdvanceOption, RetreatOption } from '../combat/aftermath-paths.ts';
import { horseInTheWay, liveHorseAt } from './horses.ts';
import { canStopPose, rideCost } from './riding.ts';
import type { Unit } from '../state.ts';
import { isStanding } from '../units.ts';
import { livingAt, neighbourHexes, stepCost, type Table } from '../world.ts';

/**
 * Retreats and advances of a rider's two-hex counter (5.14 note, 2.44, 5.11.3 A). They count
 * hexes, not MP: the horse's turns cost nothing here, but its terrain and hexsides still bind it.
 */

/** DN1 (2.44): a mounted victor advances up to 3 hexes. */
export const ADVANCE_HEXES_MOUNTED = 3;

function startPose(unit: Unit): Pose | undefined {
  return unit.hex && unit.facing !== null ? { head: unit.hex, facing: unit.facing as Direction } : undefined;
}

/**
 * **Ours:** a rider retreats *n* hexes by walking his horse *n* steps, the head entering at each
 * step a hex one farther from both hexes he started on (the back follows into one of the
 * counter's hexes, as when riding). No hex entered may hold a living enemy. The counter's last
 * two hexes must be free, except that one friend on foot where the head stops may be displaced a
 * hex farther still.
 */
export function riderRetreatOptions(table: Table, unit: Unit, hexes: number): RetreatOption[] {
  const start = startPose(unit);
  if (!start) return [];
  const origin = poseHexes(start);
  const away = (h: Hex) => Math.min(...origin.map((o) => distance(o, h)));
  const hostile = (h: Hex) => livingAt(table, h).some((u) => u.side !== unit.side) || horseInTheWay(table.state, unit.side, h) !== undefined;
  const options: RetreatOption[] = [];
  const seen = new Set<string>();
  const extend = (pose: Pose, path: Hex[], facings: Direction[]) => {
    for (const step of poseSteps(pose)) {
      if (step.turn === 'half-turn' || away(step.entered) !== path.length + 1) continue;
      if (rideCost(table, step.from, step.entered).mp === null || hostile(step.entered)) continue;
      const route = [...path, step.entered];
      const turns = [...facings, step.to.facing];
      if (route.length < hexes) {
        extend(step.to, route, turns);
        continue;
      }
      const [head, tail] = poseHexes(step.to);
      const tailFree = livingAt(table, tail).every((u) => u.id === unit.id) && !liveHorseAt(table.state, tail);
      if (!tailFree) continue;
      const key = `${hexKey(head)}:${step.to.facing}`;
      if (canStopPose(table, unit, step.to)) {
        if (!seen.has(key)) options.push({ path: route, facings: turns });
        seen.add(key);
        continue;
      }
      const occupants = livingAt(table, head).filter((u) => u.id !== unit.id);
      const friend = occupants.length === 1 && occupants[0]!.side === unit.side && isStanding(occupants[0]!) && !occupants[0]!.mounted ? occupants[0]! : undefined;
      if (!friend || liveHorseAt(table.state, head)) continue;
      for (const spot of neighbourHexes(table, head)) {
        if (away(spot) <= away(head) || sameHex(spot, tail)) continue;
        if (livingAt(table, spot).length > 0 || liveHorseAt(table.state, spot)) continue;
        if (stepCost(table, friend, head, spot).mp === null) continue;
        const pushKey = `${key}>${hexKey(spot)}`;
        if (seen.has(pushKey)) continue;
        seen.add(pushKey);
        options.push({ path: route, facings: turns, push: { unit: friend.id, to: spot } });
      }
    }
  };
  extend(start, [], []);
  return options;
}

/**
 * 2.44 DN1: a mounted victor advances up to 3 hexes, the first a hex the enemy left. **Ours:** the
 * horse walks forward, its head into a hex ahead, beside the head or beside the counter (no
 * backing or turning round in an advance); terrain and hexsides bind it; it passes friends and
 * stunned enemies, and stops only where its two hexes are free.
 */
export function riderAdvanceOptions(table: Table, unit: Unit, vacated: Hex[], hexes = ADVANCE_HEXES_MOUNTED): AdvanceOption[] {
  const start = startPose(unit);
  if (!start || !isStanding(unit)) return [];
  const options: AdvanceOption[] = [];
  const seen = new Set<string>();
  const blocked = (h: Hex) => livingAt(table, h).some((u) => u.side !== unit.side && !u.stunned) || horseInTheWay(table.state, unit.side, h) !== undefined;
  // Breadth first, so the shortest way to each end is the one kept.
  let frontier: Array<{ pose: Pose; path: Hex[]; facings: Direction[] }> = [{ pose: start, path: [], facings: [] }];
  for (let depth = 0; depth < hexes; depth++) {
    const next: typeof frontier = [];
    for (const { pose, path, facings } of frontier) {
      for (const step of poseSteps(pose)) {
        if (step.turn !== 'front' && step.turn !== 'front-diagonal' && step.turn !== 'side') continue;
        if (depth === 0 && !vacated.some((v) => sameHex(v, step.entered))) continue;
        if (blocked(step.entered) || rideCost(table, step.from, step.entered).mp === null) continue;
        const route = [...path, step.entered];
        const turns = [...facings, step.to.facing];
        const key = `${hexKey(step.entered)}:${step.to.facing}`;
        if (canStopPose(table, unit, step.to) && !seen.has(key)) {
          seen.add(key);
          options.push({ unit: unit.id, path: route, facings: turns });
        }
        next.push({ pose: step.to, path: route, facings: turns });
      }
    }
    frontier = next;
  }
  return options;
}
