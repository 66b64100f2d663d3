import { parseLabel } from '../../src/engine/grid/labels.ts';
import type { AnyGameModule } from '../../src/engine/core/module.ts';
import type { DqState } from '../../src/engine/games/dungeon/state.ts';

/**
 * A plain player for the heroes, for tests that need whole quests played without knowing the
 * dice in advance (the Discord end-to-end test): fight whatever can be fought, open the doors on
 * the way, and walk as far along a route as the dice allow. It asks the module for the legal
 * orders, so it only ever gives orders a player could give.
 */

export interface Route {
  /** Squares to walk, in order. */
  squares: string[];
  /** Doors to open as the route reaches them. */
  doors: string[];
}

export interface PlannedOrder {
  verb: string;
  options: Record<string, string>;
}

export function nextHeroOrder(module: AnyGameModule, state: DqState, heroId: string, route: Route): PlannedOrder {
  const hints = (verb: string) => module.legalOrders(state, heroId, { verb }) as Array<{ verb: string; options: Record<string, string> }>;
  const retreat = hints('retreat')[0];
  if (retreat) return retreat;
  const attack = hints('attack').find((h) => !h.options.weapon) ?? hints('cast').find((h) => h.options.spell === 'holy-flame');
  if (attack) return attack;
  const hero = state.heroes.find((h) => h.id === heroId)!;
  const here = route.squares.findIndex((s) => hero.at && parseLabel(s)!.x === hero.at.x && parseLabel(s)!.y === hero.at.y);
  const open = hints('open').find((h) => route.doors.includes(h.options.door!));
  if (open) return open;
  const reachable = new Set(hints('move').map((h) => h.options.to));
  for (let i = route.squares.length - 1; i > here; i--) {
    if (reachable.has(route.squares[i]!)) return { verb: 'move', options: { unit: hero.name, to: route.squares[i]! } };
  }
  return { verb: 'done', options: {} };
}

/** The Warren of Ulgrath: out of the cellar stair, along the middle passage, into Ulgrath's hall. */
export const WARREN_ROUTE: Route = {
  squares: ['C3', 'D3', 'E3', 'E4', 'E5', 'E6', 'E7', 'F7', 'G7', 'H7', 'I7', 'J7', 'K7', 'L7', 'M7', 'N7', 'O7', 'O8', 'O9', 'O10'],
  doors: ['E6/E7', 'O7/O8'],
};
