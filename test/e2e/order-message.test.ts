import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import type { DqState } from '../../src/engine/games/dungeon/state.ts';
import type { FakeChannel, FakeUser } from '../fake-discord/types.ts';
import { query } from '../support/db.ts';
import { run, seen, slash, stateIn, world, type World, WAIT_MS } from './support.ts';

/**
 * A phase's orders in one message, through Discord (issue 10, item 9): `/orders` answers with a
 * form (a modal with one long field), the player types the orders one a line and submits it, and
 * the bot plays them. A whole Dragon Noir player-turn (movement, then the combat phase) and a
 * whole dungeon hero turn each go in one message; a message with one illegal line changes nothing.
 */

const dungeon = gameModule('dungeon')!;
let w: World;

beforeAll(async () => {
  w = await world({ seeds: ['the-ford', 'e2e-4'] });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

/** Opens the form with /orders, types the lines into it, submits it; returns the bot's answer. */
async function send(user: FakeUser, where: FakeChannel, lines: string[]): Promise<string> {
  const opened = slash(w, user, where, 'orders');
  await opened.acknowledged();
  const form = opened.modal();
  expect(form?.textInputs.map((t) => t.customId)).toEqual(['lines']);
  const submitted = w.fake.submitModal(user, opened, { lines: lines.join('\n') });
  const reply = await submitted.settled(WAIT_MS);
  expect(submitted.ephemeral()).toBe(true);
  return [reply.content, ...submitted.followUps().map((m) => m.content)].join('\n');
}

async function versionOf(thread: FakeChannel): Promise<number> {
  const [row] = await query<{ version: number }>(w.databaseUrl, 'SELECT version FROM "Game" WHERE "channelId" = $1', [thread.id]);
  return row!.version;
}

describe('orders in one message, through a Discord form', () => {
  test('a whole Dragon Noir player-turn: six moves, then the combat phase ended, in one message', async () => {
    await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford' }, 'new');
    const thread = w.fake.threads(w.lobby).at(-1)!;
    await run(w, w.alice, thread, 'game', { seat: 'orks' }, 'join');
    await run(w, w.bob, thread, 'game', { seat: 'rebels' }, 'join');
    await run(w, w.alice, thread, 'game', {}, 'start');

    // One illegal line (Z99 is off the map) refuses the whole message: nothing changes.
    const before = await versionOf(thread);
    const refused = await send(w.alice, thread, ['move Black Fox J8', 'move Ashrak Z99', 'done']);
    expect(refused).toMatch(/^Line 2 \(move Ashrak Z99\): .+ Nothing was applied\.$/);
    expect(await versionOf(thread)).toBe(before);

    const answer = await send(w.alice, thread, ['move Black Fox J8', 'move Ashrak J7', 'move Ugluk J9', 'move Grishnak I9', 'move Shraggag I8', 'move Kuruz I6', 'done', 'done']);
    expect(answer).toContain('Black Fox moves');
    expect(answer).toContain('Kuruz moves');
    // Both phases of the Orks' player-turn ended, each reported in the thread, and it is the Rebels' turn.
    await seen(w, thread, '**Turn 1 · Orks · Movement** is over.');
    await seen(w, thread, '**Turn 1 · Orks · Combat** is over.');
    const status = await run(w, w.bob, thread, 'game', {}, 'status');
    expect(status.text).toContain('Turn 1 · Rebels');
  });

  test('a whole dungeon hero turn: a move and the end of the turn, in one message', async () => {
    await run(w, w.mara, w.lobby, 'game', { game: 'dungeon', scenario: 'the-warren-of-ulgrath' }, 'new');
    const thread = w.fake.threads(w.lobby).at(-1)!;
    await run(w, w.alice, thread, 'game', { seat: 'warrior' }, 'join');
    await run(w, w.bob, thread, 'game', { seat: 'elf' }, 'join');
    await run(w, w.alice, thread, 'game', {}, 'start');
    await run(w, w.alice, thread, 'done');
    await run(w, w.bob, thread, 'choose', { spell: 'holy-flame' });
    await run(w, w.bob, thread, 'done');
    const state = (await stateIn(w, thread, dungeon)) as DqState;
    expect(dungeon.phase(state).active).toEqual(['warrior']);
    // Where the Warrior may go is the rules' to say: the farthest square his roll reaches.
    const to = dungeon.legalOrders(state, 'warrior', { verb: 'move', options: { unit: 'Warrior' } }).at(-1)!.options.to!;
    const answer = await send(w.alice, thread, [`move Warrior to ${to}`, 'search traps', 'done']);
    expect(answer).toContain(`Warrior moves`);
    const status = await run(w, w.alice, thread, 'game', {}, 'status');
    expect(status.text).not.toContain('Turn 1 · Warrior.');
  });
});
