import { publicEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState, Unit } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { mayMove } from '../holds.ts';
import { listed, playerName, terrainName } from '../words.ts';

/**
 * The reserves phase (SFR 11 step 7; GAPS B5): first reinforce, units from the reserves to any
 * terrain (merging with an army of theirs there, FAQ Set-up E2); then retreat, units from any
 * terrain to the reserves. Each may be given several times; `done` ends the step.
 */

/** The player's units named by instance id (`p1-dwarf-footman`) or by die (`dwarf-footman`). */
function findUnits(state: DdState, seat: string, names: readonly string[], where: (u: Unit) => boolean, what: string): Result<Unit[]> {
  const mine = Object.values(state.units).filter((u) => u.owner === seat && where(u));
  const found: Unit[] = [];
  for (const name of names) {
    const key = name.trim().toLowerCase();
    const unit = mine.find((u) => u.id === key || u.die === key);
    if (!unit) return err(`${name} is not one of your units ${what}: ${mine.map((u) => u.die).join(', ') || 'none'}.`);
    if (!found.includes(unit)) found.push(unit);
  }
  return ok(found);
}

const named = (book: DiceBook, units: readonly Unit[]) => listed(units.map((u) => book.units.get(u.die)?.name ?? u.die));

export function reinforce(book: DiceBook, state: DdState, seat: string, names: readonly string[], to: string): Result<Stepped> {
  if (!state.terrains.some((t) => t.id === to)) return err(`${to} is no terrain: ${state.terrains.map((t) => t.id).join(', ')}.`);
  const units = findUnits(state, seat, names, (u) => u.at.kind === 'reserve', 'in reserve');
  if (!units.ok) return units;
  const moved = { ...state.units };
  for (const u of units.value) moved[u.id] = { ...u, at: { kind: 'terrain', terrain: to } };
  return ok({ state: { ...state, units: moved }, events: [publicEvent('reinforce', `${playerName(seat)} reinforces ${terrainName(state, to)} with ${named(book, units.value)} from the reserves.`)] });
}

export function retreat(book: DiceBook, state: DdState, seat: string, names: readonly string[]): Result<Stepped> {
  const units = findUnits(state, seat, names, (u) => u.at.kind === 'terrain', 'at a terrain');
  if (!units.ok) return units;
  // A unit an SAI holds there (Net, Stun, Hypnotic Glare) may not leave its terrain (holds.ts).
  const held = units.value.find((u) => !mayMove(u));
  if (held) return err(`${book.units.get(held.die)?.name ?? held.die} is ${held.status!.what}: it may not leave its terrain while the hold lasts. Retreat other units, or done.`);
  const moved = { ...state.units };
  // A unit that leaves its terrain is no longer held by an SAI (Sleep, Cloak).
  for (const { status: _left, ...u } of units.value) moved[u.id] = { ...u, at: { kind: 'reserve' } };
  return ok({ state: { ...state, units: moved }, events: [publicEvent('retreat', `${playerName(seat)} retreats ${named(book, units.value)} to the reserves.`)] });
}
