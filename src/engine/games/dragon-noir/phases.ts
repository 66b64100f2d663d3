import type { GameEvent } from '../../core/events.ts';
import type { PhaseMachine } from '../../core/phases.ts';
import { targetsInSight } from './fire.ts';
import { lapseReactions } from './reactions.ts';
import { newPlayerTurn } from './magic/turn.ts';
import type { Scenario } from './scenario.ts';
import type { DnBoard } from './terrain.ts';
import type { DnPhase, DnState } from './state.ts';
import { sideLabel } from './units.ts';
import { finalVictory } from './victory.ts';
import { atNightfall, atPlayerTurn } from './secret/hooks.ts';
import { hiddenShooter } from './secret/hidden.ts';
import { planGameTurn } from './strategic/apply.ts';

/**
 * The DN1 player turn (2.12.1): offensive fire, movement (with the other side's defensive
 * fire), combat, then the moving side's stunned characters get up. Then the other side plays
 * the same four phases, and a new game turn begins.
 */

export const PHASE_LABELS: Record<DnPhase, string> = {
  'offensive-fire': 'Offensive fire',
  movement: 'Movement',
  combat: 'Combat',
  recovery: 'Stunned characters get up',
};

export function phaseMachine(scenario: Scenario, board: DnBoard): PhaseMachine<DnState> {
  return {
    current: (s) => s.phase,
    isOver: (s) => s.outcome !== null,
    describe: (s) => ({ turn: s.turn, label: `Turn ${s.turn} · ${s.sides[s.active]!.label} · ${PHASE_LABELS[s.phase]}` }),
    enter(s, key) {
      const phase = key as DnPhase;
      const perPhase = { moves: [], combats: [], attacked: [], engaged: [], steps: [], advanceOffer: null, shots: [], fired: [] };
      if (phase !== 'offensive-fire') return { ...s, ...perPhase, phase };
      // A new player-turn: the other side takes the initiative, and after the second side a new game turn starts.
      const first = s.playerTurn === 0;
      const active = first ? 0 : s.active === 0 ? 1 : 0;
      const turn = !first && active === 0 ? s.turn + 1 : s.turn;
      return { ...s, ...perPhase, phase, active, turn, playerTurn: s.playerTurn + 1 };
    },
    phases: {
      'offensive-fire': {
        // A side with nobody able to shoot at anyone has nothing to do here: the phase passes.
        begin(opened, dice) {
          // A new game turn moves the Strategic Plan on: its counter, the Krobs' moves, the calendar (5.21).
          const planned = opened.playerTurn % 2 === 1 ? planGameTurn({ state: opened, board, scenario }, dice) : { state: opened, events: [] };
          const begun = planned.state;
          // Magic's time runs by player-turns: spells end, spirits vanish, the unseen reappear (3.5).
          const magic = newPlayerTurn({ state: begun, board, scenario });
          // The hidden may be seen as the turn begins (the scenario's reveal turn), before anyone shoots (1.8).
          const shown = atPlayerTurn({ state: magic.state, board, scenario });
          const s = shown.state;
          const side = s.sides[s.active]!.id;
          const table = { state: s, board, scenario };
          // A hidden shooter may show himself to shoot (1.8); the phase waits for any side that has one, lest it tell where he is.
          const anyShot = hiddenShooter(s, side) || s.units.some((u) => u.side === side && targetsInSight(table, u, 'offensive').length > 0);
          return { state: s, events: [...planned.events, ...magic.events, ...shown.events], auto: !anyShot };
        },
        next: () => 'movement',
      },
      movement: {
        // Standing reactions that can no longer apply lapse as the enemy starts to move (2.23).
        begin(s) {
          const lapsed = lapseReactions(s);
          return { state: lapsed.state, events: lapsed.events };
        },
        next: () => 'combat',
      },
      combat: { next: () => 'recovery' },
      recovery: {
        begin(s) {
          // Checklist ruling 136: a character gets up in his side's fourth phase if he was
          // stunned before the start of the current player-turn.
          const side = s.sides[s.active]!.id;
          const events: GameEvent[] = [];
          const units = s.units.map((u) => {
            if (u.side !== side || !u.stunned || u.dead || (u.stunnedInPlayerTurn ?? 0) >= s.playerTurn) return u;
            events.push({ type: 'recovered', text: `${u.name} gets back on his feet.`, visibleTo: 'all', data: { unit: u.id } });
            const { stunnedInPlayerTurn: _, ...rest } = u;
            return { ...rest, stunned: false };
          });
          return { state: { ...s, units }, events, auto: true };
        },
        end(ended) {
          if (ended.active !== 1 || ended.turn < ended.turns) return { state: ended, events: [] };
          // Whoever is still hidden is counted where he waits (ours).
          const { state: s, events } = atNightfall({ state: ended, board, scenario });
          const outcome = finalVictory(s, scenario.victory, board, scenario.nightfall);
          const winners = outcome.winners.map((w) => sideLabel(s, w)).join(', ') || 'nobody';
          return { state: { ...s, outcome }, events: [...events, { type: 'game-over', text: `${outcome.reason} Victory: ${winners}.`, visibleTo: 'all' }] };
        },
        next: () => 'offensive-fire',
      },
    },
  };
}
