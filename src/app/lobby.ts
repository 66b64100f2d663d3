import { randomBytes } from 'node:crypto';
import { commitmentOf, SeededDice, type RollRecord } from '../engine/core/dice.ts';
import { PUBLIC, type GameEvent } from '../engine/core/events.ts';
import type { AnyGameModule, Applied } from '../engine/core/module.ts';
import type { Result } from '../engine/core/result.ts';
import { VersionConflict, type GameRecord, type SeatRow } from '../store/games.ts';
import type { Campaigns } from './campaigns.ts';
import { eph, type Games } from './games.ts';
import type { CommandContext, Controls, Reply } from './io.ts';
import type { Posts } from './posts.ts';
import { pictureNow, type Draft } from './drafts.ts';
import { gameTitle } from './names.ts';
import { altText } from './pictures.ts';
import { toOutbox, type Outbox } from './outbox.ts';
import { schedulePlan } from './schedule.ts';

/** Opening a game, taking and leaving seats, and starting it once the seats are filled. */
export class Lobby {
  constructor(
    private readonly games: Games,
    private readonly posts: Posts,
    private readonly campaigns: Campaigns,
    private readonly outbox: Outbox,
  ) {}

  async create(
    ctx: CommandContext,
    input: { moduleId: string; scenarioId: string; options: Record<string, unknown>; deadlineHours: number; seed?: string; gmRoleId?: string; maxMisses?: number },
  ): Promise<Reply[]> {
    if (ctx.inDm) return this.games.noGame(ctx);
    const module = this.games.deps.modules.get(input.moduleId);
    if (!module) return [eph(`There is no game called ${input.moduleId}. Games: ${this.games.modules().map((m) => m.id).join(', ')}.`)];
    const scenario = module.scenarios.find((s) => s.id === input.scenarioId);
    if (!scenario) return [eph(`${module.title} has no scenario ${input.scenarioId}. Scenarios: ${module.scenarios.map((s) => s.id).join(', ')}.`)];
    if (input.seed && !this.games.deps.local) return [eph('A seed can only be chosen on the local table.')];
    const existing = await this.games.store.gameInChannel(ctx.serverId, ctx.channelId);
    if (existing && existing.status !== 'ended' && !ctx.openChannel) return [eph(`This channel already has a game in progress (${this.games.titleOf(existing)}); finish it first.`)];
    await this.games.store.ensureServer(ctx.serverId, ctx.serverName);
    await this.games.store.ensureChannel({ id: ctx.channelId, serverId: ctx.serverId, name: ctx.channelName, kind: 'text' });
    const campaign = await this.games.store.campaignInChannel(ctx.serverId, ctx.channelId);
    if (campaign && campaign.moduleId !== module.id) return [eph(`This is a ${this.games.module(campaign.moduleId)?.title ?? campaign.moduleId} campaign channel; open other games elsewhere.`)];
    let where = { id: ctx.channelId, name: ctx.channelName };
    if (ctx.openChannel) {
      where = await ctx.openChannel(`${module.title} · ${scenario.title}`);
      await this.games.store.ensureChannel({ id: where.id, serverId: ctx.serverId, name: where.name, kind: 'game', parentId: ctx.channelId });
    }
    const seed = input.seed ?? this.newSeed();
    const seats = module.seats(scenario.id);
    const game = await this.games.store.createGame({
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
      // Only the local table's `!dice` forces a roll; /dice verify holds any other game to the seed alone.
      forcedDiceAllowed: this.games.deps.local,
    });
    const replies: Reply[] = [await this.card(game, module, [`**${module.title}: ${scenario.title}** is open for players.`, scenario.summary])];
    if (where.id !== ctx.channelId) replies.unshift(eph(`Your game is open in <#${where.id}>.`));
    if (campaign) replies.push(...(await this.campaigns.card(campaign.id)));
    return replies;
  }

  /** A game's secret seed: random, unless a test fixes it. */
  private newSeed(): string {
    return this.games.deps.newSeed?.() ?? randomBytes(32).toString('hex');
  }

