/**
 * The gateway: API v10, JSON, no compression. HELLO, IDENTIFY → READY + GUILD_CREATE for the
 * shard's guilds, heartbeats, RESUME with replay, and dispatches of model changes to the
 * sessions whose shard owns the guild and whose intents ask for the event.
 */
import type { IncomingMessage, Server } from 'node:http';
import {
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayIntentBits,
  GatewayOpcodes,
} from 'discord-api-types/v10';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { randomHex, shardOf } from './ids.ts';
import { apiMember, apiUser, mentionedUsers, withoutContent } from './serialize.ts';
import type { Dispatch, State } from './state.ts';
import type { SessionInfo } from './types.ts';

const PRIVILEGED = GatewayIntentBits.GuildMembers | GatewayIntentBits.GuildPresences | GatewayIntentBits.MessageContent;
/** Dispatches kept per session for RESUME. */
const REPLAY_BUFFER = 1000;

export interface GatewayConfig {
  heartbeatMs: number;
  resumeWindowMs: number;
  privilegedIntents: number;
  deliver: 'one' | 'all';
  /** ws://127.0.0.1:PORT, for resume_gateway_url. */
  url: () => string;
  log: boolean;
  /** The bot's token: an IDENTIFY with any other is closed with 4004, as Discord does. */
  token: string;
}

interface Payload {
  op: number;
  d: unknown;
  s: number | null;
  t: string | null;
}

interface Session {
  id: string;
  shard: [number, number];
  intents: number;
  token: string;
  seq: number;
  buffer: Payload[];
  socket: WebSocket | null;
  identifiedAt: number;
  resumes: number;
  expiry: NodeJS.Timeout | null;
}

interface Connection {
  ws: WebSocket;
  session: Session | null;
}

export class Gateway {
  readonly #sessions = new Map<string, Session>();
  readonly #sockets = new Set<WebSocket>();
  #wss: WebSocketServer | null = null;
  #next = 0;

  constructor(
    private readonly state: State,
    private readonly cfg: GatewayConfig,
  ) {
    state.onDispatch((d) => this.#broadcast(d));
  }

  attach(server: Server): void {
    this.#wss = new WebSocketServer({ server });
    this.#wss.on('connection', (ws, req) => this.#onConnection(ws, req));
    this.#wss.on('error', () => undefined);
  }

  // ---- for the test API

  connections(): number {
    return [...this.#sessions.values()].filter(isLive).length;
  }

  sessions(): SessionInfo[] {
    return [...this.#sessions.values()].map((s) => ({
      id: s.id,
      shard: [...s.shard] as [number, number],
      intents: s.intents,
      token: s.token,
      live: isLive(s),
      seq: s.seq,
      identifiedAt: s.identifiedAt,
      resumes: s.resumes,
    }));
  }

