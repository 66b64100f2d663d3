import type { Counter, Forces } from './forces/types.ts';
import type { PassMap } from './map/types.ts';
import type { PlayRules } from './rules.ts';
import type { PassScenario } from './scenario.ts';
import type { Piece } from './state.ts';
import type { DragonPassTables } from './tables/index.ts';

/**
 * Everything the rules read besides the game's state, built once from the data files: the map,
 * the forces, the seed's tables, our rules of play and the scenarios. Every part of the turn takes
 * it as its first argument.
 */
export interface PassBook {
  map: PassMap;
  forces: Forces;
  tables: DragonPassTables;
  rules: PlayRules;
  scenarios: readonly PassScenario[];
}

/** A piece's counter: every piece names one of the forces (setup makes them so). */
export function counterOf(book: PassBook, piece: Piece): Counter {
  const counter = book.forces.units.get(piece.counter);
  if (!counter) throw new Error(`piece ${piece.id} names no counter (${piece.counter})`);
  return counter;
}
