import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { createApp } from '../src/app/app.ts';
import { SeededDice } from '../src/engine/core/dice.ts';
import type { GameEvent } from '../src/engine/core/events.ts';
import { RenderPool } from '../src/render/pool.ts';
import { connect, PROJECT_DATA } from '../src/store/database.ts';
import { ensureDatabase, startEmbedded } from '../src/store/embedded.ts';
import { migrate } from '../src/store/migrate.ts';
import { WebStore } from '../src/store/web.ts';
import { WebLinks } from '../src/web/links.ts';
import { startWeb } from '../src/web/server.ts';
import { summarise, timeAsync, type Measured } from './harness.ts';

/**
 * The game's web page (issue 17): the first byte of the page of a game with 200 ended phases
 * (target 200 ms), public, a seat's own and the reveal after the end, and a phase's picture once
 * drawn and kept (target 50 ms), and the public export whole (no target: a download), as medians,
 * over HTTP against a real Postgres.
 */

const PHASES = 200;

/** Milliseconds from the request to the first byte of the answer's body. */
function firstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    get(url, (response) => {
      response.once('data', () => {
        const ms = performance.now() - started;
        response.resume();
        response.once('end', () => resolve(ms));
      });
    }).once('error', reject);
  });
}

export async function benchWeb(results: Measured[]): Promise<void> {
  mkdirSync(PROJECT_DATA, { recursive: true });
  const dir = mkdtempSync(join(PROJECT_DATA, 'bench-web-'));
  chmodSync(dir, 0o755);
  const pg = await startEmbedded(join(dir, 'pg'), { persistent: false, quiet: true });
  const pool = new RenderPool(1);
  try {
    const url = await ensureDatabase(pg.baseUrl, 'bench_web');
    await migrate(url);
    const prisma = connect(url);
    const app = createApp(prisma, { renderer: pool, local: false });
    const store = app.service.store;
    const module = app.service.module('dragon-noir')!;
    await store.ensureServer('bench', 'bench');
    await store.ensureChannel({ id: 'bench-web', serverId: 'bench', name: 'bench-web', kind: 'text' });
    const game = await store.createGame({ serverId: 'bench', channelId: 'bench-web', moduleId: 'dragon-noir', scenarioId: 'the-ford', options: {}, seed: 'bench-web', seedCommitment: 'c'.repeat(64), deadlineHours: 48, createdBy: 'bench', seats: ['orks', 'rebels'] });
    await store.takeSeat(game.id, 'orks', 'u1', 'alice');
    await store.takeSeat(game.id, 'rebels', 'u2', 'bob');
    const setup = module.setup({ scenarioId: 'the-ford', options: {}, seats: ['orks', 'rebels'] }, new SeededDice('bench-web', 0));
    if (!setup.ok) throw new Error(setup.error);
    const state = setup.value;
    let version = (await store.commit(game.id, 0, { state, diceCursor: 0, status: 'running', events: [{ type: 'game-started', text: 'The game begins.', visibleTo: 'all' }], checkpoints: [] })).version;
    // 200 phases, each with its log: a few public lines and one private.
    for (let i = 1; i <= PHASES; i++) {
      const turn = Math.ceil(i / 8);
      const label = `Turn ${turn} · ${i % 2 ? 'Orks' : 'Rebels'} · Phase ${i}`;
      const events: GameEvent[] = [
        { type: 'phase-began', text: `${label} begins.`, visibleTo: 'all' },
        ...Array.from({ length: 6 }, (_, k): GameEvent => ({ type: 'moved', text: `Black Fox moves from F${k + 1} to F${k + 2} (${k + 1} MP).`, visibleTo: 'all' })),
        { type: 'hidden', text: 'A secret of the Orks.', visibleTo: ['orks'] },
        { type: 'phase-ended', text: `${label} ends.`, visibleTo: 'all' },
      ];
      version = (await store.commit(game.id, version, { state, diceCursor: 0, events, checkpoints: [{ turn, phaseKey: 'movement', label, state }] })).version;
    }
    const links = new WebLinks('bench-web-secret-'.padEnd(64, 'x'));
    const server = await startWeb({ service: app.service, store: new WebStore(prisma), links, port: 0, host: '127.0.0.1', rateLimit: { capacity: 1e9, perSecond: 1e9 } });
    try {
      const page = links.publicPage(game.id)!;
      const pageSamples: number[] = [];
      for (let i = 0; i < 40; i++) pageSamples.push(await firstByte(page));
      results.push(summarise(`web: first byte of a game's page, ${PHASES} phases`, pageSamples.slice(5), 200));

      const image = `${page}/phase/${PHASES / 2}.png`;
      const [drawMs] = await timeAsync(() => fetch(image).then((r) => r.arrayBuffer()));
      results.push(summarise('web: a phase picture the first time (drawn, then kept)', [drawMs]));
      const imageSamples: number[] = [];
      for (let i = 0; i < 40; i++) imageSamples.push((await timeAsync(() => fetch(image).then((r) => r.arrayBuffer())))[0]);
      results.push(summarise('web: a phase picture once drawn (from Postgres)', imageSamples.slice(5), 50));

      // The public export: every public event and each phase's board as the public saw it, whole.
      const exportSamples: number[] = [];
      for (let i = 0; i < 12; i++) exportSamples.push((await timeAsync(() => fetch(`${page}/export.json`).then((r) => r.arrayBuffer())))[0]);
      results.push(summarise(`web: the public export (log and each phase's board), ${PHASES} phases, whole`, exportSamples.slice(2)));

      // A seat's own page: its holder checked, every event read and sifted by what the seat may see.
      const seat = links.seatPage(game.id, 'orks', 'u1')!;
      const seatSamples: number[] = [];
      for (let i = 0; i < 40; i++) seatSamples.push(await firstByte(seat));
      results.push(summarise(`web: first byte of a seat's own page, ${PHASES} phases`, seatSamples.slice(5), 200));

      // The reveal: the game over, the game master's page with the /dice verify check of the whole log.
      await prisma.game.update({ where: { id: game.id }, data: { status: 'ended', seedRevealed: true } });
      const revealSamples: number[] = [];
      for (let i = 0; i < 20; i++) revealSamples.push(await firstByte(page));
      results.push(summarise(`web: first byte of the reveal (game master's view, /dice verify), ${PHASES} phases`, revealSamples.slice(5), 200));
    } finally {
      await server.close();
      await prisma.$disconnect();
    }
  } finally {
    await pool.close();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
