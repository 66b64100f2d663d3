import type { Dice, RollRecord } from '../../../core/dice.ts';
import type { DiceBook } from '../dice/read.ts';
import type { RollContext, RollCount, RolledDie, RollKind } from '../rolls/types.ts';
import { countRoll } from '../rolls/count.ts';
import type { DdState, Terrain, Unit } from '../state.ts';

/**
 * One army rolled for one kind of roll (a maneuver, a counter-maneuver, the roll for order): each
 * die rolled with the game's dice, the faces counted by the rolls' rules (`countRoll`), the units
 * its SAIs re-roll rolled again and counted with the rest.
 */
export interface ArmyRoll {
  count: RollCount;
  rolled: RolledDie[];
  rolls: RollRecord[];
}

/** At most this many rounds of re-rolls (Rend, Tail…): each round only re-rolls what the last one asked for. */
const REROLL_ROUNDS = 8;

export function rollArmy(book: DiceBook, state: DdState, units: readonly Unit[], kind: RollKind, at: Terrain | null, dice: Dice, who: string): ArmyRoll {
  const before = dice.rolls.length;
  const rollOne = (unit: Unit): RolledDie => {
    const die = book.units.get(unit.die);
    if (!die) throw new Error(`unit ${unit.id} has no die ${unit.die} in the book`);
    const roll = dice.roll(die.faces.length, `${who} rolls for ${kind === 'order' ? 'the order of play' : kind}`, `${die.name}'s face`);
    const face = die.faces[roll.face - 1]!;
    roll.explain({ result: `${face.icon} ${face.count}` });
    return { unit: unit.id, die, face: roll.face - 1 };
  };
  const context = rollContext(book, state, kind, at, units[0]?.owner ?? '');
  let rolled = units.map(rollOne);
  let count = countRoll(book, rolled, context);
  // The rolls' rules name units to roll again; the new face is counted with the rest (SFR 27: re-rolls before SAIs).
  for (let round = 0; round < REROLL_ROUNDS && count.rerolls.length > 0; round++) {
    const again = count.rerolls.map((id) => units.find((u) => u.id === id)).filter((u): u is Unit => !!u);
    if (again.length === 0) break;
    const extra = again.map(rollOne);
    const next = countRoll(book, [...rolled, ...extra], context);
    rolled = [...rolled, ...extra];
    // Only the new dice's re-rolls are asked for next: the old ones were rolled already.
    count = { ...next, rerolls: next.rerolls.filter((id) => extra.some((e) => e.unit === id)).slice(0, again.length) };
  }
  return { count, rolled, rolls: dice.rolls.slice(before) };
}

/** What around a roll changes its count: the kind, the ruleset, the terrain the army stands at and whether its owner holds the eighth face. */
export function rollContext(book: DiceBook, state: DdState, kind: RollKind, at: Terrain | null, owner: string): RollContext {
  if (!at || kind === 'order') return { kind, ruleset: state.ruleset, modifiers: [] };
  const die = book.terrains.get(at.die);
  const type = die ? book.terrainTypes.get(die.type) : undefined;
  return {
    kind,
    ruleset: state.ruleset,
    terrain: { type: type?.id ?? at.die, elements: type?.elements ?? [], eighth: die?.eighth ?? null, eighthHeld: at.face === 8 && at.heldBy === owner },
    modifiers: [],
  };
}
