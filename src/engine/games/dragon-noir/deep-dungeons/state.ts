import { z } from 'zod';

/**
 * The deep dungeons in a Dragon Noir state (5.3): the notes the Adventurer player writes when
 * one of his characters goes down, secret until he comes up. Where entrance No. 4 opens in the
 * Jails is rolled at set-up and kept with the other hidden facts (`secret.entranceFour`).
 */

export const JourneySchema = z.object({
  unit: z.string(),
  side: z.string(),
  /** The entrance he went down by, 1 to 6. */
  from: z.number().int(),
  /** The game turn he went down. */
  turn: z.number().int(),
  /** The exit written down, 1 to 6. Secret until he comes up. */
  exit: z.number().int(),
  /** The game turn written down for him to come up: at least three a leg after `turn`. Secret too. */
  out: z.number().int(),
  /** Legs of passage between the two entrances, three game turns each. */
  legs: z.number().int(),
  /** The game turn he came up, once he has: the note is then shown to anyone who asks. */
  cameUp: z.number().int().nullable().default(null),
});
export type Journey = z.infer<typeof JourneySchema>;

export const DeepStateSchema = z.object({
  journeys: z.array(JourneySchema).default([]),
  /** One who has just gone down and whose note his player has still to write (asked by DM). */
  pending: z.object({ unit: z.string(), side: z.string(), from: z.number().int(), turn: z.number().int() }).nullable().default(null),
});
export type DeepState = z.infer<typeof DeepStateSchema>;

/** Nobody has gone down yet: how a DN2 game begins. */
export const NO_JOURNEYS: DeepState = { journeys: [], pending: null };

/** The deep-dungeon journeys a state keeps; a DN1 game has none, and no `deep` field (5.3 is DN2's). */
export function deepOf(state: { deep?: DeepState | undefined }): DeepState {
  return state.deep ?? NO_JOURNEYS;
}
