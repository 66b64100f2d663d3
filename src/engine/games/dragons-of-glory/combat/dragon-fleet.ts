import { dieRead, type Dice, type RollRecord } from '../../../core/dice.ts';
import type { Side } from '../units.ts';
import { leaderSwimsAshore, shipHits, SINKING_TABLE, type LeaderAtSea, type Ship, type Shot } from './naval.ts';

/**
 * Dragons against fleets ("More Dragons of Glory", DRAGON #107; Paths of the Lance New Rule F):
 * dragons may attack fleets, never the reverse. Each dragon picks a fleet and hits on a d10 at or
 * under its strength; every fleet fights back, picking a dragon, and hits only on a 1. Leaders help
 * neither side. Fire is simultaneous. The dragons may break off after the first round; the fleets
 * may not; the fight ends after the second round, and the dragons fly back to the land hex they
 * came from. A fleet hit is damaged, hit again sunk, as in ship combat. A dragon has no back: a hit
 * eliminates it (a reading: every other first loss of a one-step counter eliminates it).
 */

export const DRAGON_FLEET_TABLE = 'PL F dragon-to-fleet combat';
/** A fleet hits a dragon on a 1 only, whatever its rating. */
export const FLEET_AGAINST_DRAGON = 1;

export interface FleetAttacker {
  id: string;
  name: string;
  side: Side;
  /** Its combat strength, which serves as its naval rating. */
  strength: number;
}

export interface DragonFleetRound {
  round: 1 | 2;
  shots: { shooter: string; target: string; rating: number; hit: boolean; roll: RollRecord }[];
  dragonsLost: string[];
  fleets: { id: string; outcome: 'damaged' | 'sunk'; armyLost?: string; leaders: LeaderAtSea[] }[];
  /** After round 1 the dragons may break off; after round 2 the fight is over. */
  over: boolean;
  lines: string[];
}

/** One line saying why these shots cannot be fired, or undefined. */
export function checkDragonShots(dragons: readonly FleetAttacker[], fleets: readonly Ship[], shots: readonly Shot[], round: number): string | undefined {
  if (round !== 1 && round !== 2) return 'A fight between dragons and fleets lasts two rounds at most.';
  const dragonIds = new Set(dragons.map((d) => d.id));
  const fleetIds = new Set(fleets.map((f) => f.id));
  const fired = new Set<string>();
  for (const shot of shots) {
    const byDragon = dragonIds.has(shot.ship);
    if (!byDragon && !fleetIds.has(shot.ship)) return `No dragon or fleet ${shot.ship} is in this fight.`;
    if (byDragon && !fleetIds.has(shot.target)) return `${shot.ship} must attack one of the fleets.`;
    if (!byDragon && !dragonIds.has(shot.target)) return `${shot.ship} may only fire back at one of the dragons.`;
    if (fired.has(shot.ship)) return `${shot.ship} fires once a round.`;
    fired.add(shot.ship);
  }
  return undefined;
}

export function dragonFleetRound(dragons: readonly FleetAttacker[], fleets: readonly Ship[], shots: readonly Shot[], round: 1 | 2, dice: Dice): DragonFleetRound {
  const problem = checkDragonShots(dragons, fleets, shots, round);
  if (problem) throw new Error(problem);
  const dragonById = new Map(dragons.map((d) => [d.id, d]));
  const fleetById = new Map(fleets.map((f) => [f.id, f]));
  const nameOf = (id: string) => dragonById.get(id)?.name ?? fleetById.get(id)!.name;
  const hits = new Map<string, number>();
  const lines: string[] = [];
  const results: DragonFleetRound['shots'] = [];
  for (const shot of shots) {
    const dragon = dragonById.get(shot.ship);
    const rating = dragon ? dragon.strength : FLEET_AGAINST_DRAGON;
    const roll = dice.roll(10, `${nameOf(shot.ship)} ${dragon ? 'attacks' : 'fires back at'} ${nameOf(shot.target)}`, 'the shot');
    const hit = shipHits(rating, roll.face);
    roll.explain({ table: DRAGON_FLEET_TABLE, row: `rating ${rating}`, result: hit ? 'hit' : 'miss' });
    results.push({ shooter: shot.ship, target: shot.target, rating, hit, roll: roll.record });
    if (hit) hits.set(shot.target, (hits.get(shot.target) ?? 0) + 1);
    lines.push(`${nameOf(shot.ship)} ${dragon ? 'attacks' : 'fires back at'} ${nameOf(shot.target)}: ${dieRead(roll.record)} against ${dragon ? `strength ${rating}` : 'a 1'} → ${hit ? 'hit' : 'miss'}.`);
  }
  const dragonsLost = dragons.filter((d) => hits.has(d.id)).map((d) => d.id);
  for (const id of dragonsLost) lines.push(`${nameOf(id)} is eliminated.`);
  const outcomes: DragonFleetRound['fleets'] = [];
  for (const fleet of fleets) {
    const n = hits.get(fleet.id) ?? 0;
    if (!n) continue;
    if (!fleet.damaged && n === 1) {
      outcomes.push({ id: fleet.id, outcome: 'damaged', leaders: [] });
      lines.push(`${fleet.name} is damaged.`);
      continue;
    }
    lines.push(`${fleet.name} sinks${fleet.army ? '; the army aboard goes to the replacement pool' : ''}.`);
    const leaders = (fleet.leaders ?? []).map((l) => {
      const roll = dice.roll(6, `${l.name} aboard the sinking ${fleet.name}`, `${l.name}'s survival`);
      const survives = leaderSwimsAshore(roll.face);
      roll.explain({ table: SINKING_TABLE, row: '4-6 survives', result: survives ? 'survives' : 'lost' });
      lines.push(`${l.name} ${survives ? 'survives the sinking' : 'goes down with the ship'} (${dieRead(roll.record)}; 4-6 survives).`);
      return { id: l.id, survives, roll: roll.record };
    });
    outcomes.push({ id: fleet.id, outcome: 'sunk', ...(fleet.army ? { armyLost: fleet.army } : {}), leaders });
  }
  return { round, shots: results, dragonsLost, fleets: outcomes, over: round === 2, lines };
}

export function rereadDragonFleet(roll: RollRecord): string | undefined {
  if (roll.table !== DRAGON_FLEET_TABLE) return undefined;
  const m = /^rating (-?\d+)$/.exec(roll.row ?? '');
  return m ? (shipHits(Number(m[1]), roll.face) ? 'hit' : 'miss') : undefined;
}
