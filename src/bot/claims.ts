import type { InteractionLog } from '../store/interactions.ts';

/**
 * Takes on each interaction once. The claim is made in the database, so one delivered twice, or to
 * two processes, is handled once. The database may be away (stopped, restarting, out of reach):
 * then the claim fails, or does not answer in time, and the interaction is not run at all; the
 * player is told so while Discord still waits. The ids this process saw in the last minutes are
 * also kept in memory, so a second delivery to it is still handled once while the database is away.
 */

/** What a player reads when the database cannot take the interaction: it was not run. */
export const UNREACHABLE = "The game's database is unreachable; nothing was changed. Try again in a minute.";

/**
 * How long a database call may go unanswered before the database counts as unreachable: what is
 * left of Discord's three seconds is enough to say so. A server that is down refuses at once; this
 * is for one that does not answer (out of reach, or frozen).
 */
export const DATABASE_WAIT_MS = 1500;

/** Discord redelivers an interaction only while its token lives: 15 minutes. */
const REMEMBER_MS = 15 * 60_000;

export type Claim = { outcome: 'first' | 'again' } | { outcome: 'unreachable'; reason: unknown };

export class InteractionClaims {
  /** Ids seen by this process, oldest first, with when. */
  readonly #seen = new Map<string, number>();

  constructor(private readonly interactions: InteractionLog) {}

  /** `answer`: the interaction's token, kept so a restarted bot can still answer it. `waitMs`: how long the database may take to answer. */
  async claim(id: string, answer?: { applicationId: string; token: string }, waitMs = DATABASE_WAIT_MS): Promise<Claim> {
    const now = Date.now();
    for (const [seen, at] of this.#seen) {
      if (at > now - REMEMBER_MS) break;
      this.#seen.delete(seen);
    }
    if (this.#seen.has(id)) return { outcome: 'again' };
    this.#seen.set(id, now);
    const taken = await within(this.interactions.claim(id, answer), waitMs);
    if (!taken.done) return { outcome: 'unreachable', reason: taken.reason };
    return { outcome: taken.value ? 'first' : 'again' };
  }
}

export type Within<T> = { done: true; value: T } | { done: false; reason: unknown };

/** `work`'s value if it comes within `ms`; otherwise why not (its error, or that it was late). Never throws. */
export async function within<T>(work: Promise<T>, ms: number): Promise<Within<T>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Within<T>>((resolve) => {
    timer = setTimeout(() => resolve({ done: false, reason: new Error(`no answer within ${ms} ms`) }), Math.max(0, ms));
  });
  try {
    return await Promise.race([
      work.then(
        (value): Within<T> => ({ done: true, value }),
        (reason: unknown): Within<T> => ({ done: false, reason }),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
