import { canSee, PUBLIC } from '../engine/core/events.ts';
import { splitMessage } from './formatting.ts';
import { verifyGame } from './verify.ts';
import { eph, SEAT_LINK_DAYS, type Games } from './games.ts';
import type { CommandContext, Reply } from './io.ts';
import { gameTitle } from './names.ts';
import { altText, type Pictures } from './pictures.ts';
import type { Posts } from './posts.ts';

/** Looking at a game: its status, its map now or at any past phase, its log, your own prompt, the dice check. */
export class Views {
  constructor(
    private readonly games: Games,
    private readonly posts: Posts,
    private readonly pictures: Pictures,
  ) {}

  /** Your side's private picture: what waits for you, your map, and what only your side knows. */
  async prompt(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    if (game.status !== 'running' && game.status !== 'paused') return [eph('Nothing is waiting: the game is not running.')];
    const mine = await this.games.seatsOf(game, ctx.userId);
    if (mine.length === 0) return [eph('You hold no seat in this game.')];
    const { module, state } = this.games.load(game);
    const replies: Reply[] = [];
    for (const seat of mine) {
      const [brief] = await this.posts.briefing(game, module, state, seat, ctx.userId, ctx.userName, 'You play');
      if (brief && brief.kind === 'dm') replies.push({ kind: 'ephemeral', text: brief.text, ...(brief.image ? { image: brief.image } : {}), ...(brief.controls ? { controls: brief.controls } : {}) });
    }
    return replies;
  }

  async status(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    const { module, state } = this.games.load(game);
    const seats = await this.games.store.seats(game.id);
    const specs = module.seats(game.scenarioId);
    const seatLine = specs.map((s) => `${s.label}: ${seats.find((x) => x.seatId === s.id)?.userName ?? '(free)'}`).join(' · ');
    const lines = [`**${gameTitle(module, game.scenarioId)}** (${game.status})`, `Seats: ${seatLine}`];
    if (state !== null) {
      const phase = module.phase(state);
      const outcome = module.outcome(state);
      if (outcome) lines.push(`Game over: ${outcome.reason}`);
      else {
        lines.push(`${phase.label}. Waiting for: ${await this.games.namesOf(game, phase.active)}.`);
        if (phase.decision) {
          const mine = (await this.games.seatsOf(game, ctx.userId)).includes(phase.decision.seat);
          // A secret question (a reaction window) is read only by the seat it is put to.
          lines.push(phase.decision.secret && !mine ? `Decision pending: the ${this.games.seatLabel(module, game, phase.decision.seat)} must answer.` : `Decision pending: ${phase.decision.prompt}.`);
        }
        const due = (await this.games.deps.deadlines.pending(game.id)).filter((d) => d.kind !== 'reminder');
        for (const d of due) lines.push(`Deadline for the ${this.games.seatLabel(module, game, d.seatId)}: ${this.games.deadlineText(d.dueAt)}.`);
        const missing = seats.filter((s) => s.missed > 0).map((s) => `${this.games.seatLabel(module, game, s.seatId)} ${s.missed}`);
        if (missing.length) lines.push(`Missed deadlines in a row: ${missing.join(', ')} (the seat opens after ${game.maxMisses}).`);
      }
    }
    lines.push(`Dice commitment: ${game.seedCommitment}${game.seedRevealed ? ` · seed: ${game.seed}` : ''}`);
    return [eph(lines.join('\n'))];
  }

