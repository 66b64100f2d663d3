import type { GameEvent } from '../../core/events.ts';
import type { DdState } from './state.ts';

/** A step of the rules played: the state after it and the lines it logs. */
export interface Stepped {
  state: DdState;
  events: GameEvent[];
}
