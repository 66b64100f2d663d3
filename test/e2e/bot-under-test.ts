import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import type { Step } from '../../src/app/game-service.ts';
import type { Command, Report } from './bot-protocol.ts';

/**
 * The bot process the end-to-end tests run: the product's own `startBot`, given a clock and dice
 * seeds that the test drives over the IPC channel of `child_process.fork`, so nothing in src/
 * reads a test setting. Each command is answered once it has taken effect, so a test waits for
 * that answer instead of sleeping. The protocol is in ./bot-protocol.ts.
 */

if (!process.send) throw new Error('bot-under-test runs as a forked child of an end-to-end test');
const send = (report: Report) => process.send!(report);

// Real time plus an offset the test moves: timestamps keep their order within a run, and a test
// can still carry a game days ahead.
let aheadMs = 0;
const clock = { now: () => new Date(Date.now() + aheadMs) };

// Successive games take successive seeds, the last one repeating, so one game's revealed seed
// says nothing about the next's.
let seeds: string[] = [];
let games = 0;
const newSeed = () => seeds[Math.min(games++, seeds.length - 1)]!;

let bot: RunningBot | undefined;

/** Dies as a `kill -9` would, the `nth` time the bot passes `step`: nothing after it runs. */
function crashAt(at: { step: Step; nth: number }): (step: Step) => void {
  let passed = 0;
  return (step) => {
    if (step === at.step && ++passed === at.nth) process.kill(process.pid, 'SIGKILL');
  };
}

/**
 * One scheduler pass that begins after this call: the first `tick` finishes a pass already under
 * way (it may have read the clock before the test moved it), the second reads the clock anew.
 */
async function freshPass(running: RunningBot): Promise<number> {
  await running.deadlines.tick();
  return running.deadlines.tick();
}

async function obey(command: Command): Promise<Report> {
  switch (command.type) {
    case 'start': {
      aheadMs = command.aheadMs;
      seeds = command.seeds;
      bot = await startBot({
        token: command.token,
        apiBase: command.apiBase,
        databaseUrl: command.databaseUrl,
        pollMs: command.pollMs,
        clock,
        ...(command.crashAt ? { observe: crashAt(command.crashAt) } : {}),
        // Without fixed seeds the product's own random seeds apply.
        ...(seeds.length ? { newSeed } : {}),
      });
      return { type: 'started', id: command.id };
    }
    case 'seeds':
      seeds = command.seeds;
      games = 0;
      return { type: 'done', id: command.id, now: clock.now().toISOString(), fired: 0 };
    case 'advance':
      if (!bot) throw new Error('the bot has not started');
      aheadMs += command.ms;
      return { type: 'done', id: command.id, now: clock.now().toISOString(), fired: await freshPass(bot) };
    case 'pass':
      if (!bot) throw new Error('the bot has not started');
      return { type: 'done', id: command.id, now: clock.now().toISOString(), fired: await freshPass(bot) };
  }
}

process.on('message', (command: Command) => {
  obey(command).then(send, (error: unknown) => send({ type: 'failed', id: command.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
});
send({ type: 'listening' });

const stop = () => void (bot?.stop() ?? Promise.resolve()).then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// The test runner gone (crashed, or killed), nobody can stop this process: it stops itself.
process.once('disconnect', stop);
