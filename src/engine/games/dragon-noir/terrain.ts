import type { Board } from '../../hex/board.ts';
import { err, ok, type Result } from '../../core/result.ts';

/**
 * 5.13.2 Types of terrain, and the map symbols that stand for them.
 *
 * `mp` is the cost for a character on foot (null: cannot enter), `mounted` the cost on
 * horseback. `combat` is the terrain's effect in melee (+1 favourable, 0 neutral, -1
 * unfavourable). `cover` is what a character in the hex gets against missiles.
 */

export type TerrainId =
  | 'flat'
  | 'scrub'
  | 'slope'
  | 'trees'
  | 'water'
  | 'marsh'
  | 'bridge'
  | 'rubble'
  | 'stones'
  | 'interior'
  | 'paved'
  | 'stairs'
  | 'crevasse'
  | 'beach'
  | 'ramp'
  | 'jetty'
  | 'stone-bridge'
  | 'tunnel'
  | 'rock'
  | 'steep-stairs'
  | 'pillar'
  | 'entrance';

export type Cover = 'none' | 'light' | 'medium' | 'heavy';

export interface TerrainDef {
  id: TerrainId;
  name: string;
  symbol: string;
  mp: number | null;
  mounted: number | null;
  combat: -1 | 0 | 1;
  cover: Cover;
  /** Characters in armour may not enter (2.31 item 3). */
  noArmour?: boolean;
  /** Walls are drawn automatically between these hexes and any other kind. */
  walled?: boolean;
  /** One of the ways between levels (2.31 item 10): stairways, slopes, the gentle slopes to the water. */
  changesLevel?: boolean;
  /** Blocks every line of fire, like a wall (solid rock underground). */
  opaque?: boolean;
}

export const TERRAIN: Record<TerrainId, TerrainDef> = {
  flat: { id: 'flat', name: 'flat', symbol: '.', mp: 1, mounted: 1, combat: 0, cover: 'none' },
  scrub: { id: 'scrub', name: 'scrub', symbol: ',', mp: 2, mounted: 4, combat: 0, cover: 'light' },
  // The combat effect of slopes was lost from the table; neutral until a map says otherwise.
  slope: { id: 'slope', name: 'steep slope', symbol: '/', mp: 4, mounted: 8, combat: 0, cover: 'medium', changesLevel: true },
  trees: { id: 'trees', name: 'trees', symbol: 'T', mp: 2, mounted: null, combat: -1, cover: 'light' },
  water: { id: 'water', name: 'water', symbol: '~', mp: 5, mounted: null, combat: -1, cover: 'light', noArmour: true },
  // 5.23: marsh costs horses 4, as in Dark Blades.
  marsh: { id: 'marsh', name: 'marsh', symbol: '"', mp: 2, mounted: 4, combat: -1, cover: 'light' },
  bridge: { id: 'bridge', name: 'wooden bridge', symbol: '=', mp: 1, mounted: 1, combat: 0, cover: 'none' },
  rubble: { id: 'rubble', name: 'rubble', symbol: '%', mp: 2, mounted: null, combat: -1, cover: 'medium' },
  stones: { id: 'stones', name: 'stepping stones', symbol: 'o', mp: 2, mounted: null, combat: 0, cover: 'none' },
  interior: { id: 'interior', name: 'building interior', symbol: '#', mp: 1, mounted: null, combat: 0, cover: 'medium', walled: true },
  paved: { id: 'paved', name: 'paved', symbol: '+', mp: 1, mounted: null, combat: 0, cover: 'medium' },
  stairs: { id: 'stairs', name: 'stairway', symbol: 'H', mp: 2, mounted: null, combat: -1, cover: 'none', changesLevel: true },
  crevasse: { id: 'crevasse', name: 'crevasse', symbol: 'X', mp: null, mounted: null, combat: 0, cover: 'none' },
  // Checklist 127: the beach is used by the rules but not in the table; flat ground, by default.
  beach: { id: 'beach', name: 'beach', symbol: ':', mp: 1, mounted: 1, combat: 0, cover: 'none' },
  // 2.31 item 10: "hexes which slope gently down to the water" change level like a stairway.
  ramp: { id: 'ramp', name: 'gentle slope', symbol: '_', mp: 1, mounted: 1, combat: 0, cover: 'none', changesLevel: true },
  jetty: { id: 'jetty', name: 'jetty', symbol: 'J', mp: 1, mounted: null, combat: 0, cover: 'none' },
  'stone-bridge': { id: 'stone-bridge', name: 'stone bridge', symbol: 'S', mp: 1, mounted: 1, combat: 0, cover: 'none' },
  // 5.13.2 note: every underground tunnel hex, grey or paved, costs 1.
  tunnel: { id: 'tunnel', name: 'tunnel', symbol: '-', mp: 1, mounted: null, combat: 0, cover: 'none' },
  rock: { id: 'rock', name: 'solid rock', symbol: '@', mp: null, mounted: null, combat: 0, cover: 'none', opaque: true },
  // The Pit's stairs are steeper than any other; nothing says they cost more, so they cost as a stairway.
  'steep-stairs': { id: 'steep-stairs', name: 'steep stairway', symbol: 'Z', mp: 2, mounted: null, combat: -1, cover: 'none', changesLevel: true },
  // 2.31 item 11: the Maze's pillar hexes are favourable in combat.
  pillar: { id: 'pillar', name: 'pillar', symbol: 'I', mp: 1, mounted: null, combat: 1, cover: 'none' },
  // 2.37: an underground entrance holds two characters; 2.24: medium cover for the one in it.
  entrance: { id: 'entrance', name: 'underground entrance', symbol: 'E', mp: 1, mounted: null, combat: 0, cover: 'medium' },
};

