import { SeededDice, type RollRecord } from '../engine/core/dice.ts';
import { canSee, seatViewer, type GameEvent } from '../engine/core/events.ts';
import type { AnyGameModule, Checkpoint } from '../engine/core/module.ts';
import { orderLineStart, readOrderLine, readOrderLines, writeOrderLine, type OrderLine } from '../engine/core/order-lines.ts';
import { mayGiveNow, playOrder, runOrder, runQuery, type TypedOrder } from '../engine/core/orders.ts';
import type { DeadlineRecord } from '../store/deadlines.ts';
import { DeadlineAlreadyFired, QueuedOrdersSchema, VersionConflict, type GameRecord, type SeatRow } from '../store/games.ts';
import type { Campaigns } from './campaigns.ts';
import { eph, HOUR, type Games, type Loaded } from './games.ts';
import type { Choice, CommandContext, Controls, Reply } from './io.ts';
import { gameTitle } from './names.ts';
import { altText, type Pictures } from './pictures.ts';
import type { Posts } from './posts.ts';
import type { Draft, PictureStates } from './drafts.ts';
import { toOutbox, type HeldDraft, type Outbox } from './outbox.ts';
import { schedulePlan } from './schedule.ts';

/**
 * The one path an order takes: from a seat, through the rules engine, into the store in one
 * versioned write, and back out as replies. An order comes typed by a player (a command, or a
 * line of an order message), or built by the engine (a default when a deadline passes), which is
 * applied as it is, never through text.
 */

export interface Outcome {
  replies: Reply[];
  forcedLeft: number[];
}

/**
 * One order to play: as typed (options as text), or as the engine built it (a default, which may
 * be another seat's, with a line for the log before it).
 */
export type Play = { line?: OrderLine; verb: string; options: Record<string, string> } | { typed: TypedOrder; seat?: string; note?: string };

/**
 * Orders worked out one at a time from the position each leaves (a deadline's defaults): called
 * with the state so far until it returns nothing. An order the rules refuse is passed over.
 */
export type NextPlay = (module: AnyGameModule, state: unknown) => Play | undefined;

/** A deadline a write fires with its defaults, and what it does once they are worked out. */
export interface Firing {
  deadline: DeadlineRecord;
  /** After the defaults: the miss it counts (and the seat it opens), with what that posts. */
  settle(game: GameRecord, seats: SeatRow[]): { miss?: { seatId: string; vacate: boolean }; drafts: Draft[] };
}

/**
 * Orders to one game from one process wait in its lane; another process's write that got in first
 * makes this one read the game again and replay, after a short random pause so two processes do
 * not keep colliding. Each retry means another order was applied, so this bound is only reached
 * by a game taking dozens of orders from other processes at once.
 */
const MAX_RETRIES = 30;
const retryPause = () => new Promise<void>((resolve) => setTimeout(resolve, 5 + Math.floor(Math.random() * 30)));

interface PlayOptions {
  /** A line for the log before the orders (a deadline's default, say). */
  note?: string;
  /** The orders are lines of one message. */
  message?: boolean;
  /** They are lines kept from an earlier message, played now that play has come back. */
  resumed?: boolean;
  /** The seat's own player gave them: its missed deadlines are forgiven with them. */
  byPlayer?: boolean;
  /** The Discord interaction they came by: its answer is owed to it, even by a restarted bot. */
  interactionId?: string;
  /** The deadline whose defaults these are: fired in the same commit. */
  firing?: Firing;
}

/** What a write left for after it: its posts to draw and send, and the orders sent ahead. */
interface Committed {
  game: GameRecord;
  module: AnyGameModule;
  state: unknown;
  checkpoints: Checkpoint<unknown>[];
  /** Every post of the commit, in order; those written to the outbox with their row's id. */
  drafts: HeldDraft[];
  forcedLeft: number[];
  /** Some seat keeps orders sent ahead, which play coming back to it may now play. */
  mayResume: boolean;
}

