import type { DiceBook } from './read.ts';
import type { Element, UnitDie } from './types.ts';

/**
 * A unit's elements: a Dragonkin's own one (its species has all five, each die one: SFR Dragonkin),
 * else its species'. Read a unit's elements here, not from its species, or every Dragonkin would
 * count as every element (Summon Dragonkin, species abilities, the picture's colours).
 */
export function unitElements(book: DiceBook, die: UnitDie): readonly Element[] {
  return die.element ? [die.element] : (book.species.get(die.species)?.elements ?? []);
}
