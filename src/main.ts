import 'dotenv/config';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { allCommands, CommandRouter } from './commands/index.ts';
import { GameService } from './app/game-service.ts';
import { LocalTable } from './app/local-table.ts';
import { gameModules } from './app/modules.ts';
import { renderPool } from './render/pool.ts';
import { openDatabase } from './store/database.ts';
import { GameStore } from './store/games.ts';

/**
 * `npm start`. With a DISCORD_TOKEN the Discord bot connects; without one the local table opens,
 * reading a script (`--script FILE`), piped input, or what you type.
 */

async function main() {
  const args = process.argv.slice(2);
  const scriptIndex = args.indexOf('--script');
  const script = scriptIndex >= 0 ? args[scriptIndex + 1] : undefined;
  const outIndex = args.indexOf('--out');
  const outDir = outIndex >= 0 ? args[outIndex + 1]! : join(process.cwd(), 'out');

  if (process.env.DISCORD_TOKEN) {
    console.error('DISCORD_TOKEN is set, but this build has only the local table. Unset it to play locally.');
    process.exitCode = 1;
    return;
  }

  const db = await openDatabase({ quiet: true });
  const modules = gameModules();
  const service = new GameService({ store: new GameStore(db.prisma), modules, renderer: renderPool(), local: true });
  const router = new CommandRouter(service, allCommands([...modules.values()]));
  // A script is a game of its own: it gets a fresh channel, so it can be run again and again.
  const channel = script || !process.stdin.isTTY ? `script-${Date.now().toString(36)}` : 'table';
  const table = new LocalTable({ service, router, outDir: join(outDir, channel), channel });
  const shutdown = async () => {
    await renderPool().close();
    await db.close();
  };
  process.once('SIGINT', () => void shutdown().then(() => process.exit(130)));
  process.once('SIGTERM', () => void shutdown().then(() => process.exit(143)));

  try {
    if (script) {
      await table.script(readFileSync(script, 'utf8'));
    } else if (!process.stdin.isTTY) {
      const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
      for await (const line of lines) {
        if (line.trim() && !line.trim().startsWith('#')) console.log(`> ${line.trim()}`);
        if (!(await table.line(line))) break;
      }
    } else {
      console.log('dragonpost local table. Type commands as players, e.g.:');
      console.log('  @alice /game new game:dragon-noir scenario:the-ford');
      console.log('  @alice /game join seat:orks   @bob /game join seat:rebels   @alice /game start');
      console.log('  !dice 7 3 10 forces the next dice; !state prints the game; !quit leaves.');
      const rl = createInterface({ input: process.stdin, output: process.stdout, prompt: `@${table.currentUser}> ` });
      rl.prompt();
      for await (const line of rl) {
        if (!(await table.line(line))) break;
        rl.setPrompt(`@${table.currentUser}> `);
        rl.prompt();
      }
      rl.close();
    }
  } finally {
    await shutdown();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
