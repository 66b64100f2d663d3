import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import type { UnitDie } from '../dice/types.ts';
import { armyUnits, type DdState } from '../state.ts';

/**
 * What the bot expects of a die and an army: the average number of results of one kind a roll
 * gives, counting the plain icons of that kind and an ID face (it counts as its count in every
 * roll, SFR 3). SAIs are left out: the bot's sense is simple, and a plain count ranks armies well
 * enough to pick a march or a target.
 */
export type Kind = 'melee' | 'missile' | 'magic' | 'save' | 'maneuver';

export function dieExpects(die: UnitDie, kind: Kind): number {
  if (die.faces.length === 0) return 0;
  const total = die.faces.reduce((n, f) => n + (f.icon === kind || f.icon === 'id' ? f.count : 0), 0);
  return total / die.faces.length;
}

/** How strong a die is, all kinds together: the build ranks dice of one health by it. */
export function dieStrength(die: UnitDie): number {
  return (['melee', 'missile', 'magic', 'save', 'maneuver'] as const).reduce((n, k) => n + dieExpects(die, k), 0);
}

export function armyExpects(book: DiceBook, state: DdState, army: ArmyRef, kind: Kind): number {
  return armyUnits(state, army).reduce((n, u) => n + (book.units.get(u.die) ? dieExpects(book.units.get(u.die)!, kind) : 0), 0);
}

/** An army's health: its points (SFR 3), the measure of "the weakest army" and of a majority. */
export function armyHealth(book: DiceBook, state: DdState, army: ArmyRef): number {
  return armyUnits(state, army).reduce((n, u) => n + (book.units.get(u.die)?.health ?? 1), 0);
}

/** The weakest of some armies by health, ties to the first player in seat order. */
export function weakest(book: DiceBook, state: DdState, armies: readonly ArmyRef[]): ArmyRef | undefined {
  return [...armies].sort((a, b) => armyHealth(book, state, a) - armyHealth(book, state, b) || a.owner.localeCompare(b.owner) || a.at.localeCompare(b.at))[0];
}
