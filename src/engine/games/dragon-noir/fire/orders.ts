import { z } from 'zod';
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent, SeatId } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { resolveLabel } from '../../../hex/board.ts';
import type { Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { settle } from '../combat/aftermath.ts';
import { shootHorse } from '../horses/fire.ts';
import { findHorse } from '../horses/horses.ts';
import { planShot, readyToShoot, resolveShot, targetsInSight, weaponOf } from './fire.ts';
import { resumeMove } from '../movement/resume.ts';
import { setStanding } from '../../../core/standing.ts';
import { describeReaction, firingOnSilence, namedShot, offeredBy, reactionOf, reactionSummary, revealReaction } from './reactions.ts';
import { lineOfFire, sightBetween, type Sight } from './sight.ts';
import type { DnState, Reaction, Unit } from '../state.ts';
import { findUnit, sideLabel, unitById } from '../units.ts';
import type { Table } from '../world.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { wanderingGharvRefusal } from '../gharvs/targets.ts';
import { character, windowAnswer, type WindowAnswer } from '../options.ts';
import { applied, type DnRules } from '../rules.ts';
import type { DnView } from '../view.ts';

/** The orders of missile fire: `/fire` in the fire phase, `/react` at any time, `/shoot` in a reaction window, `/sight` to ask. */

export interface Outcome {
  state: DnState;
  events: GameEvent[];
}

export function orderFire(table: Table, seat: SeatId, order: { with: string; target: string }, dice: Dice): Result<Outcome> {
  const { state } = table;
  if (state.phase !== 'offensive-fire') {
    return err(`Shots are made in your offensive fire phase; it is the ${state.phase.replace('-', ' ')} phase. Fire at a moving enemy is set in advance with /react.`);
  }
  const mine = state.units.filter((u) => u.side === seat);
  const shooter = findUnit(state, order.with, mine);
  if (!shooter.ok) return err(`You have no character called ${order.with.trim()}. Your shooters: ${shooterNames(mine)}.`);
  // 2.47: a riderless horse may be shot at too, named "<owner>'s horse".
  if (/horse/i.test(order.target)) {
    const horse = findHorse(state, order.target, state.horses.filter((h) => !h.dead));
    if (!horse.ok) return horse;
    return shootHorse(table, shooter.value, horse.value, dice);
  }
  const enemies = state.units.filter((u) => u.side !== seat && !u.dead && u.hex);
  const target = findUnit(state, order.target, enemies);
  if (!target.ok) return err(`${order.target.trim()} is not an enemy on the board. Enemies: ${enemies.map((u) => u.name).join(', ')}.`);
  const ready = readyToShoot(table, shooter.value, 'offensive');
  if (!ready.ok) return ready;
  const plan = planShot(table, shooter.value, target.value, ready.value);
  if (!plan.ok) {
    const others = targetsInSight(table, shooter.value, 'offensive').map((u) => u.name);
    return err(`${plan.error}${others.length ? ` ${shooter.value.name} can shoot at: ${others.join(', ')}.` : ''}`);
  }
  const shot = resolveShot(table, plan.value, 'offensive', dice);
  const settled = settle({ ...table, state: shot.state }, dice);
  return ok({ state: settled.state, events: [...shot.events, ...settled.events] });
}

function shooterNames(units: Unit[]): string {
  const shooters = units.filter((u) => weaponOf(u) && !u.dead);
  return shooters.length ? shooters.map((u) => `${u.name} (${weaponOf(u)})`).join(', ') : 'none';
}

export interface ReactOrder {
  shooter?: string | undefined;
  when?: Reaction['order']['kind'] | undefined;
  target?: string | undefined;
  within?: number | undefined;
  ask?: boolean | undefined;
}

/** Sets standing reactions, privately: only their owner hears of them until one fires. */
export function orderReact(table: Table, seat: SeatId, order: ReactOrder): Result<Outcome> {
  const { state } = table;
  if (!state.sides.some((s) => s.id === seat)) return err('Only a side sets standing reactions.');
  const secret = (text: string): Outcome => ({ state, events: [{ type: 'reactions', text, visibleTo: [seat] }] });
  if (!order.when) {
    if (order.target || order.within || order.ask !== undefined) return err('Say when he fires: when: first, target, within or hold.');
    return ok(secret(`Your standing reactions: ${reactionSummary(state, seat)}.`));
  }
  const mine = state.units.filter((u) => u.side === seat && !u.dead && u.hex && weaponOf(u));
  if (mine.length === 0) return err('You have no shooters on the board.');
  let shooters: Unit[];
  if (!order.shooter || order.shooter.trim().toLowerCase() === 'all') {
    shooters = mine;
  } else {
    const found = findUnit(state, order.shooter, state.units.filter((u) => u.side === seat));
    if (!found.ok) return err(`You have no character called ${order.shooter.trim()}. Your shooters: ${shooterNames(mine)}, or all.`);
    if (!weaponOf(found.value)) return err(`${found.value.name} carries no bow or crossbow. Your shooters: ${shooterNames(mine)}.`);
    if (found.value.dead) return err(`${found.value.name} is dead.`);
    shooters = [found.value];
  }
  let target: string | null = null;
  let within: number | null = null;
  if (order.when === 'target') {
    if (!order.target) return err('when:target needs target: the one enemy he fires at.');
    const enemies = state.units.filter((u) => u.side !== seat && !u.dead);
    const found = findUnit(state, order.target, enemies);
    if (!found.ok) return err(`${order.target.trim()} is not a living enemy. Enemies: ${enemies.map((u) => u.name).join(', ')}.`);
    target = found.value.id;
  } else if (order.target) {
    return err('target: goes with when:target.');
  }
  if (order.when === 'within') {
    if (!order.within) return err('when:within needs within: how many hexes, like 4.');
    within = order.within;
  } else if (order.within) {
    return err('within: goes with when:within.');
  }
  const ask = order.ask ?? false;
  if (ask && !state.options.reactionWindow) {
    return err('This game has no reaction window (option reactionWindow), so your reactions fire by themselves; leave out ask.');
  }
  const set: Reaction[] = shooters.map((u) => ({ id: u.id, owner: seat, order: { kind: order.when!, target, within }, ask: order.when === 'hold' ? false : ask, revealed: false }));
  const next: DnState = { ...state, reactions: set.reduce(setStanding, state.reactions) };
  const lines = set.map((r) => describeReaction(next, r));
  return ok({ state: next, events: [{ type: 'reactions', text: `Standing reaction${lines.length > 1 ? 's' : ''} set: ${lines.join('; ')}.`, visibleTo: [seat] }] });
}

/** How a reaction window is answered: fire now, hold, or let the standing reactions decide (what silence does). */
export type ShootAnswer = WindowAnswer;

/**
 * Answers a reaction window (option reactionWindow): `yes` fires every shooter offered, or those
 * named in `names`; `no` fires none, and a reaction that asks among them stays silent for the
 * rest of the move; `standing`, which silence gives, lets each do as his standing reaction says:
 * one that asks and wants the mover there fires now and is named in the log, one that asks and
 * does not want him yet fires by itself later in the move if it comes to want him. Then the move goes on.
 */
export function answerReaction(table: Table, seat: SeatId, answer: ShootAnswer, names: readonly string[] | undefined, dice: Dice): Result<Outcome> {
  const step = table.state.steps[0];
  if (step?.kind !== 'reaction' || step.seat !== seat) return err('No move is waiting for your answer.');
  const offer = offeredBy(step);
  const offered = offer.map((id) => unitById(table.state, id));
  let firing: string[];
  if (names?.length) {
    if (answer !== 'yes') return err('with: names the shooters who fire; give it with answer:yes.');
    firing = [];
    for (const name of names) {
      const found = findUnit(table.state, name, offered);
      if (!found.ok) return err(`${name} is not one of the shooters this window offers: ${offered.map((u) => u.name).join(', ')}.`);
      if (!firing.includes(found.value.id)) firing.push(found.value.id);
    }
    firing = offer.filter((id) => firing.includes(id));
  } else {
    firing = answer === 'yes' ? offer : answer === 'standing' ? firingOnSilence(table.state, step) : [];
  }
  const freed = answer === 'standing' ? offer.filter((id) => reactionOf(table.state, id).ask && !firing.includes(id)) : [];
  let state: DnState = { ...table.state, steps: table.state.steps.slice(1) };
  const events: GameEvent[] = [];
  const mover = unitById(state, step.mover);
  const effect = { allowanceCut: 0, halve: false, stopped: false };
  for (const id of firing) {
    const current: Table = { ...table, state };
    const shooter = unitById(state, id);
    const ready = readyToShoot(current, shooter, 'defensive');
    const plan = ready.ok ? planShot(current, shooter, unitById(state, step.mover), ready.value) : ready;
    if (!plan.ok) {
      events.push({ type: 'shot', text: `${shooter.name} cannot shoot after all: ${plan.error}`, visibleTo: 'all' });
      continue;
    }
    const shot = resolveShot(current, plan.value, 'defensive', dice);
    state = shot.state;
    if (answer === 'standing') {
      // His standing reaction fired by itself: the log names it, as it names any that fires unasked.
      const reaction = reactionOf(state, id);
      state = revealReaction(state, reaction);
      events.push(...namedShot(state, reaction, shot.events));
    } else {
      events.push(...shot.events);
    }
    effect.allowanceCut += shot.effect.allowanceCut;
    effect.halve ||= shot.effect.halve;
    if (shot.effect.stopped || unitById(state, step.mover).dead) {
      effect.stopped = true;
      break;
    }
  }
  // The same line whatever the reactions were: the mover learns only that nobody fired.
  if (!events.length) events.push({ type: 'held', text: `${sideLabel(state, seat)} hold their fire; ${mover.name} goes on.`, visibleTo: 'all' });
  const free = [...(step.free ?? []), ...freed];
  const moved = resumeMove({ ...table, state }, step, dice, { asked: step.asked, ...(free.length ? { free } : {}), effect });
  const settled = settle({ ...table, state: moved.state }, dice);
  return ok({ state: settled.state, events: [...events, ...moved.events, ...settled.events] });
}

/** `/shoot answer:`: yes, no or standing; a window stored before `standing` existed defaults to true (yes). */
export interface SightAnswer {
  text: string;
  from: Hex;
  to: Hex;
  sight: Sight;
}

/** `/sight from: to:` — a hex or a character at each end; the shooter's weapon if there is one. */
export function sightQuery(table: Table, from: string, to: string): Result<SightAnswer> {
  const a = endOf(table, from);
  if (!a.ok) return a;
  const b = endOf(table, to);
  if (!b.ok) return b;
  const shooter = a.value.unit;
  const weapon = shooter ? weaponOf(shooter) : undefined;
  const target = b.value.unit;
  const sight = shooter && weapon && target && target.side !== shooter.side ? lineOfFire(table, { unit: shooter, weapon }, target) : sightBetween(table, a.value.hex, b.value.hex, weapon);
  const ends = `${a.value.name} to ${b.value.name}`;
  const text = sight.clear
    ? `Line of fire from ${ends}: clear, ${sight.range} hex${sight.range === 1 ? '' : 'es'}, ${sight.cover} cover${sight.notes.length ? ` (${sight.notes.join('; ')})` : ''}.`
    : `Line of fire from ${ends}: blocked: ${sight.why}.`;
  return ok({ text, from: a.value.hex, to: b.value.hex, sight });
}

function endOf(table: Table, text: string): Result<{ hex: Hex; name: string; unit?: Unit }> {
  const { state } = table;
  const byName = findUnit(state, text, state.units.filter((u) => u.hex && !u.dead));
  if (byName.ok) return ok({ hex: byName.value.hex!, name: `${byName.value.name} (${labelOf(byName.value.hex!)})`, unit: byName.value });
  const hex = resolveLabel(table.board, text);
  if (!hex.ok) return err(`${text.trim()} is neither a hex on the map nor a character on the board.`);
  return ok({ hex: hex.value, name: labelOf(hex.value) });
}

/** An end of a line of fire as typed: a hex or a character's name. */
const end = (name: string) => z.string({ error: `${name}: a hex like F7, or a character.` }).trim().min(1, `${name}: a hex like F7, or a character.`);

export function fireOrders(rules: DnRules) {
  const order = orderFor<DnState, DnView>();

  const fire = order({
    verb: 'fire',
    group: 'fire',
    line: '{with} -> {target}',
    description: 'Shoot with a bow or crossbow in your fire phase',
    options: {
      with: character('Your shooter', 'shoots'),
      target: character('The enemy shot at', 'is shot at'),
    },
    legal: rules.legal('fire'),
    apply: (state, seat, o, dice) => {
      const table = rules.table(state);
      const refused = wanderingGharvRefusal(table, [o.target]);
      if (refused) return err(refused);
      return applied(orderFire(table, seat, o, dice));
    },
  });

  const react = order({
    verb: 'react',
    group: 'fire',
    kind: 'standing',
    description: "Set a shooter's standing reaction to the enemy's moves (secret); alone, lists yours",
    options: {
      shooter: character('Your shooter, or all', 'reacts, or "all"', { optional: true }),
      when: option.choice(
        'When he fires at a moving enemy',
        [
          { name: 'at the first enemy in range', value: 'first' },
          { name: 'only at one enemy (target:)', value: 'target' },
          { name: 'at the first enemy within N hexes (within:)', value: 'within' },
          { name: 'hold fire', value: 'hold' },
        ],
        'when: one of first, target, within, hold.',
        { optional: true },
      ),
      target: character('The only enemy to fire at (when:target)', 'is the only one to fire at', { optional: true }),
      within: option.integer('How close an enemy must come (when:within)', 'within', { min: 1 }, { optional: true }),
      ask: option.yesNo('Ask me before firing (games with the reaction window)', { optional: true }),
    },
    legal: rules.legal('react'),
    apply: (state, seat, o) => applied(orderReact(rules.table(state), seat, o)),
  });

  const shoot = order({
    verb: 'shoot',
    group: 'fire',
    description: 'Answer a reaction window: fire at the moving enemy, or not',
    options: {
      answer: windowAnswer('Fire now (yes), hold (no), or as your standing reactions say (standing)'),
      with: option.units('With answer:yes, only these of the shooters offered fire', 'Which shooters', { optional: true }),
    },
    legal: rules.legal('shoot'),
    apply: (state, seat, o, dice) => applied(answerReaction(rules.table(state), seat, o.answer, o.with, dice)),
  });

  const sight = order({
    verb: 'sight',
    group: 'fire',
    kind: 'query',
    line: '{from} -> {to}',
    description: 'Show a line of fire on the map, and what blocks it',
    options: {
      from: option.custom('text', 'A hex (F7) or a character', end('from')),
      to: option.custom('text', 'A hex (F7) or a character', end('to')),
    },
    answer: (state, seat, o) => {
      const answer = sightQuery(rules.table(state), o.from, o.to);
      if (!answer.ok) return answer;
      const { from, to, sight: line } = answer.value;
      const drawn = { from, to, path: line.path, clear: line.clear, ...(!line.clear && line.at ? { blockedAt: line.at } : {}) };
      return ok({ text: answer.value.text, view: { ...rules.view(state, seat), sight: drawn } });
    },
  });

  return [fire, react, shoot, sight] as const;
}
