import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import { promoteUpTo } from '../actions/dua.ts';
import { armyName, listed } from '../actions/names.ts';
import { hold } from '../holds.ts';
import type { RollCount } from '../rolls/types.ts';
import type { DdState } from '../state.ts';
import { MOVING, moveStepFor } from '../actions/moves.ts';
import type { MoveStep } from '../actions/move-step.ts';

/**
 * The SAI effects of an army's magic roll, beyond its magic (SAI reference): Illusion hides the
 * army from opponents' missiles and spells until its owner's next turn, Wild Growth promotes,
 * Cloak shields its unit this turn; the moves (Teleport and its kin) are offered once the spells are
 * cast. Frost Magic's cancelling is not played: here it counts its magic, and the log says so.
 */
export function magicRollSais(book: DiceBook, state: DdState, army: ArmyRef, count: RollCount): { state: DdState; events: GameEvent[]; moves: MoveStep[] } {
  let next = state;
  const events: GameEvent[] = [];
  const idle: string[] = [];
  const moves: MoveStep[] = [];
  for (const effect of count.effects) {
    const name = `${book.units.get(state.units[effect.unit]?.die ?? '')?.name ?? effect.unit}'s ${book.sais.get(effect.sai)?.name ?? effect.sai}`;
    if (effect.effect === 'illusion') {
      next = { ...next, effects: [...next.effects, { what: 'sai-illusion', caster: army.owner, target: army, until: army.owner }] };
      events.push(publicEvent('dd-sai', `${name}: ${armyName(book, state, army)} may not be shot at or spelled by opponents until ${army.owner}'s next turn.`));
    } else if (effect.effect === 'promote') {
      const promoted = promoteUpTo(book, next, army, { worth: effect.count });
      next = promoted.state;
      events.push(publicEvent('dd-promote', `${name} promotes up to ${effect.count} health-worth of ${armyName(book, state, army)}: ${promoted.line}.`));
    } else if (effect.effect === 'cloak') {
      next = hold(next, [effect.unit], { what: 'cloaked', by: effect.unit, until: null });
      events.push(publicEvent('dd-sai', `${name}: no opponent's spell or SAI may target it this turn.`));
    } else if (effect.effect in MOVING) {
      moves.push(moveStepFor(state, effect, name));
    } else idle.push(name);
  }
  if (idle.length) events.push(publicEvent('dd-sai-unplayed', `In a magic roll only their magic counts: ${listed(idle)}.`));
  return { state: next, events, moves };
}
