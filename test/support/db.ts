import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect } from '../../src/store/database.ts';
import { ensureDatabase } from '../../src/store/embedded.ts';
import { migrate } from '../../src/store/migrate.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';

/** A fresh, migrated database of its own for one test file, on the run's shared server. */
export interface TestDatabase {
  url: string;
  prisma: PrismaClient;
  close(): Promise<void>;
}

export async function emptyDatabase(): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  return ensureDatabase(inject('pgBaseUrl'), name);
}

export async function freshDatabase(): Promise<TestDatabase> {
  const url = await emptyDatabase();
  await migrate(url);
  const prisma = connect(url);
  return {
    url,
    prisma,
    async close() {
      await prisma.$disconnect();
    },
  };
}

export async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
