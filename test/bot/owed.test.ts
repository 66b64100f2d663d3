import { Client, GatewayIntentBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp, type App } from '../../src/app/app.ts';
import { handleInteractions } from '../../src/bot/interactions.ts';
import { startScheduler, type Scheduler } from '../../src/bot/scheduler.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.ts';
import { freshDatabase, query, type TestDatabase } from '../support/db.ts';

/**
 * What a dead bot owed, a restarted one gives (issue 11, item 1): the answer to an interaction
 * the dead one had deferred, while the interaction's 15-minute token lives, and never after.
 * The dead process is played by an order held before it runs, with its commit's answer written to
 * the outbox as the dead one's commit left it.
 */

let fake: FakeDiscord;
let db: TestDatabase;
let pool: RenderPool;
let client: Client;
let app: App;
let scheduler: Scheduler;
let aheadMs = 0;
const clock = { now: () => new Date(Date.now() + aheadMs) };
let gate: Promise<void> = Promise.resolve();
let open: () => void = () => undefined;

beforeAll(async () => {
  fake = await startFakeDiscord();
  db = await freshDatabase();
  pool = new RenderPool(1);
  app = createApp(db.prisma, { renderer: pool, local: false, clock });
  const run = app.router.run.bind(app.router);
  app.router.run = async (ctx, invocation) => {
    await gate;
    return run(ctx, invocation);
  };
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiBase } });
  handleInteractions(client, app, () => undefined);
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  await client.login(fake.token);
  await ready;
  scheduler = startScheduler(client, app, clock, () => undefined, 3_600_000);
});

afterAll(async () => {
  open();
  await scheduler?.stop();
  await client?.destroy();
  await pool?.close();
  await db?.close();
  await fake?.close();
});

/** A deferred interaction whose work never finishes here, and an answer owed to it in the outbox. */
async function owedAnswer(text: string) {
  const alice = fake.addUser({ username: `alice${Math.random().toString(36).slice(2, 6)}` });
  const guild = fake.addGuild({ name: 'The Keep', owner: alice, channels: ['games'] });
  const games = fake.channel(guild, 'games');
  const opened = await fake.command(alice, games, 'game', { game: 'dragon-noir', scenario: 'the-ford' }, 'new').settled(60_000);
  expect(opened.content).toMatch(/open/i);
  const [game] = await query<{ id: string; version: number }>(db.url, `SELECT id, version FROM "Game" ORDER BY "createdAt" DESC LIMIT 1`);
  gate = new Promise<void>((resolve) => (open = resolve));
  const handle = fake.command(alice, games, 'game', {}, 'status');
  expect((await handle.acknowledged()).type).toBe(5);
  await query(db.url, `INSERT INTO "OutboxPost" ("gameId", version, n, post, "interactionId") VALUES ($1, $2, 0, $3, $4)`, [game!.id, game!.version + 1, JSON.stringify({ kind: 'ephemeral', text }), handle.id]);
  return handle;
}

const unsent = async () => (await query<{ n: string }>(db.url, `SELECT count(*)::text AS n FROM "OutboxPost" WHERE "sentAt" IS NULL`))[0]!.n;

describe('an answer a dead bot owed', () => {
  test('is given by the restarted bot while the interaction lives: its deferred reply is edited, and the post marked sent', async () => {
    const handle = await owedAnswer('Kuruz moves E6→F5.');
    await scheduler.tick();
    expect((await handle.settled(30_000)).content).toBe('Kuruz moves E6→F5.');
    expect(handle.ephemeral()).toBe(true);
    expect(await unsent()).toBe('0');
    open();
  });

  test('is not given once its 15 minutes are over: it is marked sent and the reply stays deferred', async () => {
    const handle = await owedAnswer('Barney moves N14.');
    aheadMs += 16 * 60_000;
    await scheduler.tick();
    expect(await unsent()).toBe('0');
    expect(handle.reply()?.content ?? '').not.toContain('Barney');
    open();
  });
});
