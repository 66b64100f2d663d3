import type { Dice } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import type { PassBook } from '../book.ts';
import type { DpState } from '../state.ts';
import type { RandomEvent } from '../tables/random-events.ts';
import { dpGift, openBid, revealAndAlly } from './alliances.ts';
import { replaceLosses, unitArrives, unitLeaves } from './arrivals.ts';
import type { EventOutcome } from './outcome.ts';
import { plague } from './plague.ts';
import { withdrawUnits } from './withdraw.ts';
import { SIDE_SHORT } from '../words.ts';

/**
 * A random event's effect on the game (the Random Events Table's structured `effect`), one line or
 * more saying what it did. Where the seed lets the owner choose (which units withdraw, which lost
 * units return) the default pick is made here; `withdrawUnits` and `replaceLosses` take a pick.
 */
export function applyEvent(book: PassBook, state: DpState, event: RandomEvent, dice: Dice): EventOutcome {
  const effect = event.effect;
  const said = (text: string, next: DpState = state): EventOutcome => ({ state: next, events: [publicEvent('random-event-effect', `${event.name}: ${text}`, { data: { event: event.id } })] });
  switch (effect.kind) {
    case 'turn-order-reversed': {
      // The initiative shifts for the rest of the game, not this game-turn only: the seed says the players reverse their order, and names no end.
      const [first, second] = [state.order[1]!, state.order[0]!];
      return said(`${SIDE_SHORT[first]} now plays first, ${SIDE_SHORT[second]} second.`, { ...state, order: [first, second] });
    }
    case 'sealed-bid':
      return openBid(book, state, event, effect);
    case 'reveal-and-ally':
      return revealAndAlly(book, state, event, effect);
    case 'weather':
      return said('the weather is rain for the rest of this game-turn.', { ...state, weather: effect.weather });
    case 'unit-arrives':
      return unitArrives(book, state, event, effect);
    case 'glowline-fails':
      return said('there is no glowline to the Temple of the Reaching Moon this game-turn.', { ...state, glowlineOut: true });
    case 'withdraw': {
      const done = withdrawUnits(book, state, event, effect);
      if (!done.ok) throw new Error(done.error); // the default pick is always a legal one
      return done.value;
    }
    case 'replace':
      return replaceLosses(book, state, event, effect);
    case 'plague':
      return plague(book, state, event, effect, dice);
    case 'unit-leaves':
      return unitLeaves(book, state, event, effect, dice);
    case 'units-held': {
      const name = effect.units.replace(/-/g, ' ');
      const held = state.held.includes(effect.units) ? state.held : [...state.held, effect.units];
      return said(`${SIDE_SHORT[effect.side]} may not move the ${name}'s units in its movement phase this game-turn.`, { ...state, held });
    }
    case 'dp-gift':
      return dpGift(book, state, event, effect);
  }
}