  async map(ctx: CommandContext, options: { phase?: number; view?: 'public' | 'mine'; area?: string }): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    const { module, state } = this.games.load(game);
    if (state === null) return [eph('The game has not started yet.')];
    if (options.area !== undefined && !module.focus) return [eph("This game's map has no areas.")];
    const viewer = options.view === 'mine' ? await this.games.viewerOf(game, ctx) : PUBLIC;
    // A zoomed map: the module narrows the view; a name it does not know is refused with its own line.
    const picture = async (snapshot: unknown, name: string, alt: string, caption?: string) => {
      if (options.area === undefined) return { ok: true as const, image: await this.pictures.of(module, snapshot, viewer, name, caption, alt) };
      const focused = module.focus!(module.view(snapshot, viewer), options.area);
      if (!focused.ok) return { ok: false as const, error: focused.error };
      return { ok: true as const, image: await this.pictures.ofView(module, focused.value, name.replace(/\.png$/, `-${slug(options.area)}.png`), `${alt} Zoomed on ${options.area}.`, caption) };
    };
    if (options.phase !== undefined) {
      const phases = await this.games.store.phases(game.id);
      const record = phases.find((p) => p.index === options.phase);
      if (!record) return [eph(`There is no phase ${options.phase}; this game has had ${phases.length} so far (1 to ${phases.length}).`)];
      const snapshot = module.stateSchema.parse(await this.games.store.phaseSnapshot(game.id, record.index));
      // The phase's events: those after the end of the phase before it, up to its own end.
      const events = await this.games.store.events(game.id);
      const ends = events.flatMap((e, i) => (e.type === 'phase-ended' ? [i] : []));
      const during = events.slice((ends[record.index - 2] ?? -1) + 1, (ends[record.index - 1] ?? events.length - 1) + 1);
      const alt = altText(gameTitle(module, game.scenarioId), `the map as ${record.label} ended`, during, viewer);
      const drawn = await picture(snapshot, `${game.scenarioId}-phase-${record.index}.png`, alt, `${record.label} · over`);
      return drawn.ok ? [eph(`Phase ${record.index}: ${record.label}.`, drawn.image)] : [eph(drawn.error)];
    }
    const alt = altText(gameTitle(module, game.scenarioId), `the map now, in ${module.phase(state).label}`);
    const drawn = await picture(state, `${game.scenarioId}-now.png`, alt);
    return drawn.ok ? [eph(module.phase(state).label, drawn.image)] : [eph(drawn.error)];
  }

  async log(ctx: CommandContext, options: { turn?: number }): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    const viewer = await this.games.viewerOf(game, ctx);
    const events = await this.games.store.events(game.id);
    const revealed = await this.games.revealed(game);
    let turn = 0;
    const lines: string[] = [];
    for (const e of events) {
      if (e.type === 'phase-began' && typeof e.data?.turn === 'number') turn = e.data.turn;
      if (options.turn !== undefined && turn !== options.turn) continue;
      if (!canSee(viewer, e.visibleTo, revealed)) continue;
      if (e.type === 'phase-ended') continue;
      lines.push(e.type === 'phase-began' ? `__${e.text.replace(/ begins\.$/, '')}__` : e.text);
    }
    if (lines.length === 0) return [eph(options.turn !== undefined ? `Nothing was logged in turn ${options.turn}.` : 'Nothing has happened yet.')];
    return splitMessage(lines.join('\n')).map((chunk) => eph(chunk));
  }

  /**
   * `/game web`: the link to the game's public page, which anyone may open (it shows what the thread
   * shows); `view:mine`, a private link for each seat the caller holds, its own view, for them alone.
   */
  async web(ctx: CommandContext, options: { mine?: boolean } = {}): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    const webLink = this.games.deps.webLink;
    if (!webLink || !webLink(game.id)) return [eph('This bot serves no web page (its WEB_PORT is off).')];
    const { module } = this.games.load(game);
    const title = gameTitle(module, game.scenarioId);
    if (!options.mine) return [eph(`The web page of ${title}: the board and the log, phase by phase, as this thread shows them. Anyone with the link can open it: ${webLink(game.id)}`)];
    const mine = await this.games.seatsOf(game, ctx.userId);
    if (mine.length === 0) return [eph('You hold no seat in this game: /game web gives the public page.')];
    const lines = mine.map((seat) => `The ${this.games.seatLabel(module, game, seat)}: ${webLink(game.id, { seat, user: ctx.userId })}`);
    return [eph([`Your own view of ${title}, with what only your side knows. Keep these links to yourself: they work for ${SEAT_LINK_DAYS} days, and only while you hold the seat.`, ...lines].join('\n'))];
  }

  /**
   * `/game export what:log`: the log as JSON (docs/export-format.md), by the web page's links:
   * the public's for anyone (every event and the seed once the game is over), and each seat the
   * caller holds its own, with what only that side saw.
   */
  async exportLog(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    const webLink = this.games.deps.webLink;
    const publicLink = webLink?.(game.id);
    if (!webLink || !publicLink) return [eph('This bot serves no web page (its WEB_PORT is off), so it has no log to export.')];
    const { module } = this.games.load(game);
    const title = gameTitle(module, game.scenarioId);
    const ended = await this.games.revealed(game);
    const lines = [
      `The log of ${title} as JSON (its format: docs/export-format.md).`,
      `${ended ? 'Every event, private ones too, with the seed' : 'The public events, as this thread shows them'}: ${publicLink}/export.json`,
    ];
    if (!ended) {
      for (const seat of await this.games.seatsOf(game, ctx.userId)) {
        lines.push(`With what only the ${this.games.seatLabel(module, game, seat)} saw (keep it to yourself; it works for ${SEAT_LINK_DAYS} days, while you hold the seat): ${webLink(game.id, { seat, user: ctx.userId })}/export.json`);
      }
    }
    return [eph(lines.join('\n'))];
  }

  /**
   * `/dice verify` once the seed is out: whether the log holds up, with the first thing that does
   * not (app/verify.ts, which the web page's reveal says too).
   */
  async verify(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    if (!game.seedRevealed) return [eph(`The seed stays secret until the game ends. Its SHA-256, posted at the start, is ${game.seedCommitment}.`)];
    const { module, state } = this.games.load(game);
    const lines = verifyGame(game, module, state, await this.games.store.events(game.id));
    return [eph(lines.join('\n'))];
  }

  async stateJson(ctx: CommandContext): Promise<string> {
    const game = await this.games.here(ctx);
    if (!game) return 'null';
    const { state } = this.games.load(game);
    return JSON.stringify({ game: { id: game.id, module: game.moduleId, scenario: game.scenarioId, status: game.status, version: game.version, diceCursor: game.diceCursor }, state }, null, 2);
  }
}

/** An area as a file name's part: `Northern Ergoth` → `northern-ergoth`. */
const slug = (area: string) => area.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'area';
