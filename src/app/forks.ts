import type { AskedFor, GameRecord } from '../store/games.ts';
import type { Agreements, Asker, RequestKind } from './agreements.ts';
import type { Games } from './games.ts';
import { ephemeral as eph, type CommandContext, type Reply } from './io.ts';
import type { Lobby } from './lobby.ts';

/**
 * `/game fork phase:N`: a new game from the state as phase N ended, in a new thread, with a new
 * seed and commitment (docs/discord.md, "Forking a game"). The game forked is not touched.
 *
 * After the end anyone may fork: nothing is hidden any more, and the fork's seats are free. While
 * the game runs, a fork could be a way to look behind the rules' back (take the other side's seat
 * there) or to roll again what went badly here; so only its game master asks, every player must
 * agree by button, each seat keeps its player in the fork (and nobody takes another until the
 * game forked is over), and the fork's dice are new: its seed is not the game's, and a draw
 * pile's order is drawn again from it (`GameModule.forked`).
 */
export class Forks implements RequestKind {
  readonly asks = 'fork';
  readonly button = 'fork';
  readonly nobodyAsking = 'Nobody is asking to fork this game now: while it runs, its game master asks with /game fork phase:<n>.';
  readonly agreeing = 'to fork the game';
  readonly refused = 'the game is not forked';

  constructor(
    private readonly games: Games,
    private readonly agreements: Agreements,
    private readonly lobby: Lobby,
  ) {}

  async ask(ctx: CommandContext, phase: number | undefined): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    if (game.status === 'open') return [eph('This game has not started: there is no phase to fork from yet.')];
    const phases = await this.games.store.phases(game.id);
    if (phases.length === 0) return [eph('No phase of this game has ended yet: a fork starts from the end of one.')];
    const record = phases.find((p) => p.index === phase);
    if (!record || phase === undefined) return [eph(`${phase === undefined ? 'Which phase?' : `There is no phase ${phase}.`} A fork starts from the end of a phase, numbered from 1: this game has had ${phases.length} (1 to ${phases.length}).`)];
    const { module } = this.games.load(game);
    const snapshot = module.stateSchema.parse(await this.games.store.phaseSnapshot(game.id, phase));
    if (module.outcome(snapshot)) return [eph(`The game was decided as phase ${phase} ended: a fork starts from a phase before that (1 to ${phase - 1}).`)];
    if (game.status === 'ended') return this.lobby.fork(ctx, game, phase, { id: ctx.userId, name: ctx.userName }, false);
    if (!this.games.isGameMaster(game, ctx)) return [eph('While the game runs, only its game master may fork it, and only with every player\u2019s agreement; once it is over, anyone may.')];
    const free = this.games.unheld(module, game, await this.games.store.seats(game.id));
    if (free.length) return [eph(`A running game is forked with each seat kept by its player, and ${free.map((s) => s.label).join(', ')} has none now: fill it first.`)];
    const players = await this.agreements.players(game);
    // Nobody to ask (every seat the bot's): the game master's word is enough.
    if (players.length === 0) return this.lobby.fork(ctx, game, phase, { id: ctx.userId, name: ctx.userName }, true);
    const text = [
      `${ctx.userName} asks to fork this game from the end of phase ${phase} (${record.label}): a new game in a new thread, with new dice (a new seed and commitment), each seat kept by its player. This game goes on as it is.`,
      'In the fork each side sees only its own view, as here, and nobody may take another seat in it until this game is over.',
      `It starts once every player agrees: ${players.join(', ')}.`,
    ].join('\n');
    return this.agreements.ask(ctx, game, this, { kind: 'fork', phase }, text);
  }

  /** Every player agreed: the fork starts, each seat with its player. */
  async carryOut(ctx: CommandContext, game: GameRecord, asker: Asker, asked: AskedFor): Promise<Reply[]> {
    if (asked.kind !== 'fork') return [];
    if (game.status === 'ended') return [{ kind: 'channel', channelId: game.channelId, text: 'Everyone agreed, but the game is over now: anyone may fork it with /game fork phase:<n>.' }];
    return this.lobby.fork(ctx, game, asked.phase, asker, true);
  }
}
