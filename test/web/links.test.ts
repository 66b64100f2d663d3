import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect } from '../../src/store/database.ts';
import { WebStore } from '../../src/store/web.ts';
import { linkSecret, readLink, signLink, type LinkGrant } from '../../src/web/links.ts';
import { freshDatabase, type TestDatabase } from '../support/db.ts';

/** The web page's signed links: what a token grants, and every way a token is refused. */

const SECRET = 'k'.repeat(64);
const now = new Date('2026-11-26T12:00:00Z');
const GAME = '7f1c2a9e-0000-4000-8000-000000000001';
const OTHER = '7f1c2a9e-0000-4000-8000-000000000002';

const seatLink = (expires: number): LinkGrant => ({ game: GAME, kind: 'seat', seat: 'orks', user: 'discord:42', expires });

describe('a token grants what it was signed for', () => {
  test('a public link reads back as the game it names, and is the same every time', () => {
    const token = signLink({ game: GAME, kind: 'public' }, SECRET);
    expect(readLink(token, SECRET, { now })).toEqual({ game: GAME, kind: 'public' });
    expect(readLink(token, SECRET, { now, game: GAME })).toEqual({ game: GAME, kind: 'public' });
    expect(signLink({ game: GAME, kind: 'public' }, SECRET)).toBe(token);
    // Only URL-safe characters: it goes in a path as it is.
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  test('a seat link carries the seat, the user and its expiry, and holds until then', () => {
    const expires = now.getTime() + 7 * 86_400_000;
    const token = signLink(seatLink(expires), SECRET);
    expect(readLink(token, SECRET, { now })).toEqual(seatLink(expires));
  });
});

describe('a token is refused', () => {
  const token = signLink({ game: GAME, kind: 'public' }, SECRET);
  const [payload, signature] = token.split('.') as [string, string];

  test('forged: a signature of our own making, or under another key', () => {
    expect(readLink(`${payload}.${'A'.repeat(43)}`, SECRET, { now })).toBeNull();
    expect(readLink(signLink({ game: GAME, kind: 'public' }, 'x'.repeat(64)), SECRET, { now })).toBeNull();
  });

  test('altered: another game in the payload, the old signature kept', () => {
    const altered = Buffer.from(JSON.stringify({ g: OTHER, k: 'p' })).toString('base64url');
    expect(readLink(`${altered}.${signature}`, SECRET, { now })).toBeNull();
    // One character of the signature changed.
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect(readLink(`${payload}.${flipped}`, SECRET, { now })).toBeNull();
  });

  test('a payload we signed but with something more in it', () => {
    const body = Buffer.from(JSON.stringify({ g: GAME, k: 'p', admin: true })).toString('base64url');
    const signed = createHmac('sha256', SECRET).update(`dragonpost-link-v1.${body}`).digest('base64url');
    expect(readLink(`${body}.${signed}`, SECRET, { now })).toBeNull();
  });

  test('expired: a seat link past its time, to the millisecond', () => {
    expect(readLink(signLink(seatLink(now.getTime()), SECRET), SECRET, { now })).toBeNull();
    expect(readLink(signLink(seatLink(now.getTime() - 1), SECRET), SECRET, { now })).toBeNull();
    expect(readLink(signLink(seatLink(now.getTime() + 1), SECRET), SECRET, { now })).not.toBeNull();
  });

  test('for another game', () => {
    expect(readLink(token, SECRET, { now, game: OTHER })).toBeNull();
    expect(readLink(signLink(seatLink(now.getTime() + 1000), SECRET), SECRET, { now, game: OTHER })).toBeNull();
  });

  test('malformed: empty, no dot, bad characters, too long', () => {
    for (const bad of ['', '.', payload, `${payload}.`, `${payload}.${signature}.x`, `${payload}!.${signature}`, `${'a'.repeat(700)}.${signature}`]) {
      expect(readLink(bad, SECRET, { now })).toBeNull();
    }
  });
});

describe('the signing key', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  test('is made once and kept in Postgres: a restarted process signs the same links', async () => {
    const first = await linkSecret({}, () => new WebStore(db.prisma).linkSecret());
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const again = connect(db.url);
    try {
      const second = await linkSecret({}, () => new WebStore(again).linkSecret());
      expect(second).toBe(first);
      const token = signLink({ game: GAME, kind: 'public' }, first);
      expect(readLink(token, second, { now })).not.toBeNull();
    } finally {
      await again.$disconnect();
    }
  });

  test('WEB_SECRET, when set, is used instead; a short one is refused', async () => {
    const kept = () => Promise.reject(new Error('not asked'));
    expect(await linkSecret({ WEB_SECRET: SECRET }, kept)).toBe(SECRET);
    await expect(linkSecret({ WEB_SECRET: 'short' }, kept)).rejects.toThrow(/at least 32 characters/);
  });
});
