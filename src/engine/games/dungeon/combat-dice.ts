import type { Dice, RollRecord } from '../../core/dice.ts';

/**
 * The combat die: a six-sided die with three skulls, two white shields and one black shield
 * (the standard of this game family; the beginner rules that would print it are not in the
 * texts). It is rolled as a d6: 1–3 skull, 4–5 white shield, 6 black shield.
 */

export type Face = 'skull' | 'white shield' | 'black shield';

export const FACES: readonly Face[] = ['skull', 'skull', 'skull', 'white shield', 'white shield', 'black shield'];

export const COMBAT_DIE_TABLE = 'combat die (1–3 skull, 4–5 white shield, 6 black shield)';

export function faceOf(d6: number): Face {
  return FACES[d6 - 1]!;
}

export interface CombatRoll {
  faces: Face[];
  rolls: RollRecord[];
}

/**
 * Rolls `count` combat dice, each recorded with what it was for; `purpose` is what they decide,
 * as the log line names it ("the Warrior's attack"), so a script that forces dice knows their order.
 */
export function rollCombatDice(dice: Dice, count: number, label: string, purpose: string): CombatRoll {
  const faces: Face[] = [];
  const rolls: RollRecord[] = [];
  for (let i = 0; i < count; i++) {
    const roll = dice.roll(6, count > 1 ? `${label} (${i + 1} of ${count})` : label, purpose);
    const face = faceOf(roll.face);
    roll.explain({ table: COMBAT_DIE_TABLE, result: face });
    faces.push(face);
    rolls.push(roll.record);
  }
  return { faces, rolls };
}

export function count(faces: readonly Face[], face: Face): number {
  return faces.filter((f) => f === face).length;
}

/** "2 skulls, 1 white shield": what a roll of combat dice showed. */
export function describeFaces(faces: readonly Face[]): string {
  if (faces.length === 0) return 'no dice';
  const parts: string[] = [];
  for (const face of ['skull', 'white shield', 'black shield'] as const) {
    const n = count(faces, face);
    if (n) parts.push(`${n} ${face}${n > 1 ? 's' : ''}`);
  }
  return parts.join(', ');
}
