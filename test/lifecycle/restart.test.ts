import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, test } from 'vitest';
import { stopOrphan } from '../../src/store/embedded.ts';

/**
 * `kill -9` then `npm start` comes back, every time, with the embedded Postgres (issue 11, item 2):
 * the Postgres a killed bot leaves running holds the data folder, and the next start must find it,
 * stop it and start its own.
 */

const READY_MS = 120_000;
const data = mkdtempSync(join(tmpdir(), 'dragonpost-restart-'));
// Run as root, the embedded Postgres runs as its own `postgres` user, who must reach the folder.
chmodSync(data, 0o755);
let last: ChildProcess | undefined;

/** Starts the local table on `data`, reading lines from a pipe; resolves once it has answered `line`. */
function startAndAnswer(line: string, expected: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, DOTENV_CONFIG_QUIET: 'true', DISCORD_TOKEN: '', DATABASE_URL: '', DRAGONPOST_DATA: data },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    last = child;
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no answer within ${READY_MS} ms:\n${out}`)), READY_MS);
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      if (expected.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the bot exited (${code ?? signal}) before answering:\n${out}`));
    });
    child.stdin!.write(`${line}\n`);
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterAll(async () => {
  // The last bot goes the same way, and the Postgres it leaves is stopped as the next start would.
  if (last && last.exitCode === null && last.signalCode === null) await killed(last);
  await stopOrphan(join(data, 'postgres'));
  rmSync(data, { recursive: true, force: true });
}, 120_000);

describe('a bot killed with kill -9', () => {
  test('comes back on the next start, 10 times out of 10', async () => {
    for (let i = 0; i < 11; i++) {
      // Each start opens a game, a write to its Postgres; each is killed as soon as it has answered.
      const bot = await startAndAnswer('@alice /game new game:dragon-noir scenario:the-ford', /Dragon Noir: The Ford\*\* is open for players/);
      await killed(bot);
    }
  }, 900_000);
});
