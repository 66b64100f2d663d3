import type { Result } from '../../../core/result.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';

/**
 * Rebuild points (PL "Using the Event Cards" 3, I): 1 RP rebuilds one strength point of an
 * eliminated army (to full strength only; it goes on the next turn's square and is placed in or
 * beside its capital at that turn's end, a fleet in its country's port) or replenishes one point of
 * a depleted army or fleet in a city, port or fortress inside its own borders (mercenaries: Neraka,
 * the Dark Temple or any friendly human city; knights: any knight nation). Never rebuilt: flying
 * armies, leaders, undead, draconians, Maelstrom fleets. No RP for the Highlords before Dark
 * Temple. RP cannot be held over, and no card is played for RP unless its points are needed.
 */

/** What it costs `side` to bring `counter` back (rebuild or replenish), or why it cannot. */
export function rebuildCost(state: DogState, ctx: PathsWorld, side: Side, counter: string): Result<{ rp: number; how: 'rebuild' | 'replenish' }> {
  void state; void ctx; void side; void counter;
  throw new Error('Paths of the Lance: not built yet');
}

/** `side` spends `rp` points (the cards' total, already checked as needed) on `counters`. */
export function spendRebuildPoints(state: DogState, ctx: PathsWorld, side: Side, rp: number, counters: readonly string[]): Result<Stepped> {
  void state; void ctx; void side; void rp; void counters;
  throw new Error('Paths of the Lance: not built yet');
}

/** The end of the turn: armies rebuilt for this turn are placed; a draconian is raised once Dark Temple is played. */
export function placeRebuilt(state: DogState, ctx: PathsWorld): Stepped {
  void state; void ctx;
  throw new Error('Paths of the Lance: not built yet');
}
