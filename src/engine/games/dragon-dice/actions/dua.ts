import { err, ok, type Result } from '../../../core/result.ts';
import type { DiceBook } from '../dice/read.ts';
import { armyUnits, type ArmyRef, type DdState, type Place, type Unit } from '../state.ts';

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

/**
 * Promotes units of `army` at once (SFR 30: matched first, then exchanged), the largest first, up
 * to `most.units` units or `most.worth` health-worth promoted: Treasure, a dragon slain, Wild Growth.
 * The owner would choose; this is the default, which promotes the most it can (docs).
 */
export function promoteUpTo(book: DiceBook, state: DdState, army: ArmyRef, most: { units?: number; worth?: number }, nameOf: (u: Unit) => string = (u) => die(book, u).name): { state: DdState; line: string; promoted: number } {
  const units = armyUnits(state, army).sort((a, b) => die(book, b).health - die(book, a).health || a.id.localeCompare(b.id));
  const taken = new Set<string>();
  const swaps: Array<[Unit, Unit]> = [];
  let worth = 0;
  for (const u of units) {
    if (swaps.length >= (most.units ?? Infinity)) break;
    if (worth + die(book, u).health > (most.worth ?? Infinity)) continue;
    const up = promotionsFor(book, state, u.id).find((d) => !taken.has(d.id));
    if (!up) continue;
    taken.add(up.id);
    swaps.push([u, up]);
    worth += die(book, u).health;
  }
  if (!swaps.length) return { state, promoted: 0, line: 'no unit can be promoted (none has a unit of its species one health larger in the DUA, or it is too large)' };
  const next = { ...state.units };
  for (const [u, up] of swaps) {
    const { status: _kept, ...free } = u;
    next[u.id] = { ...free, at: { kind: 'dua' } };
    next[up.id] = { ...up, at: u.at };
  }
  return { state: { ...state, units: next }, promoted: worth, line: swaps.map(([u, up]) => `${nameOf(u)} is promoted to ${die(book, up).name}`).join(', ') };
}

/**
 * Up to `worth` health-worth of `army`'s owner's DUA comes back to the army (Convert, Regenerate),
 * the largest that fit first: the owner would choose; this brings back the most it can (docs).
 */
export function returnFromDua(book: DiceBook, state: DdState, army: ArmyRef, worth: number): { state: DdState; returned: Unit[] } {
  const dead = Object.values(state.units).filter((u) => u.owner === army.owner && u.at.kind === 'dua').sort((a, b) => die(book, b).health - die(book, a).health || a.id.localeCompare(b.id));
  const returned: Unit[] = [];
  let left = worth;
  for (const u of dead) {
    if (die(book, u).health > left) continue;
    returned.push(u);
    left -= die(book, u).health;
  }
  const units = { ...state.units };
  for (const u of returned) units[u.id] = { ...u, at: placeOf(army) };
  return { state: returned.length ? { ...state, units } : state, returned };
}
