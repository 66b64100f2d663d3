import { privateEvent, publicEvent, type GameEvent } from '../../../core/events.ts';
import { openSealed } from '../../../core/sealed.ts';
import type { PassBook } from '../book.ts';
import { allyIndependent } from '../diplomacy/ally.ts';
import { withPiece } from '../pieces.ts';
import type { PassScenario } from '../scenario.ts';
import { SIDE_SEATS, type DpState, type SideSeat } from '../state.ts';
import { largerOffer } from '../tables/event-bids.ts';
import { allianceByAdvantage } from '../tables/major-independents.ts';
import type { EventEffect, RandomEvent } from '../tables/random-events.ts';
import { edgeHexesFrom, edgeHexesWithin, enter, entryHex } from './entry.ts';
import type { EventOutcome } from './outcome.ts';
import { sidePlayer } from './words.ts';
import { SIDE_SHORT } from '../words.ts';

/**
 * The events that win or move an independent: event 12 opens the Dragonewts' sealed bid (its
 * order is bid.ts), event 13 reveals what each side gave Androgeus, and 51-66 give a side DPs
 * assigned to an independent, which may tip it (Major Independents Table).
 */

type SealedBidEffect = Extract<EventEffect, { kind: 'sealed-bid' }>;
type RevealEffect = Extract<EventEffect, { kind: 'reveal-and-ally' }>;
type GiftEffect = Extract<EventEffect, { kind: 'dp-gift' }>;

export function scenarioOf(book: PassBook, state: DpState): PassScenario {
  const found = book.scenarios.find((s) => s.id === state.scenario);
  if (!found) throw new Error(`no scenario ${state.scenario} in the book`);
  return found;
}

/**
 * Event 12's cap: "no more DPs than he is scheduled to receive before the end of the game" (seed).
 * This game-turn's DPs are received as it opens, before the event is rolled, and the debt is paid
 * from "the following game-turns" only: so the cap counts the game-turns after this one, the
 * schedule's DPs times (last game-turn − this one). On the last game-turn both caps are 0.
 */
export function bidCaps(book: PassBook, state: DpState): Record<SideSeat, number> {
  const { dp } = scenarioOf(book, state);
  const left = Math.max(0, state.lastTurn - state.gameTurn);
  return { lunar: dp.lunar * left, sartar: dp.sartar * left };
}

/** Event 12: both sides bid in secret for the independent (bid.ts takes the bids); nothing when it has allied already. */
export function openBid(book: PassBook, state: DpState, event: RandomEvent, effect: SealedBidEffect): EventOutcome {
  const who = book.forces.independents.get(effect.independent)?.name ?? effect.independent;
  const allied = state.independents[effect.independent]?.allied;
  if (allied) return { state, events: [publicEvent('random-event-effect', `${event.name}: the ${who} have allied with ${SIDE_SHORT[allied]} already; there is nothing to bid for.`, { data: { event: event.id } })] };
  const caps = bidCaps(book, state);
  const text = `${event.name}: each side bids DPs for the ${who} in secret (/order bid N), at most what it is still scheduled to receive after this game-turn: Lunar ${caps.lunar}, Sartar ${caps.sartar}. The higher bid allies them at once and pays its bid from the DPs of the following game-turns; equal bids, no alliance.`;
  return {
    state: { ...state, sealed: { what: 'bid', for: effect.independent, choices: openSealed('bid', [...SIDE_SEATS]), caps } },
    events: [publicEvent('random-event-effect', text, { data: { event: event.id, independent: effect.independent, caps } })],
  };
}

/**
 * Where Androgeus enters when event 13 allies him: rule 16.1 is in no text we have, so ours is his
 * side's home edge: for Sartar, Stone Cross, then the south edge east of it; for the Lunar side, the
 * Lunar edge (the north row), free hexes first (entry.ts).
 */
export function androgeusEntry(book: PassBook, state: DpState, side: SideSeat, owner: string): string | null {
  const hexes = side === 'sartar' ? edgeHexesFrom(book, 'south', 'stone-cross', 'east') : edgeHexesWithin(book, 'lunar-edge', 'north');
  return entryHex(state, owner, hexes);
}

