import type { Direction, Hex } from '../engine/hex/hex.ts';

/**
 * What a hex map image is made of, independent of the game: terrain, hexside features,
 * counters, arrows and combat markers, and a title bar. Each game turns its view into a scene
 * (render/<game>.ts); drawing a scene is the same for every hex game.
 */

export type Pattern = 'dots' | 'trees' | 'waves' | 'hatch' | 'planks' | 'stones' | 'tufts' | 'rubble' | 'flags' | 'steps' | 'chasm';

export interface SceneHex {
  hex: Hex;
  fill: string;
  pattern?: Pattern;
  label: string;
}

export interface SceneHexside {
  hex: Hex;
  direction: Direction;
  kind: 'wall' | 'door' | 'window' | 'demolished';
}

export interface SceneCounter {
  /** One hex, or several for a horse, a dragon, a Krob queen; drawn as one counter spanning them. */
  hexes: Hex[];
  colour: string;
  ink: string;
  name: string;
  attack: number;
  defence: number;
  armoured: boolean;
  move: number;
  status: 'healthy' | 'wounded' | 'stunned' | 'dead';
  /** A short tag in the corner: the weapon ("SB", "LB", "XB"). */
  badge?: string;
}

export interface SceneArrow {
  path: Hex[];
  colour: string;
}

export interface SceneMarker {
  at: Hex;
  from: Hex[];
  text: string;
}

/** A straight line across the map: a shot, or a line of fire asked for with /sight. */
export interface SceneLine {
  from: Hex;
  to: Hex;
  colour: string;
  /** Hexes the line crosses, outlined (a /sight line). */
  hexes?: Hex[];
  /** Where it is blocked: marked with a cross. */
  blockedAt?: Hex;
  /** A tag by the far end: the shot's result. */
  text?: string;
}

export interface HexScene {
  /** Names the static layer for caching: the same key must mean the same terrain and hexsides. */
  key: string;
  cols: number;
  rows: number;
  hexes: SceneHex[];
  hexsides: SceneHexside[];
  counters: SceneCounter[];
  arrows: SceneArrow[];
  markers: SceneMarker[];
  lines?: SceneLine[];
  title: string;
  status: string;
  legend: Array<{ colour: string; label: string }>;
}