export class Orders {
  /** Per game, the last write this process has queued. */
  private readonly lanes = new Map<string, Promise<void>>();

  constructor(
    private readonly games: Games,
    private readonly posts: Posts,
    private readonly campaigns: Campaigns,
    private readonly pictures: Pictures,
    private readonly outbox: Outbox,
  ) {}

  /** Gives an order for the caller's seat (or, for a game master, any seat named with `as`). */
  async order(ctx: CommandContext, verb: string, raw: Record<string, string>, forced: number[] = [], gameId?: string): Promise<Outcome> {
    const found = await this.games.forOrder(ctx, raw.game, gameId);
    if (!found.ok) return { replies: [eph(found.error)], forcedLeft: forced };
    const refused = refusal(found.value);
    if (refused) return { replies: [eph(refused)], forcedLeft: forced };
    return this.orderIn(ctx, this.games.load(found.value), verb, raw, forced);
  }

  /** `/order what:move details:Konrad K8`: the details read as an order line of the channel's game. */
  async orderLine(ctx: CommandContext, what: string, details: string, raw: Record<string, string>, forced: number[] = [], gameId?: string): Promise<Outcome> {
    const found = await this.games.forOrder(ctx, raw.game, gameId);
    if (!found.ok) return { replies: [eph(found.error)], forcedLeft: forced };
    const refused = refusal(found.value);
    if (refused) return { replies: [eph(refused)], forcedLeft: forced };
    const loaded = this.games.load(found.value);
    const verbs = loaded.module.verbs;
    const named = what.trim().toLowerCase();
    const line = readOrderLine(verbs.some((v) => v.name === named) ? verbs.filter((v) => v.name === named) : verbs, `${what} ${details}`.trim());
    if (!line.ok) return { replies: [eph(`/order ${what.trim()}: ${line.error}`)], forcedLeft: forced };
    return this.orderIn(ctx, loaded, line.value.verb, { ...raw, ...line.value.options }, forced);
  }

  /** An order for a game already read: a question is answered; an order is played for the caller's seat. */
  private async orderIn(ctx: CommandContext, loaded: Loaded, verb: string, raw: Record<string, string>, forced: number[]): Promise<Outcome> {
    const { game: _named, as, ...options } = raw;
    const { game, module, state } = loaded;
    if (module.verbs.find((v) => v.name === verb)?.query) return { replies: await this.query(game, ctx, module, state, verb, options), forcedLeft: forced };
    const seat = await this.seatFor(game, ctx, module, state, as);
    if (!seat.ok) return { replies: [eph(seat.error)], forcedLeft: forced };
    // A game master's order for a seat does not forgive its player's missed deadlines.
    return this.play(game.id, seat.seat, [{ verb, options }], forced, { byPlayer: as === undefined, ...(ctx.interactionId ? { interactionId: ctx.interactionId } : {}) }, { ...loaded, ...(seat.seats ? { seats: seat.seats } : {}) });
  }

  /** The orders the caller may give now, for /order's first option: in the game's own words. */
  async suggestVerbs(ctx: CommandContext, typed: string, raw: Record<string, string>, gameId?: string): Promise<Choice[]> {
    const found = await this.games.forOrder(ctx, raw.game, gameId);
    if (!found.ok || found.value.status !== 'running') return [];
    const { module, state } = this.games.load(found.value);
    const mine = await this.games.seatsOf(found.value, ctx.userId);
    const start = typed.trim().toLowerCase();
    const choices: Choice[] = [];
    for (const verb of module.verbs) {
      if (!verb.name.startsWith(start)) continue;
      // An order without required options (done) may have no listed forms; it is offered while the seat may act.
      const bare = verb.options.every((o) => !o.required) && mine.some((seat) => mayGiveNow(module, state, seat, verb.name));
      const now = verb.query || bare || mine.some((seat) => module.legalOrders(state, seat, { verb: verb.name }).length > 0);
      if (!now) continue;
      choices.push({ name: `${verb.name}: ${verb.description}`.slice(0, 100), value: verb.name });
    }
    return choices.slice(0, 25);
  }

