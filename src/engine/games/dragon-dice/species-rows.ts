import type { DiceBook } from './dice/read.ts';
import type { DdState, Unit } from './state.ts';

/**
 * What the rules that play a species ability read off the data: whether a species has an ability
 * by name in this game's ruleset (tied to no terrain, or to a terrain), a unit's species and
 * health, and whether a terrain has an element. Pure.
 */

export function hasAbility(book: DiceBook, state: DdState, species: string, name: string): boolean {
  const s = book.species.get(species);
  return !!s && [...(s.anywhere ?? []), ...s.abilities].some((a) => a.name === name && a.ruleset === state.ruleset);
}

export const speciesOf = (book: DiceBook, u: Unit): string => book.units.get(u.die)?.species ?? '';
export const healthOf = (book: DiceBook, u: Unit): number => book.units.get(u.die)?.health ?? 0;

/** Whether the terrain `id` has `element`. */
export function terrainHas(book: DiceBook, state: DdState, id: string, element: string): boolean {
  const terrain = state.terrains.find((t) => t.id === id);
  const type = terrain && book.terrainTypes.get(book.terrains.get(terrain.die)?.type ?? '');
  return !!type && (type.elements as readonly string[]).includes(element);
}
