import type { GameEvent as EngineEvent } from '../engine/core/events.ts';
import { GameEventSchema } from '../engine/core/events.ts';
import type { Checkpoint } from '../engine/core/module.ts';
import { Prisma, type Game, type PrismaClient, type Seat } from '../generated/prisma/client.ts';
import { randomUUID } from 'node:crypto';
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
  /** A fork: the game it is made from, the phase whose end it starts from, that phase's state, and the seats' holders it keeps (none: every seat is free). */
  fork?: { of: string; phase: number; state: unknown; holders: Array<{ seatId: string; userId: string; userName: string }> };
}

/** What a request for every player's agreement asks: to save the position as a scenario, or to fork the game from the end of a phase. */
export type AskedFor = { kind: 'scenario' } | { kind: 'fork'; phase: number };

/** The request a game has pending, as its columns keep it (GameStore.ask), or null for none. */
export function pendingRequest(game: GameRecord): { by: { id: string; name: string | null }; asking: AskedFor } | null {
  if (!game.askedBy) return null;
  const by = { id: game.askedBy, name: game.askedByName };
  if (game.asking === 'scenario') return { by, asking: { kind: 'scenario' } };
  if (game.asking === 'fork' && game.askedPhase !== null) return { by, asking: { kind: 'fork', phase: game.askedPhase } };
  return null;
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

/** A value as the text of a jsonb parameter. */
function json(value: unknown): string {
  return JSON.stringify(value ?? null);
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

  /** The channel a thread belongs to (null for a channel, or one the bot does not know). */
  async channelParent(id: string): Promise<string | null> {
    return (await this.prisma.channel.findUnique({ where: { id }, select: { parentId: true } }))?.parentId ?? null;
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
          ...(input.fork ? { forkOf: input.fork.of, forkPhase: input.fork.phase, state: input.fork.state as object } : {}),
        },
      });
      const holder = (seatId: string) => input.fork?.holders.find((h) => h.seatId === seatId);
      await tx.seat.createMany({ data: input.seats.map((seatId) => ({ gameId: game.id, seatId, userId: holder(seatId)?.userId ?? null, userName: holder(seatId)?.userName ?? null })) });
      return game;
    });
  }

  // The reads every order makes (its game, its seats) are plain SQL: through the query builder
  // each cost about twice the CPU, on a path every order takes.
  async game(id: string): Promise<GameRecord | null> {
    const [game] = await this.prisma.$queryRaw<GameRecord[]>`SELECT * FROM "Game" WHERE id = ${id}`;
    return game ?? null;
  }

  /** The game a channel is about: the newest one created there, finished or not. */
  async gameInChannel(serverId: string, channelId: string): Promise<GameRecord | null> {
    const [game] = await this.prisma.$queryRaw<GameRecord[]>`SELECT * FROM "Game" WHERE "serverId" = ${serverId} AND "channelId" = ${channelId} ORDER BY "createdAt" DESC LIMIT 1`;
    return game ?? null;
  }

  async seats(gameId: string): Promise<Seat[]> {
    return this.prisma.$queryRaw<Seat[]>`SELECT * FROM "Seat" WHERE "gameId" = ${gameId} ORDER BY "seatId" ASC`;
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

  /**
   * A request every player must agree to (saving the position, a fork while the game runs): who
   * asks and what, or null for none. A new request replaces the one pending, and clears every
   * agreement.
   */
  async ask(gameId: string, request: { by: { id: string; name: string }; asking: AskedFor } | null): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.game.update({
        where: { id: gameId },
        data: { askedBy: request?.by.id ?? null, askedByName: request?.by.name ?? null, asking: request?.asking.kind ?? null, askedPhase: request?.asking.kind === 'fork' ? request.asking.phase : null },
      }),
      this.prisma.seat.updateMany({ where: { gameId }, data: { agreed: false } }),
    ]);
  }

  /**
   * Ends the request `askedBy` made, once: true for the one caller that ended it. Two players
   * pressing Agree at the same moment both see nobody left waiting; only one carries it out.
   */
  async closeRequest(gameId: string, askedBy: string): Promise<boolean> {
    const [closed] = await this.prisma.$transaction([
      this.prisma.game.updateMany({ where: { id: gameId, askedBy }, data: { askedBy: null, askedByName: null, asking: null, askedPhase: null } }),
      this.prisma.seat.updateMany({ where: { gameId }, data: { agreed: false } }),
    ]);
    return closed.count === 1;
  }

  /** These seats agree to the pending request; the seats held by a player that have not agreed yet. */
  async agree(gameId: string, seatIds: string[]): Promise<Array<{ seatId: string; userName: string | null }>> {
    await this.prisma.seat.updateMany({ where: { gameId, seatId: { in: seatIds } }, data: { agreed: true } });
    return this.prisma.seat.findMany({ where: { gameId, userId: { not: null }, agreed: false }, select: { seatId: true, userName: true }, orderBy: { seatId: 'asc' } });
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
    const version = expected + 1;
    const ended = change.ended === true;
    const now = new Date();
    const events = change.events.map((e) => ({ type: e.type, visibleTo: e.visibleTo, text: e.text, data: { rolls: e.rolls ?? [], data: e.data ?? {} } }));
    const phases = change.checkpoints.map((c) => ({ turn: c.turn, phaseId: c.phaseKey, label: c.label, state: c.state }));
    const miss = change.fires?.miss;
    const deadlines = (change.schedule?.add ?? []).map((d) => ({ ...d, id: randomUUID(), detail: d.detail ?? '', dueAt: d.dueAt.toISOString() }));
    const posts = (change.posts ?? []).map((p) => ({ post: p.post, interactionId: p.interactionId ?? null }));
    const lockedUntil = worker ? new Date(worker.now.getTime() + POST_LEASE_MS) : null;
    // The whole change is one statement. Each of the ~10 writes through the query builder cost 1-2
    // ms of the bot's CPU (a profile under load put Prisma at a fifth of it); one statement costs
    // one, and is atomic alone, so an order needs no transaction around it. Every part joins `g`,
    // the versioned update of the game: if another write got in first, `g` is empty and nothing
    // else is written either. The seats are one update, since a statement may not change a row
    // twice (the seat that acts may also keep queued lines).
    const write = async (db: Pick<PrismaClient, '$queryRaw'>) => {
      const [row] = await db.$queryRaw<Array<{ written: number; firstSeq: number; postIds: string[] }>>`
          WITH g AS (
            UPDATE "Game" SET
              version = ${version}::int,
              state = ${json(change.state)}::jsonb,
              "diceCursor" = ${change.diceCursor}::int,
              status = CASE WHEN ${ended}::boolean THEN 'ended' ELSE COALESCE(${change.status ?? null}::text, status) END,
              "seedRevealed" = "seedRevealed" OR ${ended}::boolean,
              "endedAt" = CASE WHEN ${ended}::boolean THEN ${now}::timestamp(3) ELSE "endedAt" END,
              "updatedAt" = ${now}::timestamp(3)
            WHERE id = ${gameId}::text AND version = ${expected}::int
            RETURNING id
          ),
          last AS (SELECT COALESCE(max(seq), 0) AS seq FROM "GameEvent" WHERE "gameId" = ${gameId}),
          events AS (
            INSERT INTO "GameEvent" ("gameId", seq, version, type, "visibleTo", text, data)
            SELECT ${gameId}::text, last.seq + e.n, ${version}::int, e.v->>'type', e.v->'visibleTo', e.v->>'text', e.v->'data'
            FROM g, last, jsonb_array_elements(${json(events)}::jsonb) WITH ORDINALITY AS e(v, n)
          ),
          phases AS (
            INSERT INTO "PhaseRecord" ("gameId", index, turn, "phaseId", label, version, state)
            SELECT ${gameId}::text, (SELECT COALESCE(max(index), 0) FROM "PhaseRecord" WHERE "gameId" = ${gameId}) + p.n, (p.v->>'turn')::int, p.v->>'phaseId', p.v->>'label', ${version}::int, p.v->'state'
            FROM g, jsonb_array_elements(${json(phases)}::jsonb) WITH ORDINALITY AS p(v, n)
          ),
          seats AS (
            UPDATE "Seat" s SET
              missed = CASE WHEN s."seatId" = ${miss?.seatId ?? null}::text THEN (CASE WHEN ${miss?.vacate === true}::boolean THEN 0 ELSE s.missed + 1 END)
                            WHEN s."seatId" = ${change.actedBy ?? null}::text THEN 0 ELSE s.missed END,
              queued = CASE WHEN s."seatId" = ${change.queued?.seatId ?? null}::text THEN ${change.queued?.orders ? json(change.queued.orders) : null}::jsonb ELSE s.queued END,
              "userId" = CASE WHEN s."seatId" = ${miss?.seatId ?? null}::text AND ${miss?.vacate === true}::boolean THEN NULL ELSE s."userId" END,
              "userName" = CASE WHEN s."seatId" = ${miss?.seatId ?? null}::text AND ${miss?.vacate === true}::boolean THEN NULL ELSE s."userName" END,
              votes = CASE WHEN s."seatId" = ${miss?.seatId ?? null}::text AND ${miss?.vacate === true}::boolean THEN false ELSE s.votes END
            FROM g
            WHERE s."gameId" = ${gameId} AND s."seatId" IN (${change.actedBy ?? null}::text, ${change.queued?.seatId ?? null}::text, ${miss?.seatId ?? null}::text)
          ),
          cancelled AS (
            UPDATE "Deadline" d SET "cancelledAt" = ${change.schedule?.at ?? now}::timestamp(3)
            FROM g
            WHERE d.id IN (SELECT jsonb_array_elements_text(${json(change.schedule?.cancel ?? [])}::jsonb)) AND d."firedAt" IS NULL
          ),
          deadlines AS (
            INSERT INTO "Deadline" (id, "gameId", kind, "seatId", "phaseLabel", detail, "dueAt")
            SELECT d.id, d."gameId", d.kind, d."seatId", d."phaseLabel", d.detail, d."dueAt"
            FROM g, jsonb_to_recordset(${json(deadlines)}::jsonb) AS d(id text, "gameId" text, kind text, "seatId" text, "phaseLabel" text, detail text, "dueAt" timestamp(3))
          ),
          campaign AS (
            UPDATE "Campaign" c SET carried = ${change.campaign ? json(change.campaign.carried) : null}::jsonb, "updatedAt" = ${now}::timestamp(3)
            FROM g
            WHERE c.id = ${change.campaign?.id ?? null}::text
          ),
          posts AS (
            INSERT INTO "OutboxPost" ("gameId", version, n, post, "interactionId", "lockedBy", "lockedUntil")
            SELECT ${gameId}::text, ${version}::int, (p.n - 1)::int, p.v->'post', p.v->>'interactionId', ${worker?.id ?? null}::text, ${lockedUntil}::timestamp(3)
            FROM g, jsonb_array_elements(${json(posts)}::jsonb) WITH ORDINALITY AS p(v, n)
            RETURNING id, n
          )
          SELECT (SELECT count(*) FROM g)::int AS written,
                 (SELECT seq FROM last)::int + 1 AS "firstSeq",
                 COALESCE((SELECT array_agg(id::text ORDER BY n) FROM posts), '{}') AS "postIds"`;
      if (!row || row.written !== 1) throw new VersionConflict(gameId, expected);
      return { version, firstSeq: row.firstSeq, postIds: row.postIds.map((id) => BigInt(id)) };
    };
    const fires = change.fires;
    if (!fires) return write(this.prisma);
    // A deadline's defaults: the deadline is marked fired first, in the same transaction, and
    // nothing is written if another process fired it already.
    return this.prisma.$transaction(async (tx) => {
      const fired = await tx.deadline.updateMany({ where: { id: fires.deadlineId, firedAt: null }, data: { firedAt: fires.at } });
      if (fired.count !== 1) throw new DeadlineAlreadyFired(fires.deadlineId);
      return write(tx);
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

  /** Every phase's state as it ended, in order (1 is the first): for an export, read in one query. */
  async phaseSnapshots(gameId: string): Promise<Array<{ index: number; state: unknown }>> {
    return this.prisma.phaseRecord.findMany({ where: { gameId }, orderBy: { index: 'asc' }, select: { index: true, state: true } });
  }

  /** The state as phase `index` ended (1 is the first phase of the game). */
  async phaseSnapshot(gameId: string, index: number): Promise<unknown> {
    const row = await this.prisma.phaseRecord.findUnique({ where: { gameId_index: { gameId, index } }, select: { state: true } });
    return row?.state ?? null;
  }
}
