import type { CharacterDef } from '../characters/character-def.ts';
import type { Unit } from '../state.ts';
import { counter } from '../values.ts';

/**
 * The Gharvs' counters (4.5): eight identical blind amphibious reptiles, 17/13-7(3),
 * 12/9-5(2), 9/6-3(1). Three wounds kill. The movement printed on the counter is the one for
 * water and marsh; the land allowance, in brackets, is kept apart (`GHARV_LAND_MOVE`). They have
 * no stunned side: checklist ruling 128 turns a stun into a retreat of one hex, as for the Krobs.
 * No player commands them: they belong to no side of the game, and the rules play them.
 */

/** The box holds eight: never more on the map at once (ours: a Gharv killed or gone back frees its counter). */
export const GHARV_COUNTERS = 8;

/** Not a side of the scenario: the Gharvs' units carry this as their side. */
export const GHARV_SIDE = 'gharvs';

/** 4.5: the land allowances, by wounds taken (3, 2, 1). */
export const GHARV_LAND_MOVE: readonly number[] = [3, 2, 1];

const LADDER = ['17/13-7', '12/9-5', '9/6-3'].map(counter);

export const GHARV_CHARACTERS: readonly CharacterDef[] = Array.from({ length: GHARV_COUNTERS }, (_, i) => ({
  id: `gharv-${i + 1}`,
  name: `Gharv ${i + 1}`,
  people: 'gharv' as const,
  levels: LADDER,
  traits: ['gharv' as const],
}));

const IDS = new Set(GHARV_CHARACTERS.map((c) => c.id));

export function isGharv(unit: Unit): boolean {
  return IDS.has(unit.character);
}
