import { dieRead, type Dice, type RollRecord } from '../../../core/dice.ts';
import { distance, hexKey, type Hex } from '../../../hex/hex.ts';
import { leaderSwimsAshore, SINKING_TABLE } from '../combat/naval.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import { ARMIES, sideOf, specOf, type World } from '../world.ts';

/**
 * A ship sunk, by gunfire or the Maelstrom (DL11 Rules 4 and 8): it is gone for good, not to the
 * pool; the army aboard goes to the replacement pool; each leader aboard survives on a d6 of 4-6
 * (the combat helper's `shipRound` rolls these in battle; `leaderRolls` here for the Maelstrom).
 * A surviving leader joins the nearest friendly army on land (our reading: the rule says only that
 * he survives; DR's leader loss sends him to the nearest friendly army), or the pool if there is
 * none. A wizard aboard goes back to be placed again (wizards are placed, never moved).
 * Mutates `state`, a working copy.
 */
export function sinkFleet(state: DogState, world: World, fleetId: string, survivors: ReadonlyMap<string, boolean>): string[] {
  const fleet = state.units[fleetId]!;
  const where = fleet.at!;
  const side = sideOf(state, world, fleetId);
  const lines: string[] = [];
  for (const u of Object.values(state.units)) {
    if (u.aboard !== fleetId) continue;
    const spec = specOf(world, u.id);
    delete u.aboard;
    if (spec.kind === 'leader' && survivors.get(u.id)) {
      const refuge = side ? nearestFriendlyArmy(state, world, side, where) : undefined;
      if (refuge) {
        u.at = { ...refuge };
        lines.push(`${spec.name} reaches the nearest friendly army, at ${world.map.label(refuge)}.`);
        continue;
      }
      u.at = null;
      u.off = 'pool';
      lines.push(`${spec.name} survives, but no friendly army stands on land: he goes to the pool.`);
      continue;
    }
    u.at = null;
    u.off = spec.kind === 'leader' ? 'eliminated' : 'pool';
  }
  fleet.at = null;
  fleet.off = 'eliminated';
  return lines;
}

/** A d6 for each leader aboard a sinking fleet: 4-6 he survives. */
export function leaderRolls(state: DogState, world: World, fleetId: string, dice: Dice): { survivors: Map<string, boolean>; lines: string[]; rolls: RollRecord[] } {
  const survivors = new Map<string, boolean>();
  const lines: string[] = [];
  const rolls: RollRecord[] = [];
  const ship = specOf(world, fleetId).name;
  for (const u of Object.values(state.units)) {
    if (u.aboard !== fleetId || specOf(world, u.id).kind !== 'leader') continue;
    const name = specOf(world, u.id).name;
    const roll = dice.roll(6, `${name} aboard the sinking ${ship}`, `${name}'s survival`);
    const lives = leaderSwimsAshore(roll.face);
    roll.explain({ table: SINKING_TABLE, row: '4-6 survives', result: lives ? 'survives' : 'lost' });
    survivors.set(u.id, lives);
    rolls.push(roll.record);
    lines.push(`${name} ${lives ? 'survives the sinking' : 'goes down with the ship'} (${dieRead(roll.record)}; 4-6 survives).`);
  }
  return { survivors, lines, rolls };
}

function nearestFriendlyArmy(state: DogState, world: World, side: Side, from: Hex): Hex | undefined {
  let best: Hex | undefined;
  for (const u of Object.values(state.units)) {
    if (!u.at || u.aboard || !ARMIES.has(specOf(world, u.id).kind) || sideOf(state, world, u.id) !== side) continue;
    if (!best || distance(from, u.at) < distance(from, best) || (distance(from, u.at) === distance(from, best) && hexKey(u.at) < hexKey(best))) best = u.at;
  }
  return best;
}
