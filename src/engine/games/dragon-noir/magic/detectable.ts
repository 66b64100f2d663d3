import type { Hex } from '../../../hex/hex.ts';

/**
 * One thing a detection spell can find (3.54): a character of the other side, or an object the
 * scenario hides. Its own file, so the hidden markers (secret/) can offer theirs to the spell
 * without importing the spell.
 */
export interface Detectable {
  name: string;
  /** "Ork", "Hunter", "Orb?": what Enumerate and Identify name. */
  kind: string;
  hex: Hex;
}
