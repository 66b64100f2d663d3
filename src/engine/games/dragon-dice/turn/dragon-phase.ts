import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DiceBook } from '../dice/read.ts';
import { startDragonAttacks } from '../dragons/start.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';

/**
 * The dragon attack phase begins (SFR 11 phase 3): the dragons at every terrain where `player` has
 * an army attack; if their owners must choose targets, `state.dragonAttack` waits for them. Its own
 * file, for the turn's start and the eighth-face phase's end both lead here.
 */
export function beginDragons(book: DiceBook, state: DdState, player: string, dice: Dice): Stepped {
  const events: GameEvent[] = [];
  const { eighth: _resolved, ...turn } = state.turn!;
  let s: DdState = { ...state, turn: { ...turn, step: 'dragons' } };
  const attacked = startDragonAttacks(book, s, player, dice);
  // A dragon attack that cannot be played is logged and the turn goes on: the rules never stall on it.
  if (attacked.ok) {
    s = attacked.value.state;
    events.push(...attacked.value.events);
  } else {
    events.push(publicEvent('dragons-skipped', `The dragon attacks are passed: ${attacked.error}`));
  }
  return { state: s, events };
}
