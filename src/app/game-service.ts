import { randomBytes } from 'node:crypto';
import { commitmentOf, SeededDice, verifyRolls, type RollRecord } from '../engine/core/dice.ts';
import { canSee, PUBLIC, seatViewer, type GameEvent, type Viewer } from '../engine/core/events.ts';
import type { AnyGameModule, Checkpoint } from '../engine/core/module.ts';
import { runOrder } from '../engine/core/orders.ts';
import type { Rendered, RenderRequest } from '../render/render.ts';
import { VersionConflict, type GameRecord, type GameStore, type StoredEvent } from '../store/games.ts';
import type { Choice, CommandContext, Image, Reply } from '../commands/types.ts';

/**
 * The one path an order takes: from a seat, through the rules engine, into the store in one
 * versioned write, and back out as replies and map images. Discord and the local table both
 * drive games through this.
 */

export interface Renderer {
  render(request: RenderRequest): Promise<Rendered>;
}

export interface ServiceDeps {
  store: GameStore;
  modules: Map<string, AnyGameModule>;
  renderer: Renderer;
  /** True on the local table, where a seed may be chosen and dice forced. */
  local: boolean;
}

interface Loaded {
  game: GameRecord;
  module: AnyGameModule;
  state: unknown;
}

const MAX_RETRIES = 5;

