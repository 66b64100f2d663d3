import { z } from 'zod';
import { ArmyRefSchema } from '../army.ts';

/**
 * Teleport, Vanish, Firewalking, Ferry: the unit's owner may move it (Ferry: up to `most`
 * health-worth of its army) to `where`: any terrain where the owner has an army, one of fire, or
 * the reserves; or let it stay. It moves only if the unit still stands where it rolled.
 */
export const MoveStepSchema = z.object({
  step: z.literal('move'),
  chooser: z.string(),
  unit: z.string(),
  from: ArmyRefSchema,
  where: z.enum(['any', 'fire', 'reserve']),
  most: z.number().int().min(0).optional(),
  cause: z.string(),
});
export type MoveStep = z.infer<typeof MoveStepSchema>;
