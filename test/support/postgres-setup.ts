import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PROJECT_DATA } from '../../src/store/database.ts';
import { startEmbedded } from '../../src/store/embedded.ts';

/**
 * Starts one Postgres for the whole test run: the server in DATABASE_URL if it is set,
 * otherwise a throwaway embedded cluster. Each test file then makes its own database on it.
 */
export default async function setup(project: TestProject) {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    const url = new URL(configured);
    url.pathname = '';
    project.provide('pgBaseUrl', url.toString().replace(/\/$/, ''));
    return;
  }
  mkdirSync(PROJECT_DATA, { recursive: true });
  const dir = mkdtempSync(join(PROJECT_DATA, 'test-'));
  // Run as root, Postgres runs as its own user: a folder it cannot reach is kept elsewhere (postgres-user.ts).
  chmodSync(dir, 0o755);
  const server = await startEmbedded(join(dir, 'pg'), { persistent: false, quiet: true });
  project.provide('pgBaseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgBaseUrl: string;
  }
}
