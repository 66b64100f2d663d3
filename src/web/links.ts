import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SEAT_LINK_DAYS } from '../app/games.ts';

/**
 * The web page's links: a token that says what it grants, signed with HMAC-SHA256 so it cannot be
 * guessed, forged or altered. A token is `<payload>.<signature>`, both base64url: the payload is
 * the grant as JSON, the signature the HMAC of the payload's text under the server's key.
 *
 * A public link grants a game's public page and never expires. A seat link grants one seat's view
 * to one user until it expires; the server also checks, at each request, that the user still holds
 * the seat.
 */

export type LinkGrant =
  | { game: string; kind: 'public' }
  | { game: string; kind: 'seat'; seat: string; user: string; /** ms since the epoch */ expires: number };

/** What a refused link is told, whatever the reason: nothing about the game or why. */
export const NOT_VALID = 'this link is not valid';

/** Longer than any token we sign: refused before any work is spent on it. */
const MAX_TOKEN = 600;
/** Signs only links: the same key must not sign anything else to the same bytes. */
const DOMAIN = 'dragonpost-link-v1.';

// Short keys keep the link short; strict, so a payload with anything more is refused.
const PayloadSchema = z.union([
  z.strictObject({ g: z.string().min(1).max(64), k: z.literal('p') }),
  z.strictObject({ g: z.string().min(1).max(64), k: z.literal('s'), s: z.string().min(1).max(64), u: z.string().min(1).max(64), e: z.number().int().positive() }),
]);

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(DOMAIN + payload).digest();
}

export function signLink(grant: LinkGrant, secret: string): string {
  const body = grant.kind === 'public' ? { g: grant.game, k: 'p' } : { g: grant.game, k: 's', s: grant.seat, u: grant.user, e: grant.expires };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/**
 * The grant a token carries, or null if it is not one we signed, was altered, has expired, or
 * (with `game`) is for another game. The caller answers null with NOT_VALID and nothing else.
 */
export function readLink(token: string, secret: string, options: { now: Date; game?: string }): LinkGrant | null {
  if (token.length > MAX_TOKEN) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: z.infer<typeof PayloadSchema>;
  try {
    const result = PayloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  if (options.game !== undefined && parsed.g !== options.game) return null;
  if (parsed.k === 'p') return { game: parsed.g, kind: 'public' };
  if (parsed.e <= options.now.getTime()) return null;
  return { game: parsed.g, kind: 'seat', seat: parsed.s, user: parsed.u, expires: parsed.e };
}

/** The key links are signed with: WEB_SECRET if set, else the one kept in Postgres (made once). */
export async function linkSecret(env: Record<string, string | undefined>, kept: () => Promise<string>): Promise<string> {
  const given = env.WEB_SECRET;
  if (given !== undefined && given !== '') {
    // A short key is a guessable one: refuse to start on it rather than sign with it.
    if (given.length < 32) throw new Error('WEB_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)');
    return given;
  }
  return kept();
}

/**
 * The links the bot hands out: its public address and the key. `base` is known once the server
 * listens (PUBLIC_URL, or http://localhost:<port>); until then there is no link to give.
 */
export class WebLinks {
  base: string | undefined;

  constructor(readonly secret: string, base?: string) {
    this.base = base?.replace(/\/+$/, '');
  }

  /** A game's public page. */
  publicPage(gameId: string): string | undefined {
    return this.base === undefined ? undefined : `${this.base}/g/${signLink({ game: gameId, kind: 'public' }, this.secret)}`;
  }

  /** One seat's own view, for the user who holds it, until it expires (SEAT_LINK_DAYS from `now`). */
  seatPage(gameId: string, seat: string, user: string, now = new Date(), days = SEAT_LINK_DAYS): string | undefined {
    const expires = now.getTime() + days * 24 * 3600 * 1000;
    return this.base === undefined ? undefined : `${this.base}/g/${signLink({ game: gameId, kind: 'seat', seat, user, expires }, this.secret)}`;
  }

  /** The link the app hands out: a seat's own when one is named, else the public page. */
  link(gameId: string, seat?: { seat: string; user: string }): string | undefined {
    return seat ? this.seatPage(gameId, seat.seat, seat.user) : this.publicPage(gameId);
  }
}
