import type { Viewer } from '../../core/events.ts';
import type { PhaseSpec } from '../../core/module.ts';
import { edgeBetween } from '../../grid/edges.ts';
import { labelOf } from '../../grid/labels.ts';
import { ORTHOGONAL, offset, sameSquare, squareKey, type Square, type SquareKey } from '../../grid/square.ts';
import { hash } from './dungeon.ts';
import { partySight } from './fog.ts';
import type { FurnitureKind } from './quest.ts';
import { DK_SEAT, type DqState } from './state.ts';
import { startingBody } from './monsters.ts';
import { doorOpen, monsterOf, type Table } from './world.ts';

/**
 * What one viewer may see of a quest: the only thing the renderer is given. The heroes (and the
 * public, and the channel) share one view: the squares they have uncovered, the monsters in
 * sight, the traps and hidden doors found. The Demon King's view holds the whole dungeon, what is
 * hidden in it marked as such.
 */

export type Side = 'north' | 'east' | 'south' | 'west';

export interface ViewSquare {
  x: number;
  y: number;
  label: string;
  /** The room's id, or null in a passage. */
  room: string | null;
  /** Uncovered by the heroes (the Demon King's view shades the rest). */
  revealed: boolean;
}

export interface ViewEdge {
  x: number;
  y: number;
  side: Side;
}

export interface ViewDoor extends ViewEdge {
  label: string;
  state: 'closed' | 'open' | 'hidden' | 'found';
}

export interface ViewFigure {
  id: string;
  name: string;
  side: 'hero' | 'monster';
  kind: string;
  x: number;
  y: number;
  bp: number;
  maxBp: number;
  inPit: boolean;
  /** On the Demon King's map: a monster the heroes do not see now. */
  unseen: boolean;
}

export type MarkerKind = 'stairs' | 'pitfall' | 'rock' | 'hidden-pitfall' | 'hidden-crush' | 'treasure' | 'chest-trap';

export interface ViewMarker {
  x: number;
  y: number;
  kind: MarkerKind;
  /** What the marker says: a treasure's or a chest trap's name. */
  text?: string;
}

export interface DqView {
  module: 'dungeon';
  title: string;
  quest: string;
  viewer: Viewer;
  seer: 'heroes' | 'demon-king';
  heading: string;
  whoseMove: string;
  cols: number;
  rows: number;
  /** Names what never changes between two pictures with the same value: layout, fog, furniture. */
  layer: string;
  squares: ViewSquare[];
  walls: ViewEdge[];
  doors: ViewDoor[];
  rooms: Array<{ id: string; name: string; squares: Square[] }>;
  furniture: Array<{ kind: FurnitureKind; name: string; squares: Square[] }>;
  figures: ViewFigure[];
  markers: ViewMarker[];
  moves: Array<{ path: Square[]; side: 'hero' | 'monster' }>;
  fights: Array<{ at: Square; from: Square; text: string }>;
  party: Array<{ name: string; bp: number; maxBp: number; gold: number; dead: boolean; inPit: boolean }>;
  outcome: DqState['outcome'];
}

/** A game master, or the Demon King's player if the quest began with one (`demonKingOnly`). */
export function seesAll(viewer: Viewer, state: Pick<DqState, 'dk'>): boolean {
  return viewer.kind === 'gm' || (viewer.kind === 'seat' && viewer.seat === DK_SEAT && state.dk === 'human');
}

function sideOf(a: Square, b: Square): Side {
  if (b.x > a.x) return 'east';
  if (b.x < a.x) return 'west';
  return b.y > a.y ? 'south' : 'north';
}

