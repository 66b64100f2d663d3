import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { PassBook } from '../book.ts';
import { placementHex } from '../scenario.ts';
import type { DpState, Piece, SideSeat } from '../state.ts';

/**
 * An independent joins a side (the Major Independents Table's advantage, an emissary's 4-6, event
 * 12's bid, event 13): its pieces become that side's. Those on the map stay where they stand; those
 * waiting off the map set up in its usual hexes (the Emissary Table's "set up in their usual
 * hexes"): its capital, or the hex its counter names; one with neither comes in at `entry`
 * (Androgeus's, `events/alliances.ts` `androgeusEntry`: his new side's own edge).
 */
export function allyIndependent(book: PassBook, state: DpState, independent: string, side: SideSeat, why: string, entry?: string): { state: DpState; events: GameEvent[] } {
  const info = book.forces.independents.get(independent);
  const current = state.independents[independent];
  if (!info || !current || current.allied) return { state, events: [] };
  const pieces = { ...state.pieces };
  for (const piece of Object.values(state.pieces)) {
    if (piece.owner !== independent) continue;
    const counter = book.forces.units.get(piece.counter);
    let at: Piece['at'] = piece.at;
    // Units an event or table brings (`arrives`) wait for it, allied or not; Androgeus alone comes
    // as he allies (rule 16.1, lost: our reading), at `entry`.
    if (at.kind === 'off-map' && counter && (!counter.arrives || (entry !== undefined && counter.arrives.by === 'rule-16-1'))) {
      const hex = (counter.home && placementHex(book.map, counter.home)) || (info.capital && placementHex(book.map, info.capital)) || entry;
      if (hex) at = { kind: 'hex', hex, inside: [...book.map.hexes.values()].some((h) => h.label === hex && h.structure !== undefined) };
    }
    pieces[piece.id] = { ...piece, owner: side, at };
  }
  const name = side === 'lunar' ? 'the Lunar Empire' : 'Sartar';
  return {
    state: { ...state, pieces, independents: { ...state.independents, [independent]: { ...current, allied: side } } },
    events: [publicEvent('allied', `Alliance: ${info.name} with ${name} (${why}).`, { data: { independent, side } })],
  };
}

