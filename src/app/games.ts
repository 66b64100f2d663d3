import { PUBLIC, seatViewer, type Viewer } from '../engine/core/events.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import type { Rendered, RenderRequest } from '../render/render.ts';
import type { DeadlineStore } from '../store/deadlines.ts';
import type { OutboxStore } from '../store/outbox.ts';
import type { GameRecord, GameStore, SeatRow } from '../store/games.ts';
import type { PlayerStore } from '../store/players.ts';
import { formatDeadline } from './formatting.ts';
import type { CommandContext, Controls, Image, Reply } from './io.ts';
import { scenarioTitle } from './names.ts';

/**
 * Finding a game and the people in it: the game of a channel (or of a DM, by name), its module
 * and parsed state, who holds which seat, who runs it. Every part of the app reads games through
 * this, so a game is loaded and parsed one way.
 */

/** How long a seat's private web link works: long enough for a game's week, short enough that a forwarded one dies. */
export const SEAT_LINK_DAYS = 7;

export interface Renderer {
  render(request: RenderRequest): Promise<Rendered>;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface ServiceDeps {
  store: GameStore;
  deadlines: DeadlineStore;
  outbox: OutboxStore;
  players: PlayerStore;
  modules: Map<string, AnyGameModule>;
  renderer: Renderer;
  clock?: Clock;
  /** True on the local table, where a seed may be chosen and dice forced. */
  local: boolean;
  /** Hours a seat has to answer a decision (who takes a blow, where to retreat). */
  decisionHours?: number;
  /** Makes each game's secret seed; random unless a test fixes it. */
  newSeed?: () => string;
  /**
   * Draw a map for every phase that ends, even one in which nothing happened (the local table).
   * Otherwise (Discord) such a phase is reported in a line, with no picture: the board is as the
   * last map showed it.
   */
  imageEveryPhase?: boolean;
  /** Told as a commit or a delivery passes each step (the crash tests stop the process dead there). */
  observe?: (step: Step) => void;
  /** A game's web page, by a signed link (src/web): the public one, or a seat's own view for its holder; none when no web server runs. */
  webLink?: (gameId: string, seat?: { seat: string; user: string }) => string | undefined;
}

/** The steps between an order and its last post, where a process may die. */
export type Step = 'order-committed' | 'post-drawn' | 'post-sent' | 'deadline-claimed' | 'default-committed' | 'deadline-marking';

export const HOUR = 3_600_000;

export interface Loaded {
  game: GameRecord;
  module: AnyGameModule;
  state: unknown;
  /** The game's seats, when they were read with it (an order's seat was looked up): not read again. */
  seats?: SeatRow[];
}

export type Found = { ok: true; value: GameRecord } | { ok: false; error: string };

export class Games {
  readonly clock: Clock;

  constructor(readonly deps: ServiceDeps) {
    this.clock = deps.clock ?? systemClock;
  }

  get store(): GameStore {
    return this.deps.store;
  }

  modules(): AnyGameModule[] {
    return [...this.deps.modules.values()];
  }

  module(id: string): AnyGameModule | undefined {
    return this.deps.modules.get(id);
  }

  /** The game of the channel a command was typed in. */
  async here(ctx: CommandContext): Promise<GameRecord | null> {
    if (ctx.inDm) return null;
    return this.deps.store.gameInChannel(ctx.serverId, ctx.channelId);
  }

