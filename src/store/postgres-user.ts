import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, rmdirSync, symlinkSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Postgres refuses to run as root, so a root process runs the embedded Postgres as the `postgres`
 * user. That user must reach the binaries and the data folder through every directory above
 * them, and a project cloned under a private (0700) directory, `/root` or a `mktemp -d` folder,
 * hides both from it. Nothing above the project has its permissions changed: what that user
 * cannot reach is kept instead under a root-owned folder it can traverse (HOME below), where no
 * other user can write:
 * - the binaries, as a copy of the platform package's `native` folder, one per version, shared
 *   by every project on the machine;
 * - the data folder, one per project data folder (named by a hash of its path), owned by
 *   `postgres` and private to it; the project's data folder becomes a symlink to it, so that
 *   `ls -l .data` says where the data went.
 */

/** Where root keeps what the `postgres` user could not reach in the project; docs/hosting.md. */
export const ROOT_HOME = '/var/lib/dragonpost-postgres';

export interface RunAs {
  uid: number;
  gid: number;
}

export function runningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** The `postgres` user's ids, the user and its group made if the machine has none. */
export function postgresUser(): RunAs {
  const ids = () => ({ uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) });
  try {
    return ids();
  } catch {
    try {
      // The group may exist without the user; a failure here shows in the useradd below.
      spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'pipe' });
      return ids();
    } catch (error) {
      throw new Error(`the embedded Postgres cannot run as root and no \`postgres\` user could be made (${String((error as Error).message).split('\n')[0]}): create one (useradd --system postgres), or set DATABASE_URL`);
    }
  }
}

/** Whether `user` may do `test -<flag>` on `path`: asked of the system as that user, so ACLs and every directory above count. */
export function userCan(user: RunAs, flag: 'x' | 'r', path: string): boolean {
  return spawnSync('test', [`-${flag}`, path], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

/** The binaries' folder as `user` can run them: the package's own, or a copy under ROOT_HOME. */
export function reachableBinaries(user: RunAs, native: string, version: string): string {
  if (userCan(user, 'x', join(native, 'bin', 'initdb')) && userCan(user, 'r', join(native, 'share', 'postgresql', 'postgres.bki'))) return native;
  const copy = join(home(), `postgres-${version.replace(/[^\w.-]/g, '_')}`);
  if (!existsSync(copy)) {
    // Copied whole under a temporary name, then renamed: a start that stops half-way, or two
    // starting at once, never leave a partial copy under the final name.
    const partial = `${copy}.partial-${randomBytes(4).toString('hex')}`;
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    openFolders(partial);
    try {
      renameSync(partial, copy);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(copy)) throw error;
    }
  }
  return copy;
}

/**
 * The data folder as `user` can reach it: `dataDir` itself, or a folder of its own under
 * ROOT_HOME that `dataDir` then points to. Data already in an unreachable `dataDir` (a
 * project moved under a private folder) is not moved behind the admin's back: one line says so.
 */
export function reachableDataDir(user: RunAs, dataDir: string): string {
  const parent = dirname(resolve(dataDir));
  mkdirSync(parent, { recursive: true });
  if (userCan(user, 'x', parent)) return dataDir;
  const kept = join(home(), 'data', `${basename(parent).replace(/^\.+/, '')}-${basename(dataDir)}-${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16)}`);
  mkdirSync(dirname(kept), { recursive: true, mode: 0o755 });
  chmodSync(dirname(kept), 0o755);
  const link = existingLink(dataDir);
  if (link === kept) return kept;
  if (link !== undefined) rmSync(dataDir);
  else if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) {
      throw new Error(`the embedded Postgres runs as the \`postgres\` user, who cannot reach ${dataDir} (a directory above it is private): move the project or DRAGONPOST_DATA where that user can reach it, or set DATABASE_URL`);
    }
    rmdirSync(dataDir);
  }
  symlinkSync(kept, dataDir);
  return kept;
}

function existingLink(path: string): string | undefined {
  try {
    return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ROOT_HOME, made if missing. It must be root's and writable by nobody else, or the `postgres`
 * user (or anyone) could have planted binaries there for root to run: anything else is refused.
 */
function home(): string {
  if (!existsSync(ROOT_HOME)) {
    mkdirSync(ROOT_HOME, { recursive: true, mode: 0o755 });
    chmodSync(ROOT_HOME, 0o755);
  }
  const stat = lstatSync(ROOT_HOME);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${ROOT_HOME} must be a directory owned by root and writable by root alone (the embedded Postgres keeps there what the \`postgres\` user cannot reach in the project): fix or remove it`);
  }
  return ROOT_HOME;
}

/** Folders in the copy readable and traversable by all, whatever the umask; files keep the package's modes. */
function openFolders(path: string) {
  chmodSync(path, 0o755);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) openFolders(join(path, entry.name));
  }
}

/** A folder made for `user` alone. */
export function ownFolder(user: RunAs | undefined, path: string) {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
  if (user) chownSync(path, user.uid, user.gid);
}