  dropConnections(code: number): void {
    for (const s of this.#sessions.values()) if (s.socket) s.socket.close(code, 'Dropped by the test');
  }

  /**
   * Sends INTERACTION_CREATE to one live session owning the guild (round-robin), or to all of
   * them with deliver: 'all'. Returns the session ids it went to.
   */
  deliverInteraction(payload: unknown, guildId: string | null): string[] {
    const owners = [...this.#sessions.values()].filter((s) => isLive(s) && owns(s, guildId));
    if (owners.length === 0) return [];
    const targets = this.cfg.deliver === 'all' ? owners : [owners[this.#next++ % owners.length]!];
    for (const s of targets) this.#dispatch(s, GatewayDispatchEvents.InteractionCreate, payload);
    return targets.map((s) => s.id);
  }

  async close(): Promise<void> {
    for (const s of this.#sessions.values()) if (s.expiry) clearTimeout(s.expiry);
    this.#sessions.clear();
    for (const ws of this.#sockets) ws.terminate();
    await new Promise<void>((resolve) => (this.#wss ? this.#wss.close(() => resolve()) : resolve()));
  }

  // ---- connections

  #onConnection(ws: WebSocket, req: IncomingMessage): void {
    this.#sockets.add(ws);
    const conn: Connection = { ws, session: null };
    ws.on('error', () => undefined);
    ws.on('close', (code) => this.#onClose(conn, code));
    const query = new URL(req.url ?? '/', 'ws://fake').searchParams;
    if (query.get('v') !== '10') return ws.close(GatewayCloseCodes.InvalidAPIVersion, 'Invalid API version');
    if ((query.get('encoding') ?? 'json') !== 'json') return ws.close(GatewayCloseCodes.DecodeError, 'Only JSON encoding is supported');
    this.#raw(ws, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.cfg.heartbeatMs, _trace: ['fake-discord'] }, s: null, t: null });
    ws.on('message', (data, isBinary) => this.#onMessage(conn, data, isBinary));
  }

  #onClose(conn: Connection, code: number): void {
    this.#sockets.delete(conn.ws);
    const s = conn.session;
    if (!s || s.socket !== conn.ws) return;
    s.socket = null;
    this.#log(`session ${s.id} shard ${s.shard.join('/')} closed ${code}`);
    // A client closing with 1000/1001 ends its session; anything else may be resumed for a while.
    if (code === 1000 || code === 1001) {
      this.#sessions.delete(s.id);
      return;
    }
    s.expiry = setTimeout(() => this.#sessions.delete(s.id), this.cfg.resumeWindowMs);
    s.expiry.unref();
  }

  #onMessage(conn: Connection, data: RawData, isBinary: boolean): void {
    let p: Payload;
    try {
      if (isBinary) throw new Error('binary');
      p = JSON.parse(data.toString()) as Payload;
      if (typeof p !== 'object' || p === null || typeof p.op !== 'number') throw new Error('shape');
    } catch {
      return conn.ws.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
    }
    switch (p.op) {
      case GatewayOpcodes.Heartbeat:
        return this.#raw(conn.ws, { op: GatewayOpcodes.HeartbeatAck, d: null, s: null, t: null });
      case GatewayOpcodes.Identify:
        return this.#identify(conn, p.d);
      case GatewayOpcodes.Resume:
        return this.#resume(conn, p.d);
      case GatewayOpcodes.PresenceUpdate:
      case GatewayOpcodes.VoiceStateUpdate:
      case GatewayOpcodes.RequestSoundboardSounds:
        if (!conn.session) return conn.ws.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
        return;
      case GatewayOpcodes.RequestGuildMembers:
        if (!conn.session) return conn.ws.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
        return this.#requestMembers(conn.session, p.d);
      default:
        return conn.ws.close(GatewayCloseCodes.UnknownOpcode, 'Unknown opcode.');
    }
  }

  #identify(conn: Connection, d: unknown): void {
    if (conn.session) return conn.ws.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
    const body = (d ?? {}) as { token?: unknown; intents?: unknown; shard?: unknown };
    if (typeof body.token !== 'string' || body.token.replace(/^Bot /, '') !== this.cfg.token) {
      return conn.ws.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
    }
    if (typeof body.intents !== 'number' || !Number.isInteger(body.intents) || body.intents < 0) {
      return conn.ws.close(GatewayCloseCodes.InvalidIntents, 'Invalid intent(s).');
    }
    if ((body.intents & PRIVILEGED & ~this.cfg.privilegedIntents) !== 0) {
      return conn.ws.close(GatewayCloseCodes.DisallowedIntents, 'Disallowed intent(s).');
    }
    const shard = (body.shard ?? [0, 1]) as [number, number];
    if (!Array.isArray(shard) || shard.length !== 2 || !(shard[1] >= 1) || !(shard[0] >= 0) || shard[0] >= shard[1]) {
      return conn.ws.close(GatewayCloseCodes.InvalidShard, 'Invalid shard.');
    }
    const session: Session = {
      id: randomHex(16),
      shard: [shard[0], shard[1]],
      intents: body.intents,
      token: body.token,
      seq: 0,
      buffer: [],
      socket: conn.ws,
      identifiedAt: Date.now(),
      resumes: 0,
      expiry: null,
    };
    conn.session = session;
    this.#sessions.set(session.id, session);
    this.#log(`session ${session.id} identified: shard ${session.shard.join('/')}, intents ${session.intents}`);
    const guilds = [...this.state.guilds.values()].filter((g) => owns(session, g.id));
    this.#dispatch(session, GatewayDispatchEvents.Ready, {
      v: 10,
      user_settings: {},
      user: apiUser(this.state.bot),
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      session_type: 'normal',
      resume_gateway_url: this.cfg.url(),
      shard: session.shard,
      application: { id: this.state.applicationId, flags: 0 },
      private_channels: [],
      presences: [],
      relationships: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      auth: {},
      _trace: ['fake-discord'],
    });
    if (session.intents & GatewayIntentBits.Guilds) {
      for (const g of guilds) this.#dispatch(session, GatewayDispatchEvents.GuildCreate, this.state.serialize.guildCreate(g, session.intents));
    }
  }

  #resume(conn: Connection, d: unknown): void {
    if (conn.session) return conn.ws.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
    const body = (d ?? {}) as { token?: unknown; session_id?: unknown; seq?: unknown };
    const session = typeof body.session_id === 'string' ? this.#sessions.get(body.session_id) : undefined;
    if (!session || session.token !== body.token) {
      return this.#raw(conn.ws, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
    }
    const seq = typeof body.seq === 'number' ? body.seq : 0;
    if (seq > session.seq) return conn.ws.close(GatewayCloseCodes.InvalidSeq, 'Invalid seq.');
    const oldest = session.buffer[0]?.s ?? session.seq + 1;
    if (seq + 1 < oldest) {
      // The events it missed are gone: it has to start over.
      return this.#raw(conn.ws, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
    }
    if (session.expiry) clearTimeout(session.expiry);
    session.expiry = null;
    const previous = session.socket;
    session.socket = conn.ws;
    conn.session = session;
    previous?.terminate();
    session.resumes++;
    const missed = session.buffer.filter((p) => p.s !== null && p.s > seq);
    this.#log(`session ${session.id} resumed from ${seq}, replaying ${missed.length}`);
    for (const p of missed) this.#raw(conn.ws, p);
    this.#dispatch(session, GatewayDispatchEvents.Resumed, { _trace: ['fake-discord'] });
  }

  #requestMembers(session: Session, d: unknown): void {
    const body = (d ?? {}) as { guild_id?: unknown; query?: unknown; limit?: unknown; user_ids?: unknown; nonce?: unknown };
    const guildIds = Array.isArray(body.guild_id) ? body.guild_id : [body.guild_id];
    for (const gid of guildIds) {
      const guild = typeof gid === 'string' ? this.state.guilds.get(gid) : undefined;
      if (!guild || !owns(session, guild.id)) continue;
      let members = guild.members;
      const ids = Array.isArray(body.user_ids) ? body.user_ids : typeof body.user_ids === 'string' ? [body.user_ids] : null;
      if (ids) members = members.filter((m) => ids.includes(m.user.id));
      else if (typeof body.query === 'string' && body.query !== '') {
        const q = body.query.toLowerCase();
        members = members.filter((m) => m.user.username.toLowerCase().startsWith(q));
      }
      const limit = typeof body.limit === 'number' && body.limit > 0 ? body.limit : Infinity;
      members = members.slice(0, limit);
      this.#dispatch(session, GatewayDispatchEvents.GuildMembersChunk, {
        guild_id: guild.id,
        members: members.map((m) => apiMember(m)),
        chunk_index: 0,
        chunk_count: 1,
        not_found: ids ? ids.filter((id) => !guild.members.some((m) => m.user.id === id)) : [],
        ...(body.nonce !== undefined ? { nonce: body.nonce } : {}),
      });
    }
  }

  // ---- dispatching

  #broadcast(d: Dispatch): void {
    for (const s of this.#sessions.values()) {
      if (!owns(s, d.guildId)) continue;
      if (d.intent !== null && (s.intents & d.intent) === 0) continue;
      this.#dispatch(s, d.t, this.#payloadFor(s, d));
    }
  }

