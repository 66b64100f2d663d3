import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
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

/** Moves `seat`'s built army to `at`. */
function moveBuilt(state: DdState, seat: string, army: 'home' | 'horde' | 'campaign', at: Unit['at']): DdState {
  const units: Record<string, Unit> = { ...state.units };
  for (const u of Object.values(units)) if (u.owner === seat && u.at.kind === 'built' && u.at.army === army) units[u.id] = { ...u, at };
  return { ...state, units };
}

const hasBuilt = (state: DdState, seat: string, army: 'horde' | 'campaign') => Object.values(state.units).some((u) => u.owner === seat && u.at.kind === 'built' && u.at.army === army);

/**
 * Placement (FAQ Set-up E). Each home army stands at its home terrain. With two players there is
 * no choice (E4, WE-DD-08): each horde at the other's home, both campaign armies at the frontier.
 * With three or four, each player in the order of play places its horde at another player's home
 * (E1), then each its campaign army where it may stand (E3), and one that may stand nowhere
 * begins in reserve (E5): the `place` order, `nextToPlace` says whose turn it is.
 */
export function placeArmies(state: DdState): Stepped {
  let s = state;
  for (const seat of state.players) s = moveBuilt(s, seat, 'home', { kind: 'terrain', terrain: homeOf(seat) });
  if (state.players.length === 2) {
    const [a, b] = state.players as [string, string];
    s = moveBuilt(s, a, 'horde', { kind: 'terrain', terrain: homeOf(b) });
    s = moveBuilt(s, b, 'horde', { kind: 'terrain', terrain: homeOf(a) });
    s = moveBuilt(s, a, 'campaign', { kind: 'terrain', terrain: FRONTIER });
    s = moveBuilt(s, b, 'campaign', { kind: 'terrain', terrain: FRONTIER });
    return { state: s, events: [publicEvent('armies-placed', `The armies are placed (FAQ Set-up E4): each home army at its home, ${playerName(a)}'s horde at ${playerName(b)}'s home and ${playerName(b)}'s at ${playerName(a)}'s, both campaign armies at the frontier.`)] };
  }
  const placed = placeWithoutChoice({ ...s, setup: { ...s.setup, step: 'place' } });
  return { state: placed.state, events: [publicEvent('armies-placed', 'The home armies stand at their homes. In the order of play, each player places its horde at another player\'s home, then its campaign army (/order place at:<terrain>).'), ...placed.events] };
}

/** Who places which army now (3-4 players): the hordes first, then the campaign armies, each in the order of play. */
export function nextToPlace(state: DdState): { seat: string; army: 'horde' | 'campaign' } | null {
  if (state.setup.step !== 'place') return null;
  for (const army of ['horde', 'campaign'] as const) {
    const seat = state.players.find((p) => hasBuilt(state, p, army));
    if (seat) return { seat, army };
  }
  return null;
}

/** Where the army `nextToPlace` names may stand: another player's home for a horde; for a campaign army, where it may stand (WE-DD-09). */
export function placesFor(state: DdState, seat: string, army: 'horde' | 'campaign'): string[] {
  if (army === 'horde') return state.players.filter((p) => p !== seat).map(homeOf);
  const ids = state.terrains.map((t) => t.id);
  return [...ids.filter((t) => t === FRONTIER), ...ids.filter((t) => t !== FRONTIER)].filter((t) => campaignMayStand(state, t, seat));
}

/** `seat` places the army it must place at `at`. */
export function placeArmy(state: DdState, seat: string, at: string): Result<Stepped> {
  const next = nextToPlace(state);
  if (!next) return err('No army waits to be placed.');
  if (next.seat !== seat) return err(`${playerName(next.seat)} places an army now.`);
  const allowed = placesFor(state, seat, next.army);
  if (!allowed.includes(at)) {
    const why = next.army === 'horde' ? 'a horde stands at another player\'s home terrain (FAQ Set-up E1)' : 'a campaign army stands where no more than two armies and none of its owner\'s stand (FAQ Set-up E3)';
    return err(`Your ${next.army === 'horde' ? 'horde' : 'campaign army'} cannot stand at ${at}: ${why}; allowed: ${allowed.join(', ')}.`);
  }
  const moved = moveBuilt(state, seat, next.army, { kind: 'terrain', terrain: at });
  const event = publicEvent('army-placed', `${playerName(seat)} places its ${next.army === 'horde' ? 'horde' : 'campaign army'} at ${terrainName(state, at)}.`);
  const rest = placeWithoutChoice(moved);
  return ok({ state: rest.state, events: [event, ...rest.events] });
}

/** A campaign army with nowhere it may stand begins in reserve (FAQ Set-up E5), with no question asked. */
function placeWithoutChoice(state: DdState): Stepped {
  let s = state;
  const events: GameEvent[] = [];
  for (let next = nextToPlace(s); next && next.army === 'campaign' && placesFor(s, next.seat, 'campaign').length === 0; next = nextToPlace(s)) {
    s = moveBuilt(s, next.seat, 'campaign', { kind: 'reserve' });
    events.push(publicEvent('campaign-reserve', `${playerName(next.seat)}'s campaign army has nowhere it may stand and begins in reserve (FAQ Set-up E5).`));
  }
  return { state: s, events };
}

/** The deadline's placement: a horde at the next player's home in the order of play; a campaign army at the frontier if it may, else the first place it may. */
export function defaultPlace(state: DdState, seat: string): string | null {
  const next = nextToPlace(state);
  if (!next || next.seat !== seat) return null;
  if (next.army === 'horde') return homeOf(state.players[(state.players.indexOf(seat) + 1) % state.players.length]!);
  return placesFor(state, seat, 'campaign')[0] ?? null;
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
