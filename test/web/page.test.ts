import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PUBLIC, seatViewer } from '../../src/engine/core/events.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import type { DnView } from '../../src/engine/games/dragon-noir/view.ts';
import { WebStore } from '../../src/store/web.ts';
import { signLink, WebLinks } from '../../src/web/links.ts';
import { startWeb, type WebServer } from '../../src/web/server.ts';
import { query } from '../support/db.ts';
import { localTable, type DrawnView, type LocalHarness } from '../support/local.ts';
import { launchBrowser } from '../support/browser.ts';
import { ambushState, leaks, playAmbush } from './ambush.ts';
import { expectLoaded } from './stepper.ts';
import type { Browser } from 'playwright-core';

/**
 * The public page of a scripted Dragon Noir game with hidden information (The Watermill Ambush:
 * the Orks placed in secret until seen), fetched over HTTP: each phase's log lines as the thread
 * posted them, each phase's picture a PNG drawn once and kept, and no fact secrets() hides in any
 * part of the page or in any picture's view, phase by phase.
 */

const views: DrawnView[] = [];
let harness: LocalHarness;
let server: WebServer;
let links: WebLinks;
let page: string;
let base: string;

const module = () => harness.service.module('dragon-noir')!;
const current = () => ambushState(harness);

beforeAll(async () => {
  harness = await localTable('web-page', undefined, undefined, (drawn) => views.push(drawn));
  links = new WebLinks(await new WebStore(harness.db.prisma).linkSecret());
  harness.service.games.deps.webLink = (id, seat) => links.link(id, seat);
  // Every picture of every view is fetched here, more than one client's burst.
  server = await startWeb({ service: harness.service, store: new WebStore(harness.db.prisma), links, port: 0, host: '127.0.0.1', rateLimit: { capacity: 10_000, perSecond: 100 } });
  await playAmbush(harness);
  const link = links.publicPage((await harness.service.gameHere(harness.table.context()))!.id)!;
  base = new URL(link).pathname;
  page = await (await fetch(link)).text();
}, 240_000);

afterAll(async () => {
  await server?.close();
  await harness?.close();
});

async function phases() {
  const game = (await harness.service.gameHere(harness.table.context()))!;
  return harness.service.store.phases(game.id);
}

