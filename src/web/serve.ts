import type { App } from '../app/app.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { WebStore } from '../store/web.ts';
import type { WebConfig } from './config.ts';
import { linkSecret, WebLinks } from './links.ts';
import { startWeb, type WebServer } from './server.ts';

/**
 * The web page for a front end (the bot, the local table), in two steps: the links first, since
 * the app hands them out (/game web, the game's card), then the server, once the app exists.
 * `base` is for a process that hands out links to pages another serves (a shard: the sharding
 * manager serves them); a server sets it to its own address as it listens.
 */
export async function webLinks(prisma: PrismaClient, env: Record<string, string | undefined>, base?: string): Promise<WebLinks> {
  return new WebLinks(await linkSecret(env, () => new WebStore(prisma).linkSecret()), base);
}

export function serveWeb(prisma: PrismaClient, app: Pick<App, 'service'>, links: WebLinks, config: WebConfig, defaults: { host?: string; log?: (line: string) => void } = {}): Promise<WebServer> {
  const host = config.host ?? defaults.host;
  return startWeb({
    service: app.service,
    store: new WebStore(prisma),
    links,
    port: config.port,
    ...(host ? { host } : {}),
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    ...(defaults.log ? { log: defaults.log } : {}),
  });
}
