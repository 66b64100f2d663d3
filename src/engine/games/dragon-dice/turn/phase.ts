import type { DecisionSpec, PhaseSpec } from '../../../core/module.ts';
import { waitingOn } from '../actions/answers.ts';
import { magicAction } from '../magic/start.ts';
import { waitingFor } from '../../../core/sealed.ts';
import type { DdState } from '../state.ts';
import { nextToPlace } from '../setup/place.ts';
import { frontierPicker } from '../setup/order-roll.ts';
import { eighthAsk } from './eighth.ts';
import type { EighthAsk } from './eighth-state.ts';
import { playerName, terrainName } from '../words.ts';

/**
 * Who acts now and how (the module's `phase`): the builds and the counter-maneuvers are sealed by
 * every seat asked at once; everything else is the player whose turn it is, or the set-up's
 * winner. Only the seats that must decide are active (a 4-player game waits on nobody else).
 *
 * Keys: `build`, `order-choice` (v4: the winner of the roll for order chooses), `frontier`, `place`, `eighth-face` (a held City's or Temple's question: `city`, `temple`, `bury`), `march`, `counter`, `direction`, `action`, `reinforce`, `retreat`,
 * and while another part's question waits, `dragon-attack` (a dragon's target, `aim`) and
 * `action-under-way` (`cast`, `casualties`, `counter-attack`), each a decision of one seat; `over`.
 */
export const STEP_LABEL = { eighth: 'Eighth faces', 'first-march': 'First march', 'second-march': 'Second march', reinforce: 'Reinforce', retreat: 'Retreat', dragons: 'Dragon attacks' } as const;

export function phaseOf(state: DdState): PhaseSpec {
  if (state.ended) return { key: 'over', label: 'The game is over', turn: state.turn?.round ?? 0, active: [], mode: 'sequential', ended: true };
  if (state.setup.step === 'build') {
    return { key: 'build', label: 'Set-up · The armies are built in secret', turn: 0, active: state.setup.builds ? waitingFor(state.setup.builds) : [], mode: 'simultaneous' };
  }
  if (state.setup.step === 'place') {
    const next = nextToPlace(state);
    const seat = next?.seat ?? state.players[0]!;
    return { key: 'place', label: `Set-up · ${playerName(seat)} places its ${next?.army === 'campaign' ? 'campaign army' : 'horde'}`, turn: 0, owner: seat, active: [seat], mode: 'sequential' };
  }
  if (state.setup.step === 'choose') {
    const first = state.setup.first!;
    return { key: 'order-choice', label: `Set-up · ${playerName(first)} won the roll for order: play first or pick the frontier`, turn: 0, owner: first, active: [first], mode: 'sequential' };
  }
  if (state.setup.step !== 'done' || !state.turn) {
    const picker = frontierPicker(state);
    return { key: 'frontier', label: `Set-up · ${playerName(picker)} picks the frontier`, turn: 0, owner: picker, active: [picker], mode: 'sequential' };
  }
  const turn = state.turn;
  const base = `Round ${turn.round} · ${playerName(turn.player)}`;
  const own = { turn: turn.round, owner: turn.player, mode: 'sequential' as const };
  // Another part's question under way, answered by its own orders (kind `answer`): one seat at a time.
  if (state.dragonAttack) {
    // The dragons' owners seal their targets (dragons/start.ts); each in turn, every choice secret until all are in.
    const seat = waitingFor(state.dragonAttack.targets)[0];
    const label = `${base} · Dragon attack at ${terrainName(state, state.dragonAttack.terrain)}`;
    if (!seat) return { key: 'dragon-attack', label, ...own, active: [] };
    return { key: 'dragon-attack', label, ...own, active: [seat], decision: { seat, verb: 'aim', secret: true, prompt: `choose in secret whom your dragon attacks at ${terrainName(state, state.dragonAttack.terrain)}: /order aim at:<target>` } };
  }
  const eighth = eighthAsk(state);
  if (eighth) {
    const label = `${base} · Eighth faces at ${terrainName(state, eighth.ask.terrain)}`;
    return { key: 'eighth-face', label, ...own, active: [eighth.seat], decision: eighthDecision(eighth.seat, eighth.ask) };
  }
  if (state.action) {
    const label = state.action.kind === 'moves' ? `${base} · Moves after the action` : `${base} · A ${state.action.kind} action`;
    const decision = actionDecision(state);
    return { key: 'action-under-way', label, ...own, active: decision ? [decision.seat] : [], ...(decision ? { decision } : {}) };
  }
  const march = turn.march;
  if (march?.step === 'counter' && march.counter) {
    return { key: 'counter', label: `${base} · Counter-maneuvers at ${terrainName(state, march.army.at)}`, ...own, active: waitingFor(march.counter), mode: 'simultaneous' };
  }
  if (march?.step === 'direction') return { key: 'direction', label: `${base} · ${STEP_LABEL[turn.step]}: turn the terrain die`, ...own, active: [turn.player] };
  if (march) return { key: 'action', label: `${base} · ${STEP_LABEL[turn.step]}: the action`, ...own, active: [turn.player] };
  const key = turn.step === 'reinforce' || turn.step === 'retreat' ? turn.step : 'march';
  return { key, label: `${base} · ${STEP_LABEL[turn.step]}`, ...own, active: [turn.player] };
}

/** The eighth-face phase's question as a decision of one seat (turn/eighth.ts). */
function eighthDecision(seat: string, ask: EighthAsk): DecisionSpec {
  if (ask.kind === 'city') return { seat, verb: 'city', secret: false, prompt: 'your City: promote a unit of its army, recruit a 1-health unit from your DUA, or neither: /order city promote|recruit|none <unit>' };
  if (ask.kind === 'temple') return { seat, verb: 'temple', secret: false, prompt: 'your Temple: name another player, who buries a unit of his DUA, or none: /order temple <player>' };
  return { seat, verb: 'bury', secret: false, prompt: 'a Temple makes you bury a unit of your DUA: /order bury <unit>' };
}

/** Who answers the action under way, and with which order: the caster's spells (magic/start.ts), the casualties or the counter-attack (actions/answers.ts). */
function actionDecision(state: DdState): DecisionSpec | null {
  const magic = magicAction(state);
  if (magic) return { seat: magic.army.owner, verb: 'cast', secret: false, prompt: 'cast your spells with the magic rolled: /order cast spells:<spell> <target>; … (or none)' };
  const waiting = waitingOn(state);
  if (!waiting) return null;
  if (waiting.step.step === 'counter-attack') return { seat: waiting.seat, verb: 'counter-attack', secret: false, prompt: 'counter-attack the army that attacked you: /order counter-attack yes or no' };
  if (waiting.step.step === 'move') return { seat: waiting.seat, verb: 'move', secret: false, prompt: `move the unit ${waiting.step.cause} lets go, or not: /order move to:<terrain, reserve or stay>` };
  return { seat: waiting.seat, verb: 'casualties', secret: false, prompt: `choose the casualties for ${waiting.step.damage} damage: /order casualties units:<units>` };
}
