import { SeededDice } from '../../../../src/engine/core/dice.ts';
import type { GameEvent } from '../../../../src/engine/core/events.ts';
import { playOrder, type TypedOrder } from '../../../../src/engine/core/orders.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { seatsToAct } from '../../../../src/engine/games/dragon-dice/bot/acting.ts';
import { botOrders } from '../../../../src/engine/games/dragon-dice/bot/choose.ts';
import type { DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { book, game } from '../flow/fixtures.ts';

export interface BotGame {
  state: DdState;
  events: GameEvent[];
  /** Orders played, each by whom. */
  played: Array<{ seat: string; order: TypedOrder }>;
  /** Full rounds of turns played. */
  rounds: number;
}

/**
 * A game every seat of which the bot plays at engine level: each order is the bot's first choice,
 * played through the game's own checks (`playOrder`: the phase, the schema, `apply`); a refusal
 * fails the game at once, so the bot never plays an order the module refuses.
 */
export function botGame(seed: string, seats: string[], options: Record<string, unknown> = {}, maxOrders = 3000): BotGame {
  let state = unwrap(game.setup({ scenarioId: 'skirmish-15', options, seats }, new SeededDice(seed, 0)));
  let cursor = 0;
  const events: GameEvent[] = [];
  const played: BotGame['played'] = [];
  for (let n = 0; n < maxOrders && !game.outcome(state); n++) {
    const seat = seatsToAct(state)[0];
    if (!seat) throw new Error(`nobody may act: ${game.phase(state).label}`);
    const order = botOrders(book, state, seat)[0] as TypedOrder | undefined;
    if (!order) throw new Error(`the bot has no order for ${seat} in ${game.phase(state).label}`);
    const dice = new SeededDice(seed, cursor);
    const done = playOrder<DdState>(game, state, seat, order, dice);
    if (!done.ok) throw new Error(`order ${n}, ${seat} in ${game.phase(state).label}: ${JSON.stringify(order)} refused: ${done.error}`);
    cursor += dice.rolls.filter((r) => r.index !== undefined).length;
    events.push(...done.value.events);
    played.push({ seat, order });
    state = done.value.state;
  }
  return { state, events, played, rounds: state.turn?.round ?? 0 };
}
