import { randomUUID } from 'node:crypto';
import type { Client } from 'discord.js';
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
      const due = await app.deadlines.claimDue(now, worker);
      for (const deadline of due) {
        try {
          const replies = await app.service.fireDeadline(deadline);
          await deliver(client, replies, log);
        } catch (error) {
          log(`deadline ${deadline.id} failed; it will be retried when its lease runs out`, error);
          continue;
        }
        await app.deadlines.markFired(deadline.id, worker, clock.now());
      }
      await app.interactions.prune(new Date(now.getTime() - 3_600_000)).catch(() => 0);
      return due.length;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

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
