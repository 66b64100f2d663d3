import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { GameStore } from '../../src/store/games.ts';
import { WebStore } from '../../src/store/web.ts';
import { signLink } from '../../src/web/links.ts';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.ts';
import { freshDatabase, type TestDatabase } from '../support/db.ts';

/**
 * The bot process serves the web page: on the port asked for, with links made from PUBLIC_URL,
 * and a link handed out before a restart still opens after it (its key is kept in Postgres).
 */

let fake: FakeDiscord;
let db: TestDatabase;
let bot: RunningBot | undefined;

beforeAll(async () => {
  [fake, db] = await Promise.all([startFakeDiscord(), freshDatabase()]);
});

afterAll(async () => {
  await bot?.stop();
  await db?.close();
  await fake?.close();
});

const start = () => startBot({ token: fake.token, apiBase: fake.apiBase, databaseUrl: db.url, web: { port: 0, host: '127.0.0.1', publicUrl: 'https://games.example.org/' }, log: () => undefined });

test('the page is served by the bot, its links begin with PUBLIC_URL, and a link survives a restart', async () => {
  bot = await start();
  expect(bot.web!.url).toBe('https://games.example.org');
  const store = new GameStore(db.prisma);
  await store.ensureServer('s1', 'A server');
  await store.ensureChannel({ id: 'c1', serverId: 's1', name: 'the-ford', kind: 'text' });
  const game = await store.createGame({ serverId: 's1', channelId: 'c1', moduleId: 'dragon-noir', scenarioId: 'the-ford', options: {}, seed: 's', seedCommitment: 'c'.repeat(64), deadlineHours: 48, createdBy: 'u1', seats: ['orks', 'rebels'] });
  await store.takeSeat(game.id, 'orks', 'u1', 'alice');
  const token = signLink({ game: game.id, kind: 'public' }, await new WebStore(db.prisma).linkSecret());
  const open = async () => {
    const response = await fetch(`http://127.0.0.1:${bot!.web!.port}/g/${token}`);
    return { status: response.status, html: await response.text() };
  };
  const before = await open();
  expect(before.status).toBe(200);
  expect(before.html).toContain('Dragon Noir: The Ford');
  expect(before.html).toContain('Open for players: not started yet.');
  expect(before.html).toMatch(/Orks<\/span>: <span class="player">alice/);

  const port = bot.web!.port;
  await bot.stop();
  bot = undefined;
  await expect(fetch(`http://127.0.0.1:${port}/g/${token}`)).rejects.toThrow();
  bot = await start();
  expect((await open()).status).toBe(200);
});

test('a shard, told where the pages are (webLinksTo), serves none itself', async () => {
  await bot?.stop();
  bot = await startBot({ token: fake.token, apiBase: fake.apiBase, databaseUrl: db.url, webLinksTo: 'https://games.example.org', log: () => undefined });
  expect(bot.web).toBeUndefined();
});
