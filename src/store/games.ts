import type { GameEvent as EngineEvent } from '../engine/core/events.ts';
import { GameEventSchema } from '../engine/core/events.ts';
import type { Checkpoint } from '../engine/core/module.ts';
import { Prisma, type Game, type PrismaClient } from '../generated/prisma/client.ts';
import { z } from 'zod';
import type { NewDeadline } from './deadlines.ts';
import { POST_LEASE_MS } from './outbox.ts';

/**
 * The games repository: the only code that reads or writes games, seats, events, snapshots
 * and phases. Every write that changes a game checks the version it read, so two players acting
 * at the same moment cannot overwrite each other: the second gets a VersionConflict and retries.
 */

export class VersionConflict extends Error {
  constructor(gameId: string, expected: number) {
    super(`game ${gameId} changed since version ${expected} was read`);
    this.name = 'VersionConflict';
  }
}

export type GameRecord = Game;

/** A seat as the store reads it: who holds it, and how many deadlines in a row they have missed. */
export interface SeatRow {
  seatId: string;
  userId: string | null;
  userName: string | null;
  missed: number;
  /** Order lines the seat sent ahead, if any (parsed where they are played). */
  queued?: unknown;
}


export interface StoredEvent extends EngineEvent {
  seq: number;
  version: number;
  at: Date;
}

export type GameStatus = 'open' | 'running' | 'paused' | 'ended';

export interface NewGame {
  serverId: string;
  channelId: string;
  campaignId?: string;
  moduleId: string;
  scenarioId: string;
  options: Record<string, unknown>;
  seed: string;
  seedCommitment: string;
  deadlineHours: number;
  createdBy: string;
  seats: string[];
  maxMisses?: number;
  gmRoleId?: string;
  /** The local table's games alone may force dice. */
  forcedDiceAllowed?: boolean;
}

export interface Commit {
  state: unknown;
  diceCursor: number;
  status?: GameStatus;
  events: EngineEvent[];
  checkpoints: Checkpoint<unknown>[];
  /** Set when the game ends: the seed may then be shown. */
  ended?: boolean;
  /** The orders a seat sent ahead, kept with the order that left them waiting (null clears them). */
  queued?: { seatId: string; orders: QueuedOrders | null };
  /** The seat whose own orders these are: its missed deadlines are forgiven with them, and only then. */
  actedBy?: string;
  /** What the commit will post, in order: delivered after it, by this process or, if it dies, by the next. */
  posts?: NewPost[];
  /** The deadlines the new position needs, and the pending ones it has made stale. */
  schedule?: { cancel: string[]; add: NewDeadline[]; at: Date };
  /** A deadline whose defaults this commit plays: it fires here, once, with the miss it counts. */
  fires?: { deadlineId: string; at: Date; miss?: { seatId: string; vacate: boolean } };
  /** What a campaign carries on from the game that ends here. */
  campaign?: { id: string; carried: unknown };
}

/** A post a commit owes. `interactionId` names the interaction an ephemeral answer goes to. */
export interface NewPost {
  post: unknown;
  interactionId?: string;
}

/** The deadline that a commit meant to fire had already fired: the commit is not written. */
export class DeadlineAlreadyFired extends Error {
  constructor(id: string) {
    super(`deadline ${id} has already fired`);
    this.name = 'DeadlineAlreadyFired';
  }
}

/**
 * Order lines a seat sent ahead, kept until play comes back to it. `waitPast` names the phase whose
 * own lines were dropped: the rest wait until that phase is over.
 */
export const QueuedOrdersSchema = z.object({ lines: z.array(z.object({ n: z.number().int(), text: z.string() })), waitPast: z.string().optional() });
export type QueuedOrders = z.infer<typeof QueuedOrdersSchema>;

/**
 * How long a commit may wait for a connection and take to run. Prisma's defaults (2 s and 5 s)
 * fail an order on a busy machine with every connection taken; a slow commit is still a commit.
 */
const COMMIT_WAITS = { maxWait: 20_000, timeout: 60_000 };

const StoredPayload = z.object({ rolls: GameEventSchema.shape.rolls, data: GameEventSchema.shape.data });

type EventRow = { seq: number; version: number; type: string; text: string; visibleTo: unknown; data: unknown; createdAt: Date };

