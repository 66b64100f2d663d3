import { randomBytes } from 'node:crypto';
import { commitmentOf, SeededDice, verifyRolls, type RollRecord } from '../engine/core/dice.ts';
import { canSee, PUBLIC, seatViewer, type GameEvent, type Viewer } from '../engine/core/events.ts';
import type { AnyGameModule, Checkpoint, PhaseSpec } from '../engine/core/module.ts';
import { runOrder, runQuery } from '../engine/core/orders.ts';
import type { Rendered, RenderRequest } from '../render/render.ts';
import type { DeadlineRecord, DeadlineStore } from '../store/deadlines.ts';
import { VersionConflict, type GameRecord, type GameStore } from '../store/games.ts';
import type { PlayerStore } from '../store/players.ts';
import type { Choice, CommandContext, Controls, Image, Reply } from '../commands/types.ts';
import { decodeOptions, encodeOptions, formatDeadline, splitMessage } from './formatting.ts';

/**
 * The one path an order takes: from a seat, through the rules engine, into the store in one
 * versioned write, and back out as replies and map images; and the play-by-post around it:
 * deadlines and reminders, missed turns and substitutes, pausing, the game master, campaigns.
 * Discord and the local table both drive games through this.
 */

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
  players: PlayerStore;
  modules: Map<string, AnyGameModule>;
  renderer: Renderer;
  clock?: Clock;
  /** True on the local table, where a seed may be chosen and dice forced. */
  local: boolean;
  /** Hours a seat has to answer a decision (who takes a blow, where to retreat). */
  decisionHours?: number;
  /** Makes each game's secret seed; random unless an end-to-end test fixes it. */
  newSeed?: () => string;
  /**
   * Draw a map for every phase that ends, even one in which nothing happened (the local table).
   * Otherwise (Discord) such a phase is reported in a line, and only the last one drawn.
   */
  imageEveryPhase?: boolean;
}

const MAX_RETRIES = 5;
const REMINDERS_BEFORE_HOURS = [24, 2];
const HOUR = 3_600_000;

interface Loaded {
  game: GameRecord;
  module: AnyGameModule;
  state: unknown;
}

interface Outcome {
  replies: Reply[];
  forcedLeft: number[];
}

export class GameService {
  private readonly clock: Clock;

