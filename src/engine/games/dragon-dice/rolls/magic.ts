import type { DiceBook } from '../dice/read.ts';
import { ELEMENTS, type Element, type UnitDie } from '../dice/types.ts';
import type { RollContext } from './types.ts';

/**
 * Where a unit's magic results are kept (`RollCount.magic`): its species' one element; its elements
 * joined by `+` in ELEMENTS order when it has several (`earth+fire` for a Dwarf), for the player to
 * split (SFR 11: a unit may split its own results between its elements); `ivory` when it has none.
 */
export function magicKeyOf(book: DiceBook, die: UnitDie): string {
  const species = book.species.get(die.species);
  if (!species) throw new Error(`${die.name} is of species ${die.species}, which the dice book does not have`);
  const elements = ELEMENTS.filter((e) => species.elements.includes(e));
  return elements.length === 0 ? 'ivory' : elements.join('+');
}

/**
 * TSR 1996: magic of a colour the army's terrain has is doubled while spells are cast; death's
 * (black) never is (FACTS §2.2, TSR magic). v4 has no such doubling. A several-element key that only
 * partly matches is counted undoubled: the caller doubles the part the player spends as a matching element.
 */
export function terrainDoublesMagic(context: Pick<RollContext, 'ruleset' | 'terrain'>, element: string): boolean {
  return context.ruleset === '1996' && element !== 'death' && (context.terrain?.elements ?? []).includes(element as Element);
}
