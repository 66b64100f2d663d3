/**
 * The types tests see. Records are live: a FakeMessage read after an edit shows the edit.
 */
import type { APIApplicationCommand, APIEmbed, APIUser, ChannelType } from 'discord-api-types/v10';

export interface FakeDiscordOptions {
  /** Port to listen on (127.0.0.1). Default 0: any free port. */
  port?: number;
  /** `shards` in GET /gateway/bot: the shard count discord.js uses unless told otherwise. Default 1. */
  shards?: number;
  /** `session_start_limit.max_concurrency`. Default 16, so several shards identify without the 5 s wait. */
  maxConcurrency?: number;
  /** HELLO's heartbeat_interval. Default 41250. */
  heartbeatMs?: number;
  /** Time from dispatch within which the bot must call back. Default 3000. */
  ackTimeoutMs?: number;
  /** How long an interaction token works for webhooks after dispatch. Default 15 minutes. */
  tokenLifetimeMs?: number;
  /** Largest file accepted in a multipart upload. Default 10 MiB. */
  maxFileBytes?: number;
  /** Most pins per channel. Default 50. */
  maxPins?: number;
  /** Send each interaction to one live session (round-robin) or to all that own its guild. Default 'one'. */
  deliver?: 'one' | 'all';
  /** How long a dropped (not cleanly closed) gateway session can be resumed. Default 60 s. */
  resumeWindowMs?: number;
  /** Privileged intents the application is allowed; IDENTIFY asking for others is closed with 4014. Default: all. */
  privilegedIntents?: number;
  applicationId?: string;
  botName?: string;
  /** The token tests log in with. Any `Bot <token>` is accepted; this is just a realistic-looking one. */
  token?: string;
  /** Print each REST request and gateway event to stderr. */
  log?: boolean;
}

export interface FakeUser {
  readonly id: string;
  username: string;
  globalName: string | null;
  readonly bot: boolean;
  /** The user refuses DMs: the bot's messages to their DM channel fail with 50007. */
  dmsClosed: boolean;
}

export interface FakeRole {
  readonly id: string;
  name: string;
  permissions: bigint;
  position: number;
  /** The bot's own integration role. */
  readonly managed: boolean;
}

export interface FakeMember {
  readonly user: FakeUser;
  /** Role ids, without @everyone. */
  roles: string[];
  joinedAt: string;
  nick: string | null;
}

export interface FakeGuild {
  readonly id: string;
  name: string;
  ownerId: string;
  /** @everyone first (its id is the guild's). */
  readonly roles: FakeRole[];
  readonly members: FakeMember[];
  /** Text channels and threads, in creation order. */
  readonly channels: FakeChannel[];
  readonly joinedAt: string;
}

export type FakeChannelType =
  | ChannelType.GuildText
  | ChannelType.DM
  | ChannelType.PublicThread
  | ChannelType.PrivateThread;

export interface FakeChannel {
  readonly id: string;
  readonly type: FakeChannelType;
  /** null for a DM channel. */
  name: string | null;
  readonly guildId: string | null;
  /** A thread's parent text channel. */
  readonly parentId: string | null;
  /** A DM channel's user. */
  readonly recipientId: string | null;
  /** Who created a thread. */
  readonly ownerId: string | null;
  autoArchiveDuration: number | null;
  archived: boolean;
  position: number;
  readonly createdAt: string;
  lastMessageId: string | null;
  lastPinTimestamp: string | null;
  messageCount: number;
  deleted: boolean;
}

export interface FakeAttachment {
  readonly id: string;
  /** The filename. */
  readonly name: string;
  readonly size: number;
  readonly contentType: string | null;
  /** The uploaded bytes, exactly. */
  readonly bytes: Buffer;
  description: string | null;
  /** Served by the fake: GET it to read the bytes back. */
  readonly url: string;
  readonly width: number | null;
  readonly height: number | null;
}

