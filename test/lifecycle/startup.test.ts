import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.ts';
import { freePort } from '../../src/store/embedded.ts';
import { emptyDatabase } from '../support/db.ts';

/**
 * A start-up that cannot succeed says why in one line and exits non-zero, so a supervisor
 * (systemd, Docker, pm2) restarts or reports it (issue 11, item 2): a bad token, a database that
 * cannot be reached, a migration that fails.
 */

const EXIT_MS = 60_000;

/** Runs `npm start`'s entry with `env` and waits for it to exit on its own. */
function start(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, DOTENV_CONFIG_QUIET: 'true', DISCORD_TOKEN: '', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.resume();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after ${EXIT_MS} ms: ${err}`));
    }, EXIT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: err.split('\n').filter((l) => l.trim()) });
    });
  });
}

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await startFakeDiscord();
});
afterAll(async () => {
  await fake?.close();
});

describe('a start-up that cannot succeed', () => {
  test('a bad token: one line naming DISCORD_TOKEN, and exit 1', async () => {
    const databaseUrl = await emptyDatabase();
    const { code, lines } = await start({ DISCORD_TOKEN: 'not-the-token', DISCORD_API: fake.apiBase, DATABASE_URL: databaseUrl });
    expect(code).toBe(1);
    expect(lines.at(-1)).toMatch(/^dragonpost: cannot start: Discord refused the bot's token \(DISCORD_TOKEN\): /);
  });

  test('a database that cannot be reached: one line naming DATABASE_URL, and exit 1', async () => {
    const { code, lines } = await start({ DATABASE_URL: 'postgresql://nobody:nothing@127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^dragonpost: cannot start: cannot reach the database \(DATABASE_URL\): /)]);
  });

  test('a migration that fails: one line naming the migration, and exit 1', async () => {
    // A table already there with another shape: the first migration cannot create it.
    const databaseUrl = await emptyDatabase();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('CREATE TABLE "Game" ("id" integer)');
    await client.end();
    const { code, lines } = await start({ DATABASE_URL: databaseUrl });
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^dragonpost: cannot start: the database could not be brought up to date: migration \S+ failed: /)]);
  });

  test('a HEALTH_PORT that is not a port: one line naming it, and exit 1', async () => {
    const { code, lines } = await start({ DISCORD_TOKEN: fake.token, DISCORD_API: fake.apiBase, DATABASE_URL: 'postgresql://nobody:nothing@127.0.0.1:1/none', HEALTH_PORT: 'eighty' });
    expect(code).toBe(1);
    expect(lines).toEqual(['dragonpost: cannot start: HEALTH_PORT must be a port number (0-65535), not "eighty"']);
  });

  test('sharded, a WEB_PORT equal to HEALTH_PORT: the manager, which serves the pages, says so in one line before reaching for the database', async () => {
    const { code, lines } = await start({ DISCORD_TOKEN: fake.token, DISCORD_API: fake.apiBase, DISCORD_SHARDS: '2', DATABASE_URL: 'postgresql://nobody:nothing@127.0.0.1:1/none', WEB_PORT: '9123', HEALTH_PORT: '9123' });
    expect(code).toBe(1);
    expect(lines).toEqual(['dragonpost: cannot start: WEB_PORT and HEALTH_PORT are both 9123: give the web pages another port (e.g. WEB_PORT=8081), or WEB_PORT=off']);
  });
});

describe('a running bot sent SIGTERM', () => {
  test('answers its health check while it runs, then drains, stops its embedded Postgres and exits 0', async () => {
    const data = mkdtempSync(join(tmpdir(), 'dragonpost-sigterm-'));
    // Run as root, the embedded Postgres runs as its own `postgres` user, who must reach the folder.
    chmodSync(data, 0o755);
    const healthPort = await freePort();
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: process.cwd(),
        env: { ...process.env, DOTENV_CONFIG_QUIET: 'true', DISCORD_TOKEN: fake.token, DISCORD_API: fake.apiBase, DATABASE_URL: '', DRAGONPOST_DATA: data, HEALTH_PORT: String(healthPort) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not connected within ${EXIT_MS} ms: ${out}`)), EXIT_MS);
        const seen = (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('connected as')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', seen);
        child.stderr.on('data', seen);
      });
      const health = await fetch(`http://127.0.0.1:${healthPort}/health`);
      expect({ status: health.status, body: await health.json() }).toEqual({ status: 200, body: { ok: true, db: true, discord: true } });
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // A Postgres shut down cleanly leaves no pid file behind.
      expect(existsSync(join(data, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  }, 180_000);
});
