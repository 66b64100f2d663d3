import type { Dice, RollRecord } from '../../../core/dice.ts';
import { rollContext, rollUnits as rollDice } from '../actions/roll.ts';
import type { DiceBook } from '../dice/read.ts';
import type { RollContext, RollCount, RolledDie, RollKind } from '../rolls/types.ts';
import type { ArmyRef, DdState, Unit } from '../state.ts';
import { modifiersFor } from './effects.ts';

/**
 * An army's (or a few units') roll for the spells and the dragons: the actions' roll (each die
 * rolled, counted, re-rolls added) with the effects in force on the army as its modifiers. The
 * rolls made are returned so the event that tells of them carries them.
 */

export interface UnitsRolled {
  count: RollCount;
  rolls: RollRecord[];
  /** Every face rolled (a species ability reads them: Bone Magic). */
  rolled: RolledDie[];
}

/**
 * Rolls `units` (of one army, at `army`) for `kind` and counts them. A unit rolling by itself
 * (`alone`: a Lightning Strike's save, a save against burial) takes none of its army's effects (SFR 29).
 */
export function rollUnits(book: DiceBook, state: DdState, army: ArmyRef, units: readonly Unit[], kind: RollKind, dice: Dice, label: string, against?: RollContext['against'], alone = false): UnitsRolled {
  const context: RollContext = { ...rollContext(book, state, army, kind, against), modifiers: alone ? [] : modifiersFor(state, army, kind) };
  const r = rollDice(book, units, context, label, dice);
  return { count: r.count, rolls: r.records, rolled: r.rolled };
}
