import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../../src/app/app.ts';
import type { AnyGameModule } from '../../src/engine/core/module.ts';
import type { Clock, GameService } from '../../src/app/game-service.ts';
import { LocalTable } from '../../src/app/local-table.ts';
import type { CommandRouter } from '../../src/commands/index.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { gameModules } from '../../src/app/modules.ts';
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
  /** Types a line as a player; returns the reply lines it produced. */
  type(line: string): Promise<string[]>;
  close(): Promise<void>;
}

/** A view a game was asked to draw. */
export interface DrawnView {
  view: unknown;
}

export async function localTable(channel = 'table', clock?: Clock, games?: Map<string, AnyGameModule>, onDraw?: (drawn: DrawnView) => void): Promise<LocalHarness> {
  const db = await freshDatabase();
  const pool = new RenderPool(1);
  // A test may watch every view a game is asked to draw (a leak test checks the public ones).
  const watched = (module: AnyGameModule): AnyGameModule => {
    const picture = module.picture;
    return picture ? { ...module, picture: (view: unknown) => (onDraw!({ view }), picture(view)) } : module;
  };
  const modules = onDraw ? new Map([...(games ?? gameModules()).entries()].map(([id, m]) => [id, watched(m)])) : games;
  const app = createApp(db.prisma, { renderer: pool, local: true, ...(clock ? { clock } : {}), ...(modules ? { modules } : {}) });
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
    async type(line: string) {
      const before = lines.length;
      await table.line(line);
      return lines.slice(before);
    },
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
