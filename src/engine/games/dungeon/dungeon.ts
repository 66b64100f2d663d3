import { edgeBetween, edgeLabel, edgeSquares, type EdgeKey } from '../../grid/edges.ts';
import { offset, ORTHOGONAL, squareKey, type Square, type SquareKey } from '../../grid/square.ts';
import type { Furniture, Quest, Room } from './quest.ts';

/**
 * A quest's dungeon as the rules see it: which squares are floor, which room or passage each
 * belongs to, and what stands on the edges between squares. Built once per quest; what changes
 * during play (open doors, found traps, fallen rocks) is in the state.
 *
 * An edge is a wall wherever floor meets rock, or a room meets a passage or another room, unless
 * the quest puts a door there: so a room is drawn by its letters on the map and its doors.
 */

export type EdgeKind = 'open' | 'wall' | 'door' | 'hidden-door';

export interface Door {
  edge: EdgeKey;
  /** "C7/C8": how players name it. */
  label: string;
  hidden: boolean;
  squares: [Square, Square];
}

export interface Dungeon {
  quest: Quest;
  cols: number;
  rows: number;
  /** Names the layout, for caching what is drawn of it. */
  fingerprint: string;
  floor: Square[];
  inside(s: Square): boolean;
  isFloor(s: Square): boolean;
  /** The room a square is in, if any. */
  room(s: Square): Room | undefined;
  roomById(id: string): Room | undefined;
  edge(e: EdgeKey): EdgeKind;
  between(a: Square, b: Square): EdgeKind;
  doors: Map<EdgeKey, Door>;
  doorByLabel(label: string): Door | undefined;
  /** The doors (hidden ones too) in a room's walls. */
  doorsOf(roomId: string): Door[];
  furnitureAt(s: Square): Furniture | undefined;
  /** The floor squares beside a square that no wall parts from it (doors of any kind included). */
  links(s: Square): readonly Link[];
}

export interface Link {
  to: Square;
  edge: EdgeKey;
  kind: Exclude<EdgeKind, 'wall'>;
}

export function buildDungeon(quest: Quest): Dungeon {
  const { cols, rows, areas } = quest;
  const inside = (s: Square) => s.x >= 0 && s.y >= 0 && s.x < cols && s.y < rows;
  const areaAt = (s: Square) => (inside(s) ? areas[s.y * cols + s.x]! : null);
  const rooms = new Map(quest.rooms.map((r) => [r.id, r]));
  const doors = new Map<EdgeKey, Door>();
  for (const [edges, hidden] of [[quest.doors, false], [quest.hiddenDoors, true]] as const) {
    for (const edge of edges) doors.set(edge, { edge, label: edgeLabel(edge), hidden, squares: edgeSquares(edge) });
  }
  const doorsByRoom = new Map<string, Door[]>();
  for (const door of doors.values()) {
    for (const s of door.squares) {
      const area = areaAt(s);
      if (area && area !== 'corridor') doorsByRoom.set(area, [...(doorsByRoom.get(area) ?? []), door]);
    }
  }
  const furniture = new Map<SquareKey, Furniture>();
  for (const f of quest.furniture) for (const s of f.squares) furniture.set(squareKey(s), f);
  const edgeKinds = new Map<EdgeKey, EdgeKind>();
  const kindOf = (e: EdgeKey): EdgeKind => {
    const cached = edgeKinds.get(e);
    if (cached) return cached;
    const door = doors.get(e);
    let kind: EdgeKind;
    if (door) kind = door.hidden ? 'hidden-door' : 'door';
    else {
      const [a, b] = edgeSquares(e);
      const x = areaAt(a);
      const y = areaAt(b);
      kind = x !== null && x === y ? 'open' : 'wall';
    }
    edgeKinds.set(e, kind);
    return kind;
  };
  const floor: Square[] = [];
  for (let y = 0; y < rows; y++) for (let x = 0; x < cols; x++) if (areas[y * cols + x] !== null) floor.push({ x, y });
  const byLabel = new Map([...doors.values()].map((d) => [d.label, d]));
  // Searches ask for a square's neighbours thousands of times a turn: work them out once.
  const links = new Map<SquareKey, Link[]>();
  for (const s of floor) {
    const out: Link[] = [];
    for (const d of ORTHOGONAL) {
      const to = offset(s, d);
      if (!inside(to) || areaAt(to) === null) continue;
      const edge = edgeBetween(s, to)!;
      const kind = kindOf(edge);
      if (kind !== 'wall') out.push({ to, edge, kind });
    }
    links.set(squareKey(s), out);
  }
  return {
    quest,
    cols,
    rows,
    fingerprint: `${quest.id}:${cols}x${rows}:${hash(areas.map((a) => a ?? '#').join(''))}:${hash([...doors.keys()].join(','))}`,
    floor,
    inside,
    isFloor: (s) => areaAt(s) !== null,
    room(s) {
      const area = areaAt(s);
      return area && area !== 'corridor' ? rooms.get(area) : undefined;
    },
    roomById: (id) => rooms.get(id),
    edge: kindOf,
    between(a, b) {
      if (!inside(a) || !inside(b)) return 'wall';
      const e = edgeBetween(a, b);
      return e === undefined ? 'wall' : kindOf(e);
    },
    doors,
    doorByLabel: (label) => byLabel.get(label),
    doorsOf: (roomId) => doorsByRoom.get(roomId) ?? [],
    furnitureAt: (s) => furniture.get(squareKey(s)),
    links: (s) => links.get(squareKey(s)) ?? [],
  };
}

/** A short, stable digest of a string (FNV-1a), for cache keys. */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
