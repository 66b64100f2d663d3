import type { AnyGameModule } from '../engine/core/module.ts';
import type { DeadlineRecord } from '../store/deadlines.ts';
import type { GameRecord, GameStore } from '../store/games.ts';
import { Campaigns } from './campaigns.ts';
import { Deadlines } from './deadlines.ts';
import { Agreements } from './agreements.ts';
import { Exports } from './exports.ts';
import { Forks } from './forks.ts';
import { Games, type Found, type ServiceDeps, type Step } from './games.ts';
import type { Choice, CommandContext, Reply } from './io.ts';
import { Lobby } from './lobby.ts';
import { Orders, type Outcome } from './orders.ts';
import { Outbox } from './outbox.ts';
import { Pictures } from './pictures.ts';
import { Posts } from './posts.ts';
import { Views } from './views.ts';

export { systemClock, type Clock, type Renderer, type ServiceDeps, type Step } from './games.ts';
export { splitMessage } from './formatting.ts';

/**
 * The app's parts, wired once, behind the names the commands call: the lobby and seats
 * (lobby.ts), orders (orders.ts), deadlines and misses (deadlines.ts, schedule.ts), campaigns
 * (campaigns.ts), and what players are shown (posts.ts, views.ts, pictures.ts). Discord and the
 * local table both drive games through this.
 */
export class GameService {
  readonly games: Games;
  readonly lobby: Lobby;
  readonly orders: Orders;
  readonly deadlines: Deadlines;
  readonly campaigns: Campaigns;
  readonly views: Views;
  readonly outbox: Outbox;
  readonly agreements: Agreements;
  readonly exports: Exports;
  readonly forks: Forks;

  constructor(deps: ServiceDeps) {
    this.games = new Games(deps);
    const pictures = new Pictures(deps.renderer);
    const posts = new Posts(this.games, pictures);
    this.outbox = new Outbox(this.games, pictures, deps.outbox);
    this.campaigns = new Campaigns(this.games);
    this.lobby = new Lobby(this.games, posts, this.campaigns, this.outbox);
    this.orders = new Orders(this.games, posts, this.campaigns, pictures, this.outbox);
    this.deadlines = new Deadlines(this.games, this.orders);
    this.views = new Views(this.games, posts, pictures);
    this.agreements = new Agreements(this.games);
    this.exports = new Exports(this.games, this.agreements);
    this.forks = new Forks(this.games, this.agreements, this.lobby);
  }

  /** Tells the deps' observer that a step has passed (the crash tests stop the process there). */
  observe(step: Step): void {
    this.games.deps.observe?.(step);
  }

  get store(): GameStore {
    return this.games.store;
  }

  modules(): AnyGameModule[] {
    return this.games.modules();
  }

  module(id: string): AnyGameModule | undefined {
    return this.games.module(id);
  }

  gameHere(ctx: CommandContext): Promise<GameRecord | null> {
    return this.games.here(ctx);
  }

  isGameMaster(game: GameRecord, ctx: CommandContext): boolean {
    return this.games.isGameMaster(game, ctx);
  }

  create(ctx: CommandContext, input: Parameters<Lobby['create']>[1]): Promise<Reply[]> {
    return this.lobby.create(ctx, input);
  }

  join(ctx: CommandContext, seat: string, game?: GameRecord | null): Promise<Reply[]> {
    return this.lobby.join(ctx, seat, game);
  }

  leave(ctx: CommandContext): Promise<Reply[]> {
    return this.lobby.leave(ctx);
  }

  start(ctx: CommandContext, game?: GameRecord | null): Promise<Reply[]> {
    return this.lobby.start(ctx, game);
  }

  order(ctx: CommandContext, verb: string, options: Record<string, string>, forced: number[] = [], gameId?: string): Promise<Outcome> {
    return this.orders.order(ctx, verb, options, forced, gameId);
  }

