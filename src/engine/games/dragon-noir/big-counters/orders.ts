import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { facingNames, parseShapeFacing } from '../../../hex/footprint.ts';
import type { Hex } from '../../../hex/hex.ts';
import { executeBig, planBig } from './moves.ts';
import type { DnState, Unit } from '../state.ts';
import { definition } from '../units.ts';
import type { Table } from '../world.ts';

/**
 * `/move unit:<Guard, Alkiram or a dragon> to:<hex> [via:<hexes>] [facing:<way>]`: `to` is where
 * its anchor ends (a Guard's body, the Queen's and the Black Dragon's centre, the Baby
 * Dragon's head), `facing` the way it ends facing (a dragon N…NW, a Guard or the Queen NNE, E,
 * SSE, SSW, W, NNW); without it the cheapest facing is taken.
 */
export function moveBig(table: Table, unit: Unit, to: Hex, via: Hex[], order: { facing?: string; carry?: string; jump?: boolean; lead?: string }, dice: Dice): Result<{ state: DnState; events: GameEvent[] }> {
  const shape = definition(unit).shape!;
  if (order.carry || order.jump !== undefined || order.lead !== undefined) return err(`${unit.name} neither carries, jumps nor leads horses: only to:, via: and facing: apply to its move.`);
  const facing = order.facing === undefined ? undefined : parseShapeFacing(shape, order.facing);
  if (order.facing !== undefined && facing === undefined) return err(`${unit.name} faces one of ${facingNames(shape).join(', ')}, not ${order.facing}.`);
  const plan = planBig(table, unit, to, facing, via);
  if (!plan.ok) return plan;
  return ok(executeBig(table, unit.id, plan.value, dice));
}
