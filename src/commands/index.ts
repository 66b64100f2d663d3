import type { GameService } from '../app/game-service.ts';
import { decodeOptions } from '../app/formatting.ts';
import { campaign } from './campaign.ts';
import { dice } from './dice.ts';
import { game } from './game.ts';
import { done, order, orders } from './game-orders.ts';
import { help } from './help.ts';
import { ephemeral, type Choice, type Command, type CommandContext, type Invocation, type Reply } from './types.ts';

/**
 * Every command the bot answers, Discord and local table alike. The same set serves every game:
 * a game's own orders are reached through /order (and typed by their bare verb on the local table).
 */
export function allCommands(): Command[] {
  return [game, campaign, dice, order, orders, done, help];
}

/**
 * Runs commands, and the buttons, menus and forms that stand for them: each becomes an
 * Invocation and takes the same path. On the local table (and in order lines) an order may be
 * typed by its bare verb, `/move unit:Konrad to:K8`: it goes to the game of the channel.
 */
export class CommandRouter {
  private readonly commands: Map<string, Command>;
  private readonly verbs: Map<string, Set<string>>;

  constructor(
    private readonly service: GameService,
    commands: Command[],
    private readonly log: (message: string, error?: unknown) => void = (m, e) => console.error(m, e),
  ) {
    this.commands = new Map(commands.map((c) => [c.name, c]));
    // Every option any game's verb of that name takes, for refusing a mistyped one.
    this.verbs = new Map();
    for (const module of service.modules()) {
      for (const verb of module.verbs) {
        const known = this.verbs.get(verb.name) ?? new Set<string>();
        for (const o of verb.options) known.add(o.name);
        this.verbs.set(verb.name, known);
      }
    }
  }

  list(): Command[] {
    return [...this.commands.values()];
  }

  /** Runs a command; whatever goes wrong, the user gets one line and the process carries on. */
  async run(ctx: CommandContext, input: Invocation, forced?: number[]): Promise<Reply[]> {
    try {
      const command = this.commands.get(input.name);
      if (!command) return await this.bareVerb(ctx, input, forced);
      const where = `/${command.name}${input.subcommand ? ` ${input.subcommand}` : ''}`;
      const subcommands = command.subcommands;
      if (subcommands && !subcommands.some((s) => s.name === input.subcommand)) {
        return [ephemeral(`${where} needs one of: ${subcommands.map((s) => s.name).join(', ')}.`)];
      }
      const specs = subcommands?.find((s) => s.name === input.subcommand)?.options ?? command.options ?? [];
      const unknown = Object.keys(input.options).filter((k) => !specs.some((s) => s.name === k) && !(ctx.transport === 'local' && k === 'seed'));
      if (unknown.length) return [ephemeral(`${where} has no option ${unknown[0]}. Options: ${specs.map((s) => s.name).join(', ') || 'none'}.`)];
      const missing = specs.filter((s) => s.required && !input.options[s.name]);
      if (missing.length) return [ephemeral(`${where} needs ${missing.map((s) => `${s.name}:`).join(' ')} (${missing.map((s) => s.description.toLowerCase()).join('; ')}).`)];
      return await command.run(ctx, input, this.service);
    } catch (error) {
      this.log(`command /${input.name} failed`, error);
      return [ephemeral('Something went wrong on our side; nothing was changed. Please try again.')];
    }
  }

  /** `/move unit:Konrad to:K8` typed at the local table: the order of the channel's game. */
  private async bareVerb(ctx: CommandContext, input: Invocation, forced?: number[]): Promise<Reply[]> {
    const options = this.verbs.get(input.name);
    if (!options) {
      const names = [...this.commands.keys()].map((n) => `/${n}`).join(', ');
      return [ephemeral(`There is no /${input.name} command, nor an order of that name in any game. Commands: ${names}.`)];
    }
    const unknown = Object.keys(input.options).find((k) => !options.has(k) && k !== 'as' && k !== 'game');
    if (unknown) return [ephemeral(`/${input.name} has no option ${unknown}. Options: ${[...options, 'as', 'game'].join(', ')}.`)];
    return (await this.service.order(ctx, input.name, input.options, forced, input.gameId)).replies;
  }

  /**
   * A button, a menu choice or a submitted form, by its id: `join|<game>|<seat>`, `start|<game>`,
   * `export|<game>|yes|no` and `fork|<game>|yes|no` (a player's answer to saving the position as a
   * scenario, to forking the game),
   * `order|<game>|<verb>` (the options packed in the chosen value), `orders|<game>[|<seat>]` (the
   * form's button, or the form itself with its lines).
   */
  async control(ctx: CommandContext, id: string, values: string[], fields: Record<string, string> = {}): Promise<Reply[]> {
    const input = this.invocationOf(id, values, fields);
    return typeof input === 'string' ? [ephemeral(input)] : this.run(ctx, input);
  }

  /** The command a button, menu choice or form stands for, or why it stands for none. */
  invocationOf(id: string, values: string[], fields: Record<string, string> = {}): Invocation | string {
    const [action, gameId, arg] = id.split('|');
    if (!gameId) return 'That button is not known.';
    switch (action) {
      case 'join':
        return { name: 'game', subcommand: 'join', options: { seat: arg ?? '' }, gameId };
      case 'start':
        return { name: 'game', subcommand: 'start', options: {}, gameId };
      case 'export':
        return { name: 'game', subcommand: 'export', options: { what: 'scenario', answer: arg === 'yes' ? 'yes' : 'no' }, gameId };
      case 'fork':
        return { name: 'game', subcommand: 'fork', options: { answer: arg === 'yes' ? 'yes' : 'no' }, gameId };
      case 'order': {
        const options = decodeOptions(values[0] ?? '');
        if (!options || !arg) return 'That choice could not be read; use the command instead.';
        return { name: arg, options, gameId };
      }
      case 'orders':
        return { name: 'orders', options: { ...(fields.lines !== undefined ? { lines: fields.lines } : {}), ...(arg ? { as: arg } : {}) }, gameId };
      default:
        return 'That button is not known.';
    }
  }

  /** Whether a command may answer with a form (its own definition says), which must be the first answer. */
  mayAnswerWithForm(input: Invocation | string): boolean {
    if (typeof input === 'string') return false;
    return this.commands.get(input.name)?.mayAnswerWithForm?.(input) ?? false;
  }

  async autocomplete(ctx: CommandContext, input: Invocation, focused: string): Promise<Choice[]> {
    const command = this.commands.get(input.name);
    if (!command?.autocomplete) return [];
    try {
      return (await command.autocomplete(ctx, input, focused, this.service)).slice(0, 25);
    } catch (error) {
      this.log(`autocomplete /${input.name} failed`, error);
      return [];
    }
  }
}
