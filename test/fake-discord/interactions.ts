/**
 * Interactions: made as a user would make them (commands, autocomplete, buttons, selects, modal
 * submissions), delivered over the gateway, and answered by the bot through the callback
 * endpoint and the interaction webhook, under Discord's rules: one callback, within the ack
 * window; webhooks only after the callback and while the token lives.
 */
import {
  ChannelType,
  ComponentType,
  InteractionResponseType as R,
  InteractionType,
  MessageFlags,
  MessageType,
  PermissionFlagsBits,
} from 'discord-api-types/v10';
import { UsageError, commandData } from './commands.ts';
import {
  FormErrors,
  alreadyAcknowledged,
  unknownInteraction,
  unknownMessage,
  unknownWebhook,
} from './errors.ts';
import type { Gateway } from './gateway.ts';
import { randomToken } from './ids.ts';
import { checkAutocompleteData, checkModalData } from './limits.ts';
import { messageInput, messagePatch } from './messages.ts';
import { readModal, submissionData } from './modals.ts';
import type { UploadedFile } from './multipart.ts';
import { apiChannel, apiMember, apiMessage, apiUser } from './serialize.ts';
import { DM_PERMISSIONS, type State } from './state.ts';
import type {
  AckRecord,
  FakeChannel,
  FakeGuild,
  FakeMessage,
  FakeModal,
  FakeUser,
  InteractionHandle,
  OptionValue,
  RefusalRecord,
} from './types.ts';

export interface InteractionConfig {
  ackTimeoutMs: number;
  tokenLifetimeMs: number;
  maxFileBytes: number;
}

export interface RestResult {
  status: number;
  body?: unknown;
}

interface Rec {
  id: string;
  token: string;
  type: InteractionType;
  commandName: string | null;
  payload: Record<string, unknown>;
  user: FakeUser;
  channel: FakeChannel;
  guild: FakeGuild | null;
  dispatchedAt: number;
  deliveredTo: string[];
  ack: AckRecord | null;
  /** The original response, or for a component's (deferred) update, the component's message. */
  originalId: string | null;
  /** 'loading': deferred (type 5), not yet edited; 'update': deferred update (type 6), not yet edited. */
  pending: 'none' | 'loading' | 'update';
  sourceMessageId: string | null;
  followUpIds: string[];
  refusals: RefusalRecord[];
  /** The modal the bot answered with (callback type 9). */
  modal: FakeModal | null;
}

const ALLOWED: Record<number, number[]> = {
  [InteractionType.ApplicationCommand]: [R.ChannelMessageWithSource, R.DeferredChannelMessageWithSource, R.Modal],
  [InteractionType.MessageComponent]: [
    R.ChannelMessageWithSource,
    R.DeferredChannelMessageWithSource,
    R.DeferredMessageUpdate,
    R.UpdateMessage,
    R.Modal,
  ],
  [InteractionType.ApplicationCommandAutocomplete]: [R.ApplicationCommandAutocompleteResult],
  // A modal cannot answer a modal; updating a message is for a modal opened from one of its components.
  [InteractionType.ModalSubmit]: [R.ChannelMessageWithSource, R.DeferredChannelMessageWithSource, R.DeferredMessageUpdate, R.UpdateMessage],
};

const UPDATES: number[] = [R.DeferredMessageUpdate, R.UpdateMessage];

function allowedCallbacks(rec: Rec): number[] {
  const allowed = ALLOWED[rec.type] ?? [];
  return rec.type === InteractionType.ModalSubmit && !rec.sourceMessageId ? allowed.filter((t) => !UPDATES.includes(t)) : allowed;
}

export class Interactions {
  readonly #byId = new Map<string, Rec>();
  readonly #byToken = new Map<string, Rec>();
  readonly #handles = new Map<string, InteractionHandle>();
  /** Every modal shown, oldest first. */
  readonly #modals: FakeModal[] = [];

  constructor(
    private readonly state: State,
    private readonly gateway: Gateway,
    private readonly cfg: InteractionConfig,
  ) {}

  // ---- made by tests

  command(user: FakeUser, where: FakeChannel, name: string, options: Record<string, OptionValue> = {}, subcommand?: string): InteractionHandle {
    const guild = this.#place(user, where);
    const command = this.#usableCommand(user, guild, name);
    const data = commandData(this.state, { name, options, subcommand, guild, command });
    return this.#dispatchNew(InteractionType.ApplicationCommand, user, where, data, name);
  }

