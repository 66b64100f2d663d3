import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CommandContext } from '../../src/app/io.ts';
import { DnStateSchema } from '../../src/engine/games/dragon-noir/state.ts';
import { labelOf } from '../../src/engine/hex/labels.ts';
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

let harness: LocalHarness;
const as = (user: string): CommandContext => ({ ...harness.table.context(), userId: `local:${user}`, userName: user });
const state = async () => DnStateSchema.parse((await harness.service.gameHere(harness.table.context()))!.state);

beforeAll(async () => {
  harness = await localTable('concurrent');
  for (const line of FORD_SETUP) await harness.table.line(line);
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

  test('two /done sent together end one phase; the second says the phase is already over', async () => {
    expect((await state()).phase).toBe('movement');
    const [first, second] = await Promise.all([harness.service.order(as('alice'), 'done', {}), harness.service.order(as('alice'), 'done', {})]);
    const texts = [first, second].map((o) => o.replies.filter((r) => r.kind === 'ephemeral').map((r) => r.text).join(' '));
    expect(texts.filter((t) => t.startsWith('That phase is already over: Turn 1 · Orks · Movement has ended, and Turn 1 · Orks · Combat has begun. Your /done ended nothing.'))).toHaveLength(1);
    expect((await state())).toMatchObject({ turn: 1, active: 0, phase: 'combat' });
  });
});
