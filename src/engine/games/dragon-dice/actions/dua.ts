import { err, ok, type Result } from '../../../core/result.ts';
import type { DiceBook } from '../dice/read.ts';
import type { ArmyRef, DdState, Place, Unit } from '../state.ts';

/**
 * The Dead Unit Area's three ways out (GAPS B9; SFR 3, 30): promotion swaps a unit in an army for a
 * unit of its species one health larger from its owner's DUA; recruitment brings a 1-health unit
 * from the DUA into an army; burial moves a unit from the DUA to the BUA, out of the game for good.
 * Pure: the SAIs and spells that use them choose which units.
 */

const inArmy = (u: Unit) => u.at.kind === 'terrain' || u.at.kind === 'reserve';
const placeOf = (army: ArmyRef): Place => (army.at === 'reserve' ? { kind: 'reserve' } : { kind: 'terrain', terrain: army.at });

function die(book: DiceBook, unit: Unit) {
  const d = book.units.get(unit.die);
  if (!d) throw new Error(`unit ${unit.id} is a die the book does not hold (${unit.die})`);
  return d;
}

/** The units of `unit`'s owner's DUA it may be promoted into: its species, one health larger. */
export function promotionsFor(book: DiceBook, state: DdState, unitId: string): Unit[] {
  const unit = state.units[unitId];
  if (!unit) return [];
  const from = die(book, unit);
  return Object.values(state.units).filter((u) => u.owner === unit.owner && u.at.kind === 'dua' && die(book, u).species === from.species && die(book, u).health === from.health + 1);
}

/** `unitId` (in an army) goes to the DUA and `intoId` (from the same owner's DUA) takes its place. */
export function promote(book: DiceBook, state: DdState, unitId: string, intoId: string): Result<DdState> {
  const unit = state.units[unitId];
  if (!unit || !inArmy(unit)) return err(`${unitId} is not a unit in an army.`);
  const options = promotionsFor(book, state, unitId);
  const into = options.find((u) => u.id === intoId);
  if (!into) {
    const d = die(book, unit);
    return err(`${d.name} is promoted into a ${book.species.get(d.species)?.name ?? d.species} unit of health ${d.health + 1} from ${unit.owner}'s DUA: ${options.length ? options.map((u) => u.id).join(', ') : 'there is none'}.`);
  }
  return ok({ ...state, units: { ...state.units, [unit.id]: { ...unit, at: { kind: 'dua' } }, [into.id]: { ...into, at: unit.at } } });
}

/** The 1-health units in `owner`'s DUA, which recruitment may bring back. */
export function recruitsFor(book: DiceBook, state: DdState, owner: string): Unit[] {
  return Object.values(state.units).filter((u) => u.owner === owner && u.at.kind === 'dua' && die(book, u).health === 1);
}

/** A 1-health unit from its owner's DUA joins that owner's `army`. */
export function recruit(book: DiceBook, state: DdState, unitId: string, army: ArmyRef): Result<DdState> {
  const unit = state.units[unitId];
  const options = recruitsFor(book, state, army.owner);
  if (!unit || !options.some((u) => u.id === unitId)) return err(`Recruits are 1-health units from ${army.owner}'s DUA: ${options.length ? options.map((u) => u.id).join(', ') : 'there is none'}.`);
  if (army.at !== 'reserve' && !state.terrains.some((t) => t.id === army.at)) return err(`There is no terrain ${army.at}.`);
  return ok({ ...state, units: { ...state.units, [unit.id]: { ...unit, at: placeOf(army) } } });
}

/** A unit in the DUA is buried: it goes to the BUA, never to return. */
export function bury(state: DdState, unitId: string): Result<DdState> {
  const unit = state.units[unitId];
  if (!unit) return err(`There is no unit ${unitId}.`);
  if (unit.at.kind !== 'dua') return err(`Only a unit in the DUA is buried; ${unitId} is ${unit.at.kind === 'bua' ? 'in the BUA already' : 'not in the DUA'}.`);
  return ok({ ...state, units: { ...state.units, [unit.id]: { ...unit, at: { kind: 'bua' } } } });
}
