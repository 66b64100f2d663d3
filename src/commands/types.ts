import type { GameService } from '../app/game-service.ts';

/**
 * Commands, independent of where they were typed: Discord slash commands and the local table
 * both arrive here as an Invocation from a user in a channel, and leave as Replies.
 */

export interface CommandContext {
  serverId: string;
  serverName: string;
  channelId: string;
  channelName: string;
  userId: string;
  userName: string;
  /** Server admins and the game's creator may run a game on behalf of others. */
  isAdmin: boolean;
  transport: 'local' | 'discord';
}

export interface Invocation {
  name: string;
  subcommand?: string;
  options: Record<string, string>;
}

export interface Image {
  name: string;
  png: Uint8Array;
  description: string;
}

export type Reply =
  /** Only the user who typed the command sees it. */
  | { kind: 'ephemeral'; text: string; image?: Image }
  /** Everyone in the game's channel sees it. */
  | { kind: 'channel'; text: string; image?: Image }
  /** A direct message to one user. */
  | { kind: 'dm'; userId: string; userName: string; text: string; image?: Image };

export interface OptionSpec {
  name: string;
  description: string;
  type: 'string' | 'integer';
  required: boolean;
  autocomplete?: boolean;
  choices?: Array<{ name: string; value: string }>;
}

export interface SubcommandSpec {
  name: string;
  description: string;
  options: OptionSpec[];
}

export interface Choice {
  name: string;
  value: string;
}

export interface Command {
  name: string;
  description: string;
  /** Either options of the command itself, or subcommands each with their own. */
  options?: OptionSpec[];
  subcommands?: SubcommandSpec[];
  /** Only on the local table (`!dice`, `!state`). */
  localOnly?: boolean;
  run(ctx: CommandContext, input: Invocation, service: GameService): Promise<Reply[]>;
  autocomplete?(ctx: CommandContext, input: Invocation, focused: string, service: GameService): Promise<Choice[]>;
}

export const ephemeral = (text: string, image?: Image): Reply => (image ? { kind: 'ephemeral', text, image } : { kind: 'ephemeral', text });