  autocomplete(
    user: FakeUser,
    where: FakeChannel,
    name: string,
    options: Record<string, OptionValue>,
    focused: string,
    subcommand?: string,
  ): Promise<Array<{ name: string; value: string | number }>> {
    const guild = this.#place(user, where);
    const command = this.#usableCommand(user, guild, name);
    const data = commandData(this.state, { name, options, subcommand, guild, command, focused });
    const handle = this.#dispatchNew(InteractionType.ApplicationCommandAutocomplete, user, where, data, name);
    const rec = this.#byId.get(handle.id)!;
    return poll(
      () => {
        if (rec.ack) return (rec.ack.data as { choices: Array<{ name: string; value: string | number }> }).choices;
        const refusal = rec.refusals[0];
        if (refusal) throw Object.assign(new Error(`autocomplete for /${name} refused: ${refusal.code} ${refusal.message}`), refusal);
        return undefined;
      },
      this.cfg.ackTimeoutMs,
      () => this.#notAcked(rec),
    );
  }

  click(user: FakeUser, message: FakeMessage, customId: string): InteractionHandle {
    const component = this.#component(user, message, customId);
    if (component.type !== ComponentType.Button) throw new UsageError(`"${customId}" is not a button`);
    return this.#componentInteraction(user, message, { custom_id: customId, component_type: ComponentType.Button });
  }

  select(user: FakeUser, message: FakeMessage, customId: string, values: string[]): InteractionHandle {
    const c = this.#component(user, message, customId);
    if (c.type !== ComponentType.StringSelect) throw new UsageError(`"${customId}" is not a string select`);
    const options = (c.options as Array<{ value: string }> | undefined) ?? [];
    const unknown = values.filter((v) => !options.some((o) => o.value === v));
    if (unknown.length > 0) throw new UsageError(`select "${customId}" has no option(s) ${unknown.join(', ')}`);
    const min = (c.min_values as number | undefined) ?? 1;
    const max = (c.max_values as number | undefined) ?? 1;
    if (values.length < min || values.length > max) throw new UsageError(`select "${customId}" takes ${min}–${max} values, not ${values.length}`);
    return this.#componentInteraction(user, message, { custom_id: customId, component_type: ComponentType.StringSelect, values });
  }

  submitModal(user: FakeUser, shown: InteractionHandle | string, values: Record<string, string> = {}): InteractionHandle {
    const modal = typeof shown === 'string' ? this.#openModal(user, shown) : this.#modalOf(shown);
    if (modal.shownTo !== user.id) {
      throw new UsageError(`modal "${modal.customId}" was shown to ${this.state.users.get(modal.shownTo)?.username ?? modal.shownTo}, not to ${user.username}`);
    }
    if (modal.submittedAs) throw new UsageError(`modal "${modal.customId}" was already submitted (interaction ${modal.submittedAs}); Discord closes a modal once it is submitted`);
    const origin = this.#byId.get(modal.shownFor)!;
    this.#place(user, origin.channel);
    const data = submissionData(modal, user.username, values);
    const source = origin.sourceMessageId ? this.state.messages.get(origin.sourceMessageId) : undefined;
    const handle = this.#dispatchNew(InteractionType.ModalSubmit, user, origin.channel, data, null, source && !source.deleted ? source : undefined);
    modal.submittedAs = handle.id;
    return handle;
  }