/**
 * Event 13: both sides reveal the DPs they assigned to the independent, in the public line; the
 * larger allies it, equal none (seed). The independent's counters the event brings (`arrives`,
 * which `allyIndependent` leaves waiting) enter at `androgeusEntry`.
 */
export function revealAndAlly(book: PassBook, state: DpState, event: RandomEvent, effect: RevealEffect): EventOutcome {
  const id = effect.independent;
  const who = book.forces.independents.get(id)?.name ?? id;
  const current = state.independents[id];
  if (!current) return { state, events: [] };
  if (current.allied) return { state, events: [publicEvent('random-event-effect', `${event.name}: ${who} has allied with ${SIDE_SHORT[current.allied]} already: nothing happens.`, { data: { event: event.id } })] };
  const offered = { lunar: current.points['lunar'] ?? 0, sartar: current.points['sartar'] ?? 0 };
  const side = largerOffer(offered);
  const shown = `${event.name}: the DPs assigned to ${who} are revealed: Lunar ${offered.lunar}, Sartar ${offered.sartar}`;
  if (!side) return { state, events: [publicEvent('random-event-effect', `${shown}; equal, so no alliance.`, { data: { event: event.id, offered } })] };
  const entry = androgeusEntry(book, state, side, side) ?? undefined;
  const joined = allyIndependent(book, state, id, side, `event 13, the larger offer (${offered[side]} DPs against ${offered[side === 'lunar' ? 'sartar' : 'lunar']})`, entry);
  let next = joined.state;
  const events: GameEvent[] = [publicEvent('random-event-effect', `${shown}; ${SIDE_SHORT[side]} offered more.`, { data: { event: event.id, offered, side } }), ...joined.events];
  const waiting = Object.values(next.pieces).filter((p) => p.owner === side && book.forces.independents.get(id)?.units.some((u) => u.id === p.counter) && p.at.kind === 'off-map');
  for (const piece of waiting) {
    const hex = androgeusEntry(book, next, side, side);
    if (!hex) {
      events.push(publicEvent('random-event-effect', `${who} finds no hex to enter by: every one is held by the enemy.`, { data: { event: event.id } }));
      break;
    }
    next = withPiece(next, enter(book, piece, hex));
    events.push(publicEvent('random-event-effect', `${who} enters at ${hex} (rule 16.1 is lost; our reading: his side's home edge).`, { data: { event: event.id, piece: piece.id, hex } }));
  }
  return { state: next, events };
}

/**
 * 51-66: the side gains DPs assigned to the independent (seed), which counts like any DPs it has
 * assigned; then the Major Independents Table is read, and a lead of the advantage needed allies
 * it. The gift is public (the event says it); the side's new total stays its own, and the
 * alliance line names no totals.
 */
export function dpGift(book: PassBook, state: DpState, event: RandomEvent, effect: GiftEffect): EventOutcome {
  const id = effect.independent;
  const current = state.independents[id];
  const who = book.forces.independents.get(id)?.name ?? id;
  if (!current) return { state, events: [] };
  const points = { ...current.points, [effect.side]: (current.points[effect.side] ?? 0) + effect.dp };
  let next: DpState = { ...state, independents: { ...state.independents, [id]: { ...current, points } } };
  const events: GameEvent[] = [
    publicEvent('random-event-effect', `${event.name}: ${sidePlayer(effect.side)} gains ${effect.dp} DPs assigned to ${who}.`, { data: { event: event.id, side: effect.side, dp: effect.dp, independent: id } }),
    privateEvent([effect.side], 'dp-assigned', `You now have ${points[effect.side]} DPs assigned to ${who}.`, { data: { independent: id, points: points[effect.side] } }),
  ];
  if (current.allied) return { state: next, events };
  const reading = allianceByAdvantage(book.tables.majorIndependents, id, { lunar: points['lunar'] ?? 0, sartar: points['sartar'] ?? 0 });
  if (reading.ok && reading.value.side) {
    const needed = book.tables.majorIndependents.independents.find((x) => x.id === id)?.advantageNeeded;
    const joined = allyIndependent(book, next, id, reading.value.side, `${event.name} brings ${SIDE_SHORT[reading.value.side]}'s lead to the advantage needed (Major Independents Table: ${needed} DPs)`);
    next = joined.state;
    events.push(...joined.events);
  }
  return { state: next, events };
}
