import { z } from 'zod';

/**
 * What an opponent's SAI has done to a unit for a while (the SAI reference, `sais.json`): `stunned`
 * (Stun, Screech, Web) and `hypnotised` (Hypnotic Glare) are not rolled at all; `netted` (Net) makes
 * no maneuver and does not move; `asleep` (Sleep) does not counter-attack; `charmed` (Charm) rolls for
 * the attacker, not in its army's saves; `cloaked` (Cloak) may not be targeted by an opponent's SAI.
 * It lasts until `until`'s next turn begins, or, with `until: null`, until this turn ends; a unit
 * that leaves its terrain loses it.
 */
export const UNIT_STATUSES = ['stunned', 'hypnotised', 'netted', 'asleep', 'charmed', 'cloaked'] as const;
export const UnitStatusSchema = z.object({ what: z.enum(UNIT_STATUSES), by: z.string(), until: z.string().nullable() });
export type UnitStatus = z.infer<typeof UnitStatusSchema>;
