import { ORTHOGONAL, offset, squareKey, type Square, type SquareKey } from '../../grid/square.ts';
import { reaches } from './combat.ts';
import { movesLeft } from './dk-turn.ts';
import { monsterMoves, monsterReach } from './movement.ts';
import type { DqOptions, Hero, Monster } from './state.ts';
import { at, living, type Table } from './world.ts';

/**
 * The bot that plays the Demon King when no player does, or when his player lets it: simple and
 * legal. Monsters the heroes have not yet seen keep their posts. Each one the heroes have seen, in
 * turn, attacks the weakest hero it can reach; if it can reach none, it moves (never jumping a
 * pit) to the square that lets it strike the weakest hero, or else the square nearest the heroes,
 * and strikes if it then can. It gives its orders through the same rules a player's go through.
 */

/** What the bot does next with one monster: the Demon King's own /move or /attack. */
export type MonsterOrder = { verb: 'move'; unit: string; to: string } | { verb: 'attack'; with: string; target: string };

export function nextBotOrder(table: Table, options: DqOptions): MonsterOrder | null {
  const { state } = table;
  const heroes = living(state).filter((h) => h.at);
  if (heroes.length === 0) return null;
  for (const m of state.monsters) {
    if (m.dead || !m.at || !m.seen) continue;
    const attacked = state.dkTurn.attacked.includes(m.id);
    const moved = (state.dkTurn.steps[m.id] ?? 0) > 0;
    if (!attacked) {
      const target = weakest(heroes.filter((h) => reaches(table, m.at!, h.at!, false)));
      if (target) return { verb: 'attack', with: m.name, target: target.name };
    }
    if (moved || attacked) continue;
    const to = bestSquare(table, m, heroes, options);
    if (to) return { verb: 'move', unit: m.name, to: at(to) };
  }
  return null;
}

function weakest(heroes: Hero[]): Hero | undefined {
  return [...heroes].sort((a, b) => a.bp - b.bp)[0];
}

function bestSquare(table: Table, m: Monster, heroes: Hero[], options: DqOptions): Square | undefined {
  const reach = monsterReach(table, m, movesLeft(table.state, m), options.monstersOpenDoors, false);
  if (reach.length === 0) return undefined;
  let best: { square: Square; score: [number, number, number] } | undefined;
  const distance = distanceToHeroes(table, heroes, options);
  const here = distance.get(squareKey(m.at!)) ?? Infinity;
  for (const r of reach) {
    const strikes = weakest(heroes.filter((h) => reaches(table, r.square, h.at!, false)));
    const score: [number, number, number] = strikes ? [0, strikes.bp, r.cost] : [1, distance.get(squareKey(r.square)) ?? Infinity, r.cost];
    if (!strikes && score[1] >= here) continue;
    if (!best || less(score, best.score)) best = { square: r.square, score };
  }
  return best?.square;
}

function less(a: [number, number, number], b: [number, number, number]): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

let memo: { key: string; dungeon: unknown; distance: Map<SquareKey, number> } | undefined;

/**
 * Steps from each square to the nearest square beside a hero, over the ground monsters may walk:
 * one breadth-first search from all those squares at once. Heroes stand still through the Demon
 * King's turn, so it is worked out once for all his monsters.
 */
function distanceToHeroes(table: Table, heroes: Hero[], options: DqOptions): Map<SquareKey, number> {
  const { state } = table;
  const key = [heroes.map((h) => `${h.at!.x},${h.at!.y}`).join(';'), state.openDoors.join(','), state.foundDoors.join(','), state.traps.map((t) => t.status).join(','), options.monstersOpenDoors].join('|');
  if (memo && memo.key === key && memo.dungeon === table.dungeon) return memo.distance;
  const distance = new Map<SquareKey, number>();
  const queue: Square[] = [];
  for (const h of heroes) {
    for (const d of ORTHOGONAL) {
      const s = offset(h.at!, d);
      if (!table.dungeon.inside(s) || !reaches(table, s, h.at!, false) || distance.has(squareKey(s))) continue;
      distance.set(squareKey(s), 0);
      queue.push(s);
    }
  }
  // Steps are the same both ways on this ground, so searching outwards from the heroes will do.
  const moves = monsterMoves(table, options.monstersOpenDoors, false);
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i]!;
    const d = distance.get(squareKey(s))!;
    for (const move of moves(s)) {
      const k = squareKey(move.to);
      if (distance.has(k)) continue;
      distance.set(k, d + 1);
      queue.push(move.to);
    }
  }
  memo = { key, dungeon: table.dungeon, distance };
  return distance;
}
