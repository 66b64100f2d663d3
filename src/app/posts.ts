import { canSee, PUBLIC, seatViewer, type GameEvent } from '../engine/core/events.ts';
import type { AnyGameModule, Checkpoint, PhaseSpec } from '../engine/core/module.ts';
import type { GameRecord, SeatRow } from '../store/games.ts';
import { encodeOptions, splitMessage } from './formatting.ts';
import { closedDms, HOUR, type Games } from './games.ts';
import type { Controls, Reply } from './io.ts';
import { gameTitle } from './names.ts';
import { altText, type Pictures } from './pictures.ts';
import { pictureNow, type Draft, type Picture } from './drafts.ts';


/**
 * What the players are told once an order is written: the log and map of each phase that ended
 * (in the game's channel), each seat's own view when it knows more than the public, what an
 * order told another seat privately, and a nudge by DM to whoever must act next. These are
 * drafts, written with the order's commit and drawn when delivered (drafts.ts).
 */
export class Posts {
  constructor(
    private readonly games: Games,
    private readonly pictures: Pictures,
  ) {}

  /**
   * The map and the log of every phase that ends in a commit. `earlier` are the events already
   * stored since the write that ended the phase before (what followed that phase's end in its
   * write belongs to this phase); `fresh` are the commit's own.
   */
  phaseMaps(game: GameRecord, checkpoints: Checkpoint<unknown>[], earlier: GameEvent[], fresh: GameEvent[]): Draft[] {
    const drafts: Draft[] = [];
    const stored = [...earlier, ...fresh];
    const ends = stored.flatMap((e, i) => (e.type === 'phase-ended' ? [i] : []));
    const ours = ends.slice(-checkpoints.length);
    let cursor = ends.length > checkpoints.length ? ends[ends.length - checkpoints.length - 1]! : -1;
    const module = this.games.deps.modules.get(game.moduleId);
    const title = module ? gameTitle(module, game.scenarioId) : game.scenarioId;
    for (let i = 0; i < checkpoints.length; i++) {
      const checkpoint = checkpoints[i]!;
      const end = ours[i] ?? Infinity;
      const seen = stored.filter((e, at) => at > cursor && at <= end && e.visibleTo === 'all' && !e.type.startsWith('phase-') && e.type !== 'game-started');
      const log = seen.map((e) => `• ${e.text}`).join('\n');
      cursor = end;
      // A phase in which nothing public happened leaves the board as the last map showed it: on
      // Discord it is one line, not the same picture again (each costs ~30 ms of CPU to draw).
      const drawn = log !== '' || this.games.deps.imageEveryPhase !== false;
      const alt = altText(title, `the map as ${checkpoint.label} ended`, seen, PUBLIC);
      const picture: Picture | undefined = drawn ? { name: `${game.scenarioId}-t${checkpoint.turn}-${checkpoint.phaseKey}.png`, viewer: PUBLIC, alt, of: { phase: i }, caption: `${checkpoint.label} · over` } : undefined;
      const [first, ...rest] = splitMessage(`**${checkpoint.label}** is over.${log ? `\n${log}` : ' Nothing happened.'}`);
      drafts.push({ kind: 'channel', channelId: game.channelId, text: first!, ...(picture ? { picture } : {}) });
      for (const more of rest) drafts.push({ kind: 'channel', channelId: game.channelId, text: more });
    }
    return drafts;
  }

  /** Players who know more than the public get their own map by DM after each phase. */
  privateMaps(game: GameRecord, module: AnyGameModule, state: unknown, seats: SeatRow[]): Draft[] {
    if (!module.secrets) return [];
    const hiddenFromPublic = new Set(module.secrets(state, PUBLIC));
    if (hiddenFromPublic.size === 0) return [];
    const drafts: Draft[] = [];
    for (const seat of seats) {
      if (!seat.userId) continue;
      const hiddenFromSeat = new Set(module.secrets(state, seatViewer(seat.seatId)));
      if ([...hiddenFromPublic].every((fact) => hiddenFromSeat.has(fact))) continue;
      const label = this.games.seatLabel(module, game, seat.seatId);
      const picture = pictureNow(`${game.scenarioId}-${seat.seatId}-view.png`, seatViewer(seat.seatId), altText(gameTitle(module, game.scenarioId), `the map as the ${label} see it, in ${module.phase(state).label}`));
      drafts.push({ kind: 'dm', userId: seat.userId, userName: seat.userName ?? '', text: `Your own view of ${gameTitle(module, game.scenarioId)}: ${module.phase(state).label}.`, picture, fallback: closedDms(game, seat.userId) });
    }
    return drafts;
  }

