/**
 * The world the fake holds: users, guilds, roles, members, channels, messages and registered
 * commands. Every change that Discord would announce on the gateway is emitted as a Dispatch;
 * the gateway decides which sessions get it.
 */
import {
  ChannelType,
  GatewayDispatchEvents,
  GatewayIntentBits,
  MessageFlags,
  MessageType,
  PermissionFlagsBits,
  type APIApplicationCommand,
  type APIEmbed,
} from 'discord-api-types/v10';
import { Snowflakes } from './ids.ts';
import type {
  FakeAttachment,
  FakeChannel,
  FakeGuild,
  FakeMember,
  FakeMessage,
  FakeRole,
  FakeUser,
  Pings,
} from './types.ts';

export const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce((a, b) => a | b, 0n);

/** What @everyone may do in a new guild (Discord's defaults, near enough). */
export const EVERYONE_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.CreatePrivateThreads |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.MentionEveryone |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseApplicationCommands |
  PermissionFlagsBits.ChangeNickname |
  PermissionFlagsBits.CreateInstantInvite |
  PermissionFlagsBits.Connect |
  PermissionFlagsBits.Speak;

/** The bot's managed role: what a typical invite link grants a game bot. */
export const BOT_PERMISSIONS =
  EVERYONE_PERMISSIONS |
  PermissionFlagsBits.ManageMessages |
  PermissionFlagsBits.ManageThreads |
  PermissionFlagsBits.PinMessages;

/** What an app may do in a DM: Discord sends these as app_permissions there. */
export const DM_PERMISSIONS =
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.MentionEveryone |
  PermissionFlagsBits.UseExternalEmojis;

export interface Dispatch {
  t: GatewayDispatchEvents;
  d: unknown;
  /** The guild it concerns; null for DMs (shard 0). */
  guildId: string | null;
  /** The intent a session needs to receive it; null: always sent. */
  intent: number | null;
  /** For MESSAGE_CREATE/UPDATE: the message, so content can be withheld without MESSAGE_CONTENT. */
  message?: FakeMessage;
}

export interface NewMessage {
  channel: FakeChannel;
  author: FakeUser;
  content?: string;
  embeds?: APIEmbed[];
  components?: unknown[];
  attachments?: FakeAttachment[];
  flags?: number;
  type?: number;
  interaction?: FakeMessage['interaction'];
  webhookId?: string | null;
  reference?: FakeMessage['reference'];
  nonce?: string | number | null;
  /** For ephemeral messages: the one user who sees it. */
  visibleTo?: string | null;
  /** The message's `allowed_mentions`, as sent; absent, every mention in it notifies. */
  allowedMentions?: AllowedMentionsInput | null;
}

export interface AllowedMentionsInput {
  parse?: string[];
  users?: string[];
  roles?: string[];
}

/** Who a message's content notifies, by Discord's reading of `allowed_mentions`. */
export function pingsOf(content: string, allowed: AllowedMentionsInput | null | undefined): Pings {
  const users = [...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!);
  const roles = [...content.matchAll(/<@&(\d+)>/g)].map((m) => m[1]!);
  const everyone = /@(everyone|here)\b/.test(content);
  if (!allowed) return { everyone, users: [...new Set(users)], roles: [...new Set(roles)] };
  const parse = allowed.parse ?? [];
  return {
    everyone: everyone && parse.includes('everyone'),
    users: [...new Set(users.filter((u) => parse.includes('users') || (allowed.users ?? []).includes(u)))],
    roles: [...new Set(roles.filter((r) => parse.includes('roles') || (allowed.roles ?? []).includes(r)))],
  };
}

export interface MessagePatch {
  content?: string;
  embeds?: APIEmbed[];
  components?: unknown[];
  attachments?: FakeAttachment[];
  flags?: number;
}

