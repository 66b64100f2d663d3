import { z } from 'zod';
import { SealedSchema } from '../../../core/sealed.ts';

/**
 * The dragon attacks of a player's turn under way (SFR 17; TSR FAQ3 D): stopped at one terrain while
 * the owners of dragons that may choose between targets seal them in secret, to be revealed
 * together; then the dragons there roll, and the attacks go on at the terrains still pending.
 */
export const DragonAttackSchema = z.object({
  /** The terrain whose dragons wait on their targets. */
  terrain: z.string(),
  /** The player whose turn it is: the dragons attack that player's armies. */
  player: z.string(),
  /** The terrains whose dragons attack after this one, in order. */
  pending: z.array(z.string()),
  /** Each choosing owner's sealed choice: `{ <dragon id>: 'army' | <dragon id> }`. */
  targets: SealedSchema,
});
export type DragonAttack = z.infer<typeof DragonAttackSchema>;
