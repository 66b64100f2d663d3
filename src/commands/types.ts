import type { GameService } from '../app/game-service.ts';

/**
 * Commands, independent of where they were typed: Discord slash commands and the local table
 * both arrive here as an Invocation from a user in a channel, and leave as Replies.
 */

export interface CommandContext {
  /** The Discord server; empty in a direct message. */
  serverId: string;
  serverName: string;
  channelId: string;
  channelName: string;
  /** A direct message between the bot and the user, outside any server. */
  inDm?: boolean;
  userId: string;
  userName: string;
  /** Server admins may run any game of their server as its game master. */
  isAdmin: boolean;
  /** The user's role ids in the server, for a game master role. */
  roles?: string[];
  transport: 'local' | 'discord';
  /** Opens a new channel (a thread on Discord) for a game; without it, the game lives where the command was typed. */
  openChannel?(name: string): Promise<{ id: string; name: string }>;
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

/** Buttons or a menu under a message; answering one is an interaction like a command. */
export type Controls =
  | { kind: 'buttons'; buttons: Array<{ id: string; label: string; style?: 'primary' | 'secondary' | 'success' | 'danger' }> }
  | { kind: 'menu'; id: string; placeholder: string; options: Array<{ label: string; value: string; description?: string }> };

export type Reply =
  /** Only the user who typed the command sees it. */
  | { kind: 'ephemeral'; text: string; image?: Image; controls?: Controls[] }
  /** Everyone in a channel sees it (the game's, or the campaign's). */
  | {
      kind: 'channel';
      channelId: string;
      text: string;
      image?: Image;
      controls?: Controls[];
      /** Pin the message once posted, and report its id (a campaign card). */
      pin?: boolean;
      /** Edit this message in place rather than post a new one. */
      replaces?: string;
      posted?(messageId: string): Promise<void>;
    }
  /**
   * A direct message to one user. If the user's DMs are closed, `fallback` is posted in the
   * game's channel instead: it says why, and never carries the secret.
   */
  | { kind: 'dm'; userId: string; userName: string; text: string; image?: Image; controls?: Controls[]; fallback?: { channelId: string; text: string } };

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
  /** Also usable in a DM with the bot (orders); others only in a server. */
  dm?: boolean;
  run(ctx: CommandContext, input: Invocation, service: GameService): Promise<Reply[]>;
  autocomplete?(ctx: CommandContext, input: Invocation, focused: string, service: GameService): Promise<Choice[]>;
}

export const ephemeral = (text: string, image?: Image, controls?: Controls[]): Reply => ({ kind: 'ephemeral', text, ...(image ? { image } : {}), ...(controls ? { controls } : {}) });
