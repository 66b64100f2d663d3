import type { GameEvent } from '../../../core/events.ts';
import type { PassBook } from '../book.ts';
import type { DpState } from '../state.ts';
import { allianceByAdvantage } from '../tables/major-independents.ts';
import { androgeusEntry } from '../events/alliances.ts';
import { allyIndependent } from './ally.ts';

/**
 * As a diplomacy phase ends, each major independent still free is read on the Major Independents
 * Table against the points both sides have assigned to it: one that a side leads by the advantage
 * needed joins it. Only then are that independent's totals told to both (the table's line); the
 * others stay secret.
 */
export function settleAlliances(book: PassBook, state: DpState): { state: DpState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  for (const x of book.tables.majorIndependents.independents) {
    const held = current.independents[x.id];
    if (!held || held.allied) continue;
    const read = allianceByAdvantage(book.tables.majorIndependents, x.id, { lunar: held.points.lunar ?? 0, sartar: held.points.sartar ?? 0 });
    if (!read.ok || !read.value.side) continue;
    const joined = allyIndependent(book, current, x.id, read.value.side, read.value.line, androgeusEntry(book, current, read.value.side, read.value.side) ?? undefined);
    current = joined.state;
    events.push(...joined.events);
  }
  return { state: current, events };
}
