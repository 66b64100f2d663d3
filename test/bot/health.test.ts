import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.ts';
import { stoppablePostgres, type StoppablePostgres } from '../support/stoppable-postgres.ts';

/**
 * The health check a supervisor asks (issue 11, item 2): GET /health answers 200 while the
 * database answers and the gateway is connected, 503 with what failed otherwise. The product's
 * bot, on the Discord fake and an embedded Postgres of this file's own that the test stops.
 */

let fake: FakeDiscord;
let pg: StoppablePostgres;
let bot: RunningBot;
let stopped = false;

async function health(path = '/health') {
  const response = await fetch(`http://127.0.0.1:${bot.health!.port}${path}`);
  return { status: response.status, body: response.headers.get('content-type') === 'application/json' ? ((await response.json()) as unknown) : await response.text() };
}

beforeAll(async () => {
  [fake, pg] = await Promise.all([startFakeDiscord(), stoppablePostgres()]);
  bot = await startBot({ token: fake.token, apiBase: fake.apiBase, databaseUrl: pg.url, healthPort: 0, log: () => undefined });
});

afterAll(async () => {
  await pg?.start();
  if (!stopped) await bot?.stop();
  await pg?.close();
  await fake?.close();
});

describe('GET /health', () => {
  test('200 while the database answers and Discord is connected; 503 saying the database while it is stopped; 200 again once it is back', async () => {
    expect(await health()).toEqual({ status: 200, body: { ok: true, db: true, discord: true } });
    await pg.stop();
    expect(await health()).toEqual({ status: 503, body: { ok: false, db: false, discord: true } });
    await pg.start();
    expect(await health()).toEqual({ status: 200, body: { ok: true, db: true, discord: true } });
  });

  test('503 saying Discord while the gateway is not connected', async () => {
    // Destroying the client closes its gateway connection for good; the bot's own stop comes after.
    await bot.client.destroy();
    expect(await health()).toEqual({ status: 503, body: { ok: false, db: true, discord: false } });
  });

  test('anything else is not found', async () => {
    expect((await health('/')).status).toBe(404);
  });

  test('it is closed when the bot stops', async () => {
    const port = bot.health!.port;
    await bot.stop();
    stopped = true;
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});
