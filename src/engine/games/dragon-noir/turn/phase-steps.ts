import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import type { PhaseStep } from '../../../core/phases.ts';
import { targetsInSight } from '../fire/fire.ts';
import { lapseReactions } from '../fire/reactions.ts';
import { newPlayerTurn } from '../magic/turn.ts';
import type { Scenario } from '../scenario.ts';
import type { DnBoard } from '../terrain.ts';
import type { DnPhase, DnState } from '../state.ts';
import { sideLabel } from '../units.ts';
import { finalVictory } from './victory.ts';
import { atNightfall, atPlayerTurn } from '../secret/hooks.ts';
import { hiddenShooter } from '../secret/hidden.ts';
import { planGameTurn } from '../strategic/apply.ts';

/**
 * The phases' names and the steps both volumes' sequences of play share (2.12.1, 2.12.2): what a
 * phase forgets, how the fire, movement and recovery phases begin, and the end of the last turn.
 */

export const PHASE_LABELS: Record<DnPhase, string> = {
  'offensive-fire': 'Offensive fire',
  movement: 'Movement',
  combat: 'Combat',
  recovery: 'Stunned characters get up',
  appearance: 'Appearance of the Gharvs',
  'gharv-combat': 'Gharv combat',
  withdrawal: 'Withdrawal of the Gharvs',
};

/** What one phase forgets as the next begins: its moves, combats, shots, the advance on offer. */
export const PER_PHASE: Pick<DnState, 'moves' | 'combats' | 'attacked' | 'engaged' | 'steps' | 'advanceOffer' | 'shots' | 'fired'> = {
  moves: [],
  combats: [],
  attacked: [],
  engaged: [],
  steps: [],
  advanceOffer: null,
  shots: [],
  fired: [],
};

/**
 * A new player-turn begins with the fire phase: a new game turn moves the Strategic Plan on (its
 * counter, the Krobs' moves, the calendar: 5.21), magic's time moves on (spells end, spirits
 * vanish, the unseen reappear: 3.5), and a side with nobody able to shoot at anyone passes it.
 */
export function beginFire(opened: DnState, scenario: Scenario, board: DnBoard, dice: Dice): PhaseStep<DnState> & { auto: boolean } {
  const planned = opened.playerTurn % 2 === 1 ? planGameTurn({ state: opened, board, scenario }, dice) : { state: opened, events: [] };
  const magic = newPlayerTurn({ state: planned.state, board, scenario });
  // The hidden may be seen as the turn begins (the scenario's reveal turn), before anyone shoots (1.8).
  const shown = atPlayerTurn({ state: magic.state, board, scenario });
  const s = shown.state;
  const side = s.sides[s.active]!.id;
  const table = { state: s, board, scenario };
  // A hidden shooter may show himself to shoot (1.8); the phase waits for any side that has one, lest it tell where he is.
  const anyShot = hiddenShooter(s, side) || s.units.some((u) => u.side === side && targetsInSight(table, u, 'offensive').length > 0);
  return { state: s, events: [...planned.events, ...magic.events, ...shown.events], auto: !anyShot };
}

/** Standing reactions that can no longer apply lapse as the enemy starts to move (2.23). */
export function beginMovement(s: DnState): PhaseStep<DnState> {
  const lapsed = lapseReactions(s);
  return { state: lapsed.state, events: lapsed.events };
}

/**
 * Checklist ruling 136: a character gets up in his side's fourth phase if he was stunned before
 * the start of the current player-turn.
 */
export function beginRecovery(s: DnState): PhaseStep<DnState> & { auto: boolean } {
  const side = s.sides[s.active]!.id;
  const events: GameEvent[] = [];
  const units = s.units.map((u) => {
    if (u.side !== side || !u.stunned || u.dead || (u.stunnedInPlayerTurn ?? 0) >= s.playerTurn) return u;
    events.push({ type: 'recovered', text: `${u.name} gets back on his feet.`, visibleTo: 'all', data: { unit: u.id } });
    const { stunnedInPlayerTurn: _, ...rest } = u;
    return { ...rest, stunned: false };
  });
  return { state: { ...s, units }, events, auto: true };
}

/** When the last game turn is over, the scenario's victory is read. */
export function lastTurnEnds(ended: DnState, scenario: Scenario, board: DnBoard): PhaseStep<DnState> {
  if (ended.turn < ended.turns) return { state: ended, events: [] };
  // Whoever is still hidden is counted where he waits (ours).
  const { state: s, events } = atNightfall({ state: ended, board, scenario });
  const outcome = finalVictory(s, scenario.victory, board, scenario.nightfall);
  const winners = outcome.winners.map((w) => sideLabel(s, w)).join(', ') || 'nobody';
  return { state: { ...s, outcome }, events: [...events, { type: 'game-over', text: `${outcome.reason} Victory: ${winners}.`, visibleTo: 'all' }] };
}
