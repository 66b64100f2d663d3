import type { Pattern, SceneMark } from '../../../scene/hex-board.ts';
import type { StructureKind, Terrain } from '../map/types.ts';

/**
 * How the pass looks: each terrain's fill and pattern, each structure's symbol, each side's
 * colours. Our own palette and symbols (the printed map is in no public source); every terrain has
 * a fill of its own, so the map reads by colour alone where the patterns are too small to see.
 */

export const TERRAIN_LOOK: Readonly<Record<Terrain, { fill: string; pattern?: Pattern; name: string }>> = {
  clear: { fill: '#dcd39e', name: 'Clear' },
  forest: { fill: '#6f9c4f', pattern: 'trees', name: 'Forest' },
  hill: { fill: '#c8a36a', pattern: 'stones', name: 'Hill' },
  // A wooded hill: the hill's brown turned green, with the forest's trees.
  'hill-and-forest': { fill: '#96994f', pattern: 'trees', name: 'Hill and forest' },
  marsh: { fill: '#8fb0a2', pattern: 'tufts', name: 'Marsh' },
  mountain: { fill: '#9c8a78', pattern: 'peaks', name: 'Mountain' },
};

/**
 * A structure's symbol. Four borrow the strategic maps' place symbols (a town's dot, a fortress's
 * star, a dragonewt city's walled square, a temple's spire); an altar, a ruin and a stockade,
 * which no other map has, are discs with their initial.
 */
export const STRUCTURE_MARK: Readonly<Record<StructureKind, SceneMark>> = {
  town: { kind: 'place', symbol: 'city' },
  fortress: { kind: 'place', symbol: 'fortress' },
  'dragonewt-city': { kind: 'place', symbol: 'fortified-city' },
  temple: { kind: 'place', symbol: 'dark-temple' },
  altar: { kind: 'disc', text: 'A', fill: '#e9c46a', ink: '#3a2a08', ring: '#7a5a10' },
  ruin: { kind: 'disc', text: 'R', fill: '#b9b2a6', ink: '#2e2a24', ring: '#5e574c' },
  stockade: { kind: 'disc', text: 'S', fill: '#a7713f', ink: '#fbf6e8', ring: '#4a2f12' },
};

/** Who a counter serves: the Lunar Empire, Sartar, or an independent not yet allied. */
export type CounterSide = 'lunar' | 'sartar' | 'independent';

export const SIDE_LOOK: Readonly<Record<CounterSide, { fill: string; ink: string; border: string }>> = {
  lunar: { fill: '#9e2a3a', ink: '#fbf6e8', border: '#3d0c14' },
  sartar: { fill: '#2f5d8a', ink: '#fbf6e8', border: '#0f2238' },
  independent: { fill: '#e2d6b4', ink: '#1d1a16', border: '#5e574c' },
};
