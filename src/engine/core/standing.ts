import { z } from 'zod';
import type { DecisionSpec } from './module.ts';
import { canSee, type SeatId, type Viewer } from './events.ts';

/**
 * Standing orders with an answer window. By post, the seat that is not moving cannot be asked at
 * every step of the other's move, so it sets standing orders in advance, in secret ("fire at the
 * first enemy in range"), and the rules apply them as the move unfolds. An order that says "ask
 * me" opens a short answer window instead: play stops, that seat alone is asked, and if it does
 * not answer in time the window's own default applies. The default is chosen when the window
 * opens and stored with it, as a typed order, so whatever happens at the deadline can always be
 * applied: a window can never stall a game.
 */

export const StandingSchema = <T extends z.ZodType>(order: T) =>
  z.object({
    id: z.string(),
    owner: z.string(),
    order,
    /** Open an answer window instead of acting alone. */
    ask: z.boolean(),
    /** Named in a public line once it has acted: from then on it is no secret. */
    revealed: z.boolean(),
  });
export interface Standing<T> {
  id: string;
  owner: SeatId;
  order: T;
  ask: boolean;
  revealed: boolean;
}

/** Sets (or replaces, by id) a standing order. */
export function setStanding<T>(list: readonly Standing<T>[], order: Standing<T>): Standing<T>[] {
  return [...list.filter((s) => s.id !== order.id), order];
}

export function standingOf<T>(list: readonly Standing<T>[], owner: SeatId): Standing<T>[] {
  return list.filter((s) => s.owner === owner);
}

/** The standing orders a viewer must not know of: others' orders not yet revealed. */
export function standingSecrets<T>(list: readonly Standing<T>[], viewer: Viewer, describe: (s: Standing<T>) => string): string[] {
  return list.filter((s) => !s.revealed && !canSee(viewer, [s.owner])).map(describe);
}

export const AnswerWindowSchema = z.object({
  /** The seat asked. */
  seat: z.string(),
  /** The question, for that seat alone. */
  prompt: z.string(),
  /** The verb that answers. */
  verb: z.string(),
  /** What applies if nobody answers in time: a typed order of `verb`. */
  silence: z.record(z.string(), z.unknown()),
  /** The standing order that opened it, if any. */
  standing: z.string().optional(),
});
export type AnswerWindow = z.infer<typeof AnswerWindowSchema>;

export function openWindow(window: { seat: SeatId; prompt: string; verb: string; silence: Record<string, unknown>; standing?: string }): AnswerWindow {
  if (window.silence.verb !== undefined && window.silence.verb !== window.verb) throw new Error(`an answer window for /${window.verb} defaults to /${String(window.silence.verb)}`);
  return { ...window, silence: { ...window.silence, verb: window.verb } };
}

/** The window as the phase's decision: asked of its seat alone, in secret. */
export function windowDecision(window: AnswerWindow): DecisionSpec {
  return { seat: window.seat, prompt: window.prompt, secret: true, verb: window.verb, refusal: `First answer: ${window.prompt}${/[.?!]$/.test(window.prompt) ? '' : '.'}` };
}

/** What the window does when its seat stays silent until the deadline. */
export function windowDefault<O extends { verb: string }>(window: AnswerWindow): O {
  return window.silence as O;
}
