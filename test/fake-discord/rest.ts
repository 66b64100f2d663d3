/**
 * The REST routes under /api/v10 and what each does to the model. The HTTP plumbing (auth,
 * bodies, headers, the request log) is in server.ts.
 */
import { ChannelType, MessageType, type APIApplicationCommand } from 'discord-api-types/v10';
import { storeCommand } from './commands.ts';
import {
  ApiError,
  FormErrors,
  cannotDm,
  maxPins,
  missingAccess,
  notOwnMessage,
  threadExists,
  unknownChannel,
  unknownCommand,
  unknownGuild,
  unknownMember,
  unknownMessage,
  unknownUser,
  wrongChannelType,
} from './errors.ts';
import { randomHex } from './ids.ts';
import type { Interactions, RestResult } from './interactions.ts';
import { messageInput, messagePatch } from './messages.ts';
import type { UploadedFile } from './multipart.ts';
import { apiChannel, apiGuildCreate, apiMember, apiMessage, apiRole, apiUser } from './serialize.ts';
import type { State } from './state.ts';
import { checkCommand, checkCommandList, checkThreadBody, LIMITS } from './limits.ts';
import type { FakeChannel, FakeGuild, FakeMessage } from './types.ts';

export interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, or a multipart body's payload_json. */
  body: unknown;
  files: UploadedFile[];
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** '/channels/:channelId/messages'; a `:name` segment matches any one segment. */
  path: string;
  /** Needs `Authorization: Bot …`. Interaction callbacks and webhooks do not (discord.js sends none). */
  auth: boolean;
  /** Params naming the interaction a refusal belongs to. */
  interaction?: { id?: string; token?: string };
  handle(r: RestRequest): RestResult;
}

export interface RestContext {
  state: State;
  interactions: Interactions;
  gatewayUrl: () => string;
  shards: number;
  maxConcurrency: number;
  maxPins: number;
}

