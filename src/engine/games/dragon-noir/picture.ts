import type { DnView } from './view.ts';
import { TERRAIN, type DnBoard, type DnHex, type TerrainId } from './terrain.ts';
import { fromSideKey, type Cell } from '../../hex/board.ts';
import { DIRECTIONS, hexKey, neighbour, type Direction, type Hex } from '../../hex/hex.ts';
import { labelOf } from '../../hex/labels.ts';
import { frontAngle } from '../../hex/footprint.ts';
import type { CounterBadge, CounterLine, HexBoardScene, Pattern, SceneCounter, SceneHex, SceneHexside, SceneLine, SceneMark, SceneOutline, ScenePlank } from '../../scene/hex-board.ts';

/**
 * How Dragon Noir looks: terrain colours, side colours, and counters in the printed style (name
 * on top, then attack, defence, circled if armoured, and movement), as a hex-board scene.
 */

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
  rock: { fill: '#3d3831' },
  'steep-stairs': { fill: '#8f8472', pattern: 'steps' },
  pillar: { fill: '#c9bfae', pattern: 'stones' },
  entrance: { fill: '#3e3a35', pattern: 'chasm' },
};

export const SIDE_COLOURS = [
  { colour: '#b3372e', ink: '#fff7e6' },
  { colour: '#2f5d9e', ink: '#fff7e6' },
  // The Gharvs (DN2), no side's: a swamp green.
  { colour: '#3f6b3a', ink: '#eef5d6' },
];

const BADGES = { shortbow: 'SB', longbow: 'LB', crossbow: 'XB' } as const;

