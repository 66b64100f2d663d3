import type { DiceBook } from '../dice/read.ts';
import { armyUnits, type ArmyRef, type DdState } from '../state.ts';
import { armyName, listed } from './names.ts';
import { illusionOn } from '../magic/effects.ts';
import { holdsEighth } from '../turn/held.ts';

/**
 * Whom an army may attack (SFR 11; GAPS B7): in melee, an opposing army at its own terrain; with
 * missiles, any opposing army but one in reserve, and, from a home terrain, none at another home
 * terrain. Reserves make no melee or missile attack. The terrain's face is the turn's to check.
 */

/** Every army in play but the reserves, one per player and terrain. */
function armiesAtTerrains(state: DdState): ArmyRef[] {
  const seen = new Map<string, ArmyRef>();
  for (const u of Object.values(state.units)) if (u.at.kind === 'terrain') seen.set(`${u.owner}@${u.at.terrain}`, { owner: u.owner, at: u.at.terrain });
  return [...seen.values()];
}

export function meleeTargets(state: DdState, attacker: ArmyRef): ArmyRef[] {
  if (attacker.at === 'reserve') return [];
  return armiesAtTerrains(state).filter((a) => a.owner !== attacker.owner && a.at === attacker.at);
}

/**
 * `book` lets a held Tower be seen (v4, SFR 15): its army may shoot at any opponent's army at any
 * terrain, the home-terrain rule aside, and at an opponent's reserves (where only its non-ID
 * missile results count: `beginAttack`).
 */
export function missileTargets(state: DdState, attacker: ArmyRef, book?: DiceBook): ArmyRef[] {
  if (attacker.at === 'reserve') return [];
  const home = (id: string) => state.terrains.find((t) => t.id === id)?.home ?? null;
  const fromHome = home(attacker.at) !== null && !(book && holdsEighth(book, state, attacker, 'tower'));
  // Illusion (the SAI): an army under it may not be shot at by opponents.
  const reserves = book && holdsEighth(book, state, attacker, 'tower') ? reserveArmies(state) : [];
  return [...armiesAtTerrains(state), ...reserves].filter((a) => a.owner !== attacker.owner && !(fromHome && a.at !== 'reserve' && a.at !== attacker.at && home(a.at as string) !== null) && !illusionOn(state, a));
}

/** Every player's reserves that hold units. */
function reserveArmies(state: DdState): ArmyRef[] {
  return [...new Set(Object.values(state.units).filter((u) => u.at.kind === 'reserve').map((u) => u.owner))].map((owner) => ({ owner, at: 'reserve' }));
}

/** Why `attacker` may not attack `target` this way (one line naming the legal targets), or null. */
export function targetFault(book: DiceBook, state: DdState, kind: 'melee' | 'missile', attacker: ArmyRef, target: ArmyRef): string | null {
  if (!armyUnits(state, attacker).length) return `${armyName(book, state, attacker)} has no units to attack with.`;
  if (attacker.at === 'reserve') return `Reserves make no ${kind} attack: they may only take a magic action.`;
  const legal = kind === 'melee' ? meleeTargets(state, attacker) : missileTargets(state, attacker, book);
  if (legal.some((a) => a.owner === target.owner && a.at === target.at)) return null;
  const why =
    target.owner === attacker.owner
      ? 'it is your own'
      : !armyUnits(state, target).length
        ? 'it has no units'
        : target.at === 'reserve'
          ? 'an army in reserve is shot at only from a held Tower'
          : kind === 'melee'
            ? 'a melee attack is made on an army at the same terrain'
            : illusionOn(state, target)
              ? 'it is under an Illusion'
            : 'from a home terrain no army at another home terrain can be shot at';
  const names = legal.map((a) => armyName(book, state, a));
  return `${armyName(book, state, target)} cannot be the target of this ${kind} attack (${why}); ${names.length ? `the targets are ${listed(names)}` : 'there is no target'}.`;
}
