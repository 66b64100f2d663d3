import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BOT_ENV, BOT_NODE_FLAGS } from '../scripts/runtime.mjs';
import { register } from '../src/bot/register.ts';
import { connect, PROJECT_DATA } from '../src/store/database.ts';
import { ensureDatabase, startEmbedded } from '../src/store/embedded.ts';
import { migrate } from '../src/store/migrate.ts';
import { startFakeDiscord } from '../test/fake-discord/index.ts';
import type { FakeChannel, FakeDiscord, FakeUser, InteractionHandle } from '../test/fake-discord/types.ts';
import { percentile, summarise, type Measured } from './harness.ts';

/**
 * The bot process against the Discord fake: how fast it answers an interaction, and how it holds
 * up with 200 games running and 20 orders a second (BENCH_LOAD_SECONDS, 60 by default).
 */

interface Bot {
  pid: number;
  stop(): Promise<void>;
}

async function startBot(fake: FakeDiscord, databaseUrl: string): Promise<Bot> {
  const child = spawn(process.execPath, [...BOT_NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    // As `npm start` runs it (scripts/runtime.mjs).
    env: { WEB_PORT: '0', ...BOT_ENV, ...process.env, DISCORD_TOKEN: fake.token, DISCORD_API: fake.apiBase, DATABASE_URL: databaseUrl, DOTENV_CONFIG_QUIET: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await fake.waitFor(() => output.includes('connected as'), 60_000);
  child.once('exit', (code, signal) => {
    if (code !== 0 && code !== 143 && signal !== 'SIGTERM') console.error(`the bot exited (${code ?? signal}):\n${output.slice(-3000)}`);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** CPU time a process has used, in ms: all its threads, the render workers' included (/proc/<pid>/stat, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Another process keeping one core busy, as on a shared host. */
function burnOneCore(): { stop(): void } {
  const burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return { stop: () => void burner.kill('SIGKILL') };
}

/**
 * One game turn of The Ford as players give it on Discord (/order what: details:, and /done): the
 * Orks move Zugun and end their two phases, then the Rebels move Barney and end theirs. A third of
 * the orders end a phase in which something moved, and draw its map; a /done that ends an empty
 * phase posts a line. Zugun and Barney step out and back on alternate turns, so the turn can be
 * played again and again.
 */
function orderAt(step: number, [orks, rebels]: Sides): [FakeUser, string, Record<string, string>] {
  const out = Math.floor(step / 6) % 2 === 0;
  switch (step % 6) {
    case 0:
      return [orks, 'order', { what: 'move', details: out ? 'Zugun A7' : 'Zugun B7' }];
    case 3:
      return [rebels, 'order', { what: 'move', details: out ? 'Barney N14' : 'Barney N13' }];
    default:
      return [step % 6 < 3 ? orks : rebels, 'done', {}];
  }
}

type Sides = [FakeUser, FakeUser];

/** What a load run saw: each order's first response and full answer, and the answers that were not what the order should get. */
interface Load {
  firsts: number[];
  answered: number[];
  wrong: number;
  /** The first few answers that were not what the order should get, to say why. */
  samples: string[];
  total: number;
}

/**
 * Orders at `rate` a second for `seconds`, spread over the games, each game's in turn (`stepOf`
 * holds how far each game has got, so one run goes on from the last). `movesSent` counts each
 * game's moves, to check afterwards that none was lost or doubled.
 */
async function playLoad(fake: FakeDiscord, threads: FakeChannel[], sides: Sides, stepOf: Map<string, number>, movesSent: Map<string, number>, rate: number, seconds: number): Promise<Load> {
  const firsts: number[] = [];
  const answered: number[] = [];
  let wrong = 0;
  const samples: string[] = [];
  const chains = new Map<string, Promise<void>>();
  const started = Date.now();
  const total = Math.round(rate * seconds);
  for (let n = 0; n < total; n++) {
    const thread = threads[n % threads.length]!;
    const step = stepOf.get(thread.id) ?? 0;
    stepOf.set(thread.id, step + 1);
    const [user, verb, options] = orderAt(step, sides);
    if (verb === 'order') movesSent.set(thread.id, (movesSent.get(thread.id) ?? 0) + 1);
    const due = started + (n * 1000) / rate;
    const next = (chains.get(thread.id) ?? Promise.resolve()).then(async () => {
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const handle = fake.command(user, thread, verb, options);
      firsts.push(await firstResponse(handle));
      const reply = await handle.settled(60_000);
      answered.push(Date.now() - handle.dispatchedAt);
      if (/^(Zugun|Barney) moves |^Done\.$/.test(reply.content)) return;
      wrong++;
      if (samples.length < 3) samples.push(`${verb} ${JSON.stringify(options)} at step ${step}: ${reply.content.slice(0, 160)}`);
    });
    chains.set(thread.id, next);
  }
  await Promise.all(chains.values());
  if (samples.length) console.error(`unexpected answers at ${rate}/s:\n  ${samples.join('\n  ')}`);
  return { firsts, answered, wrong, samples, total };
}

/** The highest rate, stepping up, at which the p95 first response stays at or under 250 ms. */
async function capacity(fake: FakeDiscord, threads: FakeChannel[], sides: Sides, stepOf: Map<string, number>, movesSent: Map<string, number>): Promise<{ rate: number; p95s: string }> {
  let kept = 0;
  const p95s: string[] = [];
  for (const rate of [10, 20, 30, 40, 60, 80]) {
    const { firsts } = await playLoad(fake, threads, sides, stepOf, movesSent, rate, 5);
    const p95 = percentile(firsts, 95);
    p95s.push(`${rate}/s: ${Math.round(p95)}`);
    if (p95 > 250) break;
    kept = rate;
  }
  return { rate: kept, p95s: p95s.join(', ') };
}

async function firstResponse(handle: InteractionHandle): Promise<number> {
  const ack = await handle.acknowledged();
  return ack.at - handle.dispatchedAt;
}

export async function benchBot(results: Measured[]): Promise<void> {
  mkdirSync(PROJECT_DATA, { recursive: true });
  const dir = mkdtempSync(join(PROJECT_DATA, 'bench-'));
  chmodSync(dir, 0o755);
  const pg = await startEmbedded(join(dir, 'pg'), { persistent: false, quiet: true });
  const databaseUrl = await ensureDatabase(pg.baseUrl, 'bench');
  await migrate(databaseUrl);
  const fake = await startFakeDiscord({ ackTimeoutMs: 10_000 });
  const mara = fake.addUser({ username: 'mara' });
  const alice = fake.addUser({ username: 'alice' });
  const bob = fake.addUser({ username: 'bob' });
  const guild = fake.addGuild({ name: 'Bench', owner: mara, channels: ['games'] });
  for (const u of [mara, alice, bob]) fake.addMember(guild, u);
  await register({ DISCORD_TOKEN: fake.token, APPLICATION_ID: fake.applicationId, DEV_GUILD_ID: guild.id, DISCORD_API: fake.apiBase });
  const bot = await startBot(fake, databaseUrl);
  const lobby = fake.channel(guild, 'games');
  const settle = async (handle: InteractionHandle) => (await handle.settled(60_000)).content;
  let sampler: NodeJS.Timeout | undefined;
  try {
    // Open 200 games, ten at a time, each in its own thread.
    const threads: FakeChannel[] = [];
    const GAMES = 200;
    for (let i = 0; i < GAMES; i += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, GAMES - i) }, async () => {
          const answer = await settle(fake.command(mara, lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford' }, 'new'));
          if (!answer.includes('<#')) console.error(`/game new answered: ${answer.slice(0, 200)}`);
        }),
      );
    }
    threads.push(...fake.threads(lobby));
    if (threads.length !== GAMES) console.error(`${GAMES} games were asked for and ${threads.length} opened: the load below runs on those`);
    for (let i = 0; i < threads.length; i += 10) {
      await Promise.all(
        threads.slice(i, i + 10).map(async (thread) => {
          await settle(fake.command(alice, thread, 'game', { seat: 'orks' }, 'join'));
          await settle(fake.command(bob, thread, 'game', { seat: 'rebels' }, 'join'));
          await settle(fake.command(alice, thread, 'game', {}, 'start'));
        }),
      );
    }

    // First responses to commands that draw nothing.
    const statusTimes: number[] = [];
    for (let i = 0; i < 200; i++) {
      const handle = fake.command(alice, threads[i % threads.length]!, 'game', {}, 'status');
      statusTimes.push(await firstResponse(handle));
      await handle.settled();
    }
    results.push(summarise('bot: first response, /game status (200 games open)', statusTimes, 100));
    results.at(-1)!.median = percentile(statusTimes, 50);

    // The load: 20 orders a second, each game playing its turns (orderAt).
    const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
    const sides: Sides = [alice, bob];
    const stepOf = new Map<string, number>();
    const movesSent = new Map<string, number>();
    let peakRss = rssMb(bot.pid);
    sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(bot.pid))), 250);
    const cpuBefore = cpuMs(bot.pid);
    const load = await playLoad(fake, threads, sides, stepOf, movesSent, 20, seconds);
    // Replies are answered before their posts finish; let the posts land before the last sample.
    await new Promise((r) => setTimeout(r, 3000));
    clearInterval(sampler);
    const cpuPerOrder = (cpuMs(bot.pid) - cpuBefore) / load.total;
    results.push({ ...summarise(`bot: first response under load (${load.total} orders, 20/s, ${threads.length} games)`, load.firsts, 250), targetOn: 'p95' });
    results.push(summarise('bot: order answered under load (phase maps included)', load.answered));
    results.push({ name: 'bot: peak resident memory under load (MB)', unit: 'ms', median: peakRss, p95: peakRss, runs: 1, target: 500 });
    results.push({ name: 'bot: CPU ms per order under load (bot process, rendering included)', unit: 'ms', median: cpuPerOrder, p95: cpuPerOrder, runs: load.total, target: 15 });

    // Nothing lost, nothing applied twice: every game is exactly where its orders took it.
    const prisma = connect(databaseUrl);
    const games = await prisma.game.findMany({ select: { id: true, channelId: true } });
    const moves = await prisma.gameEvent.groupBy({ by: ['gameId'], where: { type: 'move' }, _count: true });
    const applied = new Map(moves.map((m) => [m.gameId, m._count]));
    const wrong = games.filter((g) => (applied.get(g.id) ?? 0) !== (movesSent.get(g.channelId) ?? 0)).length;
    await prisma.$disconnect();
    results.push({ name: `bot: games whose moves were lost or doubled (${load.total} orders; ${load.wrong} not answered as expected)`, unit: 'ms', median: wrong, p95: wrong, runs: games.length, target: 0 });

    // Headroom: the same play at 20 orders a second with another process keeping one core busy,
    // then the capacity (the highest rate whose p95 first response stays within 250 ms), with
    // that core busy and idle.
    const burner = burnOneCore();
    try {
      const busy = await playLoad(fake, threads, sides, stepOf, movesSent, 20, 20);
      results.push({ ...summarise(`bot: first response, one core busy (${busy.total} orders, 20/s; ${busy.wrong} not answered as expected)`, busy.firsts, 250), targetOn: 'p95' });
      const loaded = await capacity(fake, threads, sides, stepOf, movesSent);
      results.push({ name: `bot: capacity, one core busy (p95 ${loaded.p95s})`, unit: 'orders/s', median: loaded.rate, p95: loaded.rate, runs: 1 });
    } finally {
      burner.stop();
    }
    const idle = await capacity(fake, threads, sides, stepOf, movesSent);
    results.push({ name: `bot: capacity, idle (p95 ${idle.p95s})`, unit: 'orders/s', median: idle.rate, p95: idle.rate, runs: 1, target: 60 });
  } catch (error) {
    console.error('the bot benchmark failed:', error);
    throw error;
  } finally {
    // The bot is stopped below: no more samples of its memory.
    clearInterval(sampler);
    await bot.stop();
    await fake.close();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
