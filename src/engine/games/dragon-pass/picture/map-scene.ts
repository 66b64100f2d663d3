import { directionTo, hexKey, type Hex } from '../../../hex/hex.ts';
import type { HexBoardScene, SceneCounter, SceneHex, SceneHexside } from '../../../scene/hex-board.ts';
import { TERRAINS, type PassMap } from '../map/types.ts';
import { SIDE_LOOK, STRUCTURE_MARK, TERRAIN_LOOK, type CounterSide } from './look.ts';
import { placeNames } from './names.ts';

/**
 * The picture of the pass after a phase, as a scene (pure data; render/draw.ts draws it like any
 * hex board): every hex in its terrain's colour, the rivers and ridges on their hexsides, each
 * structure's symbol, the places' names, the hex labels, and the turn and the Moon's phase in the
 * title bar. The stacks on the map come as `counters`, drawn over all of it.
 */

/**
 * A unit on the map, as the picture needs it: its name and its combat, magic and movement
 * factors, and whom it serves. The forces' counters carry these fields, so a stack's units can be
 * handed in as they are with the hex they stand in.
 */
export interface MapCounter {
  hex: Hex;
  name: string;
  combat: number;
  magic: number;
  movement: number;
  side: CounterSide;
  /** Disrupted until it rallies: a "D" in the corner. */
  disrupted?: boolean;
  /** In its hex's structure (only those in get its bonus): "in" in the corner. */
  inside?: boolean;
}

export interface MapMoment {
  turn: number;
  /** The Moon's phase as the Moon track names it (`Full`, `Crescent-come`: bat-hunger.json). */
  moon: string;
  /** Drawn in order, the last on top; units sharing a hex are drawn as a stack. Empty until the forces are placed. */
  counters?: readonly MapCounter[];
  /** What the phase under way is, for the title bar: "Lunar · Movement". */
  phase?: string;
  /** The Crimson Bat's hunger under this Moon (one day missed / both), for the title bar. */
  batHunger?: { oneDay: number; bothDays: number } | null;
  /** This phase's moves (an arrow each, in the side's colour) and attacks (a marker on the target, from the attackers' hexes). */
  moves?: ReadonlyArray<{ from: Hex; to: Hex; side: CounterSide }>;
  attacks?: ReadonlyArray<{ at: Hex; from: readonly Hex[]; text: string }>;
}

/**
 * 1120 px, as wide as the other hex games' crops (render/layout.ts `CROP_WIDTH`, "readable on a
 * phone"): 24 columns at hexes of 29 px. A whole Dragon Noir board is about 1570, Ansalon 2060.
 */
export const PASS_MAP_WIDTH = 1120;

/** The scene of the map, built once per map; each moment adds its title and counters. */
export function passMapScene(map: PassMap): (moment: MapMoment) => HexBoardScene {
  const ground = groundOf(map);
  return (moment) => ({
    ...ground,
    counters: countersOf(moment.counters ?? []),
    arrows: (moment.moves ?? []).map((m) => ({ path: [m.from, m.to], colour: SIDE_LOOK[m.side].border })),
    markers: (moment.attacks ?? []).map((a) => ({ at: a.at, from: [...a.from], text: a.text })),
    title: map.name,
    status: `Turn ${moment.turn} · ${moment.moon} Moon${moment.batHunger ? ` (Bat ${moment.batHunger.oneDay}/${moment.batHunger.bothDays})` : ''}${moment.phase ? ` · ${moment.phase}` : ''}`,
  });
}

type Ground = Omit<HexBoardScene, 'counters' | 'arrows' | 'markers' | 'title' | 'status'>;

function groundOf(map: PassMap): Ground {
  const hexes: SceneHex[] = [...map.hexes.values()].map((h) => {
    const { fill, pattern } = TERRAIN_LOOK[h.terrain];
    return { hex: h.hex, fill, ...(pattern ? { pattern } : {}), label: h.label, ...(h.structure ? { marks: [capitalMark(map, h.hex, h.structure.kind)] } : {}) };
  });
  const hexsides: SceneHexside[] = [];
  for (const river of map.rivers) for (const [a, b] of river.sides) hexsides.push({ hex: a, direction: directionTo(a, b)!, kind: 'river' });
  // A ridge is drawn from its high hex, its hachures running down into the low one.
  for (const ridge of map.ridges) for (const [high, low] of ridge.sides) hexsides.push({ hex: high, direction: directionTo(high, low)!, kind: 'cliff' });
  const { names, unplaced } = placeNames(map);
  return {
    kind: 'hex-board',
    key: `dragon-pass:${map.id}:${map.hexes.size}:${hexsides.length}:${names.length}`,
    width: PASS_MAP_WIDTH,
    cols: map.cols,
    rows: map.rows,
    hexes,
    hexsides,
    names,
    legend: [
      ...TERRAINS.map((t) => ({ colour: TERRAIN_LOOK[t].fill, label: TERRAIN_LOOK[t].name })),
      // A territory of sites only (the Dragonewt cities) is named by its sites on the map and in full here.
      ...unplaced.map((p) => ({ colour: '#f6f0de', label: p.name })),
    ],
  };
}

/** A structure's symbol, ringed in gold where it stands in a capital. */
function capitalMark(map: PassMap, hex: Hex, kind: keyof typeof STRUCTURE_MARK) {
  const mark = STRUCTURE_MARK[kind];
  if (mark.kind !== 'place') return mark;
  const capital = [...map.places.values()].some((p) => p.capitalOf && hexKey(p.hexes[0]!) === hexKey(hex));
  return capital ? { ...mark, capital: true } : mark;
}

/** Each unit as a counter in its side's colours: its name, then combat-magic-movement; several in a hex as a stack. */
function countersOf(units: readonly MapCounter[]): SceneCounter[] {
  const inHex = new Map<number, number>();
  for (const u of units) inHex.set(hexKey(u.hex), (inHex.get(hexKey(u.hex)) ?? 0) + 1);
  const placed = new Map<number, number>();
  return units.map((u) => {
    const key = hexKey(u.hex);
    const of = inHex.get(key)!;
    const place = placed.get(key) ?? 0;
    placed.set(key, place + 1);
    return {
      hexes: [u.hex],
      ...SIDE_LOOK[u.side],
      lines: [
        { text: u.name, at: -0.2, size: 0.26, fit: 0.9 },
        { text: `${u.combat}-${u.magic}-${u.movement}`, at: 0.18, size: 0.34, fit: 0.9 },
      ],
      ...(u.disrupted || u.inside ? { badges: [...(u.disrupted ? [{ text: 'D', corner: 'bottom-right' as const }] : []), ...(u.inside ? [{ text: 'in', corner: 'top-left' as const }] : [])] } : {}),
      ...(of > 1 ? { stack: { place, of } } : {}),
    };
  });
}
