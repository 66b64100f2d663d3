import type { PhaseMachine } from '../../../core/phases.ts';
import { beginFire, beginMovement, beginRecovery, lastTurnEnds, PER_PHASE, PHASE_LABELS } from './phase-steps.ts';
import type { Scenario } from '../scenario.ts';
import type { DnPhase, DnState } from '../state.ts';
import type { DnBoard } from '../terrain.ts';

/**
 * DN1's sequence of play (2.12.1): each side in turn has its offensive fire, movement (with the
 * other side's defensive fire), combat, then its stunned characters get up; then a new game turn.
 */

export function dn1PhaseMachine(scenario: Scenario, board: DnBoard): PhaseMachine<DnState> {
  return {
    current: (s) => s.phase,
    isOver: (s) => s.outcome !== null,
    describe: (s) => ({ turn: s.turn, label: `Turn ${s.turn} · ${s.sides[s.active]!.label} · ${PHASE_LABELS[s.phase]}` }),
    enter(s, key) {
      const phase = key as DnPhase;
      if (phase !== 'offensive-fire') return { ...s, ...PER_PHASE, phase };
      // A new player-turn: the other side takes the initiative, and after the second side a new game turn starts.
      const first = s.playerTurn === 0;
      const active = first ? 0 : s.active === 0 ? 1 : 0;
      const turn = !first && active === 0 ? s.turn + 1 : s.turn;
      return { ...s, ...PER_PHASE, phase, active, turn, playerTurn: s.playerTurn + 1 };
    },
    phases: {
      'offensive-fire': { begin: (s, dice) => beginFire(s, scenario, board, dice), next: () => 'movement' },
      movement: { begin: (s) => beginMovement(s), next: () => 'combat' },
      combat: { next: () => 'recovery' },
      recovery: {
        begin: (s) => beginRecovery(s),
        end: (s) => (s.active === 1 ? lastTurnEnds(s, scenario, board) : { state: s, events: [] }),
        next: () => 'offensive-fire',
      },
    },
  };
}
