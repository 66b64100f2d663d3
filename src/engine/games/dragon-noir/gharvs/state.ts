import { z } from 'zod';
import { flag } from '../flag.ts';

/**
 * What the Gharvs keep in a Dragon Noir state (4.5, 5.3). The Gharvs themselves are units of
 * the side `gharvs` (their counters move, fight and die as characters do); this is what the
 * rules need to remember about them besides.
 */

export const GharvRecordSchema = z.object({
  /** The Gharv's unit. */
  id: z.string(),
  /** The character whose appearance roll brought it up: the one it attacks (4.52). None for the Pit's. */
  summoner: z.string().nullable(),
  /** One of the two Gharvs imprisoned in the Pit (5.3): never withdraws, and may always be attacked. */
  imprisoned: z.boolean(),
});
export type GharvRecord = z.infer<typeof GharvRecordSchema>;

export const GharvsStateSchema = z.object({
  roster: z.array(GharvRecordSchema).default([]),
  /** The Gharvs still to attack in this interphase's combat, in the order the die gave (4.52). */
  queue: z.array(z.string()).default([]),
});
export type GharvsState = z.infer<typeof GharvsStateSchema>;

/** No Gharv on the map yet: how a DN2 game begins. */
export const NO_GHARVS: GharvsState = { roster: [], queue: [] };

/** The Gharvs a state keeps; a DN1 game has none, and no `gharvs` field (they are DN2's, 4.5). */
export function gharvsOf(state: { gharvs?: GharvsState | undefined }): GharvsState {
  return state.gharvs ?? NO_GHARVS;
}

export const GHARV_OPTIONS = {
  /**
   * 2.12.2, translator's note: players may attack the Gharvs in their own combat (and fire)
   * phases (the default), or agree before the game that "wandering" Gharvs may not be attacked
   * voluntarily (false). The Pit's Gharvs may always be attacked.
   */
  attackWanderingGharvs: flag.default(true),
};
