import type { Direction, Hex } from '../../../hex/hex.ts';

/**
 * The ways a loser may retreat and a victor may advance after a combat (2.43.1, 2.44), on foot,
 * on horseback or as a counter of several hexes: what `aftermath.ts` offers and each mover's own
 * file computes.
 */

export interface RetreatOption {
  path: Hex[];
  push?: { unit: string; to: Hex };
  /** A rider's facing after each hex of the path. */
  facings?: Direction[];
}

export interface AdvanceOption {
  unit: string;
  path: Hex[];
  facings?: Direction[];
}