  constructor(private readonly deps: ServiceDeps) {
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
  async gameHere(ctx: CommandContext): Promise<GameRecord | null> {
    if (ctx.inDm) return null;
    return this.deps.store.gameInChannel(ctx.serverId, ctx.channelId);
  }

  private load(game: GameRecord): Loaded {
    const module = this.deps.modules.get(game.moduleId);
    if (!module) throw new Error(`game ${game.id} uses unknown module ${game.moduleId}`);
    const state = game.state === null ? null : module.stateSchema.parse(game.state);
    return { game, module, state };
  }

  private async seatsOf(game: GameRecord, userId: string): Promise<string[]> {
    const seats = await this.deps.store.seats(game.id);
    return seats.filter((s) => s.userId === userId).map((s) => s.seatId);
  }

  private async viewerOf(game: GameRecord, ctx: CommandContext): Promise<Viewer> {
    if (game.seedRevealed) return PUBLIC;
    const mine = await this.seatsOf(game, ctx.userId);
    return mine.length === 1 ? seatViewer(mine[0]!) : PUBLIC;
  }

  /** The game's creator, a server admin, or a member of the game's GM role runs the game. */
  isGameMaster(game: GameRecord, ctx: CommandContext): boolean {
    if (ctx.inDm) return false;
    return game.createdBy === ctx.userId || ctx.isAdmin || (game.gmRoleId !== null && (ctx.roles ?? []).includes(game.gmRoleId));
  }

  private noGame(ctx: CommandContext): Reply[] {
    return [eph(ctx.inDm ? 'Games are played in their server channel; from here only the buttons of a prompt work.' : 'There is no game in this channel. Start one with /game new, or use the thread of your game.')];
  }

  // ---------------------------------------------------------------------------------------
  // Opening, joining and starting a game

  async create(
    ctx: CommandContext,
    input: { moduleId: string; scenarioId: string; options: Record<string, unknown>; deadlineHours: number; seed?: string; gmRoleId?: string; maxMisses?: number },
  ): Promise<Reply[]> {
    if (ctx.inDm) return this.noGame(ctx);
    const module = this.deps.modules.get(input.moduleId);
    if (!module) return [eph(`There is no game called ${input.moduleId}. Games: ${this.modules().map((m) => m.id).join(', ')}.`)];
    const scenario = module.scenarios.find((s) => s.id === input.scenarioId);
    if (!scenario) return [eph(`${module.title} has no scenario ${input.scenarioId}. Scenarios: ${module.scenarios.map((s) => s.id).join(', ')}.`)];
    if (input.seed && !this.deps.local) return [eph('A seed can only be chosen on the local table.')];
    const existing = await this.deps.store.gameInChannel(ctx.serverId, ctx.channelId);
    if (existing && existing.status !== 'ended' && !ctx.openChannel) return [eph(`This channel already has a game in progress (${existing.scenarioId}); finish it first.`)];
    await this.deps.store.ensureServer(ctx.serverId, ctx.serverName);
    await this.deps.store.ensureChannel({ id: ctx.channelId, serverId: ctx.serverId, name: ctx.channelName, kind: 'text' });
    const campaign = await this.deps.store.campaignInChannel(ctx.serverId, ctx.channelId);
    if (campaign && campaign.moduleId !== module.id) return [eph(`This is a ${this.module(campaign.moduleId)?.title ?? campaign.moduleId} campaign channel; open other games elsewhere.`)];
    let where = { id: ctx.channelId, name: ctx.channelName };
    if (ctx.openChannel) {
      where = await ctx.openChannel(`${module.title} · ${scenario.title}`);
      await this.deps.store.ensureChannel({ id: where.id, serverId: ctx.serverId, name: where.name, kind: 'game', parentId: ctx.channelId });
    }
    const seed = input.seed ?? this.deps.newSeed?.() ?? randomBytes(32).toString('hex');
    const seats = module.seats(scenario.id);
    const game = await this.deps.store.createGame({
      serverId: ctx.serverId,
      channelId: where.id,
      ...(campaign ? { campaignId: campaign.id } : {}),
      moduleId: module.id,
      scenarioId: scenario.id,
      options: input.options,
      seed,
      seedCommitment: commitmentOf(seed),
      deadlineHours: input.deadlineHours,
      createdBy: ctx.userId,
      seats: seats.map((s) => s.id),
      ...(input.gmRoleId ? { gmRoleId: input.gmRoleId } : {}),
      ...(input.maxMisses ? { maxMisses: input.maxMisses } : {}),
    });
    const card = [
      `**${module.title}: ${scenario.title}** is open for players.`,
      scenario.summary,
      `Seats: ${seats.map((s) => s.label).join(', ')}. Take one with the buttons or /game join seat:<name>, then start.`,
      `Deadline per phase: ${input.deadlineHours} h; a seat opens for a substitute after ${game.maxMisses} missed in a row. Dice commitment (SHA-256 of the secret seed): ${game.seedCommitment}`,
    ];
    const controls: Controls[] = [
      { kind: 'buttons', buttons: [...seats.map((s) => ({ id: `join|${game.id}|${s.id}`, label: s.label })), { id: `start|${game.id}`, label: 'Start', style: 'success' as const }] },
    ];
    const replies: Reply[] = [{ kind: 'channel', channelId: where.id, text: card.join('\n'), controls }];
    if (where.id !== ctx.channelId) replies.unshift(eph(`Your game is open in <#${where.id}>.`));
    if (campaign) replies.push(...(await this.campaignCard(campaign.id)));
    return replies;
  }

  async join(ctx: CommandContext, seatName: string, game?: GameRecord | null): Promise<Reply[]> {
    const found = game ?? (await this.gameHere(ctx));
    if (!found) return this.noGame(ctx);
    if (found.status === 'ended') return [eph('This game is over.')];
    const { module, state } = this.load(found);
    const specs = module.seats(found.scenarioId);
    const wanted = specs.find((s) => s.id === seatName.trim().toLowerCase() || s.label.toLowerCase() === seatName.trim().toLowerCase());
    if (!wanted) return [eph(`There is no seat ${seatName}. Seats: ${specs.map((s) => s.label).join(', ')}.`)];
    const seats = await this.deps.store.seats(found.id);
    const current = seats.find((s) => s.seatId === wanted.id);
    if (current?.userId === ctx.userId) return [eph(`You already hold the ${wanted.label}.`)];
    if (current?.userId) {
      const free = specs.filter((s) => !seats.find((x) => x.seatId === s.id)?.userId).map((s) => s.label);
      return [eph(`The ${wanted.label} seat is taken by ${current.userName}. Free seats: ${free.join(', ') || 'none'}.`)];
    }
    const taken = await this.deps.store.takeSeat(found.id, wanted.id, ctx.userId, ctx.userName);
    if (!taken) return [eph(`Someone took the ${wanted.label} seat a moment ago.`)];
    if (found.status === 'open') return [{ kind: 'channel', channelId: found.channelId, text: `${ctx.userName} takes the ${wanted.label}.` }];
    // A substitute: the seat's secrets come by DM.
    const replies: Reply[] = [{ kind: 'channel', channelId: found.channelId, text: `${ctx.userName} takes over the ${wanted.label}.` }];
    replies.push(...(await this.briefing(found, module, state, wanted.id, ctx.userId, ctx.userName, 'You now play')));
    return replies;
  }

  /** What a seat knows that others do not, its map, and anything waiting for it: sent by DM. */
  private async briefing(game: GameRecord, module: AnyGameModule, state: unknown, seat: string, userId: string, userName: string, opening: string): Promise<Reply[]> {
    const label = module.seats(game.scenarioId).find((s) => s.id === seat)?.label ?? seat;
    const events = await this.deps.store.events(game.id);
    const privateLines = events.filter((e) => e.visibleTo !== 'all' && canSee(seatViewer(seat), e.visibleTo)).map((e) => `• ${e.text}`);
    const phase = module.phase(state);
    const lines = [`${opening} the ${label} in ${module.title} (${game.scenarioId}). ${phase.label}.`];
    if (privateLines.length) lines.push('What your side knows:', ...privateLines.slice(-20));
    const controls = phase.decision?.seat === seat ? this.decisionControls(game, module, state, seat, phase) : undefined;
    if (phase.decision?.seat === seat) lines.push(`Your decision: ${phase.decision.prompt}.`);
    const image = await this.image(module, state, seatViewer(seat), `${game.scenarioId}-${seat}.png`);
    return [{ kind: 'dm', userId, userName, text: lines.join('\n'), image, ...(controls ? { controls } : {}), fallback: closedDms(game, userId) }];
  }

  async leave(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return this.noGame(ctx);
    if (game.status !== 'open') return [eph('The game has started; a seat is handed on when its player misses enough deadlines, or by the game master.')];
    const mine = await this.seatsOf(game, ctx.userId);
    if (mine.length === 0) return [eph('You hold no seat in this game.')];
    for (const seat of mine) await this.deps.store.leaveSeat(game.id, seat, ctx.userId);
    return [{ kind: 'channel', channelId: game.channelId, text: `${ctx.userName} leaves the game.` }];
  }

  async start(ctx: CommandContext, game?: GameRecord | null): Promise<Reply[]> {
    const found = game ?? (await this.gameHere(ctx));
    if (!found) return this.noGame(ctx);
    if (found.status !== 'open') return [eph('This game has already started.')];
    if (!this.isGameMaster(found, ctx) && !(await this.seatsOf(found, ctx.userId)).length) {
      return [eph('Only a player of this game, its creator or a game master can start it.')];
    }
    const { module } = this.load(found);
    const specs = module.seats(found.scenarioId);
    const seats = await this.deps.store.seats(found.id);
    const missing = specs.filter((s) => !s.optional && !seats.find((x) => x.seatId === s.id)?.userId);
    if (missing.length) return [eph(`Not every seat is taken yet: ${missing.map((s) => s.label).join(', ')}. Players join with /game join seat:<name>.`)];
    const dice = new SeededDice(found.seed, found.diceCursor);
    const carried = await this.carriedInto(found, module);
    // The seats that are filled, as the contract says: a game with optional seats (a GM the bot
    // can stand in for, heroes nobody plays) sets up only those.
    const filled = specs.filter((s) => seats.find((x) => x.seatId === s.id)?.userId);
    const players = Object.fromEntries(filled.map((s) => [s.id, seats.find((x) => x.seatId === s.id)!.userName ?? '']));
    const setup = module.setup({ scenarioId: found.scenarioId, options: found.options as Record<string, unknown>, seats: filled.map((s) => s.id), players, ...(carried !== undefined ? { carried } : {}) }, dice);
    if (!setup.ok) return [eph(`The game could not be set up: ${setup.error}`)];
    const events: GameEvent[] = [{ type: 'game-started', text: `The game begins. Dice commitment: ${found.seedCommitment}.`, visibleTo: 'all', ...(dice.rolls.length ? { rolls: [...dice.rolls] } : {}) }];
    try {
      await this.deps.store.commit(found.id, found.version, { state: setup.value, diceCursor: dice.cursor, status: 'running', events, checkpoints: [] });
    } catch (error) {
      if (error instanceof VersionConflict) return [eph('The game changed while it was being started; try again.')];
      throw error;
    }
    const started = (await this.deps.store.game(found.id))!;
    const phase = module.phase(setup.value);
    const image = await this.image(module, setup.value, PUBLIC, `${found.scenarioId}-start.png`);
    const replies: Reply[] = [{ kind: 'channel', channelId: found.channelId, text: `**${module.title}** begins. ${phase.label}: ${await this.namesOf(found.id, phase.active)} to move.`, image }];
    replies.unshift(eph('The game has started.'));
    replies.push(...(await this.privateMaps(started, module, setup.value)));
    replies.push(...(await this.nudges(started, module, null, setup.value)));
    await this.reschedule(started, module, setup.value);
    if (started.campaignId) replies.push(...(await this.campaignCard(started.campaignId)));
    return replies;
  }

  // ---------------------------------------------------------------------------------------
  // Orders

  /** Gives an order for the caller's seat (or, for a game master, any seat named with `as`). */
  async order(ctx: CommandContext, verb: string, raw: Record<string, string>, forced: number[] = []): Promise<Outcome> {
    const { game: named, ...options } = raw;
    if (ctx.inDm) {
      const mine = await this.gameForDm(ctx, named);
      if (!mine.ok) return { replies: [eph(mine.error)], forcedLeft: forced };
      return this.orderIn(mine.value, ctx, verb, options, forced);
    }
    const game = await this.gameHere(ctx);
    if (!game) return { replies: this.noGame(ctx), forcedLeft: forced };
    return this.orderIn(game, ctx, verb, options, forced);
  }

  /**
   * In a DM, orders go to the player's running game; one who plays several names it with
   * `game:` (its channel's name, or the start of its id). Secret orders are given this way.
   */
  private async gameForDm(ctx: CommandContext, named?: string): Promise<{ ok: true; value: GameRecord } | { ok: false; error: string }> {
    const games = (await this.deps.store.gamesOf(ctx.userId)).filter((g) => g.status === 'running' || g.status === 'paused');
    if (games.length === 0) return { ok: false, error: 'You have no game running; orders for a game are given in its channel, or here once it has started.' };
    const label = async (g: (typeof games)[number]) => `${(await this.deps.store.channelName(g.channelId)) ?? g.channelId} (${g.scenarioId}, game ${g.id.slice(0, 6)})`;
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

  private async orderIn(game: GameRecord, ctx: CommandContext, verb: string, raw: Record<string, string>, forced: number[]): Promise<Outcome> {
    const { as, ...options } = raw;
    const refuse = (text: string): Outcome => ({ replies: [eph(text)], forcedLeft: forced });
    if (game.status === 'open') return refuse('The game has not started yet: take the seats, then /game start.');
    if (game.status === 'ended') return refuse('This game is over. /game log and /dice verify still work.');
    if (game.status === 'paused') return refuse('This game is paused. /game resume takes it up again.');
    const { module, state } = this.load(game);
    const phase = module.phase(state);
    if (module.verbs.find((v) => v.name === verb)?.query) return { replies: await this.query(game, ctx, module, state, verb, options), forcedLeft: forced };
    let seat: string | undefined;
    if (as !== undefined) {
      if (!this.isGameMaster(game, ctx)) return refuse('Only a game master can give orders for another seat.');
      seat = module.seats(game.scenarioId).find((s) => s.id === as.toLowerCase() || s.label.toLowerCase() === as.toLowerCase())?.id;
      if (!seat) return refuse(`There is no seat ${as}. Seats: ${module.seats(game.scenarioId).map((s) => s.label).join(', ')}.`);
    } else {
      const mine = await this.seatsOf(game, ctx.userId);
      if (mine.length === 0) return refuse('You hold no seat in this game; you can watch with /game map and /game status.');
      seat = mine.find((s) => phase.active.includes(s)) ?? mine[0]!;
      await this.deps.store.resetMisses(game.id, [seat]);
    }
    return this.applyFor(game.id, seat, verb, options, forced);
  }

  /** Runs an order for a seat, re-reading the game if another write got in first. */
  private async applyFor(gameId: string, seat: string, verb: string, options: Record<string, string>, forced: number[], note?: string): Promise<Outcome> {
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const game = await this.deps.store.game(gameId);
      if (!game) return { replies: [eph('That game no longer exists.')], forcedLeft: forced };
      if (game.status !== 'running') return { replies: [eph('That game is not running.')], forcedLeft: forced };
      const { module, state } = this.load(game);
      const dice = new SeededDice(game.seed, game.diceCursor, forced);
      const result = runOrder(module, state, { seat, verb, options }, dice);
      if (!result.ok) return { replies: [eph(result.error)], forcedLeft: forced };
      const { state: next, events, checkpoints } = result.value;
      const rolled = attachRolls(note ? [{ type: 'note', text: note, visibleTo: 'all' }, ...events] : events, dice.rolls);
      const ended = module.outcome(next) !== null;
      try {
        await this.deps.store.commit(game.id, game.version, { state: next, diceCursor: dice.cursor, events: rolled, checkpoints, ended });
      } catch (error) {
        if (error instanceof VersionConflict) continue;
        throw error;
      }
      const committed = (await this.deps.store.game(game.id))!;
      const replies = await this.afterCommit(committed, module, seat, state, next, rolled, checkpoints);
      return { replies, forcedLeft: dice.remainingForced };
    }
    return { replies: [eph('The game is busy; your order was not applied. Try again.')], forcedLeft: forced };
  }

  private async afterCommit(game: GameRecord, module: AnyGameModule, seat: string, before: unknown, after: unknown, events: GameEvent[], checkpoints: Checkpoint<unknown>[]): Promise<Reply[]> {
    const replies: Reply[] = [];
    const phase = module.phase(after);
    const own = events.filter((e) => canSee(seatViewer(seat), e.visibleTo) && !e.type.startsWith('phase-'));
    const ownLines = own.map((e) => e.text);
    let controls: Controls[] | undefined;
    if (phase.decision?.seat === seat) {
      ownLines.push(`Your decision: ${phase.decision.prompt}.`);
      controls = this.decisionControls(game, module, after, seat, phase);
    }
    replies.push(eph(ownLines.join('\n') || 'Done.', undefined, controls));
    if (checkpoints.length > 0) replies.push(...(await this.phaseMaps(game, module, checkpoints)));
    const outcome = module.outcome(after);
    if (outcome) {
      const labels = new Map(module.seats(game.scenarioId).map((s) => [s.id, s.label]));
      const winners = outcome.winners.length ? outcome.winners.map((w) => labels.get(w) ?? w).join(', ') : 'nobody';
      replies.push({ kind: 'channel', channelId: game.channelId, text: `**Game over.** ${outcome.reason} Winner: ${winners}.\nThe dice seed was ${game.seed}; anyone can check every roll with /dice verify.` });
      await this.reschedule(game, module, after);
      if (game.campaignId) {
        await this.carryOut(game, module, after);
        replies.push(...(await this.campaignCard(game.campaignId)));
      }
      return replies;
    }
    if (checkpoints.length > 0) replies.push(...(await this.privateMaps(game, module, after)));
    replies.push(...(await this.privateNews(game, module, seat, events)));
    replies.push(...(await this.nudges(game, module, before, after)));
    await this.reschedule(game, module, after);
    return replies;
  }

  /** The map and the log of every phase that ended, posted to the game's channel. */
  private async phaseMaps(game: GameRecord, module: AnyGameModule, checkpoints: Checkpoint<unknown>[]): Promise<Reply[]> {
    const replies: Reply[] = [];
    const stored = await this.deps.store.events(game.id);
    const ends = stored.filter((e) => e.type === 'phase-ended');
    const ours = ends.slice(-checkpoints.length);
    let cursor = ends.length > checkpoints.length ? ends[ends.length - checkpoints.length - 1]!.seq : 0;
    for (let i = 0; i < checkpoints.length; i++) {
      const checkpoint = checkpoints[i]!;
      const end = ours[i]?.seq ?? Infinity;
      const log = stored
        .filter((e) => e.seq > cursor && e.seq <= end && e.visibleTo === 'all' && !e.type.startsWith('phase-') && e.type !== 'game-started')
        .map((e) => `• ${e.text}`)
        .join('\n');
      cursor = end;
      const last = i === checkpoints.length - 1;
      const drawn = log !== '' || last || this.deps.imageEveryPhase !== false;
      const image = drawn ? await this.image(module, checkpoint.state, PUBLIC, `${game.scenarioId}-t${checkpoint.turn}-${checkpoint.phaseKey}.png`, `${checkpoint.label} · over`) : undefined;
      const [first, ...rest] = splitMessage(`**${checkpoint.label}** is over.${log ? `\n${log}` : ' Nothing happened.'}`);
      replies.push({ kind: 'channel', channelId: game.channelId, text: first!, ...(image ? { image } : {}) });
      for (const more of rest) replies.push({ kind: 'channel', channelId: game.channelId, text: more });
    }
    return replies;
  }

  /** Players who know more than the public get their own map by DM after each phase. */
  private async privateMaps(game: GameRecord, module: AnyGameModule, state: unknown): Promise<Reply[]> {
    if (!module.secrets) return [];
    const hiddenFromPublic = new Set(module.secrets(state, PUBLIC));
    if (hiddenFromPublic.size === 0) return [];
    const replies: Reply[] = [];
    for (const seat of await this.deps.store.seats(game.id)) {
      if (!seat.userId) continue;
      const hiddenFromSeat = new Set(module.secrets(state, seatViewer(seat.seatId)));
      if ([...hiddenFromPublic].every((fact) => hiddenFromSeat.has(fact))) continue;
      const image = await this.image(module, state, seatViewer(seat.seatId), `${game.scenarioId}-${seat.seatId}-view.png`);
      replies.push({ kind: 'dm', userId: seat.userId, userName: seat.userName ?? '', text: `Your own view of ${module.title} (${game.scenarioId}): ${module.phase(state).label}.`, image, fallback: closedDms(game, seat.userId) });
    }
    return replies;
  }

  /** What an order told another seat privately (a standing reaction that lapsed): by DM to that seat alone. */
  private async privateNews(game: GameRecord, module: AnyGameModule, actor: string, events: GameEvent[]): Promise<Reply[]> {
    const replies: Reply[] = [];
    const secret = events.filter((e) => e.visibleTo !== 'all');
    if (secret.length === 0) return replies;
    for (const holder of await this.deps.store.seats(game.id)) {
      if (!holder.userId || holder.seatId === actor) continue;
      const lines = secret.filter((e) => canSee(seatViewer(holder.seatId), e.visibleTo)).map((e) => e.text);
      if (lines.length === 0) continue;
      replies.push({ kind: 'dm', userId: holder.userId, userName: holder.userName ?? '', text: `${module.title} (${game.scenarioId}), for you alone:\n${lines.join('\n')}`, fallback: closedDms(game, holder.userId) });
    }
    return replies;
  }

  /** Tells players by DM when they must act: a new phase of theirs, or a decision in someone else's. */
  private async nudges(game: GameRecord, module: AnyGameModule, before: unknown, after: unknown): Promise<Reply[]> {
    const seats = await this.deps.store.seats(game.id);
    const was = before === null ? undefined : module.phase(before);
    const now = module.phase(after);
    const replies: Reply[] = [];
    const deadline = formatDeadline(new Date(this.clock.now().getTime() + game.deadlineHours * HOUR));
    if (now.decision) {
      if (now.decision.prompt === was?.decision?.prompt) return replies;
      const holder = seats.find((s) => s.seatId === now.decision!.seat);
      if (!holder?.userId) return replies;
      const controls = this.decisionControls(game, module, after, now.decision.seat, now);
      replies.push({
        kind: 'dm',
        userId: holder.userId,
        userName: holder.userName ?? '',
        text: `Your decision in ${module.title} (${game.scenarioId}): ${now.decision.prompt}. Answer here, or in the game's channel.`,
        ...(controls ? { controls } : {}),
        fallback: closedDms(game, holder.userId),
      });
      return replies;
    }
    if (was && was.label === now.label && was.active.join() === now.active.join()) return replies;
    for (const seatId of now.active) {
      // A player who just ended one phase of his own knows the next is his too; tell only newcomers.
      if (was && !was.decision && was.active.includes(seatId)) continue;
      const holder = seats.find((s) => s.seatId === seatId);
      if (!holder?.userId) continue;
      replies.push({ kind: 'dm', userId: holder.userId, userName: holder.userName ?? '', text: `Your move in ${module.title} (${game.scenarioId}): ${now.label}. Deadline ${deadline}.`, fallback: closedDms(game, holder.userId) });
    }
    return replies;
  }

  /** A menu of the answers to a decision, from the module's legal orders. */
  private decisionControls(game: GameRecord, module: AnyGameModule, state: unknown, seat: string, phase: PhaseSpec): Controls[] | undefined {
    if (!phase.decision) return undefined;
    const hints = module.legalOrders(state, seat, { verb: phase.decision.verb }).slice(0, 25);
    if (hints.length === 0) return undefined;
    return [
      {
        kind: 'menu',
        id: `order|${game.id}|${phase.decision.verb}`,
        placeholder: 'Choose…',
        options: hints.map((h) => ({ label: h.label.slice(0, 100), value: encodeOptions(h.options) })),
      },
    ];
  }

  /** A button or a menu was used: on a game card, or under a DM prompt. */
  async control(ctx: CommandContext, id: string, values: string[]): Promise<Reply[]> {
    const [action, gameId, arg] = id.split('|');
    const game = gameId ? await this.deps.store.game(gameId) : null;
    if (!game) return [eph('That game no longer exists.')];
    if (!ctx.inDm && game.serverId !== ctx.serverId) return [eph('That game belongs to another server.')];
    switch (action) {
      case 'join':
        return this.join(ctx, arg ?? '', game);
      case 'start':
        return this.start(ctx, game);
      case 'order': {
        const options = decodeOptions(values[0] ?? '');
        if (!options) return [eph('That choice could not be read; use the command instead.')];
        return (await this.orderIn(game, ctx, arg ?? '', options, [])).replies;
      }
      default:
        return [eph('That button is not known.')];
    }
  }

  // ---------------------------------------------------------------------------------------
  // Deadlines, reminders, missed turns

  /** Keeps one pending deadline (and its reminders) per seat that must act in the current phase. */
  async reschedule(game: GameRecord, module: AnyGameModule, state: unknown): Promise<void> {
    const now = this.clock.now();
    const pending = await this.deps.deadlines.pending(game.id);
    if (module.outcome(state) || game.status === 'ended') {
      await this.deps.deadlines.cancel(pending.map((d) => d.id), now);
      return;
    }
    const phase = module.phase(state);
    const stale = pending.filter(
      (d) =>
        d.phaseLabel !== phase.label ||
        (d.kind === 'decision' && d.detail !== phase.decision?.prompt) ||
        (d.kind !== 'decision' && !phase.decision && !phase.active.includes(d.seatId)),
    );
    await this.deps.deadlines.cancel(stale.map((d) => d.id), now);
    const live = pending.filter((d) => !stale.includes(d));
    const add: Parameters<DeadlineStore['add']>[0] = [];
    if (phase.decision) {
      if (!live.some((d) => d.kind === 'decision')) {
        const hours = Math.min(game.deadlineHours, this.deps.decisionHours ?? 12);
        add.push({ gameId: game.id, kind: 'decision', seatId: phase.decision.seat, phaseLabel: phase.label, detail: phase.decision.prompt, dueAt: new Date(now.getTime() + hours * HOUR) });
      }
    } else {
      for (const seat of phase.active) {
        if (live.some((d) => d.kind === 'phase' && d.seatId === seat)) continue;
        const dueAt = new Date(now.getTime() + game.deadlineHours * HOUR);
        add.push({ gameId: game.id, kind: 'phase', seatId: seat, phaseLabel: phase.label, dueAt });
        for (const before of REMINDERS_BEFORE_HOURS) {
          const at = new Date(dueAt.getTime() - before * HOUR);
          if (at > now) add.push({ gameId: game.id, kind: 'reminder', seatId: seat, phaseLabel: phase.label, detail: String(before), dueAt: at });
        }
      }
    }
    await this.deps.deadlines.add(add);
  }

  /** What a deadline or reminder does when it comes due. A deadline for a phase that has moved on does nothing. */
  async fireDeadline(deadline: DeadlineRecord): Promise<Reply[]> {
    const game = await this.deps.store.game(deadline.gameId);
    if (!game || game.status !== 'running') return [];
    const { module, state } = this.load(game);
    const phase = module.phase(state);
    if (phase.label !== deadline.phaseLabel) return [];
    const seats = await this.deps.store.seats(game.id);
    const holder = seats.find((s) => s.seatId === deadline.seatId);
    const seatLabel = module.seats(game.scenarioId).find((s) => s.id === deadline.seatId)?.label ?? deadline.seatId;
    if (deadline.kind === 'reminder') {
      const waiting = phase.decision ? phase.decision.seat === deadline.seatId : phase.active.includes(deadline.seatId);
      if (!waiting || !holder?.userId || !(await this.deps.players.wantsReminders(holder.userId))) return [];
      const due = formatDeadline(new Date(deadline.dueAt.getTime() + Number(deadline.detail) * HOUR));
      return [
        {
          kind: 'dm',
          userId: holder.userId,
          userName: holder.userName ?? '',
          text: `Reminder: ${module.title} (${game.scenarioId}) is waiting for you: ${phase.label}. Deadline ${due}, in ${deadline.detail} h. (/game reminders set:off stops these.)`,
        },
      ];
    }
    if (deadline.kind === 'decision' && phase.decision?.prompt !== deadline.detail) return [];
    const replies: Reply[] = [];
    // A decision left unanswered when the phase's own deadline passes is settled by default first.
    for (let guard = 0; guard < 20; guard++) {
      const current = await this.current(game.id);
      if (!current) break;
      const p = current.module.phase(current.state);
      if (!p.decision || current.module.outcome(current.state)) break;
      if (deadline.kind === 'decision' && p.decision.prompt !== deadline.detail) break;
      const [answer] = current.module.defaultOrders(current.state, p.decision.seat);
      if (!answer) break;
      const { verb, ...options } = answer as { verb: string } & Record<string, string>;
      const who = module.seats(game.scenarioId).find((s) => s.id === p.decision!.seat)?.label ?? p.decision.seat;
      const done = await this.applyFor(game.id, p.decision.seat, verb, stringify(options), [], `The ${who} did not answer in time; the default applies: /${verb} ${describeOptions(options)}.`);
      replies.push(...done.replies.filter((r) => r.kind !== 'ephemeral'));
      if (deadline.kind === 'decision') return this.withMiss(game, deadline.seatId, seatLabel, replies);
    }
    if (deadline.kind !== 'phase') return replies;
    const current = await this.current(game.id);
    if (!current || current.module.outcome(current.state)) return replies;
    const p = current.module.phase(current.state);
    if (p.label !== deadline.phaseLabel || !p.active.includes(deadline.seatId)) return replies;
    for (const order of current.module.defaultOrders(current.state, deadline.seatId)) {
      const { verb, ...options } = order as { verb: string } & Record<string, string>;
      const done = await this.applyFor(game.id, deadline.seatId, verb, stringify(options), [], `The ${seatLabel} missed the deadline for ${p.label}; the default applies: /${verb}${Object.keys(options).length ? ` ${describeOptions(options)}` : ''}.`);
      replies.push(...done.replies.filter((r) => r.kind !== 'ephemeral'));
    }
    return this.withMiss(game, deadline.seatId, seatLabel, replies);
  }

  private async withMiss(game: GameRecord, seatId: string, seatLabel: string, replies: Reply[]): Promise<Reply[]> {
    const seat = (await this.deps.store.seats(game.id)).find((s) => s.seatId === seatId);
    if (!seat?.userId) return replies;
    const missed = await this.deps.store.recordMiss(game.id, seatId);
    if (missed < game.maxMisses) return replies;
    await this.deps.store.vacate(game.id, seatId);
    replies.push({ kind: 'channel', channelId: game.channelId, text: `${seat.userName} has missed ${missed} deadlines in a row, so the ${seatLabel} seat is open for a substitute: /game join seat:${seatId}. Until someone takes it, the ${seatLabel} play by default.` });
    replies.push({ kind: 'dm', userId: seat.userId, userName: seat.userName ?? '', text: `You missed ${missed} deadlines in a row in ${game.scenarioId}, so your seat (${seatLabel}) is open for a substitute. You can take it back with /game join if it is still free.` });
    return replies;
  }

  private async current(gameId: string): Promise<Loaded | null> {
    const game = await this.deps.store.game(gameId);
    return game ? this.load(game) : null;
  }

  // ---------------------------------------------------------------------------------------
  // Pausing, reminders, prompts

  async pause(ctx: CommandContext, resume: boolean): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return this.noGame(ctx);
    if (game.status === 'open' || game.status === 'ended') return [eph(`This game is ${game.status === 'open' ? 'not started' : 'over'}.`)];
    if (resume !== (game.status === 'paused')) return [eph(resume ? 'This game is not paused.' : 'This game is already paused.')];
    const gm = this.isGameMaster(game, ctx);
    const mine = await this.seatsOf(game, ctx.userId);
    if (!gm && mine.length === 0) return [eph('Only the players or a game master can pause or resume a game.')];
    if (!gm) {
      await this.deps.store.setVotes(game.id, mine, true);
      const seats = (await this.deps.store.seats(game.id)).filter((s) => s.userId);
      const waiting = seats.filter((s) => !s.votes);
      if (waiting.length > 0) {
        return [{ kind: 'channel', channelId: game.channelId, text: `${ctx.userName} votes to ${resume ? 'resume' : 'pause'} the game. Waiting for: ${waiting.map((s) => s.userName).join(', ')} (/game ${resume ? 'resume' : 'pause'}).` }];
      }
    }
    const now = this.clock.now();
    try {
      await this.deps.store.setPaused(game.id, game.version, resume ? null : now);
    } catch (error) {
      if (error instanceof VersionConflict) return [eph('The game changed just now; try again.')];
      throw error;
    }
    await this.deps.store.clearVotes(game.id);
    if (resume && game.pausedAt) await this.deps.deadlines.postpone(game.id, now.getTime() - game.pausedAt.getTime());
    const by = gm ? `by ${ctx.userName}` : 'by a vote of the players';
    return [{ kind: 'channel', channelId: game.channelId, text: resume ? `The game resumes (${by}); deadlines are moved on by the time it was paused.` : `The game is paused (${by}). Deadlines wait until /game resume.` }];
  }

