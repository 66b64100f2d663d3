import { DEFAULT_GEOMETRY, centreOf } from '../../../hex/geometry.ts';
import { hexKey, type Hex } from '../../../hex/hex.ts';
import { fromOffset, toOffset } from '../../../hex/labels.ts';
import type { SceneName } from '../../../scene/hex-board.ts';
import { hexesOnEdge } from '../map/edges.ts';
import type { Edge, PassMap, Place } from '../map/types.ts';

/**
 * Where each place's name is written, by hex (the renderer turns hexes into pixels):
 * - a site's under its symbol, in its hex;
 * - a territory's near its middle, on a hex where it covers no site's symbol or name;
 * - an edge's at the middle of its hexes, against the map's edge;
 * - a land beyond the edge at that edge (at the corner for one reached by two edges).
 * A territory made of nothing but its own sites (the Dragonewt cities, each named) has no hex to
 * itself: its name is left to the caller, which puts it in the legend.
 * Sizes are in hex radii; to keep names apart, their extent is estimated in the same units from
 * the shared hex geometry (hex/geometry.ts), never in pixels.
 */

/** Type sizes in hex radii: regions largest, then the lands beyond, then sites and edges. */
const SIZE = { territory: 0.72, beyond: 0.55, site: 0.45, edge: 0.42 } as const;
/** The widest a name may be, in hex radii (squeezed beyond it). */
const WIDTH = { territory: 8, site: 5 } as const;
/** A bold condensed letter's mean width, in type sizes: enough to tell whether two names would touch. */
const LETTER = 0.56;
/** Where a site's name lies below its hex's centre, in hex radii. */
const SITE_NAME_DY = 0.62;

export interface PlaceNames {
  names: SceneName[];
  /** Territories with no hex of their own to carry their name. */
  unplaced: Place[];
}

/** A box on the map in hex radii, by its centre and half-sizes. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const at = (h: Hex) => centreOf(DEFAULT_GEOMETRY, h);
const overlap = (a: Box, b: Box) => Math.abs(a.x - b.x) < a.w + b.w && Math.abs(a.y - b.y) < a.h + b.h;
const textWidth = (text: string, size: number, max: number) => Math.min(max, text.length * size * LETTER);

export function placeNames(map: PassMap): PlaceNames {
  const places = [...map.places.values()];
  const names: SceneName[] = [];
  // What a territory's name must not cover: every structure's symbol and every site's name.
  const taken: Box[] = [];
  for (const h of map.hexes.values()) if (h.structure) taken.push({ ...at(h.hex), w: 0.4, h: 0.4 });
  for (const site of places.filter((p) => p.kind === 'site')) {
    const hex = site.hexes[0]!;
    const name: SceneName = { at: hex, text: site.name, size: SIZE.site, dy: SITE_NAME_DY, width: WIDTH.site, ...alongside(map, hex) };
    names.push(name);
    taken.push(boxOf(name, WIDTH.site));
  }
  const unplaced: Place[] = [];
  for (const place of places) {
    if (place.kind === 'territory') {
      const name = territoryName(map, place, taken);
      if (name) names.push(name);
      else unplaced.push(place);
    }
    if (place.kind === 'edge') names.push({ ...againstEdge(map, place.hexes), text: place.name, size: SIZE.edge });
    if (place.kind === 'beyond') names.push({ ...beyondEdges(map, place.edges ?? []), text: place.name, size: SIZE.beyond });
  }
  return { names, unplaced };
}

/** Where a name lies, as a box in hex radii. */
function boxOf(name: SceneName, max: number): Box {
  const c = at(name.at);
  const w = textWidth(name.text, name.size, max);
  // A start- or end-aligned name runs from the hex's side inwards (render/draw-names.ts: 0.8 radii from the centre).
  const x = name.align === 'start' ? c.x - 0.8 + w / 2 : name.align === 'end' ? c.x + 0.8 - w / 2 : c.x;
  return { x, y: c.y + (name.dy ?? 0), w: w / 2, h: name.size * 0.6 };
}

/**
 * A territory's name on the hex nearest its middle where it covers nothing taken; none for a
 * territory whose every hex is a structure (nowhere to write it).
 */
function territoryName(map: PassMap, place: Place, taken: readonly Box[]): SceneName | undefined {
  const free = place.hexes.filter((h) => !map.hexes.get(hexKey(h))?.structure);
  if (free.length === 0) return undefined;
  const middle = place.hexes.map(at).reduce((s, c) => ({ x: s.x + c.x / place.hexes.length, y: s.y + c.y / place.hexes.length }), { x: 0, y: 0 });
  const away = (h: Hex) => (at(h).x - middle.x) ** 2 + (at(h).y - middle.y) ** 2;
  const nameAt = (h: Hex): SceneName => ({ at: h, text: place.name, size: SIZE.territory, width: WIDTH.territory, ...alongside(map, h, textWidth(place.name, SIZE.territory, WIDTH.territory)) });
  const sorted = [...free].sort((a, b) => away(a) - away(b));
  const clear = sorted.find((h) => !taken.some((box) => overlap(box, boxOf(nameAt(h), WIDTH.territory))));
  return nameAt(clear ?? sorted[0]!);
}

/**
 * A name that would run off the map's west or east side runs inwards from its hex instead.
 * `width` is the name's width in hex radii (a site's fits its own hex's column unless at the edge).
 */
function alongside(map: PassMap, hex: Hex, width = 0): Pick<SceneName, 'align'> {
  const { col } = toOffset(hex);
  const x = at(hex).x - at(fromOffset(0, 0)).x;
  const east = at(fromOffset(map.cols - 1, 0)).x;
  if (col === 0 || x - width / 2 < -0.9) return { align: 'start' };
  if (col === map.cols - 1 || x + width / 2 > east - at(fromOffset(0, 0)).x + 0.9) return { align: 'end' };
  return {};
}

type Placing = Pick<SceneName, 'at' | 'dy' | 'align'>;

/** An edge's name on the middle of its hexes, pulled against the map's edge it lies on. */
function againstEdge(map: PassMap, hexes: readonly Hex[]): Placing {
  const sorted = [...hexes].sort((a, b) => toOffset(a).row - toOffset(b).row || toOffset(a).col - toOffset(b).col);
  const hex = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const { col, row } = toOffset(hex);
  if (sorted.every((h) => toOffset(h).row === row)) return { at: hex, dy: row === 0 ? -0.45 : 0.45 };
  return col === 0 ? { at: hex, align: 'start' } : col === map.cols - 1 ? { at: hex, align: 'end' } : { at: hex };
}

/** A land beyond: at the middle of its one edge, or at the corner where its two edges meet. */
function beyondEdges(map: PassMap, edges: readonly Edge[]): Placing {
  const has = (e: Edge) => edges.includes(e);
  if (edges.length === 2) {
    const col = has('west') ? 0 : map.cols - 1;
    const row = has('north') ? 0 : map.rows - 1;
    return { at: fromOffset(col, row), align: col === 0 ? 'start' : 'end', dy: row === 0 ? 0.45 : -0.45 };
  }
  const edge = edges[0] ?? 'north';
  const placing = againstEdge(map, hexesOnEdge(edge, map.cols, map.rows));
  // Below the name of an edge place on the same hexes (the exits), if any.
  return { ...placing, dy: (placing.dy ?? 0) + (edge === 'east' || edge === 'west' ? 0.55 : 0) };
}
