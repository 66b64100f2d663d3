import type { Dice } from '../../../core/dice.ts';
import { privateEvent, publicEvent, type GameEvent } from '../../../core/events.ts';
import type { PassBook } from '../book.ts';
import { SIDE_SEATS, type DpState } from '../state.ts';
import { nextMoonPhase } from '../tables/bat-hunger.ts';
import { payDragonewtDebt } from '../tables/event-bids.ts';
import { RANDOM_EVENTS_TABLE, randomEvent } from '../tables/random-events.ts';
import { scenarioOf } from './alliances.ts';
import { applyEvent } from './apply.ts';
import { returnFromAway } from './arrivals.ts';
import type { EventOutcome } from './outcome.ts';

/**
 * The opening of game-turn `state.gameTurn` (GAPS A1 row 0), in this order:
 * 1. what lasted one game-turn ends: the weather is fair again, the glowline back, no group held;
 * 2. the Red Moon moves on one phase (`nextMoonPhase`), from game-turn 2 on: game-turn 1 keeps the
 *    set-up's Moon;
 * 3. pieces away whose game-turn has come return (event 36);
 * 4. each side receives its scheduled DPs, less what it owes the Dragonewts (event 12's debt,
 *    paid first: `payDragonewtDebt`), each told privately;
 * 5. with the random events on, the d66 (the first d6 the tens, the second the units) and the
 *    event's effect (`applyEvent`).
 * The DPs come before the event, so event 12's cap counts only the game-turns after this one.
 */
export function openGameTurn(book: PassBook, state: DpState, dice: Dice): EventOutcome {
  const events: GameEvent[] = [];
  let next: DpState = { ...state, weather: 'fair', glowlineOut: false, held: [] };

  if (state.gameTurn > 1) {
    const moon = nextMoonPhase(book.tables.batHunger, state.moon);
    if (moon.ok) next = { ...next, moon: moon.value };
  }
  const moonName = book.tables.batHunger.moonTrack.phases.find((p) => p.phase === next.moon)?.name ?? next.moon;
  events.push(publicEvent('game-turn', `Game-turn ${state.gameTurn} of ${state.lastTurn} opens: fair weather, the Red Moon ${moonName}${state.gameTurn > 1 ? '' : ' (as the game began)'}.`, { data: { gameTurn: state.gameTurn, moon: next.moon } }));

  const back = returnFromAway(book, next);
  next = back.state;
  events.push(...back.events);

  const schedule = scenarioOf(book, state).dp;
  const dp = { ...next.dp };
  const ledgers = { ...next.ledgers };
  for (const side of SIDE_SEATS) {
    let received = schedule[side];
    const lines = [`You receive ${received} DPs for game-turn ${state.gameTurn}`];
    ledgers[side] = next.ledgers[side].flatMap((entry) => {
      if (entry.to !== 'dragonewts' || entry.owed === 0) return [entry];
      const paid = payDragonewtDebt(entry.owed, received);
      received = paid.free;
      lines.push(`${paid.paid} go to the Dragonewts (${entry.what}): ${paid.stillOwed ? `${paid.stillOwed} still owed` : 'the debt is paid'}`);
      return paid.stillOwed ? [{ ...entry, owed: paid.stillOwed }] : [];
    });
    dp[side] = next.dp[side] + received;
    lines.push(`${received} are yours to assign, ${dp[side]} in all`);
    events.push(privateEvent([side], 'dp-received', `${lines.join('; ')}.`, { data: { side, received: schedule[side], free: received, held: dp[side] } }));
  }
  next = { ...next, dp, ledgers };

  if (!state.options.randomEvents) return { state: next, events };
  const tens = dice.roll(6, RANDOM_EVENTS_TABLE, 'the tens');
  const units = dice.roll(6, RANDOM_EVENTS_TABLE, 'the units');
  const read = randomEvent(book.tables.randomEvents, tens.face, units.face);
  if (!read.ok) throw new Error(read.error); // two d6 faces always read an event
  const { roll, event } = read.value;
  tens.explain({ table: RANDOM_EVENTS_TABLE, row: 'd66', column: 'tens', result: String(tens.face) });
  units.explain({ table: RANDOM_EVENTS_TABLE, row: 'd66', column: 'units', result: `${roll}: ${event.name}` });
  events.push(publicEvent('random-event', `${read.value.line}. ${event.text}`, { rolls: [tens.record, units.record], data: { roll, event: event.id } }));
  const applied = applyEvent(book, next, event, dice);
  return { state: applied.state, events: [...events, ...applied.events] };
}
