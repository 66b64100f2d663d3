import type { PhaseMachine, PhaseStep } from '../../../core/phases.ts';
import { newPlayerTurn } from '../magic/turn.ts';
import { atPlayerTurn } from '../secret/hooks.ts';
import { beginFire, beginMovement, beginRecovery, lastTurnEnds, PER_PHASE, PHASE_LABELS } from './phase-steps.ts';
import type { Scenario } from '../scenario.ts';
import type { DnPhase, DnState } from '../state.ts';
import { gharvsOf } from '../gharvs/state.ts';
import type { DnBoard } from '../terrain.ts';
import type { Table } from '../world.ts';
import { comeUpWhenDue } from '../deep-dungeons/journey.ts';
import { beginAppearance, beginGharvCombat, beginWithdrawal, interphaseNumber, isInterphase } from '../gharvs/interphase.ts';
import { clearDeadGharvs } from '../gharvs/withdrawal.ts';

/**
 * The DN2 sequence of play (2.12.2), for scenarios of volume 2. sides[0] are the Adventurers,
 * sides[1] the Krobs.
 *
 * - The Adventurer player turn: offensive fire, movement (the Krobs have no archers, so no
 *   defensive fire), combat, and the Adventurers stunned before this turn get up.
 * - Gharv Interphase 1: appearance, the Gharvs' combat, their withdrawal.
 * - The Krob player turn: movement, with the Adventurers' defensive fire, then combat. It has
 *   no fire phase (2.11: no archers) and no phase for the stunned (checklist 129: a Krob's stun
 *   is a retreat; an Adventurer stunned in it gets up in his own fourth phase).
 * - Gharv Interphase 2, then a new game turn.
 *
 * Each spellcaster casts one spell a game turn, in either player turn (magic/cast.ts). Magic's
 * time moves on as each player turn begins: with the fire phase for the Adventurers, with the
 * movement phase for the Krobs. A traveller in the deep dungeons whose written turn has come
 * comes up as his side's movement phase begins (5.3).
 */
export function dn2PhaseMachine(scenario: Scenario, board: DnBoard): PhaseMachine<DnState> {
  const table = (state: DnState): Table => ({ state, board, scenario });
  const none = (state: DnState): PhaseStep<DnState> => ({ state, events: [] });
  return {
    current: (s) => s.phase,
    isOver: (s) => s.outcome !== null,
    describe: (s) => ({
      turn: s.turn,
      label: isInterphase(s.phase) ? `Turn ${s.turn} · Gharv Interphase ${interphaseNumber(s)} · ${PHASE_LABELS[s.phase]}` : `Turn ${s.turn} · ${s.sides[s.active]!.label} · ${PHASE_LABELS[s.phase]}`,
    }),
    enter(s, key) {
      const phase = key as DnPhase;
      // A Gharv killed in the last phase leaves the map as the next begins.
      const base = clearDeadGharvs({ ...s, ...PER_PHASE, phase, gharvs: { ...gharvsOf(s), queue: [] } });
      if (phase === 'offensive-fire') {
        // The Adventurers' player turn, and after the first a new game turn.
        const first = s.playerTurn === 0;
        return { ...base, active: 0, turn: first ? s.turn : s.turn + 1, playerTurn: s.playerTurn + 1 };
      }
      // Out of Gharv Interphase 1: the Krobs' player turn, which has no fire phase.
      if (phase === 'movement' && isInterphase(s.phase)) return { ...base, active: 1, playerTurn: s.playerTurn + 1 };
      return base;
    },
    phases: {
      'offensive-fire': { begin: (s, dice) => beginFire(s, scenario, board, dice), next: () => 'movement' },
      movement: {
        begin(s) {
          let state = s;
          const events = [];
          if (s.active === 1) {
            // The Krobs' player turn begins here: magic's time moves on, and the hidden may be seen (1.8).
            const magic = newPlayerTurn(table(state));
            const shown = atPlayerTurn(table(magic.state));
            state = shown.state;
            events.push(...magic.events, ...shown.events);
          }
          const lapsed = beginMovement(state);
          state = lapsed.state;
          events.push(...lapsed.events);
          const up = comeUpWhenDue(table(state));
          return { state: up.state, events: [...events, ...up.events] };
        },
        next: () => 'combat',
      },
      combat: { next: (s) => (s.active === 0 ? 'recovery' : 'appearance') },
      recovery: { begin: (s) => beginRecovery(s), next: () => 'appearance' },
      appearance: { begin: (s, dice) => beginAppearance(table(s), dice), next: () => 'gharv-combat' },
      'gharv-combat': { begin: (s, dice) => beginGharvCombat(table(s), dice), next: () => 'withdrawal' },
      withdrawal: {
        begin: (s, dice) => beginWithdrawal(table(s), dice),
        end: (s) => (s.active === 1 ? lastTurnEnds(s, scenario, board) : none(s)),
        next: (s) => (s.active === 0 ? 'movement' : 'offensive-fire'),
      },
    },
  };
}
