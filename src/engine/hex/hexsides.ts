import { err, ok, type Result } from '../core/result.ts';
import { adjacent, hexKey, type Hex } from './hex.ts';

/**
 * What a strategic map prints on the sides between hexes: rivers, deep rivers, mountain sides,
 * fords, bridges, walls. Movement and combat rules read them from here, as map data, keyed by the
 * two hexes a side separates in one canonical order, so a side is the same side whichever hex it
 * is asked from.
 */

// A sea barrier is a side between two sea hexes that ships may not cross (a spit of land too thin to be a hex).
export const HEXSIDE_FEATURES = ['river', 'deep-river', 'mountain-side', 'ford', 'bridge', 'wall', 'sea-barrier'] as const;
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];

/** A side between two neighbouring hexes, `a` the one with the smaller hex key. */
export interface Hexside {
  a: Hex;
  b: Hex;
}

export interface HexsideMap {
  /** Keyed by `hexsideKey`. */
  readonly sides: ReadonlyMap<string, { side: Hexside; features: readonly HexsideFeature[] }>;
}

/** The side between two neighbours in canonical order, or undefined if they do not touch. */
export function hexside(a: Hex, b: Hex): Hexside | undefined {
  if (!adjacent(a, b)) return undefined;
  return hexKey(a) < hexKey(b) ? { a, b } : { a: b, b: a };
}

export const hexsideKey = (side: Hexside): string => `${hexKey(side.a)}|${hexKey(side.b)}`;

/**
 * A map's hexsides from its entries (`label` names a hex in the map's own style, for messages).
 * A side named twice gathers the features of both entries.
 */
export function hexsideMap(entries: ReadonlyArray<{ between: readonly [Hex, Hex]; features: readonly HexsideFeature[] }>, label: (h: Hex) => string = (h) => `(${h.q}, ${h.r})`): Result<HexsideMap> {
  const sides = new Map<string, { side: Hexside; features: HexsideFeature[] }>();
  for (const { between, features } of entries) {
    const side = hexside(between[0], between[1]);
    if (!side) return err(`hexsides: ${label(between[0])} and ${label(between[1])} are not neighbours, so no side lies between them.`);
    const key = hexsideKey(side);
    const known = sides.get(key) ?? { side, features: [] };
    for (const f of features) if (!known.features.includes(f)) known.features.push(f);
    sides.set(key, known);
  }
  return ok({ sides });
}

/** The features on the side between two hexes, whichever is named first; none if they are not neighbours. */
export function sideBetween(map: HexsideMap, a: Hex, b: Hex): readonly HexsideFeature[] {
  const side = hexside(a, b);
  return (side && map.sides.get(hexsideKey(side))?.features) ?? [];
}

/**
 * Reads a map file's `hexsides:` lines (`river 1823a 1824a`) with the map's own labels: each kind
 * must be a hexside feature, each label a hex, the two neighbours.
 */
export function hexsidesFromFile(lines: ReadonlyArray<{ kind: string; a: string; b: string; line: number }>, parse: (label: string) => Hex | undefined): Result<HexsideMap> {
  const entries: Array<{ between: [Hex, Hex]; features: HexsideFeature[] }> = [];
  for (const { kind, a, b, line } of lines) {
    if (!(HEXSIDE_FEATURES as readonly string[]).includes(kind)) return err(`map line ${line}: "${kind}" is no hexside feature; one of ${HEXSIDE_FEATURES.join(', ')}.`);
    const from = parse(a);
    const to = parse(b);
    if (!from || !to) return err(`map line ${line}: "${from ? b : a}" is not a hex of this map.`);
    if (!adjacent(from, to)) return err(`map line ${line}: ${a} and ${b} are not neighbours, so no side lies between them.`);
    entries.push({ between: [from, to], features: [kind as HexsideFeature] });
  }
  return hexsideMap(entries);
}
