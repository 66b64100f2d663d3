/**
 * A Discord-compatible fake server for end-to-end tests: the real discord.js client connects to
 * it (REST at /api/v10, the gateway on the same port) and the test drives users, guilds and
 * interactions through the FakeDiscord API.
 *
 *   const fake = await startFakeDiscord();
 *   const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiBase } });
 *   await client.login(fake.token);
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChannelType } from 'discord-api-types/v10';
import { UsageError } from './commands.ts';
import { ApiError, invalidJson, methodNotAllowed, notFound, unauthorized } from './errors.ts';
import { Gateway } from './gateway.ts';
import { Snowflakes, randomToken } from './ids.ts';
import { Interactions, poll } from './interactions.ts';
import { isMultipart, parseMultipart, type UploadedFile } from './multipart.ts';
import { buildRoutes, type Route } from './rest.ts';
import { apiUser, serializers } from './serialize.ts';
import { State } from './state.ts';
import type {
  FakeChannel,
  FakeDiscord,
  FakeDiscordOptions,
  FakeMessage,
  MessageQuery,
  RequestRecord,
} from './types.ts';

export type * from './types.ts';
export { UsageError } from './commands.ts';

const DEFAULTS = {
  shards: 1,
  maxConcurrency: 16,
  heartbeatMs: 41_250,
  ackTimeoutMs: 3_000,
  tokenLifetimeMs: 15 * 60_000,
  maxFileBytes: 10 * 1024 * 1024,
  maxPins: 50,
  deliver: 'one' as 'one' | 'all',
  resumeWindowMs: 60_000,
  privilegedIntents: 2 | 256 | 32768,
  botName: 'dragonpost',
  log: false,
};

export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  // The application (and its bot user) predates everything the test makes.
  const applicationId = options.applicationId ?? new Snowflakes().next(Date.now() - 400 * 86_400_000);
  const cfg = {
    ...DEFAULTS,
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
    applicationId,
    token: options.token ?? `${Buffer.from(applicationId).toString('base64url')}.${randomToken(4)}.${randomToken(20)}`,
  } as Required<Omit<FakeDiscordOptions, 'port'>>;

  let httpBase = '';
  const state = new State(applicationId, cfg.botName, () => httpBase);
  state.serialize = serializers(state);
  const gateway = new Gateway(state, {
    heartbeatMs: cfg.heartbeatMs,
    resumeWindowMs: cfg.resumeWindowMs,
    privilegedIntents: cfg.privilegedIntents,
    deliver: cfg.deliver,
    url: () => gatewayUrl,
    log: cfg.log,
    token: cfg.token,
  });
  const interactions = new Interactions(state, gateway, {
    ackTimeoutMs: cfg.ackTimeoutMs,
    tokenLifetimeMs: cfg.tokenLifetimeMs,
    maxFileBytes: cfg.maxFileBytes,
  });
  const routes = buildRoutes({
    state,
    interactions,
    gatewayUrl: () => gatewayUrl,
    shards: cfg.shards,
    maxConcurrency: cfg.maxConcurrency,
    maxPins: cfg.maxPins,
  });
  const requests: RequestRecord[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      process.stderr.write(`[fake-discord] ${String((e as Error)?.stack ?? e)}\n`);
      if (!res.headersSent) send(res, 500, { code: 0, message: '500: Internal Server Error' });
    });
  });
  gateway.attach(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  httpBase = `http://127.0.0.1:${port}`;
  const gatewayUrl = `ws://127.0.0.1:${port}`;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', httpBase);
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'GET' && url.pathname.startsWith('/attachments/')) return serveAttachment(url.pathname, res);
    const m = /^\/api\/v10(\/.*?)\/?$/.exec(url.pathname);
    const path = safeDecode(m?.[1] ?? url.pathname);
    const auth = req.headers.authorization ?? null;
    const record: RequestRecord = { method, path, query: url.search, status: 0, body: undefined, response: undefined, auth, at: Date.now() };
    requests.push(record);
    let status: number;
    let body: unknown;
    let route: Route | undefined;
    let params: Record<string, string> = {};
    try {
      if (!m) throw notFound();
      ({ route, params } = match(routes, method, path));
      if (route.auth && !/^Bot \S+/.test(auth ?? '')) throw unauthorized();
      const parsed = await readBody(req, cfg.maxFileBytes);
      record.body = parsed.record;
      const result = route.handle({ params, query: url.searchParams, body: parsed.body, files: parsed.files });
      ({ status, body } = result);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      req.resume();
      status = e.status;
      body = e.toJSON();
      if (route?.interaction) {
        const key = route.interaction;
        interactions.noteRefusal(
          { id: key.id ? params[key.id] : undefined, token: key.token ? params[key.token] : undefined },
          { method, path, status: e.status, code: e.code, message: e.message, ...(e.errors ? { errors: e.errors } : {}), at: Date.now() },
        );
      }
    }
    record.status = status;
    record.response = body;
    if (cfg.log) process.stderr.write(`[fake-discord rest] ${method} ${path}${url.search} → ${status}${status >= 400 ? ` ${JSON.stringify(body)}` : ''}\n`);
    send(res, status, body, route ? `${route.method} ${route.path}` : path);
  }

  function serveAttachment(pathname: string, res: ServerResponse): void {
    const [, , channelId, attachmentId] = pathname.split('/');
    const list = state.channelMessageList(channelId ?? '');
    const att = list.flatMap((msg) => msg.attachments).find((a) => a.id === attachmentId);
    if (!att) return send(res, 404, { code: 0, message: '404: Not Found' });
    res.writeHead(200, { 'content-type': att.contentType ?? 'application/octet-stream', 'content-length': att.size });
    res.end(att.bytes);
  }

  const fake: FakeDiscord = {
    apiBase: `${httpBase}/api`,
    gatewayUrl,
    applicationId,
    botUser: apiUser(state.bot),
    bot: state.bot,
    token: cfg.token,
    options: cfg,
    requests,

    async close() {
      await gateway.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },

    addUser: ({ username, globalName, dmsClosed }) => state.addUser(username, { globalName, dmsClosed }),
    addGuild: ({ name, owner, channels }) => state.addGuild(name, owner, channels ?? ['general']),
    addMember: (guild, user, opts) => state.addMember(guild, user, opts),
    addChannel: (guild, name) => state.addTextChannel(guild, name),
    channel(guild, name) {
      const c = guild.channels.find((x) => x.name === name && !x.deleted);
      if (!c) throw new UsageError(`${guild.name} has no channel named "${name}"; it has ${guild.channels.map((x) => x.name).join(', ')}`);
      return c;
    },
    openDm: (user) => state.openDm(user),
    say(user, where, content) {
      if (where.type === ChannelType.DM ? where.recipientId !== user.id : !state.member(state.guildOf(where)!, user.id)) {
        throw new UsageError(`${user.username} cannot post in ${where.name ?? 'that DM'}`);
      }
      return state.createMessage({ channel: where, author: user, content });
    },

    command: (user, where, name, opts, sub) => interactions.command(user, where, name, opts, sub),
    autocomplete: (user, where, name, opts, focused, sub) => interactions.autocomplete(user, where, name, opts, focused, sub),
    click: (user, message, customId) => interactions.click(user, message, customId),
    select: (user, message, customId, values) => interactions.select(user, message, customId, values),
    submitModal: (user, shown, values) => interactions.submitModal(user, shown, values),
    redeliver: (handle) => interactions.redeliver(handle),

    messages: (channel, query) => listMessages(channel, query),
    message: (id) => state.messages.get(id),
    dmChannel(user) {
      const id = state.dmByUser.get(user.id);
      return id ? state.channels.get(id) : undefined;
    },
    dms(user) {
      const c = fake.dmChannel(user);
      return c ? listMessages(c, { ephemeral: true }) : [];
    },
    threads: (parent) => [...state.channels.values()].filter((c) => c.parentId === parent.id && !c.deleted),
    pins: (channel) => state.pins(typeof channel === 'string' ? channel : channel.id),
    registered: (scope) => [...state.commandsFor(scope?.guildId ?? null)],
    connections: () => gateway.connections(),
    sessions: () => gateway.sessions(),
    dropConnections: (code = 4000) => gateway.dropConnections(code),
    waitFor: (predicate, timeoutMs = 2_000) =>
      poll(predicate, timeoutMs, () => new Error(`waitFor: condition not met within ${timeoutMs} ms`)),
  };

  function listMessages(channel: FakeChannel | string, query: MessageQuery = {}): FakeMessage[] {
    const id = typeof channel === 'string' ? channel : channel.id;
    return state.channelMessageList(id).filter((m) => (query.deleted || !m.deleted) && (query.ephemeral || !m.ephemeral));
  }

  return fake;
}

function match(routes: Route[], method: string, path: string): { route: Route; params: Record<string, string> } {
  const segments = path.split('/').slice(1);
  let pathMatched = false;
  for (const route of routes) {
    const pattern = route.path.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((p, i) => {
      const s = segments[i]!;
      if (p.startsWith(':')) return (params[p.slice(1)] = s) !== '';
      return p === s;
    });
    if (!fits) continue;
    pathMatched = true;
    if (route.method === method) return { route, params };
  }
  throw pathMatched ? methodNotAllowed() : notFound();
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

interface ParsedBody {
  body: unknown;
  files: UploadedFile[];
  /** What the request log keeps. */
  record: unknown;
}

async function readBody(req: IncomingMessage, maxFileBytes: number): Promise<ParsedBody> {
  if (isMultipart(req)) {
    const { payload, files } = await parseMultipart(req, maxFileBytes);
    return {
      body: payload,
      files,
      record: { payload_json: payload, files: files.map((f) => ({ field: f.field, name: f.filename, size: f.data.length, contentType: f.contentType })) },
    };
  }
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return { body: undefined, files: [], record: undefined };
  try {
    const body: unknown = JSON.parse(text);
    return { body, files: [], record: body };
  } catch {
    throw invalidJson();
  }
}

/** Generous rate-limit headers, so @discordjs/rest never waits. */
function send(res: ServerResponse, status: number, body: unknown, bucket = 'global'): void {
  const headers: Record<string, string> = {
    'x-ratelimit-limit': '50',
    'x-ratelimit-remaining': '49',
    'x-ratelimit-reset': ((Date.now() + 60_000) / 1000).toFixed(3),
    'x-ratelimit-reset-after': '60.000',
    'x-ratelimit-bucket': createHash('sha1').update(bucket).digest('hex').slice(0, 16),
  };
  if (status === 204 || body === undefined) {
    res.writeHead(status === 200 && body === undefined ? 204 : status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
