import type { Dice, RollRecord } from '../../../core/dice.ts';
import type { DiceBook } from '../dice/read.ts';
import { modifiersFor } from '../magic/effects.ts';
import { countRoll } from '../rolls/count.ts';
import type { RollContext, RollCount, RolledDie, RollKind } from '../rolls/types.ts';
import { mayRoll } from '../holds.ts';
import { armyUnits, type ArmyRef, type DdState, type Unit } from '../state.ts';

/**
 * One army's roll for an action: every unit rolled (a face n is index n-1 of the die's faces),
 * and the units the count names rolled again, until none is named; then every face, first and new,
 * counted once by `countRoll` (Rend, Tail: "apply the new result as well").
 */

/** The roll as the action uses it: the count of every die (re-rolls added), each die's record, the explaining lines. */
export interface ArmyRoll {
  count: RollCount;
  records: RollRecord[];
  /** Every face rolled, a re-rolled die's first and new ones, for a count made again (Charge, Choke, Confuse). */
  rolled: RolledDie[];
}

/**
 * What surrounds the army's roll: the spells and breaths on it now (as the magic part reads them
 * into modifiers; `target` is the army a missile attack aims at, for Wall of Fog), and its terrain
 * (type, elements, eighth face and who holds it), none in reserve.
 */
export function rollContext(book: DiceBook, state: DdState, army: ArmyRef, kind: RollKind, against?: RollContext['against'], target?: ArmyRef): RollContext {
  const context: RollContext = { kind, ruleset: state.ruleset, modifiers: modifiersFor(state, army, kind, target), ...(against ? { against } : {}) };
  if (army.at === 'reserve') return context;
  const terrain = state.terrains.find((t) => t.id === army.at);
  const die = terrain && book.terrains.get(terrain.die);
  const type = die && book.terrainTypes.get(die.type);
  if (!terrain || !die || !type) return context;
  return { ...context, terrain: { type: type.id, elements: [...type.elements], eighth: die.eighth, eighthHeld: terrain.heldBy === army.owner } };
}

/** No die shows an SAI that re-rolls forever; past this many rounds the last results stand. */
const MAX_REROLLS = 20;

export function rollUnits(book: DiceBook, all: readonly Unit[], context: RollContext, purpose: string, dice: Dice): ArmyRoll {
  const records: RollRecord[] = [];
  // Units an SAI holds sit this roll out (holds.ts): the count says so.
  const units = all.filter((u) => mayRoll(u, context.kind, context.counterAttack));
  const held = all.filter((u) => !units.includes(u)).map((u) => `${book.units.get(u.die)?.name ?? u.id} is ${u.status!.what}: not rolled.`);
  const rollEach = (batch: readonly Unit[]): RolledDie[] =>
    batch.map((unit) => {
      const die = book.units.get(unit.die);
      if (!die) throw new Error(`unit ${unit.id} is a die the book does not hold (${unit.die})`);
      const roll = dice.roll(die.faces.length, `${die.name} (${unit.id})`, purpose);
      const face = die.faces[roll.face - 1]!;
      roll.explain({ result: `${face.icon} ${face.count}` });
      records.push(roll.record);
      return { unit: unit.id, die, face: roll.face - 1 };
    });
  const rolled = rollEach(units);
  const again: string[] = [];
  // Re-rolls (Rend, Tail): each new face counts as well, and may ask for another; the whole roll is
  // then counted once, so the effects in force (a spell's +2) apply once, not once per re-roll.
  let asked = countRoll(book, rolled, context).rerolls;
  for (let round = 0; asked.length && round < MAX_REROLLS; round++) {
    const extra = rollEach(asked.map((id) => units.find((u) => u.id === id)).filter((u): u is Unit => !!u));
    rolled.push(...extra);
    again.push(...extra.map((r) => r.die.name));
    asked = countRoll(book, extra, context).rerolls;
  }
  const count = { ...countRoll(book, rolled, context), rerolls: [] };
  const lines = [...held, ...count.lines];
  if (again.length) lines.splice(lines.length - 1, 0, `Rolled again: ${again.join(', ')}.`);
  return { count: { ...count, lines }, records, rolled };
}

/** Every unit of the army, rolled for `purpose`. */
export function rollArmy(book: DiceBook, state: DdState, army: ArmyRef, context: RollContext, purpose: string, dice: Dice): ArmyRoll {
  return rollUnits(book, armyUnits(state, army), context, purpose, dice);
}
