import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PUBLIC, seatViewer, type Viewer } from '../../src/engine/core/events.ts';
import { viewFacts, type DqView } from '../../src/engine/games/dungeon/view.ts';
import type { WebLinks } from '../../src/web/links.ts';
import { leaks } from '../support/dungeon.ts';
import type { DrawnView, LocalHarness } from '../support/local.ts';
import { browserTable, expectPublicViewAfterTheEnd, expectSeedVerified, seedShown, stepAs as stepThrough, stepTheReveal, type BrowserTable, type Shown } from './stepper.ts';

/**
 * A whole dungeon quest, its page stepped through phase by phase in a real Chromium:
 * examples/dungeon-demon-king.txt, the Warren of Ulgrath with mara as the Demon King, who sees the
 * whole dungeon while the heroes (and the public, who share their view) see what they have
 * uncovered. After its first turn, the Demon King's private link against a hero's and the public
 * page; then played to Ulgrath's death, the public view of every phase and the reveal (the game
 * master's view, with the seed and its /dice verify check).
 */

let table: BrowserTable;
let harness: LocalHarness;
let links: WebLinks;
let tabs: BrowserContext;
let views: DrawnView[];
let gameId: string;
const [firstTurn, theRest] = readFileSync('examples/dungeon-demon-king.txt', 'utf8').split('\n# Turn 2.');
/** What the heroes and the public did not know after the first turn: secrets(state, PUBLIC) then. */
let hiddenMidGame: string[];
/** The phases over after the first turn. */
let phasesMidGame: number;

beforeAll(async () => {
  table = await browserTable('web-browser-dungeon');
  ({ harness, links, tabs, views } = table);
  await harness.table.script(firstTurn!, false);
  const game = (await harness.service.gameHere(harness.table.context()))!;
  gameId = game.id;
  const module = harness.service.module('dungeon')!;
  hiddenMidGame = module.secrets!(module.stateSchema.parse(game.state), PUBLIC);
  phasesMidGame = (await harness.service.store.phases(gameId)).length;
}, 240_000);

afterAll(async () => {
  await table?.close();
});

const stepAs = (url: string, viewer: Viewer) => stepThrough(tabs, harness, gameId, url, viewer, views);
const drawnViews = (step: Shown) => step.drawn as DqView[];
const seatLink = async (seat: string) => links.link(gameId, { seat, user: (await harness.service.store.seats(gameId)).find((s) => s.seatId === seat)!.userId! })!;

test('after the first turn: the Demon King\'s private link shows where the monsters, traps and treasure lie; a hero\'s and the public page, none of it', async () => {
  expect((await harness.service.gameHere(harness.table.context()))!.status).toBe('running');
  expect(hiddenMidGame).toEqual(expect.arrayContaining(['Orc 4 at J8', 'pitfall at K9', "Ulgrath's hall"]));
  const dk = await stepAs(await seatLink('demon-king'), seatViewer('demon-king'));
  expect(dk[0]!.text).toContain('the view of the Demon King, as mara sees it');
  // Her lines tell where her monsters went unseen; her board now shows every hidden fact.
  expect(hiddenMidGame.filter((fact) => dk.some((step) => leaks(step.text, fact)))).toEqual(expect.arrayContaining(['Orc 4 at J8', 'Ulgrath at P10']));
  const [dkNow] = drawnViews(dk[0]!);
  expect(dkNow!.viewer).toEqual(seatViewer('demon-king'));
  expect(viewFacts(dkNow!)).toEqual(expect.arrayContaining(hiddenMidGame));
  // The Warrior's own page and the public page: not on the screen at any phase, in any picture's description or view.
  for (const [url, viewer] of [[await seatLink('warrior'), seatViewer('warrior')], [links.publicPage(gameId)!, PUBLIC]] as const) {
    const steps = await stepAs(url, viewer);
    expect(steps).toHaveLength(phasesMidGame + 1);
    for (const step of steps) {
      expect(drawnViews(step).map((v) => v.viewer), `the picture of ${step.phase}`).toEqual([viewer]);
      const shown = new Set(viewFacts(drawnViews(step)[0]!));
      for (const fact of hiddenMidGame) {
        expect(leaks(step.text, fact), `${JSON.stringify(viewer)}: ${step.phase} shows "${fact}"`).toBe(false);
        expect(step.alts.some((alt) => leaks(alt, fact)), fact).toBe(false);
        expect(shown.has(fact), `${JSON.stringify(viewer)}: the picture of ${step.phase} shows "${fact}"`).toBe(false);
      }
    }
  }
  expect((await seedShown(tabs, links.publicPage(gameId)!)).seed).toBeNull();
}, 120_000);

test('the quest is played to its end: the Warrior cuts Ulgrath down', async () => {
  await harness.table.script(theRest!, false);
  expect((await harness.service.gameHere(harness.table.context()))!.status).toBe('ended');
  expect(harness.lines.join('\n')).toContain('The quest is won: The heroes kill Ulgrath.');
}, 120_000);

test('after the end, the public view shows every phase of the whole quest with its own picture and exactly its own public lines', async () => {
  await expectPublicViewAfterTheEnd(tabs, harness, gameId, links.publicPage(gameId)!, views, phasesMidGame);
}, 120_000);

test('the reveal: the public link shows the game master\'s view of every phase, every fact hidden after the first turn, the seed and the /dice verify check', async () => {
  const game = (await harness.service.gameHere(harness.table.context()))!;
  const link = links.publicPage(gameId)!;
  const steps = await stepTheReveal(tabs, harness, gameId, link, views);
  // The first turn's last phase, as it ended: every monster, trap, hidden door, room and treasure hidden then.
  const [picture] = drawnViews(steps.find((s) => s.phase === phasesMidGame)!);
  expect(picture!.viewer).toEqual({ kind: 'gm' });
  expect(viewFacts(picture!)).toEqual(expect.arrayContaining(hiddenMidGame));
  // Its log on the screen says what the Demon King did unseen.
  const firstTurnText = steps.filter((s) => typeof s.phase === 'number' && s.phase <= phasesMidGame).map((s) => s.text).join('\n');
  expect(leaks(firstTurnText, 'Orc 4 at J8')).toBe(true);
  // The seed, and what /dice verify says of it, on the page in the browser.
  await expectSeedVerified(tabs, link, harness, game.seed);
}, 120_000);
