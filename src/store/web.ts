import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.ts';

/**
 * What the game's web page keeps in Postgres: the key that signs its links, and the pictures it
 * has drawn (docs/web.md). Games, seats and events are read through GameStore like everywhere else.
 */

/** A picture kept for the web page: which phase (0: the game as it stood at `version`) and whose view. */
export interface KeptImage {
  version: number;
  png: Uint8Array;
}

export class WebStore {
  constructor(readonly prisma: PrismaClient) {}

  /**
   * The links' signing key: made once, the first time any process asks, and read back ever after.
   * Two processes starting together both insert; one row wins and both read it.
   */
  async linkSecret(): Promise<string> {
    await this.prisma.webSecret.createMany({ data: [{ id: 'links', secret: randomBytes(32).toString('hex') }], skipDuplicates: true });
    const row = await this.prisma.webSecret.findUniqueOrThrow({ where: { id: 'links' }, select: { secret: true } });
    return row.secret;
  }

  async image(gameId: string, phase: number, viewer: string): Promise<KeptImage | null> {
    const [row] = await this.prisma.$queryRaw<Array<{ version: number; png: Uint8Array }>>`
      SELECT version, png FROM "PhaseImage" WHERE "gameId" = ${gameId} AND phase = ${phase} AND viewer = ${viewer}`;
    return row ?? null;
  }

  /** Keeps a picture; one drawn for a newer version of the game replaces an older one (phase 0 only ever moves on). */
  async keepImage(gameId: string, phase: number, viewer: string, image: KeptImage): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO "PhaseImage" ("gameId", phase, viewer, version, png) VALUES (${gameId}, ${phase}, ${viewer}, ${image.version}, ${Buffer.from(image.png)})
      ON CONFLICT ("gameId", phase, viewer) DO UPDATE SET version = EXCLUDED.version, png = EXCLUDED.png, "createdAt" = now()
      WHERE "PhaseImage".version < EXCLUDED.version`;
  }

  /** The game's events visible to all, oldest first: the only ones the public page reads. */
  async publicEvents(gameId: string): Promise<Array<{ seq: number; version: number; type: string; text: string }>> {
    return this.prisma.$queryRaw`
      SELECT seq, version, type, text FROM "GameEvent"
      WHERE "gameId" = ${gameId} AND "visibleTo" = '"all"'::jsonb
      ORDER BY seq`;
  }

  /**
   * The game's events visible to all with their stored rolls, oldest first: what the public's
   * export reads. Chosen in SQL, like the public page's lines.
   */
  async publicLog(gameId: string): Promise<Array<{ seq: number; version: number; type: string; text: string; rolls: unknown }>> {
    return this.prisma.$queryRaw`
      SELECT seq, version, type, text, data->'rolls' AS rolls FROM "GameEvent"
      WHERE "gameId" = ${gameId} AND "visibleTo" = '"all"'::jsonb
      ORDER BY seq`;
  }
}
