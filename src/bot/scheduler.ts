import { randomUUID } from 'node:crypto';
import { Routes, type Client } from 'discord.js';
import type { App } from '../app/app.ts';
import type { Clock } from '../app/game-service.ts';
import { deliver, type Log } from './delivery.ts';

/**
 * Polls Postgres for deadlines and reminders that have come due and acts on them. Deadlines are
 * claimed under a lease with SKIP LOCKED, so several bot processes can poll the same database and
 * each deadline still fires once; nothing lives in a timer, so a restart loses none.
 */
export interface Scheduler {
  stop(): Promise<void>;
  /** Runs one poll now (tests, and after a restart). */
  tick(): Promise<number>;
}

export function startScheduler(client: Client, app: App, clock: Clock, log: Log, pollMs: number): Scheduler {
  const worker = randomUUID();
  let running: Promise<number> | undefined;
  let stopped = false;

  const tick = async (): Promise<number> => {
    if (running) return running;
    running = (async () => {
      const now = clock.now();
      // What a dead process left unsent goes first: it was owed before anything due now.
      await deliverOwed(client, app, log);
      // Orders sent ahead that a dead process did not get to play, now that play has come back to their seat.
      for (const gameId of await app.service.store.gamesWithQueuedOrders()) await deliver(client, await app.service.orders.resumeWaiting(gameId), log);
      const due = await app.deadlines.claimDue(now, worker);
      if (due.length) app.service.observe('deadline-claimed');
      for (const deadline of due) {
        try {
          const replies = await app.service.fireDeadline(deadline);
          await deliver(client, replies, log);
        } catch (error) {
          log(`deadline ${deadline.id} failed; it will be retried when its lease runs out`, error);
          continue;
        }
        app.service.observe('deadline-marking');
        await app.deadlines.markFired(deadline.id, worker, clock.now());
      }
      await app.interactions.prune(new Date(now.getTime() - 3_600_000)).catch(() => 0);
      return due.length;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  // A restarted bot finishes at once what the dead one left.
  const timer = setInterval(() => {
    if (!stopped) void tick().catch((error: unknown) => log('deadline poll failed', error));
  }, pollMs);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}

/**
 * Sends the posts the outbox still owes, claimed from a process that died (or could not send
 * them): drawn again, posted with their nonces, and each marked sent. An answer owed to an
 * interaction edits its deferred reply while the interaction's token lives.
 */
async function deliverOwed(client: Client, app: App, log: Log): Promise<void> {
  const owed = await app.service.outbox.owed();
  for (const { reply, answer } of owed) {
    if (answer) {
      await client.rest
        .patch(Routes.webhookMessage(answer.applicationId, answer.token, '@original'), { body: { content: reply.text.slice(0, 2000), components: [] }, auth: false })
        .catch((error: unknown) => log('an answer owed to an interaction could not be given', error));
      await reply.sent?.().catch(() => undefined);
      continue;
    }
    await deliver(client, [reply], log);
  }
}
