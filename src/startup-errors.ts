/**
 * A fatal error at start-up, as the one line an admin reads (and a supervisor logs) before the
 * process exits non-zero: what failed, and which setting to look at.
 */
export function startupFailure(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; status?: unknown; errno?: unknown; address?: unknown; port?: unknown };
  const message = firstLine(typeof e?.message === 'string' ? e.message : String(error));
  if (e?.code === 'TokenInvalid' || e?.code === 4004 || e?.status === 401 || /authentication failed|invalid token/i.test(message)) return `Discord refused the bot's token (DISCORD_TOKEN): ${message}`;
  if (e?.code === 'EADDRINUSE') return `a port is already in use${e.port ? ` (${String(e.port)})` : ''}: ${message}`;
  if (/initdb|init script|postmaster|left running on|embedded Postgres/i.test(message)) return `the embedded Postgres could not start (its data is in .data/postgres, or DRAGONPOST_DATA): ${message}`;
  if (/^migration /.test(message)) return `the database could not be brought up to date: ${message}`;
  if (typeof e?.code === 'string' && ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', '28P01', '28000', '3D000'].includes(e.code)) {
    return `cannot reach the database (DATABASE_URL): ${message}`;
  }
  if (/DATABASE_URL|connection string|postgres/i.test(message)) return `cannot reach the database (DATABASE_URL): ${message}`;
  return message;
}

function firstLine(text: string): string {
  return text.split('\n').map((l) => l.trim()).find(Boolean) ?? 'unknown error';
}
