import type { RollKind } from './rolls/types.ts';
import type { DdState, Unit } from './state.ts';
import type { UnitStatus } from './unit-status.ts';

/**
 * The SAIs that hold units for a while (`UnitStatus` in state.ts): which rolls a held unit sits
 * out, when the hold ends, and who may not target a cloaked unit. Pure.
 */

/** Whether `unit` is rolled in a roll of `kind` (a counter-attack is a melee roll with `counterAttack`). */
export function mayRoll(unit: Unit, kind: RollKind, counterAttack = false): boolean {
  switch (unit.status?.what) {
    case 'stunned':
    case 'hypnotised':
      return false;
    case 'netted':
      return kind !== 'maneuver';
    case 'asleep':
      return !counterAttack;
    case 'charmed':
      // A charmed unit rolls for the attacker, not in its own army's saves (SAI reference, Charm).
      return kind !== 'save';
    default:
      return true;
  }
}

/** Whether `unit` may leave its terrain (a march's move, a retreat, a spell's or SAI's move). */
export const mayMove = (unit: Unit) => unit.status?.what !== 'netted' && unit.status?.what !== 'stunned' && unit.status?.what !== 'hypnotised';

/** Whether `seat`'s SAIs may target `unit` (Cloak: not an opponent's, this turn). */
export const targetable = (unit: Unit, seat: string) => unit.status?.what !== 'cloaked' || unit.owner === seat;

/** `ids` held by `status` (a unit held already takes the newer hold). */
export function hold(state: DdState, ids: readonly string[], status: UnitStatus): DdState {
  const units = { ...state.units };
  for (const id of ids) if (units[id]) units[id] = { ...units[id]!, status };
  return { ...state, units };
}

/**
 * The holds left when `player`'s turn begins: those until the end of a turn (`until: null`) and
 * those until `player`'s next turn end now; the units they freed, for the log.
 */
export function holdsAfterTurnStart(state: DdState, player: string): { state: DdState; freed: Unit[] } {
  const freed: Unit[] = [];
  const units = { ...state.units };
  for (const [id, unit] of Object.entries(units)) {
    if (!unit.status || (unit.status.until !== null && unit.status.until !== player)) continue;
    const { status: _ended, ...free } = unit;
    units[id] = free;
    freed.push(unit);
  }
  return { state: freed.length ? { ...state, units } : state, freed };
}

/** Every hold `what` ends now (a charm when its attack is over). */
export function releaseAll(state: DdState, what: UnitStatus['what']): DdState {
  if (!Object.values(state.units).some((u) => u.status?.what === what)) return state;
  const units = Object.fromEntries(Object.entries(state.units).map(([id, u]) => {
    if (u.status?.what !== what) return [id, u];
    const { status: _ended, ...free } = u;
    return [id, free];
  }));
  return { ...state, units };
}