  #modalOf(shown: InteractionHandle): FakeModal {
    const rec = this.#byId.get(shown.id);
    if (!rec || rec.token !== shown.token) throw new UsageError(`unknown interaction ${shown.id}: no modal was shown for it`);
    if (rec.modal) return rec.modal;
    const answer = rec.ack ? `was answered with callback type ${rec.ack.type}, not a modal (9)` : 'has not been answered yet (await its acknowledged() first)';
    throw new UsageError(`no modal to submit: interaction ${rec.id} (${describe(rec)}) ${answer}`);
  }

  /** The latest modal with that custom_id shown to the user and not yet submitted. */
  #openModal(user: FakeUser, customId: string): FakeModal {
    const mine = this.#modals.filter((m) => m.shownTo === user.id && m.submittedAs === null);
    const found = mine.findLast((m) => m.customId === customId);
    if (found) return found;
    const submitted = this.#modals.some((m) => m.shownTo === user.id && m.customId === customId);
    if (submitted) throw new UsageError(`modal "${customId}" was already submitted by ${user.username}; Discord closes a modal once it is submitted`);
    const open = mine.map((m) => `"${m.customId}"`).join(', ');
    throw new UsageError(`no modal "${customId}" was shown to ${user.username}${open ? `; open for them: ${open}` : ''}`);
  }

  /** Sends the very same INTERACTION_CREATE again (same id and token), to the next session in turn. */
  redeliver(handle: InteractionHandle): InteractionHandle {
    const rec = this.#byId.get(handle.id);
    if (!rec) throw new UsageError(`unknown interaction ${handle.id}`);
    rec.deliveredTo.push(...this.gateway.deliverInteraction(rec.payload, rec.guild?.id ?? null));
    return this.#handles.get(rec.id)!;
  }

  // ---- REST: POST /interactions/:id/:token/callback

  callback(id: string, token: string, body: unknown, files: UploadedFile[], withResponse: boolean): RestResult {
    const rec = this.#byId.get(id);
    if (!rec || rec.token !== token) throw unknownInteraction();
    if (rec.ack) throw alreadyAcknowledged();
    if (Date.now() > rec.dispatchedAt + this.cfg.ackTimeoutMs) throw unknownInteraction();
    const b = (typeof body === 'object' && body !== null ? body : {}) as { type?: unknown; data?: unknown };
    const allowed = allowedCallbacks(rec);
    if (typeof b.type !== 'number' || !allowed.includes(b.type)) {
      const errs = new FormErrors();
      errs.add(['type'], b.type === undefined ? 'BASE_TYPE_REQUIRED' : 'BASE_TYPE_CHOICES', `Value must be one of {${allowed.join(', ')}}.`);
      errs.throwIfAny();
    }
    const type = b.type as number;
    const source = rec.sourceMessageId ? this.state.messages.get(rec.sourceMessageId) : undefined;
    let message: FakeMessage | undefined;
    switch (type) {
      case R.ChannelMessageWithSource: {
        const input = messageInput(this.state, b.data, files, { channelId: rec.channel.id, ephemeralAllowed: true, path: ['data'] });
        message = this.#respond(rec, { ...input });
        rec.pending = 'none';
        break;
      }
      case R.DeferredChannelMessageWithSource: {
        const flags = typeof (b.data as { flags?: unknown } | undefined)?.flags === 'number' ? ((b.data as { flags: number }).flags & MessageFlags.Ephemeral) : 0;
        message = this.#respond(rec, { content: '', embeds: [], components: [], attachments: [], flags: flags | MessageFlags.Loading });
        rec.pending = 'loading';
        break;
      }
      case R.DeferredMessageUpdate:
        message = source;
        rec.originalId = source?.id ?? null;
        rec.pending = 'update';
        break;
      case R.UpdateMessage: {
        if (!source || source.deleted) throw unknownMessage();
        const patch = messagePatch(this.state, source, b.data, files, ['data']);
        this.state.editMessage(source, patch);
        message = source;
        rec.originalId = source.id;
        rec.pending = 'none';
        break;
      }
      case R.ApplicationCommandAutocompleteResult: {
        const errs = new FormErrors();
        checkAutocompleteData(b.data, errs);
        errs.throwIfAny();
        break;
      }
      case R.Modal: {
        const errs = new FormErrors();
        checkModalData(b.data, errs);
        errs.throwIfAny();
        rec.modal = readModal(b.data, rec.id, rec.user.id);
        this.#modals.push(rec.modal);
        break;
      }
    }
    rec.ack = { type, data: b.data, at: Date.now() };
    if (!withResponse) return { status: 204 };
    return {
      status: 200,
      body: {
        interaction: {
          id: rec.id,
          type: rec.type,
          ...(message
            ? {
                response_message_id: message.id,
                response_message_loading: (message.flags & MessageFlags.Loading) !== 0,
                response_message_ephemeral: message.ephemeral,
              }
            : {}),
        },
        resource: { type, ...(message ? { message: apiMessage(this.state, message) } : {}) },
      },
    };
  }

  #respond(rec: Rec, input: { content: string; embeds: FakeMessage['embeds']; components: unknown[]; attachments: FakeMessage['attachments']; flags: number }): FakeMessage {
    const msg = this.state.createMessage({
      channel: rec.channel,
      author: this.state.bot,
      ...input,
      type: rec.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default,
      interaction: { id: rec.id, type: rec.type, name: rec.commandName, userId: rec.user.id },
      webhookId: this.state.applicationId,
      visibleTo: rec.user.id,
    });
    rec.originalId = msg.id;
    return msg;
  }

  // ---- REST: /webhooks/:appId/:token…

  webhookGet(appId: string, token: string, messageId: string): RestResult {
    const rec = this.#webhook(appId, token);
    return { status: 200, body: apiMessage(this.state, this.#target(rec, messageId)) };
  }

  webhookEdit(appId: string, token: string, messageId: string, body: unknown, files: UploadedFile[]): RestResult {
    const rec = this.#webhook(appId, token);
    const msg = this.#target(rec, messageId);
    const patch = messagePatch(this.state, msg, body, files);
    if (msg.id === rec.originalId && rec.pending !== 'none') {
      patch.flags = (patch.flags ?? msg.flags) & ~MessageFlags.Loading;
      rec.pending = 'none';
    }
    this.state.editMessage(msg, patch);
    return { status: 200, body: apiMessage(this.state, msg) };
  }

  webhookDelete(appId: string, token: string, messageId: string): RestResult {
    const rec = this.#webhook(appId, token);
    const msg = this.#target(rec, messageId);
    this.state.deleteMessage(msg);
    if (msg.id === rec.originalId) rec.pending = 'none';
    return { status: 204 };
  }

  /** A follow-up. The first one after a deferral fills the "thinking" message, as on Discord. */
  webhookPost(appId: string, token: string, body: unknown, files: UploadedFile[], wait: boolean): RestResult {
    const rec = this.#webhook(appId, token);
    const input = messageInput(this.state, body, files, { channelId: rec.channel.id, ephemeralAllowed: true });
    const original = rec.originalId ? this.state.messages.get(rec.originalId) : undefined;
    let msg: FakeMessage;
    if (rec.pending === 'loading' && original && !original.deleted) {
      const flags = (original.flags & MessageFlags.Ephemeral) | (input.flags & ~MessageFlags.Ephemeral & ~MessageFlags.Loading);
      this.state.editMessage(
        original,
        { content: input.content, embeds: input.embeds, components: input.components, attachments: input.attachments, flags },
        { edited: false },
      );
      rec.pending = 'none';
      msg = original;
    } else {
      msg = this.state.createMessage({
        channel: rec.channel,
        author: this.state.bot,
        content: input.content,
        embeds: input.embeds,
        components: input.components,
        attachments: input.attachments,
        flags: input.flags,
        interaction: { id: rec.id, type: rec.type, name: rec.commandName, userId: rec.user.id },
        webhookId: this.state.applicationId,
        visibleTo: rec.user.id,
      });
      rec.followUpIds.push(msg.id);
    }
    return wait ? { status: 200, body: apiMessage(this.state, msg) } : { status: 204 };
  }

  /** Notes a refused REST call against its interaction (found by id or token), for handle.refused(). */
  noteRefusal(key: { id?: string; token?: string }, r: RefusalRecord): void {
    const rec = (key.id ? this.#byId.get(key.id) : undefined) ?? (key.token ? this.#byToken.get(key.token) : undefined);
    if (rec && (!key.token || rec.token === key.token)) rec.refusals.push(r);
  }

  #webhook(appId: string, token: string): Rec {
    const rec = this.#byToken.get(token);
    if (appId !== this.state.applicationId || !rec) throw unknownWebhook();
    // Discord itself answers 50027 Invalid Webhook Token for an expired token; the fake says 10062.
    if (Date.now() > rec.dispatchedAt + this.cfg.tokenLifetimeMs) throw unknownInteraction();
    if (!rec.ack) throw unknownWebhook();
    return rec;
  }

  #target(rec: Rec, messageId: string): FakeMessage {
    const id = messageId === '@original' ? rec.originalId : messageId;
    if (!id || (id !== rec.originalId && !rec.followUpIds.includes(id))) throw unknownMessage();
    const msg = this.state.messages.get(id);
    if (!msg || msg.deleted) throw unknownMessage();
    return msg;
  }

  // ---- building and dispatching

  /** Checks the user may act there; returns the guild (null in a DM). */
  #place(user: FakeUser, where: FakeChannel): FakeGuild | null {
    if (where.deleted) throw new UsageError(`channel ${where.name ?? where.id} was deleted`);
    if (where.type === ChannelType.DM) {
      if (where.recipientId !== user.id) throw new UsageError(`${user.username} cannot act in another user's DM channel`);
      return null;
    }
    const guild = this.state.guildOf(where)!;
    if (!this.state.member(guild, user.id)) throw new UsageError(`${user.username} is not a member of ${guild.name}`);
    return guild;
  }

  /** The registered command the user would pick, if any; refuses one they could not see there. */
  #usableCommand(user: FakeUser, guild: FakeGuild | null, name: string) {
    const command = this.state.findCommand(name, guild?.id ?? null);
    // A server's own commands are offered only in that server: in a DM, Discord lists global ones.
    if (!command && guild === null && [...this.state.guildCommands.values()].some((list) => list.some((c) => c.name === name))) {
      throw new UsageError(`/${name} is registered only in servers, and Discord offers a server's commands nowhere else (not in DMs)`);
    }
    if (!command) return undefined;
    const contexts = command.contexts ?? null;
    if (guild === null) {
      const allowed = contexts ? contexts.includes(1) : command.dm_permission !== false;
      if (!allowed) throw new UsageError(`/${name} cannot be used in DMs`);
    } else {
      if (contexts && !contexts.includes(0)) throw new UsageError(`/${name} cannot be used in servers`);
      const needed = command.default_member_permissions;
      if (needed !== null && needed !== undefined) {
        const perms = this.state.permissions(guild, this.state.member(guild, user.id)!);
        const bits = BigInt(needed);
        if ((perms & bits) !== bits || (bits === 0n && (perms & PermissionFlagsBits.Administrator) === 0n)) {
          throw new UsageError(`${user.username} lacks the permissions /${name} requires in ${guild.name}`);
        }
      }
    }
    return command;
  }

  #component(user: FakeUser, message: FakeMessage, customId: string): Record<string, unknown> {
    if (message.deleted) throw new UsageError('the message was deleted');
    if (message.ephemeral && message.visibleTo !== user.id) throw new UsageError(`${user.username} cannot see that ephemeral message`);
    const found = findComponent(message.components, customId);
    if (!found) throw new UsageError(`message ${message.id} has no component "${customId}"`);
    if (found.disabled === true) throw new UsageError(`"${customId}" is disabled`);
    return found;
  }

  #componentInteraction(user: FakeUser, message: FakeMessage, data: Record<string, unknown>): InteractionHandle {
    const channel = this.state.channels.get(message.channelId)!;
    this.#place(user, channel);
    return this.#dispatchNew(InteractionType.MessageComponent, user, channel, data, null, message);
  }

  #dispatchNew(
    type: InteractionType,
    user: FakeUser,
    channel: FakeChannel,
    data: Record<string, unknown>,
    commandName: string | null,
    source?: FakeMessage,
  ): InteractionHandle {
    const guild = this.state.guildOf(channel) ?? null;
    const id = this.state.ids.next();
    const token = Buffer.from(`interaction:${id}:${randomToken(60)}`).toString('base64url');
    const payload: Record<string, unknown> = {
      id,
      application_id: this.state.applicationId,
      type,
      token,
      version: 1,
      data,
      channel_id: channel.id,
      channel: apiChannel(this.state, channel),
      locale: 'en-US',
      entitlements: [],
      authorizing_integration_owners: { '0': guild ? guild.id : '0' },
      context: guild ? 0 : 1,
      attachment_size_limit: this.cfg.maxFileBytes,
    };
    if (guild) {
      const member = this.state.member(guild, user.id)!;
      const bot = this.state.member(guild, this.state.bot.id);
      payload.guild_id = guild.id;
      payload.guild = { id: guild.id, locale: 'en-US', features: [] };
      payload.guild_locale = 'en-US';
      payload.member = { ...apiMember(member), permissions: this.state.permissions(guild, member).toString() };
      payload.app_permissions = (bot ? this.state.permissions(guild, bot) : 0n).toString();
    } else {
      payload.user = apiUser(user);
      payload.app_permissions = DM_PERMISSIONS.toString();
    }
    if (source) payload.message = apiMessage(this.state, source);
    const rec: Rec = {
      id,
      token,
      type,
      commandName,
      payload,
      user,
      channel,
      guild,
      dispatchedAt: Date.now(),
      deliveredTo: [],
      ack: null,
      originalId: null,
      pending: 'none',
      sourceMessageId: source?.id ?? null,
      followUpIds: [],
      refusals: [],
      modal: null,
    };
    this.#byId.set(id, rec);
    this.#byToken.set(token, rec);
    const handle = this.#handle(rec);
    this.#handles.set(id, handle);
    rec.deliveredTo.push(...this.gateway.deliverInteraction(payload, guild?.id ?? null));
    return handle;
  }

  #handle(rec: Rec): InteractionHandle {
    const reply = () => {
      const m = rec.originalId ? this.state.messages.get(rec.originalId) : undefined;
      return m && !m.deleted ? m : undefined;
    };
    return {
      id: rec.id,
      token: rec.token,
      dispatchedAt: rec.dispatchedAt,
      payload: rec.payload,
      deliveredTo: () => [...rec.deliveredTo],
      acknowledged: () => poll(() => rec.ack ?? undefined, this.cfg.ackTimeoutMs - (Date.now() - rec.dispatchedAt), () => this.#notAcked(rec)),
      reply,
      followUps: () => rec.followUpIds.map((id) => this.state.messages.get(id)!).filter((m) => !m.deleted),
      settled: (timeoutMs = 10_000) =>
        poll(
          () => (rec.pending === 'none' ? reply() : undefined),
          timeoutMs,
          () =>
            new Error(
              `interaction ${rec.id} (${describe(rec)}) did not settle within ${timeoutMs} ms: ` +
                (rec.ack ? `acknowledged with type ${rec.ack.type}, ${rec.pending === 'none' ? 'no reply message' : `still ${rec.pending}`}` : 'never acknowledged') +
                refusalText(rec),
            ),
        ),
      ephemeral: () => {
        const m = reply();
        if (m) return m.ephemeral;
        const flags = (rec.ack?.data as { flags?: number } | undefined)?.flags ?? 0;
        return (flags & MessageFlags.Ephemeral) !== 0;
      },
      refused: () => [...rec.refusals],
      modal: () => rec.modal ?? undefined,
    };
  }

  #notAcked(rec: Rec): Error {
    const where = rec.deliveredTo.length === 0 ? 'it reached no gateway session (is a client connected for this guild\'s shard?)' : `delivered to ${rec.deliveredTo.length} session(s)`;
    return new Error(`interaction ${rec.id} (${describe(rec)}) was not acknowledged within ${this.cfg.ackTimeoutMs} ms; ${where}${refusalText(rec)}`);
  }
}

