import { dieRead, type Dice, type RollRecord } from '../../../core/dice.ts';
import type { Side } from '../units.ts';

/**
 * Ships at war (DL11 Rules 4 and 8, GAPS §1.5 and §2.4):
 * - ship against ship: each ship picks one enemy ship and rolls a d10; at or under its combat rating
 *   it hits. Fire is simultaneous. A first hit damages a ship (it flips); a second sinks it for good
 *   (not to the pool), with any army aboard going to the replacement pool. Only Maquesta (the
 *   pirates) and the Mithas and Kothas minotaur leaders add their tactical rating to a ship's; a
 *   wizard aboard adds 3. A leader on a sinking ship survives on a d6 of 4–6.
 * - the Maelstrom: a d10 on entry, and again at the start of each movement step the ship stays in it.
 * Withdrawing between rounds is the players' choice, made by the caller.
 */

export const SHIP_TABLE = 'DL11 Rule 8 ship combat';
export const SINKING_TABLE = 'DL11 Rule 8 leader on a sinking ship';
export const MAELSTROM_TABLE = 'DL11 Rule 4 the Maelstrom';

export interface ShipLeader {
  id: string;
  name: string;
  rating: number;
  /** Maquesta, or a Mithas or Kothas minotaur leader: the only leaders whose rating helps a ship. */
  naval: boolean;
}

export interface Ship {
  id: string;
  name: string;
  side: Side;
  /** Its combat rating as it stands (the damaged side's when damaged). */
  rating: number;
  damaged: boolean;
  leaders?: readonly ShipLeader[];
  wizard?: boolean;
  /** The army aboard, if any. */
  army?: string;
}

export interface Shot {
  ship: string;
  target: string;
}

/** A ship's rating in combat and what makes it up: "5 +2 Maquesta +3 wizard". */
export function shipRating(ship: Ship): { rating: number; account: string } {
  let rating = ship.rating;
  let account = String(ship.rating);
  // One leader counts, the best of the naval ones aboard (a reading: as one leader counts on land).
  const captain = (ship.leaders ?? []).filter((l) => l.naval).reduce<ShipLeader | undefined>((b, l) => (!b || l.rating > b.rating ? l : b), undefined);
  if (captain && captain.rating) {
    rating += captain.rating;
    account += ` +${captain.rating} ${captain.name}`;
  }
  if (ship.wizard) {
    rating += 3;
    account += ' +3 wizard';
  }
  return { rating, account };
}

/** One clear line for a set of shots that cannot be fired, or undefined. */
export function checkShots(ships: readonly Ship[], shots: readonly Shot[]): string | undefined {
  const byId = new Map(ships.map((s) => [s.id, s]));
  const fired = new Set<string>();
  for (const shot of shots) {
    const ship = byId.get(shot.ship);
    const target = byId.get(shot.target);
    if (!ship) return `No ship ${shot.ship} is in this fight.`;
    if (!target) return `No ship ${shot.target} is in this fight for ${ship.name} to fire at.`;
    if (target.side === ship.side) return `${ship.name} cannot fire at ${target.name}: they are on the same side.`;
    if (fired.has(ship.id)) return `${ship.name} fires once a round, at one ship.`;
    fired.add(ship.id);
  }
  return undefined;
}

export interface ShotResult {
  ship: string;
  target: string;
  rating: number;
  hit: boolean;
  roll: RollRecord;
}

export interface LeaderAtSea {
  id: string;
  survives: boolean;
  roll: RollRecord;
}

export interface ShipFate {
  id: string;
  outcome: 'damaged' | 'sunk';
  /** The army aboard a sunk ship, which goes to the replacement pool. */
  armyLost?: string;
  /** Each leader aboard a sunk ship, and whether it swims ashore. */
  leaders: LeaderAtSea[];
}

export interface NavalRound {
  shots: ShotResult[];
  fates: ShipFate[];
  /** One log line per shot, then one per ship hit and per leader's roll. */
  lines: string[];
}

export const shipHits = (rating: number, face: number): boolean => face <= rating;
export const leaderSwimsAshore = (face: number): boolean => face >= 4;

