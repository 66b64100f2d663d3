import type { PhaseSpec } from '../../../core/module.ts';
import { waitingFor } from '../../../core/sealed.ts';
import { windowDecision } from '../../../core/standing.ts';
import type { DogState } from '../state.ts';
import { SIDES, type Side } from '../units.ts';

/**
 * The turn of DL11 as the bot runs it (rule book, sequence of play): at its start the automatic
 * steps (replacements, draconians, the strategic event), then the activation step (each side may
 * try one neutral nation), initiative (d10 each, ties to last turn's holder; the holder chooses
 * who moves first), and each side in turn moves and fights; a side whose kender stand next to
 * the enemy that just moved may taunt them before that enemy fights.
 */

export const SIDE_LABEL: Record<Side, string> = { highlord: 'Highlord', whitestone: 'Whitestone' };

const PHASE_LABEL: Record<DogState['phase'], string> = {
  activation: 'Activation',
  initiative: 'Initiative',
  event: 'Event phase',
  action: 'Cards or movement',
  cards: 'Card play',
  movement: 'Movement',
  taunt: 'Kender taunts',
  combat: 'Combat',
  rebuild: 'Rebuilding',
  discard: 'Discards',
  over: 'Game over',
};

/** The phase's own name with its side: "Highlord movement". */
export function phaseName(state: DogState): string {
  if (state.phase === 'over') return 'Game over';
  return `${SIDE_LABEL[state.acting]} ${PHASE_LABEL[state.phase].toLowerCase()}`;
}

export function phaseLabel(state: DogState): string {
  if (state.phase === 'over') return `Turn ${state.turn} · Game over`;
  return `Turn ${state.turn} · ${SIDE_LABEL[state.acting]} · ${PHASE_LABEL[state.phase]}`;
}

export function phaseOf(state: DogState): PhaseSpec {
  const label = phaseLabel(state);
  if (state.phase === 'over' || state.ended) return { key: 'over', label, turn: state.turn, active: [], mode: 'sequential', ended: true };
  // The side whose movement and combat it is owns the taunt step too; the kender's side answers in it.
  if (state.pl) {
    const pl = state.pl;
    // Paths of the Lance: a question (a combat card, Berem's place) waits on its seat alone.
    if (pl.question) {
      const owner = state.phase === 'taunt' ? (state.acting === 'highlord' ? 'whitestone' : 'highlord') : state.acting;
      return { key: state.phase, label, turn: state.turn, owner, active: [pl.question.window.seat], mode: 'sequential', decision: windowDecision(pl.question.window) };
    }
    // The initiative cards are sealed by the sides asked, all at once.
    if (state.phase === 'initiative' && pl.initiativeCards) return { key: 'initiative', label: `Turn ${state.turn} · Initiative cards`, turn: state.turn, active: waitingFor(pl.initiativeCards), mode: 'simultaneous' };
    // Rebuilding and discards: both sides at once, each until it is done.
    if (state.phase === 'rebuild' || state.phase === 'discard') return { key: state.phase, label: `Turn ${state.turn} · ${PHASE_LABEL[state.phase]}`, turn: state.turn, active: SIDES.filter((s) => !pl.ready.includes(s)), mode: 'simultaneous' };
  }
  const owner = state.phase === 'taunt' ? (state.acting === 'highlord' ? 'whitestone' : 'highlord') : state.acting;
  return { key: state.phase, label, turn: state.turn, owner, active: [state.acting], mode: 'sequential' };
}