export function buildView(table: Table, phase: PhaseSpec, viewer: Viewer): DqView {
  const { state, dungeon } = table;
  const all = seesAll(viewer, state) || state.outcome !== null;
  const revealed = new Set<SquareKey>(state.revealed);
  const shown = (s: Square) => dungeon.isFloor(s) && (all || revealed.has(squareKey(s)));
  const sight = partySight(table);
  const squares: ViewSquare[] = dungeon.floor.filter(shown).map((s) => ({ x: s.x, y: s.y, label: labelOf(s), room: dungeon.room(s)?.id ?? null, revealed: revealed.has(squareKey(s)) }));
  const walls: ViewEdge[] = [];
  const doors: ViewDoor[] = [];
  const seenEdges = new Set<number>();
  for (const s of squares) {
    for (const d of ORTHOGONAL) {
      const n = offset(s, d);
      const inside = dungeon.inside(n);
      const e = inside ? edgeBetween(s, n)! : undefined;
      if (e !== undefined) {
        if (seenEdges.has(e)) continue;
        seenEdges.add(e);
      }
      const kind = e === undefined ? 'wall' : dungeon.edge(e);
      if (kind === 'open') continue;
      const door = e === undefined ? undefined : dungeon.doors.get(e);
      if (!door || (door.hidden && !all && !state.foundDoors.includes(door.label))) {
        walls.push({ x: s.x, y: s.y, side: sideOf(s, n) });
        continue;
      }
      const open = doorOpen(table, door.edge);
      doors.push({ x: s.x, y: s.y, side: sideOf(s, n), label: door.label, state: door.hidden ? (open ? 'found' : 'hidden') : open ? 'open' : 'closed' });
    }
  }
  const roomShown = (id: string) => squares.some((s) => s.room === id);
  const rooms = dungeon.quest.rooms.filter((r) => roomShown(r.id)).map((r) => ({ id: r.id, name: r.name, squares: r.squares }));
  const furniture = dungeon.quest.furniture.filter((f) => f.squares.some(shown)).map((f) => ({ kind: f.kind, name: f.name, squares: f.squares }));
  const figures: ViewFigure[] = [];
  for (const h of state.heroes) {
    if (h.dead || !h.at) continue;
    figures.push({ id: h.id, name: h.name, side: 'hero', kind: h.id, x: h.at.x, y: h.at.y, bp: h.bp, maxBp: h.maxBp, inPit: h.inPit, unseen: false });
  }
  for (const m of state.monsters) {
    if (m.dead || !m.at) continue;
    const visible = sight.has(squareKey(m.at));
    if (!visible && !all) continue;
    figures.push({ id: m.id, name: m.name, side: 'monster', kind: m.kind, x: m.at.x, y: m.at.y, bp: m.bp, maxBp: Math.max(m.bp, startingBody(monsterOf(m), state.options.monsterBody)), inPit: m.inPit, unseen: !visible });
  }
  const markers: ViewMarker[] = [];
  for (const s of dungeon.quest.stairs) if (shown(s)) markers.push({ x: s.x, y: s.y, kind: 'stairs' });
  for (const t of state.traps) {
    if (t.status === 'disarmed') continue;
    if (t.status === 'found') markers.push({ x: t.at.x, y: t.at.y, kind: t.kind === 'pitfall' ? 'pitfall' : 'rock' });
    else if (all) markers.push({ x: t.at.x, y: t.at.y, kind: t.kind === 'pitfall' ? 'hidden-pitfall' : 'hidden-crush' });
  }
  if (all) {
    for (const t of dungeon.quest.treasure) {
      if (state.treasureTaken.includes(t.id)) continue;
      const room = dungeon.roomById(t.room)!;
      const s = room.squares.find((q) => !dungeon.furnitureAt(q) && !dungeon.quest.stairs.some((x) => sameSquare(x, q))) ?? room.squares[0]!;
      markers.push({ x: s.x, y: s.y, kind: 'treasure', text: `${t.name} is in ${room.name}` });
    }
    for (const c of state.chestTraps) {
      if (c.status !== 'armed') continue;
      const chest = dungeon.quest.furniture.find((f) => f.id === c.chest)!;
      const trap = dungeon.quest.chestTraps.find((t) => t.chest === c.chest)!;
      markers.push({ x: chest.squares[0]!.x, y: chest.squares[0]!.y, kind: 'chest-trap', text: trap.name });
    }
  }
  const moves = state.moves.filter((m) => all || m.public).map((m) => ({ path: m.path, side: state.heroes.some((h) => h.name === m.who) ? ('hero' as const) : ('monster' as const) }));
  const fights = state.fights.filter((f) => all || f.public).map((f) => ({ at: f.at, from: f.from, text: f.text }));
  const seer = seesAll(viewer, state) ? 'demon-king' : 'heroes';
  const heading = phase.label;
  const whoseMove = state.outcome
    ? state.outcome.winners.includes(DK_SEAT)
      ? 'The Demon King wins'
      : 'The heroes win'
    : phase.active.length
      ? `${phase.active.map((a) => (a === DK_SEAT ? 'Demon King' : (state.heroes.find((h) => h.id === a)?.name ?? a))).join(', ')} to ${phase.mode === 'simultaneous' ? 'get ready' : 'act'}`
      : '';
  return {
    module: 'dungeon',
    title: "The Demon King's Dungeon",
    quest: dungeon.quest.title,
    viewer,
    seer,
    heading,
    whoseMove,
    cols: dungeon.cols,
    rows: dungeon.rows,
    layer: `${dungeon.fingerprint}:${all ? 'all' : 'heroes'}:${hash(state.revealed.join(','))}`,
    squares,
    walls,
    doors,
    rooms,
    furniture,
    figures,
    markers,
    moves,
    fights,
    party: state.heroes.map((h) => ({ name: h.name, bp: h.bp, maxBp: h.maxBp, gold: h.gold, dead: h.dead, inPit: h.inPit })),
    outcome: state.outcome,
  };
}

/**
 * Every fact a view shows, in the words `secrets()` uses, so a test can check that a picture
 * given to the heroes holds none of theirs.
 */
export function viewFacts(view: DqView): string[] {
  const facts: string[] = [];
  for (const f of view.figures) facts.push(`${f.name} at ${labelOf(f)}`);
  for (const m of view.markers) {
    if (m.kind === 'pitfall' || m.kind === 'hidden-pitfall') facts.push(`pitfall at ${labelOf(m)}`);
    if (m.kind === 'rock' || m.kind === 'hidden-crush') facts.push(`crush trap at ${labelOf(m)}`);
    if ((m.kind === 'treasure' || m.kind === 'chest-trap') && m.text) facts.push(m.text);
  }
  for (const d of view.doors) if (d.state === 'hidden' || d.state === 'found') facts.push(`hidden door at ${d.label}`);
  for (const r of view.rooms) facts.push(r.name);
  return facts;
}
