import type { CharacterDef } from '../characters/characters.ts';
import type { TerrainDef } from '../terrain.ts';

/**
 * Where the Black Dragon's parts may stand (4.3, translator's suggestion, checklist 45): no part
 * in a tree hex, and only its head on a stairway. **Ours** (checklist 126: the rules say
 * nothing of the dragon in water): no part of it enters water, as no armour does. `part` is the
 * index of the hex in its cross: 0 the body, 1 the head.
 */
export function dragonGround(def: CharacterDef, part: number, terrain: TerrainDef): string | undefined {
  if (!def.traits.includes('black-dragon')) return undefined;
  if (terrain.id === 'trees') return 'the Black Dragon cannot enter trees';
  if (terrain.id === 'water') return 'the Black Dragon does not go into water';
  if ((terrain.id === 'stairs' || terrain.id === 'steep-stairs') && part !== 1) return 'only the Black Dragon\'s head may go onto a stairway';
  return undefined;
}
