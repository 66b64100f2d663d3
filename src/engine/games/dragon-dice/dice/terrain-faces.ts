import type { DiceBook } from './read.ts';
import type { TerrainAction, TerrainDie } from './types.ts';

/**
 * What each of a terrain die's faces 1-8 allows: an advanced die's own sequence (a Castle is magic
 * 1-2, missile 3, melee 4-7 whatever its type), else its type's. Read a die's faces here, not from
 * its type, or an advanced die is read wrong.
 */
export function terrainFaces(book: DiceBook, die: TerrainDie): readonly TerrainAction[] {
  return die.faces ?? book.terrainTypes.get(die.type)?.faces ?? [];
}