/** Serializers the state needs for its dispatches; supplied by serialize.ts to avoid a cycle. */
export interface Serializers {
  guildCreate(guild: FakeGuild, intents: number): unknown;
  channel(channel: FakeChannel): unknown;
  message(message: FakeMessage, gateway: boolean): Record<string, unknown>;
  member(member: FakeMember): unknown;
  role(role: FakeRole): unknown;
}

export class State {
  readonly ids = new Snowflakes();
  readonly users = new Map<string, FakeUser>();
  readonly guilds = new Map<string, FakeGuild>();
  readonly channels = new Map<string, FakeChannel>();
  readonly messages = new Map<string, FakeMessage>();
  /** Message ids per channel, oldest first. */
  readonly channelMessages = new Map<string, string[]>();
  readonly dmByUser = new Map<string, string>();
  globalCommands: APIApplicationCommand[] = [];
  readonly guildCommands = new Map<string, APIApplicationCommand[]>();
  readonly bot: FakeUser;
  serialize!: Serializers;
  readonly #listeners: Array<(d: Dispatch) => void> = [];

  constructor(
    readonly applicationId: string,
    botName: string,
    readonly attachmentBase: () => string,
  ) {
    this.bot = { id: applicationId, username: botName, globalName: null, bot: true, dmsClosed: false };
    this.users.set(this.bot.id, this.bot);
  }

  onDispatch(listener: (d: Dispatch) => void): void {
    this.#listeners.push(listener);
  }

  emit(d: Dispatch): void {
    for (const l of this.#listeners) l(d);
  }

  // ---- users, guilds, members, roles

  addUser(username: string, opts: { globalName?: string; dmsClosed?: boolean; bot?: boolean } = {}): FakeUser {
    const user: FakeUser = {
      id: this.ids.next(),
      username,
      globalName: opts.globalName ?? null,
      bot: opts.bot ?? false,
      dmsClosed: opts.dmsClosed ?? false,
    };
    this.users.set(user.id, user);
    return user;
  }

  addGuild(name: string, owner: FakeUser, channelNames: string[]): FakeGuild {
    const id = this.ids.next();
    const now = new Date().toISOString();
    const guild: FakeGuild = { id, name, ownerId: owner.id, roles: [], members: [], channels: [], joinedAt: now };
    guild.roles.push({ id, name: '@everyone', permissions: EVERYONE_PERMISSIONS, position: 0, managed: false });
    const botRole: FakeRole = {
      id: this.ids.next(),
      name: this.bot.username,
      permissions: BOT_PERMISSIONS,
      position: 1,
      managed: true,
    };
    guild.roles.push(botRole);
    guild.members.push({ user: owner, roles: [], joinedAt: now, nick: null });
    if (owner.id !== this.bot.id) guild.members.push({ user: this.bot, roles: [botRole.id], joinedAt: now, nick: null });
    this.guilds.set(id, guild);
    for (const channelName of channelNames) this.#makeTextChannel(guild, channelName);
    this.emit({ t: GatewayDispatchEvents.GuildCreate, d: undefined, guildId: id, intent: GatewayIntentBits.Guilds });
    return guild;
  }

  ensureRole(guild: FakeGuild, name: string, permissions = 0n): FakeRole {
    const existing = guild.roles.find((r) => r.name === name);
    if (existing) return existing;
    const role: FakeRole = { id: this.ids.next(), name, permissions, position: guild.roles.length, managed: false };
    guild.roles.push(role);
    this.emit({
      t: GatewayDispatchEvents.GuildRoleCreate,
      d: { guild_id: guild.id, role: this.serialize.role(role) },
      guildId: guild.id,
      intent: GatewayIntentBits.Guilds,
    });
    return role;
  }

  addMember(guild: FakeGuild, user: FakeUser, opts: { admin?: boolean; roles?: string[] } = {}): FakeMember {
    const roleIds = (opts.roles ?? []).map((name) => this.ensureRole(guild, name).id);
    if (opts.admin) roleIds.push(this.ensureRole(guild, 'Admin', PermissionFlagsBits.Administrator).id);
    let member = guild.members.find((m) => m.user.id === user.id);
    if (member) {
      const added = roleIds.filter((r) => !member!.roles.includes(r));
      if (added.length > 0) {
        member.roles.push(...new Set(added));
        this.emit({
          t: GatewayDispatchEvents.GuildMemberUpdate,
          d: { guild_id: guild.id, ...(this.serialize.member(member) as object) },
          guildId: guild.id,
          intent: GatewayIntentBits.GuildMembers,
        });
      }
      return member;
    }
    member = { user, roles: [...new Set(roleIds)], joinedAt: new Date().toISOString(), nick: null };
    guild.members.push(member);
    this.emit({
      t: GatewayDispatchEvents.GuildMemberAdd,
      d: { guild_id: guild.id, ...(this.serialize.member(member) as object) },
      guildId: guild.id,
      intent: GatewayIntentBits.GuildMembers,
    });
    return member;
  }

  member(guild: FakeGuild, userId: string): FakeMember | undefined {
    return guild.members.find((m) => m.user.id === userId);
  }

  /** Guild-level permissions: the owner and ADMINISTRATOR get everything. */
  permissions(guild: FakeGuild, member: FakeMember): bigint {
    if (guild.ownerId === member.user.id) return ALL_PERMISSIONS;
    let p = guild.roles[0]?.permissions ?? 0n;
    for (const role of guild.roles) if (member.roles.includes(role.id)) p |= role.permissions;
    return p & PermissionFlagsBits.Administrator ? ALL_PERMISSIONS : p;
  }

  // ---- channels

  #makeTextChannel(guild: FakeGuild, name: string): FakeChannel {
    const channel: FakeChannel = {
      id: this.ids.next(),
      type: ChannelType.GuildText,
      name,
      guildId: guild.id,
      parentId: null,
      recipientId: null,
      ownerId: null,
      autoArchiveDuration: null,
      archived: false,
      position: guild.channels.filter((c) => c.type === ChannelType.GuildText).length,
      createdAt: new Date().toISOString(),
      lastMessageId: null,
      lastPinTimestamp: null,
      messageCount: 0,
      deleted: false,
    };
    guild.channels.push(channel);
    this.channels.set(channel.id, channel);
    return channel;
  }

