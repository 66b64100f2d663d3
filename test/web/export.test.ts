import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifyRolls } from '../../src/engine/core/dice.ts';
import { PUBLIC, seatViewer } from '../../src/engine/core/events.ts';
import type { DnView } from '../../src/engine/games/dragon-noir/view.ts';
import { WebStore } from '../../src/store/web.ts';
import { EXPORT_FORMAT, GameExportSchema, type GameExport } from '../../src/web/export-format.ts';
import { WebLinks } from '../../src/web/links.ts';
import { startWeb, type WebServer } from '../../src/web/server.ts';
import { query } from '../support/db.ts';
import { localTable, type LocalHarness } from '../support/local.ts';
import { ambushState, leaks, playAmbush } from './ambush.ts';

/**
 * The game's log as JSON (GET /g/<token>/export.json, docs/export-format.md), every export parsed
 * with its schema: the public's before the end holds none of the facts the rules hide, one seat's
 * holds its own, and after the end the public link's holds every event and the seed, from which
 * /dice verify's recomputation of the exported rolls holds up.
 */

async function fetchExport(url: string): Promise<{ text: string; log: GameExport; response: Response }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[A-Za-z0-9._-]+-log\.json"$/);
  const text = await response.text();
  return { text, log: GameExportSchema.parse(JSON.parse(text)), response };
}

/** Whether a board (a Dragon Noir view) shows a unit a fact says is hidden ("Black Fox is hidden in P9"). */
function shows(view: unknown, fact: string): boolean {
  return (view as DnView).units.some((u) => fact.startsWith(`${u.name} is hidden in`));
}

async function serve(harness: LocalHarness): Promise<{ server: WebServer; links: WebLinks }> {
  const links = new WebLinks(await new WebStore(harness.db.prisma).linkSecret());
  harness.service.games.deps.webLink = (id, seat) => links.link(id, seat);
  const server = await startWeb({ service: harness.service, store: new WebStore(harness.db.prisma), links, port: 0, host: '127.0.0.1' });
  return { server, links };
}