  async reminders(ctx: CommandContext, on: boolean): Promise<Reply[]> {
    await this.deps.players.setReminders(ctx.userId, on);
    return [eph(on ? 'Deadline reminders will come by DM, 24 h and 2 h before.' : 'No more deadline reminders. Your turns are still announced.')];
  }

  /** Your side's private picture: what waits for you, your map, and what only your side knows. */
  async prompt(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return this.noGame(ctx);
    if (game.status !== 'running' && game.status !== 'paused') return [eph('Nothing is waiting: the game is not running.')];
    const mine = await this.seatsOf(game, ctx.userId);
    if (mine.length === 0) return [eph('You hold no seat in this game.')];
    const { module, state } = this.load(game);
    const replies: Reply[] = [];
    for (const seat of mine) {
      const [brief] = await this.briefing(game, module, state, seat, ctx.userId, ctx.userName, 'You play');
      if (brief && brief.kind === 'dm') replies.push({ kind: 'ephemeral', text: brief.text, ...(brief.image ? { image: brief.image } : {}), ...(brief.controls ? { controls: brief.controls } : {}) });
    }
    return replies;
  }

  // ---------------------------------------------------------------------------------------
  // Campaigns

  async newCampaign(ctx: CommandContext, name: string, moduleId: string): Promise<Reply[]> {
    if (ctx.inDm) return this.noGame(ctx);
    const module = this.module(moduleId);
    if (!module) return [eph(`There is no game called ${moduleId}. Games: ${this.modules().map((m) => m.id).join(', ')}.`)];
    const existing = await this.deps.store.campaignInChannel(ctx.serverId, ctx.channelId);
    if (existing) return [eph(`This channel already holds the campaign ${existing.name}.`)];
    if (!name.trim() || name.length > 80) return [eph('A campaign needs a name of 1 to 80 characters.')];
    await this.deps.store.ensureServer(ctx.serverId, ctx.serverName);
    await this.deps.store.ensureChannel({ id: ctx.channelId, serverId: ctx.serverId, name: ctx.channelName, kind: 'campaign' });
    const campaign = await this.deps.store.createCampaign({ serverId: ctx.serverId, channelId: ctx.channelId, moduleId, name: name.trim(), createdBy: ctx.userId });
    return [eph(`The campaign ${campaign.name} lives in this channel. Open its games here with /game new.`), ...(await this.campaignCard(campaign.id))];
  }

