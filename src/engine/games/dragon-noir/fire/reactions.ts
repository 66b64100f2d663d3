import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { openWindow, type AnswerWindow } from '../../../core/standing.ts';
import type { Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { mayShoot, placedToShoot, planShot, resolveShot, weaponOf, type ShotEffect, type ShotPlan } from './fire.ts';
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
export function reactionsAgainst(state: DnState, mover: Unit, at: Hex): Reaction[] {
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
export function revealReaction(state: DnState, reaction: Reaction): DnState {
  if (!state.reactions.some((r) => r.id === reaction.id && !r.revealed)) return state;
  return { ...state, reactions: state.reactions.map((r) => (r.id === reaction.id ? { ...r, revealed: true } : r)) };
}

/** A shot's public lines naming the standing reaction that fired it by itself ("standing reaction: fires at the first enemy in range"). */
export function namedShot(state: DnState, reaction: Reaction, events: GameEvent[]): GameEvent[] {
  const shooter = unitById(state, reaction.id);
  // Whether it would have asked is the owner's business: the public line names the rule alone.
  const named = `standing reaction: ${describeReaction(state, { ...reaction, ask: false }).replace(`${shooter.name} `, '')}`;
  return events.map((e) => (e.type === 'shot' ? { ...e, text: `${e.text.replace(/\.$/, '')} (${named}).` } : e));
}

function rank(state: DnState, unit: Unit): number {
  const i = state.reactions.findIndex((r) => r.id === unit.id);
  return i >= 0 ? i : state.reactions.length + state.units.indexOf(unit);
}

export interface DefensiveFire {
  state: DnState;
  events: GameEvent[];
  effect: Omit<ShotEffect, 'result'>;
  /** The shooters offered to their side in a reaction window (option reactionWindow), in the counters' order. */
  offer?: string[];
}

/**
 * Every standing reaction that fires by itself at `moverId` now that he has entered `at`, in the
 * order they were set; it stops as soon as he falls. With the reaction window (option
 * reactionWindow), a reaction set to ask never fires by itself, and the move stops for a window
 * whenever a shooter of the other side who could fire at him here has not, and has not been
 * offered one in this move (`offered`): that test reads only what all can see (where each shooter
 * stands, whether he may fire defensively now, the line of fire), never the reactions, so the
 * mover learns nothing from a stop that he did not know already.
 */
export interface MoveWindows {
  /** The shooters already offered a window during this move: none is offered twice. */
  asked: readonly string[];
  /** Reactions that ask, whose side stayed silent in their window: for the rest of this move they fire by themselves. */
  free?: readonly string[];
}

export function defensiveFire(table: Table, moverId: string, at: Hex, dice: Dice, move: MoveWindows = { asked: [] }): DefensiveFire {
  let state = table.state;
  const events: GameEvent[] = [];
  const effect = { allowanceCut: 0, halve: false, stopped: false };
  const asking = state.options.reactionWindow;
  for (const reaction of reactionsAgainst(state, unitById(state, moverId), at)) {
    // A reaction that asks fires only through its window, or once its side let the window pass in silence.
    if (reaction.ask && asking && !move.free?.includes(reaction.id)) continue;
    const current: Table = { ...table, state };
    const shooter = unitById(state, reaction.id);
    const mover = unitById(state, moverId);
    const plan = shotAt(current, shooter, mover);
    if (!plan) continue;
    const shot = resolveShot(current, plan, 'defensive', dice);
    // The log names the reaction that fired, so from now on it is no secret (until it is changed).
    state = revealReaction(shot.state, reaction);
    events.push(...namedShot(state, reaction, shot.events));
    effect.allowanceCut += shot.effect.allowanceCut;
    effect.halve ||= shot.effect.halve;
    if (shot.effect.stopped || unitById(state, moverId).dead) {
      effect.stopped = true;
      return { state, events, effect };
    }
  }
  if (!asking) return { state, events, effect };
  const offer = couldFire({ ...table, state }, unitById(state, moverId)).filter((id) => !move.asked.includes(id));
  return offer.length ? { state, events, effect, offer } : { state, events, effect };
}

/** The shot `shooter` would make at `mover` now, if he may fire defensively at him (the same checks as /fire, and 2.23's frequency). */
function shotAt(table: Table, shooter: Unit, mover: Unit): ShotPlan | undefined {
  // The cheap checks first: most shooters are ruled out before a line is drawn or the board read.
  const ready = mayShoot(table.state, shooter, 'defensive');
  if (!ready.ok) return undefined;
  const plan = planShot(table, shooter, mover, ready.value);
  if (!plan.ok || !placedToShoot(table, shooter).ok) return undefined;
  return plan.value;
}

/**
 * The shooters of the other side who could fire defensively at `mover` where he stands, whatever
 * their reactions: what the board shows (a hidden or invisible shooter is off it), in the
 * scenario's order of the counters, not the secret order the reactions were set in, since the
 * shots of an answer come in this order. The reaction window opens on this alone (see `defensiveFire`).
 */
export function couldFire(table: Table, mover: Unit): string[] {
  const { state } = table;
  const side = enemyOf(state, mover.side);
  return state.units.filter((u) => u.side === side && !u.dead && u.hex && weaponOf(u) && shotAt(table, u, mover) !== undefined).map((u) => u.id);
}

/**
 * The reaction window (option reactionWindow, 2.23 by post): the move stops where shooters of the
 * other side could fire at him and none of them did by himself, and that side alone is asked
 * which fire. If it stays silent, each does what his standing reaction says (a reaction that asks
 * fires if it wants him there). The question and that default are stored with the window
 * (core/standing.ts).
 */
export function reactionWindow(state: DnState, offer: readonly string[], moverId: string, rest: Pick<ReactionWindowStep, 'path' | 'asked' | 'free' | 'facing' | 'facings'>): ReactionWindowStep {
  const owner = unitById(state, offer[0]!).side;
  const step = { kind: 'reaction' as const, seat: owner, shooter: offer[0]!, shooters: [...offer], mover: moverId, ...rest };
  return { ...step, window: reactionQuestion(state, step) };
}

/** The shooters a window offers: all of them, or its one shooter in a window stored before windows offered several. */
export function offeredBy(step: Pick<ReactionWindowStep, 'shooter' | 'shooters'>): string[] {
  return step.shooters ?? [step.shooter];
}

/** Of the shooters a window offers, those whose standing reaction fires when their side stays silent: a reaction that asks and wants him there. */
export function firingOnSilence(state: DnState, step: Pick<ReactionWindowStep, 'shooter' | 'shooters' | 'mover'>): string[] {
  const mover = unitById(state, step.mover);
  const wanted = reactionsAgainst(state, mover, mover.hex!).filter((r) => r.ask);
  return offeredBy(step).filter((id) => wanted.some((r) => r.id === id));
}

/** The question a reaction window asks, with its default; read afresh for a window stored without it. */
export function reactionQuestion(state: DnState, step: Omit<ReactionWindowStep, 'window'>): AnswerWindow {
  const mover = unitById(state, step.mover);
  const offer = offeredBy(step);
  // A window stored before windows offered several asked about one shooter that asks; unanswered, he fired.
  if (!step.shooters) {
    const prompt = `${mover.name} has just entered ${labelOf(mover.hex!)}: does ${unitById(state, step.shooter).name} fire at him? /shoot answer:yes or answer:no`;
    return openWindow({ seat: step.seat, prompt, verb: 'shoot', silence: { answer: true }, standing: step.shooter });
  }
  // Each shooter with his standing reaction, in his owner's words, and what silence does now.
  const names = offer.map((id) => {
    const reaction = reactionOf(state, id);
    const name = unitById(state, id).name;
    return `${name} (${describeReaction(state, { ...reaction, ask: false }).replace(`${name} `, '')}${reaction.ask ? ', asking you first' : ''})`;
  });
  const silent = firingOnSilence(state, step).map((id) => unitById(state, id).name);
  const several = offer.length > 1;
  const prompt =
    `${mover.name} has just entered ${labelOf(mover.hex!)}, in the line of fire of ${names.join(', ')}. ` +
    `Does ${several ? 'one of them' : 'he'} fire at him now? /shoot answer:yes${several ? ' (all of them) or answer:yes with:<names>' : ''}; answer:no (none fires; a reaction that asks stays silent for the rest of this move); ` +
    `answer:standing, or no answer in time: each does as his standing reaction says (${silent.length ? `${silent.join(' and ')} fire${silent.length > 1 ? '' : 's'} now` : 'none fires here'}).`;
  return openWindow({ seat: step.seat, prompt, verb: 'shoot', silence: { answer: 'standing' }, standing: step.shooter });
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
