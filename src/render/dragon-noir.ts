import type { DnView } from '../engine/games/dragon-noir/view.ts';
import type { TerrainId } from '../engine/games/dragon-noir/terrain.ts';
import { fromSideKey } from '../engine/hex/board.ts';
import type { HexScene, Pattern, SceneHexside, SceneLine } from './scene.ts';

/** How Dragon Noir looks: terrain colours, side colours, and counters in the printed style. */

const TERRAIN_LOOK: Record<TerrainId, { fill: string; pattern?: Pattern }> = {
  flat: { fill: '#c8d49a' },
  scrub: { fill: '#b7c178', pattern: 'tufts' },
  slope: { fill: '#c2a477', pattern: 'hatch' },
  trees: { fill: '#7fa05a', pattern: 'trees' },
  water: { fill: '#5b8fc7', pattern: 'waves' },
  marsh: { fill: '#7d8f5b', pattern: 'tufts' },
  bridge: { fill: '#a9793f', pattern: 'planks' },
  rubble: { fill: '#a49a8a', pattern: 'rubble' },
  stones: { fill: '#5b8fc7', pattern: 'stones' },
  interior: { fill: '#c9bfae', pattern: 'flags' },
  paved: { fill: '#bdb5a6', pattern: 'flags' },
  stairs: { fill: '#b0a48e', pattern: 'steps' },
  crevasse: { fill: '#4a4036', pattern: 'chasm' },
  beach: { fill: '#e3d3a0', pattern: 'dots' },
  ramp: { fill: '#cdbb8a', pattern: 'hatch' },
  jetty: { fill: '#a9793f', pattern: 'planks' },
  'stone-bridge': { fill: '#b5ada0', pattern: 'flags' },
  tunnel: { fill: '#9e9a90' },
  rock: { fill: '#4d4840', pattern: 'rubble' },
  'steep-stairs': { fill: '#8f8472', pattern: 'steps' },
  pillar: { fill: '#c9bfae', pattern: 'stones' },
  entrance: { fill: '#3e3a35', pattern: 'chasm' },
};

export const SIDE_COLOURS = [
  { colour: '#b3372e', ink: '#fff7e6' },
  { colour: '#2f5d9e', ink: '#fff7e6' },
];

const BADGES = { shortbow: 'SB', longbow: 'LB', crossbow: 'XB' } as const;

export function dragonNoirScene(view: DnView): HexScene {
  const { board } = view;
  const hexes = [...board.cells.values()].map((cell) => ({ hex: cell.hex, label: cell.label, ...TERRAIN_LOOK[cell.data.terrain] }));
  const hexsides: SceneHexside[] = [...board.hexsides.entries()].map(([key, kind]) => ({ ...fromSideKey(key), kind: kind as SceneHexside['kind'] }));
  const colourOf = (sideIndex: number) => SIDE_COLOURS[sideIndex % SIDE_COLOURS.length]!;
  const sideIndexOf = new Map(view.units.map((u) => [u.id, u.sideIndex]));
  const counters = view.units.map((u) => ({
    hexes: u.hexes,
    colour: colourOf(u.sideIndex).colour,
    ink: colourOf(u.sideIndex).ink,
    name: u.name,
    attack: u.attack,
    defence: u.defence,
    armoured: u.armoured,
    move: u.move,
    status: u.status,
    ...(u.weapon ? { badge: BADGES[u.weapon] } : {}),
  }));
  const arrows = view.moves
    .filter((m) => m.path.length > 1)
    .map((m) => ({ path: m.path, colour: lighten(colourOf(sideIndexOf.get(m.unit) ?? 0).colour) }));
  const markers = view.combats.flatMap((c) => c.at.map((at) => ({ at, from: c.from, text: c.result })));
  const lines: SceneLine[] = view.shots.map((s) => ({ from: s.from, to: s.to, colour: '#f2f2f2', text: s.result }));
  if (view.sight) {
    const { from, to, path, clear, blockedAt } = view.sight;
    lines.push({ from, to, colour: clear ? '#46c8ff' : '#ff8a3d', hexes: path, ...(blockedAt ? { blockedAt } : {}) });
  }
  const status = view.outcome
    ? `Game over · ${view.outcome.winners.map((w) => view.sides.find((s) => s.id === w)?.label ?? w).join(', ') || 'no winner'}`
    : `${view.heading} · ${view.whoseMove}`;
  return {
    key: `dragon-noir:${board.fingerprint}`,
    cols: board.cols,
    rows: board.rows,
    hexes,
    hexsides,
    counters,
    arrows,
    markers,
    lines,
    title: `${view.title} · ${view.scenario}`,
    status,
    legend: view.sides.map((s, i) => ({ colour: colourOf(i).colour, label: s.label })),
  };
}

function lighten(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const up = (v: number) => Math.min(255, Math.round(v + (255 - v) * 0.35));
  return `#${[16, 8, 0].map((s) => up((n >> s) & 255).toString(16).padStart(2, '0')).join('')}`;
}
