import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Applies the committed SQL migrations (prisma/migrations/<name>/migration.sql) in order.
 *
 * Prisma's own `migrate deploy` needs a schema-engine binary this project cannot download, so
 * dragonpost applies its migrations itself. It records them in Prisma's `_prisma_migrations`
 * table, with Prisma's checksum (the SHA-256 of the file), so that `prisma migrate deploy` on a
 * machine that has the engine sees them as applied. The same advisory lock as Prisma's keeps two
 * processes from migrating at once.
 */

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations/', import.meta.url));
const PRISMA_ADVISORY_LOCK = 72707369;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export async function migrate(connectionString: string, migrations = readMigrations()): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
    // Made only where it is missing: a role that may not create tables (the app's) can still check a current database.
    const { rows: found } = await client.query<{ table: string | null }>(`SELECT to_regclass('"_prisma_migrations"')::text AS table`);
    if (!found[0]?.table) await client.query(CREATE_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous) {
        if (!previous.finished_at) throw new Error(`migration ${migration.name} started but never finished; fix the database by hand`);
        if (previous.checksum !== migration.checksum) throw new Error(`migration ${migration.name} was changed after it was applied`);
        continue;
      }
      const id = randomUUID();
      await client.query('BEGIN');
      try {
        await client.query('INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())', [id, migration.checksum, migration.name]);
        await client.query(migration.sql);
        await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`);
      }
      applied.push(migration.name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => undefined);
    await client.end();
  }
  return applied;
}
