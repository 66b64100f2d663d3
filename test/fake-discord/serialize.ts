/**
 * The model as Discord's JSON: the shapes discord.js reads (users, roles, members, channels,
 * guilds for GUILD_CREATE, messages).
 */
import {
  ChannelType,
  GatewayIntentBits,
  MessageFlags,
  ThreadAutoArchiveDuration,
  type APIAttachment,
  type APIGuildMember,
  type APIRole,
  type APIUser,
  type GuildMemberFlags,
  type RoleFlags,
  type UserFlags,
} from 'discord-api-types/v10';
import type { State, Serializers } from './state.ts';
import type { FakeAttachment, FakeChannel, FakeGuild, FakeMember, FakeMessage, FakeRole, FakeUser } from './types.ts';

export function apiUser(u: FakeUser): APIUser {
  return {
    id: u.id,
    username: u.username,
    discriminator: '0',
    global_name: u.globalName,
    avatar: null,
    ...(u.bot ? { bot: true } : {}),
    public_flags: 0 as UserFlags,
    flags: 0 as UserFlags,
    banner: null,
    accent_color: null,
    avatar_decoration_data: null,
  };
}

export function apiRole(r: FakeRole, botId: string): APIRole {
  return {
    id: r.id,
    name: r.name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: r.position,
    permissions: r.permissions.toString(),
    managed: r.managed,
    mentionable: false,
    flags: 0 as RoleFlags,
    ...(r.managed ? { tags: { bot_id: botId } } : {}),
  };
}

export function apiMember(m: FakeMember, withUser = true): APIGuildMember {
  return {
    ...(withUser ? { user: apiUser(m.user) } : {}),
    nick: m.nick,
    avatar: null,
    banner: null,
    roles: [...m.roles],
    joined_at: m.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  } as APIGuildMember;
}

export function apiChannel(state: State, c: FakeChannel): Record<string, unknown> {
  if (c.type === ChannelType.DM) {
    const recipient = state.users.get(c.recipientId!)!;
    return { id: c.id, type: c.type, last_message_id: c.lastMessageId, flags: 0, recipients: [apiUser(recipient)] };
  }
  const base = {
    id: c.id,
    type: c.type,
    guild_id: c.guildId,
    name: c.name,
    last_message_id: c.lastMessageId,
    rate_limit_per_user: 0,
    flags: 0,
    ...(c.lastPinTimestamp ? { last_pin_timestamp: c.lastPinTimestamp } : {}),
  };
  if (c.type === ChannelType.GuildText) {
    return {
      ...base,
      position: c.position,
      permission_overwrites: [],
      parent_id: null,
      topic: null,
      nsfw: false,
      default_auto_archive_duration: ThreadAutoArchiveDuration.OneDay,
      default_thread_rate_limit_per_user: 0,
    };
  }
  return {
    ...base,
    parent_id: c.parentId,
    owner_id: c.ownerId,
    message_count: c.messageCount,
    total_message_sent: c.messageCount,
    member_count: 1,
    thread_metadata: {
      archived: c.archived,
      auto_archive_duration: c.autoArchiveDuration,
      archive_timestamp: c.createdAt,
      locked: false,
      create_timestamp: c.createdAt,
      ...(c.type === ChannelType.PrivateThread ? { invitable: true } : {}),
    },
    applied_tags: [],
  };
}

/** GUILD_CREATE: everything discord.js needs to fill guilds, channels, threads, roles and members. */
export function apiGuildCreate(state: State, g: FakeGuild, intents: number): Record<string, unknown> {
  const allMembers = (intents & GatewayIntentBits.GuildMembers) !== 0;
  // Without GUILD_MEMBERS Discord sends only the bot's own member.
  const members = g.members.filter((m) => allMembers || m.user.id === state.bot.id);
  const live = g.channels.filter((c) => !c.deleted);
  return {
    id: g.id,
    name: g.name,
    icon: null,
    icon_hash: null,
    splash: null,
    discovery_splash: null,
    owner_id: g.ownerId,
    region: 'deprecated',
    afk_channel_id: null,
    afk_timeout: 300,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: g.roles.map((r) => apiRole(r, state.bot.id)),
    emojis: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    max_presences: null,
    max_members: 500_000,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: 'en-US',
    public_updates_channel_id: null,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    nsfw_level: 0,
    nsfw: false,
    stickers: [],
    premium_progress_bar_enabled: false,
    safety_alerts_channel_id: null,
    incidents_data: null,
    lazy: true,
    // GUILD_CREATE extras
    joined_at: g.joinedAt,
    large: false,
    unavailable: false,
    member_count: g.members.length,
    voice_states: [],
    members: members.map((m) => apiMember(m)),
    channels: live.filter((c) => c.type === ChannelType.GuildText).map((c) => apiChannel(state, c)),
    threads: live.filter((c) => c.type !== ChannelType.GuildText && !c.archived).map((c) => apiChannel(state, c)),
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
    embedded_activities: [],
    activity_instances: [],
  };
}

