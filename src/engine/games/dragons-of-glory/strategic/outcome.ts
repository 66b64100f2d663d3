import type { GameEvent } from '../../../core/events.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import type { World } from '../world.ts';

/** What a strategic rule gives back: the new state (the input is never changed) and what the players read. */
export interface Outcome {
  state: DogState;
  events: GameEvent[];
}

/** As a line names a side: "the Highlords joined…". */
export const SIDE_NAMES: Readonly<Record<Side, string>> = { highlord: 'the Highlords', whitestone: 'the Whitestone' };

export const nationName = (world: World, id: string): string => world.nations.get(id)?.name ?? id;

/** A deep copy to change, so the caller's state stays as it was. */
export const copyOf = (state: DogState): DogState => structuredClone(state);

/** A line's first word: "The Highlords take…". */
export const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
