import { z } from 'zod';
import { canSee, privateEvent, publicEvent, type GameEvent, type SeatId, type Viewer } from './events.ts';

/**
 * A sealed simultaneous choice: every seat named commits in secret (by DM, or an ephemeral
 * command), and nothing of anyone's choice is known until all have committed or the deadline
 * has passed, when each late seat gets the game's default. Then all are revealed together in one
 * public event. Bids, counter-maneuvers and army builds are its uses.
 *
 * The choices are the game's own values; `describe` puts one into words.
 */

export const SealedSchema = z.object({
  /** What is chosen, in the game's words: "bid", "counter-maneuver". */
  what: z.string(),
  seats: z.array(z.string()),
  /** Secret until revealed: each seat's choice, as the game stores it. */
  choices: z.record(z.string(), z.unknown()),
  /** Seats whose choice was the default at the deadline. */
  defaulted: z.array(z.string()),
});
export type Sealed = z.infer<typeof SealedSchema>;

export function openSealed(what: string, seats: readonly SeatId[]): Sealed {
  return { what, seats: [...seats], choices: {}, defaulted: [] };
}

/** The seats that have not committed yet. */
export function waitingFor(sealed: Sealed): SeatId[] {
  return sealed.seats.filter((s) => !(s in sealed.choices));
}

export const allSealed = (sealed: Sealed): boolean => waitingFor(sealed).length === 0;

/**
 * `seat` commits `choice`, or changes it while others still have to commit. The seat is told
 * what it sealed; everyone else only that it has sealed something (once).
 */
export function seal(sealed: Sealed, seat: SeatId, choice: unknown, words: { who: string; described: string; byDefault?: boolean }): { ok: true; sealed: Sealed; events: GameEvent[] } | { ok: false; error: string } {
  if (!sealed.seats.includes(seat)) return { ok: false, error: `You have no ${sealed.what} to seal now.` };
  const again = seat in sealed.choices;
  const next: Sealed = { ...sealed, choices: { ...sealed.choices, [seat]: choice }, defaulted: words.byDefault ? [...sealed.defaulted, seat] : sealed.defaulted.filter((s) => s !== seat) };
  const events: GameEvent[] = [privateEvent([seat], 'sealed', `${words.byDefault ? 'By default, your' : 'Your'} ${sealed.what} is sealed: ${words.described}.${allSealed(next) ? '' : ' You may change it until everyone has sealed theirs.'}`)];
  if (!again) events.push(publicEvent('sealed-one', `${words.who} has sealed ${/^[aeiou]/i.test(sealed.what) ? 'an' : 'a'} ${sealed.what}${words.byDefault ? ' (by default, at the deadline)' : ''}.`));
  return { ok: true, sealed: next, events };
}

/** Every choice at once, in one public line, once all are in. */
export function reveal(sealed: Sealed, describe: (seat: SeatId, choice: unknown) => string): { choices: Record<SeatId, unknown>; event: GameEvent } {
  if (!allSealed(sealed)) throw new Error(`reveal of a ${sealed.what} still waiting for ${waitingFor(sealed).join(', ')}`);
  const lines = sealed.seats.map((s) => `${describe(s, sealed.choices[s])}${sealed.defaulted.includes(s) ? ' (by default)' : ''}`);
  return {
    choices: { ...sealed.choices },
    event: publicEvent('sealed-revealed', `The ${sealed.what}s are revealed: ${lines.join('; ')}.`, { data: { what: sealed.what, choices: sealed.choices } }),
  };
}

/** The choices a viewer must not learn yet, for leak tests. */
export function sealedSecrets(sealed: Sealed, viewer: Viewer, describe: (seat: SeatId, choice: unknown) => string): string[] {
  return Object.entries(sealed.choices)
    .filter(([seat]) => !canSee(viewer, [seat]))
    .map(([seat, choice]) => describe(seat, choice));
}
