import type { Forces } from './forces/types.ts';
import type { PassMap } from './map/types.ts';
import { placementHex, type PassScenario } from './scenario.ts';
import { inKeyOrder, SIDE_SEATS, type DpState, type Piece, type SideSeat } from './state.ts';

/**
 * The game as a scenario sets it up (pure): each side's counters where the scenario places them
 * and the rest off the map (they come by event or table); each independent's at its capital (or
 * the hex its counter names), but those an event brings, unallied; the first
 * game-turn about to open. The Moon starts Dark, the first phase of its track (`bat-hunger.json`),
 * and the weather fair: both our own choices, for no text says how a game begins (docs).
 */
export const FIRST_MOON = 'dark';

export interface SetupChoices {
  bot?: readonly SideSeat[];
  /** The Bat Hunger swap (FACTS §3.2), off by default. */
  batHungerSwap?: boolean;
  /** Random events on or off; the scenario's choice by default. */
  randomEvents?: boolean;
}

export function setupPass(scenario: PassScenario, forces: Forces, map: PassMap, choices: SetupChoices = {}): DpState {
  const pieces: Record<string, Piece> = {};
  const add = (counter: string, owner: string, at: Piece['at']) => {
    const n = Object.values(pieces).filter((p) => p.counter === counter).length + 1;
    const id = `${counter}-${n}`;
    pieces[id] = { id, counter, owner, at, disrupted: false };
  };
  for (const side of SIDE_SEATS) {
    for (const p of scenario.placements[side]) {
      const hex = placementHex(map, p.at)!;
      // Units start inside a structure where their hex has one: a garrison holds its fortress.
      for (let i = 0; i < p.count; i++) add(p.counter, side, { kind: 'hex', hex, inside: hasStructure(map, hex) });
    }
    for (const counter of forces[side]) {
      const placed = Object.values(pieces).filter((p) => p.counter === counter.id).length;
      for (let i = placed; i < counter.count; i++) add(counter.id, side, { kind: 'off-map' });
    }
  }
  const independents: DpState['independents'] = {};
  for (const [id, independent] of forces.independents) {
    independents[id] = { allied: null, points: { lunar: 0, sartar: 0 } };
    for (const counter of independent.units) {
      // An independent stands in its own land, at its capital unless its counter names a hex of its
      // own; one that an event or table brings (`arrives`) waits off the map.
      const hex = counter.arrives ? undefined : (counter.home && placementHex(map, counter.home)) || (independent.capital && placementHex(map, independent.capital));
      for (let i = 0; i < counter.count; i++) add(counter.id, id, hex ? { kind: 'hex', hex, inside: hasStructure(map, hex) } : { kind: 'off-map' });
    }
  }
  const second = SIDE_SEATS.find((s) => s !== scenario.first)!;
  return {
    game: 'dragon-pass',
    scenario: scenario.id,
    options: { randomEvents: choices.randomEvents ?? scenario.randomEvents, batHungerSwap: choices.batHungerSwap ?? false },
    gameTurn: 1,
    lastTurn: scenario.turns,
    weather: 'fair',
    moon: FIRST_MOON,
    order: [scenario.first, second],
    turn: { side: null, phase: 'game-turn', done: [] },
    activity: { moves: [], attacks: [] },
    dp: { lunar: 0, sartar: 0 },
    glowlineOut: false,
    held: [],
    away: [],
    pieces: inKeyOrder(pieces),
    independents: inKeyOrder(independents),
    sealed: null,
    ledgers: { lunar: [], sartar: [] },
    bot: [...(choices.bot ?? [])],
    ended: null,
  };
}

/** Units start inside a structure where their hex has one: a garrison holds its fortress. */
const hasStructure = (map: PassMap, label: string) => [...map.hexes.values()].some((h) => h.label === label && h.structure !== undefined);
