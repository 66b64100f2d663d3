import type { CounterBadge, HexBoardScene, SceneCounter } from '../../../scene/hex-board.ts';
import { isDark } from '../../../scene/colour.ts';
import { hexKey } from '../../../hex/hex.ts';
import type { StrategicMap } from '../map/types.ts';
import type { UnitKind } from '../units.ts';
import { terrainLayer, type TerrainLayer } from './terrain.ts';
import { beremCounter, handStrip, plStatus } from './cards.ts';
import type { DogStack, DogView, PlView } from './view-types.ts';

/**
 * How Dragons of Glory looks: the map of Ansalon (terrain.ts) with one counter per occupied hex,
 * the top unit in its nation's colours and outlined in its side's, badged with how many units the
 * stack holds and their total strength; this phase's moves as arrows, its battles with their
 * results, the flags of captured places, and the turn track, initiative and victory points in the
 * title bar. Under Paths of the Lance (cards.ts): the era, war status and VP in the title bar,
 * Berem's marker, and on a player's own picture his hand as cards under the map. A scenario
 * played on part of the map, or a `/game map area:`, draws only that part.
 */

export const SIDE_LOOK = {
  highlord: { colour: '#b3261e', label: 'Highlord' },
  whitestone: { colour: '#2f5d9e', label: 'Whitestone' },
  neutral: { colour: '#7a7a7a', label: 'Neutral' },
} as const;

/** What a counter says of its kind where it has no name of its own to show. */
const KIND_WORD: Record<UnitKind, string> = {
  infantry: 'Inf',
  cavalry: 'Cav',
  air: 'Air',
  dragon: 'Dragon',
  citadel: 'Citadel',
  leader: 'Leader',
  fleet: 'Fleet',
  wizard: 'Wizard',
};

/**
 * The kinds whose strength is combat strength. A leader's number is its tactical rating and a
 * fleet's its naval rating: neither adds to the stack's strength in a land battle.
 */
const FIGHTING: ReadonlySet<UnitKind> = new Set<UnitKind>(['infantry', 'cavalry', 'air', 'dragon', 'citadel']);

/**
 * The whole map (hexes of 22 px) reads by its colours, borders, rivers and places; patterns and
 * hex labels come in on a crop, where hexes are bigger. Leaving them out also keeps the whole
 * map's PNG small enough to encode within the 100 ms.
 */
const FINE_DETAIL = { patterns: 24, labels: 24 };
/** The whole map's width in pixels: 64 columns at about 18 px a hex radius. */
const WHOLE_MAP_WIDTH = 2060;

export type NationLook = ReadonlyMap<string, { name: string; colour: string }>;

export function dragonsOfGloryPicture(map: StrategicMap, nations: NationLook): (view: DogView) => HexBoardScene {
  // The ground is the same for every picture of the game: built once, cached by the renderer under its key.
  let layer: TerrainLayer | undefined;
  return (view) => {
    layer ??= terrainLayer(map, nations);
    const status = [`Turn ${view.turn} of ${view.lastTurn}`, view.phase, `Initiative: ${SIDE_LOOK[view.initiative].label}`, ...(view.paths ? [plStatus(view.paths)] : []), ...(view.status ? [view.status] : [])].join(' · ');
    const hand = view.paths && handStrip(view.paths);
    return {
      kind: 'hex-board',
      geometry: map.geometry,
      key: layer.key,
      cols: map.cols,
      rows: map.rows,
      hexes: layer.hexes,
      hexsides: layer.hexsides,
      borders: layer.borders,
      detailFrom: FINE_DETAIL,
      // The whole continent at hexes of about 18 px (the counters still read; /game map area: zooms in).
      width: WHOLE_MAP_WIDTH,
      ...(view.area ? { crop: view.area } : {}),
      counters: withBerem(view.stacks.map((s) => stackCounter(s, nations)), view.paths),
      arrows: view.moves.filter((m) => m.path.length > 1).map((m) => ({ path: m.path, colour: lighten(SIDE_LOOK[m.side].colour) })),
      markers: view.battles.map((b) => ({ at: b.hex, from: b.from, text: b.text })),
      ...(view.control?.length ? { pennants: view.control.map((c) => ({ at: c.hex, colour: SIDE_LOOK[c.side].colour })) } : {}),
      title: `Dragons of Glory · ${view.title}`,
      status,
      legend: [SIDE_LOOK.highlord, SIDE_LOOK.whitestone].map((s) => ({ colour: s.colour, label: s.label })),
      ...(hand ? { hand } : {}),
    };
  };
}

/** Berem's marker, sharing his hex with the stack there (each drawn smaller, side by side), or alone. */
function withBerem(counters: SceneCounter[], pl: PlView | undefined): SceneCounter[] {
  const berem = pl && beremCounter(pl, { highlord: SIDE_LOOK.highlord.colour, whitestone: SIDE_LOOK.whitestone.colour });
  if (!berem) return counters;
  const at = hexKey(berem.hexes[0]!);
  const shared = counters.some((c) => hexKey(c.hexes[0]!) === at);
  if (!shared) return [...counters, berem];
  return [...counters.map((c) => (hexKey(c.hexes[0]!) === at ? { ...c, stack: { place: 0, of: 2 } } : c)), { ...berem, stack: { place: 1, of: 2 } }];
}

/** A stack's total strength: its armies', air units', dragons' and citadels' (leaders and fleets rate, they do not count). */
export function stackStrength(stack: DogStack): number {
  return stack.units.reduce((sum, u) => sum + (FIGHTING.has(u.kind) ? u.strength : 0), 0);
}

/** The stack's top unit as a counter: its nation's colour, its side's outline, its strength and movement; a count and total for a stack of several. */
function stackCounter(stack: DogStack, nations: NationLook): SceneCounter {
  const top = stack.units[0];
  const side = SIDE_LOOK[stack.side].colour;
  const fill = (top && nations.get(top.nation)?.colour) ?? side;
  const ink = isDark(fill) ? '#fbf6e8' : '#1d1a16';
  const badges: CounterBadge[] = [];
  if (stack.units.length > 1) {
    badges.push({ text: String(stack.units.length), corner: 'top-left', size: 0.26, disc: { fill: '#fbf6e8', ink: '#1d1a16' } });
    badges.push({ text: String(stackStrength(stack)), corner: 'bottom-right', size: 0.26, disc: { fill: side, ink: '#fbf6e8' } });
  }
  return {
    hexes: [stack.hex],
    fill,
    ink,
    border: side,
    lines: top
      ? [
          { text: unitWord(top), at: -0.2, size: 0.27, fit: 0.9 },
          { text: `${top.strength}-${top.movement}`, at: 0.17, size: 0.4 },
        ]
      : [],
    badges,
    // A depleted unit shows its back: a pale corner.
    ...(top?.depleted ? { flag: '#f2e6c4' } : {}),
  };
}

/** A leader, a dragon or a wizard by its name (its first word); an army by its kind. */
function unitWord(unit: DogStack['units'][number]): string {
  if (unit.kind === 'leader' || unit.kind === 'dragon' || unit.kind === 'wizard') return unit.name.split(/\s+/)[0] ?? KIND_WORD[unit.kind];
  return KIND_WORD[unit.kind];
}

/** A side's colour, halfway to white: an arrow shows over counters of its own colour. */
function lighten(colour: string): string {
  const c = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return `#${c.map((v) => Math.round(v + (255 - v) * 0.45).toString(16).padStart(2, '0')).join('')}`;
}