/** A doorway hex (the interior hex a door opens into) is favourable in attack and defence (5.13.2 note 6). */
export const DOORWAY_COMBAT = 1;
/** Crossing a window costs 4 MP in all, i.e. 3 more than the hex (5.13.2). */
export const WINDOW_SURCHARGE = 3;
/** Crossing a demolished wall costs 1 more (5.13.2). */
export const DEMOLISHED_SURCHARGE = 1;

/**
 * Features on hexsides: walls and what opens them (doors, windows, demolished walls), the
 * arrow-slits of a tower, the bars of a prison cell and the door in them, the low walls of the
 * stone bridge, and the railing of a balcony.
 */
export type HexsideKind = 'wall' | 'door' | 'window' | 'demolished' | 'arrow-slit' | 'bars' | 'cell-door' | 'low-wall' | 'railing';
export const HEXSIDE_KINDS: readonly HexsideKind[] = ['wall', 'door', 'window', 'demolished', 'arrow-slit', 'bars', 'cell-door', 'low-wall', 'railing'];

/**
 * Features of a hex, from a map's `areas:` section: a Maze `walkway` over the hex (at its level
 * + 1), a `trapdoor`, a `balcony`, a `deep-entrance-N` (5.3), a jail `cell-N`, the
 * `tower-rampart` and `tower-centre` of a tower, a `boat-N` mooring place.
 */
export type Feature = string;

export interface DnHex {
  terrain: TerrainId;
  /** The hex's level: 0 ground, 1 above, -1 and -2 below; a stairway sits half-way (2.31 item 10, 1.42). */
  level: number;
  features: Feature[];
}

export type DnBoard = Board<DnHex>;

const BY_SYMBOL = new Map(Object.values(TERRAIN).map((t) => [t.symbol, t.id]));

export function readSymbol(symbol: string, level = 0, features: Feature[] = []): Result<DnHex> {
  const terrain = BY_SYMBOL.get(symbol);
  if (!terrain) {
    const legend = Object.values(TERRAIN)
      .map((t) => `${t.symbol} ${t.name}`)
      .join(', ');
    return err(`unknown symbol "${symbol}"; the legend is: ${legend}.`);
  }
  return ok({ terrain, level, features });
}

/**
 * The `levels:` layer of a map: one symbol a hex. `+` level 1, `0` level 0, `-` level -1,
 * `=` level -2, and the half levels of stairways: `h` 0.5, `i` -0.5, `j` -1.5.
 */
export const LEVEL_SYMBOLS: Record<string, number> = { '+': 1, '0': 0, '-': -1, '=': -2, h: 0.5, i: -0.5, j: -1.5 };
