import type { GameEvent } from '../../../core/events.ts';
import type { DpState } from '../state.ts';

/** What an opening or an event leaves: the game as it stands after it, and the lines that say what happened. */
export interface EventOutcome {
  state: DpState;
  events: GameEvent[];
}
