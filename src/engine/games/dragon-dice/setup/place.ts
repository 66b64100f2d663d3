import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState, Terrain, Unit } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { playerName, terrainName } from '../words.ts';

/**
 * After the roll for order: the frontier chosen, the armies placed (FAQ Set-up E) and the
 * terrains' starting distances rolled (FAQ Set-up F; SFR 8).
 *
 * Terrain ids: `home-<seat>` for each player's home terrain, `frontier` for the frontier.
 */

export const homeOf = (seat: string): string => `home-${seat}`;
export const FRONTIER = 'frontier';

/** The armies standing at a terrain: one per player with units there (armies are not stored, state.ts). */
export function armiesAt(state: DdState, terrain: string): string[] {
  return [...new Set(Object.values(state.units).filter((u) => u.at.kind === 'terrain' && u.at.terrain === terrain).map((u) => u.owner))];
}

/**
 * May `owner`'s campaign army be placed at `terrain` (FAQ Set-up E2-E3; WE-DD-09): no more than
 * two armies there already, and none of its owner's.
 */
export function campaignMayStand(state: DdState, terrain: string, owner: string): boolean {
  const there = armiesAt(state, terrain);
  return there.length <= 2 && !there.includes(owner);
}

/**
 * The winner's frontier die goes to the centre, the others' leave the game (FAQ Set-up D4); the
 * home terrains are set out; then the armies are placed and the distances rolled.
 */
export function setOutTerrains(state: DdState, frontierOf: string): DdState {
  const homes: Terrain[] = state.players.map((seat) => ({ id: homeOf(seat), die: state.setup.terrains[seat]!.home, home: seat, face: 1, heldBy: null }));
  const frontier: Terrain = { id: FRONTIER, die: state.setup.terrains[frontierOf]!.frontier, home: null, face: 1, heldBy: null };
  return { ...state, terrains: [...homes, frontier] };
}

/**
 * Placement (FAQ Set-up E): each home army at its home terrain; each horde at another player's
 * home terrain: with two players, at the other's (E4); with three or four, at the home of the
 * player after it in the order of play (our reading: the FAQ lets the owner choose; see
 * docs/dragon-dice.md). Then, in the order of play, each campaign army at the frontier if it may
 * stand there, else at the first other terrain where it may, else (E5) in its owner's reserves.
 */
export function placeArmies(state: DdState): Stepped {
  const units: Record<string, Unit> = { ...state.units };
  const events: GameEvent[] = [];
  const n = state.players.length;
  const move = (seat: string, army: 'home' | 'horde' | 'campaign', at: Unit['at']) => {
    for (const u of Object.values(units)) if (u.owner === seat && u.at.kind === 'built' && u.at.army === army) units[u.id] = { ...u, at };
  };
  state.players.forEach((seat, i) => {
    move(seat, 'home', { kind: 'terrain', terrain: homeOf(seat) });
    move(seat, 'horde', { kind: 'terrain', terrain: homeOf(state.players[(i + 1) % n]!) });
  });
  let placed: DdState = { ...state, units };
  for (const seat of state.players) {
    const where = [FRONTIER, ...state.players.map(homeOf)].find((t) => campaignMayStand(placed, t, seat));
    move(seat, 'campaign', where ? { kind: 'terrain', terrain: where } : { kind: 'reserve' });
    placed = { ...placed, units: { ...units } };
    if (!where) events.push(publicEvent('campaign-reserve', `${playerName(seat)}'s campaign army has nowhere it may stand and begins in reserve (FAQ Set-up E5).`));
  }
  const lines = state.players.map((seat, i) => `${playerName(seat)}: home army at home, horde at ${terrainName(placed, homeOf(state.players[(i + 1) % n]!))}`);
  events.unshift(publicEvent('armies-placed', `The armies are placed. ${lines.join('; ')}; the campaign armies at the frontier (FAQ Set-up E).`));
  return { state: placed, events };
}

/**
 * The starting distances (SFR 8; GAPS B4): each terrain die is rolled; an 8 is rolled again and a
 * 7 turned to 6, so every terrain begins at a face from 1 to 6. Rolled after placement (FAQ Set-up F1).
 */
export function rollDistances(book: DiceBook, state: DdState, dice: Dice): Stepped {
  const events: GameEvent[] = [];
  const terrains = state.terrains.map((t) => {
    const before = dice.rolls.length;
    let face = 8;
    while (face === 8) face = dice.roll(8, `Starting distance of ${terrainName(state, t.id)}`, 'the face up').face;
    const start = face === 7 ? 6 : face;
    const name = book.terrains.get(t.die)?.name ?? t.die;
    const rolled = dice.rolls.slice(before).map((r) => r.face).join(', then ');
    events.push(publicEvent('distance', `${terrainName(state, t.id)} (${name}) rolls ${rolled}: it starts at face ${start}${face === 7 ? ' (a 7 is turned to 6)' : ''}.`, { rolls: dice.rolls.slice(before), data: { terrain: t.id, face: start } }));
    return { ...t, face: start };
  });
  return { state: { ...state, terrains }, events };
}
