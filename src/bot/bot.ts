import { Client, GatewayIntentBits, Options } from 'discord.js';
import pg from 'pg';
import { createApp } from '../app/app.ts';
import { systemClock, type Clock, type Step } from '../app/game-service.ts';
import { renderPool } from '../render/pool.ts';
import { openDatabase } from '../store/database.ts';
import type { Log } from './delivery.ts';
import { checkHealth, startHealth, type HealthServer } from './health.ts';
import { handleInteractions } from './interactions.ts';
import { startScheduler, type Scheduler } from './scheduler.ts';
import type { WebConfig } from '../web/config.ts';
import type { WebServer } from '../web/server.ts';
import { serveWeb, webLinks } from '../web/serve.ts';

/**
 * The Discord bot: one gateway connection (or one shard of several), the same commands and game
 * service as the local table, and the deadline scheduler. Interactions need no privileged intent;
 * Guilds lets the bot see the channels and threads it posts in.
 */

export interface BotOptions {
  token: string;
  /** REST base, e.g. http://127.0.0.1:PORT/api for the test fake; Discord's own by default. */
  apiBase?: string;
  databaseUrl?: string;
  pollMs?: number;
  log?: Log;
  /** The time deadlines are read against; the system's unless a test moves it. */
  clock?: Clock;
  /** Each new game's secret dice seed; fresh random bytes unless a test fixes them. */
  newSeed?: () => string;
  /** Told as each step between an order and its last post passes (the crash tests stop the process there). */
  observe?: (step: Step) => void;
  /** Serve GET /health on this port (0: a free one); none unless set. */
  healthPort?: number;
  /** The address it listens on: this machine only (127.0.0.1) unless set. */
  healthHost?: string;
  /** Serve the games' web pages (docs/web.md); none unless set. */
  web?: WebConfig;
  /**
   * Without `web`: hand out links to the pages another process serves, beginning with this
   * address and signed with the same key (WEB_SECRET or the one kept in Postgres). A shard's:
   * its sharding manager serves the pages (src/main.ts), since each shard would want the same port.
   */
  webLinksTo?: string;
}

export interface RunningBot {
  client: Client;
  /** The deadline poller, whose passes can also be run on demand. */
  deadlines: Scheduler;
  /** The health check's server, when one was asked for. */
  health?: HealthServer;
  /** The games' web pages, when asked for. */
  web?: WebServer;
  stop(): Promise<void>;
}

export async function startBot(options: BotOptions): Promise<RunningBot> {
  const log: Log = options.log ?? ((message, error) => console.error(`[dragonpost] ${message}`, error ?? ''));
  const db = await openDatabase({ ...(options.databaseUrl ? { url: options.databaseUrl } : {}), quiet: true });
  const clock = options.clock ?? systemClock;
  // Two connections of their own for the interactions' claims: a player's first answer never queues behind the games' transactions.
  const claimsPool = new pg.Pool({ connectionString: db.url, max: 2 });
  claimsPool.on('error', (error) => log('a claims connection failed; the next claim opens another', error));
  const links = options.web || options.webLinksTo ? await webLinks(db.prisma, process.env, options.webLinksTo) : undefined;
  const app = createApp(db.prisma, {
    renderer: renderPool(),
    clock,
    local: false,
    log,
    claimsPool,
    ...(options.newSeed ? { newSeed: options.newSeed } : {}),
    ...(options.observe ? { observe: options.observe } : {}),
    ...(links ? { webLink: (id: string, seat?: { seat: string; user: string }) => links.link(id, seat) } : {}),
  });
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    // The bot reads nothing back from the messages it sends: no need to keep them in memory.
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0, ThreadMemberManager: 0, ReactionManager: 0, PresenceManager: 0, VoiceStateManager: 0 }),
    ...(options.apiBase ? { rest: { api: options.apiBase } } : {}),
  });
  const interactions = handleInteractions(client, app, log);
  let health: HealthServer | undefined;
  let web: WebServer | undefined;
  try {
    // First, so a port already taken fails the start at once; it answers 503 until Discord is connected.
    if (options.healthPort !== undefined) health = await startHealth(() => checkHealth(client, db.prisma), options.healthPort, options.healthHost);
    if (options.web && links) web = await serveWeb(db.prisma, app, links, options.web);
    // Pay the cold start (render workers loading, the first database round trip) before going
    // online, not inside the first player's three-second window.
    await Promise.all([renderPool().warm(), db.prisma.$queryRaw`SELECT 1`]);
    const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
    await client.login(options.token);
    await ready;
  } catch (error) {
    // A bot that cannot go online (a bad token, say) closes what it opened and says why; it does not linger.
    await health?.close();
    await web?.close();
    await client.destroy().catch(() => undefined);
    await renderPool().close().catch(() => undefined);
    await claimsPool.end().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
  const scheduler = startScheduler(client, app, clock, log, options.pollMs ?? 5000);
  void scheduler.tick().catch((error: unknown) => log('first deadline poll failed', error));
  log(`connected as ${client.user?.tag ?? client.user?.id}; shard ${client.shard?.ids.join(',') ?? '0'}`);
  return {
    client,
    deadlines: scheduler,
    ...(health ? { health } : {}),
    ...(web ? { web } : {}),
    async stop() {
      // Drain: no new interactions, those in flight finished and answered, then the deadlines, Discord, the renderer, Postgres.
      // The health check goes first: a bot that is stopping is not one to count on.
      await health?.close();
      await web?.close();
      await interactions.drain();
      await scheduler.stop();
      await client.destroy();
      await renderPool().close();
      await claimsPool.end();
      await db.close();
    },
  };
}