  /**
   * The game an order is for: the one a button or form was attached to, the channel's, or in a
   * DM the player's running game (one who plays several names it with `game:`: its channel's
   * name, or the start of its id). Secret orders are given by DM.
   */
  async forOrder(ctx: CommandContext, named?: string, gameId?: string): Promise<Found> {
    if (gameId) {
      const game = await this.deps.store.game(gameId);
      if (!game) return { ok: false, error: 'That game no longer exists.' };
      if (!ctx.inDm && game.serverId !== ctx.serverId) return { ok: false, error: 'That game belongs to another server.' };
      return { ok: true, value: game };
    }
    if (!ctx.inDm) {
      const game = await this.here(ctx);
      return game ? { ok: true, value: game } : { ok: false, error: noGameText(ctx) };
    }
    const games = (await this.deps.store.gamesOf(ctx.userId)).filter((g) => (g.status === 'running' || g.status === 'paused'));
    if (games.length === 0) return { ok: false, error: 'You have no game running; orders for a game are given in its channel, or here once it has started.' };
    const label = async (g: (typeof games)[number]) => `${(await this.deps.store.channelName(g.channelId)) ?? g.channelId} (${this.titleOf(g)}, game ${g.id.slice(0, 6)})`;
    if (named) {
      const wanted = named.trim().toLowerCase().replace(/^#/, '');
      for (const g of games) {
        const name = (await this.deps.store.channelName(g.channelId))?.toLowerCase();
        if (g.id.startsWith(wanted) || name === wanted) return { ok: true, value: g as GameRecord };
      }
      return { ok: false, error: `You play no running game called ${named}. Yours: ${(await Promise.all(games.map(label))).join('; ')}.` };
    }
    if (games.length === 1) return { ok: true, value: games[0] as GameRecord };
    return { ok: false, error: `You play several games; say which with game: — ${(await Promise.all(games.map(label))).join('; ')}.` };
  }

  load(game: GameRecord): Loaded {
    const module = this.deps.modules.get(game.moduleId);
    if (!module) throw new Error(`game ${game.id} uses unknown module ${game.moduleId}`);
    const state = game.state === null ? null : module.stateSchema.parse(game.state);
    return { game, module, state };
  }

  async current(gameId: string): Promise<Loaded | null> {
    const game = await this.deps.store.game(gameId);
    return game ? this.load(game) : null;
  }

  /**
   * Whether a game's hidden facts are out: it has ended, and so has every game it was forked from.
   * A fork made while its game ran starts from that game's secrets, so its reveal (every private
   * line, the game master's view) waits for that game's end too.
   */
  async revealed(game: GameRecord): Promise<boolean> {
    if (game.status !== 'ended') return false;
    if (!game.forkOf) return true;
    const source = await this.deps.store.game(game.forkOf);
    return source === null || (await this.revealed(source));
  }

  async seatsOf(game: GameRecord, userId: string): Promise<string[]> {
    const seats = await this.deps.store.seats(game.id);
    return seats.filter((s) => s.userId === userId).map((s) => s.seatId);
  }

  async viewerOf(game: GameRecord, ctx: CommandContext): Promise<Viewer> {
    if (game.seedRevealed) return PUBLIC;
    const mine = await this.seatsOf(game, ctx.userId);
    return mine.length === 1 ? seatViewer(mine[0]!) : PUBLIC;
  }

  /** The game's creator, a server admin, or a member of the game's GM role runs the game. */
  isGameMaster(game: GameRecord, ctx: CommandContext): boolean {
    if (ctx.inDm) return false;
    return game.createdBy === ctx.userId || ctx.isAdmin || (game.gmRoleId !== null && (ctx.roles ?? []).includes(game.gmRoleId));
  }

  /** The seats a game cannot go without (not optional) that nobody holds. */
  unheld(module: AnyGameModule, game: GameRecord, seats: SeatRow[]): ReturnType<AnyGameModule['seats']> {
    return module.seats(game.scenarioId).filter((s) => !s.optional && !seats.find((x) => x.seatId === s.id)?.userId);
  }

  seatLabel(module: AnyGameModule, game: GameRecord, seat: string): string {
    return module.seats(game.scenarioId).find((s) => s.id === seat)?.label ?? seat;
  }

  /** "Orks (alice), Rebels (bob)": seats by their labels, with who holds them. */
  async namesOf(game: GameRecord, seatIds: string[]): Promise<string> {
    const seats = await this.deps.store.seats(game.id);
    const module = this.deps.modules.get(game.moduleId);
    const label = (id: string) => (module ? this.seatLabel(module, game, id) : id);
    return seatIds.map((id) => `${label(id)} (${seats.find((s) => s.seatId === id)?.userName ?? 'nobody'})`).join(', ') || 'nobody';
  }

  /** A game's scenario (or quest) by its title. */
  titleOf(game: Pick<GameRecord, 'moduleId' | 'scenarioId'>): string {
    const module = this.deps.modules.get(game.moduleId);
    return module ? scenarioTitle(module, game.scenarioId) : game.scenarioId;
  }

  /** A deadline as this table's readers read it: Discord's own time tags, or written out on the local table. */
  deadlineText(at: Date): string {
    return formatDeadline(at, this.deps.local ? { now: this.clock.now() } : undefined);
  }

  noGame(ctx: CommandContext): Reply[] {
    return [eph(noGameText(ctx))];
  }
}

function noGameText(ctx: CommandContext): string {
  return ctx.inDm ? 'Games are played in their server channel; from here only the buttons of a prompt work.' : 'There is no game in this channel. Start one with /game new, or use the thread of your game.';
}

export function eph(text: string, image?: Image, controls?: Controls[]): Reply {
  return { kind: 'ephemeral', text, ...(image ? { image } : {}), ...(controls ? { controls } : {}) };
}

/** What the game's channel says when a player's DMs are closed: why, and how to see it privately. */
export function closedDms(game: GameRecord, userId: string): { channelId: string; text: string; mentions: string[] } {
  return { channelId: game.channelId, mentions: [userId], text: `<@${userId}>, I cannot send you direct messages (your DMs are closed). Something is waiting for you: type /game prompt here to see it privately.` };
}
