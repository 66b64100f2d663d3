import type { DogState, UnitState } from '../state.ts';
import { specOf, type World } from '../world.ts';

/**
 * Finds a counter as a player names it: its id (`sanction-fleet-2`) or its printed name
 * (`Sanction Fleet 2`), in any case, among the counters `among` allows.
 */
export function findCounter(state: DogState, world: World, text: string, among: (u: UnitState) => boolean): UnitState | undefined {
  const wanted = normal(text);
  return Object.values(state.units).find((u) => among(u) && (normal(u.id) === wanted || normal(specOf(world, u.id).name) === wanted));
}

const normal = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, '-');

/** "Sanction Fleet 2, Toede": names for a refusal or a log line. */
export const namesOf = (world: World, ids: readonly string[]): string => ids.map((id) => specOf(world, id).name).join(', ');

/** The order of counters in hints and lines: by name. */
export const byName = (world: World) => (a: UnitState, b: UnitState) => specOf(world, a.id).name.localeCompare(specOf(world, b.id).name);
