import 'dotenv/config';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ShardingManager } from 'discord.js';
import { fileURLToPath } from 'node:url';
import { createApp } from './app/app.ts';
import { startBot } from './bot/bot.ts';
import { LocalTable } from './app/local-table.ts';
import { renderPool } from './render/pool.ts';
import { openDatabase } from './store/database.ts';
import { startupFailure } from './startup-errors.ts';
import { webConfig, type WebConfig } from './web/config.ts';
import { serveWeb, webLinks } from './web/serve.ts';

/**
 * `npm start`. With a DISCORD_TOKEN the Discord bot connects; without one the local table opens,
 * reading a script (`--script FILE`), piped input, or what you type.
 */

async function main() {
  const args = process.argv.slice(2);
  const scriptIndex = args.indexOf('--script');
  const script = scriptIndex >= 0 ? args[scriptIndex + 1] : undefined;
  const outIndex = args.indexOf('--out');
  const outDir = outIndex >= 0 ? args[outIndex + 1]! : join(process.cwd(), 'out');

  if (process.env.DISCORD_TOKEN) {
    await runDiscord();
    return;
  }

  const web = webConfig(process.env);
  const db = await openDatabase({ quiet: true });
  const links = web ? await webLinks(db.prisma, process.env) : undefined;
  const app = createApp(db.prisma, { renderer: renderPool(), local: true, ...(links ? { webLink: (id: string, seat?: { seat: string; user: string }) => links.link(id, seat) } : {}) });
  const { service, router } = app;
  // The games' web pages, on this machine only unless WEB_HOST says otherwise.
  const server = web && links ? await serveWeb(db.prisma, app, links, web, { host: '127.0.0.1' }) : undefined;
  if (server) console.log(`Web pages at ${server.url} (a game's link: /game web)`);
  // A script is a game of its own: it gets a fresh channel, so it can be run again and again.
  const channel = script || !process.stdin.isTTY ? `script-${Date.now().toString(36)}` : 'table';
  const table = new LocalTable({ service, router, outDir: join(outDir, channel), channel });
  const shutdown = async () => {
    await server?.close();
    await renderPool().close();
    await db.close();
  };
  process.once('SIGINT', () => void shutdown().then(() => process.exit(130)));
  process.once('SIGTERM', () => void shutdown().then(() => process.exit(143)));

  try {
    if (script) {
      await table.script(readFileSync(script, 'utf8'));
    } else if (!process.stdin.isTTY) {
      const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
      for await (const line of lines) {
        if (line.trim() && !line.trim().startsWith('#')) console.log(`> ${line.trim()}`);
        if (!(await table.line(line))) break;
      }
    } else {
      console.log('dragonpost local table. Type commands as players, e.g.:');
      console.log('  @alice /game new game:dragon-noir scenario:the-ford');
      console.log('  @alice /game join seat:orks   @bob /game join seat:rebels   @alice /game start');
      console.log('  !dice 7 3 10 forces the next dice; !state prints the game; !quit leaves.');
      const rl = createInterface({ input: process.stdin, output: process.stdout, prompt: `@${table.currentUser}> ` });
      rl.prompt();
      for await (const line of rl) {
        if (!(await table.line(line))) break;
        rl.setPrompt(`@${table.currentUser}> `);
        rl.prompt();
      }
      rl.close();
    }
  } finally {
    await shutdown();
  }
}

/** The Discord bot: one process, or with DISCORD_SHARDS one process per gateway shard. */
async function runDiscord() {
  const { health, web } = ports(process.env);
  if (process.env.DISCORD_SHARDS) {
    await runShards(process.env.DISCORD_SHARDS, web);
    return;
  }
  const starting = startBot({
    token: process.env.DISCORD_TOKEN!,
    ...(process.env.DISCORD_API ? { apiBase: process.env.DISCORD_API } : {}),
    ...(process.env.DEADLINE_POLL_MS ? { pollMs: Number(process.env.DEADLINE_POLL_MS) } : {}),
    ...(health !== undefined ? { healthPort: health } : {}),
    ...(process.env.HEALTH_HOST ? { healthHost: process.env.HEALTH_HOST } : {}),
    ...(web ? { web } : {}),
  });
  // Listening from the start: a stop that comes while the bot is still starting waits for it, then drains it.
  const stop = () =>
    void starting
      .then((bot) => bot.stop())
      .then(
        () => process.exit(0),
        () => undefined,
      );
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await starting;
}

/**
 * The sharded bot: this process spawns one process per shard (src/bot/shard.ts) and serves the
 * games' web pages once, since each shard would want the same port. It logs in to nothing: it reads
 * the games from the shards' Postgres and draws their pictures with render workers of its own, and
 * the shards hand out the links, signed with the same key.
 */
async function runShards(shards: string, web: WebConfig | undefined) {
  // Every shard shares one Postgres: start the embedded one here if there is no server. The pages read it too.
  const db = process.env.DATABASE_URL && !web ? undefined : await openDatabase({ quiet: true });
  if (db) process.env.DATABASE_URL = db.url;
  const pages = db && web ? await serveWeb(db.prisma, createApp(db.prisma, { renderer: renderPool(), local: false }), await webLinks(db.prisma, process.env), web) : undefined;
  if (pages) {
    // The shards inherit this environment: their links begin with the address the pages are served at.
    process.env.PUBLIC_URL = pages.url;
    console.log(`[dragonpost] web pages on port ${pages.port}, linked as ${pages.url}`);
  }
  const manager = new ShardingManager(fileURLToPath(new URL('./bot/shard.ts', import.meta.url)), {
    token: process.env.DISCORD_TOKEN!,
    totalShards: shards === 'auto' ? 'auto' : Number(shards),
    // Each shard runs with the heap settings this process got (scripts/runtime.mjs).
    execArgv: [...process.execArgv.filter((flag) => flag.startsWith('--max-')), '--import', 'tsx'],
  });
  manager.on('shardCreate', (shard) => console.log(`[dragonpost] shard ${shard.id} starting`));
  // The pages first: a page being read while the shards stop still reads a database that is there.
  const shutdown = async () => {
    await pages?.close();
    await Promise.all(manager.shards.map((s) => s.kill()));
    await renderPool().close();
    await db?.close();
  };
  // Listening before the shards start, so a stop while they do still closes the pages and the database.
  const stop = () => void shutdown().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    await manager.spawn();
  } catch (error) {
    await shutdown();
    throw error;
  }
}

/** WEB_PORT and HEALTH_PORT, read and checked together, sharded or not. */
function ports(env: NodeJS.ProcessEnv): { health: number | undefined; web: WebConfig | undefined } {
  const health = env.HEALTH_PORT ? healthPort(env.HEALTH_PORT) : undefined;
  const web = webConfig(env);
  // One port cannot serve both; said at once, in one line, rather than as a port already taken.
  if (web && health !== undefined && health !== 0 && web.port === health) throw new Error(`WEB_PORT and HEALTH_PORT are both ${health}: give the web pages another port (e.g. WEB_PORT=8081), or WEB_PORT=off`);
  return { health, web };
}

/** HEALTH_PORT as a port number, or the start fails saying so. */
function healthPort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`HEALTH_PORT must be a port number (0-65535), not "${value}"`);
  return port;
}

main().catch((error: unknown) => {
  // One line, then a non-zero exit a supervisor sees: explicitly, because the embedded Postgres's
  // exit hook would otherwise end an idle process with 0. Whatever was opened is closed before.
  console.error(`dragonpost: cannot start: ${startupFailure(error)}`);
  process.exit(1);
});