export interface FakeMessage {
  readonly id: string;
  readonly channelId: string;
  readonly guildId: string | null;
  /** Discord's message type: 0 default, 19 reply, 20 chat-input command response, 6 pin notice… */
  readonly type: number;
  readonly author: FakeUser;
  content: string;
  embeds: APIEmbed[];
  /** Components as sent (API JSON). */
  components: unknown[];
  attachments: FakeAttachment[];
  flags: number;
  /** flags & 64, fixed when the message was made. Ephemeral messages are seen only by `visibleTo`. */
  readonly ephemeral: boolean;
  readonly visibleTo: string | null;
  pinned: boolean;
  pinnedAt: string | null;
  readonly timestamp: string;
  editedTimestamp: string | null;
  deleted: boolean;
  /** Set for interaction responses and follow-ups. */
  readonly interaction: { id: string; type: number; name: string | null; userId: string } | null;
  readonly webhookId: string | null;
  readonly reference: { messageId: string; channelId: string; guildId: string | null } | null;
  /** The thread started from this message. */
  threadId: string | null;
  readonly nonce: string | number | null;
  /** Who the message notified, as Discord reads its mentions through `allowed_mentions` (all of them when it is absent). */
  readonly pings: Pings;
}

/** Who a message notifies: @everyone or @here, users and roles by id. */
export interface Pings {
  everyone: boolean;
  users: string[];
  roles: string[];
}

export interface AckRecord {
  /** The interaction callback type: 4 reply, 5 defer, 6 deferred update, 7 update, 8 autocomplete, 9 modal. */
  type: number;
  data?: unknown;
  at: number;
}

/** A text input of a modal, as the user sees it (Discord's defaults filled in). */
export interface FakeTextInput {
  /** The component's numeric id: the bot's own, or the one Discord numbers it with. */
  readonly id: number;
  readonly customId: string;
  readonly style: 'short' | 'paragraph';
  /** The Label's text (or, in the older action-row form, the input's own label). */
  readonly label: string | null;
  /** The Label's description, if any. */
  readonly description: string | null;
  /** 0 unless the bot set it. */
  readonly minLength: number;
  /** 4000 unless the bot set it lower. */
  readonly maxLength: number;
  /** true unless the bot said false. */
  readonly required: boolean;
  /** The pre-filled text: submitted as is when the test gives no value for this input. */
  readonly value: string | null;
  readonly placeholder: string | null;
  /** How the bot wrapped it: the older action row, or a Label component. */
  readonly wrapping: 'action-row' | 'label';
}

/** A modal the bot showed in answer to an interaction (callback type 9). */
export interface FakeModal {
  readonly customId: string;
  readonly title: string;
  /** Its text inputs, in the order shown. */
  readonly textInputs: FakeTextInput[];
  /** Components as sent (API JSON), with the ids Discord numbers them with filled in. */
  readonly components: unknown[];
  /** The interaction the bot answered with this modal. */
  readonly shownFor: string;
  /** The user who saw it (the one who made that interaction). */
  readonly shownTo: string;
  /** The MODAL_SUBMIT interaction it became, once submitted: a modal is submitted at most once. */
  submittedAs: string | null;
}

export interface RefusalRecord {
  method: string;
  path: string;
  status: number;
  code: number;
  message: string;
  errors?: unknown;
  at: number;
}

export interface InteractionHandle {
  readonly id: string;
  readonly token: string;
  readonly dispatchedAt: number;
  /** The INTERACTION_CREATE payload as dispatched. */
  readonly payload: Record<string, unknown>;
  /** Ids of the gateway sessions it was delivered to, in order (redeliveries append). */
  deliveredTo(): string[];
  /** Resolves with the callback the bot sent (type + data), or rejects after ackTimeoutMs. */
  acknowledged(): Promise<AckRecord>;
  /** The reply as the user sees it now: the original message after deferral and edits, or for a
   * component's deferred update / update, the component's message. */
  reply(): FakeMessage | undefined;
  followUps(): FakeMessage[];
  /** Waits until the reply exists and is no longer a "thinking" deferral (nor a pending deferred update). */
  settled(timeoutMs?: number): Promise<FakeMessage>;
  ephemeral(): boolean;
  /** Every REST call about this interaction that the fake refused, with the error it answered. */
  refused(): RefusalRecord[];
  /** The modal the bot answered this interaction with, if it did. */
  modal(): FakeModal | undefined;
}

export type OptionValue = string | number | boolean;

