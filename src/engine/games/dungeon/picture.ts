import type { DqView } from './view.ts';
import type { GridToken, SquareBoardScene } from '../../scene/square-board.ts';

/** How the dungeon looks, as a square-board scene: stone rooms and passages, hero tokens in their colours, monsters by kind. */

const ROOM = '#dccfb6';
const PASSAGE = '#b8ad97';

export const HERO_LOOK: Record<string, { colour: string; ink: string; letter: string }> = {
  warrior: { colour: '#c0392b', ink: '#fff7e6', letter: 'W' },
  dwarf: { colour: '#d68910', ink: '#1a1208', letter: 'D' },
  elf: { colour: '#1e8449', ink: '#fff7e6', letter: 'E' },
  magician: { colour: '#2e6fb5', ink: '#fff7e6', letter: 'M' },
};

const MONSTER_LOOK: Record<string, { colour: string; ink: string; short: string }> = {
  goblin: { colour: '#5d7a2f', ink: '#f4f1de', short: 'G' },
  orc: { colour: '#3e5a2a', ink: '#f4f1de', short: 'O' },
  monolizard: { colour: '#2f6f6a', ink: '#f4f1de', short: 'Mz' },
  skeleton: { colour: '#ece4cf', ink: '#2b2217', short: 'Sk' },
  zombie: { colour: '#8a9a7a', ink: '#1d1d12', short: 'Z' },
  mummy: { colour: '#d9c79c', ink: '#2b2217', short: 'Mu' },
  'dark-warrior': { colour: '#2d2d38', ink: '#e9e3ff', short: 'DW' },
  gargoyle: { colour: '#5b4e6e', ink: '#f4f1de', short: 'Ga' },
};

/** "O3" for Orc 3; a named monster ("Ulgrath") by its first two letters. */
function shortName(name: string, kind: string): string {
  const number = /\s(\d+)$/.exec(name);
  const look = MONSTER_LOOK[kind];
  if (number && look) return `${look.short}${number[1]}`;
  return name.replace(/[^A-Za-z]/g, '').slice(0, 2);
}

export function dungeonPicture(view: DqView): SquareBoardScene {
  const tokens: GridToken[] = view.figures.map((f) => {
    if (f.side === 'hero') {
      const look = HERO_LOOK[f.kind] ?? { colour: '#888', ink: '#fff', letter: f.name[0]! };
      return { x: f.x, y: f.y, text: look.letter, colour: look.colour, ink: look.ink, shape: 'circle', tally: `${f.bp}/${f.maxBp}`, inPit: f.inPit };
    }
    const look = MONSTER_LOOK[f.kind] ?? { colour: '#444', ink: '#fff', short: '?' };
    return { x: f.x, y: f.y, text: shortName(f.name, f.kind), colour: look.colour, ink: look.ink, shape: 'square', ...(f.bp > 1 || f.maxBp > 1 ? { tally: `${f.bp}` } : {}), faded: f.unseen, inPit: f.inPit };
  });
  const areaLabels = view.rooms.map((r) => {
    const xs = r.squares.map((s) => s.x);
    const ys = r.squares.map((s) => s.y);
    return { text: r.name, x: (Math.min(...xs) + Math.max(...xs) + 1) / 2, y: Math.max(...ys) + 0.82 };
  });
  const status = view.outcome ? `${view.heading} · ${view.whoseMove}` : `${view.heading}${view.whoseMove ? ` · ${view.whoseMove}` : ''}`;
  return {
    kind: 'square-board',
    key: `dungeon:${view.layer}`,
    cols: view.cols,
    rows: view.rows,
    squares: view.squares.map((s) => ({ x: s.x, y: s.y, label: s.label, fill: s.room ? ROOM : PASSAGE, ...(view.seer === 'demon-king' && !s.revealed ? { veiled: true } : {}) })),
    walls: view.walls,
    doors: view.doors.map((d) => ({ x: d.x, y: d.y, side: d.side, style: d.state })),
    areaLabels,
    furniture: view.furniture,
    tokens,
    markers: view.markers,
    arrows: view.moves.filter((m) => m.path.length > 1).map((m) => ({ path: m.path, colour: m.side === 'hero' ? '#f7d154' : '#e0533d' })),
    hits: view.fights,
    title: `${view.title} · ${view.quest}`,
    status,
    legend: view.seer === 'demon-king' ? [{ colour: '#c03ab8', label: "Demon King's map" }] : [],
    footer: view.party.map((p) => ({ colour: HERO_LOOK[p.name.toLowerCase()]?.colour ?? '#888', text: p.dead ? `${p.name} dead` : `${p.name} ${p.bp}/${p.maxBp} BP · ${p.gold} gold${p.inPit ? ' · in a pit' : ''}` })),
  };
}
