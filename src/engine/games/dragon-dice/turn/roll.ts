import type { Dice, RollRecord } from '../../../core/dice.ts';
import type { DiceBook } from '../dice/read.ts';
import type { RollContext, RollCount, RolledDie, RollKind } from '../rolls/types.ts';
import { countRoll } from '../rolls/count.ts';
import { modifiersFor } from '../magic/effects.ts';
import type { DdState, Terrain, Unit } from '../state.ts';
import { mayRoll } from '../holds.ts';

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

export function rollArmy(book: DiceBook, state: DdState, all: readonly Unit[], kind: RollKind, at: Terrain | null, dice: Dice, who: string): ArmyRoll {
  // Units an SAI holds sit this roll out (status.ts: a netted unit makes no maneuver).
  const units = all.filter((u) => mayRoll(u, kind));
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
  const rolled = units.map(rollOne);
  // The rolls' rules name units to roll again (Rend, Tail…): the new face is counted with the rest;
  // only a new face that asks for it again is rolled again (SFR 27: re-rolls before SAIs).
  const first = countRoll(book, rolled, context);
  let again = first.rerolls;
  if (again.length === 0) return { count: first, rolled, rolls: dice.rolls.slice(before) };
  for (let round = 0; round < REROLL_ROUNDS && again.length > 0; round++) {
    const extra = again.map((id) => units.find((u) => u.id === id)).filter((u): u is Unit => !!u).map(rollOne);
    rolled.push(...extra);
    again = extra.length ? countRoll(book, extra, context).rerolls : [];
  }
  const count = { ...countRoll(book, rolled, context), rerolls: [] };
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
    // Spells and breaths on the army (a yellow breath halves its maneuvers, SFR 17), as the magic part reads them.
    modifiers: modifiersFor(state, { owner, at: at.id }, kind),
  };
}