/** One round of ship combat: every shot is rolled, then the hits land together. Throws on shots `checkShots` refuses. */
export function shipRound(ships: readonly Ship[], shots: readonly Shot[], dice: Dice): NavalRound {
  const problem = checkShots(ships, shots);
  if (problem) throw new Error(problem);
  const byId = new Map(ships.map((s) => [s.id, s]));
  const lines: string[] = [];
  const results: ShotResult[] = [];
  const hits = new Map<string, number>();
  for (const shot of shots) {
    const ship = byId.get(shot.ship)!;
    const target = byId.get(shot.target)!;
    const { rating, account } = shipRating(ship);
    const roll = dice.roll(10, `${ship.name} fires at ${target.name}`, 'the shot');
    const hit = shipHits(rating, roll.face);
    roll.explain({ table: SHIP_TABLE, row: `rating ${rating}`, result: hit ? 'hit' : 'miss' });
    results.push({ ship: ship.id, target: target.id, rating, hit, roll: roll.record });
    if (hit) hits.set(target.id, (hits.get(target.id) ?? 0) + 1);
    lines.push(`${ship.name} fires at ${target.name}: ${dieRead(roll.record)} against rating ${account}${account.includes(' ') ? ` = ${rating}` : ''} → ${hit ? 'hit' : 'miss'}.`);
  }
  const fates: ShipFate[] = [];
  for (const ship of ships) {
    const n = hits.get(ship.id) ?? 0;
    if (!n) continue;
    if (!ship.damaged && n === 1) {
      fates.push({ id: ship.id, outcome: 'damaged', leaders: [] });
      lines.push(`${ship.name} is damaged.`);
      continue;
    }
    const leaders = (ship.leaders ?? []).map((l) => {
      const roll = dice.roll(6, `${l.name} aboard the sinking ${ship.name}`, `${l.name}'s survival`);
      const survives = leaderSwimsAshore(roll.face);
      roll.explain({ table: SINKING_TABLE, row: '4-6 survives', result: survives ? 'survives' : 'lost' });
      return { id: l.id, name: l.name, survives, roll: roll.record };
    });
    fates.push({ id: ship.id, outcome: 'sunk', ...(ship.army ? { armyLost: ship.army } : {}), leaders: leaders.map(({ id, survives, roll }) => ({ id, survives, roll })) });
    lines.push(`${ship.name} sinks${ship.army ? `; the army aboard goes to the replacement pool` : ''}.`);
    for (const l of leaders) lines.push(`${l.name} ${l.survives ? 'survives the sinking' : 'goes down with the ship'} (${dieRead(l.roll)}; 4-6 survives).`);
  }
  return { shots: results, fates, lines };
}

/** What the Maelstrom does to a ship: 1 sunk; 2–5 stuck for the rest of the turn; 6–8 out to a sea hex the opponent picks; 9–0 one the owner picks. */
export type MaelstromFate = 'sunk' | 'stuck' | 'out-opponent' | 'out-owner';

export function maelstromFate(face: number): MaelstromFate {
  if (face <= 1) return 'sunk';
  if (face <= 5) return 'stuck';
  if (face <= 8) return 'out-opponent';
  return 'out-owner';
}

const MAELSTROM_TEXT: Readonly<Record<MaelstromFate, string>> = {
  sunk: 'is sunk',
  stuck: 'is stuck for the rest of the turn',
  'out-opponent': 'is thrown out to a sea hex of the opponent’s choosing',
  'out-owner': 'comes out to a sea hex of its owner’s choosing',
};
const MAELSTROM_ROW: Readonly<Record<MaelstromFate, string>> = { sunk: '1', stuck: '2-5', 'out-opponent': '6-8', 'out-owner': '9-0' };

export function maelstromRoll(ship: Pick<Ship, 'name'>, dice: Dice): { fate: MaelstromFate; roll: RollRecord; text: string } {
  const roll = dice.roll(10, `${ship.name} in the Maelstrom`, 'the Maelstrom');
  const fate = maelstromFate(roll.face);
  roll.explain({ table: MAELSTROM_TABLE, row: MAELSTROM_ROW[fate], result: fate });
  return { fate, roll: roll.record, text: `${ship.name} ${MAELSTROM_TEXT[fate]} (${dieRead(roll.record)}).` };
}

/** For /dice verify: what the naval tables give for the roll's own record. */
export function rereadNaval(roll: RollRecord): string | undefined {
  switch (roll.table) {
    case SHIP_TABLE: {
      const m = /^rating (-?\d+)$/.exec(roll.row ?? '');
      return m ? (shipHits(Number(m[1]), roll.face) ? 'hit' : 'miss') : undefined;
    }
    case SINKING_TABLE:
      return leaderSwimsAshore(roll.face) ? 'survives' : 'lost';
    case MAELSTROM_TABLE:
      return maelstromFate(roll.face);
    default:
      return undefined;
  }
}
