import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApp } from '../../src/app/app.ts';
import { LocalTable } from '../../src/app/local-table.ts';
import { APP_ROLE } from '../../src/store/app-role.ts';
import { openDatabase, type Database } from '../../src/store/database.ts';
import { migrate } from '../../src/store/migrate.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { emptyDatabase, query } from '../support/db.ts';

/**
 * The app connects as a role that writes games but owns no table (issue 11, item 3): with its own
 * credentials it can neither switch off the trigger that keeps GameEvent append-only nor update or
 * delete an event, nor rewrite the seed a game committed to. Checked on the embedded Postgres the
 * bot starts itself, where a whole game is then played through that connection, and on a server
 * given as DATABASE_URL with DATABASE_OWNER_URL for the migrations.
 */

/** Runs `sql` on the app's own connection. */
const asApp = (db: Database, sql: string) => db.prisma.$executeRawUnsafe(sql);

function cannotTouchTheLog(db: () => Database) {
  test('cannot switch off the append-only trigger', async () => {
    await expect(asApp(db(), 'ALTER TABLE "GameEvent" DISABLE TRIGGER ALL')).rejects.toThrow(/must be owner of table GameEvent/);
    await expect(asApp(db(), 'ALTER TABLE "GameEvent" DISABLE TRIGGER "GameEvent_no_update_or_delete"')).rejects.toThrow(/must be owner of table GameEvent/);
    await expect(asApp(db(), 'DROP TRIGGER "GameEvent_no_update_or_delete" ON "GameEvent"')).rejects.toThrow(/must be owner of (table|relation) GameEvent/);
  });

  test('cannot update, delete or truncate an event', async () => {
    await expect(asApp(db(), `UPDATE "GameEvent" SET text = 'edited'`)).rejects.toThrow(/permission denied for table GameEvent/);
    await expect(asApp(db(), 'DELETE FROM "GameEvent"')).rejects.toThrow(/permission denied for table GameEvent/);
    await expect(asApp(db(), 'TRUNCATE "GameEvent"')).rejects.toThrow(/permission denied for table GameEvent/);
  });

  test("cannot rewrite a game's seed, its commitment, or whether it allowed forced dice", async () => {
    await expect(asApp(db(), `UPDATE "Game" SET seed = 'chosen'`)).rejects.toThrow(/permission denied for table Game/);
    await expect(asApp(db(), `UPDATE "Game" SET "seedCommitment" = 'chosen'`)).rejects.toThrow(/permission denied for table Game/);
    await expect(asApp(db(), `UPDATE "Game" SET "forcedDiceAllowed" = true`)).rejects.toThrow(/permission denied for table Game/);
  });

  test('is no superuser, and owns nothing', async () => {
    const [me] = await db().prisma.$queryRawUnsafe<Array<{ rolsuper: boolean; rolcreaterole: boolean; owns: bigint }>>(
      `SELECT rolsuper, rolcreaterole, (SELECT count(*) FROM pg_class WHERE relowner = r.oid) AS owns FROM pg_roles r WHERE rolname = current_user`,
    );
    expect(me).toEqual({ rolsuper: false, rolcreaterole: false, owns: 0n });
  });
}

describe('on the embedded Postgres', () => {
  const data = mkdtempSync(join(tmpdir(), 'dragonpost-role-'));
  // Run as root, the embedded Postgres runs as its own `postgres` user, who must reach the folder.
  chmodSync(data, 0o755);
  let db: Database;
  const pool = new RenderPool(1);

  beforeAll(async () => {
    // No DATABASE_URL: the bot starts its own Postgres, as `npm start` does.
    vi.stubEnv('DATABASE_URL', '');
    db = await openDatabase({ dataDir: join(data, 'postgres'), quiet: true });
    vi.unstubAllEnvs();
  });

  afterAll(async () => {
    await pool.close();
    await db?.close();
    rmSync(data, { recursive: true, force: true });
  });

  test(`the app connects as ${APP_ROLE}, and plays a whole game through that connection`, async () => {
    expect(decodeURIComponent(new URL(db.url).username)).toBe(APP_ROLE);
    const { service, router } = createApp(db.prisma, { renderer: pool, local: true });
    const lines: string[] = [];
    const table = new LocalTable({ service, router, outDir: mkdtempSync(join(tmpdir(), 'dragonpost-role-table-')), channel: 'ford', print: (l) => lines.push(l) });
    await table.script(readFileSync('examples/the-ford.txt', 'utf8'));
    expect(lines).toContain('  [alice only] ✓ 1 roll recomputed from the seed: every one matches the log.');
    expect(lines.join('\n')).toContain('**Game over.** Black Fox is dead. Winner: Rebels.');
  });

  cannotTouchTheLog(() => db);
});

describe('on a server given as DATABASE_URL, with DATABASE_OWNER_URL for the migrations', () => {
  const role = `app_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  let ownerUrl: string;
  let db: Database;

  beforeAll(async () => {
    // What docs/hosting.md asks of the server's admin: a database owned by one role, and a login role with nothing.
    ownerUrl = await emptyDatabase();
    await query(ownerUrl, `CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
    const appUrl = new URL(ownerUrl);
    appUrl.username = role;
    appUrl.password = password;
    db = await openDatabase({ url: appUrl.toString(), ownerUrl, quiet: true });
  });

  afterAll(async () => {
    await db?.close();
    await query(ownerUrl, `DROP OWNED BY ${role}`);
    await query(ownerUrl, `DROP ROLE ${role}`);
  });

  test('the migrations ran as the owner, and the app reads and writes as its own role', async () => {
    expect(decodeURIComponent(new URL(db.url).username)).toBe(role);
    await db.prisma.server.create({ data: { id: 's', name: 'A server' } });
    expect(await db.prisma.server.count()).toBe(1);
    const migrated = await db.prisma.$queryRawUnsafe<Array<{ n: bigint }>>('SELECT count(*) AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL');
    expect(Number(migrated[0]!.n)).toBeGreaterThan(0);
  });

  test('the app alone, checking the migrations on the way in (as each shard does), finds the database current', async () => {
    expect(await migrate(db.url)).toEqual([]);
  });

  cannotTouchTheLog(() => db);
});
