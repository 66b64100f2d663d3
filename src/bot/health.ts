import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Status, type Client } from 'discord.js';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { DATABASE_WAIT_MS, within } from './claims.ts';

/**
 * Whether the bot is alive, for a supervisor to ask (Docker's HEALTHCHECK, a systemd timer, a
 * load balancer): GET /health answers 200 when the database answers and every gateway shard of
 * this process is connected, 503 otherwise, with `{ ok, db, discord }` saying which part failed.
 * Off unless HEALTH_PORT is set.
 */

export interface Health {
  ok: boolean;
  /** The database answered a query within the time a command would wait for it. */
  db: boolean;
  /** Every gateway shard this process runs is connected and ready. */
  discord: boolean;
}

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

export async function checkHealth(client: Client, prisma: PrismaClient): Promise<Health> {
  const db = (await within(prisma.$queryRaw`SELECT 1`, DATABASE_WAIT_MS)).done;
  const shards = [...client.ws.shards.values()];
  const discord = shards.length > 0 && shards.every((shard) => shard.status === Status.Ready);
  return { ok: db && discord, db, discord };
}

/** `port` 0 takes a free one. Only this machine can ask unless `host` says otherwise (0.0.0.0 for an orchestrator's probe). */
export async function startHealth(check: () => Promise<Health>, port: number, host = '127.0.0.1'): Promise<HealthServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/health' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('GET /health\n');
      return;
    }
    void check().then(
      (health) => response.writeHead(health.ok ? 200 : 503, { 'content-type': 'application/json' }).end(`${JSON.stringify(health)}\n`),
      () => response.writeHead(503, { 'content-type': 'application/json' }).end(`${JSON.stringify({ ok: false, db: false, discord: false })}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
