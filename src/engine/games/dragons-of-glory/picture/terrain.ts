import { DIRECTIONS, directionTo, hexKey, neighbour } from '../../../hex/hex.ts';
import type { HexsideFeature } from '../../../hex/hexsides.ts';
import type { Pattern, SceneBorder, SceneHex, SceneHexside, ScenePlace } from '../../../scene/hex-board.ts';
import { isWater, type Place, type StrategicMap, type Terrain } from '../map/types.ts';

/**
 * The part of Dragons of Glory's picture that never changes in a game: the ground, the rivers and
 * ranges, the nations' borders and the places. Built once per map and cached by the renderer
 * under its key, so a picture of the war only adds its counters on top.
 */

/** Each terrain's colour and pattern on our map (our own look, not the printed map's). */
export const TERRAIN_LOOK: Readonly<Record<Terrain, { fill: string; pattern?: Pattern; sign?: boolean }>> = {
  sea: { fill: '#4f7fb5', pattern: 'waves' },
  // The Maelstrom and the passes matter to the rules: their patterns show even on the whole map.
  maelstrom: { fill: '#27375e', pattern: 'swirl', sign: true },
  clear: { fill: '#d8d29c' },
  forest: { fill: '#7aa05a', pattern: 'trees' },
  mountain: { fill: '#b49c78', pattern: 'peaks' },
  pass: { fill: '#c9b48c', pattern: 'pass', sign: true },
  marsh: { fill: '#8f9f6a', pattern: 'tufts' },
  desert: { fill: '#e8cf8e', pattern: 'dunes' },
  glacier: { fill: '#eaf1f4', pattern: 'ice' },
  steppe: { fill: '#cfc586', pattern: 'grass' },
  jungle: { fill: '#4e7f3c', pattern: 'jungle' },
};

/** A nation the map names but no colour is given for: a neutral grey border. */
const UNKNOWN_NATION = '#8a8a8a';

export interface TerrainLayer {
  key: string;
  hexes: SceneHex[];
  hexsides: SceneHexside[];
  borders: SceneBorder[];
}

// Water first, so that a ford or a bridge is drawn across its river.
const FEATURE_ORDER: readonly HexsideFeature[] = ['deep-river', 'river', 'ford', 'bridge', 'mountain-side', 'sea-barrier', 'wall'];

export function terrainLayer(map: StrategicMap, nations: ReadonlyMap<string, { name: string; colour: string }>): TerrainLayer {
  const hexes: SceneHex[] = [];
  const borders: SceneBorder[] = [];
  for (const cell of map.hexes.values()) {
    hexes.push({ hex: cell.hex, label: cell.label, ...TERRAIN_LOOK[cell.terrain], ...(cell.place ? { marks: [placeMark(cell.place)] } : {}) });
    if (!cell.nation) continue;
    // A border runs where the nation's land meets other land (not the coast, not the map's edge).
    for (const direction of DIRECTIONS) {
      const other = map.hexes.get(hexKey(neighbour(cell.hex, direction)));
      if (!other || isWater(other.terrain) || other.nation === cell.nation) continue;
      borders.push({ hex: cell.hex, direction, colour: nations.get(cell.nation)?.colour ?? UNKNOWN_NATION });
    }
  }
  const hexsides: SceneHexside[] = [];
  for (const { side, features } of map.sides.sides.values()) {
    const sorted = [...features].sort((x, y) => FEATURE_ORDER.indexOf(x) - FEATURE_ORDER.indexOf(y));
    for (const kind of sorted) {
      if (kind === 'wall') continue;
      // A mountain side's hachures run down into the lower hex: it is drawn from there.
      const upper = map.hexes.get(hexKey(side.a))?.terrain === 'mountain';
      const [from, to] = kind === 'mountain-side' && upper ? [side.b, side.a] : [side.a, side.b];
      const direction = directionTo(from, to);
      if (direction !== undefined) hexsides.push({ hex: from, direction, kind });
    }
  }
  return { key: `dragons-of-glory:${map.id}:${map.hexes.size}:${map.sides.sides.size}`, hexes, hexsides, borders };
}

/** A place as the map shows it: the Dark Temple's site by its temple, any other by its kind. */
export function placeMark(place: Place): ScenePlace {
  return {
    kind: 'place',
    symbol: place.darkTempleSite ? 'dark-temple' : place.kind,
    ...(place.port ? { port: true } : {}),
    ...(place.capitalOf ? { capital: true } : {}),
    name: place.name,
  };
}
