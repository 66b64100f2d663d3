import { shuffle } from '../../../core/deck.ts';
import type { Dice } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import type { Applied } from '../../../core/module.ts';
import { ok, type Result } from '../../../core/result.ts';
import { waitingFor } from '../../../core/sealed.ts';
import { windowDecision, windowDefault } from '../../../core/standing.ts';
import type { DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { Side } from '../units.ts';
import { followBerem } from './berem.ts';
import { replaceFallen } from './highlords.ts';
import { reckon } from './ledger.ts';
import { openingShuffle } from './setup.ts';
import { pathsOf, startPathsTurn } from './turn.ts';
import { automaticVictory } from './victory.ts';

/**
 * Where Paths of the Lance meets the module (index.ts): the game's beginning, what follows every
 * order, the orders a silent seat is given at its deadline, and the refusal while a question waits.
 */

/** The game begins: the deck's first shuffle, then turn 1's deal, initiative and event card. */
export function beginPaths(rules: DogRules, state: DogState, dice: Dice): Applied<DogState> {
  const shuffled = openingShuffle(state, dice);
  const begun = startPathsTurn(rules, shuffled.state, dice);
  return { state: begun.state, events: [...shuffled.events, ...begun.events], checkpoints: [] };
}

/**
 * A fork's new dice (GameModule.forked): the event deck's draw pile, whose order is in no view,
 * is shuffled again from them; the discards, the cards out of the game and the hands stay where
 * they are. The fork then draws nothing the game it came from will draw in that order.
 */
export function forkPaths(state: DogState, dice: Dice): Applied<DogState> {
  if (!state.pl) return { state, events: [], checkpoints: [] };
  const shuffled = shuffle(state.pl.deck, dice, { discards: 'aside' });
  return { state: { ...state, pl: { ...state.pl, deck: shuffled.deck } }, events: shuffled.events, checkpoints: [] };
}

/**
 * After every order of a game played with the cards: nations joined or conquered move the VP
 * marker and war status (reckon), fallen highlords are replaced, Berem follows his captors, and an
 * automatic victory (the Dark Temple, Berem) ends the game at once. 25 VP waits for step 10.
 */
export function afterPathsOrder(rules: DogRules, before: DogState, done: Result<Applied<DogState>>, dice: Dice): Result<Applied<DogState>> {
  if (!done.ok || !before.pl || !done.value.state.pl || !rules.paths) return done;
  const ctx = pathsOf(rules);
  let s = done.value.state;
  const events = [...done.value.events];
  const step = (next: Stepped) => {
    s = next.state;
    events.push(...next.events);
  };
  step(reckon(before, s, ctx, dice));
  step(replaceFallen(before, s, ctx));
  step(followBerem(before, s, ctx));
  if (!s.ended) {
    const won = automaticVictory(s, ctx, false);
    if (won) {
      s = { ...s, phase: 'over', ended: won };
      events.push(publicEvent('pl-victory', won.reason));
    }
  }
  return ok({ state: s, events, checkpoints: done.value.checkpoints });
}

/** What a silent seat does at its deadline in a game with the cards: the answer that passes, or `done`. */
export function pathsDefaults(state: DogState, seat: string): Array<{ verb: string } & Record<string, unknown>> {
  const pl = state.pl!;
  if (pl.question) return pl.question.window.seat === seat ? [windowDefault(pl.question.window)] : [];
  const side = seat as Side;
  switch (state.phase) {
    case 'initiative':
      return pl.initiativeCards && waitingFor(pl.initiativeCards).includes(seat) ? [{ verb: 'react', card: 'pass' }] : [];
    case 'rebuild':
    case 'discard':
      return pl.ready.includes(side) ? [] : [{ verb: 'done' }];
    default:
      break;
  }
  if (state.acting !== seat) return [];
  switch (state.phase) {
    case 'event':
      return [{ verb: 'pass' }];
    case 'action':
      return [{ verb: 'begin', phase: pl.done[side].includes('cards') ? 'move' : 'cards' }];
    case 'cards':
    case 'movement':
    case 'taunt':
    case 'combat':
      return [{ verb: 'done' }];
    default:
      return [];
  }
}

/** While a question waits (a combat card, Berem's place), its seat answers it first, and nobody else moves play on. */
export function pathsRefusal(state: DogState, seat: string, verb: string): string | undefined {
  const question = state.pl?.question;
  if (!question || verb === question.window.verb || verb === 'knights' || verb === 'reactions' || verb === 'autoplay') return undefined;
  if (question.window.seat === seat) return windowDecision(question.window).refusal;
  return 'The other side is answering a question of the rules; wait for its answer.';
}


