import { pendingRequest, type AskedFor, type GameRecord } from '../store/games.ts';
import type { Games } from './games.ts';
import { ephemeral as eph, type CommandContext, type Reply } from './io.ts';

/** Who asked for a request, as the store kept it. */
export interface Asker {
  id: string;
  name: string;
}

/** How one kind of request reads, and what is done once every player has agreed. */
export interface RequestKind {
  /** What it asks, as the store keeps it. */
  asks: AskedFor['kind'];
  /** The buttons' id: `<button>|<game>|yes|no`. */
  button: string;
  /** Said to one who answers when nobody is asking this. */
  nobodyAsking: string;
  /** "agrees to …", "refuses: … is not …": the channel's lines for an answer. */
  agreeing: string;
  refused: string;
  /** Carried out once, by the answer of the last player to agree. */
  carryOut(ctx: CommandContext, game: GameRecord, asker: Asker, asked: AskedFor): Promise<Reply[]>;
}

/**
 * A request that every player of a game must agree to by button before it is carried out: saving
 * the position as a scenario (exports.ts), forking a running game from a phase (forks.ts). One
 * request is pending at a time: a new one replaces it, and clears every agreement. A button of an
 * earlier request, pressed when another kind is pending, answers nothing.
 */
export class Agreements {
  constructor(private readonly games: Games) {}

  /** The request is made: it replaces any pending one, and the channel gets `text` with the buttons. */
  async ask(ctx: CommandContext, game: GameRecord, kind: RequestKind, asked: AskedFor, text: string): Promise<Reply[]> {
    await this.games.store.ask(game.id, { by: { id: ctx.userId, name: ctx.userName }, asking: asked });
    const button = kind.button;
    return [
      {
        kind: 'channel',
        channelId: game.channelId,
        text,
        controls: [{ kind: 'buttons', buttons: [{ id: `${button}|${game.id}|yes`, label: 'Agree', style: 'success' }, { id: `${button}|${game.id}|no`, label: 'Refuse', style: 'danger' }] }],
      },
    ];
  }

  /** A player's answer by button: the last agreement carries the request out; a refusal ends it. */
  async answer(ctx: CommandContext, words: RequestKind, agree: boolean, gameId?: string): Promise<Reply[]> {
    const found = gameId ? await this.games.forOrder(ctx, undefined, gameId) : { ok: true as const, value: await this.games.here(ctx) };
    if (!found.ok) return [eph(found.error)];
    const game = found.value;
    if (!game) return this.games.noGame(ctx);
    const pending = pendingRequest(game);
    if (!pending || pending.asking.kind !== words.asks) return [eph(words.nobodyAsking)];
    const mine = await this.games.seatsOf(game, ctx.userId);
    if (mine.length === 0) return [eph('Only the players of this game answer its requests.')];
    if (!agree) {
      await this.games.store.ask(game.id, null);
      return [{ kind: 'channel', channelId: game.channelId, text: `${ctx.userName} refuses: ${words.refused}.` }];
    }
    const waiting = await this.games.store.agree(game.id, mine);
    if (waiting.length) return [{ kind: 'channel', channelId: game.channelId, text: `${ctx.userName} agrees ${words.agreeing}. Waiting for: ${waiting.map((s) => s.userName ?? s.seatId).join(', ')}.` }];
    const asker = { id: pending.by.id, name: pending.by.name ?? 'the game master' };
    if (!(await this.games.store.closeRequest(game.id, pending.by.id))) return [eph('You agree; everyone has now agreed, and it is already under way.')];
    return words.carryOut(ctx, (await this.games.store.game(game.id)) ?? game, asker, pending.asking);
  }

  /** Who must still agree: every player holding a seat (named as the channel reads them). */
  async players(game: GameRecord): Promise<string[]> {
    return (await this.games.store.seats(game.id)).filter((s) => s.userId).map((s) => s.userName ?? s.seatId);
  }
}
