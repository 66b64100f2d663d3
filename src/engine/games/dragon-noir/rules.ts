import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/events.ts';
import type { Applied, OrderHint } from '../../core/module.ts';
import type { PhaseMachine } from '../../core/phases.ts';
import { ok, type Result } from '../../core/result.ts';
import type { DnState } from './state.ts';
import type { DnView } from './view.ts';
import type { Table } from './world.ts';

/**
 * What Dragon Noir's orders read beside the state, handed to each chapter's orders by the module
 * (index.ts): the scenario's board, its sequence of play, the legal forms of a verb, and the bot.
 */
export interface DnRules {
  /** The state with its scenario and board, as every rule reads them. */
  table(state: DnState): Table;
  /** The scenario's sequence of play (2.12.1, 2.12.2). */
  machine(state: DnState): PhaseMachine<DnState>;
  /** The legal forms of one verb now, for autocomplete, menus and refusals (legal.ts). */
  legal(verb: string): (state: DnState, seat: SeatId, chosen: Record<string, string>) => OrderHint[];
  /** What `seat` sees now, to draw a question's answer on. */
  view(state: DnState, seat: SeatId): DnView;
  /** `/autoplay`: the bot plays the side it stands in for, or the asking side for the rest of its player-turn (bot-turns.ts). */
  autoplay(state: DnState, seat: SeatId, dice: Dice): Result<Applied<DnState>>;
}

/** An order's own result, before the rules around it (around.ts) end a phase or a game. */
export function applied(outcome: Result<{ state: DnState; events: GameEvent[] }>): Result<Applied<DnState>> {
  return outcome.ok ? ok({ state: outcome.value.state, events: outcome.value.events, checkpoints: [] }) : outcome;
}

/** "offensive fire", as the refusals say it. */
export function phaseName(state: DnState): string {
  return state.phase.replace('-', ' ');
}
