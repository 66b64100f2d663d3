import type { GameService } from '../app/game-service.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import { campaign } from './campaign.ts';
import { dice } from './dice.ts';
import { game } from './game.ts';
import { orderCommands } from './orders.ts';
import { ephemeral, type Choice, type Command, type CommandContext, type Invocation, type Reply } from './types.ts';

/** Every command the bot answers, Discord and local table alike. */
export function allCommands(modules: AnyGameModule[]): Command[] {
  return [game, campaign, dice, ...orderCommands(modules)];
}

export class CommandRouter {
  private readonly commands: Map<string, Command>;

  constructor(
    private readonly service: GameService,
    commands: Command[],
    private readonly log: (message: string, error?: unknown) => void = (m, e) => console.error(m, e),
  ) {
    this.commands = new Map(commands.map((c) => [c.name, c]));
  }

  list(): Command[] {
    return [...this.commands.values()];
  }

  /** Runs a command; whatever goes wrong, the user gets one line and the process carries on. */
  async run(ctx: CommandContext, input: Invocation): Promise<Reply[]> {
    const command = this.commands.get(input.name);
    if (!command) {
      const names = [...this.commands.keys()].map((n) => `/${n}`).join(', ');
      return [ephemeral(`There is no /${input.name} command. Commands: ${names}.`)];
    }
    if (command.subcommands && !command.subcommands.some((s) => s.name === input.subcommand)) {
      return [ephemeral(`/${command.name} needs one of: ${command.subcommands.map((s) => s.name).join(', ')}.`)];
    }
    const specs = command.subcommands?.find((s) => s.name === input.subcommand)?.options ?? command.options ?? [];
    const unknown = Object.keys(input.options).filter((k) => !specs.some((s) => s.name === k) && !(ctx.transport === 'local' && k === 'seed'));
    if (unknown.length) return [ephemeral(`/${command.name}${input.subcommand ? ` ${input.subcommand}` : ''} has no option ${unknown[0]}. Options: ${specs.map((s) => s.name).join(', ') || 'none'}.`)];
    const missing = specs.filter((s) => s.required && !input.options[s.name]);
    if (missing.length) return [ephemeral(`/${command.name}${input.subcommand ? ` ${input.subcommand}` : ''} needs ${missing.map((s) => `${s.name}:`).join(' ')} (${missing.map((s) => s.description.toLowerCase()).join('; ')}).`)];
    try {
      return await command.run(ctx, input, this.service);
    } catch (error) {
      this.log(`command /${input.name} failed`, error);
      return [ephemeral('Something went wrong on our side; nothing was changed. Please try again.')];
    }
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