  addTextChannel(guild: FakeGuild, name: string): FakeChannel {
    const channel = this.#makeTextChannel(guild, name);
    this.emit({
      t: GatewayDispatchEvents.ChannelCreate,
      d: this.serialize.channel(channel),
      guildId: guild.id,
      intent: GatewayIntentBits.Guilds,
    });
    return channel;
  }

  createThread(
    parent: FakeChannel,
    opts: { name: string; type: ChannelType.PublicThread | ChannelType.PrivateThread; autoArchiveDuration: number; owner: FakeUser; id?: string },
  ): FakeChannel {
    const guild = this.guildOf(parent)!;
    const thread: FakeChannel = {
      id: opts.id ?? this.ids.next(),
      type: opts.type,
      name: opts.name,
      guildId: guild.id,
      parentId: parent.id,
      recipientId: null,
      ownerId: opts.owner.id,
      autoArchiveDuration: opts.autoArchiveDuration,
      archived: false,
      position: 0,
      createdAt: new Date().toISOString(),
      lastMessageId: null,
      lastPinTimestamp: null,
      messageCount: 0,
      deleted: false,
    };
    guild.channels.push(thread);
    this.channels.set(thread.id, thread);
    this.emit({
      t: GatewayDispatchEvents.ThreadCreate,
      d: { ...(this.serialize.channel(thread) as object), newly_created: true },
      guildId: guild.id,
      intent: GatewayIntentBits.Guilds,
    });
    return thread;
  }

