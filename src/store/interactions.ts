import type pg from 'pg';
import type { PrismaClient } from '../generated/prisma/client.ts';

/**
 * Remembers which Discord interactions have been taken on, so one delivered twice is handled once.
 * Given a pool of its own, the claim never queues behind the games' transactions for a
 * connection: on a busy database a claim is still quick, and a slow one means the database is away.
 */
export class InteractionLog {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly own?: pg.Pool,
  ) {}

  /**
   * True the first time an id is seen, false ever after, whichever process saw it first. The
   * interaction's token is kept with it, so that a bot restarted within its 15 minutes can still
   * give the answer a dead one owed.
   */
  async claim(id: string, answer?: { applicationId: string; token: string }): Promise<boolean> {
    if (this.own) {
      const { rowCount } = await this.own.query('INSERT INTO "Interaction" (id, "applicationId", token) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [id, answer?.applicationId ?? null, answer?.token ?? null]);
      return rowCount === 1;
    }
    const inserted = await this.prisma.$executeRaw`INSERT INTO "Interaction" (id, "applicationId", token) VALUES (${id}, ${answer?.applicationId ?? null}, ${answer?.token ?? null}) ON CONFLICT (id) DO NOTHING`;
    return inserted === 1;
  }

  /** Forgets interactions older than `before`: Discord never redelivers one after its token expires. */
  async prune(before: Date): Promise<number> {
    const { count } = await this.prisma.interaction.deleteMany({ where: { receivedAt: { lt: before } } });
    return count;
  }
}
