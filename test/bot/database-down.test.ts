import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { UNREACHABLE } from '../../src/bot/claims.ts';
import { register } from '../../src/bot/register.ts';
import { poll } from '../fake-discord/interactions.ts';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.ts';
import type { FakeChannel, FakeUser, InteractionHandle } from '../fake-discord/types.ts';
import { query } from '../support/db.ts';
import { stoppablePostgres, type StoppablePostgres } from '../support/stoppable-postgres.ts';

/**
 * With its database stopped the bot still answers every interaction within Discord's three
 * seconds, says the database is unreachable and changes nothing; and it takes up its work again
 * by itself as soon as the database is back (issue 11, item 6). The bot is the product's, the real
 * discord.js client against the fake, on an embedded Postgres of this file's own that it stops.
 */

/** Discord's limit for the first answer, counted from the interaction's creation. */
const DISCORD_ACK_MS = 3000;
const WAIT_MS = 60_000;

let fake: FakeDiscord;
let pg: StoppablePostgres;
let bot: RunningBot;
const logged: string[] = [];
let alice: FakeUser;
let games: FakeChannel;
let thread: FakeChannel;

const seats = () => query<{ seatId: string }>(pg.url, `SELECT "seatId" FROM "Seat" WHERE "userId" = $1`, [alice.id]);

/** The first answer came within Discord's three seconds of the interaction's creation, as the fake saw it. */
async function answeredInTime(handle: InteractionHandle) {
  const ack = await handle.acknowledged();
  expect(ack.at - handle.dispatchedAt).toBeLessThan(DISCORD_ACK_MS);
  return ack;
}

/**
 * What the player reads, and that it was there within three seconds too: a direct answer, or a
 * deferral (the bot defers whatever is still working after a moment) edited with it.
 */
async function toldInTime(handle: InteractionHandle): Promise<string> {
  await answeredInTime(handle);
  const told = await handle.settled(WAIT_MS);
  expect(Date.parse(told.editedTimestamp ?? told.timestamp) - handle.dispatchedAt).toBeLessThan(DISCORD_ACK_MS);
  return told.content;
}

beforeAll(async () => {
  [fake, pg] = await Promise.all([startFakeDiscord(), stoppablePostgres()]);
  alice = fake.addUser({ username: 'alice' });
  const guild = fake.addGuild({ name: 'The Keep', owner: alice, channels: ['games'] });
  games = fake.channel(guild, 'games');
  await register({ DISCORD_TOKEN: fake.token, APPLICATION_ID: fake.applicationId, DEV_GUILD_ID: guild.id, DISCORD_API: fake.apiBase });
  bot = await startBot({ token: fake.token, apiBase: fake.apiBase, databaseUrl: pg.url, log: (message) => logged.push(message) });
  const opened = fake.command(alice, games, 'game', { game: 'dragon-noir', scenario: 'the-ford' }, 'new');
  expect((await opened.settled(WAIT_MS)).content).toMatch(/Your game is open in/);
  thread = fake.threads(games)[0]!;
});

afterAll(async () => {
  // The database is up again for the bot's own shutdown whatever a test left.
  await pg?.start();
  await bot?.stop();
  await pg?.close();
  await fake?.close();
});

describe('with the database stopped', () => {
  test('a command is answered within three seconds with the unreachable line, changes nothing, and works once the database is back', async () => {
    // With the database up, the seat list comes from the game.
    expect((await fake.autocomplete(alice, thread, 'game', { seat: '' }, 'seat', 'join')).map((c) => c.value)).toContain('orks');
    await pg.stop();

    const join = fake.command(alice, thread, 'game', { seat: 'orks' }, 'join');
    expect(await toldInTime(join)).toBe(UNREACHABLE);
    expect(join.ephemeral()).toBe(true);

    // Delivered again to this process while the database is still away: handled once, not answered twice.
    const before = logged.length;
    fake.redeliver(join);
    await poll(() => logged.slice(before).some((m) => m.includes(`interaction ${join.id} was delivered again`)), WAIT_MS, () => new Error(`the redelivery was not seen: ${logged.slice(before).join(' | ')}`));
    expect(join.refused()).toEqual([]);

    // Autocomplete neither hangs nor fails: no suggestions, in time (the fake rejects a late answer).
    expect(await fake.autocomplete(alice, thread, 'game', { seat: '' }, 'seat', 'join')).toEqual([]);

    await pg.start();
    // Nothing was changed while it was away: Alice holds no seat.
    expect(await seats()).toEqual([]);
    // The same command, at once, with no restart of the bot.
    const again = fake.command(alice, thread, 'game', { seat: 'orks' }, 'join');
    await answeredInTime(again);
    expect((await again.settled(WAIT_MS)).content).not.toBe(UNREACHABLE);
    expect(await seats()).toEqual([{ seatId: 'orks' }]);
    expect((await fake.autocomplete(alice, thread, 'game', { seat: '' }, 'seat', 'join')).map((c) => c.value)).toContain('rebels');
  });

  test('a database that does not answer: the command is told the same within three seconds, and works once it answers', async () => {
    await pg.start();
    // Frozen, the server neither answers nor refuses, as one out of reach: the claim waits for nothing.
    pg.freeze();
    try {
      const status = fake.command(alice, thread, 'game', {}, 'status');
      expect(await toldInTime(status)).toBe(UNREACHABLE);
      expect(await fake.autocomplete(alice, thread, 'game', { seat: '' }, 'seat', 'join')).toEqual([]);
    } finally {
      pg.thaw();
    }
    const status = fake.command(alice, thread, 'game', {}, 'status');
    await answeredInTime(status);
    expect((await status.settled(WAIT_MS)).content).toMatch(/^\*\*Dragon Noir: The Ford\*\*/);
  });
});
