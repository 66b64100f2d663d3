import type { Step } from '../../src/app/game-service.ts';

/**
 * The messages between an end-to-end test and the bot process it forks (./bot-under-test.ts).
 * The process first says it is listening (a message sent before that would be lost while its
 * modules load); then the test sends `start`. Every command carries an id; the bot answers each once, with the same id, when it has taken
 * effect: `started` once the bot is connected, `done` once the clock or seeds are set and (for
 * `advance` and `pass`) a whole deadline pass has run, its posts and DMs delivered.
 */

export type Command =
  | {
      type: 'start';
      id: number;
      token: string;
      apiBase: string;
      databaseUrl: string;
      /** How often the bot polls for deadlines on its own, as in production. */
      pollMs: number;
      /** How far ahead of real time the bot's clock starts. */
      aheadMs: number;
      /** Dice seeds for the next games, one each, the last repeating; none: random seeds. */
      seeds: string[];
      /** The process kills itself (SIGKILL, a crash) the `nth` time it passes `step`. */
      crashAt?: { step: Step; nth: number };
    }
  /** Moves the clock ahead, then runs a deadline pass that reads the new time. */
  | { type: 'advance'; id: number; ms: number }
  /** Runs a deadline pass that begins after this command (the clock unmoved). */
  | { type: 'pass'; id: number }
  /** Seeds for the games opened from now on. */
  | { type: 'seeds'; id: number; seeds: string[] };

export type Report =
  | { type: 'listening' }
  | { type: 'started'; id: number }
  /** `now` is the bot's clock; `fired` how many deadlines and reminders the pass acted on. */
  | { type: 'done'; id: number; now: string; fired: number }
  | { type: 'failed'; id: number; error: string };