export interface RequestRecord {
  method: string;
  /** Path below /api/v10, without the query. */
  path: string;
  query: string;
  status: number;
  /** JSON body; for multipart, `{ payload_json, files: [{ field, name, size, contentType }] }`. */
  body: unknown;
  response: unknown;
  /** The Authorization header, if any. */
  auth: string | null;
  at: number;
}

export interface SessionInfo {
  id: string;
  shard: [number, number];
  intents: number;
  token: string;
  /** A socket is open and identified (or resumed). */
  live: boolean;
  seq: number;
  identifiedAt: number;
  resumes: number;
}

export interface MessageQuery {
  /** Include ephemeral messages (which other users never see). Default false. */
  ephemeral?: boolean;
  /** Include deleted messages. Default false. */
  deleted?: boolean;
}

export interface FakeDiscord {
  /** 'http://127.0.0.1:PORT/api': pass as `rest: { api }` to the discord.js Client. */
  readonly apiBase: string;
  /** 'ws://127.0.0.1:PORT' */
  readonly gatewayUrl: string;
  readonly applicationId: string;
  readonly botUser: APIUser;
  /** The bot as a FakeUser (same id as botUser). */
  readonly bot: FakeUser;
  readonly token: string;
  readonly options: Readonly<Required<Omit<FakeDiscordOptions, 'port'>>>;
  close(): Promise<void>;

  // world
  addUser(input: { username: string; globalName?: string; dmsClosed?: boolean }): FakeUser;
  addGuild(input: { name: string; owner: FakeUser; channels?: string[] }): FakeGuild;
  addMember(guild: FakeGuild, user: FakeUser, opts?: { admin?: boolean; roles?: string[] }): FakeMember;
  addChannel(guild: FakeGuild, name: string): FakeChannel;
  channel(guild: FakeGuild, name: string): FakeChannel;
  /** The user's DM channel with the bot, created if needed (as when the user opens a DM). */
  openDm(user: FakeUser): FakeChannel;
  /** A user posts a plain message (MESSAGE_CREATE goes to sessions with the message intents). */
  say(user: FakeUser, where: FakeChannel, content: string): FakeMessage;

  // interactions, as a user would make them
  command(user: FakeUser, where: FakeChannel, name: string, options?: Record<string, OptionValue>, subcommand?: string): InteractionHandle;
  autocomplete(
    user: FakeUser,
    where: FakeChannel,
    name: string,
    options: Record<string, OptionValue>,
    focused: string,
    subcommand?: string,
  ): Promise<Array<{ name: string; value: string | number }>>;
  click(user: FakeUser, message: FakeMessage, customId: string): InteractionHandle;
  select(user: FakeUser, message: FakeMessage, customId: string, values: string[]): InteractionHandle;
  /**
   * The user fills in and submits a modal the bot showed them (MODAL_SUBMIT, interaction type 5).
   * `shown` is the interaction the bot answered with the modal, or the modal's custom_id (the
   * latest one still open for that user). `values` maps text-input custom_ids to what the user
   * typed; an input left out keeps its pre-filled value, or stays empty. Throws a UsageError,
   * as Discord's client would refuse the form, for an unknown modal, one shown to someone else
   * or already submitted, an unknown input, a missing required value, or a length out of bounds.
   */
  submitModal(user: FakeUser, shown: InteractionHandle | string, values?: Record<string, string>): InteractionHandle;
  redeliver(handle: InteractionHandle): InteractionHandle;

  // what happened
  messages(channel: FakeChannel | string, query?: MessageQuery): FakeMessage[];
  message(id: string): FakeMessage | undefined;
  dmChannel(user: FakeUser): FakeChannel | undefined;
  dms(user: FakeUser): FakeMessage[];
  threads(parent: FakeChannel): FakeChannel[];
  pins(channel: FakeChannel | string): FakeMessage[];
  /** Commands as registered (with their ids). No scope: global commands. */
  registered(scope?: { guildId?: string }): APIApplicationCommand[];
  readonly requests: RequestRecord[];
  /** Live gateway sessions. */
  connections(): number;
  sessions(): SessionInfo[];
  /** Close every live socket with a resumable code (default 4000): discord.js resumes. */
  dropConnections(code?: number): void;
  /** Polls the predicate every 10 ms until it returns something truthy. */
  waitFor<T>(predicate: () => T | undefined | null | false, timeoutMs?: number): Promise<T>;
}
