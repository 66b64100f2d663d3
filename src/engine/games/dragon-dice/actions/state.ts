import { z } from 'zod';

/**
 * CONTRACT STUB (issue 15): the melee, missile or magic action under way, as the actions' helper
 * defines it; each kind waits on one choice at a time (the defender's casualties, the
 * counter-attack, the spells to cast). Replace the body, keep the export's name.
 */
export const ActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('melee') }),
  z.object({ kind: z.literal('missile') }),
  z.object({ kind: z.literal('magic') }),
]);
export type Action = z.infer<typeof ActionSchema>;