export class GameService {
  constructor(private readonly deps: ServiceDeps) {}

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
    return this.deps.store.gameInChannel(ctx.serverId, ctx.channelId);
  }

  private load(game: GameRecord): Loaded {
    const module = this.deps.modules.get(game.moduleId);
    if (!module) throw new Error(`game ${game.id} uses unknown module ${game.moduleId}`);
    const state = game.state === null ? null : module.stateSchema.parse(game.state);
    return { game, module, state };
  }

  private async mySeats(game: GameRecord, ctx: CommandContext): Promise<string[]> {
    const seats = await this.deps.store.seats(game.id);
    return seats.filter((s) => s.userId === ctx.userId).map((s) => s.seatId);
  }

  private async viewerOf(game: GameRecord, ctx: CommandContext): Promise<Viewer> {
    const mine = await this.mySeats(game, ctx);
    return mine.length === 1 ? seatViewer(mine[0]!) : PUBLIC;
  }

  async create(ctx: CommandContext, input: { moduleId: string; scenarioId: string; options: Record<string, unknown>; deadlineHours: number; seed?: string }): Promise<Reply[]> {
    const module = this.deps.modules.get(input.moduleId);
    if (!module) return [eph(`There is no game called ${input.moduleId}. Games: ${this.modules().map((m) => m.id).join(', ')}.`)];
    const scenario = module.scenarios.find((s) => s.id === input.scenarioId);
    if (!scenario) return [eph(`${module.title} has no scenario ${input.scenarioId}. Scenarios: ${module.scenarios.map((s) => s.id).join(', ')}.`)];
    if (input.seed && !this.deps.local) return [eph('A seed can only be chosen on the local table.')];
    const existing = await this.gameHere(ctx);
    if (existing && existing.status !== 'ended') return [eph(`This channel already has a game in progress (${existing.scenarioId}); finish it first.`)];
    await this.deps.store.ensureServer(ctx.serverId, ctx.serverName);
    await this.deps.store.ensureChannel({ id: ctx.channelId, serverId: ctx.serverId, name: ctx.channelName, kind: 'game' });
    const seed = input.seed ?? randomBytes(32).toString('hex');
    const seats = module.seats(scenario.id);
    const game = await this.deps.store.createGame({
      serverId: ctx.serverId,
      channelId: ctx.channelId,
      moduleId: module.id,
      scenarioId: scenario.id,
      options: input.options,
      seed,
      seedCommitment: commitmentOf(seed),
      deadlineHours: input.deadlineHours,
      createdBy: ctx.userId,
      seats: seats.map((s) => s.id),
    });
    const lines = [
      `**${module.title}: ${scenario.title}** is open for players.`,
      scenario.summary,
      `Seats: ${seats.map((s) => s.label).join(', ')}. Take one with /game join seat:<name>, then /game start.`,
      `Deadline per phase: ${input.deadlineHours} h. Dice commitment (SHA-256 of the secret seed): ${game.seedCommitment}`,
    ];
    return [{ kind: 'channel', text: lines.join('\n') }];
  }

  async join(ctx: CommandContext, seatName: string): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return [eph('There is no game in this channel. Start one with /game new.')];
    if (game.status !== 'open') return [eph('This game has already started; seats are taken.')];
    const module = this.load(game).module;
    const specs = module.seats(game.scenarioId);
    const wanted = specs.find((s) => s.id === seatName.trim().toLowerCase() || s.label.toLowerCase() === seatName.trim().toLowerCase());
    if (!wanted) return [eph(`There is no seat ${seatName}. Seats: ${specs.map((s) => s.label).join(', ')}.`)];
    const seats = await this.deps.store.seats(game.id);
    const current = seats.find((s) => s.seatId === wanted.id);
    if (current?.userId === ctx.userId) return [eph(`You already hold the ${wanted.label}.`)];
    if (current?.userId) return [eph(`The ${wanted.label} seat is taken by ${current.userName}. Free seats: ${freeSeats(specs, seats).join(', ') || 'none'}.`)];
    const taken = await this.deps.store.takeSeat(game.id, wanted.id, ctx.userId, ctx.userName);
    if (!taken) return [eph(`Someone took the ${wanted.label} seat a moment ago.`)];
    return [{ kind: 'channel', text: `${ctx.userName} takes the ${wanted.label}.` }];
  }

  async leave(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return [eph('There is no game in this channel.')];
    if (game.status !== 'open') return [eph('The game has started; a seat can only be handed to a substitute now.')];
    const mine = await this.mySeats(game, ctx);
    if (mine.length === 0) return [eph('You hold no seat in this game.')];
    for (const seat of mine) await this.deps.store.leaveSeat(game.id, seat, ctx.userId);
    return [{ kind: 'channel', text: `${ctx.userName} leaves the game.` }];
  }

  async start(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return [eph('There is no game in this channel. Start one with /game new.')];
    if (game.status !== 'open') return [eph('This game has already started.')];
    if (game.createdBy !== ctx.userId && !ctx.isAdmin && !(await this.mySeats(game, ctx)).length) {
      return [eph('Only a player of this game, its creator or a server admin can start it.')];
    }
    const { module } = this.load(game);
    const specs = module.seats(game.scenarioId);
    const seats = await this.deps.store.seats(game.id);
    const missing = specs.filter((s) => !s.optional && !seats.find((x) => x.seatId === s.id)?.userId);
    if (missing.length) return [eph(`Not every seat is taken yet: ${missing.map((s) => s.label).join(', ')}. Players join with /game join seat:<name>.`)];
    const dice = new SeededDice(game.seed, game.diceCursor);
    const setup = module.setup({ scenarioId: game.scenarioId, options: game.options as Record<string, unknown>, seats: specs.map((s) => s.id) }, dice);
    if (!setup.ok) return [eph(`The game could not be set up: ${setup.error}`)];
    const events: GameEvent[] = [{ type: 'game-started', text: `The game begins. Dice commitment: ${game.seedCommitment}.`, visibleTo: 'all', ...(dice.rolls.length ? { rolls: [...dice.rolls] } : {}) }];
    try {
      await this.deps.store.commit(game.id, game.version, { state: setup.value, diceCursor: dice.cursor, status: 'running', events, checkpoints: [] });
    } catch (error) {
      if (error instanceof VersionConflict) return [eph('The game changed while it was being started; try again.')];
      throw error;
    }
    const phase = module.phase(setup.value);
    const image = await this.image(module, setup.value, PUBLIC, `${game.scenarioId}-start.png`);
    const replies: Reply[] = [{ kind: 'channel', text: `**${module.title}** begins. ${phase.label}: ${await this.namesOf(game.id, phase.active)} to move.`, image }];
    replies.push(...(await this.nudges(game, module, null, setup.value)));
    return replies;
  }

  /** Gives an order for the caller's seat, retrying from a fresh read if another write got in first. */
  async order(ctx: CommandContext, verb: string, options: Record<string, string>, forced: number[] = []): Promise<{ replies: Reply[]; forcedLeft: number[] }> {
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const game = await this.gameHere(ctx);
      if (!game) return { replies: [eph('There is no game in this channel. Start one with /game new.')], forcedLeft: forced };
      if (game.status === 'open') return { replies: [eph('The game has not started yet: take the seats, then /game start.')], forcedLeft: forced };
      if (game.status === 'ended') return { replies: [eph('This game is over. /game log and /dice verify still work.')], forcedLeft: forced };
      if (game.status === 'paused') return { replies: [eph('This game is paused.')], forcedLeft: forced };
      const { module, state } = this.load(game);
      const mine = await this.mySeats(game, ctx);
      if (mine.length === 0) return { replies: [eph('You hold no seat in this game; you can watch with /game map and /game status.')], forcedLeft: forced };
      const phase = module.phase(state);
      const seat = mine.find((s) => phase.active.includes(s)) ?? mine[0]!;
      const dice = new SeededDice(game.seed, game.diceCursor, forced);
      const result = runOrder(module, state, { seat, verb, options }, dice);
      if (!result.ok) return { replies: [eph(result.error)], forcedLeft: forced };
      const { state: next, events, checkpoints } = result.value;
      const rolled = attachRolls(events, dice.rolls);
      const ended = module.outcome(next) !== null;
      try {
        await this.deps.store.commit(game.id, game.version, { state: next, diceCursor: dice.cursor, events: rolled, checkpoints, ended });
      } catch (error) {
        if (error instanceof VersionConflict) continue;
        throw error;
      }
      const replies = await this.afterCommit(game, module, seat, state, next, rolled, checkpoints);
      return { replies, forcedLeft: dice.remainingForced };
    }
    return { replies: [eph('The game is busy; your order was not applied. Try again.')], forcedLeft: forced };
  }

  private async afterCommit(game: GameRecord, module: AnyGameModule, seat: string, before: unknown, after: unknown, events: GameEvent[], checkpoints: Checkpoint<unknown>[]): Promise<Reply[]> {
    const replies: Reply[] = [];
    const own = events.filter((e) => canSee(seatViewer(seat), e.visibleTo) && !e.type.startsWith('phase-'));
    const phase = module.phase(after);
    const ownLines = own.map((e) => e.text);
    if (phase.decision?.seat === seat) ownLines.push(`Your decision: ${phase.decision.prompt}.`);
    replies.push(eph(ownLines.join('\n') || 'Done.'));
    if (checkpoints.length > 0) {
      // The phases that ended with this order: each gets its map and its log of public events.
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
        const image = await this.image(module, checkpoint.state, PUBLIC, `${game.scenarioId}-t${checkpoint.turn}-${checkpoint.phaseKey}.png`, `${checkpoint.label} · over`);
        replies.push({ kind: 'channel', text: `**${checkpoint.label}** is over.${log ? `\n${log}` : ' Nothing happened.'}`, image });
      }
    }
    const outcome = module.outcome(after);
    if (outcome) {
      const labels = new Map(module.seats(game.scenarioId).map((s) => [s.id, s.label]));
      const winners = outcome.winners.length ? outcome.winners.map((w) => labels.get(w) ?? w).join(', ') : 'nobody';
      replies.push({ kind: 'channel', text: `**Game over.** ${outcome.reason} Winner: ${winners}.\nThe dice seed was ${game.seed}; anyone can check every roll with /dice verify.` });
      return replies;
    }
    replies.push(...(await this.nudges(game, module, before, after)));
    return replies;
  }

  /** Tells players by DM when they must act: a new phase of theirs, or a decision in someone else's. */
  private async nudges(game: GameRecord, module: AnyGameModule, before: unknown, after: unknown): Promise<Reply[]> {
    const seats = await this.deps.store.seats(game.id);
    const was = before === null ? undefined : module.phase(before);
    const now = module.phase(after);
    const replies: Reply[] = [];
    if (now.decision && now.decision.prompt !== was?.decision?.prompt) {
      const holder = seats.find((s) => s.seatId === now.decision!.seat);
      if (holder?.userId) replies.push({ kind: 'dm', userId: holder.userId, userName: holder.userName ?? '', text: `Your decision in ${module.title} (${game.scenarioId}): ${now.decision.prompt}.` });
      return replies;
    }
    if (!was || was.label !== now.label || was.active.join() !== now.active.join()) {
      for (const seatId of now.active) {
        if (was && was.active.includes(seatId) && was.label === now.label) continue;
        const holder = seats.find((s) => s.seatId === seatId);
        if (holder?.userId) replies.push({ kind: 'dm', userId: holder.userId, userName: holder.userName ?? '', text: `Your move in ${module.title} (${game.scenarioId}): ${now.label}.` });
      }
    }
    return replies;
  }

  private async namesOf(gameId: string, seatIds: string[]): Promise<string> {
    const seats = await this.deps.store.seats(gameId);
    return seatIds.map((id) => `${id} (${seats.find((s) => s.seatId === id)?.userName ?? 'nobody'})`).join(', ') || 'nobody';
  }

  async image(module: AnyGameModule, state: unknown, viewer: Viewer, name: string, caption?: string): Promise<Image> {
    const view = module.view(state, viewer) as { module: string };
    const rendered = await this.deps.renderer.render({ view, ...(caption ? { caption } : {}) });
    return { name, png: rendered.png, description: `${module.title} map` };
  }

  async status(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return [eph('There is no game in this channel. Start one with /game new.')];
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
        if (phase.decision) lines.push(`Decision pending: ${phase.decision.prompt}.`);
      }
    }
    lines.push(`Dice commitment: ${game.seedCommitment}${game.seedRevealed ? ` · seed: ${game.seed}` : ''}`);
    return [eph(lines.join('\n'))];
  }

  async map(ctx: CommandContext, options: { phase?: number; view?: 'public' | 'mine' }): Promise<Reply[]> {
    const game = await this.gameHere(ctx);
    if (!game) return [eph('There is no game in this channel.')];
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
    if (!game) return [eph('There is no game in this channel.')];
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
    if (!game) return [eph('There is no game in this channel.')];
    if (!game.seedRevealed) return [eph(`The seed stays secret until the game ends. Its SHA-256, posted at the start, is ${game.seedCommitment}.`)];
    const events = await this.deps.store.events(game.id);
    const rolls: RollRecord[] = events.flatMap((e) => e.rolls ?? []);
    const report = verifyRolls(game.seed, game.seedCommitment, rolls);
    const lines = [
      `Seed ${game.seed}`,
      report.commitmentMatches ? `Its SHA-256 matches the commitment posted at the start (${game.seedCommitment}).` : `Its SHA-256 does NOT match the commitment ${game.seedCommitment}.`,
      `${report.checked} roll${report.checked === 1 ? "" : "s"} recomputed from the seed: ${report.mismatches.length === 0 ? 'every one matches the log' : `${report.mismatches.length} do not match`}.`,
    ];
    if (report.forced) lines.push(`${report.forced} roll${report.forced === 1 ? " was" : "s were"} forced on the local table, not drawn from the seed.`);
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
  async suggest(ctx: CommandContext, verb: string, options: Record<string, string>, focused: string): Promise<Choice[]> {
    const game = await this.gameHere(ctx);
    if (!game || game.status !== 'running') return [];
    const { module, state } = this.load(game);
    const mine = await this.mySeats(game, ctx);
    const phase = module.phase(state);
    const seat = mine.find((s) => phase.active.includes(s));
    if (!seat) return [];
    const { [focused]: typed = '', ...chosen } = options;
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

function eph(text: string, image?: Image): Reply {
  return image ? { kind: 'ephemeral', text, image } : { kind: 'ephemeral', text };
}

function freeSeats(specs: Array<{ id: string; label: string }>, seats: Array<{ seatId: string; userId: string | null }>): string[] {
  return specs.filter((s) => !seats.find((x) => x.seatId === s.id)?.userId).map((s) => s.label);
}

/** Events already carry their rolls; any roll the module made without attaching it is kept on a last event. */
function attachRolls(events: GameEvent[], rolls: readonly RollRecord[]): GameEvent[] {
  const attached = new Set(events.flatMap((e) => e.rolls ?? []));
  const loose = rolls.filter((r) => !attached.has(r));
  if (loose.length === 0) return events;
  return [...events, { type: 'rolls', text: `${loose.length} further roll${loose.length > 1 ? 's' : ''}.`, visibleTo: 'all', rolls: [...loose] }];
}

/** Discord's 2000-character limit, split on line breaks. */
export function splitMessage(text: string, limit = 1900): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    const piece = line.length > limit ? line.slice(0, limit - 1) + '…' : line;
    if (current.length + piece.length + 1 > limit) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current}\n${piece}` : piece;
  }
  if (current) chunks.push(current);
  return chunks;
}

export type { StoredEvent };
