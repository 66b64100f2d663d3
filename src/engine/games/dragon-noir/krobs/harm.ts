import type { CharacterDef } from '../characters/characters.ts';

/**
 * What the combat results do to the Krobs (4.44, checklist 87):
 * - "For the Queen and the Guards any 'killed' result is equivalent to a 'double wounding'."
 * - "Baby Krobs are killed by their first wound": their ladder has one rung (krobs/data.ts).
 * - "For Hunters and Baby Krobs any 'stunned' result is equivalent to 'retreat 2 hexes'. For
 *   other Krobs 'stunned' is treated as 'retreat 1 hex'." A Krob is never stunned, so a wounded
 *   Krob taking a stun retreats rather than dies.
 */

/** The hexes a Krob retreats instead of being stunned; undefined for anyone who is not a Krob. */
export function stunRetreat(def: CharacterDef): number | undefined {
  if (!def.traits.includes('krob')) return undefined;
  return def.traits.includes('hunter') || def.traits.includes('baby') ? 2 : 1;
}

/** The Queen and the adult Guards take a killing blow as two wounds. */
export function killedIsTwoWounds(def: CharacterDef): boolean {
  const t = def.traits;
  return t.includes('krob') && !t.includes('baby') && (t.includes('queen') || t.includes('guard'));
}
