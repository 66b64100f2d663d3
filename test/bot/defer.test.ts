import { Client, GatewayIntentBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp, type App } from '../../src/app/app.ts';
import { handleInteractions, RESTARTING, type InteractionHandling } from '../../src/bot/interactions.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.ts';
import { freshDatabase, type TestDatabase } from '../support/db.ts';

/**
 * A command still working after a second is deferred at once, within Discord's three seconds,
 * and answered when its work is done: the deferral never waits for the work (issue 11: the first
 * response never waits for a render, nor for another game's work).
 */

let fake: FakeDiscord;
let db: TestDatabase;
let pool: RenderPool;
let client: Client;
let app: App;
let handling: InteractionHandling;
/** Commands' work waits while the test holds it: as long as a render or a queue can take. */
let gate: Promise<void> = Promise.resolve();
let open: () => void = () => undefined;
const hold = () => {
  gate = new Promise<void>((resolve) => (open = resolve));
};

beforeAll(async () => {
  fake = await startFakeDiscord();
  db = await freshDatabase();
  pool = new RenderPool(1);
  app = createApp(db.prisma, { renderer: pool, local: false });
  const run = app.router.run.bind(app.router);
  app.router.run = async (ctx, invocation) => {
    await gate;
    return run(ctx, invocation);
  };
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiBase } });
  handling = handleInteractions(client, app, () => undefined);
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  await client.login(fake.token);
  await ready;
});

afterAll(async () => {
  open();
  await client?.destroy();
  await pool?.close();
  await db?.close();
  await fake?.close();
});

describe('a slow command', () => {
  test('is deferred while its work still runs, then answered', async () => {
    hold();
    const alice = fake.addUser({ username: 'alice' });
    const guild = fake.addGuild({ name: 'The Keep', owner: alice, channels: ['games'] });
    const handle = fake.command(alice, fake.channel(guild, 'games'), 'game', {}, 'status');
    // The work has not even begun: the only way to be acknowledged now is the deferral.
    const ack = await handle.acknowledged();
    expect(ack.type).toBe(5);
    open();
    const answer = await handle.settled(30_000);
    expect(answer.content).toMatch(/game/i);
    expect(handle.ephemeral()).toBe(true);
  });

  test('a shutdown drains: no new command is taken, and the one in flight is finished and answered first', async () => {
    hold();
    const bob = fake.addUser({ username: 'bob' });
    const guild = fake.addGuild({ name: 'The Tower', owner: bob, channels: ['games'] });
    const games = fake.channel(guild, 'games');
    const working = fake.command(bob, games, 'game', {}, 'status');
    expect((await working.acknowledged()).type).toBe(5);
    let drained = false;
    const draining = handling.drain().then(() => (drained = true));
    // A command arriving now is told the bot is restarting, and nothing is done.
    const late = fake.command(bob, games, 'game', {}, 'status');
    expect((await late.settled(30_000)).content).toBe(RESTARTING);
    // The one in flight is still held, so the drain is not over; let it go, and both end.
    expect(drained).toBe(false);
    open();
    await draining;
    expect((await working.settled(30_000)).content).toMatch(/game/i);
  });
});
