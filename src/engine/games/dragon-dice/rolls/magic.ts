import { err, ok, type Result } from '../../../core/result.ts';
import type { DiceBook } from '../dice/read.ts';
import { ELEMENTS, type Element, type UnitDie } from '../dice/types.ts';
import type { RollContext, RollCount } from './types.ts';

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
 * partly matches is counted undoubled: `splitMagic` doubles the part the player spends as a matching element.
 */
export function terrainDoublesMagic(context: Pick<RollContext, 'ruleset' | 'terrain'>, element: string): boolean {
  return context.ruleset === '1996' && element !== 'death' && (context.terrain?.elements ?? []).includes(element as Element);
}

/**
 * The magic of a counted roll by the one element each result is spent as, once the player has
 * split every several-element key (`split['earth+fire'] = { earth: 3, fire: 1 }`, summing to the
 * key's total). One-element and ivory keys pass as they are. In 1996 the part of a partly matching
 * key put on a colour the terrain has is doubled now (a wholly matching key was doubled by the count).
 */
export function splitMagic(
  magic: RollCount['magic'],
  context: Pick<RollContext, 'ruleset' | 'terrain'>,
  split: Readonly<Record<string, Partial<Record<Element, number>>>>,
): Result<Partial<Record<Element | 'ivory', number>>> {
  const out: Partial<Record<Element | 'ivory', number>> = {};
  const add = (k: Element | 'ivory', n: number) => {
    if (n > 0) out[k] = (out[k] ?? 0) + n;
  };
  for (const [key, total] of Object.entries(magic) as Array<[string, number]>) {
    const elements = key.split('+');
    if (elements.length === 1) {
      add(key as Element | 'ivory', total);
      continue;
    }
    const parts = split[key];
    if (!parts) return err(`the ${total} ${key} magic must be split between ${elements.join(' and ')}`);
    let sum = 0;
    for (const [e, n] of Object.entries(parts) as Array<[string, number]>) {
      if (!elements.includes(e)) return err(`${e} is not one of ${key}: split that magic between ${elements.join(' and ')}`);
      if (!Number.isInteger(n) || n < 0) return err(`${n} ${e} magic is not a whole number of results`);
      sum += n;
    }
    if (sum !== total) return err(`the ${key} magic is ${total}, but the split gives ${sum}`);
    const whole = elements.every((e) => terrainDoublesMagic(context, e));
    for (const [e, n] of Object.entries(parts) as Array<[Element, number]>) add(e, !whole && terrainDoublesMagic(context, e) ? n * 2 : n);
  }
  return ok(out);
}