  /** The legal forms of one order, written as lines, for /order's second option. */
  async suggestLines(ctx: CommandContext, what: string, typed: string, raw: Record<string, string>, gameId?: string): Promise<Choice[]> {
    const found = await this.games.forOrder(ctx, raw.game, gameId);
    if (!found.ok || found.value.status !== 'running') return [];
    const { module, state } = this.games.load(found.value);
    const spec = module.verbs.find((v) => v.name === what.trim().toLowerCase());
    if (!spec) return [];
    const mine = await this.games.seatsOf(found.value, ctx.userId);
    const seat = mine.find((s) => module.legalOrders(state, s, { verb: spec.name }).length > 0);
    if (!seat) return [];
    const wanted = typed.trim().toLowerCase();
    const complete = (options: Record<string, string>) => spec.options.every((o) => !o.required || options[o.name] !== undefined);
    const lineOf = (options: Record<string, string>) => (complete(options) ? undefined : orderLineStart(spec, options)) ?? writeOrderLine(spec, options).slice(spec.name.length).trim();
    // A game lists its forms a choice at a time (the character, then where he goes): once the
    // typed text begins with a choice, the next are asked for with it made.
    let hints = module.legalOrders(state, seat, { verb: spec.name });
    for (let depth = 0; depth < 4; depth++) {
      const made = hints.filter((h) => wanted.startsWith(`${lineOf(h.options).toLowerCase()} `));
      const deeper = made.flatMap((h) => module.legalOrders(state, seat, { verb: spec.name, options: h.options }).filter((d) => Object.keys(d.options).length > Object.keys(h.options).length));
      if (deeper.length === 0) break;
      hints = deeper;
    }
    const seen = new Set<string>();
    const choices: Choice[] = [];
    for (const hint of hints) {
      const line = lineOf(hint.options);
      // Discord takes no empty choice: a form with nothing to write (Dragon Dice's random build) is the empty field itself.
      if (!line || seen.has(line) || line.length > 100 || !line.toLowerCase().includes(wanted)) continue;
      seen.add(line);
      choices.push({ name: (hint.label && hint.label !== line ? `${line} · ${hint.label}` : line || spec.name).slice(0, 100), value: line });
      if (choices.length === 25) break;
    }
    return choices;
  }

  /**
   * An order message: a phase's orders (or several phases', `done` ending each), one a line.
   * What can be played now is checked and applied together: one illegal line refuses the whole
   * message and nothing changes. What must wait (an answer from another seat, the seat's next
   * phase) is kept with the seat and played when play comes back to it.
   */
  async message(ctx: CommandContext, text: string, raw: Record<string, string>, forced: number[] = [], gameId?: string): Promise<Outcome> {
    const { game: named, as } = raw;
    const found = await this.games.forOrder(ctx, named, gameId);
    if (!found.ok) return { replies: [eph(found.error)], forcedLeft: forced };
    const game = found.value;
    const refused = refusal(game);
    if (refused) return { replies: [eph(refused)], forcedLeft: forced };
    const { module, state } = this.games.load(game);
    // On one line, as a slash command allows, orders are separated by semicolons.
    const lines = readOrderLines(module.verbs, text.includes('\n') ? text : text.split(';').join('\n'));
    if (!lines.ok) return { replies: [eph(`${lines.error} Nothing was applied.`)], forcedLeft: forced };
    const seat = await this.seatFor(game, ctx, module, state, as);
    if (!seat.ok) return { replies: [eph(seat.error)], forcedLeft: forced };
    return this.play(game.id, seat.seat, lines.value.map((line) => ({ line, verb: line.verb, options: line.options })), forced, { message: true, byPlayer: as === undefined, ...(ctx.interactionId ? { interactionId: ctx.interactionId } : {}) }, { game, module, state, ...(seat.seats ? { seats: seat.seats } : {}) });
  }

