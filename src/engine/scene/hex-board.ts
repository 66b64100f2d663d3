import type { HexGeometry } from '../hex/geometry.ts';
import type { Direction, Hex } from '../hex/hex.ts';
import type { PanelCell } from './panel.ts';

/**
 * What a hex map image is made of, independent of the game: terrain, hexside features,
 * counters, arrows and combat markers, and a title bar. Pure data: each game turns its view into
 * one (games/<game>/picture.ts); drawing it is the same for every hex game (render/draw.ts).
 */

export type Pattern =
  | 'dots'
  | 'trees'
  | 'waves'
  | 'hatch'
  | 'planks'
  | 'stones'
  | 'tufts'
  | 'rubble'
  | 'flags'
  | 'steps'
  | 'chasm'
  // A strategic map's ground: ranges, a pass through them, sand, ice, grass, jungle, the Maelstrom's swirl.
  | 'peaks'
  | 'pass'
  | 'dunes'
  | 'ice'
  | 'grass'
  | 'jungle'
  | 'swirl';

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
  /** Its pattern is a sign the rules read (a pass, the Maelstrom): drawn at any size, even where `detailFrom` leaves patterns out. */
  sign?: boolean;
  /** In an overlay: drawn again only to carry its marks (a web), without a spell's violet outline. */
  plain?: boolean;
}

/** A sign on a hex: a numbered disc (an entrance to the deep, a cell's number), a trapdoor, a spider web, a place of a strategic map. */
export type SceneMark = { kind: 'disc'; text: string; fill: string; ink: string; ring: string } | { kind: 'trapdoor' } | { kind: 'web'; torn: boolean } | ScenePlace;

/**
 * A place on a strategic map: a city (a dot), a fortified city (a walled square), a fortress (a
 * tower), a dwarven fortress (a gate in a peak), the Dark Temple (a dark spire); ringed if it is a
 * capital, with an anchor if it is a port, and its name beside it where the hexes are big enough.
 */
export interface ScenePlace {
  kind: 'place';
  symbol: 'city' | 'fortified-city' | 'fortress' | 'dwarven-fortress' | 'dark-temple';
  port?: boolean;
  capital?: boolean;
  name?: string;
}

