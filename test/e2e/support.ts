import { fork, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { register } from '../../src/bot/register.ts';
import { startFakeDiscord } from '../fake-discord/index.ts';
import type { FakeChannel, FakeDiscord, FakeGuild, FakeMessage, FakeUser, InteractionHandle, OptionValue } from '../fake-discord/types.ts';
import { emptyDatabase, query } from '../support/db.ts';
import { migrate } from '../../src/store/migrate.ts';
import type { Step } from '../../src/app/game-service.ts';
import type { Command, Report } from './bot-protocol.ts';

/**
 * The bot process, run for real against the Discord-compatible fake, on a database of its own.
 * `startBot` forks ./bot-under-test.ts, the product's bot with a clock and dice seeds this side
 * drives over IPC; `startProductBot` runs `src/main.ts` itself, the entry `npm start` runs, for
 * what only that entry does (sharding).
 */

// On a busy two-core machine a bot process (or a shard) takes a minute or more to start (its modules compiled,
// its render workers warmed) and a whole scripted game several. These bound a test that hangs;
// nothing waits for them to run out.
export const START_MS = 120_000;
/** How long a test waits for a post, a DM or an answer that must come. */
export const WAIT_MS = 60_000;
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const HOUR = 3_600_000;
// The bot's own deadline poll, kept short so a restarted bot also finds due deadlines on its own;
// the tests never wait on it, they wait for the answer to `advance` or `pass`.
const POLL_MS = 150;

export interface World {
  fake: FakeDiscord;
  guild: FakeGuild;
  lobby: FakeChannel;
  alice: FakeUser;
  bob: FakeUser;
  carol: FakeUser;
  mara: FakeUser;
  databaseUrl: string;
  bots: BotProcess[];
  /**
   * Moves every bot's clock this many hours ahead (and the clock of bots started later), and
   * resolves once each live bot has run a deadline pass on the new time and delivered what it
   * posts. Returns how many deadlines and reminders the passes acted on.
   */
  advance(hours: number): Promise<number>;
  /** A deadline pass in every live bot that begins now; resolves when all have ended. */
  pass(): Promise<number>;
  /** Dice seeds for the games opened from now on, one each, the last repeating. */
  setSeeds(seeds: string[]): Promise<void>;
  /** A bot process; with `crashAt`, one that kills itself the nth time it passes a step. */
  startBot(options?: { crashAt?: { step: Step; nth: number } }): Promise<BotProcess>;
  /** src/main.ts itself, with these settings added to its environment. */
  startProductBot(env: Record<string, string>): Promise<BotProcess>;
  close(): Promise<void>;
}

export interface BotProcess {
  child: ChildProcess;
  output: string[];
  /** Resolves once the process has written `text` (to stdout or stderr). */
  logged(text: string, timeoutMs?: number): Promise<void>;
  /** Sends a command to a bot forked from bot-under-test.ts and resolves with its answer. */
  command(command: DistributiveOmit<Command, 'id'>, timeoutMs?: number): Promise<Report>;
  /** Ends the process: SIGTERM lets it shut down, SIGKILL is a crash. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const live = (bot: BotProcess) => bot.child.exitCode === null && bot.child.signalCode === null;

/**
 * `seeds` fixes the dice, one seed for each game in turn. `global` registers the commands
 * globally too, as secret orders by DM need (Discord offers a server's own commands only in that
 * server).
 */
export async function world(options: { seeds?: string[]; deliver?: 'one' | 'all'; global?: boolean } = {}): Promise<World> {
  const fake = await startFakeDiscord({ deliver: options.deliver ?? 'one' });
  const mara = fake.addUser({ username: 'mara' });
  const alice = fake.addUser({ username: 'alice' });
  const bob = fake.addUser({ username: 'bob' });
  const carol = fake.addUser({ username: 'carol', dmsClosed: true });
  const guild = fake.addGuild({ name: 'The Keep', owner: mara, channels: ['dragon-noir'] });
  fake.addMember(guild, mara, { admin: true });
  for (const user of [alice, bob, carol]) fake.addMember(guild, user);
  const databaseUrl = await emptyDatabase();
  await migrate(databaseUrl);
  await register({ DISCORD_TOKEN: fake.token, APPLICATION_ID: fake.applicationId, DEV_GUILD_ID: guild.id, DISCORD_API: fake.apiBase });
  if (options.global) await register({ DISCORD_TOKEN: fake.token, APPLICATION_ID: fake.applicationId, DISCORD_API: fake.apiBase });
  const bots: BotProcess[] = [];
  let aheadMs = 0;
  let seeds = options.seeds ?? [];
  const everyBot = async (command: DistributiveOmit<Command, 'id'>) => {
    const reports = await Promise.all(bots.filter(live).map((bot) => bot.command(command)));
    return reports.reduce((sum, r) => sum + (r.type === 'done' ? r.fired : 0), 0);
  };
  const w: World = {
    fake,
    guild,
    lobby: fake.channel(guild, 'dragon-noir'),
    alice,
    bob,
    carol,
    mara,
    databaseUrl,
    bots,
    async advance(hours) {
      const ms = Math.round(hours * HOUR);
      aheadMs += ms;
      return everyBot({ type: 'advance', ms });
    },
    pass: () => everyBot({ type: 'pass' }),
    async setSeeds(next) {
      seeds = next;
      await everyBot({ type: 'seeds', seeds });
    },
    async startBot(startOptions = {}) {
      const before = liveSessions(fake);
      const bot = botProcess(fork(BOT_UNDER_TEST, [], { execArgv: ['--import', 'tsx'], env: childEnv({}), stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }));
      try {
        await bot.command({ type: 'start', token: fake.token, apiBase: fake.apiBase, databaseUrl, pollMs: POLL_MS, aheadMs, seeds, ...(startOptions.crashAt ? { crashAt: startOptions.crashAt } : {}) }, START_MS);
        await connected(fake, before);
      } catch (error) {
        await bot.stop('SIGKILL');
        throw new Error(`the bot did not start: ${bot.output.join('')}`, { cause: error });
      }
      bots.push(bot);
      return bot;
    },
    async startProductBot(env) {
      const before = liveSessions(fake);
      const bot = botProcess(
        spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: process.cwd(),
          env: childEnv({ DISCORD_TOKEN: fake.token, DISCORD_API: fake.apiBase, DATABASE_URL: databaseUrl, ...env }),
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      try {
        await bot.logged('connected as', START_MS);
        await connected(fake, before);
      } catch (error) {
        await bot.stop('SIGKILL');
        throw new Error(`the bot did not connect: ${bot.output.join('')}`, { cause: error });
      }
      bots.push(bot);
      return bot;
    },
    async close() {
      await Promise.all(bots.map((b) => b.stop('SIGKILL')));
      await fake.close();
    },
  };
  return w;
}

const BOT_UNDER_TEST = fileURLToPath(new URL('./bot-under-test.ts', import.meta.url));

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: '2', ...process.env, ...env, DOTENV_CONFIG_QUIET: 'true' };
}

const liveSessions = (fake: FakeDiscord) => fake.sessions().filter((s) => s.live).length;

/** The fake sees the new process's gateway session (a second bot adds a second one). */
async function connected(fake: FakeDiscord, before: number): Promise<void> {
  await fake.waitFor(() => liveSessions(fake) > before, START_MS);
}

function botProcess(child: ChildProcess): BotProcess {
  const running = () => child.exitCode === null && child.signalCode === null;
  const output: string[] = [];
  const written = new Set<() => void>();
  const onOutput = (d: Buffer) => {
    output.push(d.toString());
    for (const check of written) check();
  };
  child.stdout!.on('data', onOutput);
  child.stderr!.on('data', onOutput);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const answers = new Map<number, { resolve: (r: Report) => void; reject: (e: Error) => void }>();
  let heard: () => void = () => {};
  const listening = new Promise<void>((resolve) => (heard = resolve));
  child.on('message', (report: Report) => {
    if (report.type === 'listening') return heard();
    const waiting = answers.get(report.id);
    answers.delete(report.id);
    if (report.type === 'failed') waiting?.reject(new Error(`the bot failed a command: ${report.error}`));
    else waiting?.resolve(report);
  });
  void exited.then(() => {
    for (const waiting of answers.values()) waiting.reject(new Error(`the bot exited: ${output.join('')}`));
    answers.clear();
    for (const check of written) check();
  });
  let nextId = 1;
  return {
    child,
    output,
    logged(text, timeoutMs = WAIT_MS) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (output.join('').includes(text)) finish(resolve);
          else if (!running()) finish(() => reject(new Error(`the bot exited before writing "${text}": ${output.join('')}`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`the bot did not write "${text}" in ${timeoutMs} ms: ${output.join('')}`))), timeoutMs);
        const finish = (then: () => void) => {
          clearTimeout(timer);
          written.delete(check);
          then();
        };
        written.add(check);
        check();
      });
    },
    command(command, timeoutMs = WAIT_MS) {
      const id = nextId++;
      return new Promise<Report>((resolve, reject) => {
        const timer = setTimeout(() => {
          answers.delete(id);
          reject(new Error(`the bot did not answer ${command.type} in ${timeoutMs} ms: ${output.join('')}`));
        }, timeoutMs);
        const settle = <T>(then: (value: T) => void) => (value: T) => {
          clearTimeout(timer);
          then(value);
        };
        answers.set(id, { resolve: settle(resolve), reject: settle(reject) });
        if (!child.send) settle(reject)(new Error('this bot process takes no commands: it is src/main.ts, not bot-under-test.ts'));
        else void listening.then(() => child.send({ ...command, id } as Command));
      });
    },
    async stop(signal = 'SIGTERM') {
      if (!running()) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** Types a slash command and waits for its (ephemeral) answer; returns the answer's text. */
export async function run(w: World, user: FakeUser, where: FakeChannel, name: string, options: Record<string, OptionValue> = {}, subcommand?: string): Promise<{ text: string; handle: InteractionHandle; reply: FakeMessage }> {
  const handle = slash(w, user, where, name, options, subcommand);
  const reply = await handle.settled(WAIT_MS);
  const text = [reply.content, ...handle.followUps().map((m) => m.content)].join('\n');
  return { text, handle, reply };
}

const SHARED = new Set(['game', 'campaign', 'dice', 'order', 'orders', 'done', 'help']);

/**
 * Types a command as a player would on Discord. A game's order (`move unit:Kuruz to:F5`) goes
 * through `/order what:move details:unit:Kuruz to:F5`, as every game's orders do.
 */
export function slash(w: World, user: FakeUser, where: FakeChannel, name: string, options: Record<string, OptionValue> = {}, subcommand?: string): InteractionHandle {
  if (SHARED.has(name)) return w.fake.command(user, where, name, options, subcommand);
  const { as, game, ...rest } = options;
  const details = Object.entries(rest)
    .map(([k, v]) => `${k}:${String(v)}`)
    .join(' ');
  return w.fake.command(user, where, 'order', { what: name, ...(details ? { details } : {}), ...(as !== undefined ? { as } : {}), ...(game !== undefined ? { game } : {}) });
}

/** Every message in a channel others can see, oldest first, as text. */
export function said(w: World, channel: FakeChannel): string {
  return w.fake
    .messages(channel)
    .map((m) => m.content)
    .join('\n');
}

/** Waits until a channel shows `text` (posts follow the caller's own answer). */
export async function seen(w: World, channel: FakeChannel, text: string, timeoutMs = WAIT_MS): Promise<string> {
  return w.fake.waitFor(() => (said(w, channel).includes(text) ? said(w, channel) : undefined), timeoutMs);
}

/** The state of the game in a channel, as the bot stored it, parsed by its game's own schema. */
export async function stateIn<S>(w: World, channel: FakeChannel, game: { stateSchema: { parse(value: unknown): S } }): Promise<S> {
  const [row] = await query<{ state: unknown }>(w.databaseUrl, 'SELECT state FROM "Game" WHERE "channelId" = $1', [channel.id]);
  return game.stateSchema.parse(row!.state);
}

/** Everything the public can read of a game: the thread's posts (with their images' alt text) and every bot process's log. */
export function publicText(w: World, thread: FakeChannel): string {
  const posts = w.fake
    .messages(thread)
    .filter((m) => !m.ephemeral)
    .map((m) => [m.content, ...m.attachments.map((a) => a.description ?? '')].join('\n'));
  return [...posts, ...w.bots.flatMap((b) => b.output)].join('\n');
}

/** Everything a user was sent by DM, with the alt text of its images. */
export function dmText(w: World, user: FakeUser): string {
  return w.fake
    .dms(user)
    .map((m) => [m.content, ...m.attachments.map((a) => a.description ?? '')].join('\n'))
    .join('\n');
}