  /** The form for an order message, for the game of the channel (or of the button it came from). */
  async form(ctx: CommandContext, raw: Record<string, string>, gameId?: string): Promise<Reply[]> {
    const found = await this.games.forOrder(ctx, raw.game, gameId);
    if (!found.ok) return [eph(found.error)];
    const game = found.value;
    const refused = refusal(game);
    if (refused) return [eph(refused)];
    const { module } = this.games.load(game);
    const example = module.verbs.some((v) => v.name === 'done') ? 'one order a line; done ends the phase' : 'one order a line';
    return [
      {
        kind: 'ephemeral',
        text: `Type your orders for ${module.title}, ${example}; on the local table, end them with /end. (On Discord a form opens; if it did not, send them with /orders lines: separated by ;.)`,
        form: {
          id: `orders|${game.id}${raw.as ? `|${raw.as}` : ''}`,
          title: `Orders: ${module.title}`.slice(0, 45),
          field: { id: 'lines', label: `Your orders, ${example}`.slice(0, 45), placeholder: module.verbs.filter((v) => !v.query).slice(0, 3).map((v) => v.name).join(' …\n') + ' …' },
        },
      },
    ];
  }

  /** The seat an order is for: the caller's own (the one that may act now), or any for a game master. */
  private async seatFor(game: GameRecord, ctx: CommandContext, module: AnyGameModule, state: unknown, as?: string): Promise<{ ok: true; seat: string; seats?: SeatRow[] } | { ok: false; error: string }> {
    if (as !== undefined) {
      if (!this.games.isGameMaster(game, ctx)) return { ok: false, error: 'Only a game master can give orders for another seat.' };
      const seat = module.seats(game.scenarioId).find((s) => s.id === as.toLowerCase() || s.label.toLowerCase() === as.toLowerCase())?.id;
      if (!seat) return { ok: false, error: `There is no seat ${as}. Seats: ${module.seats(game.scenarioId).map((s) => s.label).join(', ')}.` };
      return { ok: true, seat };
    }
    const seats = await this.games.store.seats(game.id);
    const mine = seats.filter((s) => s.userId === ctx.userId).map((s) => s.seatId);
    if (mine.length === 0) return { ok: false, error: 'You hold no seat in this game; you can watch with /game map and /game status.' };
    const phase = module.phase(state);
    const seat = mine.find((s) => phase.decision?.seat === s) ?? mine.find((s) => phase.active.includes(s)) ?? mine[0]!;
    return { ok: true, seat, seats };
  }

  /**
   * Plays orders for a seat in one versioned write, re-reading the game if another write got in
   * first. With `message`, the orders are lines of one message: played while the seat may give
   * them, and the rest kept for later; without it, each is refused or applied alone.
   */
  async play(gameId: string, seat: string, plays: Play[] | NextPlay, forced: number[], opts: PlayOptions = {}, read?: Loaded): Promise<Outcome> {
    // Orders to one game wait their turn here rather than being refused as busy; what follows the
    // write (pictures, posts, orders sent ahead) runs after the next order may start.
    // An order that waited behind another of its game reads the game afresh: what it read before is stale.
    const done = await this.lane(gameId, (waited) => this.write(gameId, seat, plays, forced, opts, read, waited));
    if (!('committed' in done)) return done;
    const { game, module, state, checkpoints, drafts, forcedLeft, mayResume } = done.committed;
    const states: PictureStates = { phase: async (nth) => checkpoints[nth]!.state, now: async () => state };
    const replies = await this.outbox.ready(module, drafts, states);
    this.games.deps.observe?.('post-drawn');
    if (module.outcome(state)) {
      if (game.campaignId) replies.push(...(await this.campaigns.card(game.campaignId)));
      return { replies, forcedLeft };
    }
    if (mayResume) replies.push(...(await this.resumeQueued(game, module, state, seat)));
    return { replies, forcedLeft };
  }

