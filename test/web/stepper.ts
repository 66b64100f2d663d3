import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GameService } from '../../src/app/game-service.ts';
import { canSee, PUBLIC, type Viewer } from '../../src/engine/core/events.ts';
import { launchBrowser } from '../support/browser.ts';
import { WebStore } from '../../src/store/web.ts';
import { WebLinks } from '../../src/web/links.ts';
import { startWeb } from '../../src/web/server.ts';
import { localTable, type DrawnView, type LocalHarness } from '../support/local.ts';

/**
 * Stepping through a game's page in a real browser, phase by phase, with the page's own stepper
 * (src/web/static/stepper.js): the slider to the first phase, then the arrow key → to each next
 * one. At every phase the shown section, its picture and its log lines are checked against what
 * the store holds for that phase. Shared by the browser tests of whole games.
 */

/** A phase as a viewer's page must show it: its number, its label, the log lines its events posted. */
export interface PhaseAsSeen {
  index: number;
  label: string;
  lines: string[];
}

/** A log line as a reader sees it on the page: the log's **bold** and __italics__ without their marks, spaces as a browser lays them out. */
export function asRead(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .join('\n');
}

/**
 * Every recorded phase with the lines `viewer` must see for it, read from the store: the events
 * it may see after the previous phase's `phase-ended` event, up to the phase's own, which was
 * written in the same commit as its record (the same version).
 */
export async function phasesAsSeen(service: GameService, gameId: string, viewer: Viewer): Promise<PhaseAsSeen[]> {
  const [records, events] = await Promise.all([service.store.phases(gameId), service.store.events(gameId)]);
  const ends = events.flatMap((e, i) => (e.type === 'phase-ended' ? [i] : []));
  expect(ends).toHaveLength(records.length);
  return records.map((record, k) => {
    const end = ends[k]!;
    expect(events[end]!.version, `phase ${record.index} ends in its record's commit`).toBe(record.version);
    const own = events.slice(k === 0 ? 0 : ends[k - 1]! + 1, end).filter((e) => e.type !== 'phase-began' && canSee(viewer, e.visibleTo));
    return { index: record.index, label: record.label, lines: own.map((e) => asRead(e.text)) };
  });
}

/** Waits until a picture has loaded: fetched, decoded, and wider than nothing. */
export async function expectLoaded(picture: Locator): Promise<void> {
  await expect
    .poll(() => picture.evaluate((img) => { const i = img as unknown as { complete: boolean; naturalWidth: number }; return i.complete ? i.naturalWidth : 0; }), { timeout: 30_000 })
    .toBeGreaterThan(0);
}

/** What is on the screen as one step shows it: the phase's number ('now' for the board now) and the page's visible text. */
export interface Shown {
  phase: number | 'now';
  text: string;
  /** The descriptions (alt texts) of the pictures on the page, shown or not. */
  alts: string[];
  /** The views the game was asked to draw since the step before, up to this step's picture loaded: its picture's, when not kept yet. */
  drawn: unknown[];
}

/**
 * Opens `url` in `tab` and steps through every phase: the slider to phase 1 (Home on it), then →
 * from each phase to the next and on to the board now. At each phase the section shown is that
 * phase's alone, the address says so, its picture is `/phase/<n>.png` with `pictureSearch` (the
 * page's own `?view=` by default) and has loaded, and the log lines on the screen are exactly `phases[n]`'s. Every step is returned
 * (the board now first, as the page opens), with the views drawn for it from `views`, the list the
 * table's drawing is watched into (localTable's onDraw).
 */
export async function stepThroughEveryPhase(tab: Page, url: string, phases: PhaseAsSeen[], views: DrawnView[] = [], pictureSearch = new URL(url).search): Promise<Shown[]> {
  const { pathname } = new URL(url);
  const steps: Shown[] = [];
  const current = tab.locator('main section.phase:visible');
  let seen = views.length;
  const record = async (phase: Shown['phase']) => {
    await expectLoaded(current.locator('img'));
    const drawn = views.slice(seen).map((v) => v.view);
    seen = views.length;
    steps.push({ phase, text: await tab.locator('body').innerText(), alts: await tab.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as unknown as { alt: string }).alt)), drawn });
  };
  await tab.goto(url);
  // The page opens on the board now, the last section, alone.
  await expect.poll(() => current.getAttribute('id'), { timeout: 15_000 }).toBe('now');
  expect(await current.count()).toBe(1);
  await record('now');
  // Opened on the board now, the page fetched no phase's picture: each is fetched when looked at.
  await tab.waitForLoadState('load');
  const fetched = await tab.evaluate(() => (globalThis as unknown as { performance: { getEntriesByType(t: string): Array<{ name: string }> } }).performance.getEntriesByType('resource').map((r) => r.name));
  expect(fetched.filter((name) => name.includes('/phase/'))).toEqual([]);
  const slider = tab.locator('#phase-slider');
  await slider.focus();
  await tab.keyboard.press('Home');
  await slider.blur();
  for (const phase of phases) {
    if (phase.index > 1) await tab.keyboard.press('ArrowRight');
    const id = `phase-${phase.index}`;
    await expect.poll(() => current.getAttribute('id'), { message: `the section shown after stepping to phase ${phase.index}`, timeout: 15_000 }).toBe(id);
    expect(await current.count()).toBe(1);
    expect(new URL(tab.url()).hash).toBe(`#${id}`);
    expect(await slider.inputValue()).toBe(String(phase.index));
    expect(await tab.locator('#phase-shown').textContent()).toBe(`Phase ${phase.index} of ${phases.length}: ${phase.label}`);
    expect(await current.locator('img').getAttribute('src')).toBe(`${pathname}/phase/${phase.index}.png${pictureSearch}`);
    const lines = (await tab.locator('main .log li:visible').allInnerTexts()).map(asRead);
    expect(lines, `the lines shown for phase ${phase.index}, ${phase.label}`).toEqual(phase.lines);
    if (phase.lines.length === 0) expect(await tab.locator('main .log.empty:visible').count()).toBe(1);
    await record(phase.index);
  }
  await tab.keyboard.press('ArrowRight');
  await expect.poll(() => current.getAttribute('id'), { timeout: 15_000 }).toBe('now');
  return steps;
}

