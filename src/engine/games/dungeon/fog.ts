import type { GameEvent } from '../../core/events.ts';
import { lineOfSight } from '../../grid/sight.ts';
import { sameSquare, squareKey, type Square, type SquareKey } from '../../grid/square.ts';
import type { DqState, Hero, Monster } from './state.ts';
import { at, doorOpen, listed, living, sightRules, type Table } from './world.ts';

/**
 * What the heroes see. Rooms are lit: a hero sees the whole of the room he stands in, and the
 * whole of any room into which he can see the square just inside one of its open doors. Along
 * the passages he sees each square his line of sight reaches. Walls, closed doors, hidden doors
 * not yet found and fallen rocks block sight; figures do not (GAPS 2.9: in chapters 1 and 2 they
 * block neither missiles nor magic). What the heroes have seen stays uncovered on their map; a
 * monster shows on it only while a hero sees it.
 */

const cache = new WeakMap<object, Set<SquareKey>>();
const revealedSets = new WeakMap<readonly number[], Set<SquareKey>>();

/** The uncovered squares as a set, made once per array (states share it until more is seen). */
export function revealedSet(revealed: readonly number[]): Set<SquareKey> {
  let set = revealedSets.get(revealed);
  if (!set) revealedSets.set(revealed, (set = new Set(revealed)));
  return set;
}

// What a hero sees depends on where he stands and on what blocks sight (doors, found hidden
// doors, fallen rocks), never on where the monsters are: so a hero's sight is kept across the
// Demon King's whole turn, and across the other heroes' moves.
const bySquare = new Map<string, Set<SquareKey>>();
const MAX_KEPT = 512;
let lastParty: { key: string; seen: Set<SquareKey> } | undefined;

/** Forgets every sight kept, so a benchmark can time a round as the first one played from a position. */
export function forgetSight(): void {
  bySquare.clear();
  lastParty = undefined;
}

const blockersOf = new WeakMap<DqState, string>();

/** What blocks sight in a state (open doors, found hidden doors, fallen rocks), as one string. */
function blockers(table: Table): string {
  const { state } = table;
  let key = blockersOf.get(state);
  if (key === undefined) {
    const rocks = state.traps.filter((t) => t.kind === 'crush' && t.status === 'found').map((t) => `${t.at.x},${t.at.y}`);
    key = `${table.dungeon.fingerprint}|${state.openDoors.join(',')}|${state.foundDoors.join(',')}|${rocks.join(';')}`;
    blockersOf.set(state, key);
  }
  return key;
}

function sightKey(table: Table, at: { x: number; y: number }): string {
  return `${blockers(table)}|${at.x},${at.y}`;
}

export function heroSight(table: Table, hero: Hero): Set<SquareKey> {
  if (!hero.at || hero.dead) return new Set();
  const key = sightKey(table, hero.at);
  const kept = bySquare.get(key);
  if (kept) return kept;
  const seen = sightFrom(table, hero.at);
  if (bySquare.size >= MAX_KEPT) bySquare.delete(bySquare.keys().next().value!);
  bySquare.set(key, seen);
  return seen;
}

function sightFrom(table: Table, from: { x: number; y: number }): Set<SquareKey> {
  const seen = new Set<SquareKey>();
  const { dungeon } = table;
  const rules = sightRules(table);
  const here = dungeon.room(from);
  if (here) for (const s of here.squares) seen.add(squareKey(s));
  for (const s of dungeon.floor) {
    if (dungeon.room(s)) continue;
    if (lineOfSight(from, s, rules)) seen.add(squareKey(s));
  }
  for (const room of dungeon.quest.rooms) {
    if (room === here) continue;
    for (const door of dungeon.doorsOf(room.id)) {
      if (!doorOpen(table, door.edge)) continue;
      const inside = door.squares.find((s) => dungeon.room(s) === room)!;
      if (sameSquare(inside, from) || lineOfSight(from, inside, rules)) {
        for (const s of room.squares) seen.add(squareKey(s));
        break;
      }
    }
  }
  return seen;
}

/** Everything any living hero sees now, worked out once per state. */
export function partySight(table: Table): Set<SquareKey> {
  const cached = cache.get(table.state);
  if (cached) return cached;
  // Through the Demon King's turn the heroes stand still: the same squares, state after state.
  const heroes = living(table.state).filter((h) => h.at);
  const key = heroes.map((h) => sightKey(table, h.at!)).join('#');
  let seen: Set<SquareKey>;
  if (lastParty?.key === key) seen = lastParty.seen;
  else {
    seen = new Set<SquareKey>();
    for (const h of heroes) for (const k of heroSight(table, h)) seen.add(k);
    lastParty = { key, seen };
  }
  cache.set(table.state, seen);
  return seen;
}

export function inSight(table: Table, s: Square): boolean {
  return partySight(table).has(squareKey(s));
}

export function monsterInSight(table: Table, m: Monster): boolean {
  return !m.dead && m.at !== null && inSight(table, m.at);
}

/**
 * Uncovers what the heroes now see, marks the monsters in sight as seen, and says what came into
 * view: "The Warrior sees the Guard Post: Orc 1 at D5 and Orc 2 at E6."
 */
export function reveal(table: Table, who = 'The heroes'): { table: Table; events: GameEvent[] } {
  const { state, dungeon } = table;
  const sight = partySight(table);
  const revealed = revealedSet(state.revealed);
  const fresh: SquareKey[] = [];
  for (const k of sight) if (!revealed.has(k)) fresh.push(k);
  const freshSet = new Set(fresh);
  const rooms = dungeon.quest.rooms.filter((r) => r.squares.some((s) => freshSet.has(squareKey(s))) && !r.squares.some((s) => revealed.has(squareKey(s))));
  const spotted: string[] = [];
  const monsters = state.monsters.map((m) => {
    if (m.dead || !m.at || !sight.has(squareKey(m.at))) return m;
    if (m.seen && m.lastSeen && sameSquare(m.lastSeen, m.at)) return m;
    // Seen for the first time, or found somewhere else than where it was last seen.
    spotted.push(`${m.name} at ${at(m.at)}`);
    return { ...m, seen: true, lastSeen: m.at };
  });
  if (fresh.length === 0 && spotted.length === 0) return { table, events: [] };
  const next = { ...state, monsters, revealed: fresh.length ? [...state.revealed, ...fresh].sort((a, b) => a - b) : state.revealed };
  const events: GameEvent[] = [];
  if (rooms.length || spotted.length) {
    const plural = who === 'The heroes';
    const names = rooms.map((r) => r.name);
    const text = names.length
      ? `${who} see${plural ? '' : 's'} ${listed(names)}${spotted.length ? `: ${listed(spotted)}` : ''}.`
      : `${who} spot${plural ? '' : 's'} ${listed(spotted)}.`;
    events.push({ type: 'seen', text, visibleTo: 'all', data: { rooms: rooms.map((r) => r.id), monsters: spotted } });
  }
  return { table: { ...table, state: next }, events };
}
