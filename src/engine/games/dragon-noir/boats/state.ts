import { z } from 'zod';

/**
 * The boat (2.34, 5.15.1): a counter two hexes long with a bow (`head`) pointing `facing`; the
 * stern is the hex behind it. Whoever is aboard sits in one of its two hexes, and goes where
 * the boat goes.
 */

const HexSchema = z.object({ q: z.number().int(), r: z.number().int() });

export const BoatSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The bow's hex; the stern is the hex behind it. */
  head: HexSchema,
  facing: z.number().int().min(0).max(5),
  /** Overturned by a Gharv (5.15.2): lost for the rest of the game. */
  capsized: z.boolean().default(false),
  /** Who is aboard, by unit id; each sits in the boat hex his unit stands in. */
  aboard: z.array(z.string()).default([]),
  /** Who got in during which player-turn, and whether with half his MA or less (2.34). */
  boarded: z.array(z.object({ unit: z.string(), playerTurn: z.number().int(), early: z.boolean() })).default([]),
  /** This player-turn's rowing: one rower, his allowance in hexes (4 or 2) and the hexes used. */
  rowing: z
    .object({ unit: z.string(), playerTurn: z.number().int(), allowance: z.number().int(), used: z.number().int() })
    .nullable()
    .default(null),
});
export type Boat = z.infer<typeof BoatSchema>;

/** The boats a state keeps; a DN1 game has none, and no `boats` field (the boat is DN2's, 2.34). */
export function boatsOf(state: { boats?: Boat[] | undefined }): Boat[] {
  return state.boats ?? [];
}
