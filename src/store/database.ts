import { PrismaPg } from '@prisma/adapter-pg';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaClient } from '../generated/prisma/client.ts';
import { ensureDatabase, startEmbedded } from './embedded.ts';
import { migrate } from './migrate.ts';

/**
 * Opens the store: the server named by DATABASE_URL, or with none an embedded Postgres whose
 * data lives in the project's `.data/postgres`. Migrations are applied on the way in.
 */

export interface Database {
  url: string;
  prisma: PrismaClient;
  close(): Promise<void>;
}

/** Where the local table and a bot without DATABASE_URL keep their Postgres: `.data/`, or DRAGONPOST_DATA. */
export const PROJECT_DATA = process.env.DRAGONPOST_DATA || fileURLToPath(new URL('../../.data/', import.meta.url));

export async function openDatabase(options: { url?: string; dataDir?: string; quiet?: boolean } = {}): Promise<Database> {
  const given = options.url ?? process.env.DATABASE_URL;
  const embedded = given ? undefined : await startEmbedded(options.dataDir ?? join(PROJECT_DATA, 'postgres'), { persistent: true, quiet: options.quiet ?? false });
  let url: string;
  try {
    url = embedded ? await ensureDatabase(embedded.baseUrl, 'dragonpost') : given!;
    await migrate(url);
  } catch (error) {
    // A database that cannot be brought up leaves no Postgres of ours running behind it.
    await embedded?.stop();
    throw error;
  }
  const prisma = connect(url);
  return {
    url,
    prisma,
    async close() {
      await prisma.$disconnect();
      await embedded?.stop();
    },
  };
}

export function connect(url: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 10 }) });
}
