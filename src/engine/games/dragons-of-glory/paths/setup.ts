import { newDeck, shuffle } from '../../../core/deck.ts';
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import type { DogState } from '../state.ts';
import type { World } from '../world.ts';
import { cardsOfEra, type PathsRules } from './rules.ts';
import type { PlState } from './state.ts';

/**
 * The Paths of the Lance part of a new game (CHECKLIST §2.7): Era 1 and war status 1 (PL H), the
 * VP marker at 0, the event deck of the first era's cards in id order (shuffled from the dice
 * when the game begins, so the shuffle is logged and can be verified), empty hands (dealt at the
 * first turn's step 1), the knight nations in data order as the Whitestone's standing preference,
 * both sides asked for reaction cards, Berem not yet found, and every other field empty.
 */
export function newPathsState(paths: PathsRules, world: World): PlState {
  const deck = newDeck('Event', cardsOfEra(paths, 1));
  return {
    era: 1,
    warStatus: 1,
    knightSquares: [],
    knightPreference: [...world.nations.values()].filter((n) => n.knight).map((n) => n.id),
    vp: 0,
    deck: { ...deck, hands: { highlord: [], whitestone: [] } },
    removed: [],
    shown: [],
    invading: [],
    eventCard: null,
    done: { highlord: [], whitestone: [] },
    slot: 0,
    ap: { points: 0, paid: [] },
    assault: null,
    initiativeCards: null,
    ready: [],
    rebuilt: [],
    darkTemplePlayed: false,
    whitestoneCouncilPlayed: false,
    replaced: [],
    berem: { status: 'waiting', at: null },
    eraChanged: null,
    question: null,
    reactions: { highlord: 'ask', whitestone: 'ask' },
    options: { winter: false, commandAndControl: false },
  };
}

/** The deck's first shuffle, as the game begins (its sealed event lets /dice verify replay it). */
export function openingShuffle(state: DogState, dice: Dice): { state: DogState; events: GameEvent[] } {
  const pl = state.pl!;
  const shuffled = shuffle(pl.deck, dice);
  return { state: { ...state, pl: { ...pl, deck: shuffled.deck } }, events: shuffled.events };
}
