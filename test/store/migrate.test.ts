import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MIGRATIONS_DIR, migrate, readMigrations, type Migration } from '../../src/store/migrate.ts';
import { emptyDatabase, query } from '../support/db.ts';

const INIT = '20261122000000_init';
/** Every committed migration, in the order they apply. */
const ALL = readMigrations().map((m) => m.name);

interface MigrationRow {
  id: string;
  migration_name: string;
  checksum: string;
  started_at: Date;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  applied_steps_count: number;
  logs: string | null;
}

const rows = (url: string) => query<MigrationRow>(url, 'SELECT * FROM "_prisma_migrations" ORDER BY started_at, migration_name');
const tableExists = async (url: string, table: string) =>
  (await query<{ exists: boolean }>(url, 'SELECT to_regclass($1) IS NOT NULL AS exists', [`"${table}"`]))[0]?.exists;

function migration(name: string, sql: string): Migration {
  return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
}

describe('migrate', () => {
  test('applies the migrations to an empty database and records them the way Prisma does', async () => {
    const url = await emptyDatabase();
    expect(await tableExists(url, 'Game')).toBe(false);
    const before = new Date(Date.now() - 1000);

    expect(await migrate(url)).toEqual(ALL);
    expect(ALL[0]).toBe(INIT);

    const recorded = await rows(url);
    expect(recorded.map((r) => r.migration_name)).toEqual(ALL);
    const row = recorded[0] as MigrationRow;
    // Prisma's checksum: the SHA-256 of the migration file's bytes, in hex.
    const bytes = readFileSync(join(MIGRATIONS_DIR, INIT, 'migration.sql'));
    expect(row.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(row.migration_name).toBe(INIT);
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.finished_at).toBeInstanceOf(Date);
    expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(row.started_at.getTime()).toBeLessThanOrEqual(row.finished_at!.getTime());
    expect(row.applied_steps_count).toBe(1);
    expect(row.rolled_back_at).toBeNull();
    expect(await tableExists(url, 'Game')).toBe(true);
    expect(await tableExists(url, 'GameEvent')).toBe(true);
  });

  test('the committed migrations are read in name order with their file checksums', () => {
    const migrations = readMigrations();
    expect(migrations.map((m) => m.name)).toEqual([...migrations.map((m) => m.name)].sort());
    expect(migrations[0]?.name).toBe(INIT);
    for (const m of migrations) {
      const bytes = readFileSync(join(MIGRATIONS_DIR, m.name, 'migration.sql'));
      expect(m.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  test('running it again applies nothing and records nothing', async () => {
    const url = await emptyDatabase();
    await migrate(url);
    const first = await rows(url);
    expect(await migrate(url)).toEqual([]);
    expect(await rows(url)).toEqual(first);
  });

  test('two processes migrating a fresh database at once: both succeed, the migration is applied once', async () => {
    const url = await emptyDatabase();
    const results = await Promise.all([migrate(url), migrate(url), migrate(url)]);
    expect(results.flat()).toEqual(ALL);
    expect(results.filter((r) => r.length === 0)).toHaveLength(2);
    const recorded = await rows(url);
    expect(recorded.map((r) => r.migration_name)).toEqual(ALL);
    expect(recorded[0]?.finished_at).not.toBeNull();
  });

  test('a migration changed after it was applied is refused', async () => {
    const url = await emptyDatabase();
    await migrate(url);
    const [init] = readMigrations();
    const changed = migration(INIT, `${init!.sql}\nCREATE TABLE "Sneaky" (id INT);\n`);
    expect(changed.checksum).not.toBe(init!.checksum);
    await expect(migrate(url, [changed])).rejects.toThrow(`migration ${INIT} was changed after it was applied`);
    expect(await tableExists(url, 'Sneaky')).toBe(false);
    expect((await rows(url)).map((r) => r.checksum)).toEqual(readMigrations().map((m) => m.checksum));
  });

  test('a migration that started but never finished stops the runner', async () => {
    const url = await emptyDatabase();
    await migrate(url);
    await query(url, `UPDATE "_prisma_migrations" SET finished_at = NULL WHERE migration_name = $1`, [INIT]);
    await expect(migrate(url)).rejects.toThrow(`migration ${INIT} started but never finished`);
  });

  test('a failing migration rolls back entirely, and can be fixed and applied afterwards', async () => {
    const url = await emptyDatabase();
    await migrate(url);
    const broken = migration('20261123000000_broken', 'CREATE TABLE "Broken" (id INT PRIMARY KEY);\nINSERT INTO "Broken" VALUES (1), (1);\n');

    await expect(migrate(url, [...readMigrations(), broken])).rejects.toThrow(/migration 20261123000000_broken failed: duplicate key/);

    expect(await tableExists(url, 'Broken')).toBe(false);
    const recorded = await rows(url);
    expect(recorded.map((r) => r.migration_name)).toEqual(ALL);
    expect(recorded.every((r) => r.finished_at !== null)).toBe(true);

    // Nothing half-done is left behind, and the lock was let go: the fixed migration goes in.
    const fixed = migration('20261123000000_broken', 'CREATE TABLE "Broken" (id INT PRIMARY KEY);\nINSERT INTO "Broken" VALUES (1), (2);\n');
    expect(await migrate(url, [...readMigrations(), fixed])).toEqual(['20261123000000_broken']);
    expect(await query(url, 'SELECT id FROM "Broken" ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
    const after = await rows(url);
    expect(after.map((r) => [r.migration_name, r.checksum, r.applied_steps_count])).toEqual([
      ...readMigrations().map((m) => [m.name, m.checksum, 1]),
      ['20261123000000_broken', fixed.checksum, 1],
    ]);
  });
});