  /**
   * The card of a game open for players, headed by `heading`: its seats with their buttons (a
   * seat already held says by whom), its deadline and dice commitment, its web page.
   */
  private async card(game: GameRecord, module: AnyGameModule, heading: string[]): Promise<Reply> {
    const specs = module.seats(game.scenarioId);
    const held = await this.games.store.seats(game.id);
    const holder = (id: string) => held.find((s) => s.seatId === id)?.userName;
    const web = this.games.deps.webLink?.(game.id);
    const text = [
      ...heading,
      `Seats: ${specs.map((s) => (holder(s.id) ? `${s.label} (${holder(s.id)})` : s.label)).join(', ')}. Take one with the buttons or /game join seat:<name>, then start.`,
      `Deadline per phase: ${game.deadlineHours} h; a seat opens for a substitute after ${game.maxMisses} missed in a row. Dice commitment (SHA-256 of the secret seed): ${game.seedCommitment}`,
      ...(web ? [`The game's web page, the board and the log phase by phase: ${web}`] : []),
    ];
    const controls: Controls[] = [
      { kind: 'buttons', buttons: [...specs.map((s) => ({ id: `join|${game.id}|${s.id}`, label: s.label })), { id: `start|${game.id}`, label: 'Start', style: 'success' as const }] },
    ];
    return { kind: 'channel', channelId: game.channelId, text: text.join('\n'), controls };
  }

  /**
   * A fork (forks.ts): a new game of the same scenario, options and deadline, from the state as
   * phase `phase` of `source` ended, with a new seed and commitment, in a new thread beside the
   * source's (on the local table, which has one channel, in the same one). `source` is not touched.
   * With `keepSeats` (a fork of a running game, which every player agreed to) each seat keeps its
   * player and the fork starts at once; otherwise (after the end) the seats are free for anyone.
   */
  async fork(ctx: CommandContext, source: GameRecord, phase: number, by: { id: string; name: string }, keepSeats: boolean): Promise<Reply[]> {
    const module = this.games.load(source).module;
    const record = (await this.games.store.phases(source.id)).find((p) => p.index === phase);
    const snapshot = await this.games.store.phaseSnapshot(source.id, phase);
    if (!record || snapshot === null) return [eph(`There is no phase ${phase} to fork from.`)];
    const title = gameTitle(module, source.scenarioId);
    const origin = `a fork of game ${source.id.slice(0, 6)} (<#${source.channelId}>) from the end of its phase ${phase} (${record.label})`;
    let where = { id: source.channelId, name: (await this.games.store.channelName(source.channelId)) ?? source.channelId };
    if (ctx.openBeside) {
      where = await ctx.openBeside(`${title} · fork of phase ${phase}`);
      await this.games.store.ensureChannel({ id: where.id, serverId: source.serverId, name: where.name, kind: 'game', parentId: (await this.games.store.channelParent(source.channelId)) ?? source.channelId });
    }
    const holders = keepSeats ? (await this.games.store.seats(source.id)).flatMap((s) => (s.userId ? [{ seatId: s.seatId, userId: s.userId, userName: s.userName ?? s.seatId }] : [])) : [];
    const seed = this.newSeed();
    const fork = await this.games.store.createGame({
      serverId: source.serverId,
      channelId: where.id,
      moduleId: source.moduleId,
      scenarioId: source.scenarioId,
      options: source.options as Record<string, unknown>,
      seed,
      seedCommitment: commitmentOf(seed),
      deadlineHours: source.deadlineHours,
      createdBy: by.id,
      seats: module.seats(source.scenarioId).map((s) => s.id),
      maxMisses: source.maxMisses,
      ...(source.gmRoleId ? { gmRoleId: source.gmRoleId } : {}),
      forcedDiceAllowed: this.games.deps.local,
      fork: { of: source.id, phase, state: snapshot, holders },
    });
    const told: Reply[] = [{ kind: 'channel', channelId: source.channelId, text: `${by.name} forks this game from the end of phase ${phase} (${record.label}): the fork is in <#${where.id}>. This game is not changed.` }];
    if (!keepSeats) return [...told, await this.card(fork, module, [`**${title}** is open for players: ${origin}, with new dice.`])];
    // Every player agreed: the fork's card says where it came from, and it starts with the seats as they were.
    const card: Reply = { kind: 'channel', channelId: where.id, text: `**${title}**: ${origin}, with new dice (commitment ${fork.seedCommitment}). Each seat is kept by its player: ${await this.games.namesOf(fork, holders.map((h) => h.seatId))}.` };
    return [...told, card, ...(await this.start(ctx, fork))];
  }

