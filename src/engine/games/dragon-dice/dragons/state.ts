import { z } from 'zod';

/**
 * CONTRACT STUB (issue 15): a dragon attack under way at one terrain (the targets sealed when two
 * players' dragons attack, then each dragon's roll and the army's answer). Replace the body, keep
 * the export's name.
 */
export const DragonAttackSchema = z.object({ terrain: z.string() });
export type DragonAttack = z.infer<typeof DragonAttackSchema>;
