import type { TypedOrder } from '../engine/core/orders.ts';
import type { DeadlineRecord } from '../store/deadlines.ts';
import { VersionConflict, type GameRecord, type SeatRow } from '../store/games.ts';
import { eph, HOUR, type Games } from './games.ts';
import type { CommandContext, Reply } from './io.ts';
import type { Firing, NextPlay, Orders } from './orders.ts';

/**
 * Play by post around the orders: what a deadline or a reminder does when it comes due (the
 * default orders of a seat that did not act, a missed turn counted, a seat opened for a
 * substitute), and pausing a game, which holds its deadlines.
 */
export class Deadlines {
  constructor(
    private readonly games: Games,
    private readonly orders: Orders,
  ) {}

  /** What a deadline or reminder does when it comes due. A deadline for a phase that has moved on does nothing. */
  async fireDeadline(deadline: DeadlineRecord): Promise<Reply[]> {
    const game = await this.games.store.game(deadline.gameId);
    if (!game || game.status !== 'running') return [];
    const { module, state } = this.games.load(game);
    const phase = module.phase(state);
    if (phase.label !== deadline.phaseLabel) return [];
    const seats = await this.games.store.seats(game.id);
    const holder = seats.find((s) => s.seatId === deadline.seatId);
    const seatLabel = module.seats(game.scenarioId).find((s) => s.id === deadline.seatId)?.label ?? deadline.seatId;
    if (deadline.kind === 'reminder') {
      const waiting = phase.decision ? phase.decision.seat === deadline.seatId : phase.active.includes(deadline.seatId);
      if (!waiting || !holder?.userId || !(await this.games.deps.players.wantsReminders(holder.userId))) return [];
      const due = this.games.deadlineText(new Date(deadline.dueAt.getTime() + Number(deadline.detail) * HOUR));
      return [
        {
          kind: 'dm',
          userId: holder.userId,
          userName: holder.userName ?? '',
          text: `Reminder: ${module.title}: ${this.games.titleOf(game)} is waiting for you: ${phase.label}. Deadline ${due}, in ${deadline.detail} h. (/game reminders set:off stops these.)`,
        },
      ];
    }
    if (deadline.kind === 'decision' && phase.decision?.prompt !== deadline.detail) return [];
    // The defaults are worked out and written in one commit that also fires the deadline and
    // counts the miss: a crash leaves either all of it or none of it, and a deadline fires once.
    let settled = false;
    let pending: TypedOrder[] | undefined;
    let last: unknown;
    const defaults: NextPlay = (m, state) => {
      const seen = last === state;
      last = state;
      if (m.outcome(state)) return undefined;
      const p = m.phase(state);
      // A decision left unanswered when the phase's own deadline passes is settled by default first.
      if (p.decision && pending === undefined) {
        // A default the rules refused leaves the state as it was: no second try.
        if (seen || (deadline.kind === 'decision' && (settled || p.decision.prompt !== deadline.detail))) return undefined;
        const [answer] = m.defaultOrders(state, p.decision.seat) as TypedOrder[];
        if (!answer) return undefined;
        // A decision's own deadline counts a miss; a phase's counts one only once its seat's defaults are played.
        if (deadline.kind === 'decision') settled = true;
        const who = this.games.seatLabel(m, game, p.decision.seat);
        return { typed: answer, seat: p.decision.seat, note: `The ${who} did not answer in time; the default applies: ${describeOrder(answer)}.` };
      }
      if (deadline.kind !== 'phase') return undefined;
      if (pending === undefined) {
        if (p.label !== deadline.phaseLabel || !p.active.includes(deadline.seatId)) return undefined;
        pending = m.defaultOrders(state, deadline.seatId) as TypedOrder[];
        settled = true;
      }
      const order = pending.shift();
      return order ? { typed: order, seat: deadline.seatId, note: `The ${seatLabel} missed the deadline for ${deadline.phaseLabel}; the default applies: ${describeOrder(order)}.` } : undefined;
    };
    const firing: Firing = { deadline, settle: (current, seatsNow) => (settled ? this.miss(current, seatsNow, deadline.seatId, seatLabel) : { drafts: [] }) };
    const done = await this.orders.play(game.id, deadline.seatId, defaults, [], { firing });
    this.games.deps.observe?.('default-committed');
    return done.replies.filter((r) => r.kind !== 'ephemeral');
  }

