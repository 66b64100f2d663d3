import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { openWindow, type AnswerWindow } from '../../../core/standing.ts';
import type { Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { mayShoot, placedToShoot, planShot, resolveShot, weaponOf, type ShotEffect } from './fire.ts';
import { hexRange } from './sight.ts';
import type { DnState, Reaction, ReactionWindowStep, Unit } from '../state.ts';
import { enemyOf, unitById } from '../units.ts';
import type { Table } from '../world.ts';

/**
 * Defensive fire by standing reactions (2.23, played by post). The side that is not moving
 * says in advance, in secret, what each shooter does when an enemy moves: fire at the first
 * enemy in range, only at one enemy, at the first who comes within N hexes, or hold. The
 * engine checks them hex by hex as each move unfolds. A shooter with no reaction set fires at
 * the first enemy he can, as a player at the table would.
 */

/** A shooter with no reaction set fires at the first enemy he can, by himself. */
export const DEFAULT_REACTION = { kind: 'first', target: null, within: null } as const;

export function reactionOf(state: DnState, shooterId: string): Reaction {
  const set = state.reactions.find((r) => r.id === shooterId);
  if (set) return set;
  const shooter = unitById(state, shooterId);
  return { id: shooterId, owner: shooter.side, order: { ...DEFAULT_REACTION }, ask: false, revealed: false };
}

/** "fires at the first enemy in range", in the owner's words. */
export function describeReaction(state: DnState, reaction: Reaction): string {
  const shooter = unitById(state, reaction.id).name;
  const asking = reaction.ask ? ' (asking you first)' : '';
  switch (reaction.order.kind) {
    case 'first':
      return `${shooter} fires at the first enemy in range${asking}`;
    case 'target':
      return `${shooter} fires only at ${unitById(state, reaction.order.target!).name}${asking}`;
    case 'within':
      return `${shooter} fires at the first enemy within ${reaction.order.within} hex${reaction.order.within === 1 ? '' : 'es'}${asking}`;
    case 'hold':
      return `${shooter} holds his fire`;
  }
}

/** Who fires when `mover` stands in `at`: the shooters whose reaction wants him, in the order they were set. */
export function reactionsAgainst(table: Table, mover: Unit, at: Hex): Reaction[] {
  const { state } = table;
  const side = enemyOf(state, mover.side);
  const shooters = state.units.filter((u) => u.side === side && !u.dead && u.hex && weaponOf(u));
  const ordered = [...shooters].sort((a, b) => rank(state, a) - rank(state, b));
  const wanted: Reaction[] = [];
  for (const shooter of ordered) {
    const reaction = reactionOf(state, shooter.id);
    const rule = reaction.order;
    if (rule.kind === 'hold') continue;
    if (rule.kind === 'target' && rule.target !== mover.id) continue;
    if (rule.kind === 'within' && shooter.hex && hexRange(shooter.hex, at) > rule.within!) continue;
    wanted.push(reaction);
  }
  return wanted;
}

/** A set reaction that has fired: the public has read it in the log. A default one was never a secret. */
function reveal(state: DnState, reaction: Reaction): DnState {
  if (!state.reactions.some((r) => r.id === reaction.id && !r.revealed)) return state;
  return { ...state, reactions: state.reactions.map((r) => (r.id === reaction.id ? { ...r, revealed: true } : r)) };
}

function rank(state: DnState, unit: Unit): number {
  const i = state.reactions.findIndex((r) => r.id === unit.id);
  return i >= 0 ? i : state.reactions.length + state.units.indexOf(unit);
}

export interface DefensiveFire {
  state: DnState;
  events: GameEvent[];
  effect: Omit<ShotEffect, 'result'>;
  /** A reaction that asks its owner first, under the reaction-window option. */
  ask?: Reaction;
}

/**
 * Every standing reaction that fires at `moverId` now that he has entered `at`. Stops as soon
 * as he falls, or at the first reaction that must ask its owner (reaction-window option).
 */
export function defensiveFire(table: Table, moverId: string, at: Hex, dice: Dice, asked: readonly string[] = []): DefensiveFire {
  let state = table.state;
  const events: GameEvent[] = [];
  const effect = { allowanceCut: 0, halve: false, stopped: false };
  for (const reaction of reactionsAgainst(table, unitById(state, moverId), at)) {
    if (asked.includes(reaction.id)) continue;
    const current: Table = { ...table, state };
    const shooter = unitById(state, reaction.id);
    // The cheap checks first: most shooters are ruled out before a line is drawn or the board read.
    const ready = mayShoot(state, shooter, 'defensive');
    if (!ready.ok) continue;
    const mover = unitById(state, moverId);
    const plan = planShot(current, shooter, mover, ready.value);
    if (!plan.ok || !placedToShoot(current, shooter).ok) continue;
    if (reaction.ask && state.options.reactionWindow) return { state, events, effect, ask: reaction };
    const shot = resolveShot(current, plan.value, 'defensive', dice);
    // The log names the reaction that fired, so from now on it is no secret (until it is changed).
    state = reveal(shot.state, reaction);
    const named = `standing reaction: ${describeReaction(state, reaction).replace(`${shooter.name} `, '')}`;
    events.push(...shot.events.map((e) => (e.type === 'shot' ? { ...e, text: `${e.text.replace(/\.$/, '')} (${named}).` } : e)));
    effect.allowanceCut += shot.effect.allowanceCut;
    effect.halve ||= shot.effect.halve;
    if (shot.effect.stopped || unitById(state, moverId).dead) {
      effect.stopped = true;
      break;
    }
  }
  return { state, events, effect };
}

/**
 * The reaction window (option reactionWindow, 2.23 by post): the move stops where `ask`'s shooter
 * could fire, and his side alone is asked. If it stays silent, the reaction does what it was set
 * to do: it fires. The question and that default are stored with the window (core/standing.ts).
 */
export function reactionWindow(state: DnState, ask: Reaction, moverId: string, rest: Pick<ReactionWindowStep, 'path' | 'asked' | 'facing' | 'facings'>): ReactionWindowStep {
  const step = { kind: 'reaction' as const, seat: ask.owner, shooter: ask.id, mover: moverId, ...rest };
  return { ...step, window: reactionQuestion(state, step) };
}

/** The question a reaction window asks, with its default; read afresh for a window stored without it. */
export function reactionQuestion(state: DnState, step: Omit<ReactionWindowStep, 'window'>): AnswerWindow {
  const shooter = unitById(state, step.shooter);
  const mover = unitById(state, step.mover);
  const prompt = `${mover.name} has just entered ${labelOf(mover.hex!)}: does ${shooter.name} fire at him? /shoot answer:yes or answer:no`;
  return openWindow({ seat: step.seat, prompt, verb: 'shoot', silence: { answer: true }, standing: step.shooter });
}

/**
 * Reactions that can no longer apply lapse when the enemy's movement begins, and only their
 * owner is told: the shooter is dead, or moved or shot in a way that forbids defensive fire
 * this turn (2.23, 5.11.5), or the one enemy he was to fire at is dead.
 */
export function lapseReactions(state: DnState): { state: DnState; events: GameEvent[] } {
  const moving = state.sides[state.active]!.id;
  const kept: Reaction[] = [];
  const events: GameEvent[] = [];
  for (const reaction of state.reactions) {
    if (reaction.owner === moving || reaction.order.kind === 'hold') {
      kept.push(reaction);
      continue;
    }
    const why = lapseReason(state, reaction);
    if (!why) {
      kept.push(reaction);
      continue;
    }
    events.push({
      type: 'reaction-lapsed',
      text: `Your standing reaction "${describeReaction(state, reaction)}" lapses: ${why}.`,
      visibleTo: [reaction.owner],
      data: { shooter: reaction.id },
    });
  }
  return { state: kept.length === state.reactions.length ? state : { ...state, reactions: kept }, events };
}

function lapseReason(state: DnState, reaction: Reaction): string | undefined {
  const shooter = unitById(state, reaction.id);
  if (shooter.dead) return `${shooter.name} is dead`;
  if (!shooter.hex) return `${shooter.name} has left the board`;
  const weapon = weaponOf(shooter);
  const last = state.playerTurn - 1;
  if (weapon !== 'shortbow' && shooter.movedInPlayerTurn === last) return `${shooter.name} moved in your turn, so his ${weapon} cannot fire defensively (2.23)`;
  if (weapon === 'crossbow' && shooter.firedInPlayerTurn === last) return `${shooter.name} shot his crossbow in your turn and is reloading (5.11.5)`;
  if (reaction.order.kind === 'target') {
    const target = unitById(state, reaction.order.target!);
    if (target.dead) return `${target.name} is dead`;
  }
  return undefined;
}

/** The line a player reads about his own reactions: every shooter, set or by default. */
export function reactionSummary(state: DnState, side: string): string {
  const shooters = state.units.filter((u) => u.side === side && !u.dead && u.hex && weaponOf(u));
  if (!shooters.length) return 'You have no shooters on the board.';
  return shooters
    .map((u) => {
      const set = state.reactions.some((r) => r.id === u.id);
      return `${describeReaction(state, reactionOf(state, u.id))}${set ? '' : ' (the default)'}`;
    })
    .join('; ');
}
