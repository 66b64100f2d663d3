import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The role the app connects as. The migrations run as the tables' owner; the app then connects as
 * a role that reads and writes games but owns nothing, so its credentials cannot alter a table or
 * switch off the trigger that keeps GameEvent append-only, and may not update or delete an event
 * at all. Nor may it rewrite what /dice verify trusts a game's row for: its seed, the commitment
 * to it, and whether forced dice were allowed.
 */

/** The role the embedded Postgres makes for the app. */
export const APP_ROLE = 'dragonpost_app';

/** Columns of Game set when the game is created and never after. */
const FIXED_GAME_COLUMNS = ['seed', 'seedCommitment', 'forcedDiceAllowed'];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Grants `role` what the app needs on every table the migrations made, and no more. Run after each
 * migration, so tables a new migration adds are covered.
 */
export async function grantApp(owner: pg.Client, role: string): Promise<void> {
  const r = quote(role);
  await owner.query(`GRANT USAGE ON SCHEMA public TO ${r}`);
  await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r}`);
  await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${r}`);
  // The log is written once and read: no update, delete or truncate, even before the trigger says so.
  await owner.query(`REVOKE UPDATE, DELETE, TRUNCATE ON "GameEvent" FROM ${r}`);
  // The app reads which migrations ran (a shard checks the database is current) but records none.
  await owner.query(`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "_prisma_migrations" FROM ${r}`);
  const { rows } = await owner.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'Game' AND column_name <> ALL($1)`,
    [FIXED_GAME_COLUMNS],
  );
  await owner.query(`REVOKE UPDATE ON "Game" FROM ${r}`);
  await owner.query(`GRANT UPDATE (${rows.map((c) => quote(c.column_name)).join(', ')}) ON "Game" TO ${r}`);
}

/**
 * Makes (or refreshes) the app's role on a server the bot runs itself, with a fresh password each
 * start, grants it the app's tables, and returns the URL the app connects with.
 */
export async function appRoleUrl(ownerUrl: string): Promise<string> {
  const password = randomBytes(24).toString('hex');
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const attributes = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD '${password}'`;
    const { rowCount } = await owner.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    await owner.query(`${rowCount ? 'ALTER' : 'CREATE'} ROLE ${quote(APP_ROLE)} ${attributes}`);
    await grantApp(owner, APP_ROLE);
  } finally {
    await owner.end();
  }
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}

/** The user a connection URL logs in as. */
export function userOf(url: string): string {
  return decodeURIComponent(new URL(url).username);
}