  /** The miss a deadline counts for a seat with a player, and the seat opened once they are too many. */
  private miss(game: GameRecord, seats: SeatRow[], seatId: string, seatLabel: string): ReturnType<Firing['settle']> {
    const seat = seats.find((s) => s.seatId === seatId);
    if (!seat?.userId) return { drafts: [] };
    const missed = seat.missed + 1;
    if (missed < game.maxMisses) return { miss: { seatId, vacate: false }, drafts: [] };
    return {
      miss: { seatId, vacate: true },
      drafts: [
        { kind: 'channel', channelId: game.channelId, text: `${seat.userName} has missed ${missed} deadlines in a row, so the ${seatLabel} seat is open for a substitute: /game join seat:${seatId}. Until someone takes it, the ${seatLabel} play by default.` },
        { kind: 'dm', userId: seat.userId, userName: seat.userName ?? '', text: `You missed ${missed} deadlines in a row in ${this.games.titleOf(game)}, so your seat (${seatLabel}) is open for a substitute. You can take it back with /game join if it is still free.` },
      ],
    };
  }

  async pause(ctx: CommandContext, resume: boolean): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    if (game.status === 'open' || game.status === 'ended') return [eph(`This game is ${game.status === 'open' ? 'not started' : 'over'}.`)];
    if (resume !== (game.status === 'paused')) return [eph(resume ? 'This game is not paused.' : 'This game is already paused.')];
    const gm = this.games.isGameMaster(game, ctx);
    const mine = await this.games.seatsOf(game, ctx.userId);
    if (!gm && mine.length === 0) return [eph('Only the players or a game master can pause or resume a game.')];
    if (!gm) {
      await this.games.store.setVotes(game.id, mine, true);
      const seats = (await this.games.store.seats(game.id)).filter((s) => s.userId);
      const waiting = seats.filter((s) => !s.votes);
      if (waiting.length > 0) {
        return [{ kind: 'channel', channelId: game.channelId, text: `${ctx.userName} votes to ${resume ? 'resume' : 'pause'} the game. Waiting for: ${waiting.map((s) => s.userName).join(', ')} (/game ${resume ? 'resume' : 'pause'}).` }];
      }
    }
    const now = this.games.clock.now();
    try {
      await this.games.store.setPaused(game.id, game.version, resume ? null : now);
    } catch (error) {
      if (error instanceof VersionConflict) return [eph('The game changed just now; try again.')];
      throw error;
    }
    await this.games.store.clearVotes(game.id);
    if (resume && game.pausedAt) await this.games.deps.deadlines.postpone(game.id, now.getTime() - game.pausedAt.getTime());
    const by = gm ? `by ${ctx.userName}` : 'by a vote of the players';
    return [{ kind: 'channel', channelId: game.channelId, text: resume ? `The game resumes (${by}); deadlines are moved on by the time it was paused.` : `The game is paused (${by}). Deadlines wait until /game resume.` }];
  }

  async reminders(ctx: CommandContext, on: boolean): Promise<Reply[]> {
    await this.games.deps.players.setReminders(ctx.userId, on);
    return [eph(on ? 'Deadline reminders will come by DM, 24 h and 2 h before.' : 'No more deadline reminders. Your turns are still announced.')];
  }
}

/** A default as the log shows it: `/shoot answer:yes`. */
function describeOrder(order: TypedOrder): string {
  const { verb, ...options } = order;
  const parts = Object.entries(options).map(([k, v]) => `${k}:${typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v)}`);
  return [`/${verb}`, ...parts].join(' ');
}