  async campaignStatus(ctx: CommandContext): Promise<Reply[]> {
    const campaign = await this.deps.store.campaignInChannel(ctx.serverId, ctx.channelId);
    if (!campaign) return [eph('This channel holds no campaign. Start one with /campaign new.')];
    const card = await this.campaignCard(campaign.id);
    return card.map((r) => (r.kind === 'channel' ? eph(r.text) : r));
  }

  /** What a campaign hands to a game of it as it starts. */
  private async carriedInto(game: GameRecord, module: AnyGameModule): Promise<unknown> {
    if (!game.campaignId || !module.campaign) return undefined;
    const campaign = await this.deps.store.campaign(game.campaignId);
    const parsed = module.campaign.schema.safeParse(campaign?.carried);
    return parsed.success ? parsed.data : module.campaign.initial();
  }

  /** Keeps on the campaign what a finished game hands on to the next. */
  private async carryOut(game: GameRecord, module: AnyGameModule, state: unknown): Promise<void> {
    if (!game.campaignId || !module.campaign) return;
    const previous = await this.carriedInto(game, module);
    await this.deps.store.setCampaignCarried(game.campaignId, module.campaign.carry(state, previous));
  }

  /** The pinned card of a campaign: its games, who played them, how they ended. */
  private async campaignCard(campaignId: string): Promise<Reply[]> {
    const campaign = await this.deps.store.campaign(campaignId);
    if (!campaign) return [];
    const module = this.module(campaign.moduleId);
    const lines = [`**${campaign.name}**: a ${(module?.title ?? campaign.moduleId).replace(/^The /, '')} campaign.`];
    if (campaign.games.length === 0) lines.push('No game yet. Open the first with /game new.');
    campaign.games.forEach((g, i) => {
      const scenario = module?.scenarios.find((s) => s.id === g.scenarioId)?.title ?? g.scenarioId;
      const seats = g.seats.map((s) => `${module?.seats(g.scenarioId).find((x) => x.id === s.seatId)?.label ?? s.seatId}: ${s.userName ?? 'free'}`).join(', ');
      const state = g.state && module ? module.stateSchema.safeParse(g.state) : null;
      const outcome = state?.success && module ? module.outcome(state.data) : null;
      const winners = outcome?.winners.map((w) => module?.seats(g.scenarioId).find((x) => x.id === w)?.label ?? w).join(', ');
      const result = g.status === 'ended' && outcome ? `won by ${winners || 'nobody'}: ${outcome.reason.replace(/\.$/, '')}` : g.status;
      lines.push(`${i + 1}. ${scenario} in <#${g.channelId}> (${seats}): ${result}.`);
    });
    const rules = module?.campaign;
    if (rules) {
      const parsed = rules.schema.safeParse(campaign.carried);
      lines.push(...rules.describe(parsed.success ? parsed.data : rules.initial()));
    } else {
      lines.push(`Carries over: nothing; ${module?.title ?? campaign.moduleId} has no campaign rules in dragonpost yet.`);
    }
    const text = lines.join('\n');
    return [
      {
        kind: 'channel',
        channelId: campaign.channelId,
        text,
        ...(campaign.pinnedMessageId ? { replaces: campaign.pinnedMessageId } : { pin: true }),
        posted: async (messageId: string) => {
          if (messageId !== campaign.pinnedMessageId) await this.deps.store.setCampaignCard(campaign.id, messageId);
        },
      },
    ];
  }