  /** The user's DM channel with the bot: made once, then reused. Discord sends no event for it. */
  openDm(user: FakeUser): FakeChannel {
    const existing = this.dmByUser.get(user.id);
    if (existing) return this.channels.get(existing)!;
    const channel: FakeChannel = {
      id: this.ids.next(),
      type: ChannelType.DM,
      name: null,
      guildId: null,
      parentId: null,
      recipientId: user.id,
      ownerId: null,
      autoArchiveDuration: null,
      archived: false,
      position: 0,
      createdAt: new Date().toISOString(),
      lastMessageId: null,
      lastPinTimestamp: null,
      messageCount: 0,
      deleted: false,
    };
    this.channels.set(channel.id, channel);
    this.dmByUser.set(user.id, channel.id);
    return channel;
  }

  deleteChannel(channel: FakeChannel): void {
    if (channel.type === ChannelType.DM) return; // closing a DM only hides it on Discord's side
    channel.deleted = true;
    const guild = this.guildOf(channel)!;
    const i = guild.channels.indexOf(channel);
    if (i >= 0) guild.channels.splice(i, 1);
    const thread = channel.type !== ChannelType.GuildText;
    this.emit({
      t: thread ? GatewayDispatchEvents.ThreadDelete : GatewayDispatchEvents.ChannelDelete,
      d: thread
        ? { id: channel.id, guild_id: guild.id, parent_id: channel.parentId, type: channel.type }
        : this.serialize.channel(channel),
      guildId: guild.id,
      intent: GatewayIntentBits.Guilds,
    });
  }

  guildOf(channel: FakeChannel): FakeGuild | undefined {
    return channel.guildId ? this.guilds.get(channel.guildId) : undefined;
  }

  liveChannel(id: string): FakeChannel | undefined {
    const c = this.channels.get(id);
    return c && !c.deleted ? c : undefined;
  }

  // ---- messages

  messageIntent(channel: FakeChannel): number {
    return channel.guildId ? GatewayIntentBits.GuildMessages : GatewayIntentBits.DirectMessages;
  }

  createMessage(input: NewMessage): FakeMessage {
    const flags = input.flags ?? 0;
    const ephemeral = (flags & MessageFlags.Ephemeral) !== 0;
    const msg: FakeMessage = {
      id: this.ids.next(),
      channelId: input.channel.id,
      guildId: input.channel.guildId,
      type: input.type ?? MessageType.Default,
      author: input.author,
      content: input.content ?? '',
      embeds: input.embeds ?? [],
      components: input.components ?? [],
      attachments: input.attachments ?? [],
      flags,
      ephemeral,
      visibleTo: ephemeral ? (input.visibleTo ?? null) : null,
      pinned: false,
      pinnedAt: null,
      timestamp: new Date().toISOString(),
      editedTimestamp: null,
      deleted: false,
      interaction: input.interaction ?? null,
      webhookId: input.webhookId ?? null,
      reference: input.reference ?? null,
      threadId: null,
      nonce: input.nonce ?? null,
      pings: pingsOf(input.content ?? '', input.allowedMentions),
    };
    this.messages.set(msg.id, msg);
    let list = this.channelMessages.get(msg.channelId);
    if (!list) this.channelMessages.set(msg.channelId, (list = []));
    list.push(msg.id);
    if (!ephemeral) {
      input.channel.lastMessageId = msg.id;
      input.channel.messageCount++;
      this.emit({
        t: GatewayDispatchEvents.MessageCreate,
        d: undefined,
        guildId: input.channel.guildId,
        intent: this.messageIntent(input.channel),
        message: msg,
      });
    }
    return msg;
  }

  editMessage(msg: FakeMessage, patch: MessagePatch, opts: { edited?: boolean } = {}): void {
    if (patch.content !== undefined) msg.content = patch.content;
    if (patch.embeds !== undefined) msg.embeds = patch.embeds;
    if (patch.components !== undefined) msg.components = patch.components;
    if (patch.attachments !== undefined) msg.attachments = patch.attachments;
    if (patch.flags !== undefined) msg.flags = patch.flags;
    if (opts.edited !== false) msg.editedTimestamp = new Date().toISOString();
    this.#announceUpdate(msg);
  }