export function apiAttachment(a: FakeAttachment): APIAttachment {
  return {
    id: a.id,
    filename: a.name,
    size: a.size,
    url: a.url,
    proxy_url: a.url,
    ...(a.contentType ? { content_type: a.contentType } : {}),
    ...(a.description !== null ? { description: a.description } : {}),
    ...(a.width !== null ? { width: a.width, height: a.height } : {}),
  };
}

/**
 * A message as REST returns it; `gateway` adds what MESSAGE_CREATE/UPDATE carry (guild_id, member).
 */
export function apiMessage(state: State, m: FakeMessage, gateway = false): Record<string, unknown> {
  const channel = state.channels.get(m.channelId);
  const thread = m.threadId ? state.channels.get(m.threadId) : undefined;
  const guild = m.guildId ? state.guilds.get(m.guildId) : undefined;
  const member = guild ? state.member(guild, m.author.id) : undefined;
  const msg: Record<string, unknown> = {
    id: m.id,
    channel_id: m.channelId,
    type: m.type,
    content: m.content,
    author: apiUser(m.author),
    attachments: m.attachments.map(apiAttachment),
    embeds: m.embeds,
    mentions: mentionedUsers(state, m).map(apiUser),
    mention_roles: guild ? [...m.content.matchAll(/<@&(\d+)>/g)].map((x) => x[1]!).filter((id) => guild.roles.some((r) => r.id === id)) : [],
    mention_everyone: /@(everyone|here)\b/.test(m.content),
    pinned: m.pinned,
    tts: false,
    timestamp: m.timestamp,
    edited_timestamp: m.editedTimestamp,
    flags: m.flags,
    components: m.components,
  };
  if (m.nonce !== null) msg.nonce = m.nonce;
  if (m.webhookId) {
    msg.webhook_id = m.webhookId;
    msg.application_id = state.applicationId;
  }
  if (m.interaction) {
    msg.interaction_metadata = {
      id: m.interaction.id,
      type: m.interaction.type,
      user: apiUser(state.users.get(m.interaction.userId)!),
      authorizing_integration_owners: { '0': m.guildId ?? '0' },
      ...(m.interaction.name ? { name: m.interaction.name } : {}),
    };
  }
  if (m.reference) {
    msg.message_reference = {
      type: 0,
      message_id: m.reference.messageId,
      channel_id: m.reference.channelId,
      ...(m.reference.guildId ? { guild_id: m.reference.guildId } : {}),
    };
  }
  if (thread) msg.thread = apiChannel(state, thread);
  if (channel && channel.type !== ChannelType.GuildText && channel.type !== ChannelType.DM) {
    msg.position = Math.max(0, state.channelMessageList(channel.id).filter((x) => !x.ephemeral).indexOf(m));
  }
  if (gateway && m.guildId) {
    msg.guild_id = m.guildId;
    if (member) msg.member = apiMember(member, false);
  }
  return msg;
}

/** Users named as <@id> or <@!id> in the content. */
export function mentionedUsers(state: State, m: FakeMessage): FakeUser[] {
  const ids = new Set([...m.content.matchAll(/<@!?(\d+)>/g)].map((x) => x[1]!));
  return [...ids].map((id) => state.users.get(id)).filter((u): u is FakeUser => u !== undefined);
}

/** The same message with what a bot without MESSAGE_CONTENT may not see blanked out. */
export function withoutContent(msg: Record<string, unknown>): Record<string, unknown> {
  return { ...msg, content: '', embeds: [], attachments: [], components: [] };
}

export function isEphemeral(flags: number): boolean {
  return (flags & MessageFlags.Ephemeral) !== 0;
}

export function serializers(state: State): Serializers {
  return {
    guildCreate: (g, intents) => apiGuildCreate(state, g, intents),
    channel: (c) => apiChannel(state, c),
    message: (m, gateway) => apiMessage(state, m, gateway),
    member: (m) => apiMember(m),
    role: (r) => apiRole(r, state.bot.id),
  };
}
