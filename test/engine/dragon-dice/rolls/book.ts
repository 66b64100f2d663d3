import type { DiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';
import type { Species, UnitDie } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import type { SaiRule } from '../../../../src/engine/games/dragon-dice/rolls/sais.ts';
import type { RolledDie } from '../../../../src/engine/games/dragon-dice/rolls/types.ts';
import { loadBook } from '../book.ts';

/** The SAI rules of our `sais.json`, as the dice reader read them. */
export function saiRules(): SaiRule[] {
  return [...loadBook().sais.values()];
}

/** The game's dice book, with test-only species and dice added (a monster per SAI, an invented species). */
export function testBook(extra: { species?: Species[]; dice?: UnitDie[] } = {}): DiceBook {
  const book = loadBook();
  return {
    ...book,
    species: new Map([...book.species, ...(extra.species ?? []).map((s) => [s.id, s] as const)]),
    units: new Map([...book.units, ...(extra.dice ?? []).map((d) => [d.id, d] as const)]),
  };
}

/** The die of that id in the book. */
export function die(book: DiceBook, id: string): UnitDie {
  const d = book.units.get(id);
  if (!d) throw new Error(`no die ${id} in the dice book`);
  return d;
}

/** A die showing its first face with that icon (`trample`, `id`, `maneuver`), as unit `unit`. */
export function showing(book: DiceBook, id: string, icon: string, unitId = id): RolledDie {
  const d = die(book, id);
  const face = d.faces.findIndex((f) => f.icon === icon);
  if (face < 0) throw new Error(`${d.name} has no ${icon} face`);
  return { unit: unitId, die: d, face };
}