describe('a running game with hidden Orks (The Watermill Ambush)', () => {
  let harness: LocalHarness;
  let web: { server: WebServer; links: WebLinks };
  const game = async () => (await harness.service.gameHere(harness.table.context()))!;
  const module = () => harness.service.module('dragon-noir')!;

  beforeAll(async () => {
    harness = await localTable('web-export-ambush');
    web = await serve(harness);
    await playAmbush(harness);
  }, 240_000);

  afterAll(async () => {
    await web?.server.close();
    await harness?.close();
  });

  /** The facts the rules hid from the public as each phase ended (by its index; 0 is now). */
  async function hiddenByPhase(): Promise<Map<number, string[]>> {
    const g = await game();
    const facts = new Map([[0, module().secrets!(await ambushState(harness), PUBLIC)]]);
    for (const record of await harness.service.store.phases(g.id)) {
      facts.set(record.index, module().secrets!(module().stateSchema.parse(await harness.service.store.phaseSnapshot(g.id, record.index)), PUBLIC));
    }
    return facts;
  }

  test('the page links to its export', async () => {
    const link = web.links.publicPage((await game()).id)!;
    expect(await (await fetch(link)).text()).toContain(`href="${new URL(link).pathname}/export.json"`);
  });

  test('the public export holds the public events, the phases, the seats and the commitment, and no fact the rules hide', async () => {
    const g = await game();
    const { text, log } = await fetchExport(`${web.links.publicPage(g.id)!}/export.json`);
    expect(log.format).toBe(EXPORT_FORMAT);
    expect(log.viewer).toEqual({ kind: 'public' });
    expect(log.game).toMatchObject({ id: g.id, module: 'dragon-noir', scenario: 'the-watermill-ambush', status: 'running' });
    expect(log.seats.map((s) => [s.id, s.player])).toEqual([['rebels', 'alice'], ['orks', 'bob']]);
    expect(log.phases.map((p) => p.label)).toEqual((await harness.service.store.phases(g.id)).map((p) => p.label));
    expect(log.dice).toEqual({ commitment: g.seedCommitment });
    expect(text).not.toContain(g.seed);
    const all = await harness.service.store.events(g.id);
    expect(log.events.map((e) => e.seq)).toEqual(all.filter((e) => e.visibleTo === 'all').map((e) => e.seq));
    expect(log.events.length).toBeLessThan(all.length);
    expect(log.events.every((e) => e.visibleTo === undefined)).toBe(true);
    // The board now, as the public sees it (the module's view, never the state).
    expect(log.now).toEqual(JSON.parse(JSON.stringify(module().view(await ambushState(harness), PUBLIC))));
    // Each event in its phase: the nth phase-ended event closes the nth phase.
    const ends = log.events.filter((e) => e.type === 'phase-ended').map((e) => e.phase);
    expect(ends).toEqual(log.phases.slice(0, ends.length).map((p) => p.index));
    expect(log.events.some((e) => e.rolls?.length)).toBe(true);
    // What is hidden now is in no part of it; what was hidden as a phase ended is in none of the
    // log up to then (a unit seen later is named from then on).
    let checked = 0;
    for (const [index, facts] of await hiddenByPhase()) {
      const upTo = index === 0 ? text : log.events.filter((e) => e.phase !== null && e.phase <= index).map((e) => JSON.stringify(e)).join('\n');
      for (const fact of facts) {
        expect(leaks(upTo, fact), `the public export up to phase ${index} gives away "${fact}"`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    // Each phase's board is the public's view of it as it ended, holding none of what was hidden then.
    for (const phase of log.phases) {
      const snapshot = module().stateSchema.parse(await harness.service.store.phaseSnapshot(g.id, phase.index));
      expect(phase.view).toEqual(JSON.parse(JSON.stringify(module().view(snapshot, PUBLIC))));
      for (const fact of (await hiddenByPhase()).get(phase.index)!) expect(shows(phase.view, fact), `phase ${phase.index}'s board gives away "${fact}"`).toBe(false);
    }
  });

  test('the Orks\' seat export holds their own secret (the control), their events with whom each is for', async () => {
    const g = await game();
    const bob = (await query<{ userId: string }>(harness.db.url, 'SELECT "userId" FROM "Seat" WHERE "gameId" = $1 AND "seatId" = $2', [g.id, 'orks']))[0]!.userId;
    const url = `${web.links.seatPage(g.id, 'orks', bob)!}/export.json`;
    const { text, log } = await fetchExport(url);
    expect(log.viewer).toEqual({ kind: 'seat', seat: 'orks' });
    expect(log.dice.seed).toBeUndefined();
    expect(log.now).toEqual(JSON.parse(JSON.stringify(module().view(await ambushState(harness), seatViewer('orks')))));
    expect(log.events.some((e) => Array.isArray(e.visibleTo) && e.visibleTo.includes('orks'))).toBe(true);
    expect(log.events.every((e) => e.visibleTo === 'all' || e.visibleTo!.includes('orks'))).toBe(true);
    expect([...(await hiddenByPhase()).values()].flat().some((fact) => leaks(text, fact))).toBe(true);
    // Each phase's board as the Orks saw it: a fact hidden from the public then is on it (the control).
    const hidden = await hiddenByPhase();
    expect(log.phases.some((p) => hidden.get(p.index)!.some((fact) => shows(p.view, fact)))).toBe(true);
    expect((await fetch(`${url}?view=gm`)).status).toBe(404);
    expect((await fetch(`${web.links.publicPage(g.id)!}/export.json?view=gm`)).status).toBe(404);
  });

  test('/game export what:log answers its caller with the links they may have: the public one, and their own seat\'s', async () => {
    const links = (text: string) => text.match(/https?:\/\/\S+\/export\.json/g) ?? [];
    const bob = (await harness.type('@bob /game export what:log')).join('\n');
    expect(links(bob)).toHaveLength(2);
    const viewers = await Promise.all(links(bob).map(async (url) => (await fetchExport(url)).log.viewer));
    expect(viewers).toEqual([{ kind: 'public' }, { kind: 'seat', seat: 'orks' }]);
    const carol = (await harness.type('@carol /game export what:log')).join('\n');
    expect(links(carol)).toEqual([`${web.links.publicPage((await game()).id)!}/export.json`]);
    const [wrong] = await harness.type('@bob /game export what:log answer:yes');
    expect(wrong).toContain('answer: is for what:scenario; what:log needs nothing more.');
  });
});

describe('a dungeon quest played to its end (the reveal)', () => {
  let harness: LocalHarness;
  let web: { server: WebServer; links: WebLinks };

  beforeAll(async () => {
    harness = await localTable('web-export-reveal');
    web = await serve(harness);
    await harness.table.script(readFileSync('examples/dungeon-warren.txt', 'utf8'), false);
  }, 240_000);

  afterAll(async () => {
    await web?.server.close();
    await harness?.close();
  });

  test('the public link\'s export holds every event and the seed, and /dice verify\'s recomputation of its rolls holds up', async () => {
    const g = (await harness.service.gameHere(harness.table.context()))!;
    expect(g.status).toBe('ended');
    const { log } = await fetchExport(`${web.links.publicPage(g.id)!}/export.json`);
    expect(log.viewer).toEqual({ kind: 'gm' });
    const all = await harness.service.store.events(g.id);
    expect(log.events.map((e) => [e.seq, e.type, e.text, e.visibleTo])).toEqual(all.map((e) => [e.seq, e.type, e.text, e.visibleTo]));
    expect(log.events.some((e) => e.visibleTo !== 'all')).toBe(true);
    expect(log.dice.seed).toBe(g.seed);
    const rolls = log.events.flatMap((e) => e.rolls ?? []);
    expect(rolls).toEqual(all.flatMap((e) => e.rolls ?? []));
    expect(rolls.length).toBeGreaterThan(0);
    const reply = (await harness.type('@alice /game export what:log')).join('\n');
    expect(reply).toContain(`Every event, private ones too, with the seed: ${web.links.publicPage(g.id)!}/export.json`);
    const report = verifyRolls({ seed: log.dice.seed!, commitment: log.dice.commitment, cursor: log.dice.cursor!, forcedAllowed: log.dice.forcedAllowed!, rolls });
    expect(report.commitmentMatches).toBe(true);
    expect(report.mismatches).toEqual([]);
    // Every roll accounted for: recomputed from the seed, or forced where the game allowed it.
    expect(report.checked).toBeGreaterThan(0);
    expect(report.checked + report.forced).toBe(rolls.length);
  });
});
