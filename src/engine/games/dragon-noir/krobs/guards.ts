import { err, ok, type Result } from '../../../core/result.ts';
import { betweenLegs } from '../../../hex/footprint.ts';
import { hexKey, type Direction } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnState, Strike, Unit } from '../state.ts';
import { counterNow, definition, hexesOf } from '../units.ts';

/**
 * The Royal Guards' attacks (4.44, checklist 78): each turn a Guard makes either two attacks,
 * one with each palp, against different enemies, or one attack on an enemy between its legs
 * with both palps, at double strength and one column to the right. It never attacks to the
 * rear (its front only: `footprints.ts` `frontOf`, read by `canAttackInto`).
 *
 * **Ours:** an attack on the enemy between its legs is the doubled one unless the order says
 * `part:palp` (one palp, leaving the other for another enemy); the doubled attack is made by the
 * Guard alone, on that one enemy. A palp may join other Krobs in a joint attack. A baby Guard,
 * one hex, attacks once like anyone.
 */

export type GuardBlow = 'palp' | 'legs';

export function isAdultGuard(unit: Unit): boolean {
  const traits = definition(unit).traits;
  return traits.includes('guard') && !traits.includes('baby');
}

/** The Guard's attacks so far this player-turn. */
export function guardStrikes(state: DnState, unit: Unit): Strike[] {
  return state.strikes.filter((s) => s.unit === unit.id && s.playerTurn === state.playerTurn);
}

/** Whether a Guard has an attack left this turn. */
export function guardCanStrike(state: DnState, unit: Unit): boolean {
  const done = guardStrikes(state, unit);
  return !done.some((s) => s.part === 'legs') && done.length < 2;
}

/** Whether the defender stands between the Guard's legs: in the hex in front touching both palps. */
export function betweenItsLegs(guard: Unit, defender: Unit): boolean {
  if (!guard.hex || guard.facing === null) return false;
  const hex = betweenLegs('triangle', { anchor: guard.hex, facing: guard.facing as Direction })!;
  return hexesOf(defender).some((h) => hexKey(h) === hexKey(hex));
}

export interface GuardStrike {
  blow: GuardBlow;
  value: number;
  label: string;
  /** Columns to the right: one for the doubled attack between the legs. */
  shift: number;
}

/** How a Guard strikes in this attack, or why it cannot. `asked` is the order's `part:`, if any. */
export function guardStrike(state: DnState, guard: Unit, attackers: Unit[], defenders: Unit[], asked: string | undefined): Result<GuardStrike> {
  const done = guardStrikes(state, guard);
  if (!guardCanStrike(state, guard)) {
    return err(`${guard.name} has made ${done.some((s) => s.part === 'legs') ? 'its attack between its legs' : 'both its attacks'} this turn (4.44).`);
  }
  const struck = done.flatMap((s) => s.targets);
  const again = defenders.find((d) => struck.includes(d.id));
  if (again) return err(`${guard.name} has already struck ${again.name} this turn: its two attacks are against different enemies (4.44).`);
  if (asked !== undefined && asked !== 'palp' && asked !== 'legs') return err(`A Guard strikes with part:palp (one palp) or part:legs (both, at an enemy between its legs), not ${asked}.`);
  const alone = attackers.length === 1 && defenders.length === 1;
  const between = alone && betweenItsLegs(guard, defenders[0]!);
  const blow: GuardBlow = asked === 'palp' ? 'palp' : asked === 'legs' || (between && done.length === 0) ? 'legs' : 'palp';
  const attack = counterNow(guard, state.volume).attack;
  if (blow === 'palp') return ok({ blow, value: attack, label: `${guard.name} ${attack} (one palp)`, shift: 0 });
  if (done.length > 0) return err(`${guard.name} has struck once with a palp this turn: the attack between its legs takes both (4.44).`);
  if (!alone) return err(`${guard.name} strikes between its legs alone, at one enemy (4.44).`);
  if (!between) return err(`${defenders[0]!.name} is not between ${guard.name}'s legs (the hex in front touching both palps, ${labelOf(betweenLegs('triangle', { anchor: guard.hex!, facing: guard.facing as Direction })!)}).`);
  return ok({ blow, value: attack * 2, label: `${guard.name} ${attack}+${attack} (both palps, between its legs)`, shift: 1 });
}
