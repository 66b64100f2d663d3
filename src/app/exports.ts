import type { GameRecord } from '../store/games.ts';
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
export class Exports {
  constructor(private readonly games: Games) {}

  /** The game master asks: the check is made now, and the players are asked by button. */
  async ask(ctx: CommandContext): Promise<Reply[]> {
    const game = await this.games.here(ctx);
    if (!game) return this.games.noGame(ctx);
    if (game.status !== 'running' && game.status !== 'paused') return [eph('Only a running game has a position to save.')];
    if (!this.games.isGameMaster(game, ctx)) return [eph('Only the game master (the game\u2019s creator) can ask to save the position as a scenario.')];
    const file = this.file(game);
    if (!file.ok) return [eph(file.error)];
    await this.games.store.askExport(game.id, { id: ctx.userId, name: ctx.userName });
    const players = (await this.games.store.seats(game.id)).filter((s) => s.userId).map((s) => s.userName ?? s.seatId);
    const text = [
      `${ctx.userName} asks to save this position as a scenario file, so that a group can start a new game from it.`,
      'The file holds every character on the board with his condition (wounds, stuns, energy, spells); standing reactions and counterspell orders are not in it. Nothing the rules still hide can be saved: the bot refuses while anything is hidden.',
      `It goes by DM to ${ctx.userName} once every player agrees: ${players.join(', ')}.`,
    ].join('\n');
    return [
      {
        kind: 'channel',
        channelId: game.channelId,
        text,
        controls: [{ kind: 'buttons', buttons: [{ id: `export|${game.id}|yes`, label: 'Agree', style: 'success' }, { id: `export|${game.id}|no`, label: 'Refuse', style: 'danger' }] }],
      },
    ];
  }

  /** A player's answer by button: the last agreement sends the file; a refusal ends the request. */
  async answer(ctx: CommandContext, agree: boolean, gameId?: string): Promise<Reply[]> {
    const found = gameId ? await this.games.forOrder(ctx, undefined, gameId) : { ok: true as const, value: await this.games.here(ctx) };
    if (!found.ok) return [eph(found.error)];
    const game = found.value;
    if (!game) return this.games.noGame(ctx);
    if (!game.exportAskedBy) return [eph('Nobody is asking to save this position now: the game master asks with /game export what:scenario.')];
    const mine = await this.games.seatsOf(game, ctx.userId);
    if (mine.length === 0) return [eph('Only the players of this game answer the request to save its position.')];
    if (!agree) {
      await this.games.store.askExport(game.id, null);
      return [{ kind: 'channel', channelId: game.channelId, text: `${ctx.userName} refuses: the position is not saved.` }];
    }
    const waiting = await this.games.store.agreeExport(game.id, mine);
    if (waiting.length) return [{ kind: 'channel', channelId: game.channelId, text: `${ctx.userName} agrees to save the position. Waiting for: ${waiting.map((s) => s.userName ?? s.seatId).join(', ')}.` }];
    if (!(await this.games.store.closeExport(game.id, game.exportAskedBy))) return [eph('You agree; everyone has now agreed, and the file is already on its way.')];
    const now = (await this.games.store.game(game.id)) ?? game;
    const file = this.file(now);
    if (!file.ok) return [{ kind: 'channel', channelId: game.channelId, text: `Everyone agreed, but the position cannot be saved now: ${file.error}` }];
    const to = { userId: game.exportAskedBy, userName: game.exportAskedByName ?? 'the game master' };
    return [
      { kind: 'channel', channelId: game.channelId, text: `Everyone agreed: the scenario file ${file.value.name} goes to ${to.userName} by DM.` },
      {
        kind: 'dm',
        userId: to.userId,
        userName: to.userName,
        text: `The position of ${this.games.titleOf(game)}, saved as a scenario: ${file.value.name}. Put it in assets/scenarios/${game.moduleId}/ and start a game of it with /game new.`,
        image: { name: file.value.name, bytes: new TextEncoder().encode(file.value.text), description: `Scenario file ${file.value.name}` },
        fallback: { channelId: game.channelId, text: `${to.userName}'s DMs are closed: the scenario file could not be sent. Open them and ask again.` },
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
