import type { World } from '../world.ts';

/**
 * The knights of Solamnia: the four knight nations of the activation table (`knight` in the
 * nations' data: Caergoth, Gunthar, Northern Ergoth, Solanthus) and the High Clerist's Tower, an
 * area of the map with three knight armies of its own and no activation rating (DL11 Rule 9 and
 * the activation table's note; FACTS §1.3).
 */
export const HIGH_CLERISTS_TOWER = 'high-clerists-tower';

/** The nations that fall together (Rule 9): the knight nations and the Tower. */
export const knightGroup = (world: World): Set<string> => new Set([...world.nations.values()].filter((n) => n.knight || n.id === HIGH_CLERISTS_TOWER).map((n) => n.id));
