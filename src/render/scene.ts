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
  /** Solid matter (rock): filled edge to edge, with no outline and no label. */
  solid?: boolean;
  /** A little text at the foot of the hex: its level ("-1", "+1", "-½"). */
  badge?: string;
  /** Signs drawn on the hex over its terrain, in order. */
  marks?: SceneMark[];
  /** In an overlay: drawn again only to carry its marks (a web), without a spell's violet outline. */
  plain?: boolean;
}

/** A sign on a hex: a numbered disc (an entrance to the deep, a cell's number), a trapdoor, a spider web. */
export type SceneMark = { kind: 'disc'; text: string; fill: string; ink: string; ring: string } | { kind: 'trapdoor' } | { kind: 'web'; torn: boolean };

export interface SceneHexside {
  hex: Hex;
  /** For a cliff, the direction from the upper hex (`hex`) down to the lower one. */
  direction: Direction;
  kind: 'wall' | 'door' | 'window' | 'demolished' | 'arrow-slit' | 'bars' | 'cell-door' | 'low-wall' | 'railing' | 'cliff';
}

/** A walkway: a band of planks from the centre of one hex towards the centre of the next. */
export interface ScenePlank {
  from: Hex;
  to: Hex;
  /** How far towards `to` it runs, 1 (its centre) unless said. */
  reach?: number;
}

/** A place marked on the map round a few hexes, with a name: where the boat may start. */
export interface SceneOutline {
  hexes: Hex[];
  text: string;
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
  /**
   * One of two characters in one hex, one above the other (a walkway and the ground beneath it,
   * an entrance and above it): drawn smaller, the upper up and to the right, over the lower.
   */
  stack?: 'upper' | 'lower';
  /** Drawn see-through: a character only his own side can see (an invisible caster). */
  ghost?: boolean;
  /** A spell on him: the counter gets a violet rim. */
  enchanted?: boolean;
  /** A counter with a front, such as a horse: `hexes[0]` is its head, marked by a notch pointing this way. */
  facing?: Direction;
  /** A riderless horse: drawn paler, with its defence alone. */
  kind?: 'horse';
  /**
   * A counter laid exactly on the grid over several hexes (a Guard, the Queen, a dragon): drawn
   * as one piece over all of `hexes`, with an arrow at this angle (radians, y down) to its front.
   */
  front?: number;
}

/** A boat: two hexes, bow first, with its name. */
export interface SceneBoat {
  hexes: Hex[];
  text: string;
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
  /** Walkways, drawn over the terrain with the hexsides. */
  planks?: ScenePlank[];
  outlines?: SceneOutline[];
  counters: SceneCounter[];
  arrows: SceneArrow[];
  markers: SceneMarker[];
  lines?: SceneLine[];
  /**
   * What changes the ground during a game (terrain spells): drawn over the cached terrain, each
   * hex outlined so the marker shows as a marker.
   */
  overlay?: { hexes: SceneHex[]; hexsides: SceneHexside[] };
  /** Magic circles: rings round these hexes. */
  circles?: Hex[][];
  /** Fireballs burning in these hexes. */
  fireballs?: Hex[];
  /** Boats afloat: a hull along their hexes, the bow (the first hex) pointed. */
  boats?: SceneBoat[];
  title: string;
  status: string;
  legend: Array<{ colour: string; label: string }>;
}
