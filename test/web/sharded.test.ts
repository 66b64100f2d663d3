import { afterEach, expect, test } from 'vitest';
import { run, seen, START_MS, world, type BotProcess, type World } from '../e2e/support.ts';

/**
 * With DISCORD_SHARDS the web pages are served once, by the manager (src/main.ts), which logs in
 * to nothing; the shards, real processes on the Discord fake, hand out links beginning with
 * PUBLIC_URL and signed with the same key, and listen on no port of their own.
 */

const PUBLIC_URL = 'https://games.example.org';

let w: World | undefined;

afterEach(async () => {
  await w?.close();
  w = undefined;
});

/** The page a link handed out on Discord leads to, fetched from the manager's own port (as the reverse proxy at PUBLIC_URL would). */
async function open(port: number, link: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${new URL(link).pathname}`);
  return { status: response.status, html: await response.text() };
}

/** The links in a command's answer or a post that begin with PUBLIC_URL. */
const linksIn = (text: string) => text.match(new RegExp(`${PUBLIC_URL.replaceAll('.', '\\.')}/g/\\S+`, 'g')) ?? [];

/** The manager's port, from the line it writes once the pages are served. */
async function pagesPort(bot: BotProcess): Promise<number> {
  await bot.logged('web pages on port');
  return Number(/web pages on port (\d+), linked as (\S+)/.exec(bot.output.join(''))![1]);
}

test('sharded, the manager serves the pages the shards link to: the card, /game web and view:mine', async () => {
  w = await world();
  const bot = await w.startProductBot({ DISCORD_SHARDS: '2', WEB_PORT: '0', PUBLIC_URL });
  await w.fake.waitFor(() => w!.fake.sessions().filter((s) => s.live).length === 2, START_MS);
  const port = await pagesPort(bot);
  expect(bot.output.join('')).toContain(`web pages on port ${port}, linked as ${PUBLIC_URL}`);

  await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford', deadline: '48h' }, 'new');
  const thread = w.fake.threads(w.lobby).at(-1)!;
  const [cardLink] = linksIn(await seen(w, thread, 'is open for players'));

  const web = await run(w, w.alice, thread, 'game', {}, 'web');
  const [publicLink] = linksIn(web.text);
  expect(publicLink).toBeDefined();
  // A game's public link is always the same, whichever process signed it.
  expect(cardLink).toBe(publicLink);
  const page = await open(port, publicLink!);
  expect(page.status).toBe(200);
  expect(page.html).toContain('Dragon Noir: The Ford');
  expect(page.html).toContain('the public view');

  await run(w, w.alice, thread, 'game', { seat: 'orks' }, 'join');
  const mine = await run(w, w.alice, thread, 'game', { view: 'mine' }, 'web');
  const [seatLink] = linksIn(mine.text);
  expect(seatLink).toBeDefined();
  const own = await open(port, seatLink!);
  expect(own.status).toBe(200);
  expect(own.html).toContain('the view of the Orks');

  // SIGTERM: the manager closes the pages, stops its shards and exits cleanly.
  await bot.stop('SIGTERM');
  expect(bot.child.exitCode).toBe(0);
  await expect(fetch(`http://127.0.0.1:${port}/g/x`)).rejects.toThrow();
});