export function dragonNoirPicture(view: DnView): HexBoardScene {
  const { board } = view;
  const { hexes, hexsides, planks, outlines } = boardScene(board);
  const colourOf = (sideIndex: number) => SIDE_COLOURS[sideIndex % SIDE_COLOURS.length]!;
  const sideIndexOf = new Map(view.units.map((u) => [u.id, u.sideIndex]));
  // Two living characters in one hex stand one above the other (2.37): both must show.
  const livingIn = new Map<string, number>();
  for (const u of view.units) if (u.status !== 'dead' && u.hexes.length === 1) livingIn.set(`${u.hexes[0]!.q},${u.hexes[0]!.r}`, (livingIn.get(`${u.hexes[0]!.q},${u.hexes[0]!.r}`) ?? 0) + 1);
  const stacked = (u: DnView['units'][number]) => u.status !== 'dead' && u.hexes.length === 1 && (livingIn.get(`${u.hexes[0]!.q},${u.hexes[0]!.r}`) ?? 0) > 1;
  const counters: DnCounter[] = view.units.map((u) => ({
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
    ...(stacked(u) ? { stack: u.below ? ('lower' as const) : ('upper' as const) } : {}),
    ...(u.invisible || u.hidden ? { ghost: true } : {}),
    ...(u.spells?.length ? { enchanted: true } : {}),
    ...(u.facing !== undefined && !u.shape ? { facing: u.facing } : {}),
    ...(u.shape && u.facing !== undefined ? { front: frontAngle(u.shape, u.facing) } : {}),
  }));
  // Riderless horses stand on the map in their side's colour, paler; dead ones lie as bodies.
  const horses: DnCounter[] = view.horses.map((h) => ({
    hexes: h.hexes,
    colour: colourOf(h.sideIndex).colour,
    ink: colourOf(h.sideIndex).ink,
    name: h.name,
    attack: 0,
    defence: h.defence,
    armoured: h.armoured,
    move: 0,
    status: h.dead ? 'dead' : 'healthy',
    facing: h.facing,
    kind: 'horse',
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
  // Terrain spells (3.52) are drawn over the printed map, which stays cached as it is.
  const overlay = {
    hexes: [...view.magic.overlay.hexes.map((h) => ({ hex: h.hex, label: labelOf(h.hex), ...TERRAIN_LOOK[h.terrain] })), ...secretMarks(view, hexes)],
    hexsides: view.magic.overlay.hexsides.map((side) => ({ hex: side.hex, direction: side.direction as Direction, kind: side.kind as SceneHexside['kind'] })),
  };
  // The dead lie under the living; of two in a hex, the lower is drawn first.
  const all = [...horses, ...counters];
  const drawn = [...all.filter((c) => c.status === 'dead'), ...all.filter((c) => c.status !== 'dead' && c.stack === 'lower'), ...all.filter((c) => c.status !== 'dead' && c.stack !== 'lower')];
  return {
    kind: 'hex-board',
    key: `dragon-noir:${board.fingerprint}`,
    ...(overlay.hexes.length || overlay.hexsides.length ? { overlay } : {}),
    ...(view.magic.circles.length ? { circles: view.magic.circles } : {}),
    ...(view.magic.fireballs.length ? { fireballs: view.magic.fireballs } : {}),
    cols: board.cols,
    rows: board.rows,
    hexes,
    hexsides,
    planks,
    outlines,
    counters: drawn.map(counterPiece),
    arrows,
    markers,
    lines,
    title: `${view.title} · ${view.scenario}`,
    status,
    legend: [...view.sides.map((s, i) => ({ colour: colourOf(i).colour, label: s.label })), ...(view.units.some((u) => u.sideIndex === 2) ? [{ colour: colourOf(2).colour, label: 'Gharvs' }] : [])],
    ...(view.boats.length ? { boats: view.boats.map((b) => ({ hexes: b.hexes, text: b.name })) } : {}),
  };
}

/** A character or a horse as the rules see it, before it becomes a piece of the picture. */
interface DnCounter {
  hexes: Hex[];
  colour: string;
  ink: string;
  name: string;
  attack: number;
  defence: number;
  armoured: boolean;
  move: number;
  status: 'healthy' | 'wounded' | 'stunned' | 'berserk' | 'dead';
  badge?: string;
  stack?: 'upper' | 'lower';
  ghost?: boolean;
  enchanted?: boolean;
  facing?: Direction;
  kind?: 'horse';
  front?: number;
}

const WOUNDED = '#d62828';
/** The Crazy Ork gone berserk (4.2): an orange outline and a BSK tag, not a wound's red. */
const BERSERK = '#f08c00';
const BODY = '#5a5652';
const BODY_INK = '#e8e2d6';

/**
 * The printed counter as a generic piece: the name on top; attack, defence (circled if armoured)
 * and movement below; a riderless horse and a stunned character show their defence alone, a
 * stunned one with STUNNED over it; the dead are grey and crossed out; a wound is a red corner
 * and a red outline, berserk an orange outline and a BSK tag, a spell a violet outline.
 */
function counterPiece(c: DnCounter): SceneCounter {
  const dead = c.status === 'dead';
  const horse = c.kind === 'horse';
  const defence = { text: String(c.defence), size: c.armoured ? 0.25 : 0.3, ...(c.armoured ? { ring: true } : {}) };
  const shared = {
    hexes: c.hexes,
    ink: dead ? BODY_INK : c.ink,
    ...(c.ghost ? { ghost: true } : {}),
  };
  if (c.front !== undefined && c.hexes.length > 1) {
    // Laid on the grid; its "height" is two radii, so these lines sit 0.45 radii above and below its middle.
    return {
      ...shared,
      fill: dead ? BODY : c.status === 'stunned' ? blend(c.colour) : c.colour,
      border: c.status === 'wounded' ? WOUNDED : c.status === 'berserk' ? BERSERK : c.enchanted ? '#9b5de5' : 'rgba(0,0,0,0.6)',
      lines: [
        { text: c.name, at: -0.225, size: 0.3, fit: 0.85 },
        { text: dead ? 'dead' : `${c.attack}-${c.defence}-${c.move}`, at: 0.225, size: 0.3 },
      ],
      onGrid: dead ? {} : { front: c.front },
    };
  }
  const name: CounterLine = { text: c.name, at: -0.25, size: 0.28, fit: 0.92 };
  const lines: CounterLine[] = dead
    ? [name]
    : horse
      ? [name, { cells: [defence], at: 0.18, size: 0.3 }]
      : c.status === 'stunned'
        ? [name, { cells: [defence], at: 0.18, size: 0.3 }, { text: 'STUNNED', at: 0, size: 0.2 }]
        : [name, { cells: [{ text: String(c.attack) }, defence, { text: String(c.move) }], at: 0.2, size: 0.3 }];
  const badges: CounterBadge[] = dead
    ? []
    : [...(c.badge ? [{ text: c.badge, corner: 'bottom-left' as const }] : []), ...(c.status === 'berserk' ? [{ text: 'BSK', corner: 'bottom-right' as const }] : [])];
  return {
    ...shared,
    fill: dead ? BODY : c.status === 'stunned' || horse ? mix(c.colour, '#c9c2a5') : c.colour,
    border: c.status === 'wounded' ? WOUNDED : c.status === 'berserk' ? BERSERK : c.enchanted ? '#b06ee8' : 'rgba(0,0,0,0.6)',
    lines,
    ...(dead ? { cross: BODY_INK } : {}),
    ...(c.status === 'wounded' && !horse ? { flag: WOUNDED } : {}),
    ...(badges.length ? { badges } : {}),
    ...(c.facing !== undefined && c.hexes.length > 1 && !dead ? { notch: true } : {}),
    ...(c.stack ? { stack: { place: c.stack === 'lower' ? 0 : 1, of: 2 } } : {}),
  };
}

/** Half-way between two colours: a stunned character, a riderless horse. */
function mix(a: string, b: string): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const m = [16, 8, 0].map((s) => Math.round((ch(pa, s) + ch(pb, s)) / 2));
  return `#${m.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A stunned counter laid on the grid, drawn paler (never, for the Krobs and the dragons, but the view allows it). */
function blend(colour: string): string {
  const n = Number.parseInt(colour.slice(1), 16);
  const mixTo = (shift: number, to: number) => Math.round((((n >> shift) & 255) + to) / 2);
  return `rgb(${mixTo(16, 0xc9)},${mixTo(8, 0xc2)},${mixTo(0, 0xa5)})`;
}

function lighten(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const up = (v: number) => Math.min(255, Math.round(v + (255 - v) * 0.35));
  return `#${[16, 8, 0].map((s) => up((n >> s) & 255).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The board's part of the picture, the same all game long (drawn once per board):
 * - terrain, shaded by level: each level below 0 darker (x0.83 a level), above 0 lighter, and
 *   every hex off level 0 carries its level at its foot ("-1", "+1", "-1½" for a stairway);
 * - a cliff line with hachures wherever a hex looks down on a lower one with no way between
 *   (no stairway or slope), so drops read at a glance; solid rock as one dark mass;
 * - hexsides: walls, doors, windows, demolished walls, arrow-slits, bars and cell doors, low walls, railings;
 * - areas: walkways as planks over their hexes, a trapdoor, the numbered entrances to the deep
 *   dungeons (a black disc), the cells' numbers (a red ring), the boat's starting places (a
 *   dashed outline round its two hexes).
 */
const boardScenes = new WeakMap<DnBoard, Pick<HexBoardScene, 'hexes' | 'hexsides' | 'planks' | 'outlines'>>();

function boardScene(board: DnBoard): Pick<HexBoardScene, 'hexes' | 'hexsides' | 'planks' | 'outlines'> {
  const cached = boardScenes.get(board);
  if (cached) return cached;
  const cellAt = (h: Cell<DnHex>['hex']) => board.cells.get(hexKey(h));
  const hexes: SceneHex[] = [...board.cells.values()].map((cell) => {
    const { terrain, level, features } = cell.data;
    const look = TERRAIN_LOOK[terrain];
    if (TERRAIN[terrain].opaque) return { hex: cell.hex, label: cell.label, fill: look.fill, solid: true };
    const marks = marksOf(features);
    return {
      hex: cell.hex,
      label: cell.label,
      ...look,
      fill: shade(look.fill, level),
      ...(level !== 0 ? { badge: levelText(level) } : {}),
      ...(marks.length ? { marks } : {}),
    };
  });
  const hexsides: SceneHexside[] = [];
  const planks: ScenePlank[] = [];
  const boats = new Map<string, SceneOutline>();
  for (const cell of board.cells.values()) {
    const here = cell.data;
    if (TERRAIN[here.terrain].opaque) continue;
    for (const d of DIRECTIONS) {
      const next = cellAt(neighbour(cell.hex, d));
      if (!next || TERRAIN[next.data.terrain].opaque) continue;
      const there = next.data;
      const way = (TERRAIN[here.terrain].changesLevel || TERRAIN[there.terrain].changesLevel) && here.level - there.level <= 1;
      if (here.level > there.level && !way) hexsides.push({ hex: cell.hex, direction: d, kind: 'cliff' });
      if (here.features.includes('walkway')) {
        const sameWalkway = there.features.some((f) => f.startsWith('walkway') && here.features.includes(f));
        // A walkway runs on to the next hex of the same walkway, and up onto the hexes it rests on.
        if (sameWalkway && hexKey(cell.hex) < hexKey(next.hex)) planks.push({ from: cell.hex, to: next.hex });
        if (!sameWalkway && there.level >= here.level + 1) planks.push({ from: cell.hex, to: next.hex, reach: 0.62 });
      }
    }
    for (const f of here.features) {
      const boat = /^boat-(\d+)$/.exec(f);
      if (!boat) continue;
      const outline = boats.get(boat[1]!) ?? { hexes: [], text: `boat ${boat[1]}` };
      outline.hexes.push(cell.hex);
      boats.set(boat[1]!, outline);
    }
  }
  for (const [key, kind] of board.hexsides) hexsides.push({ ...fromSideKey(key), kind: kind as SceneHexside['kind'] });
  const scene = { hexes, hexsides, planks, outlines: [...boats.values()] };
  boardScenes.set(board, scene);
  return scene;
}

/**
 * Markers (1.53), spider webs, and the deep entrance No. 4 when this viewer may know it, drawn on their hexes
 * over the cached board: face down a mauve disc with the marker's name, face up what it showed;
 * the real one ringed in gold for the side told.
 */
function secretMarks(view: DnView, board: SceneHex[]): SceneHex[] {
  const byKey = new Map(board.map((h) => [hexKey(h.hex), h]));
  const marked = new Map<number, SceneHex>();
  const add = (hex: DnView['secret']['markers'][number]['hex'], mark: SceneMark) => {
    const known = marked.get(hexKey(hex));
    const base = known ?? byKey.get(hexKey(hex));
    // A web alone is no spell: its hex gets no violet outline.
    const plain = mark.kind === 'web' && (known ? known.plain === true : true);
    if (!base) return;
    const { plain: _was, ...rest } = base;
    marked.set(hexKey(hex), { ...rest, marks: [...(base.marks ?? []), mark], ...(plain ? { plain: true } : {}) });
  };
  for (const m of view.secret.markers) {
    const text = m.face === 'down' ? m.label : m.face === 'real' ? m.label.replace('?', '!') : '—';
    add(m.hex, { kind: 'disc', text, fill: m.face === 'nothing' ? '#8a8079' : '#7b4f9e', ink: '#fff7e6', ring: m.known ? '#e8b923' : '#fff7e6' });
  }
  if (view.secret.entranceFour) add(view.secret.entranceFour.hex, { kind: 'disc', text: '4', fill: '#1c1a17', ink: '#f4ecd8', ring: '#f4ecd8' });
  // Spider webs change in play (2.46), so they too are drawn over the cached board.
  for (const w of view.webs) add(w.hex, { kind: 'web', torn: w.torn });
  return [...marked.values()];
}

function marksOf(features: readonly string[]): SceneMark[] {
  const marks: SceneMark[] = [];
  if (features.includes('trapdoor')) marks.push({ kind: 'trapdoor' });
  for (const f of features) {
    const deep = /^deep-entrance-(\d+)$/.exec(f);
    if (deep) marks.push({ kind: 'disc', text: deep[1]!, fill: '#1c1a17', ink: '#f4ecd8', ring: '#f4ecd8' });
  }
  if (features.includes('cell-number')) {
    const cell = features.map((f) => /^cell-(\d+)$/.exec(f)).find((m) => m);
    if (cell) marks.push({ kind: 'disc', text: cell[1]!, fill: '#f4ecd8', ink: '#b8281c', ring: '#b8281c' });
  }
  return marks;
}

/** Darker by 17% a level below 0, lighter by 18% a level above. */
export function shade(colour: string, level: number): string {
  if (level === 0) return colour;
  const n = parseInt(colour.slice(1), 16);
  const f = (v: number) => (level < 0 ? Math.round(v * Math.max(0, 1 - 0.17 * -level)) : Math.min(255, Math.round(v + (255 - v) * 0.18 * level)));
  return `#${[16, 8, 0].map((s) => f((n >> s) & 255).toString(16).padStart(2, '0')).join('')}`;
}

/** "+1", "-1", "-2", and the half levels of stairways as "-½", "-1½". */
export function levelText(level: number): string {
  const sign = level > 0 ? '+' : '−';
  const whole = Math.floor(Math.abs(level));
  const half = Math.abs(level) - whole >= 0.5 ? '½' : '';
  return `${sign}${whole || !half ? whole : ''}${half}`;
}
