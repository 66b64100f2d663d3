import type { OutboxPost, PrismaClient } from '../generated/prisma/client.ts';

/**
 * The posts a commit owes, written in the commit's own transaction (GameStore.commit) and marked
 * sent once delivered. The process that wrote them holds them under a short lease while it draws
 * and posts them; if it dies, the lease runs out and another process (or the same bot, restarted)
 * claims them, under FOR UPDATE SKIP LOCKED as deadlines are. A post sent just before a crash and
 * sent again after it is still posted once: its id is the message's nonce, which Discord enforces.
 */

export type OutboxRecord = OutboxPost;

/** How long the writer of a post has to deliver it before another process may. */
export const POST_LEASE_MS = 30_000;

export interface OwedAnswer {
  applicationId: string;
  token: string;
  receivedAt: Date;
}

export class OutboxStore {
  constructor(private readonly prisma: PrismaClient) {}

  /** Claims up to `limit` unsent posts no live process holds, oldest first, in their game's order. */
  async claimUnsent(now: Date, worker: string, limit = 50): Promise<OutboxRecord[]> {
    const lease = new Date(now.getTime() + POST_LEASE_MS);
    return this.prisma.$queryRaw<OutboxRecord[]>`
      UPDATE "OutboxPost" SET "lockedUntil" = ${lease}, "lockedBy" = ${worker}
      WHERE id IN (
        SELECT id FROM "OutboxPost"
        WHERE "sentAt" IS NULL AND ("lockedUntil" IS NULL OR "lockedUntil" < ${now})
        ORDER BY id
        FOR UPDATE SKIP LOCKED
        LIMIT ${limit}
      )
      RETURNING *`;
  }

  async markSent(ids: bigint[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    // Plain SQL: every order marks its posts, and the query builder cost about twice the CPU.
    await this.prisma.$executeRaw`UPDATE "OutboxPost" SET "sentAt" = ${at} WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids.map(String))}::jsonb)::bigint) AND "sentAt" IS NULL`;
  }

  /** Posts not yet sent (tests, and the health of a deployment). */
  async unsent(gameId?: string): Promise<OutboxRecord[]> {
    return this.prisma.outboxPost.findMany({ where: { sentAt: null, ...(gameId ? { gameId } : {}) }, orderBy: { id: 'asc' } });
  }

  /** The token that can still answer an interaction, if it was kept. */
  async owedAnswer(interactionId: string): Promise<OwedAnswer | null> {
    const row = await this.prisma.interaction.findUnique({ where: { id: interactionId } });
    if (!row?.token || !row.applicationId) return null;
    return { applicationId: row.applicationId, token: row.token, receivedAt: row.receivedAt };
  }
}
