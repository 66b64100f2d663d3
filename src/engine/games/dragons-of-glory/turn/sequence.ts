import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { Applied, Checkpoint } from '../../../core/module.ts';
import type { DogState } from '../state.ts';
import { otherSide, type Side } from '../units.ts';
import { phaseLabel, SIDE_LABEL } from './phases.ts';

/**
 * What happens when a phase ends: the next phase begins, and the steps no one decides (the
 * start and end of a turn, the initiative roll) run on until a side must act. A checkpoint is
 * taken at every phase's end, so each phase's map can be drawn.
 */

export interface Stepped {
  state: DogState;
  events: GameEvent[];
}

/** The rules around the turn that the strategic chapter supplies; each optional step is the scenario's. */
export interface TurnHooks {
  /** Replacements, draconians, the strategic event: before the activation step. */
  startOfTurn(state: DogState, dice: Dice): Stepped;
  /** Supply, conquest: after the second side's combat. */
  endOfTurn(state: DogState, dice: Dice): Stepped;
  /** The game's end, if decided: at the end of each turn (`final` after the last). */
  victory(state: DogState, final: boolean): { winners: Side[]; reason: string } | null;
  /** Whether the scenario has an activation step. */
  activationStep(state: DogState): boolean;
  /** The side that tries first in the activation step (the one that drew the event). */
  activationFirst(state: DogState): Side;
  /** The start of `side`'s movement step: its fleets caught in the Maelstrom roll again (DL11 Rule 4). */
  startOfMovement(state: DogState, side: Side, dice: Dice): Stepped;
  /** Whether `side` has kender beside the enemy stacks that just moved. */
  mayTaunt(state: DogState, side: Side): boolean;
  /**
   * Paths of the Lance (paths/turn.ts), for a game with `pl`: what the end of a side's movement
   * rolls (the invasions it declared), and what follows its combat (the next action phase),
   * instead of DL11's second half or the turn's end.
   */
  movementEnds?(state: DogState, dice: Dice): Stepped;
  actionEnds?(state: DogState, dice: Dice): Stepped;
}

/** A phase's fresh bookkeeping: nothing moved, nothing fought. */
const freshPhase = (state: DogState): DogState => ({ ...state, spent: {}, moves: [], battles: [], advance: null, defended: [] });

export function endPhase(state: DogState, hooks: TurnHooks, dice: Dice): Applied<DogState> {
  const events: GameEvent[] = [];
  const checkpoints: Checkpoint<DogState>[] = [];
  const close = (s: DogState) => checkpoints.push({ turn: s.turn, phaseKey: s.phase, label: phaseLabel(s), state: s });
  close(state);
  let s = state;
  const go = (next: Partial<DogState>) => {
    s = freshPhase({ ...s, ...next });
  };
  switch (s.phase) {
    case 'activation':
      if (s.acting === hooks.activationFirst(s)) go({ acting: otherSide(s.acting) });
      else s = initiative(s, dice, events);
      break;
    case 'initiative':
      go({ phase: 'movement', acting: s.first, half: 1 });
      s = movementBegins(s, hooks, dice, events);
      break;
    case 'movement': {
      if (s.pl && hooks.movementEnds) {
        const rolled = hooks.movementEnds(s, dice);
        s = rolled.state;
        events.push(...rolled.events);
        // A question (the Whitestone's Coup on an invasion roll) holds the movement's end until it is answered.
        if (s.ended || s.pl?.question) break;
      }
      const defender = otherSide(s.acting);
      if (hooks.mayTaunt(s, defender)) s = { ...s, phase: 'taunt', acting: defender, taunts: [] };
      else go({ phase: 'combat', taunts: [] });
      break;
    }
    case 'taunt':
      // The taunts are fought as they are given; the side that moved now fights the rest.
      go({ phase: 'combat', acting: otherSide(s.acting) });
      break;
    case 'combat':
      if (s.pl && hooks.actionEnds) {
        const next = hooks.actionEnds(s, dice);
        s = next.state;
        events.push(...next.events);
      } else if (s.half === 1) {
        go({ phase: 'movement', acting: otherSide(s.first), half: 2, taunts: [] });
        s = movementBegins(s, hooks, dice, events);
      } else {
        const ended = endTurn(s, hooks, dice, events);
        s = ended.state;
        if (!s.ended) s = startTurn(s, hooks, dice, events);
      }
      break;
    case 'over':
      break;
  }
  return { state: s, events, checkpoints };
}

function movementBegins(state: DogState, hooks: TurnHooks, dice: Dice, events: GameEvent[]): DogState {
  const begun = hooks.startOfMovement(state, state.acting, dice);
  events.push(...begun.events);
  return begun.state;
}

function endTurn(state: DogState, hooks: TurnHooks, dice: Dice, events: GameEvent[]): Stepped {
  const after = hooks.endOfTurn(state, dice);
  events.push(...after.events);
  const final = after.state.turn >= after.state.lastTurn;
  const won = hooks.victory(after.state, final);
  if (won || final) {
    const ended = won ?? { winners: [], reason: `Turn ${after.state.turn} was the last: a draw.` };
    return { state: { ...after.state, phase: 'over', ended }, events: [] };
  }
  events.push(publicEvent('turn', `Turn ${after.state.turn} is over.`));
  return { state: after.state, events: [] };
}

/** A new turn: its automatic steps, then the activation step or straight to the initiative roll. */
export function startTurn(state: DogState, hooks: TurnHooks, dice: Dice, events: GameEvent[]): DogState {
  const begun = freshPhase({ ...state, turn: state.turn + 1, attacked: [], taunts: [] });
  const started = hooks.startOfTurn(begun, dice);
  events.push(...started.events);
  if (hooks.activationStep(started.state)) return { ...started.state, phase: 'activation', acting: hooks.activationFirst(started.state) };
  return initiative(started.state, dice, events);
}

/**
 * Initiative (DL11 step 4, with the d10 the issue and PL use): each side rolls, the higher
 * holds it, a tie goes to last turn's holder (FACTS §1.3). The holder then chooses who moves first.
 */
export function initiative(state: DogState, dice: Dice, events: GameEvent[]): DogState {
  const hl = dice.roll(10, `Initiative, turn ${state.turn}: Highlord`, 'the Highlord initiative');
  const ws = dice.roll(10, `Initiative, turn ${state.turn}: Whitestone`, 'the Whitestone initiative');
  const holder: Side = hl.face > ws.face ? 'highlord' : ws.face > hl.face ? 'whitestone' : state.initiative;
  const why = hl.face === ws.face ? `a tie, which goes to last turn's holder` : 'the higher roll';
  hl.explain({ table: 'initiative', result: holder === 'highlord' ? 'holds the initiative' : 'loses the initiative' });
  ws.explain({ table: 'initiative', result: holder === 'whitestone' ? 'holds the initiative' : 'loses the initiative' });
  events.push(publicEvent('initiative', `Turn ${state.turn} initiative: Highlord ${hl.face}, Whitestone ${ws.face}: the ${SIDE_LABEL[holder]} side holds it (${why}) and chooses who moves first.`, { rolls: [hl.record, ws.record] }));
  return freshPhase({ ...state, initiative: holder, phase: 'initiative', acting: holder });
}
