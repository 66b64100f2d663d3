import { z } from 'zod';

/**
 * What the spider webs keep in a Dragon Noir state (2.31 item 9, 2.46): the webs the scenario
 * lays and every web torn down. Webs are the Krobs', so only a DN2 game has the field.
 */

const HexSchema = z.object({ q: z.number().int(), r: z.number().int() });

/** A spider web: placed by the scenario or printed on the map, and turned over when destroyed. */
export const WebSchema = z.object({ hex: HexSchema, torn: z.boolean().default(false) });
export type Web = z.infer<typeof WebSchema>;

/** The webs a state lists; a DN1 game lists none, and has no `webs` field. */
export function websOf(state: { webs?: Web[] | undefined }): Web[] {
  return state.webs ?? [];
}
