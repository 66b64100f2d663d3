import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WebStore } from '../../src/store/web.ts';
import { signLink, WebLinks } from '../../src/web/links.ts';
import { startWeb, type WebServer } from '../../src/web/server.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * The web server over plain HTTP: the security headers on every answer, a refused link told
 * nothing, a name a player typed escaped, no token in the access log, the rate limit on link
 * checks, and /game web handing out the link.
 */

const EVIL = '<script>alert(1)</script>';
let harness: LocalHarness;
let server: WebServer;
let links: WebLinks;
const log: string[] = [];

beforeAll(async () => {
  harness = await localTable('web-server');
  links = new WebLinks(await new WebStore(harness.db.prisma).linkSecret());
  harness.service.games.deps.webLink = (id) => links.publicPage(id);
  server = await startWeb({ service: harness.service, store: new WebStore(harness.db.prisma), links, port: 0, host: '127.0.0.1', log: (line) => log.push(line) });
  await harness.table.script(
    ['@alice /game new game:dragon-noir scenario:the-ford seed:web-server', `@${EVIL} /game join seat:orks`, '@bob /game join seat:rebels', '@alice /game start', `@${EVIL} /move unit:Kuruz to:F5`, '/done'].join('\n'),
    false,
  );
});

afterAll(async () => {
  await server?.close();
  await harness?.close();
});

async function gameId(): Promise<string> {
  return (await harness.service.gameHere(harness.table.context()))!.id;
}

const HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(HEADERS)) expect(response.headers.get(name), name).toBe(value);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
}

describe('/game web and the game card', () => {
  test('/game web in the game\'s channel answers with the link, and the game\'s card carried it', async () => {
    const out = await harness.type('@bob /game web');
    expect(out).toHaveLength(1);
    const link = links.publicPage(await gameId())!;
    expect(out[0]).toContain(link);
    expect(link.startsWith(`${server.url}/g/`)).toBe(true);
    expect(harness.lines.some((l) => l.includes("The game's web page") && l.includes(link))).toBe(true);
  });

  test('where no game is, it says so in one line', async () => {
    const elsewhere = { ...harness.table.context(), channelId: 'nowhere', channelName: 'nowhere' };
    const replies = await harness.router.run(elsewhere, { name: 'game', subcommand: 'web', options: {} });
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toMatch(/There is no game in this channel/);
  });
});

describe('the page', () => {
  test('answers with HTML, every security header, and the names players typed escaped', async () => {
    const response = await fetch(links.publicPage(await gameId())!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(html).toContain('Dragon Noir: The Ford');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain(EVIL);
    // The one script is the page's own file; no inline script at all.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/static/stepper.js">']);
    expect(html).not.toMatch(/<script[^>]*>[^<]+<\/script>/);
  });

  test('the static files carry the headers too', async () => {
    for (const path of ['/static/stepper.js', '/static/page.css', '/nothing-here']) {
      const response = await fetch(`${server.url}${path}`);
      expectSecurityHeaders(response);
    }
  });
});

describe('a link that is not valid gets those words and nothing else', () => {
  const refused = async (url: string) => {
    const response = await fetch(url);
    expect([403, 404]).toContain(response.status);
    expectSecurityHeaders(response);
    expect(await response.text()).toBe('this link is not valid\n');
  };

  test('forged, altered, under another key, for a game that does not exist, or a seat link for one who does not hold the seat', async () => {
    const id = await gameId();
    const good = links.publicPage(id)!;
    const token = good.split('/g/')[1]!;
    const [payload, signature] = token.split('.') as [string, string];
    await refused(`${server.url}/g/${payload}.${'A'.repeat(43)}`);
    await refused(`${server.url}/g/${Buffer.from(JSON.stringify({ g: `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`, k: 'p' })).toString('base64url')}.${signature}`);
    await refused(`${server.url}/g/${signLink({ game: id, kind: 'public' }, 'z'.repeat(64))}`);
    await refused(`${server.url}/g/${signLink({ game: '00000000-0000-4000-8000-000000000000', kind: 'public' }, links.secret)}`);
    await refused(`${server.url}/g/${signLink({ game: id, kind: 'seat', seat: 'orks', user: 'local:alice', expires: Date.now() + 86_400_000 }, links.secret)}`);
    await refused(`${server.url}/g/not-a-token`);
    await refused(`${server.url}/g/${payload}.${'A'.repeat(43)}/phase/1.png`);
    await refused(`${server.url}/g/${payload}.${'A'.repeat(43)}/now.png`);
  });

  test('the access log names each request by its route, never by its path: no token in it', async () => {
    const token = links.publicPage(await gameId())!.split('/g/')[1]!;
    expect(log.length).toBeGreaterThan(5);
    expect(log.some((l) => /^GET page 200 \d+ms$/.test(l))).toBe(true);
    expect(log.some((l) => /^GET page 404 \d+ms$/.test(l))).toBe(true);
    for (const line of log) {
      expect(line).not.toContain(token);
      expect(line).not.toContain(token.split('.')[0]!);
      expect(line).not.toContain('/g/');
    }
  });
});

test('link checks are rate limited per address, by count: the bucket runs dry and the next is refused with 429', async () => {
  const limited = await startWeb({ service: harness.service, store: new WebStore(harness.db.prisma), links, port: 0, host: '127.0.0.1', rateLimit: { capacity: 3, perSecond: 0 } });
  try {
    const page = `${limited.url}${new URL(links.publicPage(await gameId())!).pathname}`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(page)).status);
    // A bad token counts too: guessing is what the limit is for.
    const refused = await fetch(`${limited.url}/g/guess`);
    expect(statuses).toEqual([200, 200, 200]);
    expect(refused.status).toBe(429);
    expectSecurityHeaders(refused);
    expect((await fetch(page)).status).toBe(429);
    // The page's own files are not link checks.
    expect((await fetch(`${limited.url}/static/page.css`)).status).toBe(200);
  } finally {
    await limited.close();
  }
});
