import type { PrismaClient } from '../generated/prisma/client.ts';

/** A player's own settings: for now, whether deadline reminders come by DM. */
export class PlayerStore {
  constructor(private readonly prisma: PrismaClient) {}

  async wantsReminders(userId: string): Promise<boolean> {
    const row = await this.prisma.player.findUnique({ where: { userId } });
    return row?.reminders ?? true;
  }

  async setReminders(userId: string, reminders: boolean): Promise<void> {
    await this.prisma.player.upsert({ where: { userId }, create: { userId, reminders }, update: { reminders } });
  }
}