/**
 * A browser for one test file, and the one context its tabs open in: the npm Chromium runs as a
 * single process, and closing a context (as closing a page opened by browser.newPage does) ends it.
 */
export async function browserTabs(): Promise<{ browser: Browser; tabs: BrowserContext }> {
  const browser = await launchBrowser();
  return { browser, tabs: await browser.newContext({ viewport: { width: 1280, height: 1000 } }) };
}

/** A local table with the web pages served and a real browser to read them: what each whole-game browser test plays on. */
export interface BrowserTable {
  harness: LocalHarness;
  links: WebLinks;
  tabs: BrowserContext;
  /** Every view the table was asked to draw, in order (localTable's onDraw). */
  views: DrawnView[];
  close(): Promise<void>;
}

export async function browserTable(channel: string): Promise<BrowserTable> {
  const views: DrawnView[] = [];
  const harness = await localTable(channel, undefined, undefined, (drawn) => views.push(drawn));
  const links = new WebLinks(await new WebStore(harness.db.prisma).linkSecret());
  // A browser stepping through every phase fetches each picture: more than one client's burst.
  const server = await startWeb({ service: harness.service, store: new WebStore(harness.db.prisma), links, port: 0, host: '127.0.0.1', rateLimit: { capacity: 10_000, perSecond: 100 } });
  const { browser, tabs } = await browserTabs();
  return {
    harness,
    links,
    tabs,
    views,
    async close() {
      await browser.close();
      await server.close();
      await harness.close();
    },
  };
}

/**
 * `url` opened in a fresh tab of `tabs` and stepped through (stepThroughEveryPhase), every phase
 * checked as `viewer` must see it. The reveal (the game master's view, a public link's default
 * after the end) names its view in its pictures' addresses all the same.
 */
export async function stepAs(tabs: BrowserContext, harness: LocalHarness, gameId: string, url: string, viewer: Viewer, views: DrawnView[]): Promise<Shown[]> {
  const tab = await tabs.newPage();
  const { search } = new URL(url);
  try {
    return await stepThroughEveryPhase(tab, url, await phasesAsSeen(harness.service, gameId, viewer), views, viewer.kind === 'gm' && search === '' ? '?view=gm' : search);
  } finally {
    await tab.close();
  }
}

/**
 * After the end, the public view of the whole game stepped through (`?view=public` on the public
 * link): every phase is there, each picture drawn from the public view once. Those of the phases
 * shown part way (up to `shownPartWay`) were kept then, so nothing is drawn for them now.
 */
export async function expectPublicViewAfterTheEnd(tabs: BrowserContext, harness: LocalHarness, gameId: string, publicLink: string, views: DrawnView[], shownPartWay: number): Promise<void> {
  const steps = await stepAs(tabs, harness, gameId, `${publicLink}?view=public`, PUBLIC, views);
  const phases = await harness.service.store.phases(gameId);
  expect(steps.map((s) => s.phase)).toEqual(['now', ...phases.map((p) => p.index)]);
  for (const step of steps) {
    const kept = typeof step.phase === 'number' && step.phase <= shownPartWay;
    expect(step.drawn.map((v) => (v as { viewer: Viewer }).viewer), `the picture of ${step.phase}`).toEqual(kept ? [] : [PUBLIC]);
  }
}

/**
 * The reveal stepped through (the public link after the end): its page says it is the game
 * master's view, and every phase's picture is drawn from that view as the phase is shown, none
 * the public's this browser saw under the same address while the game ran.
 */
export async function stepTheReveal(tabs: BrowserContext, harness: LocalHarness, gameId: string, publicLink: string, views: DrawnView[]): Promise<Shown[]> {
  const steps = await stepAs(tabs, harness, gameId, publicLink, { kind: 'gm' }, views);
  expect(steps[0]!.text).toContain('the game master\'s view');
  for (const step of steps.slice(1)) expect(step.drawn.map((v) => (v as { viewer: Viewer }).viewer), `the picture of ${step.phase}`).toEqual([{ kind: 'gm' }]);
  return steps;
}

/** The seed and the /dice verify lines a page shows in the browser (none before the game's end). */
export async function seedShown(tabs: BrowserContext, url: string): Promise<{ seed: string | null; verify: string[] }> {
  const tab = await tabs.newPage();
  try {
    await tab.goto(url);
    const seed = (await tab.locator('code.seed').count()) ? await tab.locator('code.seed').textContent() : null;
    return { seed, verify: await tab.locator('ul.verify li').allInnerTexts() };
  } finally {
    await tab.close();
  }
}

/**
 * After the game's end: the page at `url` shows in the browser the game's seed and, line by line,
 * what /dice verify answers a spectator at the table, every roll matching.
 */
export async function expectSeedVerified(tabs: BrowserContext, url: string, harness: LocalHarness, seed: string): Promise<void> {
  const shown = await seedShown(tabs, url);
  expect(shown.seed).toBe(seed);
  expect(shown.verify[0]).toMatch(/^✓ \d+ rolls? recomputed from the seed: every one matches the log\.$/);
  const verify = (await harness.type('@carol /dice verify')).map((l) => l.replace(/^ {2}\[[^\]]+\] | {6}/, ''));
  expect(shown.verify).toEqual(verify);
}
