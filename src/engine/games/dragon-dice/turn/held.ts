import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import type { EighthFace } from '../dice/types.ts';
import type { DdState, Terrain } from '../state.ts';

/**
 * Which eighth face a terrain's holder holds (SFR 15), for the rules that read it: the eighth-face
 * phase (City, Temple), the Tower's missiles, the Standing Stones' magic, the Temple's shelter from
 * death magic. Only in the v4 ruleset: TSR 1996's eighth face only doubles (FACTS §2.2). The advanced
 * faces (Castle, Dragon's Lair, Grove, Vortex) do nothing here yet (docs).
 */
export const BASIC_EIGHTHS = ['city', 'temple', 'tower', 'standing-stones'] as const;
export type BasicEighth = (typeof BASIC_EIGHTHS)[number];

/** The basic eighth face `terrain` shows and someone holds, in v4; else null. */
export function heldFace(book: DiceBook, state: DdState, terrain: Terrain): BasicEighth | null {
  if (state.ruleset !== 'v4' || terrain.face !== 8 || !terrain.heldBy) return null;
  const face: EighthFace | null | undefined = book.terrains.get(terrain.die)?.eighth;
  return (BASIC_EIGHTHS as readonly string[]).includes(face ?? '') ? (face as BasicEighth) : null;
}

/** Does `army` stand at a terrain whose `face` its owner holds (v4)? Reserves hold nothing. */
export function holdsEighth(book: DiceBook, state: DdState, army: ArmyRef, face: BasicEighth): boolean {
  if (army.at === 'reserve') return false;
  const t = state.terrains.find((x) => x.id === army.at);
  return !!t && t.heldBy === army.owner && heldFace(book, state, t) === face;
}
