import type { Dice, RollRecord } from '../../../core/dice.ts';
import type { DiceBook } from '../dice/read.ts';
import type { Unit } from '../state.ts';

/**
 * Rise from the Ashes (SAI reference): a unit whose die has that icon, when killed or buried, is
 * rolled alone; on that icon it goes to its owner's reserves instead. Replanting (Treefolk, v4, at a
 * terrain with water; `replants` says which units) is the same roll, its ID the face that saves.
 * Pure but for the dice.
 */
export const RISE = 'rise-from-ashes';

/** The units of `dying` that rise: each with the icon on its die rolled once; those that show it. */
export function risen(book: DiceBook, dying: readonly Unit[], dice: Dice, replants: (unit: Unit) => boolean = () => false): { ids: string[]; records: RollRecord[]; line: string | null } {
  const ids: string[] = [];
  const records: RollRecord[] = [];
  const said: string[] = [];
  for (const unit of dying) {
    const die = book.units.get(unit.die);
    const replanted = replants(unit);
    if (!die || (!replanted && !die.faces.some((f) => f.icon === RISE))) continue;
    const why = replanted ? 'Replanting' : 'Rise from the Ashes';
    const roll = dice.roll(die.faces.length, `${die.name} (${unit.id})`, why);
    const face = die.faces[roll.face - 1]!;
    roll.explain({ result: `${face.icon} ${face.count}` });
    records.push(roll.record);
    const rises = face.icon === (replanted ? 'id' : RISE);
    if (rises) ids.push(unit.id);
    said.push(`${why}: ${die.name} rolls ${face.icon} ${face.count}: ${rises ? 'it goes to the reserves' : 'it stays dead'}`);
  }
  return { ids, records, line: said.length ? `${said.join('; ')}.` : null };
}
