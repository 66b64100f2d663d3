import { readFileSync, readdirSync } from 'node:fs';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { createDragonDice } from '../../../../src/engine/games/dragon-dice/index.ts';
import { readScenarios } from '../../../../src/engine/games/dragon-dice/scenario.ts';
import type { DdState, Unit } from '../../../../src/engine/games/dragon-dice/state.ts';
import { loadBook } from '../book.ts';

const DIR = 'assets/scenarios/dragon-dice';
export const SCENARIOS = unwrap(readScenarios(Object.fromEntries(readdirSync(DIR).filter((n) => n.endsWith('.json')).map((n) => [n.slice(0, -5), readFileSync(`${DIR}/${n}`, 'utf8')]))));

export const book = loadBook();
export const game = createDragonDice(book, SCENARIOS);

/**
 * A game in its turn, set out by hand: the players (in order of play), their units by terrain
 * (`{ p1: { frontier: ['dwarf-skirmisher'] } }`; `reserve` for the reserves), the terrains' faces.
 * Every terrain is a Coastland (air and water), where neither Dwarves nor Goblins have an ability
 * in either ruleset, so a maneuver roll counts its faces plainly.
 */
export function placed(players: string[], armies: Record<string, Record<string, string[]>>, faces: Record<string, number> = {}): DdState {
  const units: Record<string, Unit> = {};
  for (const [seat, at] of Object.entries(armies)) {
    for (const [terrain, dice] of Object.entries(at)) {
      for (const die of dice) units[`${seat}-${die}`] = { id: `${seat}-${die}`, die, owner: seat, at: terrain === 'reserve' ? { kind: 'reserve' } : { kind: 'terrain', terrain } };
    }
  }
  const terrains = [
    ...players.map((p) => ({ id: `home-${p}`, die: 'coastland-city', home: p, face: faces[`home-${p}`] ?? 3, heldBy: null })),
    { id: 'frontier', die: 'coastland-tower', home: null, face: faces.frontier ?? 3, heldBy: null },
  ];
  return {
    game: 'dragon-dice',
    ruleset: 'v4',
    force: 15,
    players,
    units,
    dragons: {},
    terrains,
    setup: { step: 'done', terrains: Object.fromEntries(players.map((p) => [p, { home: 'coastland-city', frontier: 'coastland-tower' }])), builds: null, orderRoll: null, first: players[0]! },
    turn: { round: 1, player: players[0]!, step: 'first-march', marched: [], march: null },
    action: null,
    dragonAttack: null,
    effects: [],
    bot: [],
    ended: null,
  };
}
