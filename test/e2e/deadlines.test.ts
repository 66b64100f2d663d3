import { afterEach, describe, expect, test } from 'vitest';
import type { FakeChannel } from '../fake-discord/types.ts';
import { run, START_MS, WAIT_MS, world, type World } from './support.ts';

/**
 * Deadlines live in Postgres: they pass when the (test-controlled) clock says so, survive the bot
 * being killed, and fire once even with two bot processes on one database. `advance` resolves
 * once every bot has run a deadline pass on the new time and posted what it had to, so what has
 * not been posted by then did not happen.
 */

let w: World | undefined;

afterEach(async () => {
  await w?.close();
  w = undefined;
});

async function startedGame(world: World): Promise<FakeChannel> {
  await run(world, world.mara, world.lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford', deadline: '48h' }, 'new');
  const thread = world.fake.threads(world.lobby).at(-1)!;
  await run(world, world.alice, thread, 'game', { seat: 'orks' }, 'join');
  await run(world, world.bob, thread, 'game', { seat: 'rebels' }, 'join');
  await run(world, world.alice, thread, 'game', {}, 'start');
  return thread;
}

const missed = (world: World, thread: FakeChannel) => world.fake.messages(thread).filter((m) => m.content.includes('missed the deadline'));

describe('deadlines', () => {
  test('a deadline passes on the clock: the default applies and the thread says so; reminders come first', async () => {
    w = await world();
    await w.startBot();
    const thread = await startedGame(w);
    await w.advance(24.01);
    const reminder = w.fake.dms(w.alice).find((m) => m.content.startsWith('Reminder:'));
    expect(reminder?.content).toContain('Turn 1 · Orks · Movement. Deadline');
    expect(missed(w, thread)).toHaveLength(0);
    await w.advance(24);
    const [note] = missed(w, thread);
    expect(note?.content).toContain('The Orks missed the deadline for Turn 1 · Orks · Movement; the default applies: /done.');
    const status = await run(w, w.alice, thread, 'game', {}, 'status');
    expect(status.text).toContain('Turn 1 · Orks · Combat.');
    expect(status.text).toContain('Missed deadlines in a row: Orks 1');
  });

  test('the bot killed mid-game comes back, remembers everything, and the deadline still fires once', async () => {
    w = await world();
    const first = await w.startBot();
    const thread = await startedGame(w);
    await run(w, w.alice, thread, 'move', { unit: 'Kuruz', to: 'F5' });
    await first.stop('SIGKILL');
    await w.advance(48.01);
    await w.startBot();
    // The restarted bot finds the deadline on its own; a pass begun after that finds nothing more.
    const note = await w.fake.waitFor(() => missed(w!, thread)[0], WAIT_MS);
    expect(note.content).toContain('Kuruz moves E6→F5');
    await w.pass();
    expect(missed(w, thread)).toHaveLength(1);
    const move = await run(w, w.alice, thread, 'move', { unit: 'Kuruz', to: 'F4' });
    expect(move.text).toBe('Moves are made in the movement phase; it is the combat phase.');
  });

  test('two bot processes on one database: both answer commands, and each deadline fires once', async () => {
    w = await world();
    await w.startBot();
    await w.startBot();
    expect(w.fake.connections()).toBe(2);
    const thread = await startedGame(w);
    // Commands go to one session or the other, and either process answers them.
    const a = await run(w, w.alice, thread, 'game', {}, 'status');
    const b = await run(w, w.alice, thread, 'game', {}, 'status');
    expect(new Set([...a.handle.deliveredTo(), ...b.handle.deliveredTo()]).size).toBe(2);
    expect(b.text).toContain('Turn 1 · Orks · Movement.');
    await w.advance(48.01);
    expect(missed(w, thread)).toHaveLength(1);
    await w.advance(48.01);
    const notes = missed(w, thread).map((m) => m.content.match(/deadline for (Turn \d+ · \w+ · [\w ]+);/)?.[1]);
    expect(notes).toEqual(['Turn 1 · Orks · Movement', 'Turn 1 · Orks · Combat']);
  });
});

describe('sharding', () => {
  test('with DISCORD_SHARDS=2 the bot runs one process per shard, and each answers its own servers', async () => {
    w = await world();
    await w.startProductBot({ DISCORD_SHARDS: '2' });
    await w.fake.waitFor(() => w!.fake.sessions().filter((s) => s.live).length === 2, START_MS);
    expect(w.fake.sessions().filter((s) => s.live).map((s) => s.shard.join('/')).sort()).toEqual(['0/2', '1/2']);
    const answer = await run(w, w.mara, w.lobby, 'game', {}, 'status');
    expect(answer.text).toBe('There is no game in this channel. Start one with /game new, or use the thread of your game.');
    const shardOfGuild = Number((BigInt(w.guild.id) >> 22n) % 2n);
    const session = w.fake.sessions().find((s) => s.id === answer.handle.deliveredTo()[0]);
    expect(session?.shard).toEqual([shardOfGuild, 2]);
  });
});
