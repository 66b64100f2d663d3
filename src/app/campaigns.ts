import type { AnyGameModule } from '../engine/core/module.ts';
import type { GameRecord } from '../store/games.ts';
import { eph, type Games } from './games.ts';
import type { CommandContext, Reply } from './io.ts';
import { cleanName } from './names.ts';

/**
 * A campaign: a channel whose games follow one another, with what one game hands to the next
 * (survivors, gold, levels) and a pinned card saying where it stands.
 */
export class Campaigns {
  constructor(private readonly games: Games) {}

  async newCampaign(ctx: CommandContext, name: string, moduleId: string): Promise<Reply[]> {
    if (ctx.inDm) return this.games.noGame(ctx);
    const module = this.games.module(moduleId);
    if (!module) return [eph(`There is no game called ${moduleId}. Games: ${this.games.modules().map((m) => m.id).join(', ')}.`)];
    const existing = await this.games.store.campaignInChannel(ctx.serverId, ctx.channelId);
    if (existing) return [eph(`This channel already holds the campaign ${existing.name}.`)];
    // A campaign's games each open a thread of its channel: it cannot live inside one game's thread.
    const game = await this.games.store.gameInChannel(ctx.serverId, ctx.channelId);
    if (game && game.status !== 'ended') return [eph(`This thread holds a game of ${this.games.module(game.moduleId)?.title ?? game.moduleId} that is not over: open a campaign in a text channel of its own.`)];
    const clean = cleanName(name, 80);
    if (!clean) return [eph('A campaign needs a name of 1 to 80 characters.')];
    await this.games.store.ensureServer(ctx.serverId, ctx.serverName);
    await this.games.store.ensureChannel({ id: ctx.channelId, serverId: ctx.serverId, name: ctx.channelName, kind: 'campaign' });
    const campaign = await this.games.store.createCampaign({ serverId: ctx.serverId, channelId: ctx.channelId, moduleId, name: clean, createdBy: ctx.userId });
    return [eph(`The campaign ${campaign.name} lives in this channel. Open its games here with /game new.`), ...(await this.card(campaign.id))];
  }

  async campaignStatus(ctx: CommandContext): Promise<Reply[]> {
    const campaign = await this.games.store.campaignInChannel(ctx.serverId, ctx.channelId);
    if (!campaign) return [eph('This channel holds no campaign. Start one with /campaign new.')];
    const card = await this.card(campaign.id);
    return card.map((r) => (r.kind === 'channel' ? eph(r.text) : r));
  }

  /** What a campaign hands to a game of it as it starts. */
  async carriedInto(game: GameRecord, module: AnyGameModule): Promise<unknown> {
    if (!game.campaignId || !module.campaign) return undefined;
    const campaign = await this.games.store.campaign(game.campaignId);
    const parsed = module.campaign.schema.safeParse(campaign?.carried);
    return parsed.success ? parsed.data : module.campaign.initial();
  }

  /** What a finished game hands on to the next of its campaign: written with the game's last commit. */
  async carried(game: GameRecord, module: AnyGameModule, state: unknown): Promise<unknown> {
    if (!game.campaignId || !module.campaign) return undefined;
    const previous = await this.carriedInto(game, module);
    return module.campaign.carry(state, previous);
  }

  /** The pinned card of a campaign: its games, who played them, how they ended. */
  async card(campaignId: string): Promise<Reply[]> {
    const campaign = await this.games.store.campaign(campaignId);
    if (!campaign) return [];
    const module = this.games.module(campaign.moduleId);
    const lines = [`**${campaign.name}**: a ${(module?.title ?? campaign.moduleId).replace(/^The /, '')} campaign.`];
    if (campaign.games.length === 0) lines.push('No game yet. Open the first with /game new.');
    campaign.games.forEach((g, i) => {
      const scenario = module?.scenarios.find((s) => s.id === g.scenarioId)?.title ?? g.scenarioId;
      const seats = g.seats.map((s) => `${module?.seats(g.scenarioId).find((x) => x.id === s.seatId)?.label ?? s.seatId}: ${s.userName ?? 'free'}`).join(', ');
      const state = g.state && module ? module.stateSchema.safeParse(g.state) : null;
      const outcome = state?.success && module ? module.outcome(state.data) : null;
      const winners = outcome?.winners.map((w) => module?.seats(g.scenarioId).find((x) => x.id === w)?.label ?? w).join(', ');
      const result = g.status === 'ended' && outcome ? `won by ${winners || 'nobody'}: ${outcome.reason.replace(/\.$/, '')}` : g.status;
      lines.push(`${i + 1}. ${scenario} in <#${g.channelId}> (${seats}): ${result}.`);
    });
    const rules = module?.campaign;
    if (rules) {
      const parsed = rules.schema.safeParse(campaign.carried);
      lines.push(...rules.describe(parsed.success ? parsed.data : rules.initial()));
    } else {
      lines.push(`Carries over: nothing; ${module?.title ?? campaign.moduleId} has no campaign rules in dragonpost yet.`);
    }
    const text = lines.join('\n');
    return [
      {
        kind: 'channel',
        channelId: campaign.channelId,
        text,
        ...(campaign.pinnedMessageId ? { replaces: campaign.pinnedMessageId } : { pin: true }),
        posted: async (messageId: string) => {
          if (messageId !== campaign.pinnedMessageId) await this.games.store.setCampaignCard(campaign.id, messageId);
        },
      },
    ];
  }
}