  orderLine(ctx: CommandContext, what: string, details: string, options: Record<string, string>, forced: number[] = [], gameId?: string): Promise<Outcome> {
    return this.orders.orderLine(ctx, what, details, options, forced, gameId);
  }

  suggestVerbs(ctx: CommandContext, typed: string, options: Record<string, string>, gameId?: string): Promise<Choice[]> {
    return this.orders.suggestVerbs(ctx, typed, options, gameId);
  }

  suggestLines(ctx: CommandContext, what: string, typed: string, options: Record<string, string>, gameId?: string): Promise<Choice[]> {
    return this.orders.suggestLines(ctx, what, typed, options, gameId);
  }

  ordersForm(ctx: CommandContext, options: Record<string, string>, gameId?: string): Promise<Reply[]> {
    return this.orders.form(ctx, options, gameId);
  }

  /** A game named by a button or form, if it is in the server it was used from. */
  gameById(ctx: CommandContext, gameId: string): Promise<Found> {
    return this.games.forOrder(ctx, undefined, gameId);
  }

  message(ctx: CommandContext, text: string, options: Record<string, string>, forced: number[] = [], gameId?: string): Promise<Outcome> {
    return this.orders.message(ctx, text, options, forced, gameId);
  }

  suggest(ctx: CommandContext, verb: string, options: Record<string, string>, focused: string, gameId?: string): Promise<Choice[]> {
    return this.orders.suggest(ctx, verb, options, focused, gameId);
  }

  fireDeadline(deadline: DeadlineRecord): Promise<Reply[]> {
    return this.deadlines.fireDeadline(deadline);
  }

  pause(ctx: CommandContext, resume: boolean): Promise<Reply[]> {
    return this.deadlines.pause(ctx, resume);
  }

  exportAsk(ctx: CommandContext): Promise<Reply[]> {
    return this.exports.ask(ctx);
  }

  exportAnswer(ctx: CommandContext, agree: boolean, gameId?: string): Promise<Reply[]> {
    return this.agreements.answer(ctx, this.exports, agree, gameId);
  }

  /** `/game fork phase:N`: after the end, at once; while the game runs, the game master asks every player. */
  fork(ctx: CommandContext, phase: number | undefined): Promise<Reply[]> {
    return this.forks.ask(ctx, phase);
  }

  forkAnswer(ctx: CommandContext, agree: boolean, gameId?: string): Promise<Reply[]> {
    return this.agreements.answer(ctx, this.forks, agree, gameId);
  }

  reminders(ctx: CommandContext, on: boolean): Promise<Reply[]> {
    return this.deadlines.reminders(ctx, on);
  }

  newCampaign(ctx: CommandContext, name: string, moduleId: string): Promise<Reply[]> {
    return this.campaigns.newCampaign(ctx, name, moduleId);
  }

  campaignStatus(ctx: CommandContext): Promise<Reply[]> {
    return this.campaigns.campaignStatus(ctx);
  }

  prompt(ctx: CommandContext): Promise<Reply[]> {
    return this.views.prompt(ctx);
  }

  status(ctx: CommandContext): Promise<Reply[]> {
    return this.views.status(ctx);
  }

  map(ctx: CommandContext, options: Parameters<Views['map']>[1]): Promise<Reply[]> {
    return this.views.map(ctx, options);
  }

  log(ctx: CommandContext, options: Parameters<Views['log']>[1]): Promise<Reply[]> {
    return this.views.log(ctx, options);
  }

  web(ctx: CommandContext, options: { mine?: boolean } = {}): Promise<Reply[]> {
    return this.views.web(ctx, options);
  }

  /** `/game export what:log`: the links to the log as JSON the caller may have. */
  exportLog(ctx: CommandContext): Promise<Reply[]> {
    return this.views.exportLog(ctx);
  }

  verify(ctx: CommandContext): Promise<Reply[]> {
    return this.views.verify(ctx);
  }

  stateJson(ctx: CommandContext): Promise<string> {
    return this.views.stateJson(ctx);
  }
}