  // ---------------------------------------------------------------------------------------
  // Looking at a game

  private async namesOf(gameId: string, seatIds: string[]): Promise<string> {
    const seats = await this.deps.store.seats(gameId);
    return seatIds.map((id) => `${id} (${seats.find((s) => s.seatId === id)?.userName ?? 'nobody'})`).join(', ') || 'nobody';
  }

  /** A question about the game (a line of fire): answered privately with a picture; nothing is stored. */
  private async query(game: GameRecord, ctx: CommandContext, module: AnyGameModule, state: unknown, verb: string, options: Record<string, string>): Promise<Reply[]> {
    const mine = await this.seatsOf(game, ctx.userId);
    // A spectator sees what the public sees; a player asks from his own seat's view.
    const seat = mine[0] ?? '';
    const answer = runQuery<{ module: string }>(module, state, { seat, verb, options });
    if (!answer.ok) return [eph(answer.error)];
    const rendered = await this.deps.renderer.render({ view: answer.value.view });
    return [eph(answer.value.text, { name: `${game.scenarioId}-${verb}.png`, png: rendered.png, description: `${module.title}: ${answer.value.text}` })];
  }

  async image(module: AnyGameModule, state: unknown, viewer: Viewer, name: string, caption?: string): Promise<Image> {
    const view = module.view(state, viewer) as { module: string };
    const rendered = await this.deps.renderer.render({ view, ...(caption ? { caption } : {}) });
    return { name, png: rendered.png, description: `${module.title} map` };
  }