/** An event row as the engine reads it, its JSON parsed with zod. */
function storedEvent(row: EventRow): StoredEvent {
  const payload = StoredPayload.parse(row.data);
  return {
    seq: row.seq,
    version: row.version,
    at: row.createdAt,
    type: row.type,
    text: row.text,
    visibleTo: GameEventSchema.shape.visibleTo.parse(row.visibleTo),
    ...(payload.rolls && payload.rolls.length ? { rolls: payload.rolls } : {}),
    ...(payload.data && Object.keys(payload.data).length ? { data: payload.data } : {}),
  };
}

export class GameStore {
  constructor(readonly prisma: PrismaClient) {}

  // INSERT … ON CONFLICT DO NOTHING: many commands arriving at once in a new server must not race.
  async ensureServer(id: string, name: string): Promise<void> {
    await this.prisma.server.createMany({ data: [{ id, name }], skipDuplicates: true });
  }

  async ensureChannel(channel: { id: string; serverId: string; name: string; kind: string; parentId?: string }): Promise<void> {
    await this.prisma.channel.createMany({
      data: [{ id: channel.id, serverId: channel.serverId, name: channel.name, kind: channel.kind, parentId: channel.parentId ?? null }],
      skipDuplicates: true,
    });
  }

  async channelName(id: string): Promise<string | null> {
    return (await this.prisma.channel.findUnique({ where: { id }, select: { name: true } }))?.name ?? null;
  }

  async createCampaign(input: { serverId: string; channelId: string; moduleId: string; name: string; createdBy: string }) {
    return this.prisma.campaign.create({ data: input });
  }

  async campaignInChannel(serverId: string, channelId: string) {
    return this.prisma.campaign.findFirst({ where: { serverId, channelId }, orderBy: { createdAt: 'desc' } });
  }

  async campaign(id: string) {
    return this.prisma.campaign.findUnique({ where: { id }, include: { games: { orderBy: { createdAt: 'asc' }, include: { seats: true } } } });
  }

  async setCampaignCard(id: string, pinnedMessageId: string): Promise<void> {
    await this.prisma.campaign.update({ where: { id }, data: { pinnedMessageId } });
  }

  async createGame(input: NewGame): Promise<GameRecord> {
    return this.prisma.$transaction(async (tx) => {
      const game = await tx.game.create({
        data: {
          serverId: input.serverId,
          channelId: input.channelId,
          campaignId: input.campaignId ?? null,
          moduleId: input.moduleId,
          scenarioId: input.scenarioId,
          options: input.options as object,
          status: 'open',
          seed: input.seed,
          seedCommitment: input.seedCommitment,
          deadlineHours: input.deadlineHours,
          createdBy: input.createdBy,
          ...(input.maxMisses ? { maxMisses: input.maxMisses } : {}),
          ...(input.gmRoleId ? { gmRoleId: input.gmRoleId } : {}),
          ...(input.forcedDiceAllowed ? { forcedDiceAllowed: true } : {}),
        },
      });
      await tx.seat.createMany({ data: input.seats.map((seatId) => ({ gameId: game.id, seatId })) });
      return game;
    });
  }

  async game(id: string): Promise<GameRecord | null> {
    return this.prisma.game.findUnique({ where: { id } });
  }

  /** The game a channel is about: the newest one created there, finished or not. */
  async gameInChannel(serverId: string, channelId: string): Promise<GameRecord | null> {
    return this.prisma.game.findFirst({ where: { serverId, channelId }, orderBy: { createdAt: 'desc' } });
  }

  async seats(gameId: string) {
    return this.prisma.seat.findMany({ where: { gameId }, orderBy: { seatId: 'asc' } });
  }

  /** Takes a free seat; false if someone else got there first. */
  async takeSeat(gameId: string, seatId: string, userId: string, userName: string): Promise<boolean> {
    const { count } = await this.prisma.seat.updateMany({ where: { gameId, seatId, userId: null }, data: { userId, userName, joinedAt: new Date() } });
    return count === 1;
  }

  async leaveSeat(gameId: string, seatId: string, userId: string): Promise<boolean> {
    const { count } = await this.prisma.seat.updateMany({ where: { gameId, seatId, userId }, data: { userId: null, userName: null } });
    return count === 1;
  }

