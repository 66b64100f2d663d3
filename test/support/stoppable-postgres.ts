import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, freePort, startEmbedded, type EmbeddedServer } from '../../src/store/embedded.ts';
import { migrate } from '../../src/store/migrate.ts';

/**
 * An embedded Postgres of a test's own, which the test stops and starts again on the same port
 * (the run's shared server must stay up for the other files): a bot on it sees its database go
 * away and come back where it was.
 */
export interface StoppablePostgres {
  /** The migrated database's URL; the same across restarts. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Freezes the server and each of its backends (SIGSTOP): connections stay open and new ones are
   * taken by the kernel, but nothing answers, as with a server out of reach. Linux only.
   */
  freeze(): void;
  thaw(): void;
  /** Stops it for good and removes its data. */
  close(): Promise<void>;
}

export async function stoppablePostgres(): Promise<StoppablePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'dragonpost-stoppable-'));
  // Run as root, the embedded Postgres runs as its own `postgres` user, who is let into the folder.
  chmodSync(dir, 0o755);
  const dataDir = join(dir, 'pg');
  const port = await freePort();
  let server: EmbeddedServer | undefined = await startEmbedded(dataDir, { persistent: true, quiet: true, port });
  const url = await ensureDatabase(server.baseUrl, 'dragonpost');
  await migrate(url);
  return {
    url,
    async stop() {
      await server?.stop();
      server = undefined;
    },
    async start() {
      server ??= await startEmbedded(dataDir, { persistent: true, quiet: true, port });
    },
    freeze: () => signalAll(dataDir, 'SIGSTOP'),
    thaw: () => signalAll(dataDir, 'SIGCONT'),
    async close() {
      await server?.stop();
      server = undefined;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The postmaster named in its pid file and every process it started. */
function signalAll(dataDir: string, signal: NodeJS.Signals) {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent's pid is the field after the state, which follows the name in parentheses.
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  for (const pid of [postmaster, ...children]) process.kill(pid, signal);
}
