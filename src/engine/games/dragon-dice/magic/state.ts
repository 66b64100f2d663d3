import { z } from 'zod';
import { ArmyRefSchema } from '../army.ts';

/**
 * A spell's or a breath's effect in force on an army (or a terrain), until the start of its
 * caster's next turn (SFR 11 step 1; TSR: the end of the turn, FACTS §2 B6). The magic helper
 * may add fields; keep the export's name.
 */
export const SpellEffectSchema = z.object({
  /** The spell's id, or `breath-<colour>`. */
  what: z.string(),
  caster: z.string(),
  target: ArmyRefSchema,
  /** The player whose next turn ends it. */
  until: z.string(),
});
export type SpellEffect = z.infer<typeof SpellEffectSchema>;
