import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CommandContext } from '../../src/app/io.ts';
import { DnStateSchema } from '../../src/engine/games/dragon-noir/state.ts';
import { labelOf } from '../../src/engine/hex/labels.ts';
import { createApp } from '../../src/app/app.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { connect } from '../../src/store/database.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * Orders to one game that arrive together (issue 11, item 5) wait their turn instead of being
 * refused as busy, and a `/done` ends the phase its player saw, never the next one.
 */

const FORD_SETUP = ['@alice /game new game:dragon-noir scenario:the-ford seed:the-ford', '@alice /game join seat:orks', '@bob /game join seat:rebels', '@alice /game start'];
/** Each of the twelve Orks one hex on, to an empty hex of his own: legal in any order. */
const MOVES: Array<[string, string]> = [
  ['Black Fox', 'B8'],
  ['Ashrak', 'C7'],
  ['Ugluk', 'C9'],
  ['Grishnak', 'D10'],
  ['Kuruz', 'D5'],
  ['Radak', 'D11'],
  ['Gromrak', 'B10'],
  ['Zugun', 'A7'],
  ['Gromuz', 'A9'],
  ['Shraggag', 'E7'],
  ['Zarad', 'E12'],
  ['Azrog', 'E9'],
];

/** Where each of them stood before: the way back, one hex again. */
let FROM: string[] = [];

let harness: LocalHarness;
const as = (user: string): CommandContext => ({ ...harness.table.context(), userId: `local:${user}`, userName: user });
const state = async () => DnStateSchema.parse((await harness.service.gameHere(harness.table.context()))!.state);

beforeAll(async () => {
  harness = await localTable('concurrent');
  for (const line of FORD_SETUP) await harness.table.line(line);
  const start = await state();
  FROM = MOVES.map(([name]) => labelOf(start.units.find((u) => u.name === name)!.hex!));
});

afterAll(async () => {
  await harness?.close();
});

describe('orders that arrive together', () => {
  test('twelve legal orders to one game, sent at once, are all applied', async () => {
    const outcomes = await Promise.all(MOVES.map(([unit, to]) => harness.service.order(as('alice'), 'move', { unit, to })));
    const answers = outcomes.map((o) => o.replies.filter((r) => r.kind === 'ephemeral').map((r) => r.text).join(' '));
    MOVES.forEach(([unit, to], i) => expect(answers[i]).toMatch(new RegExp(`^${unit} moves .*→${to} \\(1 MP`)));
    const after = await state();
    for (const [name, to] of MOVES) expect(labelOf(after.units.find((u) => u.name === name)!.hex!)).toBe(to);
  });

  test('twelve legal orders sent at once through two bot processes on one database are all applied', async () => {
    // A second app on the same database, with its own connections and its own lanes, as a second process has.
    const prisma = connect(harness.db.url);
    const pool = new RenderPool(1);
    const other = createApp(prisma, { renderer: pool, local: true });
    try {
      const back: Array<[string, string]> = MOVES.map(([unit], i) => [unit, FROM[i]!]);
      const outcomes = await Promise.all(back.map(([unit, to], i) => (i % 2 ? other.service : harness.service).order(as('alice'), 'move', { unit, to })));
      const answers = outcomes.map((o) => o.replies.filter((r) => r.kind === 'ephemeral').map((r) => r.text).join(' '));
      back.forEach(([unit, to], i) => expect(answers[i]).toMatch(new RegExp(`^${unit} moves .*→${to} \\(1 MP`)));
      const after = await state();
      for (const [name, to] of back) expect(labelOf(after.units.find((u) => u.name === name)!.hex!)).toBe(to);
    } finally {
      await pool.close();
      await prisma.$disconnect();
    }
  });

  test('two /done sent together end one phase; the second says the phase is already over', async () => {
    expect((await state()).phase).toBe('movement');
    const [first, second] = await Promise.all([harness.service.order(as('alice'), 'done', {}), harness.service.order(as('alice'), 'done', {})]);
    const texts = [first, second].map((o) => o.replies.filter((r) => r.kind === 'ephemeral').map((r) => r.text).join(' '));
    expect(texts.filter((t) => t.startsWith('That phase is already over: Turn 1 · Orks · Movement has ended, and Turn 1 · Orks · Combat has begun. Your /done ended nothing.'))).toHaveLength(1);
    expect((await state())).toMatchObject({ turn: 1, active: 0, phase: 'combat' });
  });
});