  async join(ctx: CommandContext, seatName: string, game?: GameRecord | null): Promise<Reply[]> {
    const found = game ?? (await this.games.here(ctx));
    if (!found) return this.games.noGame(ctx);
    if (found.status === 'ended') return [eph('This game is over.')];
    const { module, state } = this.games.load(found);
    const specs = module.seats(found.scenarioId);
    const wanted = specs.find((s) => s.id === seatName.trim().toLowerCase() || s.label.toLowerCase() === seatName.trim().toLowerCase());
    if (!wanted) return [eph(`There is no seat ${seatName}. Seats: ${specs.map((s) => s.label).join(', ')}.`)];
    // A fork of a game still running keeps its seats with their players: one who took another
    // side here would learn what that side hides in the game that goes on. The side's own player
    // there (whose seat here opened after missed deadlines) may take it back.
    const source = found.forkOf ? await this.games.store.game(found.forkOf) : null;
    if (source && source.status !== 'ended') {
      const there = (await this.games.store.seats(source.id)).find((s) => s.seatId === wanted.id);
      if (there?.userId !== ctx.userId) return [eph(`This fork was made from a game that is still running: its seats stay with their players until that game is over, and the ${wanted.label} seat there is ${there?.userName ? `${there.userName}'s` : 'nobody\'s'}.`)];
    }
    const seats = await this.games.store.seats(found.id);
    const current = seats.find((s) => s.seatId === wanted.id);
    if (current?.userId === ctx.userId) return [eph(`You already hold the ${wanted.label}.`)];
    if (current?.userId) {
      const free = specs.filter((s) => !seats.find((x) => x.seatId === s.id)?.userId).map((s) => s.label);
      return [eph(`The ${wanted.label} seat is taken by ${current.userName}. Free seats: ${free.join(', ') || 'none'}.`)];
    }
    const taken = await this.games.store.takeSeat(found.id, wanted.id, ctx.userId, ctx.userName);
    if (!taken) return [eph(`Someone took the ${wanted.label} seat a moment ago.`)];
    // The player is told what happened, the channel too.
    const yours = eph(`You hold the ${wanted.label} in ${gameTitle(module, found.scenarioId)}.`);
    if (found.status === 'open') return [yours, { kind: 'channel', channelId: found.channelId, text: `${ctx.userName} takes the ${wanted.label}.` }];
    // A substitute: the seat's secrets come by DM.
    const replies: Reply[] = [yours, { kind: 'channel', channelId: found.channelId, text: `${ctx.userName} takes over the ${wanted.label}.` }];
    replies.push(...(await this.posts.briefing(found, module, state, wanted.id, ctx.userId, ctx.userName, 'You now play')));
    return replies;
  }

  async leave(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    if (game.status !== 'open') return [eph('The game has started; a seat is handed on when its player misses enough deadlines, or by the game master.')];
    const mine = await this.games.seatsOf(game, ctx.userId);
    if (mine.length === 0) return [eph('You hold no seat in this game.')];
    for (const seat of mine) await this.games.store.leaveSeat(game.id, seat, ctx.userId);
    return [{ kind: 'channel', channelId: game.channelId, text: `${ctx.userName} leaves the game.` }];
  }

  async start(ctx: CommandContext, game?: GameRecord | null): Promise<Reply[]> {
    const found = game ?? (await this.games.here(ctx));
    if (!found) return this.games.noGame(ctx);
    if (found.status !== 'open') return [eph('This game has already started.')];
    if (!this.games.isGameMaster(found, ctx) && !(await this.games.seatsOf(found, ctx.userId)).length) {
      return [eph('Only a player of this game, its creator or a game master can start it.')];
    }
    const { module } = this.games.load(found);
    const specs = module.seats(found.scenarioId);
    const seats = await this.games.store.seats(found.id);
    const missing = this.games.unheld(module, found, seats);
    if (missing.length) return [eph(`Not every seat is taken yet: ${missing.map((s) => s.label).join(', ')}. Players join with /game join seat:<name>.`)];
    const dice = new SeededDice(found.seed, found.diceCursor);
    const opened = await this.opening(found, module, specs, seats, dice);
    if (!opened.ok) return [eph(`The game could not be set up: ${opened.error}`)];
    const { begun, setupRolls } = opened.value;
    const first = begun.state;
    const from = found.forkOf ? ` from the end of phase ${found.forkPhase} of game ${found.forkOf.slice(0, 6)}` : '';
    const events: GameEvent[] = [{ type: 'game-started', text: `The game begins${from}. Dice commitment: ${found.seedCommitment}.`, visibleTo: 'all', ...(setupRolls.length ? { rolls: setupRolls } : {}) }, ...begun.events];
    // The opening posts and the first deadlines are written with the start itself, so a crash
    // after it cannot leave a running game that nobody was told of and no deadline moves on.
    const running: GameRecord = { ...found, status: 'running', state: first as GameRecord['state'], diceCursor: dice.cursor };
    const phase = module.phase(first);
    const opening = begun.events.filter((e) => e.visibleTo === 'all').map((e) => `\n• ${e.text}`).join('');
    const drafts: Draft[] = [
      { kind: 'ephemeral', text: 'The game has started.' },
      { kind: 'channel', channelId: found.channelId, text: `**${gameTitle(module, found.scenarioId)}** begins${from}.${opening ? `${opening}\n` : ' '}${phase.label}: ${await this.games.namesOf(found, phase.active)} to move.`, picture: pictureNow(`${found.scenarioId}-start.png`, PUBLIC, altText(gameTitle(module, found.scenarioId), `the map as the game begins, ${phase.label}`)) },
      // What the opening steps told each seat alone (the cards dealt to it), by DM.
      ...this.posts.privateNews(running, module, '', begun.events, seats),
      ...this.posts.privateMaps(running, module, first, seats),
      ...this.posts.nudges(running, module, null, first, seats),
    ];
    const { posts, withIds } = toOutbox(drafts, ctx.interactionId);
    const schedule = schedulePlan(this.games, running, module, first, [], false);
    let postIds: bigint[];
    try {
      ({ postIds } = await this.games.store.commit(found.id, found.version, { state: first, diceCursor: dice.cursor, status: 'running', events, checkpoints: begun.checkpoints, posts, schedule }, { id: this.outbox.worker, now: this.games.clock.now() }));
    } catch (error) {
      if (error instanceof VersionConflict) return [eph('The game changed while it was being started; try again.')];
      throw error;
    }
    const started = (await this.games.store.game(found.id))!;
    const states = { phase: async () => first, now: async () => first };
    const replies: Reply[] = await this.outbox.ready(module, withIds(postIds), states);
    if (started.campaignId) replies.push(...(await this.campaigns.card(started.campaignId)));
    return replies;
  }

  /**
   * The state a game starts from, with what happened before anyone acts: a new game's set-up
   * (with what its campaign carries) and its opening steps; a fork's state as its phase ended,
   * with what the module draws again from the fork's new dice (a draw pile's order).
   */
  private async opening(game: GameRecord, module: AnyGameModule, specs: ReturnType<AnyGameModule['seats']>, seats: SeatRow[], dice: SeededDice): Promise<Result<{ begun: Applied<unknown>; setupRolls: RollRecord[] }>> {
    if (game.forkOf && game.state !== null) {
      const state = module.stateSchema.parse(game.state);
      return { ok: true, value: { begun: module.forked ? module.forked(state, dice) : { state, events: [], checkpoints: [] }, setupRolls: [] } };
    }
    const carried = await this.campaigns.carriedInto(game, module);
    // The seats that are filled, as the contract says: a game with optional seats (a GM the bot
    // can stand in for, heroes nobody plays) sets up only those.
    const filled = specs.filter((s) => seats.find((x) => x.seatId === s.id)?.userId);
    const players = Object.fromEntries(filled.map((s) => [s.id, seats.find((x) => x.seatId === s.id)!.userName ?? '']));
    const setup = module.setup({ scenarioId: game.scenarioId, options: game.options as Record<string, unknown>, seats: filled.map((s) => s.id), players, ...(carried !== undefined ? { carried } : {}) }, dice);
    if (!setup.ok) return setup;
    const setupRolls = [...dice.rolls];
    // The first turn's automatic steps (a deal, a roll, a card turned up), logged as an order's are.
    const begun = module.begin ? module.begin(setup.value, dice) : { state: setup.value, events: [], checkpoints: [] };
    return { ok: true, value: { begun, setupRolls } };
  }
}
