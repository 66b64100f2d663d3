import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from '../../src/bot/register.ts';
import { startFakeDiscord } from '../fake-discord/index.ts';
import type { FakeChannel, FakeDiscord, FakeGuild, FakeMessage, FakeUser, InteractionHandle, OptionValue } from '../fake-discord/types.ts';
import { emptyDatabase } from '../support/db.ts';
import { migrate } from '../../src/store/migrate.ts';

/**
 * The bot process, run for real (`node --import tsx src/main.ts`) against the Discord-compatible
 * fake, on a database of its own, with a clock the test moves through a file.
 */

export interface World {
  fake: FakeDiscord;
  guild: FakeGuild;
  lobby: FakeChannel;
  alice: FakeUser;
  bob: FakeUser;
  carol: FakeUser;
  mara: FakeUser;
  databaseUrl: string;
  clockFile: string;
  bots: BotProcess[];
  /** Moves every bot's clock this many hours ahead of real time. */
  setClock(hours: number): void;
  startBot(extraEnv?: Record<string, string>): Promise<BotProcess>;
  close(): Promise<void>;
}

export interface BotProcess {
  child: ChildProcess;
  output: string[];
  /** Ends the process: SIGTERM lets it shut down, SIGKILL is a crash. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * `seed` fixes the dice (several, comma-separated: one for each game in turn). `global` registers
 * the commands globally too, as secret orders by DM need (Discord offers a server's own commands
 * only in that server).
 */
export async function world(options: { seed?: string; deliver?: 'one' | 'all'; global?: boolean } = {}): Promise<World> {
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
  const dir = mkdtempSync(join(tmpdir(), 'dragonpost-e2e-'));
  const clockFile = join(dir, 'clock');
  writeFileSync(clockFile, '0');
  await register({ DISCORD_TOKEN: fake.token, APPLICATION_ID: fake.applicationId, DEV_GUILD_ID: guild.id, DISCORD_API: fake.apiBase });
  if (options.global) await register({ DISCORD_TOKEN: fake.token, APPLICATION_ID: fake.applicationId, DISCORD_API: fake.apiBase });
  const bots: BotProcess[] = [];
  const w: World = {
    fake,
    guild,
    lobby: fake.channel(guild, 'dragon-noir'),
    alice,
    bob,
    carol,
    mara,
    databaseUrl,
    clockFile,
    bots,
    setClock(hours) {
      writeFileSync(clockFile, String(Math.round(hours * 3_600_000)));
    },
    async startBot(extraEnv = {}) {
      const bot = await startBotProcess(fake, {
        DISCORD_TOKEN: fake.token,
        DISCORD_API: fake.apiBase,
        DATABASE_URL: databaseUrl,
        DRAGONPOST_CLOCK_FILE: clockFile,
        DEADLINE_POLL_MS: '150',
        ...(options.seed ? { DRAGONPOST_TEST_SEED: options.seed } : {}),
        ...extraEnv,
      });
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

async function startBotProcess(fake: FakeDiscord, env: Record<string, string>): Promise<BotProcess> {
  const before = fake.sessions().filter((s) => s.live).length;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: process.cwd(),
    env: { MALLOC_ARENA_MAX: '2', ...process.env, ...env, DOTENV_CONFIG_QUIET: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await fake.waitFor(() => output.join('').includes('connected as') && fake.sessions().filter((s) => s.live).length > before, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`the bot did not connect: ${output.join('')}`, { cause: error });
  }
  return {
    child,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** Types a slash command and waits for its (ephemeral) answer; returns the answer's text. */
export async function run(w: World, user: FakeUser, where: FakeChannel, name: string, options: Record<string, OptionValue> = {}, subcommand?: string): Promise<{ text: string; handle: InteractionHandle; reply: FakeMessage }> {
  const handle = w.fake.command(user, where, name, options, subcommand);
  const reply = await handle.settled(20_000);
  const text = [reply.content, ...handle.followUps().map((m) => m.content)].join('\n');
  return { text, handle, reply };
}

/** Every message in a channel others can see, oldest first, as text. */
export function said(w: World, channel: FakeChannel): string {
  return w.fake
    .messages(channel)
    .map((m) => m.content)
    .join('\n');
}

/** Waits until a channel shows `text` (posts follow the caller's own answer). */
export async function seen(w: World, channel: FakeChannel, text: string, timeoutMs = 10_000): Promise<string> {
  return w.fake.waitFor(() => (said(w, channel).includes(text) ? said(w, channel) : undefined), timeoutMs);
}
