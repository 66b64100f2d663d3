import { counterOf, type PassBook } from '../book.ts';
import { withPiece } from '../pieces.ts';
import type { DpState, Piece } from '../state.ts';
import type { MissileResult } from '../tables/missile-fire.ts';

/**
 * Who is lost. The rules let the stack's owner choose; the engine makes the owner's choice by a
 * default stated here and in docs/dragon-pass.md ("Combat"), so a game by post never waits on it.
 */

export interface Casualties {
  eliminated: Piece[];
  disrupted: Piece[];
}

const cf = (book: PassBook, p: Piece): number => counterOf(book, p).combat;

/**
 * An Attack Table loss figure is counted in CF (GAPS A4): the owner loses units whose CF adds
 * up to at least the loss. The default pick is the cheapest such set (the least CF lost, then
 * the fewest units). Units of CF 0 (an emissary, a treasure) cannot pay a loss: they die only
 * when the loss takes every unit that fights, and the loss reaches the stack's whole CF.
 */
export function coverLoss(book: PassBook, pieces: readonly Piece[], loss: number): Piece[] {
  if (loss <= 0) return [];
  const fighters = pieces.filter((p) => cf(book, p) > 0).sort((a, b) => cf(book, a) - cf(book, b));
  const total = fighters.reduce((s, p) => s + cf(book, p), 0);
  if (loss >= total) return [...pieces];
  // Every CF sum reachable, each by its fewest units (a subset sum: the sums stay small).
  const best = new Map<number, Piece[]>([[0, []]]);
  for (const p of fighters) {
    for (const [sum, set] of [...best]) {
      const next = sum + cf(book, p);
      const had = best.get(next);
      if (!had || had.length > set.length + 1) best.set(next, [...set, p]);
    }
  }
  const cheapest = Math.min(...[...best.keys()].filter((s) => s >= loss));
  return best.get(cheapest)!;
}

/**
 * The units a Missile Fire result strikes, by the owner's default pick: the weakest by CF first
 * (units of CF 0 last, as above). Disruptions fall first on units not yet disrupted; a unit
 * disrupted again is eliminated (GAPS A4). 2DD is two disrupted or one eliminated, the owner's
 * choice (CHECKLIST 5 item 36): the default is two disrupted, unless the stack has not two units
 * left undisrupted, when one eliminated costs the owner less.
 */
export function missileCasualties(book: PassBook, pieces: readonly Piece[], result: MissileResult): Casualties {
  const weakest = [...pieces].sort((a, b) => weight(book, a) - weight(book, b));
  const fresh = weakest.filter((p) => !p.disrupted);
  const oneEliminated = result.orEliminated !== undefined && fresh.length < result.disrupted;
  const eliminate = oneEliminated ? result.orEliminated! : result.eliminated;
  const disrupt = oneEliminated ? 0 : result.disrupted;
  const eliminated = weakest.slice(0, eliminate);
  const rest = weakest.filter((p) => !eliminated.includes(p));
  const struck = [...rest.filter((p) => !p.disrupted), ...rest.filter((p) => p.disrupted)].slice(0, disrupt);
  return { eliminated: [...eliminated, ...struck.filter((p) => p.disrupted)], disrupted: struck.filter((p) => !p.disrupted) };
}

const weight = (book: PassBook, p: Piece): number => cf(book, p) || Number.MAX_SAFE_INTEGER;

/** The state with the casualties taken: the eliminated off the map, the disrupted marked until they rally. */
export function takeCasualties(state: DpState, c: Casualties): DpState {
  let s = state;
  for (const p of c.eliminated) s = withPiece(s, { ...s.pieces[p.id]!, at: { kind: 'eliminated' }, disrupted: false });
  for (const p of c.disrupted) s = withPiece(s, { ...s.pieces[p.id]!, disrupted: true });
  return s;
}
