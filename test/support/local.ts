import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameService } from '../../src/app/game-service.ts';
import { LocalTable } from '../../src/app/local-table.ts';
import { gameModules } from '../../src/app/modules.ts';
import { allCommands, CommandRouter } from '../../src/commands/index.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { GameStore } from '../../src/store/games.ts';
import { freshDatabase, type TestDatabase } from './db.ts';

/** The local table on a fresh database, printing into an array instead of the terminal. */
export interface LocalHarness {
  db: TestDatabase;
  service: GameService;
  router: CommandRouter;
  table: LocalTable;
  lines: string[];
  outDir: string;
  close(): Promise<void>;
}

export async function localTable(channel = 'table'): Promise<LocalHarness> {
  const db = await freshDatabase();
  const modules = gameModules();
  const pool = new RenderPool(1);
  const service = new GameService({ store: new GameStore(db.prisma), modules, renderer: pool, local: true });
  const router = new CommandRouter(service, allCommands([...modules.values()]));
  const lines: string[] = [];
  const outDir = mkdtempSync(join(tmpdir(), 'dragonpost-table-'));
  const table = new LocalTable({ service, router, outDir, channel, print: (line) => lines.push(line) });
  return {
    db,
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
