import { PrismaPg } from '@prisma/adapter-pg';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { appRoleUrl, grantApp, userOf } from './app-role.ts';
import { ensureDatabase, startEmbedded } from './embedded.ts';
import { migrate } from './migrate.ts';

/**
 * Opens the store: the server named by DATABASE_URL, or with none an embedded Postgres whose
 * data lives in the project's `.data/postgres`. Migrations are applied on the way in, as the
 * tables' owner; the app then connects as a role that owns nothing (app-role.ts):
 * - embedded, the bot makes that role itself, with a fresh password each start;
 * - with DATABASE_URL and DATABASE_OWNER_URL, the migrations run as the owner, who then grants
 *   DATABASE_URL's role what the app needs (docs/database-roles.md says how to make the two roles);
 * - with DATABASE_URL alone, everything runs as that role, as given.
 */

export interface Database {
  /** The URL the app connects with. */
  url: string;
  prisma: PrismaClient;
  close(): Promise<void>;
}

/** Where the local table and a bot without DATABASE_URL keep their Postgres: `.data/`, or DRAGONPOST_DATA. */
export const PROJECT_DATA = process.env.DRAGONPOST_DATA || fileURLToPath(new URL('../../.data/', import.meta.url));

export async function openDatabase(options: { url?: string; ownerUrl?: string; dataDir?: string; quiet?: boolean } = {}): Promise<Database> {
  const given = options.url ?? process.env.DATABASE_URL;
  const givenOwner = given ? (options.ownerUrl ?? process.env.DATABASE_OWNER_URL) : undefined;
  const embedded = given ? undefined : await startEmbedded(options.dataDir ?? join(PROJECT_DATA, 'postgres'), { persistent: true, quiet: options.quiet ?? false });
  let url: string;
  try {
    if (embedded) {
      const owner = await ensureDatabase(embedded.baseUrl, 'dragonpost');
      await migrate(owner);
      url = await appRoleUrl(owner);
    } else if (givenOwner) {
      await migrate(givenOwner);
      await grantAs(givenOwner, userOf(given!));
      url = given!;
    } else {
      url = given!;
      await migrate(url);
    }
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

async function grantAs(ownerUrl: string, role: string): Promise<void> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    await grantApp(owner, role);
  } finally {
    await owner.end();
  }
}

export function connect(url: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 10 }) });
}
