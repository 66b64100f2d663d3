import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import type { Direction } from '../../../hex/hex.ts';
import { resumeBig } from '../big-counters/moves.ts';
import { resumeRide } from '../horses/riding.ts';
import type { DnState, ReactionWindowStep } from '../state.ts';
import type { Table } from '../world.ts';
import type { Resume } from './execute.ts';
import { executeMove } from './on-foot.ts';

/**
 * Goes on with a move a reaction window stopped (2.23 by post), the way the mover was moving,
 * through the one walk of `execute.ts`: the window kept the rest of the route, and for a counter
 * that faces, its facing. A counter of several hexes goes on pose by pose (2.33); a rider's ride
 * is planned again through the hexes his horse's head still had to pass, to the same end and
 * facing; a man on foot (or one who jumped down) walks the rest of his path.
 */
export function resumeMove(table: Table, step: ReactionWindowStep, dice: Dice, resume: Resume): { state: DnState; events: GameEvent[] } {
  if (step.facings) return resumeBig(table, step.mover, step.path, step.facings, dice, resume);
  if (step.facing !== undefined) return resumeRide(table, step.mover, step.path, step.facing as Direction, dice, resume);
  return executeMove(table, step.mover, step.path, dice, resume);
}