  #announceUpdate(msg: FakeMessage): void {
    if (msg.ephemeral) return;
    const channel = this.channels.get(msg.channelId)!;
    this.emit({
      t: GatewayDispatchEvents.MessageUpdate,
      d: undefined,
      guildId: msg.guildId,
      intent: this.messageIntent(channel),
      message: msg,
    });
  }

  deleteMessage(msg: FakeMessage): void {
    msg.deleted = true;
    if (msg.pinned) {
      msg.pinned = false;
      msg.pinnedAt = null;
    }
    if (msg.ephemeral) return;
    const channel = this.channels.get(msg.channelId)!;
    this.emit({
      t: GatewayDispatchEvents.MessageDelete,
      d: { id: msg.id, channel_id: msg.channelId, ...(msg.guildId ? { guild_id: msg.guildId } : {}) },
      guildId: msg.guildId,
      intent: this.messageIntent(channel),
    });
  }

  channelMessageList(channelId: string): FakeMessage[] {
    return (this.channelMessages.get(channelId) ?? []).map((id) => this.messages.get(id)!);
  }

  pins(channelId: string): FakeMessage[] {
    return this.channelMessageList(channelId)
      .filter((m) => m.pinned && !m.deleted)
      .sort((a, b) => (a.pinnedAt! < b.pinnedAt! ? -1 : a.pinnedAt! > b.pinnedAt! ? 1 : 0));
  }

  /** Pins a message; like Discord, posts a "pinned a message" notice (type 6) by whoever pinned. */
  pin(msg: FakeMessage, by: FakeUser): void {
    if (msg.pinned) return;
    const channel = this.channels.get(msg.channelId)!;
    msg.pinned = true;
    msg.pinnedAt = new Date().toISOString();
    channel.lastPinTimestamp = msg.pinnedAt;
    this.#announcePins(channel);
    this.createMessage({
      channel,
      author: by,
      type: MessageType.ChannelPinnedMessage,
      reference: { messageId: msg.id, channelId: channel.id, guildId: channel.guildId },
    });
  }

  unpin(msg: FakeMessage): void {
    if (!msg.pinned) return;
    msg.pinned = false;
    msg.pinnedAt = null;
    const channel = this.channels.get(msg.channelId)!;
    channel.lastPinTimestamp = this.pins(channel.id).at(-1)?.pinnedAt ?? null;
    this.#announcePins(channel);
  }

  #announcePins(channel: FakeChannel): void {
    this.emit({
      t: GatewayDispatchEvents.ChannelPinsUpdate,
      d: {
        ...(channel.guildId ? { guild_id: channel.guildId } : {}),
        channel_id: channel.id,
        last_pin_timestamp: channel.lastPinTimestamp,
      },
      guildId: channel.guildId,
      intent: channel.guildId ? GatewayIntentBits.Guilds : GatewayIntentBits.DirectMessages,
    });
  }

  /** Marks a message as having started a thread (flag 32), announced as MESSAGE_UPDATE. */
  linkThread(msg: FakeMessage, thread: FakeChannel): void {
    msg.threadId = thread.id;
    msg.flags |= MessageFlags.HasThread;
    this.#announceUpdate(msg);
  }

  // ---- commands

  commandsFor(guildId: string | null): APIApplicationCommand[] {
    if (guildId === null) return this.globalCommands;
    return this.guildCommands.get(guildId) ?? [];
  }

  /** The command a user would pick by name in this place: the guild's own first, then global. */
  findCommand(name: string, guildId: string | null): APIApplicationCommand | undefined {
    const chatInput = (c: APIApplicationCommand) => c.name === name && (c.type ?? 1) === 1;
    return (guildId ? this.commandsFor(guildId).find(chatInput) : undefined) ?? this.globalCommands.find(chatInput);
  }
}
