import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PUBLIC, seatViewer, type Viewer } from '../../src/engine/core/events.ts';
import type { DnView } from '../../src/engine/games/dragon-noir/view.ts';
import type { WebLinks } from '../../src/web/links.ts';
import type { DrawnView, LocalHarness } from '../support/local.ts';
import { ambushState, leaks, playAmbush, playAmbushToTheEnd, unitShown } from './ambush.ts';
import { browserTable, expectPublicViewAfterTheEnd, expectSeedVerified, seedShown, stepAs as stepThrough, stepTheReveal, type BrowserTable, type Shown } from './stepper.ts';

/**
 * A whole game of Dragon Noir with hidden units, The Watermill Ambush (the Orks set up in secret
 * and stay hidden until seen), its page stepped through phase by phase in a real Chromium: part
 * way, the Orks' private link against the public page; then played on until night falls on the
 * tenth turn, the public view of every phase and the reveal (the game master's view, with the seed
 * and its /dice verify check), each phase with its own picture and exactly its own lines.
 */

let table: BrowserTable;
let harness: LocalHarness;
let links: WebLinks;
let tabs: BrowserContext;
let views: DrawnView[];
let gameId: string;
/** Where the Orks waited unseen at the mid-game point: secrets(state, PUBLIC) then. */
let hiddenMidGame: string[];
/** The phases over at the mid-game point; the one under way then is the next. */
let phasesMidGame: number;

beforeAll(async () => {
  table = await browserTable('web-browser-dn');
  ({ harness, links, tabs, views } = table);
  await playAmbush(harness);
  gameId = (await harness.service.gameHere(harness.table.context()))!.id;
  hiddenMidGame = harness.service.module('dragon-noir')!.secrets!(await ambushState(harness), PUBLIC);
  phasesMidGame = (await harness.service.store.phases(gameId)).length;
}, 240_000);

afterAll(async () => {
  await table?.close();
});

const stepAs = (url: string, viewer: Viewer) => stepThrough(tabs, harness, gameId, url, viewer, views);

const drawnViews = (step: Shown) => step.drawn as DnView[];

test('mid-game: the Orks\' private link shows, phase by phase, where their hidden Orks wait; the public page, none of it', async () => {
  expect((await harness.service.gameHere(harness.table.context()))!.status).toBe('running');
  expect(hiddenMidGame.length).toBeGreaterThan(3);
  const orks = (await harness.service.store.seats(gameId)).find((s) => s.seatId === 'orks')!;
  const own = await stepAs(links.link(gameId, { seat: 'orks', user: orks.userId! })!, seatViewer('orks'));
  expect(own[0]!.text).toContain('the view of the Orks, as bob sees it');
  // Their lines say where they were placed; their board now, drawn from their view, shows each one.
  const told = hiddenMidGame.filter((fact) => own.some((step) => leaks(step.text, fact)));
  expect(told.length).toBeGreaterThan(0);
  const [ownNow] = drawnViews(own[0]!);
  expect(ownNow!.viewer).toEqual(seatViewer('orks'));
  for (const fact of hiddenMidGame) expect(unitShown(ownNow!, fact), fact).toBe(true);
  // The public page: not in any phase's text on the screen, any picture's description, or any picture's view.
  const open = await stepAs(links.publicPage(gameId)!, PUBLIC);
  expect((await seedShown(tabs, links.publicPage(gameId)!)).seed).toBeNull();
  expect(open).toHaveLength(phasesMidGame + 1);
  for (const step of open) {
    expect(drawnViews(step).map((v) => v.viewer), `the picture of ${step.phase}`).toEqual([PUBLIC]);
    for (const fact of hiddenMidGame) {
      expect(leaks(step.text, fact), `${step.phase} shows "${fact}"`).toBe(false);
      expect(step.alts.some((alt) => leaks(alt, fact)), fact).toBe(false);
      expect(unitShown(drawnViews(step)[0]!, fact), `the picture of ${step.phase} shows "${fact}"`).toBe(false);
    }
  }
}, 120_000);

test('the game is played on to its end: night falls on the tenth turn with the Rebels short of the east edge', async () => {
  await playAmbushToTheEnd(harness);
  const game = (await harness.service.gameHere(harness.table.context()))!;
  expect(game.status).toBe('ended');
  expect(harness.lines.join('\n')).toContain('Night falls with the Rebels still short of the east edge. Victory: Orks.');
  expect((await harness.service.store.phases(gameId)).length).toBeGreaterThan(phasesMidGame + 40);
}, 120_000);

test('after the end, the public view shows every phase of the whole game with its own picture and exactly its own public lines', async () => {
  await expectPublicViewAfterTheEnd(tabs, harness, gameId, links.publicPage(gameId)!, views, phasesMidGame);
}, 120_000);

test('the reveal: the public link shows the game master\'s view of every phase, every fact hidden mid-game, the seed and the /dice verify check', async () => {
  const game = (await harness.service.gameHere(harness.table.context()))!;
  const link = links.publicPage(gameId)!;
  const steps = await stepTheReveal(tabs, harness, gameId, link, views);
  // Seen as the phase under way at the mid-game point ended: every Ork hidden then, where he waited.
  const underWay = steps.find((s) => s.phase === phasesMidGame + 1)!;
  const [picture] = drawnViews(underWay);
  expect(picture!.viewer).toEqual({ kind: 'gm' });
  for (const fact of hiddenMidGame) expect(unitShown(picture!, fact), fact).toBe(true);
  // And the log of the phases over by then, which the public page did not tell, says where each was placed.
  const before = steps.filter((s) => typeof s.phase === 'number' && s.phase <= phasesMidGame).map((s) => s.text);
  for (const fact of hiddenMidGame) expect(before.some((text) => leaks(text, fact)), fact).toBe(true);
  // The seed, and what /dice verify says of it, on the page in the browser.
  await expectSeedVerified(tabs, link, harness, game.seed);
}, 120_000);
