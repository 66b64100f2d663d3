import type { Dice } from './dice.ts';
import type { GameEvent } from './events.ts';
import type { Checkpoint } from './module.ts';

/**
 * A phase machine: phases are a keyed map, each saying what happens as it begins and ends and
 * which phase follows. A phase with nothing to decide resolves itself and the machine moves on,
 * so a game by post never waits on a phase nobody can act in.
 */
export interface PhaseDef<S> {
  /** Runs as the phase begins. `auto: true` means the phase is over as soon as it has begun. */
  begin?(state: S, dice: Dice): PhaseStep<S> & { auto?: boolean };
  /** Runs as the phase ends, before the checkpoint is taken. */
  end?(state: S, dice: Dice): PhaseStep<S>;
  next(state: S): string;
}

export interface PhaseStep<S> {
  state: S;
  events: GameEvent[];
}

export interface PhaseMachine<S> {
  phases: Record<string, PhaseDef<S>>;
  current(state: S): string;
  describe(state: S): { turn: number; label: string };
  /** Sets the phase key and clears whatever belongs to one phase only (its moves, its combats). */
  enter(state: S, key: string): S;
  isOver(state: S): boolean;
}

export interface Advanced<S> {
  state: S;
  events: GameEvent[];
  checkpoints: Checkpoint<S>[];
}

/** Enters `key`, runs its beginning, and runs on if it resolves itself. */
export function startPhase<S>(machine: PhaseMachine<S>, state: S, key: string, dice: Dice, depth = 0): Advanced<S> {
  if (depth > 64) throw new Error('phase machine loops without stopping');
  const def = machine.phases[key];
  if (!def) throw new Error(`unknown phase ${key}`);
  let current = machine.enter(state, key);
  const described = machine.describe(current);
  const events: GameEvent[] = [{ type: 'phase-began', text: `${described.label} begins.`, visibleTo: 'all', data: { turn: described.turn, phase: key } }];
  if (!def.begin) return { state: current, events, checkpoints: [] };
  const began = def.begin(current, dice);
  current = began.state;
  events.push(...began.events);
  if (!began.auto || machine.isOver(current)) return { state: current, events, checkpoints: [] };
  const ended = endPhase(machine, current, dice, depth + 1);
  return { state: ended.state, events: [...events, ...ended.events], checkpoints: ended.checkpoints };
}

/** Ends the current phase and runs on until a phase needs orders or the game is over. */
export function endPhase<S>(machine: PhaseMachine<S>, state: S, dice: Dice, depth = 0): Advanced<S> {
  const key = machine.current(state);
  const def = machine.phases[key];
  if (!def) throw new Error(`unknown phase ${key}`);
  let current = state;
  const events: GameEvent[] = [];
  if (def.end) {
    const step = def.end(current, dice);
    current = step.state;
    events.push(...step.events);
  }
  const { turn, label } = machine.describe(current);
  const checkpoints: Checkpoint<S>[] = [{ turn, phaseKey: key, label, state: current }];
  events.push({ type: 'phase-ended', text: `${label} ends.`, visibleTo: 'all', data: { turn, phase: key } });
  if (machine.isOver(current)) return { state: current, events, checkpoints };
  const next = startPhase(machine, current, def.next(current), dice, depth + 1);
  return { state: next.state, events: [...events, ...next.events], checkpoints: [...checkpoints, ...next.checkpoints] };
}
