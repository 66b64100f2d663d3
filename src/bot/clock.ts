import { readFileSync } from 'node:fs';
import type { Clock } from '../app/game-service.ts';
import { systemClock } from '../app/game-service.ts';

/**
 * The bot's clock. In production, the system's. For end-to-end tests, DRAGONPOST_CLOCK_FILE names
 * a file holding a number of milliseconds to add to the real time, so a test can move a running
 * bot process days ahead to make deadlines pass.
 */
export function clockFromEnvironment(): Clock {
  const file = process.env.DRAGONPOST_CLOCK_FILE;
  if (!file) return systemClock;
  let offset = 0;
  let readAt = 0;
  return {
    now() {
      const real = Date.now();
      if (real - readAt > 50) {
        readAt = real;
        try {
          offset = Number(readFileSync(file, 'utf8').trim()) || 0;
        } catch {
          offset = 0;
        }
      }
      return new Date(real + offset);
    },
  };
}
