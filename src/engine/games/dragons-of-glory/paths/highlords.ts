import type { Hex } from '../../../hex/hex.ts';
import type { DogState } from '../state.ts';
import type { World } from '../world.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';

/**
 * The highlords (PL A): Ariakas alone at the start; each wing card brings its highlord (and its
 * dragons) to the Dark Temple, or Neraka before it stands; at most six in play. A highlord who dies
 * is replaced by the table's counter in the Dark Temple, free to move and fight at once: Kitiara by
 * Bakaris, Salah-Khan by Topus, Bolas by Misif, Feal-Thas by Toede (the Toede-2 counter, 1/10;
 * the seed's order, CHECKLIST §2.9 item 48), Verminaard by As'p Tueng; no second replacement.
 * Only Ariakas may share a hex with another highlord.
 */
export function wingEnters(state: DogState, ctx: PathsWorld, highlord: string, dragons: readonly string[]): Stepped {
  void state; void ctx; void highlord; void dragons;
  throw new Error('Paths of the Lance: not built yet');
}

/** Highlords eliminated between `before` and `after` whose replacements now enter. */
export function replaceFallen(before: DogState, after: DogState, ctx: PathsWorld): Stepped {
  void before; void after; void ctx;
  throw new Error('Paths of the Lance: not built yet');
}

/** Why `ids` may not stand in `at` with the highlords there (only Ariakas stacks with another), or undefined. */
export function highlordStackProblem(state: DogState, world: World, at: Hex, ids: readonly string[]): string | undefined {
  void state; void world; void at; void ids;
  throw new Error('Paths of the Lance: not built yet');
}
