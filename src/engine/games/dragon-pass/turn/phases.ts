import type { Dice } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import type { PhaseSpec } from '../../../core/module.ts';
import { endPhase, startPhase, type Advanced, type PhaseDef, type PhaseMachine } from '../../../core/phases.ts';
import { waitingFor } from '../../../core/sealed.ts';
import type { PassBook } from '../book.ts';
import { fightMandatoryMelee } from '../combat/mandatory.ts';
import { settleAlliances } from '../diplomacy/alliances.ts';
import { openGameTurn } from '../events/opening.ts';
import type { DpState, PhaseKey, SideSeat } from '../state.ts';
import { phaseLabel } from './label.ts';
import { rally } from './rally.ts';
import { nothingToDo } from './idle.ts';
import { victoryAtEnd, wipedOut } from './victory.ts';

/**
 * The game-turn as a phase machine (core/phases.ts), phases a keyed map in the order of GAPS A1:
 * the game-turn's opening (random event, weather, Moon, diplomacy points; event 12's sealed bids
 * if it came up), then each side's player-turn in `state.order`: random movement, diplomacy,
 * movement, exotic abilities, combat (magic, missile, melee), rally. A phase in which the side has
 * nothing it could do passes by itself, so a game by post never waits on an empty phase.
 */
export function passMachine(book: PassBook): PhaseMachine<DpState> {
  /** A phase of the side's player-turn: it passes by itself when the side has nothing to do in it. */
  const playerPhase = (key: PhaseKey, next: PhaseKey, extra: Partial<PhaseDef<DpState>> = {}): PhaseDef<DpState> => ({
    begin: (state) => ({ state, events: [], auto: nothingToDo(book, state, key) }),
    next: () => next,
    ...extra,
  });
  const phases: Record<PhaseKey, PhaseDef<DpState>> = {
    'game-turn': {
      begin: (state, dice) => {
        const opened = openGameTurn(book, { ...state, turn: { ...state.turn, side: null } }, dice);
        return { ...opened, auto: true };
      },
      // The first side's player-turn follows, unless event 12's bids are to be sealed first.
      end: (state) => ({ state: state.sealed ? state : { ...state, turn: { ...state.turn, side: state.order[0]! } }, events: [] }),
      next: (state) => (state.sealed ? 'bid' : 'random-movement'),
    },
    bid: {
      begin: (state) => ({ state, events: [], auto: !state.sealed }),
      end: (state) => ({ state: { ...state, turn: { ...state.turn, side: state.order[0]! } }, events: [] }),
      next: () => 'random-movement',
    },
    // No unit of our forces moves at random (the Crimson Bat's hunger is left out: docs).
    'random-movement': playerPhase('random-movement', 'diplomacy'),
    diplomacy: playerPhase('diplomacy', 'movement', { end: (state) => settleAlliances(book, state) }),
    movement: playerPhase('movement', 'exotic'),
    exotic: playerPhase('exotic', 'magic'),
    magic: playerPhase('magic', 'missile'),
    missile: playerPhase('missile', 'melee'),
    // Every unit next to an enemy must attack, and every enemy next to it be attacked (GAPS A4): what is owed is fought as the step ends.
    melee: playerPhase('melee', 'rally', {
      end: (state, dice) => {
        const fought = fightMandatoryMelee(book, state, state.turn.side!, dice);
        if (!fought.ok) throw new Error(`mandatory melee: ${fought.error}`);
        return fought.value;
      },
    }),
    rally: {
      begin: (state) => ({ ...rally(book, state, state.turn.side!), auto: true }),
      end: (state) => endOfPlayerTurn(book, state),
      next: (state) => (state.turn.side ? 'random-movement' : 'game-turn'),
    },
  };
  return {
    phases,
    current: (state) => state.turn.phase,
    describe: (state) => ({ turn: state.gameTurn, label: `Turn ${state.gameTurn} · ${phaseLabel(state.turn)}` }),
    enter: (state, key) => ({ ...state, turn: { ...state.turn, phase: key as PhaseKey, done: [] }, activity: { moves: [], attacks: [] } }),
    isOver: (state) => state.ended !== null,
  };
}

/** After a side's rally: the other side's player-turn, or the game-turn's end (victory on the last). */
function endOfPlayerTurn(book: PassBook, state: DpState) {
  const side = state.turn.side!;
  const gone = wipedOut(state);
  if (gone) return { state: { ...state, ended: gone }, events: [publicEvent('game-over', gone.reason)] };
  if (side === state.order[0]) return { state: { ...state, turn: { ...state.turn, side: state.order[1]! } }, events: [] };
  if (state.gameTurn >= state.lastTurn) {
    const ended = victoryAtEnd(book, state)!;
    return { state: { ...state, ended }, events: [publicEvent('game-over', ended.reason)] };
  }
  return { state: { ...state, gameTurn: state.gameTurn + 1, turn: { ...state.turn, side: null } }, events: [publicEvent('game-turn-ended', `Game-turn ${state.gameTurn} ends.`)] };
}

/** The first game-turn opens as the game begins. */
export const beginGame = (book: PassBook, state: DpState, dice: Dice): Advanced<DpState> => startPhase(passMachine(book), state, 'game-turn', dice);

/** `/done`: the phase under way ends, and play runs on to the next phase someone must act in. */
export const endThisPhase = (book: PassBook, state: DpState, dice: Dice): Advanced<DpState> => endPhase(passMachine(book), state, dice);

/** Who may act now: both sides still to bid while event 12's bids are sealed; else the side whose phase it is. */
export function phaseOf(state: DpState): PhaseSpec {
  const label = `Turn ${state.gameTurn} · ${phaseLabel(state.turn)}`;
  if (state.ended) return { key: state.turn.phase, label: `Turn ${state.gameTurn} · the game is over`, turn: state.gameTurn, active: [], mode: 'sequential', ended: true };
  if (state.turn.phase === 'bid' && state.sealed) {
    return { key: 'bid', label, turn: state.gameTurn, active: waitingFor(state.sealed.choices) as SideSeat[], mode: 'simultaneous' };
  }
  const side = state.turn.side;
  return { key: state.turn.phase, label, turn: state.gameTurn, ...(side ? { owner: side } : {}), active: side ? [side] : [], mode: 'sequential' };
}
