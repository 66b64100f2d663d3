import type { Hex, HexKey } from '../../../hex/hex.ts';
import type { HexsideMap } from '../../../hex/hexsides.ts';

/**
 * The map of the pass as the rules read it: each hex's terrain and structure, the rivers and
 * ridges on the sides between hexes, and the named places (territories, capitals, sites, the map
 * edges the events send units to). The printed map is in no public source, so ours is invented
 * (docs/dragon-pass.md, "The map"); a group with the printed map swaps the data file, not code.
 * Hexes are flat-topped, odd columns half a hex lower, labelled like `F10` (src/engine/hex/labels.ts).
 */

/** The natural terrain the Missile Fire Table and the melee multipliers name (GAPS A3). */
export const TERRAINS = ['clear', 'forest', 'hill', 'hill-and-forest', 'marsh', 'mountain'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** The structures the Missile Fire Table's terrain modifiers name; each gives its bonus only to units in it. */
export const STRUCTURES = ['altar', 'temple', 'ruin', 'town', 'dragonewt-city', 'stockade', 'fortress'] as const;
export type StructureKind = (typeof STRUCTURES)[number];

/**
 * Where a record of the map comes from: `invented` is ours; `printed-map` is for a group that
 * copies its own printed map in, so the docs can tell the two apart.
 */
export const MAP_SOURCES = ['invented', 'printed-map'] as const;
export type MapSource = (typeof MAP_SOURCES)[number];

/**
 * A structure in a hex. A stack in the hex is either in it or out of it, and only units in it get
 * its bonus (FACTS §3.2); the map says only where structures stand, a unit's state says in or out.
 * A ruin keeps the hex's own terrain for units out of it (hill/ruin, marsh/ruin, mountain/ruin).
 */
export interface Structure {
  kind: StructureKind;
  source: MapSource;
}

export const EDGES = ['north', 'east', 'south', 'west'] as const;
export type Edge = (typeof EDGES)[number];

/**
 * - `territory`: a region, one or more hexes (Sartar, Beasts' Valley, the Dragonewt cities);
 * - `site`: one hex (a capital, a fortress, Stone Cross, the giant's hex);
 * - `edge`: hexes on the map's edge that units enter or leave by (the Lunar edge, the exits);
 * - `beyond`: a land off the map, reached through whole edges (Prax beyond the east edge).
 */
export const PLACE_KINDS = ['territory', 'site', 'edge', 'beyond'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface Place {
  /** Lower-case words joined by hyphens, the seed's English name: `stone-cross`, `wintertop`. */
  id: string;
  name: string;
  kind: PlaceKind;
  hexes: readonly Hex[];
  /** For a `beyond` place, the edges that lead to it; its hexes are every hex on them. */
  edges?: readonly Edge[];
  /** The territory whose capital this site is (Major Independents Table: "Capital"). */
  capitalOf?: string;
  source: MapSource;
}

export interface MapHex {
  hex: Hex;
  /** As printed: `F10`. */
  label: string;
  terrain: Terrain;
  structure?: Structure;
  /** The ids of the places the hex belongs to. */
  places: readonly string[];
}

/** A ridge runs along hexsides and has a high side: attacking up it, or shooting at a stack above it, is harder (GAPS A4, A5). */
export interface Ridge {
  readonly high: Hex;
  readonly low: Hex;
}

/** What lies on the side between two neighbouring hexes. */
export interface SideFeatures {
  readonly river: boolean;
  readonly ridge?: Ridge;
}

/** A river or a ridge as the file gives it: a named run of hexsides. */
export interface SideRun {
  id: string;
  name: string;
  /** Each side by its two hexes; a ridge's high hex first. */
  sides: ReadonlyArray<readonly [Hex, Hex]>;
  source: MapSource;
}

export interface PassMap {
  id: string;
  name: string;
  cols: number;
  rows: number;
  hexes: ReadonlyMap<HexKey, MapHex>;
  places: ReadonlyMap<string, Place>;
  rivers: readonly SideRun[];
  ridges: readonly SideRun[];
  /**
   * The rivers as the shared hexside features (`river`), for whatever reads hexsides.ts's maps.
   * Ridges are not among hexsides.ts's features and need a high side, so they are kept here only.
   */
  riverSides: HexsideMap;
  /** The features on the side between two hexes, either way round (none if they do not touch). */
  between(a: Hex, b: Hex): SideFeatures;
  label(h: Hex): string;
  /** A printed label (`f10`, any case) to a hex of this map, or undefined. */
  parse(label: string): Hex | undefined;
}
