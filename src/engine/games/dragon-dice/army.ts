import { z } from 'zod';

/** An army: a player's units at one terrain (its id), or in reserve. Armies are not stored; units are (state.ts). */
export const ArmyRefSchema = z.object({ owner: z.string(), at: z.union([z.string(), z.literal('reserve')]) });
export type ArmyRef = z.infer<typeof ArmyRefSchema>;
