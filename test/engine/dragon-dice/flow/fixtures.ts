import type { DdState, Unit } from '../../../../src/engine/games/dragon-dice/state.ts';
import { createDragonDice } from '../../../../src/engine/games/dragon-dice/index.ts';
import type { DdScenario } from '../../../../src/engine/games/dragon-dice/scenario.ts';
import { standInBook } from './stand-in.ts';

export const SCENARIOS: DdScenario[] = [
  { id: 'skirmish-15', title: 'Skirmish (15 points)', summary: '15 points', force: 15 },
  { id: 'battle-36', title: 'Battle (36 points)', summary: '36 points', force: 36 },
];

export const game = createDragonDice(standInBook, SCENARIOS);

/**
 * A game in its turn, set out by hand: the players (in order of play), their units by terrain
 * (`{ p1: { frontier: ['dwarf-cavalry-3'] } }`; `reserve` for the reserves), the terrains' faces.
 * Home terrains are Highlands, the frontier a Swampland.
 */
export function placed(players: string[], armies: Record<string, Record<string, string[]>>, faces: Record<string, number> = {}): DdState {
  const units: Record<string, Unit> = {};
  for (const [seat, at] of Object.entries(armies)) {
    for (const [terrain, dice] of Object.entries(at)) {
      for (const die of dice) units[`${seat}-${die}`] = { id: `${seat}-${die}`, die, owner: seat, at: terrain === 'reserve' ? { kind: 'reserve' } : { kind: 'terrain', terrain } };
    }
  }
  const terrains = [
    ...players.map((p) => ({ id: `home-${p}`, die: 'highland-city', home: p, face: faces[`home-${p}`] ?? 3, heldBy: null })),
    { id: 'frontier', die: 'swampland-city', home: null, face: faces.frontier ?? 3, heldBy: null },
  ];
  return {
    game: 'dragon-dice',
    ruleset: 'v4',
    force: 15,
    players,
    units,
    dragons: {},
    terrains,
    setup: { step: 'done', terrains: Object.fromEntries(players.map((p) => [p, { home: 'highland-city', frontier: 'swampland-city' }])), builds: null, orderRoll: null, first: players[0]! },
    turn: { round: 1, player: players[0]!, step: 'first-march', marched: [], march: null },
    action: null,
    dragonAttack: null,
    effects: [],
    bot: [],
    ended: null,
  };
}
