import type { PhaseMachine } from '../../../core/phases.ts';
import { dn1PhaseMachine } from './dn1-turn.ts';
import { dn2PhaseMachine } from './dn2-turn.ts';
import type { Scenario } from '../scenario.ts';
import type { DnState } from '../state.ts';
import type { DnBoard } from '../terrain.ts';

/**
 * The sequence of play, by volume. DN1 (2.12.1) is in dn1-turn.ts: each side in turn has its
 * offensive fire, movement (with the other side's defensive fire), combat, then its stunned
 * characters get up; then a new game turn. DN2 (2.12.2) is in dn2-turn.ts: the same player turn
 * for the Adventurers, a shorter one for the Krobs, and a Gharv interphase after each. The steps
 * both share are in phase-steps.ts.
 */

export function phaseMachine(scenario: Scenario, board: DnBoard): PhaseMachine<DnState> {
  return scenario.volume === 2 ? dn2PhaseMachine(scenario, board) : dn1PhaseMachine(scenario, board);
}
