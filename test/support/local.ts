import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../../src/app/app.ts';
import type { AnyGameModule } from '../../src/engine/core/module.ts';
import type { Clock, GameService } from '../../src/app/game-service.ts';
import { LocalTable } from '../../src/app/local-table.ts';
import type { CommandRouter } from '../../src/commands/index.ts';
import { RenderPool } from '../../src/render/pool.ts';
import type { RenderRequest } from '../../src/render/render.ts';
import { freshDatabase, type TestDatabase } from './db.ts';

/** The local table on a fresh database, printing into an array instead of the terminal. */
export interface LocalHarness {
  db: TestDatabase;
  app: App;
  service: GameService;
  router: CommandRouter;
  table: LocalTable;
  lines: string[];
  outDir: string;
  close(): Promise<void>;
}

export async function localTable(channel = 'table', clock?: Clock, modules?: Map<string, AnyGameModule>, onRender?: (request: RenderRequest) => void): Promise<LocalHarness> {
  const db = await freshDatabase();
  const pool = new RenderPool(1);
  // A test may watch every view sent to be drawn (a leak test checks the public ones).
  const renderer = onRender ? { render: (request: RenderRequest) => (onRender(request), pool.render(request)) } : pool;
  const app = createApp(db.prisma, { renderer, local: true, ...(clock ? { clock } : {}), ...(modules ? { modules } : {}) });
  const { service, router } = app;
  const lines: string[] = [];
  const outDir = mkdtempSync(join(tmpdir(), 'dragonpost-table-'));
  const table = new LocalTable({ service, router, outDir, channel, print: (line) => lines.push(line) });
  return {
    db,
    app,
    service,
    router,
    table,
    lines,
    outDir,
    async close() {
      await pool.close();
      await db.close();
    },
  };
}

/** A clock a test moves by hand. */
export class TestClock {
  constructor(public time = new Date('2026-11-22T18:00:00Z')) {}
  now(): Date {
    return new Date(this.time);
  }
  advance(hours: number): void {
    this.time = new Date(this.time.getTime() + hours * 3_600_000);
  }
}