  async status(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return this.noGame(ctx);
    const { module, state } = this.load(game);
    const seats = await this.deps.store.seats(game.id);
    const specs = module.seats(game.scenarioId);
    const seatLine = specs.map((s) => `${s.label}: ${seats.find((x) => x.seatId === s.id)?.userName ?? '(free)'}`).join(' · ');
    const lines = [`**${module.title}: ${game.scenarioId}** (${game.status})`, `Seats: ${seatLine}`];
    if (state !== null) {
      const phase = module.phase(state);
      const outcome = module.outcome(state);
      if (outcome) lines.push(`Game over: ${outcome.reason}`);
      else {
        lines.push(`${phase.label}. Waiting for: ${await this.namesOf(game.id, phase.active)}.`);
        if (phase.decision) {
          const mine = (await this.seatsOf(game, ctx.userId)).includes(phase.decision.seat);
          // A secret question (a reaction window) is read only by the seat it is put to.
          lines.push(phase.decision.secret && !mine ? `Decision pending: ${phase.decision.seat} must answer.` : `Decision pending: ${phase.decision.prompt}.`);
        }
        const due = (await this.deps.deadlines.pending(game.id)).filter((d) => d.kind !== 'reminder');
        for (const d of due) lines.push(`Deadline for ${d.seatId}: ${formatDeadline(d.dueAt)}.`);
        const missing = seats.filter((s) => s.missed > 0).map((s) => `${s.seatId} ${s.missed}`);
        if (missing.length) lines.push(`Missed deadlines in a row: ${missing.join(', ')} (the seat opens after ${game.maxMisses}).`);
      }
    }
    lines.push(`Dice commitment: ${game.seedCommitment}${game.seedRevealed ? ` · seed: ${game.seed}` : ''}`);
    return [eph(lines.join('\n'))];
  }

