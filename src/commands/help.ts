import type { GameService } from '../app/game-service.ts';
import { gameTitle } from '../app/names.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import type { GameRecord } from '../store/games.ts';
import { ephemeral, type Command, type CommandContext } from './types.ts';

/**
 * `/help`: in a game's channel (or thread), that game's commands and orders and where its rules
 * are written; anywhere else, how to start a game. Only the asker sees it.
 */
export const help = {
  name: 'help',
  description: "This channel's game: its commands and its rules; elsewhere, how to start a game",
  options: [],
  dm: true,
  async run(ctx, _input, service) {
    const game = ctx.inDm ? null : await service.gameHere(ctx);
    const module = game ? service.module(game.moduleId) : undefined;
    return [ephemeral(game && module ? gameHelp(ctx, game, module) : startHelp(ctx, service))];
  },
} satisfies Command;

/** Where a game's rules and orders are explained, as the README links them. */
export function docsOf(module: AnyGameModule): string {
  return `docs/${module.id}.md`;
}

function gameHelp(ctx: CommandContext, game: GameRecord, module: AnyGameModule): string {
  const local = ctx.transport === 'local';
  const seats = module.seats(game.scenarioId).map((s) => s.label).join(', ');
  const orders = module.verbs.filter((v) => !v.query).map((v) => v.name);
  const questions = module.verbs.filter((v) => v.query).map((v) => v.name);
  const lines = [`**${gameTitle(module, game.scenarioId)}** is played here (${game.status === 'open' ? 'open for players' : game.status}).`];
  if (game.status === 'open') lines.push(`• /game join seat:<${seats}> takes a seat, /game leave gives it up, /game start begins once the seats are taken.`);
  lines.push(
    '• /game status: whose move it is · /game prompt: what waits for you, your own map · /game map [phase:N] · /game log [turn:N] · /game web [view:mine]: the web page, or your own view',
    local
      ? `• Orders are typed by their verb: /${orders[0] ?? 'move'} …, each with its options; /orders then one order a line, then /end; /done ends your phase.`
      : '• /order what: details: gives an order (what: lists those you can give now, details: their forms) · /orders: a whole phase at once · /done: ends your phase',
    `• This game's orders: ${orders.join(', ')}.${questions.length ? ` Questions (nothing is played): ${questions.join(', ')}.` : ''}`,
    '• /game pause · /game resume · /game reminders set:on|off · /dice verify once it is over · /game fork phase:N: a new game from a past phase (while it runs: the GM asks, every player agrees)',
    `The rules and every order, explained: ${docsOf(module)}`,
  );
  return lines.join('\n');
}

function startHelp(ctx: CommandContext, service: GameService): string {
  const games = service.modules().map((m) => `${m.title} (game:${m.id}, ${m.scenarios.length} ${m.scenarios.length === 1 ? 'scenario' : 'scenarios'}; ${docsOf(m)})`);
  return [
    ctx.inDm ? 'Games are played in a server channel; there:' : 'No game is played in this channel. To start one:',
    `1. /game new game:<game> scenario:<scenario> opens it${ctx.transport === 'local' ? ' here' : ' in a thread of its own'}; the scenario: option lists the game's scenarios.`,
    '2. Each player takes a seat with /game join seat:<side> (or the buttons), then /game start.',
    `Games: ${games.join('; ')}.`,
    '/campaign new name: game: makes a channel a campaign, whose games follow on from each other. How a game runs by post: docs/discord.md',
  ].join('\n');
}
