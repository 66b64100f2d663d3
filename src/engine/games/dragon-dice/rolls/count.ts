import type { DiceBook } from '../dice/read.ts';
import type { RollContext, RollCount, RolledDie } from './types.ts';

/**
 * CONTRACT STUB (issue 15, the rolls helper): counts one army's roll. Every face read for this kind
 * of roll (IDs as the unit's health; SAIs by `sais.json`), the species' terrain abilities and the
 * eighth face's doubling (1996: ×2 on top of the racial ×2, SAIs included, FAQ SAI D; v4: IDs
 * doubled), cantrips left out of maneuver rolls, then the modifiers in SFR 27's order. Keep the
 * signature; pure (no dice: the caller rolls).
 */
export function countRoll(book: DiceBook, rolled: readonly RolledDie[], context: RollContext): RollCount {
  void book;
  void context;
  throw new Error(`countRoll is not written yet (${rolled.length} dice)`);
}
