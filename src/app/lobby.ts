import { randomBytes } from 'node:crypto';
import { commitmentOf, SeededDice } from '../engine/core/dice.ts';
import { PUBLIC, type GameEvent } from '../engine/core/events.ts';
import { VersionConflict, type GameRecord } from '../store/games.ts';
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
    const seed = input.seed ?? this.games.deps.newSeed?.() ?? randomBytes(32).toString('hex');
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
    const web = this.games.deps.webLink?.(game.id);
    const card = [
      `**${module.title}: ${scenario.title}** is open for players.`,
      scenario.summary,
      `Seats: ${seats.map((s) => s.label).join(', ')}. Take one with the buttons or /game join seat:<name>, then start.`,
      `Deadline per phase: ${input.deadlineHours} h; a seat opens for a substitute after ${game.maxMisses} missed in a row. Dice commitment (SHA-256 of the secret seed): ${game.seedCommitment}`,
      ...(web ? [`The game's web page, the board and the log phase by phase: ${web}`] : []),
    ];
    const controls: Controls[] = [
      { kind: 'buttons', buttons: [...seats.map((s) => ({ id: `join|${game.id}|${s.id}`, label: s.label })), { id: `start|${game.id}`, label: 'Start', style: 'success' as const }] },
    ];
    const replies: Reply[] = [{ kind: 'channel', channelId: where.id, text: card.join('\n'), controls }];
    if (where.id !== ctx.channelId) replies.unshift(eph(`Your game is open in <#${where.id}>.`));
    if (campaign) replies.push(...(await this.campaigns.card(campaign.id)));
    return replies;
  }

  async join(ctx: CommandContext, seatName: string, game?: GameRecord | null): Promise<Reply[]> {
    const found = game ?? (await this.games.here(ctx));
    if (!found) return this.games.noGame(ctx);
    if (found.status === 'ended') return [eph('This game is over.')];
    const { module, state } = this.games.load(found);
    const specs = module.seats(found.scenarioId);
    const wanted = specs.find((s) => s.id === seatName.trim().toLowerCase() || s.label.toLowerCase() === seatName.trim().toLowerCase());
    if (!wanted) return [eph(`There is no seat ${seatName}. Seats: ${specs.map((s) => s.label).join(', ')}.`)];
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
    const missing = specs.filter((s) => !s.optional && !seats.find((x) => x.seatId === s.id)?.userId);
    if (missing.length) return [eph(`Not every seat is taken yet: ${missing.map((s) => s.label).join(', ')}. Players join with /game join seat:<name>.`)];
    const dice = new SeededDice(found.seed, found.diceCursor);
    const carried = await this.campaigns.carriedInto(found, module);
    // The seats that are filled, as the contract says: a game with optional seats (a GM the bot
    // can stand in for, heroes nobody plays) sets up only those.
    const filled = specs.filter((s) => seats.find((x) => x.seatId === s.id)?.userId);
    const players = Object.fromEntries(filled.map((s) => [s.id, seats.find((x) => x.seatId === s.id)!.userName ?? '']));
    const setup = module.setup({ scenarioId: found.scenarioId, options: found.options as Record<string, unknown>, seats: filled.map((s) => s.id), players, ...(carried !== undefined ? { carried } : {}) }, dice);
    if (!setup.ok) return [eph(`The game could not be set up: ${setup.error}`)];
    const setupRolls = [...dice.rolls];
    // The first turn's automatic steps (a deal, a roll, a card turned up), logged as an order's are.
    const begun = module.begin ? module.begin(setup.value, dice) : { state: setup.value, events: [], checkpoints: [] };
    const first = begun.state;
    const events: GameEvent[] = [{ type: 'game-started', text: `The game begins. Dice commitment: ${found.seedCommitment}.`, visibleTo: 'all', ...(setupRolls.length ? { rolls: setupRolls } : {}) }, ...begun.events];
    // The opening posts and the first deadlines are written with the start itself, so a crash
    // after it cannot leave a running game that nobody was told of and no deadline moves on.
    const running: GameRecord = { ...found, status: 'running', state: first as GameRecord['state'], diceCursor: dice.cursor };
    const phase = module.phase(first);
    const opening = begun.events.filter((e) => e.visibleTo === 'all').map((e) => `\n• ${e.text}`).join('');
    const drafts: Draft[] = [
      { kind: 'ephemeral', text: 'The game has started.' },
      { kind: 'channel', channelId: found.channelId, text: `**${gameTitle(module, found.scenarioId)}** begins.${opening ? `${opening}\n` : ' '}${phase.label}: ${await this.games.namesOf(found, phase.active)} to move.`, picture: pictureNow(`${found.scenarioId}-start.png`, PUBLIC, altText(gameTitle(module, found.scenarioId), `the map as the game begins, ${phase.label}`)) },
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
}
