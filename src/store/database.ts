import { PrismaPg } from '@prisma/adapter-pg';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaClient } from '../generated/prisma/client.ts';
import { ensureDatabase, startEmbedded, type EmbeddedServer } from './embedded.ts';
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

export const PROJECT_DATA = fileURLToPath(new URL('../../.data/', import.meta.url));

export async function openDatabase(options: { url?: string; dataDir?: string; quiet?: boolean } = {}): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  let url = options.url ?? process.env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbedded(options.dataDir ?? join(PROJECT_DATA, 'postgres'), { persistent: true, quiet: options.quiet ?? false });
  }
  try {
    url ??= await ensureDatabase(embedded!.baseUrl, 'dragonpost');
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
