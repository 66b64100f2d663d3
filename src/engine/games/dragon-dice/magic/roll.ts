import type { Dice, RollRecord } from '../../../core/dice.ts';
import type { DiceBook } from '../dice/read.ts';
import { countRoll } from '../rolls/count.ts';
import type { RollContext, RollCount, RolledDie, RollKind } from '../rolls/types.ts';
import type { ArmyRef, DdState, Unit } from '../state.ts';
import { modifiersFor } from './effects.ts';

/**
 * An army's (or a few units') roll for the spells and the dragons: each die rolled with the dice,
 * counted by `countRoll` with the terrain and the effects in force. Rolls made here are returned
 * so the event that tells of them carries them.
 */

/** The terrain around a roll at `at`, as the count reads it; none for reserves. */
export function terrainContext(book: DiceBook, state: DdState, at: string, owner: string): RollContext['terrain'] {
  if (at === 'reserve') return undefined;
  const terrain = state.terrains.find((t) => t.id === at);
  if (!terrain) return undefined;
  const die = book.terrains.get(terrain.die);
  const type = die ? book.terrainTypes.get(die.type) : undefined;
  return {
    type: die?.type ?? terrain.die,
    elements: type?.elements ?? [],
    eighth: terrain.face === 8 ? (die?.eighth ?? null) : null,
    eighthHeld: terrain.face === 8 && terrain.heldBy === owner,
  };
}

export interface UnitsRolled {
  rolled: RolledDie[];
  count: RollCount;
  rolls: RollRecord[];
}

/** Most rounds of rolling again (a unit showing Rend again and again): the rules set no end. */
const MOST_AGAIN = 10;

/**
 * Rolls `units` (of one army, at `army`) for `kind` and counts them. Units the count says to roll
 * again (Rend, Tail…) are rolled again and their new results added; the modifiers that add or
 * subtract were applied once already, so the new dice are counted with only those that halve or
 * drop IDs.
 */
export function rollUnits(book: DiceBook, state: DdState, army: ArmyRef, units: readonly Unit[], kind: RollKind, dice: Dice, label: string, against?: RollContext['against']): UnitsRolled {
  const first = dice.rolls.length;
  const roll = (us: readonly Unit[]): RolledDie[] =>
    us.map((u) => {
      const die = book.units.get(u.die);
      if (!die) throw new Error(`unit ${u.id} is a die the book does not hold (${u.die})`);
      const r = dice.roll(die.faces.length, label, die.name);
      return { unit: u.id, die, face: r.face - 1 };
    });
  const context: RollContext = {
    kind,
    ruleset: state.ruleset,
    modifiers: modifiersFor(state, army, kind),
    ...(against ? { against } : {}),
    ...(army.at === 'reserve' ? {} : { terrain: terrainContext(book, state, army.at, army.owner) }),
  };
  const rolled = roll(units);
  const count = countRoll(book, rolled, context);
  let again = count.rerolls;
  const unchanged = { ...context, modifiers: context.modifiers.filter((m) => !('add' in m.change)) };
  for (let n = 0; n < MOST_AGAIN && again.length; n++) {
    const more = roll(units.filter((u) => again.includes(u.id)));
    const extra = countRoll(book, more, unchanged);
    rolled.push(...more);
    for (const k of Object.keys(count.results) as Array<keyof RollCount['results']>) count.results[k] += extra.results[k];
    for (const [k, v] of Object.entries(extra.magic)) count.magic[k as keyof RollCount['magic']] = (count.magic[k as keyof RollCount['magic']] ?? 0) + (v ?? 0);
    count.cantrip += extra.cantrip;
    count.effects.push(...extra.effects);
    count.lines.push(`Rolled again: ${extra.lines.join('; ')}`);
    again = extra.rerolls;
  }
  return { rolled, count, rolls: dice.rolls.slice(first) };
}
