import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

/**
 * The embedded Postgres's exit hook ends a process that runs out of work with code 0. A process
 * that was to end with another code (vitest after a failed test, a start-up that failed) must
 * keep it, or CI and supervisors read a failure as a success.
 */
describe('the exit code of a process that uses the embedded Postgres', () => {
  test('is the one it was given, not the exit hook’s 0', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', "await import('./src/store/embedded.ts'); process.exitCode = 3;"], {
      cwd: process.cwd(),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(3);
  });

  test('is still 0 when nothing failed', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', "await import('./src/store/embedded.ts');"], { cwd: process.cwd(), encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(0);
  });
});
