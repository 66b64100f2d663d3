import { z } from 'zod';

/**
 * What the strategic rules keep besides `DogState`'s own fields: the event counters drawn from
 * the cup, the tokens a side holds (dragonlances, orbs, gnomish technology), this turn's
 * activation bonus, the turn each side last tried an activation, and the capitals moved.
 * Every field is optional so a state stored before them still reads; `strategicOf` gives the
 * defaults. `DogStateSchema` spreads these fields in; this file reads nothing of the state, so
 * there is no import cycle.
 */

const SideSchema = z.enum(['highlord', 'whitestone']);

export const HeldTokenSchema = z.object({
  /** The event counter it came from. */
  id: z.string(),
  kind: z.enum(['dragonlance', 'dragon-orb', 'gnomish-technology']),
  side: SideSchema,
});
export type HeldToken = z.infer<typeof HeldTokenSchema>;

export const StrategicStateSchema = z.object({
  /** Event counters drawn so far (by id): they have left the cup for good. */
  eventsDrawn: z.array(z.string()).optional(),
  tokens: z.array(HeldTokenSchema).optional(),
  /** An Activation Bonus drawn this turn: added to that side's activation roll of `turn`. */
  activationBonus: z.object({ side: SideSchema, value: z.number().int(), turn: z.number().int() }).nullable().optional(),
  /** The last turn each side tried to activate a nation: one try a turn. */
  activationTriedOn: z.object({ highlord: z.number().int().optional(), whitestone: z.number().int().optional() }).optional(),
  /** Nations whose capital has been moved (DL11 Rule 9, optional): still counted by the original site. */
  movedCapitals: z.array(z.string()).optional(),
});
export type StrategicState = z.infer<typeof StrategicStateSchema>;

export function strategicOf(state: StrategicState): Required<StrategicState> {
  return {
    eventsDrawn: state.eventsDrawn ?? [],
    tokens: state.tokens ?? [],
    activationBonus: state.activationBonus ?? null,
    activationTriedOn: state.activationTriedOn ?? {},
    movedCapitals: state.movedCapitals ?? [],
  };
}
