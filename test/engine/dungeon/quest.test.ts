import { describe, expect, test } from 'vitest';
import { edgeBetween } from '../../../src/engine/grid/edges.ts';
import { labelOf, parseLabel } from '../../../src/engine/grid/labels.ts';
import { ORTHOGONAL, offset, squareKey, type Square } from '../../../src/engine/grid/square.ts';
import { buildDungeon } from '../../../src/engine/games/dungeon/dungeon.ts';
import { MONSTERS } from '../../../src/engine/games/dungeon/monsters.ts';
import { parseQuest } from '../../../src/engine/games/dungeon/quest.ts';
import { questText, shipped } from '../../support/dungeon.ts';

/** The quest format (docs/quest-format.md) and the quests shipped with the game. */

const sq = (l: string) => parseLabel(l)!;
const base = { map: ['. . a a', '. . a a', '# . . .'], stairs: 'A1 B1 A2 B2', rooms: ['a the Hall'], doors: ['B1/C1'] };

describe('reading a quest', () => {
  test('walls stand wherever a room meets a passage, another room or rock, except at doors', () => {
    const parsed = parseQuest(questText(base));
    if (!parsed.ok) throw new Error(parsed.error);
    const d = buildDungeon(parsed.value);
    expect(d.between(sq('A1'), sq('B1'))).toBe('open');
    expect(d.between(sq('B1'), sq('C1'))).toBe('door');
    expect(d.between(sq('B2'), sq('C2'))).toBe('wall');
    expect(d.between(sq('C1'), sq('D1'))).toBe('open');
    expect(d.between(sq('C2'), sq('C3'))).toBe('wall');
    expect(d.between(sq('A2'), sq('A3'))).toBe('wall');
    expect(d.room(sq('D2'))?.name).toBe('the Hall');
    expect(d.room(sq('D3'))).toBeUndefined();
  });

  test('mistakes are reported with their line', () => {
    const bad = (change: Partial<typeof base> & Record<string, unknown>) => {
      const r = parseQuest(questText({ ...base, ...change } as Parameters<typeof questText>[0]));
      return r.ok ? 'ok' : r.error;
    };
    expect(bad({ doors: ['A1/B1'] })).toMatch(/line \d+: door A1\/B1 joins two squares of the same passage; a door stands in a wall\./);
    expect(bad({ doors: ['B1/D1'] })).toMatch(/door "B1\/D1" should be two neighbouring squares, like C7\/C8\./);
    expect(bad({ rooms: [] })).toBe('quest test: square C1 is in room a, which the rooms: list does not name.');
    expect(bad({ stairs: 'A1 B1' })).toBe('quest test: the stairs: list needs 4 squares, where the heroes come in.');
    expect(bad({ monsters: ['dragon C1'] })).toMatch(/"dragon" is not a monster of the box\./);
    expect(bad({ monsters: ['gargoyle C1', 'gargoyle D1'] })).toMatch(/the box holds 1 Gargoyle figures; this quest places more\./);
    expect(bad({ traps: ['pitfall A3'] })).toMatch(/pitfall A3 is solid rock\./);
    expect(bad({ furniture: ['table B3'] })).toMatch(/furniture stands in rooms; B3 is in a passage\./);
    expect(bad({ treasure: ['a item broadsword "a sword"'] })).toMatch(/quest treasure carries gold, or a potion/);
  });
});

/** Squares reachable from the stairs through open floor, doors and hidden doors. */
function connected(dungeon: ReturnType<typeof buildDungeon>): Set<number> {
  const seen = new Set<number>();
  const queue: Square[] = [...dungeon.quest.stairs];
  for (const s of queue) seen.add(squareKey(s));
  while (queue.length) {
    const s = queue.shift()!;
    for (const d of ORTHOGONAL) {
      const t = offset(s, d);
      if (!dungeon.inside(t) || !dungeon.isFloor(t) || seen.has(squareKey(t))) continue;
      const e = edgeBetween(s, t)!;
      if (dungeon.edge(e) === 'wall') continue;
      seen.add(squareKey(t));
      queue.push(t);
    }
  }
  return seen;
}

describe('the shipped quests', () => {
  const game = shipped();

  test('there are at least three, of chapter 2 (quest 4 on)', () => {
    expect(game.scenarios.length).toBeGreaterThanOrEqual(3);
    for (const s of game.scenarios) expect(game.quest(s.id).number).toBeGreaterThanOrEqual(4);
  });

  for (const { id } of shipped().scenarios) {
    test(`${id}: every floor square can be reached from the stairs, and the quest uses every kind of hidden thing`, () => {
      const q = game.quest(id);
      const d = game.dungeon(id);
      const reach = connected(d);
      const cut = d.floor.filter((s) => !reach.has(squareKey(s))).map(labelOf);
      expect(cut).toEqual([]);
      expect(q.traps.some((t) => t.kind === 'pitfall')).toBe(true);
      expect(q.traps.some((t) => t.kind === 'crush')).toBe(true);
      expect(q.hiddenDoors.length).toBeGreaterThan(0);
      expect(q.chestTraps.length).toBeGreaterThan(0);
      expect(q.treasure.length).toBeGreaterThan(0);
      expect(q.furniture.length).toBeGreaterThan(0);
      for (const def of MONSTERS) expect(q.monsters.filter((m) => m.kind === def.kind).length).toBeLessThanOrEqual(def.figures);
      expect(q.reward).toBeGreaterThan(0);
    });
  }
});
