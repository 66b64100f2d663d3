import { waitingFor } from '../../../core/sealed.ts';
import { waitingOn } from '../actions/answers.ts';
import { magicAction } from '../magic/start.ts';
import type { DdState } from '../state.ts';
import { phaseOf } from '../turn/phase.ts';

/**
 * The seats the game waits on now: the seat a question is put to (the phase's decision); the sealed builds,
 * counter-maneuvers and dragon targets of every seat not yet sealed; an attack's casualty or
 * counter-attack answer from its one chooser; the magic action's spells from its caster; else
 * the player whose turn (or set-up step) it is.
 */
export function seatsToAct(state: DdState): string[] {
  const phase = phaseOf(state);
  // A question put to one seat (an attack's answer, a spell list, a dragon's target) is that seat's alone.
  if (phase.decision) return [phase.decision.seat];
  switch (phase.key) {
    case 'over':
      return [];
    case 'build':
      return state.setup.builds ? waitingFor(state.setup.builds) : [];
    case 'counter':
      return state.turn?.march?.counter ? waitingFor(state.turn.march.counter) : [];
    case 'dragon-attack':
      return state.dragonAttack ? waitingFor(state.dragonAttack.targets) : [];
    case 'action-under-way': {
      const magic = magicAction(state);
      if (magic) return [magic.army.owner];
      const waiting = waitingOn(state);
      return waiting ? [waiting.seat] : [];
    }
    default:
      return phase.active;
  }
}

/** The seats the bot plays that the game waits on now, in the order of play. */
export function botsToAct(state: DdState): string[] {
  const now = seatsToAct(state);
  return state.players.filter((p) => state.bot.includes(p) && now.includes(p));
}