  /** A request to export the position (/game export): who asks (null: none), every agreement cleared. */
  async askExport(gameId: string, asker: { id: string; name: string } | null): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.game.update({ where: { id: gameId }, data: { exportAskedBy: asker?.id ?? null, exportAskedByName: asker?.name ?? null } }),
      this.prisma.seat.updateMany({ where: { gameId }, data: { exportAgreed: false } }),
    ]);
  }

  /** These seats agree to the export; the seats held by a player that have not agreed yet. */
  async agreeExport(gameId: string, seatIds: string[]): Promise<Array<{ seatId: string; userName: string | null }>> {
    await this.prisma.seat.updateMany({ where: { gameId, seatId: { in: seatIds } }, data: { exportAgreed: true } });
    return this.prisma.seat.findMany({ where: { gameId, userId: { not: null }, exportAgreed: false }, select: { seatId: true, userName: true }, orderBy: { seatId: 'asc' } });
  }

  async setVotes(gameId: string, seatIds: string[], votes: boolean): Promise<void> {
    await this.prisma.seat.updateMany({ where: { gameId, seatId: { in: seatIds } }, data: { votes } });
  }

  async clearVotes(gameId: string): Promise<void> {
    await this.prisma.seat.updateMany({ where: { gameId }, data: { votes: false } });
  }

  /** Pauses or resumes a game read at `expected`. */
  async setPaused(gameId: string, expected: number, pausedAt: Date | null): Promise<void> {
    const { count } = await this.prisma.game.updateMany({
      where: { id: gameId, version: expected },
      data: { version: expected + 1, pausedAt, status: pausedAt ? 'paused' : 'running' },
    });
    if (count !== 1) throw new VersionConflict(gameId, expected);
  }

  /** Every game a user holds a seat in, newest first. */
  async gamesOf(userId: string) {
    return this.prisma.game.findMany({ where: { seats: { some: { userId } }, status: { not: 'ended' } }, orderBy: { createdAt: 'desc' } });
  }

  /**
   * Writes a change of a game read at `expected`, all or nothing: the new state, its events, the
   * phases that ended, and everything that follows from them (its posts, its deadlines, the
   * deadline it fires, the missed deadline it counts, the campaign it carries on). `worker` holds
   * the posts for delivery under a lease.
   */
  async commit(gameId: string, expected: number, change: Commit, worker?: { id: string; now: Date }): Promise<{ version: number; firstSeq: number; postIds: bigint[] }> {
    return this.prisma.$transaction(async (tx) => {
      const version = expected + 1;
      if (change.fires) {
        // Fired first: a deadline another process has already fired writes nothing here.
        const fired = await tx.deadline.updateMany({ where: { id: change.fires.deadlineId, firedAt: null }, data: { firedAt: change.fires.at } });
        if (fired.count !== 1) throw new DeadlineAlreadyFired(change.fires.deadlineId);
      }
      const ended = change.ended === true;
      const { count } = await tx.game.updateMany({
        where: { id: gameId, version: expected },
        data: {
          version,
          state: change.state as object,
          diceCursor: change.diceCursor,
          ...(change.status ? { status: change.status } : {}),
          ...(ended ? { endedAt: new Date(), seedRevealed: true, status: 'ended' } : {}),
        },
      });
      if (count !== 1) throw new VersionConflict(gameId, expected);
      const last = await tx.gameEvent.aggregate({ where: { gameId }, _max: { seq: true } });
      const firstSeq = (last._max.seq ?? 0) + 1;
      if (change.events.length > 0) {
        await tx.gameEvent.createMany({
          data: change.events.map((e, i) => ({
            gameId,
            seq: firstSeq + i,
            version,
            type: e.type,
            visibleTo: e.visibleTo,
            text: e.text,
            data: { rolls: e.rolls ?? [], data: e.data ?? {} } as object,
          })),
        });
      }
      if (change.checkpoints.length > 0) {
        const lastPhase = await tx.phaseRecord.aggregate({ where: { gameId }, _max: { index: true } });
        const first = (lastPhase._max.index ?? 0) + 1;
        await tx.phaseRecord.createMany({
          data: change.checkpoints.map((checkpoint, i) => ({
            gameId,
            index: first + i,
            turn: checkpoint.turn,
            phaseId: checkpoint.phaseKey,
            label: checkpoint.label,
            version,
            state: checkpoint.state as object,
          })),
        });
      }
      if (change.actedBy) {
        await tx.seat.updateMany({ where: { gameId, seatId: change.actedBy, missed: { gt: 0 } }, data: { missed: 0 } });
      }
      if (change.queued) {
        await tx.seat.update({
          where: { gameId_seatId: { gameId, seatId: change.queued.seatId } },
          data: { queued: change.queued.orders === null ? Prisma.DbNull : (change.queued.orders as object) },
        });
      }
      const miss = change.fires?.miss;
      if (miss) {
        await tx.seat.update({
          where: { gameId_seatId: { gameId, seatId: miss.seatId } },
          data: miss.vacate ? { userId: null, userName: null, missed: 0, votes: false } : { missed: { increment: 1 } },
        });
      }
      if (change.schedule) {
        if (change.schedule.cancel.length) {
          await tx.deadline.updateMany({ where: { id: { in: change.schedule.cancel }, firedAt: null }, data: { cancelledAt: change.schedule.at } });
        }
        if (change.schedule.add.length) await tx.deadline.createMany({ data: change.schedule.add.map((d) => ({ ...d, detail: d.detail ?? '' })) });
      }
      if (change.campaign) await tx.campaign.update({ where: { id: change.campaign.id }, data: { carried: change.campaign.carried as object } });
      const lockedUntil = worker ? new Date(worker.now.getTime() + POST_LEASE_MS) : null;
      const posts = change.posts ?? [];
      const rows = posts.length
        ? await tx.outboxPost.createManyAndReturn({
            data: posts.map((post, n) => ({ gameId, version, n, post: post.post as object, interactionId: post.interactionId ?? null, lockedBy: worker?.id ?? null, lockedUntil })),
            select: { id: true, n: true },
          })
        : [];
      const postIds = rows.sort((a, b) => a.n - b.n).map((r) => r.id);
      return { version, firstSeq, postIds };
    }, COMMIT_WAITS);
  }

  /** The running games in which a seat has orders sent ahead. */
  async gamesWithQueuedOrders(): Promise<string[]> {
    const rows = await this.prisma.seat.findMany({ where: { queued: { not: Prisma.DbNull }, game: { status: 'running' } }, select: { gameId: true }, distinct: ['gameId'] });
    return rows.map((r) => r.gameId);
  }

  /** The orders a seat sent ahead, if any. */
  async queued(gameId: string, seatId: string): Promise<QueuedOrders | null> {
    const row = await this.prisma.seat.findUnique({ where: { gameId_seatId: { gameId, seatId } }, select: { queued: true } });
    const parsed = QueuedOrdersSchema.safeParse(row?.queued);
    return parsed.success ? parsed.data : null;
  }

  /** A game's events, oldest first; from a sequence number, or those written after a version. */
  async events(gameId: string, options: { fromSeq?: number; afterVersion?: number } = {}): Promise<StoredEvent[]> {
    const rows = await this.prisma.gameEvent.findMany({
      where: { gameId, seq: { gte: options.fromSeq ?? 0 }, ...(options.afterVersion !== undefined ? { version: { gt: options.afterVersion } } : {}) },
      orderBy: { seq: 'asc' },
    });
    return rows.map(storedEvent);
  }

  /** The events written since the write that ended the last phase, that write's included: one read. */
  async eventsOfCurrentPhase(gameId: string): Promise<StoredEvent[]> {
    const rows = await this.prisma.$queryRaw<EventRow[]>`
      SELECT seq, version, type, text, "visibleTo", data, "createdAt" FROM "GameEvent"
      WHERE "gameId" = ${gameId} AND version >= COALESCE((SELECT max(version) FROM "PhaseRecord" WHERE "gameId" = ${gameId}), 0)
      ORDER BY seq`;
    return rows.map(storedEvent);
  }

  /** The phase history, without the snapshots. */
  async phases(gameId: string) {
    return this.prisma.phaseRecord.findMany({
      where: { gameId },
      orderBy: { index: 'asc' },
      select: { index: true, turn: true, phaseId: true, label: true, version: true, endedAt: true },
    });
  }

  /** The state as the `nth` phase to end in the write of `version` ended (0 is the first). */
  async phaseSnapshotAt(gameId: string, version: number, nth: number): Promise<unknown> {
    const rows = await this.prisma.phaseRecord.findMany({ where: { gameId, version }, orderBy: { index: 'asc' }, select: { state: true }, skip: nth, take: 1 });
    return rows[0]?.state ?? null;
  }

  /** The state as phase `index` ended (1 is the first phase of the game). */
  async phaseSnapshot(gameId: string, index: number): Promise<unknown> {
    const row = await this.prisma.phaseRecord.findUnique({ where: { gameId_index: { gameId, index } }, select: { state: true } });
    return row?.state ?? null;
  }
}