  /** What an order told another seat privately (a standing reaction that lapsed): by DM to that seat alone. */
  privateNews(game: GameRecord, module: AnyGameModule, actor: string, events: GameEvent[], seats: SeatRow[]): Draft[] {
    const drafts: Draft[] = [];
    const secret = events.filter((e) => e.visibleTo !== 'all');
    if (secret.length === 0) return drafts;
    for (const holder of seats) {
      if (!holder.userId || holder.seatId === actor) continue;
      const lines = secret.filter((e) => canSee(seatViewer(holder.seatId), e.visibleTo)).map((e) => e.text);
      if (lines.length === 0) continue;
      drafts.push({ kind: 'dm', userId: holder.userId, userName: holder.userName ?? '', text: `${gameTitle(module, game.scenarioId)}, for you alone:\n${lines.join('\n')}`, fallback: closedDms(game, holder.userId) });
    }
    return drafts;
  }

  /** Tells players by DM when they must act: a new phase of theirs, or a decision in someone else's. */
  nudges(game: GameRecord, module: AnyGameModule, before: unknown, after: unknown, seats: SeatRow[]): Draft[] {
    const was = before === null ? undefined : module.phase(before);
    const now = module.phase(after);
    const drafts: Draft[] = [];
    const deadline = this.games.deadlineText(new Date(this.games.clock.now().getTime() + game.deadlineHours * HOUR));
    if (now.decision) {
      if (now.decision.prompt === was?.decision?.prompt) return drafts;
      const holder = seats.find((s) => s.seatId === now.decision!.seat);
      if (!holder?.userId) return drafts;
      const controls = this.decisionControls(game, module, after, now.decision.seat, now);
      drafts.push({
        kind: 'dm',
        userId: holder.userId,
        userName: holder.userName ?? '',
        text: `Your decision in ${gameTitle(module, game.scenarioId)}: ${now.decision.prompt}. Answer here, or in the game's channel.`,
        ...(controls ? { controls } : {}),
        fallback: closedDms(game, holder.userId),
      });
      return drafts;
    }
    if (was && was.label === now.label && was.active.join() === now.active.join()) return drafts;
    for (const seatId of now.active) {
      // A player who just ended one phase of his own knows the next is his too; tell only newcomers.
      if (was && !was.decision && was.active.includes(seatId)) continue;
      const holder = seats.find((s) => s.seatId === seatId);
      if (!holder?.userId) continue;
      drafts.push({
        kind: 'dm',
        userId: holder.userId,
        userName: holder.userName ?? '',
        text: `Your move in ${gameTitle(module, game.scenarioId)}: ${now.label}. Deadline ${deadline}.`,
        controls: [ordersButton(game)],
        fallback: closedDms(game, holder.userId),
      });
    }
    return drafts;
  }

  /** A menu of the answers to a decision, from the module's legal orders. */
  decisionControls(game: GameRecord, module: AnyGameModule, state: unknown, seat: string, phase: PhaseSpec): Controls[] | undefined {
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

  /** What a seat knows that others do not, its map, and anything waiting for it: sent by DM. */
  async briefing(game: GameRecord, module: AnyGameModule, state: unknown, seat: string, userId: string, userName: string, opening: string): Promise<Reply[]> {
    const label = this.games.seatLabel(module, game, seat);
    const events = await this.games.store.events(game.id);
    const privateLines = events.filter((e) => e.visibleTo !== 'all' && canSee(seatViewer(seat), e.visibleTo)).map((e) => `• ${e.text}`);
    const phase = module.phase(state);
    const lines = [`${opening} the ${label} in ${gameTitle(module, game.scenarioId)}. ${phase.label}.`];
    if (privateLines.length) lines.push('What your side knows:', ...privateLines.slice(-20));
    const controls = phase.decision?.seat === seat ? this.decisionControls(game, module, state, seat, phase) : undefined;
    if (phase.decision?.seat === seat) lines.push(`Your decision: ${phase.decision.prompt}.`);
    const image = await this.pictures.of(module, state, seatViewer(seat), `${game.scenarioId}-${seat}.png`, undefined, altText(gameTitle(module, game.scenarioId), `the map as the ${label} see it, in ${phase.label}`));
    return [{ kind: 'dm', userId, userName, text: lines.join('\n'), ...(image ? { image } : {}), ...(controls ? { controls } : {}), fallback: closedDms(game, userId) }];
  }
}

/** The button under a "your move" prompt that opens the form for a whole phase's orders. */
export function ordersButton(game: GameRecord): Controls {
  return { kind: 'buttons', buttons: [{ id: `orders|${game.id}`, label: 'Send orders', style: 'primary' }] };
}