type Obj = Record<string, unknown>;
const ok = (body: unknown, status = 200): RestResult => ({ status, body });
const noContent = (): RestResult => ({ status: 204 });
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function buildRoutes(ctx: RestContext): Route[] {
  const { state, interactions } = ctx;

  // ---- lookups that answer with Discord's errors

  const channel = (id: string): FakeChannel => state.liveChannel(id) ?? fail(unknownChannel());
  const guild = (id: string): FakeGuild => {
    const g = state.guilds.get(id);
    if (!g) throw unknownGuild();
    if (!state.member(g, state.bot.id)) throw missingAccess();
    return g;
  };
  /** A message others can see in that channel (ephemeral ones cannot be fetched). */
  const message = (c: FakeChannel, id: string): FakeMessage => {
    const m = state.messages.get(id);
    if (!m || m.channelId !== c.id || m.deleted || m.ephemeral) throw unknownMessage();
    return m;
  };
  const visible = (c: FakeChannel) => state.channelMessageList(c.id).filter((m) => !m.deleted && !m.ephemeral);
  const app = (appId: string) => {
    if (appId !== state.applicationId) throw new ApiError(403, 20012, 'You are not authorized to perform this action on this application');
  };
  const commandScope = (p: Record<string, string>): string | null => {
    app(p.appId!);
    if (p.guildId === undefined) return null;
    guild(p.guildId);
    return p.guildId;
  };
  const setCommands = (guildId: string | null, list: APIApplicationCommand[]) => {
    if (guildId === null) state.globalCommands = list;
    else state.guildCommands.set(guildId, list);
  };
  const limit = (q: URLSearchParams, max: number, dflt: number): number => {
    const raw = q.get('limit');
    if (raw === null) return dflt;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > max) {
      const errs = new FormErrors();
      errs.add(['limit'], n > max ? 'NUMBER_TYPE_MAX' : 'NUMBER_TYPE_MIN', n > max ? `int value should be less than or equal to ${max}.` : 'int value should be greater than or equal to 1.');
      errs.throwIfAny();
    }
    return n;
  };
  const pin = (c: FakeChannel, m: FakeMessage) => {
    if (!m.pinned && state.pins(c.id).length >= ctx.maxPins) throw maxPins(ctx.maxPins);
    state.pin(m, state.bot);
    return noContent();
  };
  const createThread = (c: FakeChannel, body: unknown, from: FakeMessage | null): RestResult => {
    if (c.type !== ChannelType.GuildText) throw wrongChannelType();
    const errs = new FormErrors();
    checkThreadBody(body, errs, from === null);
    errs.throwIfAny();
    const b = body as Obj;
    const thread = state.createThread(c, {
      name: b.name as string,
      type: from ? ChannelType.PublicThread : (b.type as ChannelType.PublicThread | ChannelType.PrivateThread),
      autoArchiveDuration: (b.auto_archive_duration as number | undefined) ?? 4320,
      owner: state.bot,
      // A thread started from a message has the message's id.
      ...(from ? { id: from.id } : {}),
    });
    if (from) state.linkThread(from, thread);
    return ok(apiChannel(state, thread), 201);
  };

  const routes: Route[] = [
    // ---- gateway, users, application
    { method: 'GET', path: '/gateway', auth: false, handle: () => ok({ url: ctx.gatewayUrl() }) },
    {
      method: 'GET',
      path: '/gateway/bot',
      auth: true,
      handle: () =>
        ok({
          url: ctx.gatewayUrl(),
          shards: ctx.shards,
          session_start_limit: { total: 1000, remaining: 1000, reset_after: 86_400_000, max_concurrency: ctx.maxConcurrency },
        }),
    },
    { method: 'GET', path: '/users/@me', auth: true, handle: () => ok(apiUser(state.bot)) },
    {
      method: 'POST',
      path: '/users/@me/channels',
      auth: true,
      handle: ({ body }) => {
        const id = isObj(body) ? body.recipient_id : undefined;
        if (typeof id !== 'string') {
          const errs = new FormErrors();
          errs.add(['recipient_id'], 'BASE_TYPE_REQUIRED', 'This field is required');
          errs.throwIfAny();
        }
        const user = state.users.get(id as string);
        if (!user || user.id === state.bot.id) throw unknownUser();
        return ok(apiChannel(state, state.openDm(user)));
      },
    },
    {
      method: 'GET',
      path: '/users/:userId',
      auth: true,
      handle: ({ params }) => ok(apiUser(state.users.get(params.userId!) ?? fail(unknownUser()))),
    },
    {
      method: 'GET',
      path: '/applications/@me',
      auth: true,
      handle: () =>
        ok({
          id: state.applicationId,
          name: state.bot.username,
          icon: null,
          description: '',
          summary: '',
          type: null,
          bot_public: true,
          bot_require_code_grant: false,
          verify_key: randomHex(32),
          flags: 0,
          team: null,
          bot: apiUser(state.bot),
          approximate_guild_count: state.guilds.size,
          redirect_uris: [],
          interactions_endpoint_url: null,
          tags: [],
          integration_types_config: { '0': {} },
        }),
    },

    // ---- application commands (global and guild)
    ...commandRoutes('/applications/:appId/commands'),
    ...commandRoutes('/applications/:appId/guilds/:guildId/commands'),

    // ---- interactions
    {
      method: 'POST',
      path: '/interactions/:id/:token/callback',
      auth: false,
      interaction: { id: 'id', token: 'token' },
      handle: ({ params, query, body, files }) =>
        interactions.callback(params.id!, params.token!, body, files, query.get('with_response') === 'true'),
    },
    {
      method: 'POST',
      path: '/webhooks/:appId/:token',
      auth: false,
      interaction: { token: 'token' },
      handle: ({ params, query, body, files }) =>
        interactions.webhookPost(params.appId!, params.token!, body, files, query.get('wait') === 'true'),
    },
    {
      method: 'GET',
      path: '/webhooks/:appId/:token/messages/:messageId',
      auth: false,
      interaction: { token: 'token' },
      handle: ({ params }) => interactions.webhookGet(params.appId!, params.token!, params.messageId!),
    },
    {
      method: 'PATCH',
      path: '/webhooks/:appId/:token/messages/:messageId',
      auth: false,
      interaction: { token: 'token' },
      handle: ({ params, body, files }) => interactions.webhookEdit(params.appId!, params.token!, params.messageId!, body, files),
    },
    {
      method: 'DELETE',
      path: '/webhooks/:appId/:token/messages/:messageId',
      auth: false,
      interaction: { token: 'token' },
      handle: ({ params }) => interactions.webhookDelete(params.appId!, params.token!, params.messageId!),
    },

    // ---- channels
    { method: 'GET', path: '/channels/:channelId', auth: true, handle: ({ params }) => ok(apiChannel(state, channel(params.channelId!))) },
    {
      method: 'DELETE',
      path: '/channels/:channelId',
      auth: true,
      handle: ({ params }) => {
        const c = channel(params.channelId!);
        const body = apiChannel(state, c);
        state.deleteChannel(c);
        return ok(body);
      },
    },
    { method: 'POST', path: '/channels/:channelId/typing', auth: true, handle: ({ params }) => (channel(params.channelId!), noContent()) },
    {
      method: 'POST',
      path: '/channels/:channelId/messages',
      auth: true,
      handle: ({ params, body, files }) => {
        const c = channel(params.channelId!);
        const input = messageInput(state, body, files, { channelId: c.id, ephemeralAllowed: false });
        if (c.type === ChannelType.DM && state.users.get(c.recipientId!)?.dmsClosed) throw cannotDm();
        // enforce_nonce: a second message with the same nonce from the same author returns the first, as Discord does.
        if (input.nonce !== null && (body as { enforce_nonce?: unknown } | null)?.enforce_nonce === true) {
          const same = visible(c).find((m) => m.nonce === input.nonce && m.author.id === state.bot.id);
          if (same) return ok(apiMessage(state, same));
        }
        let reference: FakeMessage['reference'] = null;
        if (input.reference && input.reference.message_id !== undefined) {
          const target = state.messages.get(String(input.reference.message_id));
          if (target && !target.deleted && target.channelId === c.id) {
            reference = { messageId: target.id, channelId: c.id, guildId: c.guildId };
          } else if (input.reference.fail_if_not_exists !== false) {
            const errs = new FormErrors();
            errs.add(['message_reference'], 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', 'Unknown message');
            errs.throwIfAny();
          }
        }
        const msg = state.createMessage({
          channel: c,
          author: state.bot,
          content: input.content,
          embeds: input.embeds,
          components: input.components,
          attachments: input.attachments,
          flags: input.flags,
          nonce: input.nonce,
          reference,
          allowedMentions: input.allowedMentions,
          type: reference ? MessageType.Reply : MessageType.Default,
        });
        return ok(apiMessage(state, msg));
      },
    },
    {
      method: 'GET',
      path: '/channels/:channelId/messages',
      auth: true,
      handle: ({ params, query }) => {
        const c = channel(params.channelId!);
        const n = limit(query, 100, 50);
        const all = visible(c); // oldest first
        const id = (m: FakeMessage) => BigInt(m.id);
        let page: FakeMessage[];
        const before = query.get('before');
        const after = query.get('after');
        const around = query.get('around');
        if (after) page = all.filter((m) => id(m) > BigInt(after)).slice(0, n);
        else if (around) {
          const at = BigInt(around);
          const older = all.filter((m) => id(m) <= at);
          const newer = all.filter((m) => id(m) > at);
          const half = Math.floor(n / 2);
          page = [...older.slice(-Math.max(1, n - half)), ...newer.slice(0, half)];
        } else {
          const upTo = before ? all.filter((m) => id(m) < BigInt(before)) : all;
          page = upTo.slice(-n);
        }
        return ok(page.reverse().map((m) => apiMessage(state, m)));
      },
    },
    {
      method: 'GET',
      path: '/channels/:channelId/messages/pins',
      auth: true,
      handle: ({ params, query }) => {
        const c = channel(params.channelId!);
        const n = limit(query, 50, 50);
        const before = query.get('before');
        const pins = state
          .pins(c.id)
          .reverse()
          .filter((m) => !before || m.pinnedAt! < new Date(before).toISOString());
        return ok({
          items: pins.slice(0, n).map((m) => ({ pinned_at: m.pinnedAt, message: apiMessage(state, m) })),
          has_more: pins.length > n,
        });
      },
    },
    // Pinning answers on the current path and on the one older clients still use.
    ...['/channels/:channelId/messages/pins/:messageId', '/channels/:channelId/pins/:messageId'].flatMap((path): Route[] => [
      {
        method: 'PUT',
        path,
        auth: true,
        handle: ({ params }) => {
          const c = channel(params.channelId!);
          return pin(c, message(c, params.messageId!));
        },
      },
      {
        method: 'DELETE',
        path,
        auth: true,
        handle: ({ params }) => {
          const c = channel(params.channelId!);
          state.unpin(message(c, params.messageId!));
          return noContent();
        },
      },
    ]),
    {
      method: 'GET',
      path: '/channels/:channelId/pins',
      auth: true,
      handle: ({ params }) => {
        const c = channel(params.channelId!);
        return ok(state.pins(c.id).reverse().map((m) => apiMessage(state, m)));
      },
    },
    {
      method: 'GET',
      path: '/channels/:channelId/messages/:messageId',
      auth: true,
      handle: ({ params }) => {
        const c = channel(params.channelId!);
        return ok(apiMessage(state, message(c, params.messageId!)));
      },
    },
    {
      method: 'PATCH',
      path: '/channels/:channelId/messages/:messageId',
      auth: true,
      handle: ({ params, body, files }) => {
        const c = channel(params.channelId!);
        const m = message(c, params.messageId!);
        if (m.author.id !== state.bot.id) throw notOwnMessage();
        state.editMessage(m, messagePatch(state, m, body, files));
        return ok(apiMessage(state, m));
      },
    },
    {
      method: 'DELETE',
      path: '/channels/:channelId/messages/:messageId',
      auth: true,
      handle: ({ params }) => {
        const c = channel(params.channelId!);
        state.deleteMessage(message(c, params.messageId!));
        return noContent();
      },
    },
    {
      method: 'POST',
      path: '/channels/:channelId/threads',
      auth: true,
      handle: ({ params, body }) => createThread(channel(params.channelId!), body, null),
    },
    {
      method: 'POST',
      path: '/channels/:channelId/messages/:messageId/threads',
      auth: true,
      handle: ({ params, body }) => {
        const c = channel(params.channelId!);
        const m = message(c, params.messageId!);
        if (m.threadId) throw threadExists();
        return createThread(c, body, m);
      },
    },

    // ---- guilds
    {
      method: 'GET',
      path: '/guilds/:guildId',
      auth: true,
      handle: ({ params }) => {
        const full = apiGuildCreate(state, guild(params.guildId!), 0);
        for (const key of GATEWAY_ONLY) delete full[key];
        return ok(full);
      },
    },
    {
      method: 'GET',
      path: '/guilds/:guildId/channels',
      auth: true,
      handle: ({ params }) =>
        ok(guild(params.guildId!).channels.filter((c) => !c.deleted && c.type === ChannelType.GuildText).map((c) => apiChannel(state, c))),
    },
    {
      method: 'GET',
      path: '/guilds/:guildId/threads/active',
      auth: true,
      handle: ({ params }) =>
        ok({
          threads: guild(params.guildId!).channels.filter((c) => !c.deleted && c.type !== ChannelType.GuildText && !c.archived).map((c) => apiChannel(state, c)),
          members: [],
        }),
    },
    {
      method: 'GET',
      path: '/guilds/:guildId/roles',
      auth: true,
      handle: ({ params }) => ok(guild(params.guildId!).roles.map((r) => apiRole(r, state.bot.id))),
    },
    {
      method: 'GET',
      path: '/guilds/:guildId/members',
      auth: true,
      handle: ({ params, query }) => {
        const g = guild(params.guildId!);
        const n = limit(query, 1000, 1);
        const after = BigInt(query.get('after') ?? '0');
        const members = [...g.members].sort((a, b) => (BigInt(a.user.id) < BigInt(b.user.id) ? -1 : 1)).filter((m) => BigInt(m.user.id) > after);
        return ok(members.slice(0, n).map((m) => apiMember(m)));
      },
    },
    {
      method: 'GET',
      path: '/guilds/:guildId/members/:userId',
      auth: true,
      handle: ({ params }) => {
        const g = guild(params.guildId!);
        return ok(apiMember(state.member(g, params.userId!) ?? fail(unknownMember())));
      },
    },
  ];
  return routes;

  function commandRoutes(base: string): Route[] {
    return [
      { method: 'GET', path: base, auth: true, handle: ({ params }) => ok(state.commandsFor(commandScope(params))) },
      {
        method: 'PUT',
        path: base,
        auth: true,
        handle: ({ params, body }) => {
          const scope = commandScope(params);
          const errs = new FormErrors();
          checkCommandList(body, errs);
          errs.throwIfAny();
          const previous = state.commandsFor(scope);
          const list = (body as Obj[]).map((c) => storeCommand(state, c, scope, previous));
          setCommands(scope, list);
          return ok(list);
        },
      },
      {
        method: 'POST',
        path: base,
        auth: true,
        handle: ({ params, body }) => {
          const scope = commandScope(params);
          const errs = new FormErrors();
          checkCommand(body, errs);
          errs.throwIfAny();
          const b = body as Obj;
          const previous = state.commandsFor(scope);
          const type = (b.type as number | undefined) ?? 1;
          const existing = previous.find((c) => c.name === b.name && c.type === type);
          if (!existing && type === 1 && previous.filter((c) => c.type === 1).length >= LIMITS.chatInputCommands) {
            throw new ApiError(400, 30032, `Maximum number of application commands reached (${LIMITS.chatInputCommands})`);
          }
          const cmd = storeCommand(state, b, scope, previous);
          setCommands(scope, existing ? previous.map((c) => (c === existing ? cmd : c)) : [...previous, cmd]);
          return ok(cmd, existing ? 200 : 201);
        },
      },
      {
        method: 'GET',
        path: `${base}/:commandId`,
        auth: true,
        handle: ({ params }) => ok(state.commandsFor(commandScope(params)).find((c) => c.id === params.commandId) ?? fail(unknownCommand())),
      },
      {
        method: 'PATCH',
        path: `${base}/:commandId`,
        auth: true,
        handle: ({ params, body }) => {
          const scope = commandScope(params);
          const previous = state.commandsFor(scope);
          const existing = previous.find((c) => c.id === params.commandId) ?? fail(unknownCommand());
          const merged = { ...(existing as unknown as Obj), ...(isObj(body) ? body : {}) };
          const errs = new FormErrors();
          checkCommand(merged, errs);
          errs.throwIfAny();
          const cmd = storeCommand(state, merged, scope, previous);
          setCommands(scope, previous.map((c) => (c === existing ? cmd : c)));
          return ok(cmd);
        },
      },
      {
        method: 'DELETE',
        path: `${base}/:commandId`,
        auth: true,
        handle: ({ params }) => {
          const scope = commandScope(params);
          const previous = state.commandsFor(scope);
          if (!previous.some((c) => c.id === params.commandId)) throw unknownCommand();
          setCommands(scope, previous.filter((c) => c.id !== params.commandId));
          return noContent();
        },
      },
    ];
  }
}

/** GUILD_CREATE fields that GET /guilds/:id does not have. */
const GATEWAY_ONLY = [
  'joined_at',
  'large',
  'unavailable',
  'member_count',
  'voice_states',
  'members',
  'channels',
  'threads',
  'presences',
  'stage_instances',
  'guild_scheduled_events',
  'soundboard_sounds',
  'embedded_activities',
  'activity_instances',
  'lazy',
];

function fail(e: ApiError): never {
  throw e;
}