  async map(ctx: CommandContext, options: { phase?: number; view?: 'public' | 'mine' }): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return this.noGame(ctx);
    const { module, state } = this.load(game);
    if (state === null) return [eph('The game has not started yet.')];
    const viewer = options.view === 'mine' ? await this.viewerOf(game, ctx) : PUBLIC;
    if (options.phase !== undefined) {
      const phases = await this.deps.store.phases(game.id);
      const record = phases.find((p) => p.index === options.phase);
      if (!record) return [eph(`There is no phase ${options.phase}; this game has had ${phases.length} so far (1 to ${phases.length}).`)];
      const snapshot = module.stateSchema.parse(await this.deps.store.phaseSnapshot(game.id, record.index));
      return [eph(`Phase ${record.index}: ${record.label}.`, await this.image(module, snapshot, viewer, `${game.scenarioId}-phase-${record.index}.png`, `${record.label} · over`))];
    }
    return [eph(module.phase(state).label, await this.image(module, state, viewer, `${game.scenarioId}-now.png`))];
  }

  async log(ctx: CommandContext, options: { turn?: number }): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return this.noGame(ctx);
    const viewer = await this.viewerOf(game, ctx);
    const events = await this.deps.store.events(game.id);
    let turn = 0;
    const lines: string[] = [];
    for (const e of events) {
      if (e.type === 'phase-began' && typeof e.data?.turn === 'number') turn = e.data.turn;
      if (options.turn !== undefined && turn !== options.turn) continue;
      if (!canSee(viewer, e.visibleTo, game.seedRevealed)) continue;
      if (e.type === 'phase-ended') continue;
      lines.push(e.type === 'phase-began' ? `__${e.text.replace(/ begins\.$/, '')}__` : e.text);
    }
    if (lines.length === 0) return [eph(options.turn !== undefined ? `Nothing was logged in turn ${options.turn}.` : 'Nothing has happened yet.')];
    return splitMessage(lines.join('\n')).map((chunk) => eph(chunk));
  }

  async verify(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return this.noGame(ctx);
    if (!game.seedRevealed) return [eph(`The seed stays secret until the game ends. Its SHA-256, posted at the start, is ${game.seedCommitment}.`)];
    const events = await this.deps.store.events(game.id);
    const rolls: RollRecord[] = events.flatMap((e) => e.rolls ?? []);
    const report = verifyRolls(game.seed, game.seedCommitment, rolls);
    const lines = [
      `Seed ${game.seed}`,
      report.commitmentMatches ? `Its SHA-256 matches the commitment posted at the start (${game.seedCommitment}).` : `Its SHA-256 does NOT match the commitment ${game.seedCommitment}.`,
      `${report.checked} roll${report.checked === 1 ? '' : 's'} recomputed from the seed: ${report.mismatches.length === 0 ? 'every one matches the log' : `${report.mismatches.length} do not match`}.`,
    ];
    if (report.forced) lines.push(`${report.forced} roll${report.forced === 1 ? ' was' : 's were'} forced on the local table, not drawn from the seed.`);
    for (const m of report.mismatches.slice(0, 10)) lines.push(`Roll ${m.index} (${m.label}): logged ${m.logged}, recomputed ${m.recomputed}.`);
    return [eph(lines.join('\n'))];
  }

  async stateJson(ctx: CommandContext): Promise<string> {
    const game = await this.gameHere(ctx);
    if (!game) return 'null';
    const { state } = this.load(game);
    return JSON.stringify({ game: { id: game.id, module: game.moduleId, scenario: game.scenarioId, status: game.status, version: game.version, diceCursor: game.diceCursor }, state }, null, 2);
  }

  /** Autocomplete for an order option, from the module's legal orders. */
  async suggest(ctx: CommandContext, verb: string, raw: Record<string, string>, focused: string): Promise<Choice[]> {
    const { game: named, ...options } = raw;
    let game: GameRecord | null;
    if (ctx.inDm) {
      const mine = await this.gameForDm(ctx, named);
      game = mine.ok ? mine.value : null;
    } else {
      game = await this.gameHere(ctx);
    }
    if (!game || game.status !== 'running') return [];
    const { module, state } = this.load(game);
    const mine = await this.seatsOf(game, ctx.userId);
    const phase = module.phase(state);
    const anytime = module.verbs.find((v: { name: string; anytime?: boolean }) => v.name === verb)?.anytime;
    const seat = mine.find((s) => phase.active.includes(s)) ?? (anytime ? mine[0] : undefined);
    if (!seat) return [];
    const { [focused]: typed = '', as: _as, ...chosen } = options;
    const hints = module.legalOrders(state, seat, { verb, options: chosen });
    const seen = new Set<string>();
    const choices: Choice[] = [];
    for (const hint of hints) {
      const value = hint.options[focused];
      if (!value || seen.has(value) || !value.toLowerCase().startsWith(typed.toLowerCase())) continue;
      seen.add(value);
      choices.push({ name: focused === 'unit' || focused === 'with' ? value : hint.label.slice(0, 100), value });
      if (choices.length === 25) break;
    }
    return choices;
  }
}

