import type { GameRecord } from '../store/games.ts';
import type { Agreements, Asker, RequestKind } from './agreements.ts';
import type { Games } from './games.ts';
import { ephemeral as eph, type CommandContext, type Reply } from './io.ts';

/**
 * `/game export what:scenario`: a running game's position saved as a new scenario file, conditions
 * included (docs/dragon-noir.md, "A position saved as a scenario").
 *
 * The game master (the game's creator, an admin, a member of its GM role) asks; every player
 * agrees by button; the file then goes by DM to the one who asked, never to the channel. The
 * module refuses to export while the rules still hide anything (a secret set-up, hidden
 * characters, markers face down, an invisible caster), so the file never holds what a player may
 * not know yet; the request says so. Standing reactions and counterspell orders are not part of a
 * position and are never written. The position saved is the one when the last player agrees.
 */
export class Exports implements RequestKind {
  readonly asks = 'scenario';
  readonly button = 'export';
  readonly nobodyAsking = 'Nobody is asking to save this position now: the game master asks with /game export what:scenario.';
  readonly agreeing = 'to save the position';
  readonly refused = 'the position is not saved';

  constructor(
    private readonly games: Games,
    private readonly agreements: Agreements,
  ) {}

  /** The game master asks: the check is made now, and the players are asked by button. */
  async ask(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    if (game.status !== 'running' && game.status !== 'paused') return [eph('Only a running game has a position to save.')];
    if (!this.games.isGameMaster(game, ctx)) return [eph('Only the game master (the game\u2019s creator) can ask to save the position as a scenario.')];
    const file = this.file(game);
    if (!file.ok) return [eph(file.error)];
    const text = [
      `${ctx.userName} asks to save this position as a scenario file, so that a group can start a new game from it.`,
      'The file holds every character on the board with his condition (wounds, stuns, energy, spells); standing reactions and counterspell orders are not in it. Nothing the rules still hide can be saved: the bot refuses while anything is hidden.',
      `It goes by DM to ${ctx.userName} once every player agrees: ${(await this.agreements.players(game)).join(', ')}.`,
    ].join('\n');
    return this.agreements.ask(ctx, game, this, { kind: 'scenario' }, text);
  }

  /** Everyone agreed: the file goes by DM to the one who asked, if the position can still be saved. */
  async carryOut(_ctx: CommandContext, game: GameRecord, to: Asker): Promise<Reply[]> {
    const file = this.file(game);
    if (!file.ok) return [{ kind: 'channel', channelId: game.channelId, text: `Everyone agreed, but the position cannot be saved now: ${file.error}` }];
    return [
      { kind: 'channel', channelId: game.channelId, text: `Everyone agreed: the scenario file ${file.value.name} goes to ${to.name} by DM.` },
      {
        kind: 'dm',
        userId: to.id,
        userName: to.name,
        text: `The position of ${this.games.titleOf(game)}, saved as a scenario: ${file.value.name}. Put it in assets/scenarios/${game.moduleId}/ and start a game of it with /game new.`,
        image: { name: file.value.name, bytes: new TextEncoder().encode(file.value.text), description: `Scenario file ${file.value.name}` },
        fallback: { channelId: game.channelId, text: `${to.name}'s DMs are closed: the scenario file could not be sent. Open them and ask again.` },
      },
    ];
  }

  /** The position as a scenario file of the game's module, or why it cannot be saved. */
  private file(game: GameRecord): { ok: true; value: { name: string; text: string } } | { ok: false; error: string } {
    const loaded = this.games.load(game);
    if (!loaded.module.exportScenario) return { ok: false, error: `${loaded.module.title} cannot save a position as a scenario.` };
    if (loaded.state === null) return { ok: false, error: 'The game has no position yet.' };
    const id = `${game.scenarioId}-${game.id.slice(0, 6)}-v${game.version}`;
    const made = loaded.module.exportScenario(loaded.state, id);
    return made.ok ? { ok: true, value: { name: `${id}.json`, text: made.value } } : { ok: false, error: made.error };
  }
}
