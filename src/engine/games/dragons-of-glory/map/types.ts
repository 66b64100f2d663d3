import type { HexGeometry } from '../../../hex/geometry.ts';
import type { Hex, HexKey } from '../../../hex/hex.ts';
import type { HexsideFeature, HexsideMap } from '../../../hex/hexsides.ts';

/**
 * A strategic map of Ansalon as the rules read it: each hex's terrain and nation, the features
 * on the sides between hexes, the places (cities, fortresses, ports) and the named areas (the
 * gaps, the seas, the bays). Parsed from a `.map` file by `parse.ts`; the format is in
 * docs/dragons-of-glory.md.
 */

/**
 * DL11's terrain. Glacier, steppe and jungle are drawn but have no rule effect (FACTS §1.2.4):
 * they are clear ground. A mountain hex is favourable ground for dwarves and ogres; the sides
 * between a mountain hex and lower ground are mountain sides, closed to armies but dwarves and
 * ogres. A pass hex is a mountain hex whose sides to other pass hexes and to lower ground are
 * open, so a chain of them is a corridor through a range (FACTS §1.3).
 */
export type Terrain = 'sea' | 'clear' | 'forest' | 'mountain' | 'pass' | 'marsh' | 'desert' | 'glacier' | 'steppe' | 'jungle' | 'maelstrom';

/** Sea and the Maelstrom are water; everything else is land. */
export const isWater = (t: Terrain): boolean => t === 'sea' || t === 'maelstrom';

export type PlaceKind = 'city' | 'fortified-city' | 'fortress' | 'dwarven-fortress';

export interface Place {
  /** Lower-case, dashes: `kendermore`, `high-clerists-tower`. */
  id: string;
  name: string;
  hex: Hex;
  kind: PlaceKind;
  /** Ships load and unload armies here. */
  port: boolean;
  /** The nation whose capital it is. */
  capitalOf?: string;
  /** Where the Dark Temple stands at the start of the campaign (Neraka). */
  darkTempleSite?: boolean;
}

export interface MapHex {
  hex: Hex;
  label: string;
  terrain: Terrain;
  /** The nation or area (Neraka, Estwilde...) it belongs to; none for the open sea and wild land. */
  nation?: string;
  place?: Place;
  /** A land hex touching a sea or Maelstrom hex. */
  coastal: boolean;
  /** Named areas it lies in (`throtyl-gap`, `blood-sea`). */
  areas: readonly string[];
}

export interface StrategicMap {
  id: string;
  name: string;
  geometry: HexGeometry;
  cols: number;
  rows: number;
  hexes: ReadonlyMap<HexKey, MapHex>;
  /** The listed hexside features plus the automatic mountain sides. */
  sides: HexsideMap;
  places: ReadonlyMap<string, Place>;
  /** Each nation's or area's hexes. */
  nations: ReadonlyMap<string, readonly Hex[]>;
  areas: ReadonlyMap<string, readonly Hex[]>;
  /** The features on the side between two hexes, either way round (none if they do not touch): the rules' hot path. */
  between(a: Hex, b: Hex): readonly HexsideFeature[];
  /** Reads a typed label (`1823a`, any case) on this map. */
  parse(label: string): Hex | undefined;
  label(h: Hex): string;
}
