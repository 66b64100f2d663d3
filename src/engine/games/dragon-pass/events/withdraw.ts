import { publicEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { counterOf, type PassBook } from '../book.ts';
import { onMap, withPiece } from '../pieces.ts';
import type { DpState, Piece } from '../state.ts';
import type { EventEffect, RandomEvent } from '../tables/random-events.ts';
import { clearPath } from './clear-path.ts';
import type { EventOutcome } from './outcome.ts';
import { pieceWords, sidePlayer } from './words.ts';
import { SIDE_SHORT, listed } from '../words.ts';

/**
 * 32, 33, 43: the side removes `count` of its units that have a clear path to one of the edges
 * (clear-path.ts); fewer such units than that, and none go (seed: all or none, WE-DP-17). The
 * units are the side's own battalia (the Redlands, the provinces, Prax call home their own men,
 * not an ally's; our reading). Withdrawn units leave the map, not eliminated: no event brings
 * them back, and a replacement (34, 44) takes back only the lost.
 */
type Withdraw = Extract<EventEffect, { kind: 'withdraw' }>;

/** The side's units on the map that have a clear path to one of the effect's edges, in id order. */
export function mayWithdraw(book: PassBook, state: DpState, effect: Withdraw): Piece[] {
  return onMap(state)
    .filter((p) => p.owner === effect.side && counterOf(book, p).side === effect.side)
    .filter((p) => clearPath(book, state, effect.side, (p.at as { hex: string }).hex, effect.edges) !== null);
}

/**
 * The owner's pick by default: the weakest by CF, then by MgF, then by id (our reading: a player
 * made to send units away sends those he misses least).
 */
export function weakestFirst(book: PassBook, pieces: readonly Piece[]): Piece[] {
  return [...pieces].sort((a, b) => counterOf(book, a).combat - counterOf(book, b).combat || counterOf(book, a).magic - counterOf(book, b).magic || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/**
 * Applies a withdrawal: `chosen` is the owner's pick (exactly `count` units, each with a clear
 * path), refused in one line otherwise; without it, the weakest go.
 */
export function withdrawUnits(book: PassBook, state: DpState, event: RandomEvent, effect: Withdraw, chosen?: readonly string[]): Result<EventOutcome> {
  const may = mayWithdraw(book, state, effect);
  const edges = listed(effect.edges.map((e) => `${e}`)).replace(/ and /, ' or ');
  if (may.length < effect.count) {
    const text = `${event.name}: only ${may.length} ${SIDE_SHORT[effect.side]} unit${may.length === 1 ? ' has' : 's have'} a clear path to the ${edges} edge, and ${effect.count} must go: none are removed (all or none).`;
    return ok({ state, events: [publicEvent('random-event-effect', text, { data: { event: event.id, eligible: may.map((p) => p.id), removed: [] } })] });
  }
  let going: Piece[];
  if (chosen) {
    const wrong = chosen.find((id) => !may.some((p) => p.id === id));
    if (wrong) return err(`${event.name}: ${wrong} has no clear path to the ${edges} edge; units that may go: ${may.map((p) => p.id).join(', ')}.`);
    if (new Set(chosen).size !== effect.count) return err(`${event.name}: name exactly ${effect.count} different units to remove, not ${new Set(chosen).size}.`);
    going = may.filter((p) => chosen.includes(p.id));
  } else going = weakestFirst(book, may).slice(0, effect.count);
  let next = state;
  for (const p of going) next = withPiece(next, { ...p, at: { kind: 'off-map' }, disrupted: false });
  const text = `${event.name}: ${sidePlayer(effect.side)} removes ${listed(going.map((p) => `${pieceWords(book, p)} from ${(p.at as { hex: string }).hex}`))}, ${may.length} having a clear path to the ${edges} edge.`;
  return ok({ state: next, events: [publicEvent('random-event-effect', text, { data: { event: event.id, eligible: may.map((p) => p.id), removed: going.map((p) => p.id) } })] });
}
