import { SeededDice } from '../../../../src/engine/core/dice.ts';
import type { GameEvent } from '../../../../src/engine/core/events.ts';
import { createDragonPass, type DragonPass } from '../../../../src/engine/games/dragon-pass/index.ts';
import { scriptStep } from '../../../../src/engine/games/dragon-pass/bot/script.ts';
import type { DpState, SideSeat } from '../../../../src/engine/games/dragon-pass/state.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { loadBook } from '../book.ts';

let game: DragonPass | undefined;
/** The module built from the book, as the app builds it from the package. */
export function passGame(): DragonPass {
  game ??= createDragonPass(loadBook());
  return game;
}

export interface PlayedGame {
  state: DpState;
  events: GameEvent[];
  /** The orders each side sent, one message (a phase) a line list. */
  messages: Array<{ side: SideSeat; lines: string[] }>;
}

/**
 * A whole game played by two scripted players (the bot's choices, written as a player would send
 * them), each message one phase, with the seeded dice as the app would roll them.
 */
export function playWhole(scenario: string, seed: string, options: Record<string, unknown> = {}): PlayedGame {
  const g = passGame();
  const dice = new SeededDice(seed, 0);
  let state = unwrap(g.setup({ scenarioId: scenario, options, seats: ['lunar', 'sartar'] }, dice));
  const begun = g.begin!(state, dice);
  state = begun.state;
  const events = [...begun.events];
  const messages: PlayedGame['messages'] = [];
  for (let guard = 0; guard < 2000 && !state.ended; guard++) {
    const side = g.phase(state).active[0] as SideSeat | undefined;
    if (!side) throw new Error(`nobody to act in ${g.phase(state).label}`);
    const step = scriptStep(g, loadBook(), state, side, dice);
    if (!step.lines.length) throw new Error(`${side} has nothing to play in ${g.phase(state).label}`);
    messages.push({ side, lines: step.lines });
    events.push(...step.events);
    state = step.state;
  }
  return { state, events, messages };
}
