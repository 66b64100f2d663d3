import { expect } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';

/** Dice that show the faces given, in order (the local table's forced dice). */
export const forced = (...faces: number[]): SeededDice => new SeededDice('dragon-pass-combat', 0, faces);

/** Every face given was rolled, and no die came from the seed. */
export function allRolled(dice: SeededDice): void {
  expect(dice.remainingForced).toEqual([]);
  expect(dice.rolls.every((r) => r.forced)).toBe(true);
}