  #payloadFor(s: Session, d: Dispatch): unknown {
    if (d.t === GatewayDispatchEvents.GuildCreate) {
      return this.state.serialize.guildCreate(this.state.guilds.get(d.guildId!)!, s.intents);
    }
    if (d.message) {
      const m = d.message;
      const full = this.state.serialize.message(m, true);
      // Without MESSAGE_CONTENT a bot still sees its own messages, DMs, and messages that mention it.
      const seesContent =
        (s.intents & GatewayIntentBits.MessageContent) !== 0 ||
        m.author.id === this.state.bot.id ||
        m.guildId === null ||
        mentionedUsers(this.state, m).some((u) => u.id === this.state.bot.id);
      return seesContent ? full : withoutContent(full);
    }
    return d.d;
  }

  #dispatch(s: Session, t: string, d: unknown): void {
    const p: Payload = { op: GatewayOpcodes.Dispatch, t, s: ++s.seq, d };
    s.buffer.push(p);
    if (s.buffer.length > REPLAY_BUFFER) s.buffer.shift();
    if (s.socket) this.#raw(s.socket, p);
  }

  #raw(ws: WebSocket, p: Payload): void {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (this.cfg.log && p.op === 0) this.#log(`→ ${p.t} #${p.s}`);
    ws.send(JSON.stringify(p));
  }

  #log(line: string): void {
    if (this.cfg.log) process.stderr.write(`[fake-discord gateway] ${line}\n`);
  }
}

function isLive(s: Session): boolean {
  return s.socket !== null && s.socket.readyState === WebSocket.OPEN;
}

function owns(s: Session, guildId: string | null): boolean {
  return shardOf(guildId, s.shard[1]) === s.shard[0];
}