function describe(rec: Rec): string {
  if (rec.commandName) return `/${rec.commandName}`;
  if (rec.type === InteractionType.ModalSubmit) return `modal ${String((rec.payload.data as { custom_id?: string }).custom_id)}`;
  return `component ${String((rec.payload.data as { custom_id?: string }).custom_id)}`;
}

function refusalText(rec: Rec): string {
  if (rec.refusals.length === 0) return '';
  return `; refused: ${rec.refusals.map((r) => `${r.method} ${r.path} → ${r.code} ${r.message}`).join('; ')}`;
}

export function findComponent(components: unknown[], customId: string): Record<string, unknown> | undefined {
  for (const c of components) {
    if (typeof c !== 'object' || c === null) continue;
    const o = c as Record<string, unknown>;
    if (o.custom_id === customId) return o;
    const inner = [...(Array.isArray(o.components) ? o.components : []), ...(o.accessory ? [o.accessory] : [])];
    const found = findComponent(inner, customId);
    if (found) return found;
  }
  return undefined;
}

/** Polls every 10 ms; `check` may throw to fail early. Rejects with `onTimeout()` after `timeoutMs`. */
export function poll<T>(check: () => T | undefined | null | false, timeoutMs: number, onTimeout: () => Error): Promise<T> {
  const deadline = Date.now() + Math.max(0, timeoutMs);
  return new Promise<T>((resolve, reject) => {
    const tick = () => {
      let v: T | undefined | null | false;
      try {
        v = check();
      } catch (e) {
        return reject(e);
      }
      if (v !== undefined && v !== null && v !== false) return resolve(v);
      if (Date.now() >= deadline) return reject(onTimeout());
      setTimeout(tick, 10);
    };
    tick();
  });
}