function eph(text: string, image?: Image, controls?: Controls[]): Reply {
  return { kind: 'ephemeral', text, ...(image ? { image } : {}), ...(controls ? { controls } : {}) };
}

/** What the game's channel says when a player's DMs are closed: why, and how to see it privately. */
function closedDms(game: GameRecord, userId: string): { channelId: string; text: string } {
  return { channelId: game.channelId, text: `<@${userId}>, I cannot send you direct messages (your DMs are closed). Something is waiting for you: type /game prompt here to see it privately.` };
}

/** Events already carry their rolls; any roll the module made without attaching it is kept on a last event. */
function attachRolls(events: GameEvent[], rolls: readonly RollRecord[]): GameEvent[] {
  const attached = new Set(events.flatMap((e) => e.rolls ?? []));
  const loose = rolls.filter((r) => !attached.has(r));
  if (loose.length === 0) return events;
  return [...events, { type: 'rolls', text: `${loose.length} further roll${loose.length > 1 ? 's' : ''}.`, visibleTo: 'all', rolls: [...loose] }];
}

function stringify(options: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)]));
}

function describeOptions(options: Record<string, unknown>): string {
  return Object.entries(options)
    .map(([k, v]) => `${k}:${String(v)}`)
    .join(' ');
}

export { splitMessage };
