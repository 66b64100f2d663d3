import type { Dice } from '../../../core/dice.ts';
import type { Era, EventCounter, EventKind } from '../data/events.ts';
import { publicEvent } from '../../../core/events.ts';
import { sameHex } from '../../../hex/hex.ts';
import type { Place } from '../map/types.ts';
import type { DogState } from '../state.ts';
import type { CounterSpec, Side } from '../units.ts';
import { GROUND, nameOf, type World } from '../world.ts';
import { copyOf, SIDE_NAMES, upperFirst, type Outcome } from './outcome.ts';
import { placeCounters } from './placement.ts';
import { FORTIFIED, holderOf, sidesIn, unitSide } from './places.ts';
import { strategicOf } from './schema.ts';

/**
 * The strategic-event cup of DL11 (step 2 of the turn; GAPS §1.1, §2.4, §4.4). The Highlords
 * draw on odd turns, the Whitestone on even ones. A counter serves one side: drawn by the other
 * it is wasted (DL11 Rule 10). E1 counters start in the cup; E10 and E20 join it when the
 * scenario says (the Campaign: turns 10 and 20). What a counter does:
 * - Activation Bonus: +N to its side's activation roll this turn;
 * - Wizard, Flying Citadel: one more of the side's wizards or citadels enters;
 * - Golden General: Laurana enters; Good Dragons Arrive: the good dragons enter;
 * - Lord Soth's Legion: Soth and his undead armies enter at Dargaard Keep;
 * - Dragonlance, Dragon Orb, Gnomish Technology: a token the side holds until combat uses it
 *   (their effects are the combat rules').
 *
 * Readings: arrivals enter at a fortress or fortified city their side holds, free of the enemy,
 * one with a friendly army first (a wizard is placed with an army, a citadel at a fortress or
 * fortified city); Lord Soth's legion at Dargaard Keep when the Highlords hold it; the counter is
 * chosen by a die over the cup's counters in id order.
 */

/** One event counter: the part of the data's `EventCounter` the rules read (its kind, side, value and era). */
export type EventCounterSpec = Pick<EventCounter, 'id' | 'name' | 'kind' | 'side' | 'value' | 'era'>;
export type { Era, EventKind };

/** A scenario's cup (its `rules.events`): the eras in it at the start, those that join later and when. */
export interface EventCupRules {
  cup: readonly Era[];
  later: ReadonlyArray<{ era: Era; turn: number }>;
}

export const DARGAARD_KEEP = 'dargaard-keep';

/** The Highlords draw on odd turns, the Whitestone on even turns. */
export const drawerOf = (turn: number): Side => (turn % 2 === 1 ? 'highlord' : 'whitestone');

