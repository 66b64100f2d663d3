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
  | 'crevasse';

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
}

export const TERRAIN: Record<TerrainId, TerrainDef> = {
  flat: { id: 'flat', name: 'flat', symbol: '.', mp: 1, mounted: 1, combat: 0, cover: 'none' },
  scrub: { id: 'scrub', name: 'scrub', symbol: ',', mp: 2, mounted: 4, combat: 0, cover: 'light' },
  // The combat effect of slopes was lost from the table; neutral until a map says otherwise.
  slope: { id: 'slope', name: 'steep slope', symbol: '/', mp: 4, mounted: 8, combat: 0, cover: 'medium' },
  trees: { id: 'trees', name: 'trees', symbol: 'T', mp: 2, mounted: null, combat: -1, cover: 'light' },
  water: { id: 'water', name: 'water', symbol: '~', mp: 5, mounted: null, combat: -1, cover: 'light', noArmour: true },
  marsh: { id: 'marsh', name: 'marsh', symbol: '"', mp: 2, mounted: 4, combat: -1, cover: 'light' },
  bridge: { id: 'bridge', name: 'wooden bridge', symbol: '=', mp: 1, mounted: 1, combat: 0, cover: 'none' },
  rubble: { id: 'rubble', name: 'rubble', symbol: '%', mp: 2, mounted: null, combat: -1, cover: 'medium' },
  stones: { id: 'stones', name: 'stepping stones', symbol: 'o', mp: 2, mounted: null, combat: 0, cover: 'none' },
  interior: { id: 'interior', name: 'building interior', symbol: '#', mp: 1, mounted: null, combat: 0, cover: 'medium', walled: true },
  paved: { id: 'paved', name: 'paved', symbol: '+', mp: 1, mounted: null, combat: 0, cover: 'medium' },
  stairs: { id: 'stairs', name: 'stairway', symbol: 'H', mp: 2, mounted: null, combat: -1, cover: 'none' },
  crevasse: { id: 'crevasse', name: 'crevasse', symbol: 'X', mp: null, mounted: null, combat: 0, cover: 'none' },
};

/** A doorway hex (the interior hex a door opens into) is favourable in attack and defence (5.13.2 note 6). */
export const DOORWAY_COMBAT = 1;
/** Crossing a window costs 4 MP in all, i.e. 3 more than the hex (5.13.2). */
export const WINDOW_SURCHARGE = 3;
/** Crossing a demolished wall costs 1 more (5.13.2). */
export const DEMOLISHED_SURCHARGE = 1;

export type HexsideKind = 'wall' | 'door' | 'window' | 'demolished';
export const HEXSIDE_KINDS: readonly HexsideKind[] = ['wall', 'door', 'window', 'demolished'];

export interface DnHex {
  terrain: TerrainId;
}

export type DnBoard = Board<DnHex>;

const BY_SYMBOL = new Map(Object.values(TERRAIN).map((t) => [t.symbol, t.id]));

export function readSymbol(symbol: string): Result<DnHex> {
  const terrain = BY_SYMBOL.get(symbol);
  if (!terrain) {
    const legend = Object.values(TERRAIN)
      .map((t) => `${t.symbol} ${t.name}`)
      .join(', ');
    return err(`unknown symbol "${symbol}"; the legend is: ${legend}.`);
  }
  return ok({ terrain });
}
