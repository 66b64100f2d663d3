import type { Deadline, PrismaClient } from '../generated/prisma/client.ts';

/**
 * Deadlines and reminders, kept in Postgres. A due one is claimed with a lease under
 * FOR UPDATE SKIP LOCKED, so however many bot processes poll the same database, each deadline is
 * handled by one of them; it is marked fired once handled. If a process dies holding a lease,
 * the lease runs out and another process takes the deadline over; what it does then is guarded
 * by the game itself (a deadline for a phase that has moved on does nothing).
 */

export type DeadlineRecord = Deadline;

export interface NewDeadline {
  gameId: string;
  kind: 'phase' | 'decision' | 'reminder';
  seatId: string;
  phaseLabel: string;
  detail?: string;
  dueAt: Date;
}

const LEASE_MS = 60_000;

export class DeadlineStore {
  constructor(private readonly prisma: PrismaClient) {}

  /** Read by every order, as plain SQL: through the query builder it cost about twice the CPU. */
  async pending(gameId: string): Promise<DeadlineRecord[]> {
    return this.prisma.$queryRaw<DeadlineRecord[]>`SELECT * FROM "Deadline" WHERE "gameId" = ${gameId} AND "firedAt" IS NULL AND "cancelledAt" IS NULL ORDER BY "dueAt" ASC`;
  }

  async add(deadlines: NewDeadline[]): Promise<void> {
    if (deadlines.length === 0) return;
    await this.prisma.deadline.createMany({ data: deadlines.map((d) => ({ ...d, detail: d.detail ?? '' })) });
  }

  async cancel(ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.prisma.deadline.updateMany({ where: { id: { in: ids }, firedAt: null }, data: { cancelledAt: at } });
  }

  /** Moves every pending deadline of a game later by `ms` (after a pause). */
  async postpone(gameId: string, ms: number): Promise<void> {
    await this.prisma.$executeRaw`UPDATE "Deadline" SET "dueAt" = "dueAt" + make_interval(secs => ${ms / 1000}) WHERE "gameId" = ${gameId} AND "firedAt" IS NULL AND "cancelledAt" IS NULL`;
  }

  /** Claims up to `limit` due deadlines for `worker`, skipping any another worker holds. */
  async claimDue(now: Date, worker: string, limit = 20): Promise<DeadlineRecord[]> {
    const lease = new Date(now.getTime() + LEASE_MS);
    return this.prisma.$queryRaw<DeadlineRecord[]>`
      UPDATE "Deadline" SET "lockedUntil" = ${lease}, "lockedBy" = ${worker}
      WHERE id IN (
        SELECT d.id FROM "Deadline" d JOIN "Game" g ON g.id = d."gameId"
        WHERE d."firedAt" IS NULL AND d."cancelledAt" IS NULL AND d."dueAt" <= ${now}
          AND (d."lockedUntil" IS NULL OR d."lockedUntil" < ${now})
          AND g."pausedAt" IS NULL AND g.status = 'running'
        ORDER BY d."dueAt"
        FOR UPDATE OF d SKIP LOCKED
        LIMIT ${limit}
      )
      RETURNING *`;
  }

  async markFired(id: string, worker: string, at: Date): Promise<boolean> {
    const { count } = await this.prisma.deadline.updateMany({ where: { id, lockedBy: worker, firedAt: null }, data: { firedAt: at } });
    return count === 1;
  }

  async next(): Promise<Date | null> {
    const row = await this.prisma.deadline.findFirst({ where: { firedAt: null, cancelledAt: null }, orderBy: { dueAt: 'asc' }, select: { dueAt: true } });
    return row?.dueAt ?? null;
  }
}