/** The counters in the cup now: of the eras in play by this turn, not drawn yet, in id order. */
export function cupContents(state: DogState, counters: readonly EventCounterSpec[], rules: EventCupRules): EventCounterSpec[] {
  const eras = new Set<Era>([...rules.cup, ...rules.later.filter((l) => l.turn <= state.turn).map((l) => l.era)]);
  const drawn = new Set(strategicOf(state).eventsDrawn);
  return counters.filter((c) => eras.has(c.era) && !drawn.has(c.id)).sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/**
 * Step 2: `side` (by default the turn's drawer) draws one counter and it takes effect. `discard`:
 * kinds thrown away unplayed (Silvanesti's draws before play discard activation counters).
 */
export function drawEvent(
  state: DogState,
  world: World,
  counters: readonly EventCounterSpec[],
  rules: EventCupRules,
  dice: Dice,
  side: Side = drawerOf(state.turn),
  discard: readonly EventKind[] = [],
): Outcome {
  const contents = cupContents(state, counters, rules);
  if (!contents.length) return { state, events: [publicEvent('dog-event', `The event cup is empty: ${SIDE_NAMES[side]} draw nothing.`)] };
  const roll = dice.roll(contents.length, `Strategic event for ${SIDE_NAMES[side]}`, 'the event counter drawn');
  const drawn = contents[roll.face - 1]!;
  roll.explain({ table: 'the event cup', row: `${contents.length} counters`, result: drawn.name });
  let next = copyOf(state);
  next.eventsDrawn = [...strategicOf(state).eventsDrawn, drawn.id];
  const drew = `${upperFirst(SIDE_NAMES[side])} draw ${drawn.name}`;
  const say = (text: string, data: Record<string, unknown> = {}) => publicEvent('dog-event', `${drew}: ${text}`, { rolls: [roll.record], data: { counter: drawn.id, side, ...data } });

  if (drawn.side !== side) return { state: next, events: [say(`it serves ${SIDE_NAMES[drawn.side]}, so it is wasted.`)] };
  if (discard.includes(drawn.kind)) return { state: next, events: [say('it is discarded before play.')] };

  const took = eventTakesEffect(next, world, drawn, side);
  return { state: took.state, events: [say(took.text, took.data)] };
}

/**
 * What an event does for `side` once it is in play (drawn from the cup, or a Paths of the Lance
 * card played as this event): its text says what happened, after the drawer's name.
 */
export function eventTakesEffect(state: DogState, world: World, event: EventCounterSpec, side: Side): { state: DogState; text: string; data: Record<string, unknown> } {
  let next = copyOf(state);
  switch (event.kind) {
    case 'activation-bonus':
      next.activationBonus = { side, value: event.value, turn: state.turn };
      return { state: next, text: `+${event.value} to their activation roll this turn.`, data: {} };
    case 'dragonlance':
    case 'dragon-orb':
    case 'gnomish-technology':
      next.tokens = [...strategicOf(state).tokens, { id: event.id, kind: event.kind, side }];
      return { state: next, text: 'they hold it until a battle calls for it.', data: {} };
    default: {
      const ids = arrivals(next, world, event, side);
      const spots = arrivalSpots(next, world, side, event.kind === 'lord-soths-legion' ? DARGAARD_KEEP : undefined);
      const set = placeCounters(next, world, ids, spots.map((p) => p.hex), side);
      next = set.state;
      if (!set.placed.length) return { state: next, text: 'nothing can enter: no counter waits, or no place of theirs is free.', data: { placed: [] } };
      const line = set.placed.map((p) => `${nameOf(world, p.id)} at ${spots.find((s) => sameHex(s.hex, p.at))!.name}`).join(', ');
      return { state: next, text: `${line} ${set.placed.length === 1 ? 'enters' : 'enter'}.`, data: { placed: set.placed.map((p) => p.id) } };
    }
  }
}

/** The counters an event brings, waiting off the map. */
function arrivals(state: DogState, world: World, event: EventCounterSpec, side: Side): string[] {
  const waiting = [...world.counters.values()]
    .filter((c) => state.units[c.id]?.off === 'not-yet' && state.units[c.id]?.at === null)
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  const of = (pick: (c: CounterSpec) => boolean) => waiting.filter(pick).map((c) => c.id);
  switch (event.kind) {
    case 'wizard':
      return of((c) => c.kind === 'wizard' && unitSide(state, world, c.id) === side).slice(0, Math.max(1, event.value));
    case 'flying-citadel':
      return of((c) => c.kind === 'citadel').slice(0, Math.max(1, event.value));
    case 'golden-general':
      return of((c) => c.id === 'laurana');
    case 'good-dragons-arrive':
      return of((c) => c.nation === 'good-dragons').slice(0, event.value || undefined);
    case 'lord-soths-legion':
      return of((c) => c.id === 'soth' || (c.race === 'undead' && c.kind !== 'leader'));
    default:
      return [];
  }
}

/** Where arrivals enter: `first` if the side holds it and no enemy stands there, then the side's fortified places, those with a friendly army first. */
function arrivalSpots(state: DogState, world: World, side: Side, first?: string): Place[] {
  const enemy = side === 'highlord' ? 'whitestone' : 'highlord';
  const free = (p: Place) => holderOf(state, world, p) === side && !sidesIn(state, world, p.hex).has(enemy);
  const armyAt = (p: Place) => Object.values(state.units).some((u) => u.at && sameHex(u.at, p.hex) && GROUND.has(world.counters.get(u.id)!.kind) && unitSide(state, world, u.id) === side);
  const fortified = [...world.map.places.values()].filter((p) => FORTIFIED.has(p.kind) && free(p)).sort((a, b) => Number(armyAt(b)) - Number(armyAt(a)) || a.id.localeCompare(b.id));
  const preferred = first ? world.map.places.get(first) : undefined;
  return preferred && free(preferred) ? [preferred, ...fortified.filter((p) => p.id !== preferred.id)] : fortified;
}

