import { edgeBetween, type EdgeKey } from '../../grid/edges.ts';
import { labelOf } from '../../grid/labels.ts';
import { squareKey, type Square, type SquareKey } from '../../grid/square.ts';
import type { SightRules } from '../../grid/sight.ts';
import type { Dungeon } from './dungeon.ts';
import { heroDef, type HeroId } from './heroes.ts';
import { monsterDef, type MonsterDef, type MonsterKind } from './monsters.ts';
import type { DqState, Hero, Monster, Trap } from './state.ts';

/** A quest in play: its state and its dungeon, and the questions every rule asks of them. */

export interface Table {
  state: DqState;
  dungeon: Dungeon;
}

export type Figure = { side: 'hero'; hero: Hero } | { side: 'monster'; monster: Monster };

export const at = (s: Square) => labelOf(s);

export function living(state: DqState): Hero[] {
  return state.heroes.filter((h) => !h.dead);
}

export function hero(state: DqState, id: HeroId): Hero {
  return state.heroes.find((h) => h.id === id)!;
}

export function monsterOf(m: Monster): MonsterDef {
  return monsterDef(m.kind as MonsterKind);
}

export function activeMonsters(state: DqState): Monster[] {
  return state.monsters.filter((m) => !m.dead && m.at);
}

/** Who stands on each square, built once per state. */
const occupancy = new WeakMap<DqState, Map<SquareKey, Figure>>();

export function figures(state: DqState): Map<SquareKey, Figure> {
  let map = occupancy.get(state);
  if (!map) {
    map = new Map();
    for (const h of state.heroes) if (!h.dead && h.at) map.set(squareKey(h.at), { side: 'hero', hero: h });
    for (const m of state.monsters) if (!m.dead && m.at) map.set(squareKey(m.at), { side: 'monster', monster: m });
    occupancy.set(state, map);
  }
  return map;
}

export function figureAt(state: DqState, s: Square): Figure | undefined {
  return figures(state).get(squareKey(s));
}

/** A door that stands open: an ordinary door opened, or a hidden door found (never closed again). */
export function doorOpen(table: Table, edge: EdgeKey): boolean {
  const door = table.dungeon.doors.get(edge);
  if (!door) return false;
  return door.hidden ? table.state.foundDoors.includes(door.label) : table.state.openDoors.includes(door.label);
}

/** Whether a figure may cross the edge between two neighbouring squares (and a blow pass it). */
export function edgeOpen(table: Table, a: Square, b: Square): boolean {
  const e = edgeBetween(a, b);
  if (e === undefined || !table.dungeon.inside(a) || !table.dungeon.inside(b)) return false;
  const kind = table.dungeon.edge(e);
  if (kind === 'open') return true;
  if (kind === 'wall') return false;
  return doorOpen(table, e);
}

const trapIndex = new WeakMap<readonly Trap[], Map<SquareKey, Trap>>();

/** The trap still on a square (hidden or found), looked up in an index made once per list of traps. */
export function trapAt(state: DqState, s: Square): Trap | undefined {
  let index = trapIndex.get(state.traps);
  if (!index) {
    index = new Map(state.traps.filter((t) => t.status !== 'disarmed').map((t) => [squareKey(t.at), t]));
    trapIndex.set(state.traps, index);
  }
  return index.get(squareKey(s));
}

/** A fallen rock (a crush, found or sprung): no figure enters it and no eye sees past it. */
export function isRock(state: DqState, s: Square): boolean {
  const t = trapAt(state, s);
  return t?.kind === 'crush' && t.status === 'found';
}

/** A pitfall on the board: it may be jumped, or fallen into, but not walked across. */
export function isPit(state: DqState, s: Square): boolean {
  const t = trapAt(state, s);
  return t?.kind === 'pitfall' && t.status === 'found';
}

const rockKeys = new WeakMap<DqState, Set<SquareKey>>();

/** Walls, closed doors, hidden doors not yet found and fallen rocks block sight; figures do not (GAPS 2.9). */
export function sightRules(table: Table): SightRules {
  let rocks = rockKeys.get(table.state);
  if (!rocks) {
    rocks = new Set(table.state.traps.filter((t) => t.kind === 'crush' && t.status === 'found').map((t) => squareKey(t.at)));
    rockKeys.set(table.state, rocks);
  }
  const found = rocks;
  return {
    blocksEdge: (e) => {
      const kind = table.dungeon.edge(e);
      if (kind === 'open') return false;
      if (kind === 'wall') return true;
      return !doorOpen(table, e);
    },
    blocksSquare: (k) => found.has(k),
  };
}

export function heroName(id: HeroId): string {
  return heroDef(id).name;
}

/** Finds a hero or a monster by name, as a player types it. */
export function findFigure(state: DqState, text: string): Figure | undefined {
  const wanted = text.trim().toLowerCase();
  const h = state.heroes.find((x) => x.name.toLowerCase() === wanted || x.id === wanted);
  if (h) return { side: 'hero', hero: h };
  const m = state.monsters.find((x) => x.name.toLowerCase() === wanted);
  return m ? { side: 'monster', monster: m } : undefined;
}

/** "Orc 1, Orc 2 and the Gargoyle". */
export function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
