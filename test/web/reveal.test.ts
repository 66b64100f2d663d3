import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PUBLIC } from '../../src/engine/core/events.ts';
import { viewFacts, type DqView } from '../../src/engine/games/dungeon/view.ts';
import { WebStore } from '../../src/store/web.ts';
import { WebLinks } from '../../src/web/links.ts';
import { startWeb, type WebServer } from '../../src/web/server.ts';
import { localTable, type DrawnView, type LocalHarness } from '../support/local.ts';

/**
 * The reveal: once a game is over its public link shows every phase as the game master saw it,
 * with a switch to the public view and each side's, the seed and the /dice verify check. Played
 * to its end: examples/dungeon-warren.txt, a short quest whose unexplored rooms, monsters and
 * traps are hidden from the heroes until found.
 */

const views: DrawnView[] = [];
let harness: LocalHarness;
let server: WebServer;
let link: string;

beforeAll(async () => {
  harness = await localTable('web-reveal', undefined, undefined, (drawn) => views.push(drawn));
  const links = new WebLinks(await new WebStore(harness.db.prisma).linkSecret());
  // Every picture of several views is fetched here, more than one client's burst.
  server = await startWeb({ service: harness.service, store: new WebStore(harness.db.prisma), links, port: 0, host: '127.0.0.1', rateLimit: { capacity: 10_000, perSecond: 100 } });
  await harness.table.script(readFileSync('examples/dungeon-warren.txt', 'utf8'), false);
  link = links.publicPage((await game()).id)!;
}, 240_000);

afterAll(async () => {
  await server?.close();
  await harness?.close();
});

const game = async () => (await harness.service.gameHere(harness.table.context()))!;
const module = () => harness.service.module('dungeon')!;

/** The view a picture was drawn from, fetched from the page's server. */
async function drawn(url: string): Promise<DqView> {
  const seen = views.length;
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const [view] = views.slice(seen);
  expect(view, 'drawn now, not read from the table').toBeDefined();
  return view!.view as DqView;
}

test('the game is over, and its phases held facts hidden from the public', async () => {
  expect((await game()).status).toBe('ended');
  expect((await harness.service.store.phases((await game()).id)).length).toBeGreaterThan(3);
});

test('the public link now opens the game master\'s view, with the seed, the /dice verify check and a switch between the views', async () => {
  const g = await game();
  const response = await fetch(link);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("the game master&#39;s view");
  expect(html).toContain(`<code class="seed">${g.seed}</code>`);
  expect(html).toContain('recomputed from the seed: every one matches the log.');
  expect(html).toContain('Its SHA-256 matches the commitment posted at the start');
  const path = new URL(link).pathname;
  for (const view of ['public', 'warrior', 'elf']) expect(html).toContain(`href="${path}?view=${view}"`);
  // Every private line of the log is on it; the public view (its control) has none of them.
  const events = await harness.service.store.events(g.id);
  const secret = events.filter((e) => e.visibleTo !== 'all' && e.type !== 'phase-ended' && e.type !== 'phase-began').map((e) => e.text.replace(/\*\*/g, ''));
  expect(secret.length).toBeGreaterThan(0);
  const publicHtml = await (await fetch(`${link}?view=public`)).text();
  expect(publicHtml).toContain('the public view');
  expect(publicHtml).toContain(`<code class="seed">${g.seed}</code>`);
  for (const text of secret) {
    const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(html.replace(/<\/?strong>/g, '')).toContain(escaped);
    expect(publicHtml.replace(/<\/?strong>/g, '')).not.toContain(escaped);
  }
  const warrior = await (await fetch(`${link}?view=warrior`)).text();
  expect(warrior).toContain('the view of the Warrior');
  expect((await fetch(`${link}?view=nobody`)).status).toBe(404);
});

test('each phase\'s picture is drawn from the game master\'s view (?view=gm, as the reveal names it) and shows what was hidden then; the public\'s (no view named) does not', async () => {
  const g = await game();
  const records = await harness.service.store.phases(g.id);
  let revealed = 0;
  for (const record of records) {
    const snapshot = module().stateSchema.parse(await harness.service.store.phaseSnapshot(g.id, record.index));
    const facts = module().secrets!(snapshot, PUBLIC);
    const gm = await drawn(`${link}/phase/${record.index}.png?view=gm`);
    expect(gm.viewer).toEqual({ kind: 'gm' });
    // A picture's address without a view is the public's, after the end as before it: browsers
    // keep a phase's picture for good under its address.
    const pub = await drawn(`${link}/phase/${record.index}.png`);
    expect(pub.viewer).toEqual(PUBLIC);
    const shown = new Set(viewFacts(gm));
    const shownToAll = new Set(viewFacts(pub));
    for (const fact of facts) {
      expect(shownToAll.has(fact), `phase ${record.index}'s public picture shows "${fact}"`).toBe(false);
      if (shown.has(fact)) revealed++;
    }
  }
  expect(revealed).toBeGreaterThan(0);
});