  /** Runs `work` after every earlier write to the same game by this process has finished. */
  private async lane<T>(gameId: string, work: (waited: boolean) => Promise<T>): Promise<T> {
    const earlier = this.lanes.get(gameId);
    const mine = earlier ? earlier.then(() => work(true)) : work(false);
    const tail = mine.then(
      () => undefined,
      () => undefined,
    );
    this.lanes.set(gameId, tail);
    try {
      return await mine;
    } finally {
      if (this.lanes.get(gameId) === tail) this.lanes.delete(gameId);
    }
  }

  /** The read, the engine and the versioned write of `play`, retried afresh if another process wrote first. */
  private async write(gameId: string, seat: string, plays: Play[] | NextPlay, forced: number[], opts: PlayOptions, read?: Loaded, waited = false): Promise<Outcome | { committed: Committed }> {
    // `/done` ends the phase its player saw: if that phase is over by the time its turn comes, it ends nothing.
    const only = typeof plays !== 'function' && plays.length === 1 ? plays[0]! : undefined;
    const endsSeen = read && only && !('typed' in only) && only.verb === 'done' ? read.module.phase(read.state).label : undefined;
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      // The game as the caller just read it, the first time; afresh after another write got in first.
      const loaded = attempt === 0 && read && !waited ? read : await this.games.current(gameId);
      if (!loaded) return { replies: [eph('That game no longer exists.')], forcedLeft: forced };
      const { game, module, state: before } = loaded;
      if (game.status !== 'running') return { replies: [eph('That game is not running.')], forcedLeft: forced };
      if (endsSeen !== undefined && module.phase(before).label !== endsSeen) {
        return { replies: [eph(`That phase is already over: ${endsSeen} has ended, and ${module.phase(before).label} has begun. Your /done ended nothing.`)], forcedLeft: forced };
      }
      // Kept lines are played once: if another write has played (or replaced) them since they were read, these are stale.
      if (opts.resumed && typeof plays !== 'function' && !(await this.stillQueued(game.id, seat, plays))) return { replies: [], forcedLeft: forced };
      const dice = new SeededDice(game.seed, game.diceCursor, forced);
      let state = before;
      const events: GameEvent[] = opts.note ? [{ type: 'note', text: opts.note, visibleTo: 'all' }] : [];
      const checkpoints: Checkpoint<unknown>[] = [];
      let played = 0;
      const list = typeof plays === 'function' ? undefined : plays;
      for (let i = 0; ; i++) {
        // Worked-out orders stop when their maker has none left (or at a bound no game's defaults reach).
        const play = list ? list[i] : i < 200 ? (plays as NextPlay)(module, state) : undefined;
        if (!play) break;
        if (module.outcome(state)) break;
        const actor = 'typed' in play && play.seat !== undefined ? play.seat : seat;
        // The first line meets the engine's own refusal if it is not this seat's move; a later one waits.
        if (opts.message && played > 0 && !mayGiveNow(module, state, actor, 'typed' in play ? play.typed.verb : play.verb)) break;
        const result = 'typed' in play ? playOrder(module, state, actor, play.typed, dice) : runOrder(module, state, { seat: actor, verb: play.verb, options: play.options }, dice);
        if (!result.ok) {
          if (!list) continue;
          if (!opts.message || !('line' in play) || !play.line) return { replies: [eph(result.error)], forcedLeft: forced };
          if (!opts.resumed) return { replies: [eph(`Line ${play.line.n} (${play.line.text}): ${result.error} Nothing was applied.`)], forcedLeft: forced };
          // Kept lines are played one phase at a time, so only this phase's lines (through its `done`) are dropped.
          const end = list.findIndex((p, at) => at >= played && !('typed' in p) && p.verb === 'done');
          const later = end < 0 ? [] : list.slice(end + 1).flatMap((p) => ('line' in p && p.line ? [{ n: p.line.n, text: p.line.text }] : []));
          return this.dropPhaseLines(game, module, before, seat, `Line ${play.line.n} (${play.line.text}): ${result.error}`, later, forced);
        }
        if ('typed' in play && play.note) events.push({ type: 'note', text: play.note, visibleTo: 'all' });
        state = result.value.state;
        events.push(...result.value.events);
        checkpoints.push(...result.value.checkpoints);
        played++;
        // Kept lines go one phase at a time: the next phase's lines are checked when it begins, in a write of their own.
        if (opts.resumed && !('typed' in play) && play.verb === 'done') break;
      }
      if (played === 0) return { replies: [], forcedLeft: forced };
      const rest = opts.message && list ? list.slice(played).flatMap((p) => ('line' in p && p.line ? [{ n: p.line.n, text: p.line.text }] : [])) : [];
      const rolled = attachRolls(events, dice.rolls);
      const ended = module.outcome(state) !== null;
      const queued = opts.message ? { seatId: seat, orders: rest.length && !ended ? { lines: rest } : null } : undefined;
      // Everything the order leads to is worked out now and written with it: its posts, its
      // deadlines, the deadline it fires and the miss that counts, what a campaign carries on.
      // The seats read with the order's seat, unless another write came first.
      const seats = loaded === read && read.seats ? read.seats : await this.games.store.seats(game.id);
      const firing = opts.firing?.settle(game, seats);
      const drafts = [...(await this.consequences(game, module, seat, before, state, rolled, checkpoints, rest.length, seats)), ...(firing?.drafts ?? [])];
      const pending = (await this.games.deps.deadlines.pending(game.id)).filter((d) => d.id !== opts.firing?.deadline.id);
      const schedule = schedulePlan(this.games, game, module, state, pending, ended);
      const carried = ended ? await this.campaigns.carried(game, module, state) : undefined;
      const { posts, withIds } = toOutbox(drafts, opts.interactionId);
      let written: { version: number; postIds: bigint[] };
      try {
        written = await this.games.store.commit(
          game.id,
          game.version,
          {
            state,
            diceCursor: dice.cursor,
            events: rolled,
            checkpoints,
            ended,
            posts,
            schedule,
            ...(queued ? { queued } : {}),
            // Only a seat with misses to forgive costs the commit a write.
            ...(opts.byPlayer && (seats.find((s) => s.seatId === seat)?.missed ?? 0) > 0 ? { actedBy: seat } : {}),
            ...(opts.firing ? { fires: { deadlineId: opts.firing.deadline.id, at: this.games.clock.now(), ...(firing?.miss ? { miss: firing.miss } : {}) } } : {}),
            ...(carried !== undefined && game.campaignId ? { campaign: { id: game.campaignId, carried } } : {}),
          },
          { id: this.outbox.worker, now: this.games.clock.now() },
        );
      } catch (error) {
        if (error instanceof VersionConflict) {
          await retryPause();
          continue;
        }
        if (error instanceof DeadlineAlreadyFired) return { replies: [], forcedLeft: forced };
        throw error;
      }
      this.games.deps.observe?.('order-committed');
      const committed: GameRecord = { ...game, state: state as GameRecord['state'], version: written.version, diceCursor: dice.cursor, ...(ended ? { status: 'ended', seedRevealed: true } : {}) };
      return { committed: { game: committed, module, state, checkpoints, drafts: withIds(written.postIds), forcedLeft: dice.remainingForced, mayResume: rest.length > 0 || seats.some((s) => s.queued !== null && s.queued !== undefined) } };
    }
    return { replies: [eph('The game is busy; your order was not applied. Try again.')], forcedLeft: forced };
  }

  /**
   * A later phase's lines met a position they no longer fit: that phase's lines are dropped whole,
   * and the seat told why, with the deadline. The lines of the phases after it wait until this one
   * is over.
   */
  private async dropPhaseLines(game: GameRecord, module: AnyGameModule, state: unknown, seat: string, why: string, later: Array<{ n: number; text: string }>, forced: number[]): Promise<Outcome> {
    const phase = module.phase(state);
    const orders = later.length ? { lines: later, waitPast: phase.label } : null;
    await this.games.store.commit(game.id, game.version, { state, diceCursor: game.diceCursor, events: [], checkpoints: [], queued: { seatId: seat, orders } }).catch((error: unknown) => {
      if (!(error instanceof VersionConflict)) throw error;
    });
    const deadline = this.games.deadlineText(new Date(this.games.clock.now().getTime() + game.deadlineHours * HOUR));
    const waiting = later.length ? ` Your ${later.length} line${later.length === 1 ? '' : 's'} for the phases after it wait${later.length === 1 ? 's' : ''} until this one is over.` : '';
    return { replies: [eph(`Your orders sent ahead for ${phase.label} were dropped: ${why} Give this phase's orders again; deadline ${deadline}.${waiting}`)], forcedLeft: forced };
  }

  /** Every post an order leads to, in order: the player's own answer, the phases' maps and logs, the end, private views, news and nudges. */
  private async consequences(game: GameRecord, module: AnyGameModule, seat: string, before: unknown, after: unknown, events: GameEvent[], checkpoints: Checkpoint<unknown>[], waiting: number, seats: SeatRow[]): Promise<Draft[]> {
    const drafts: Draft[] = [];
    const phase = module.phase(after);
    const ownLines = events.filter((e) => canSee(seatViewer(seat), e.visibleTo) && !e.type.startsWith('phase-')).map((e) => e.text);
    let controls: Controls[] | undefined;
    if (phase.decision?.seat === seat) {
      ownLines.push(`Your decision: ${phase.decision.prompt}.`);
      controls = this.posts.decisionControls(game, module, after, seat, phase);
    }
    if (waiting) ownLines.push(`${waiting} more line${waiting === 1 ? '' : 's'} of your orders will be played when play comes back to you.`);
    drafts.push({ kind: 'ephemeral', text: ownLines.join('\n') || 'Done.', ...(controls ? { controls } : {}) });
    if (checkpoints.length > 0) {
      // The log of a phase that ends here began in the write that ended the phase before it.
      const earlier = await this.games.store.eventsOfCurrentPhase(game.id);
      drafts.push(...this.posts.phaseMaps(game, checkpoints, earlier, events));
    }
    const outcome = module.outcome(after);
    if (outcome) {
      const labels = new Map(module.seats(game.scenarioId).map((s) => [s.id, s.label]));
      const winners = outcome.winners.length ? outcome.winners.map((w) => labels.get(w) ?? w).join(', ') : 'nobody';
      drafts.push({ kind: 'channel', channelId: game.channelId, text: `**Game over.** ${outcome.reason} Winner: ${winners}.\nThe dice seed was ${game.seed}; anyone can check every roll with /dice verify.` });
      return drafts;
    }
    if (checkpoints.length > 0) drafts.push(...this.posts.privateMaps(game, module, after, seats));
    drafts.push(...this.posts.privateNews(game, module, seat, events, seats));
    drafts.push(...this.posts.nudges(game, module, before, after, seats));
    return drafts;
  }

  private async stillQueued(gameId: string, seat: string, plays: Play[]): Promise<boolean> {
    const kept = await this.games.store.queued(gameId, seat);
    const lines = plays.flatMap((p) => ('line' in p && p.line ? [p.line.text] : []));
    return kept !== null && kept.lines.map((l) => l.text).join('\n') === lines.join('\n');
  }

  /**
   * Orders sent ahead that may be played now, in a game where a process died between the write
   * that brought play back to their seat and playing them. The deadline pass looks for them.
   */
  async resumeWaiting(gameId: string): Promise<Reply[]> {
    const loaded = await this.games.current(gameId);
    if (!loaded || loaded.game.status !== 'running' || loaded.module.outcome(loaded.state)) return [];
    return this.resumeQueued(loaded.game, loaded.module, loaded.state, '');
  }

  /** Orders a seat sent ahead, played once play comes back to it; what they say goes to that seat by DM. */
  private async resumeQueued(game: GameRecord, module: AnyGameModule, state: unknown, actor: string): Promise<Reply[]> {
    const seats = await this.games.store.seats(game.id);
    const replies: Reply[] = [];
    for (const holder of seats) {
      // The seat row read just now carries its kept orders: no second read.
      const parsed = QueuedOrdersSchema.safeParse(holder.queued);
      if (!parsed.success || parsed.data.lines.length === 0) continue;
      const queued = parsed.data;
      // Lines kept past a phase whose own lines were dropped wait until the seat has played that phase itself.
      if (queued.waitPast === module.phase(state).label) continue;
      const lines = readOrderLines(module.verbs, queued.lines.map((l) => l.text).join('\n'));
      if (!lines.ok) continue;
      const numbered = lines.value.map((line, i) => ({ ...line, n: queued.lines[i]?.n ?? line.n }));
      if (!mayGiveNow(module, state, holder.seatId, numbered[0]!.verb)) continue;
      const done = await this.play(game.id, holder.seatId, numbered.map((line) => ({ line, verb: line.verb, options: line.options })), [], { message: true, resumed: true, byPlayer: true });
      for (const reply of done.replies) {
        if (reply.kind !== 'ephemeral') replies.push(reply);
        else if (holder.seatId === actor) replies.push(reply);
        else if (holder.userId) replies.push({ kind: 'dm', userId: holder.userId, userName: holder.userName ?? '', text: `${gameTitle(module, game.scenarioId)}, your orders sent ahead:\n${reply.text}`, ...(reply.image ? { image: reply.image } : {}), ...(reply.controls ? { controls: reply.controls } : {}) });
      }
      return replies;
    }
    return replies;
  }

  /** A question about the game (a line of fire): answered privately with a picture; nothing is stored. */
  private async query(game: GameRecord, ctx: CommandContext, module: AnyGameModule, state: unknown, verb: string, options: Record<string, string>): Promise<Reply[]> {
    const mine = await this.games.seatsOf(game, ctx.userId);
    // A spectator sees what the public sees; a player asks from his own seat's view.
    const seat = mine[0] ?? '';
    const answer = runQuery<unknown>(module, state, { seat, verb, options });
    if (!answer.ok) return [eph(answer.error)];
    const image = await this.pictures.ofView(module, answer.value.view, `${game.scenarioId}-${verb}.png`, altText(gameTitle(module, game.scenarioId), `the map in ${module.phase(state).label}, answering: ${answer.value.text}`));
    return [eph(answer.value.text, image)];
  }

  /** Autocomplete for an order option, from the module's legal orders. */
  async suggest(ctx: CommandContext, verb: string, raw: Record<string, string>, focused: string, gameId?: string): Promise<Choice[]> {
    const { game: named, ...options } = raw;
    const found = await this.games.forOrder(ctx, named, gameId);
    if (!found.ok || found.value.status !== 'running') return [];
    const game = found.value;
    const { module, state } = this.games.load(game);
    const mine = await this.games.seatsOf(game, ctx.userId);
    const phase = module.phase(state);
    const anytime = module.verbs.find((v) => v.name === verb)?.anytime;
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

function refusal(game: GameRecord): string | undefined {
  if (game.status === 'open') return 'The game has not started yet: take the seats, then /game start.';
  if (game.status === 'ended') return 'This game is over. /game log and /dice verify still work.';
  if (game.status === 'paused') return 'This game is paused. /game resume takes it up again.';
  return undefined;
}

/** Events already carry their rolls; any roll the module made without attaching it is kept on a last event. */
function attachRolls(events: GameEvent[], rolls: readonly RollRecord[]): GameEvent[] {
  const attached = new Set(events.flatMap((e) => e.rolls ?? []));
  const loose = rolls.filter((r) => !attached.has(r));
  if (loose.length === 0) return events;
  return [...events, { type: 'rolls', text: `${loose.length} further roll${loose.length > 1 ? 's' : ''}.`, visibleTo: 'all', rolls: [...loose] }];
}