/** The HTML of one phase's section of the page. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<section class="phase" id="${id}"`);
  expect(start, `section ${id}`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</section>', start));
}

/** Text as a reader sees it: tags dropped, entities read, one line per list item. */
function readable(html: string): string {
  return html
    .replace(/<\/li>|<br>|<\/h2>|<\/dd>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

test('the game ran past its secret set-up, with facts hidden from the public', async () => {
  expect((await phases()).length).toBeGreaterThan(8);
  expect(module().secrets!(await current(), PUBLIC).length).toBeGreaterThan(0);
});

test('the page shows every phase: its label, its picture\'s link and the log lines the thread posted for it', async () => {
  const records = await phases();
  // What the thread posted as each phase ended: "**label** is over." and its lines.
  const posted: string[][] = [];
  let open: string[] | undefined;
  for (const line of harness.lines) {
    const over = /^ {2}\[#web-page\] \*\*(.+)\*\* is over\./.exec(line);
    if (over) posted.push((open = []));
    else if (open && line.startsWith('      • ')) open.push(line.slice(8));
    else if (!line.startsWith('      ')) open = undefined;
  }
  expect(posted).toHaveLength(records.length);
  for (const record of records) {
    const html = section(page, `phase-${record.index}`);
    expect(html).toContain(`Phase ${record.index} of ${records.length}: ${record.label}`);
    expect(html).toContain(`src="${base}/phase/${record.index}.png"`);
    const text = readable(html);
    for (const line of posted[record.index - 1]!) expect(text, `phase ${record.index}`).toContain(line.replace(/\*\*/g, ''));
  }
  expect(page).toContain('Fnarad of the Orks, hidden in M7, is seen: he shows himself to act.');
  // Previous and next between the phases, a slider for the script, the board now.
  expect(section(page, 'phase-2')).toContain('href="#phase-1"');
  expect(section(page, 'phase-2')).toContain('href="#phase-3"');
  expect(page).toContain('id="phase-slider"');
  // In the order the stepper steps through them: phase 1 first, the board now last.
  expect(page.indexOf('id="phase-1"')).toBeLessThan(page.indexOf(`id="phase-${records.length}"`));
  expect(page.indexOf(`id="phase-${records.length}"`)).toBeLessThan(page.indexOf('id="now"'));
  expect(page).toMatch(new RegExp(`src="${base}/now\\.png\\?v=\\d+"`));
  expect(readable(page)).toContain('Dice commitment');
});

test('each phase\'s picture is a PNG, drawn once from the public view and kept: the second time nothing is drawn', async () => {
  const records = await phases();
  const game = (await harness.service.gameHere(harness.table.context()))!;
  const before = views.length;
  for (const record of records) {
    const response = await fetch(`${server.url}${base}/phase/${record.index}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  }
  const now = await fetch(`${server.url}${base}/now.png`);
  expect(now.headers.get('content-type')).toBe('image/png');
  expect(views.length - before).toBe(records.length + 1);
  expect(views.slice(before).every((v) => (v.view as DnView).viewer.kind === 'public')).toBe(true);
  const kept = await query<{ n: number }>(harness.db.url, 'SELECT count(*)::int AS n FROM "PhaseImage" WHERE "gameId" = $1', [game.id]);
  expect(kept[0]!.n).toBe(records.length + 1);
  // Again: every picture comes from the table.
  for (const record of records) expect((await fetch(`${server.url}${base}/phase/${record.index}.png`)).status).toBe(200);
  await fetch(`${server.url}${base}/now.png`);
  expect(views.length - before).toBe(records.length + 1);
  expect((await fetch(`${server.url}${base}/phase/${records.length + 1}.png`)).status).toBe(404);
});

describe('no hidden fact reaches the page or a picture, phase by phase', () => {
  test('each phase\'s section, and the view its picture was drawn from, hold none of the facts secret as it ended', async () => {
    const game = (await harness.service.gameHere(harness.table.context()))!;
    const records = await phases();
    // Drawn again from scratch, so every picture's view is watched here.
    await query(harness.db.url, 'DELETE FROM "PhaseImage" WHERE "gameId" = $1', [game.id]);
    let checked = 0;
    let everSecret = 0;
    let ownerSees = 0;
    for (const record of records) {
      const snapshot = module().stateSchema.parse(await harness.service.store.phaseSnapshot(game.id, record.index)) as DnState;
      const facts = module().secrets!(snapshot, PUBLIC);
      everSecret += facts.length;
      const text = readable(section(page, `phase-${record.index}`));
      const seen = views.length;
      const response = await fetch(`${server.url}${base}/phase/${record.index}.png`);
      expect(response.status).toBe(200);
      const drawn = views.slice(seen).map((v) => v.view as DnView);
      expect(drawn).toHaveLength(1);
      for (const fact of facts) {
        expect(leaks(text, fact), `phase ${record.index}'s log gives away "${fact}"`).toBe(false);
        for (const view of drawn) {
          expect(view.viewer).toEqual(PUBLIC);
          expect(view.units.some((u) => fact.startsWith(`${u.name} is hidden in`)), `phase ${record.index}'s picture shows "${fact}"`).toBe(false);
        }
        checked++;
        // A control: the same check finds the fact in the view of the side that knows it.
        const own = module().view(snapshot, seatViewer('orks')) as DnView;
        if (own.units.some((u) => fact.startsWith(`${u.name} is hidden in`))) ownerSees++;
      }
    }
    expect(everSecret).toBeGreaterThan(10);
    expect(ownerSees).toBeGreaterThan(10);
    expect(checked).toBe(everSecret);
  });

  test('the page\'s head and the board now hold none of the facts secret now', async () => {
    const facts = module().secrets!(await current(), PUBLIC);
    expect(facts.length).toBeGreaterThan(0);
    const head = readable(page.slice(0, page.indexOf('<section class="phase" id="phase-1"')));
    for (const fact of facts) expect(leaks(head, fact), fact).toBe(false);
    // Nor anywhere on the page: no later phase's log says what is still hidden.
    for (const fact of facts) expect(leaks(readable(page), fact), fact).toBe(false);
    const game = (await harness.service.gameHere(harness.table.context()))!;
    await query(harness.db.url, 'DELETE FROM "PhaseImage" WHERE "gameId" = $1 AND phase = 0', [game.id]);
    const seen = views.length;
    expect((await fetch(`${server.url}${base}/now.png`)).status).toBe(200);
    const [view] = views.slice(seen).map((v) => v.view as DnView);
    expect(view!.viewer).toEqual(PUBLIC);
    for (const fact of facts) expect(view!.units.some((u) => fact.startsWith(`${u.name} is hidden in`)), fact).toBe(false);
  });
});

describe('each player\'s own view, by a private link', () => {
  /** The link /game web view:mine gives a player, for their one seat. */
  async function mine(player: string): Promise<string> {
    const out = (await harness.type(`@${player} /game web view:mine`)).join('\n');
    const found = out.match(/http:\/\/\S+\/g\/[A-Za-z0-9_.-]+/g) ?? [];
    expect(found).toHaveLength(1);
    return found[0]!;
  }
  const holderOf = async (seat: string) => (await query<{ userId: string }>(harness.db.url, 'SELECT "userId" FROM "Seat" WHERE "gameId" = $1 AND "seatId" = $2', [(await harness.service.gameHere(harness.table.context()))!.id, seat]))[0]!.userId;

  test('/game web view:mine answers its caller alone with a link to their seat, for 7 days; one who holds no seat is told so', async () => {
    const link = await mine('bob');
    const token = new URL(link).pathname.split('/')[2]!;
    const grant = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { k: string; s: string; u: string; e: number };
    expect(grant).toMatchObject({ k: 's', s: 'orks', u: await holderOf('orks') });
    expect(Math.abs(grant.e - (Date.now() + 7 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect((await harness.type('@carol /game web view:mine')).join('\n')).toContain('You hold no seat in this game');
  });

  test('the Orks\' page shows what only they know (the public page does not), says whose view it is, and its pictures are drawn from their view and kept under it', async () => {
    const facts = module().secrets!(await current(), PUBLIC);
    expect(facts.length).toBeGreaterThan(0);
    const link = await mine('bob');
    const response = await fetch(link);
    expect(response.status).toBe(200);
    const own = await response.text();
    expect(readable(own)).toContain('the view of the Orks, as bob sees it');
    // The control: the public page holds none of these facts; the Orks' page, its lines, some.
    const texts = facts.filter((f) => leaks(readable(own), f));
    expect(texts.length).toBeGreaterThan(0);
    for (const fact of facts) expect(leaks(readable(page), fact), fact).toBe(false);
    // The board now, drawn from the Orks' view: their hidden units on it.
    const seen = views.length;
    const path = new URL(link).pathname;
    expect((await fetch(`${server.url}${path}/now.png`)).status).toBe(200);
    const [view] = views.slice(seen).map((v) => v.view as DnView);
    expect(view!.viewer).toEqual(seatViewer('orks'));
    expect(facts.some((fact) => view!.units.some((u) => fact.startsWith(`${u.name} is hidden in`)))).toBe(true);
    expect((await fetch(`${server.url}${path}/phase/3.png`)).status).toBe(200);
    const game = (await harness.service.gameHere(harness.table.context()))!;
    const kept = await query<{ viewer: string }>(harness.db.url, 'SELECT DISTINCT viewer FROM "PhaseImage" WHERE "gameId" = $1 ORDER BY viewer', [game.id]);
    expect(kept.map((k) => k.viewer)).toEqual(['public', 'seat:orks']);
  });

  test('the Rebels\' page holds none of the Orks\' secrets, in its text or its pictures', async () => {
    const facts = module().secrets!(await current(), seatViewer('rebels'));
    expect(facts.length).toBeGreaterThan(0);
    const link = await mine('alice');
    const own = await (await fetch(link)).text();
    expect(readable(own)).toContain('the view of the Rebels, as alice sees it');
    for (const fact of facts) expect(leaks(readable(own), fact), fact).toBe(false);
    const seen = views.length;
    expect((await fetch(`${link}/now.png`)).status).toBe(200);
    const [view] = views.slice(seen).map((v) => v.view as DnView);
    expect(view!.viewer).toEqual(seatViewer('rebels'));
    for (const fact of facts) expect(view!.units.some((u) => fact.startsWith(`${u.name} is hidden in`)), fact).toBe(false);
  });

  test('an expired link, a link whose seat changed hands, and a view asked of a seat link are refused, with nothing revealed', async () => {
    const game = (await harness.service.gameHere(harness.table.context()))!;
    const bob = await holderOf('orks');
    const refused = async (url: string) => {
      const response = await fetch(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('this link is not valid\n');
    };
    const expired = signLink({ game: game.id, kind: 'seat', seat: 'orks', user: bob, expires: Date.now() - 1000 }, links.secret);
    await refused(`${server.url}/g/${expired}`);
    await refused(`${server.url}/g/${expired}/now.png`);
    const link = await mine('bob');
    await refused(`${link}?view=gm`);
    await refused(`${link}?view=rebels`);
    // The seat changes hands: bob's link stops working at once, and works again once he holds it again.
    await query(harness.db.url, 'UPDATE "Seat" SET "userId" = $3 WHERE "gameId" = $1 AND "seatId" = $2', [game.id, 'orks', 'someone-else']);
    try {
      await refused(link);
      await refused(`${link}/phase/1.png`);
    } finally {
      await query(harness.db.url, 'UPDATE "Seat" SET "userId" = $3 WHERE "gameId" = $1 AND "seatId" = $2', [game.id, 'orks', bob]);
    }
    expect((await fetch(link)).status).toBe(200);
  });

  test('before the game\'s end, a public link shows no other view than the public\'s, and no seed', async () => {
    const link = links.publicPage((await harness.service.gameHere(harness.table.context()))!.id)!;
    for (const view of ['gm', 'orks', 'rebels']) {
      const response = await fetch(`${link}?view=${view}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('this link is not valid\n');
    }
    expect((await fetch(`${link}?view=public`)).status).toBe(200);
    expect(page).not.toContain('class="seed"');
    expect(page).not.toContain('class="views"');
  });
});

test('a look at the page (written to the table\'s folder for a person to open)', async () => {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(`${harness.outDir}/page.html`, page);
  expect(page.startsWith('<!doctype html>')).toBe(true);
});

describe('the page in a real browser (Chromium from npm)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  test('the stepper shows one phase at a time: the arrow keys step back and forth, each phase with its picture and its log lines', async () => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 1400 } });
    const link = links.publicPage((await harness.service.gameHere(harness.table.context()))!.id)!;
    await tab.goto(link);
    const recorded = await phases();
    // The last section (the board now) is shown first; one section at a time.
    await expect.poll(() => tab.locator('section.phase.current').count()).toBe(1);
    const last = await tab.locator('#phase-shown').textContent();
    await tab.keyboard.press('ArrowLeft');
    await expect.poll(() => tab.locator('#phase-shown').textContent()).not.toBe(last);
    // Step back to the first phase: its title is the first phase's label, its picture loads.
    for (let i = 0; i < recorded.length + 2; i++) await tab.keyboard.press('ArrowLeft');
    await expect.poll(() => tab.locator('section.phase.current').getAttribute('id')).toBe('phase-1');
    expect(await tab.locator('#phase-shown').textContent()).toContain(recorded[0]!.label);
    const picture = tab.locator('section.phase.current img');
    await expectLoaded(picture);
    // And forward again, one phase a key.
    await tab.keyboard.press('ArrowRight');
    await expect.poll(() => tab.locator('section.phase.current').getAttribute('id')).toBe('phase-2');
    expect(await tab.locator('section.phase.current').textContent()).toContain(recorded[1]!.label);
    // The README's picture of the page, taken here when asked (SCREENSHOT=1).
    if (process.env.SCREENSHOT === '1') await tab.screenshot({ path: 'docs/images/web-page.png', fullPage: false });
    await tab.close();
  }, 120_000);
});
