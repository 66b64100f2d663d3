/**
 * What comes into the app and what goes out, whatever the front end: Discord's interactions and
 * the local table's typed lines both arrive as an Invocation from a user in a channel, and leave
 * as Replies, each saying who sees it.
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
  /** The Discord interaction the command came by: an order's answer is owed to it, even after a restart. */
  interactionId?: string;
  transport: 'local' | 'discord';
  /** Opens a new channel (a thread on Discord) for a game; without it, the game lives where the command was typed. */
  openChannel?(name: string): Promise<{ id: string; name: string }>;
  /** Opens a new thread beside the one the command was typed in (in its channel), for a fork; without it, the fork lives in the same channel. */
  openBeside?(name: string): Promise<{ id: string; name: string }>;
}

/**
 * A command as typed: `/game join seat:orks`, `/order what:move details:Konrad K8`. A button, a
 * menu or a form answered on Discord becomes one too, naming the game it was attached to.
 */
export interface Invocation {
  name: string;
  subcommand?: string;
  options: Record<string, string>;
  /** The game a button, menu or form belongs to (it may be answered in a DM, or another thread). */
  gameId?: string;
}

/**
 * A file posted with a message: a map drawn by the game's own drawer (a PNG, whose `description`
 * is its alt text, what it shows), or another file a player asked for (an exported scenario).
 */
export interface Image {
  name: string;
  bytes: Uint8Array;
  description: string;
}

/** Buttons, a menu, or a form under a message; answering one is an interaction like a command. */
export type Controls =
  | { kind: 'buttons'; buttons: Array<{ id: string; label: string; style?: 'primary' | 'secondary' | 'success' | 'danger' }> }
  | { kind: 'menu'; id: string; placeholder: string; options: Array<{ label: string; value: string; description?: string }> };

/** A form with one long text field (a phase's orders, one a line). */
export interface Form {
  id: string;
  title: string;
  field: { id: string; label: string; placeholder: string; value?: string };
}

/**
 * What the outbox adds to a post it holds: `key`, the post's idempotency key (Discord's nonce),
 * and `sent`, which marks it sent once delivered (or found undeliverable) so no process sends it again.
 */
export interface Delivery {
  key?: string;
  sent?(): Promise<void>;
}

export type Reply = Delivery & (
  /** Only the user who typed the command sees it. */
  | {
      kind: 'ephemeral';
      text: string;
      image?: Image;
      controls?: Controls[];
      /** Answers with a form to fill in instead (Discord's modal); the local table prints `text` and reads the lines that follow. */
      form?: Form;
    }
  /** Everyone in a channel sees it (the game's, or the campaign's). */
  | {
      kind: 'channel';
      channelId: string;
      text: string;
      /** The users the text calls by mention on purpose; no other mention in it pings anyone (a name like @everyone). */
      mentions?: string[];
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
  | { kind: 'dm'; userId: string; userName: string; text: string; image?: Image; controls?: Controls[]; fallback?: { channelId: string; text: string; mentions?: string[] } }
);

export interface Choice {
  name: string;
  value: string;
}

export const ephemeral = (text: string, image?: Image, controls?: Controls[]): Reply => ({ kind: 'ephemeral', text, ...(image ? { image } : {}), ...(controls ? { controls } : {}) });