export interface SceneHexside {
  hex: Hex;
  /** For a cliff, the direction from the upper hex (`hex`) down to the lower one. */
  direction: Direction;
  kind: 'wall' | 'door' | 'window' | 'demolished' | 'arrow-slit' | 'bars' | 'cell-door' | 'low-wall' | 'railing' | 'cliff' | 'river' | 'deep-river' | 'mountain-side' | 'ford' | 'bridge' | 'sea-barrier';
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

/**
 * A counter, whatever the game: a coloured piece with lines of text and badges. Dragon Noir's
 * character (name, attack, ringed defence, move, a bow's tag) and a strategic army's unit (nation
 * colours, strength and movement) are both built from these fields by their game's picture.
 */
export interface SceneCounter {
  /** One hex, or several for a horse, a dragon, a Krob queen; drawn as one counter spanning them. */
  hexes: Hex[];
  /** The piece's colour, its text's, and its outline's (a nation's colours, a wound's red). */
  fill: string;
  ink: string;
  border: string;
  /** Text on it, top to bottom. */
  lines: CounterLine[];
  /** Short tags in its corners: a weapon ("LB"), a unit's size. */
  badges?: CounterBadge[];
  /** A triangle of this colour in the top right-hand corner (a wound). */
  flag?: string;
  /** Struck out with a cross of this colour (a dead character, an eliminated unit). */
  cross?: string;
  /** Drawn see-through: a piece only its own side can see. */
  ghost?: boolean;
  /** On a piece over several hexes with a front (a horse), a notch at `hexes[0]`'s end pointing that way. */
  notch?: boolean;
  /**
   * Laid exactly on the grid over all of `hexes` (a Guard, the Queen, a dragon) instead of as a
   * bar along them; with an arrow at `front` (radians, y down) towards its front, if given.
   */
  onGrid?: { front?: number };
  /** One of `of` pieces sharing a hex, `place` 0 the lowest: each drawn smaller, each higher up and to the right. */
  stack?: { place: number; of: number };
  /** Its size against the standard piece (1.34 hex radii square). */
  size?: number;
}

/** A line of text on a counter: one text across it, or cells spaced evenly along it (attack, defence, move). */
export interface CounterLine {
  text?: string;
  cells?: CounterCell[];
  /** Where its middle lies below the counter's centre, in counter heights (negative: above). */
  at: number;
  /** Type size, in hex radii. */
  size: number;
  /** Shrunk, if need be, to fit this share of the counter's width. */
  fit?: number;
}

export interface CounterCell {
  text: string;
  /** Its own type size, in hex radii, if not the line's. */
  size?: number;
  /** Circled (Dragon Noir's armoured defence). */
  ring?: boolean;
}

export interface CounterBadge {
  text: string;
  corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  /** Type size in hex radii, if not the standard small tag's (0.19). */
  size?: number;
  /** Written on a disc of these colours across the corner, so it stands out from the piece (a stack's count, its strength). */
  disc?: { fill: string; ink: string };
}

/**
 * A name written on the map, on a pale halo: a region's across its land, a site's under its
 * symbol, a land beyond the edge at the edge. Sizes in hex radii, so it reads alike at any width.
 */
export interface SceneName {
  at: Hex;
  text: string;
  /** Type size, in hex radii. */
  size: number;
  /** Where its middle lies below the hex's centre, in hex radii (negative: above). */
  dy?: number;
  /** Squeezed to fit this width, in hex radii, if longer. */
  width?: number;
  /** Which end of the text sits at the hex (`start`: it runs east from the hex's west side; `end`: it ends at its east side). Centred if not said. */
  align?: 'start' | 'end';
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

/** A band along one side of a hex, inside it, in a nation's colour: where its border runs. */
export interface SceneBorder {
  hex: Hex;
  direction: Direction;
  colour: string;
}

/** A small flag on a hex: a place held by a side other than its nation's. */
export interface ScenePennant {
  at: Hex;
  colour: string;
}

/** A window of a map in offset coordinates (columns and rows from 0): only it is drawn. */
export interface SceneCrop {
  col: number;
  row: number;
  cols: number;
  rows: number;
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

export interface HexBoardScene {
  kind: 'hex-board';
  /** The map's shape: flat or pointy hexes, which columns or rows are offset. Dragon Noir's if not said. */
  geometry?: HexGeometry;
  /** Names the static layer for caching: the same key must mean the same terrain and hexsides. */
  key: string;
  /**
   * The width the game wants its whole board drawn at, when the request names none: a map of a
   * continent is drawn smaller than a skirmish board, to stay quick to draw, encode and send.
   */
  width?: number;
  cols: number;
  rows: number;
  hexes: SceneHex[];
  hexsides: SceneHexside[];
  /**
   * Terrain patterns and hex labels are drawn only where hexes are at least this many pixels in
   * radius: a whole continent reads by its colours, and its picture stays quick to encode. Always
   * drawn if not said.
   */
  detailFrom?: { patterns?: number; labels?: number };
  /** Nation borders, drawn over the terrain under the hexsides (cached with the terrain). */
  borders?: SceneBorder[];
  /**
   * Only this window of the map is drawn, at hexes large enough to read on a phone (about 1100 px
   * across unless a width is asked for); its terrain layer is cached apart from the whole map's.
   */
  crop?: SceneCrop;
  /** Walkways, drawn over the terrain with the hexsides. */
  planks?: ScenePlank[];
  outlines?: SceneOutline[];
  /** Names written on the map over the terrain, its hexsides and its places (cached with the terrain). */
  names?: SceneName[];
  /** Drawn in this order, the last on top: a game puts the lowest of a stack first. */
  counters: SceneCounter[];
  arrows: SceneArrow[];
  markers: SceneMarker[];
  lines?: SceneLine[];
  /** Flags over the counters: who holds a place. */
  pennants?: ScenePennant[];
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
  /**
   * A row of cards drawn in a strip under the map, with its title: a player's own hand, on the
   * picture made for him alone. A picture for everyone never has one.
   */
  hand?: { title: string; cells: PanelCell[] };
}
