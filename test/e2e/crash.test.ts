import { afterEach, describe, expect, test } from 'vitest';
import type { Step } from '../../src/app/game-service.ts';
import type { FakeChannel, FakeUser } from '../fake-discord/types.ts';
import { query } from '../support/db.ts';
import { run, slash, world, type BotProcess, type World } from './support.ts';

/**
 * A bot killed with `kill -9` at any step between an order and its last post loses nothing and
 * doubles nothing (issue 11, item 1). The bot process kills itself the first time it passes the
 * step (bot-under-test.ts); a new one is started, and the clock moved past the dead one's leases.
 * Then every phase that ended is posted exactly once, every deadline fires exactly once, and the
 * game goes on to its end.
 */

let w: World | undefined;

afterEach(async () => {
  await w?.close();
  w = undefined;
});

/** Past the dead bot's leases: 30 s on its posts, 60 s on a deadline it claimed. */
const PAST_LEASES_HOURS = 0.03;

const exitOf = (bot: BotProcess) => new Promise<string | null>((resolve) => (bot.child.exitCode !== null || bot.child.signalCode !== null ? resolve(bot.child.signalCode) : bot.child.once('exit', (_code, signal) => resolve(signal))));

/** How many of a channel's posts begin with `start`. */
const posted = (world: World, channel: FakeChannel, start: string) => world.fake.messages(channel).filter((m) => m.content.startsWith(start)).length;

async function phaseNow(world: World, thread: FakeChannel): Promise<string> {
  const status = await run(world, world.mara, thread, 'game', {}, 'status');
  const label = /Turn \d+ · (Orks|Rebels) · [A-Za-z]+/.exec(status.text)?.[0];
  if (!label) throw new Error(`no phase in the status: ${status.text}`);
  return label;
}

const pendingDeadlines = (world: World) =>
  query<{ kind: string; seatId: string; phaseLabel: string }>(world.databaseUrl, `SELECT kind, "seatId", "phaseLabel" FROM "Deadline" WHERE "firedAt" IS NULL AND "cancelledAt" IS NULL AND kind <> 'reminder' ORDER BY "dueAt"`);

describe('kill -9 between an order and its posts', () => {
  test('at every step, every post appears once, every deadline fires once, and the game reaches its end', async () => {
    w = await world();
    let bot = await w.startBot();
    await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford', deadline: '48h', options: 'turns=2' }, 'new');
    const thread = w.fake.threads(w.lobby).at(-1)!;
    await run(w, w.alice, thread, 'game', { seat: 'orks' }, 'join');
    await run(w, w.bob, thread, 'game', { seat: 'rebels' }, 'join');
    await run(w, w.alice, thread, 'game', {}, 'start');
    const playerOf = (label: string): FakeUser => (label.includes('· Orks ·') ? w!.alice : w!.bob);
    const ended: string[] = [];

    // The order's side: its commit, the drawing of its maps, the sending of its posts.
    const orderSteps: Step[] = ['order-committed', 'post-drawn', 'post-sent'];
    for (const step of orderSteps) {
      const label = await phaseNow(w, thread);
      await bot.stop('SIGTERM');
      // The second post marked sent is a phase's map or a DM, sent just before the crash: the order's own answer goes first.
      bot = await w.startBot({ crashAt: { step, nth: step === 'post-sent' ? 2 : 1 } });
      const died = exitOf(bot);
      slash(w, playerOf(label), thread, 'done');
      expect(await died, `the bot passes ${step}`).toBe('SIGKILL');
      bot = await w.startBot();
      await w.advance(PAST_LEASES_HOURS);
      ended.push(label);
      expect(posted(w, thread, `**${label}** is over`), `after a crash at ${step}`).toBe(1);
      // The new phase has its deadline, written with the order that began it.
      const next = await phaseNow(w, thread);
      expect(next).not.toBe(label);
      expect((await pendingDeadlines(w)).map((d) => d.phaseLabel)).toEqual([next]);
      // Whoever plays next is told once.
      if (playerOf(next) !== playerOf(label)) expect(w.fake.dms(playerOf(next)).filter((m) => m.content.includes(`: ${next}. Deadline`))).toHaveLength(1);
    }

    // The deadline's side: its claim, its defaults' commit, the mark that it fired.
    const deadlineSteps: Step[] = ['deadline-claimed', 'default-committed', 'deadline-marking'];
    for (const step of deadlineSteps) {
      const label = await phaseNow(w, thread);
      await bot.stop('SIGTERM');
      bot = await w.startBot({ crashAt: { step, nth: 1 } });
      const died = exitOf(bot);
      // The pass that would report back dies with the bot.
      await w.advance(48.01).catch(() => 0);
      expect(await died, `the bot passes ${step}`).toBe('SIGKILL');
      bot = await w.startBot();
      await w.advance(PAST_LEASES_HOURS);
      await w.pass();
      ended.push(label);
      const notes = w.fake.messages(thread).filter((m) => m.content.includes(`missed the deadline for ${label};`));
      expect(notes, `the deadline for ${label} fires once, after a crash at ${step}`).toHaveLength(1);
      expect(posted(w, thread, `**${label}** is over`), `after a crash at ${step}`).toBe(1);
      const status = await run(w, w.mara, thread, 'game', {}, 'status');
      expect(status.text).toMatch(/Missed deadlines in a row: .*1/);
    }

    // On to the end, by deadlines: each phase over once, and the end told once.
    for (let guard = 0; guard < 12 && posted(w, thread, '**Game over.**') === 0; guard++) {
      ended.push(await phaseNow(w, thread));
      await w.advance(48.01);
    }
    expect(posted(w, thread, '**Game over.**')).toBe(1);
    for (const label of ended) expect(posted(w, thread, `**${label}** is over`), label).toBe(1);
    expect(await pendingDeadlines(w)).toEqual([]);
    const unsent = await query<{ n: string }>(w.databaseUrl, `SELECT count(*)::text AS n FROM "OutboxPost" WHERE "sentAt" IS NULL`);
    expect(unsent[0]!.n).toBe('0');
  });
});
