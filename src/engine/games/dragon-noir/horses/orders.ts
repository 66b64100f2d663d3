import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import type { OrderHint } from '../../../core/module.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { resolveLabel } from '../../../hex/board.ts';
import { adjacent, sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { applyPlacement, defaultPlacementFor, settle } from '../combat/aftermath.ts';
import { findHorse, horseHexes, mayTake } from './horses.ts';
import { attackHorse } from './mounted-combat.ts';
import { dismount, dismountHexes, mount } from './mounting.ts';
import type { DismountStep, DnState, Step, Unit } from '../state.ts';
import { placementOptions } from './thrown.ts';
import { findUnit, isRider, isStanding, normalise, unitById } from '../units.ts';
import type { Table } from '../world.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { character, hex } from '../options.ts';
import { applied, type DnRules } from '../rules.ts';
import type { DnView } from '../view.ts';

/**
 * The orders and decisions horses add: `/mount`, `/dismount`, `/place` (a thrown rider, 2.47),
 * and `/attack … target:<horse>` against a riderless horse.
 */

/** The verb that answers a step: a thrown rider is put down with `/place`, a reaction window answered with `/shoot`. */
export function stepVerb(step: Step): string {
  return step.kind === 'dismount' ? 'place' : step.kind === 'reaction' ? 'shoot' : step.kind;
}

/** An attack whose one target names a riderless horse rather than a character. */
export function targetsHorse(order: { target: string[] }): boolean {
  return order.target.length === 1 && /horse/i.test(order.target[0]!);
}

/** The orders horses add, as typed; an attack on a riderless horse comes from `/attack`. */
export type HorseOrder =
  | { verb: 'mount'; unit: string; horse: string }
  | { verb: 'dismount'; unit: string; to?: string | undefined }
  | { verb: 'place'; unit: string; to: string; push?: string | undefined }
  | { verb: 'attack'; with: string[]; target: string[] };

type Outcome = Result<{ state: DnState; events: GameEvent[] }>;

function ownUnit(state: DnState, seat: string, name: string): Result<Unit> {
  const found = findUnit(state, name, state.units.filter((u) => u.side === seat && !u.dead));
  if (found.ok) return found;
  const theirs = state.units.find((u) => u.side !== seat && normalise(u.name) === normalise(name));
  if (theirs) return err(`${theirs.name} is not yours.`);
  return err(`You have no character called ${name.trim()}. Yours: ${state.units.filter((u) => u.side === seat && !u.dead).map((u) => u.name).join(', ')}.`);
}

export function horseOrder(table: Table, seat: string, order: HorseOrder, dice: Dice): Outcome {
  const { state } = table;
  switch (order.verb) {
    case 'mount':
    case 'dismount': {
      if (state.phase !== 'movement') return err(`Horses are mounted and left in the movement phase (2.36.2); it is the ${state.phase.replace('-', ' ')} phase.`);
      const unit = ownUnit(state, seat, order.unit);
      if (!unit.ok) return unit;
      if (order.verb === 'mount') {
        const horse = findHorse(state, order.horse, state.horses.filter((h) => !h.dead));
        if (!horse.ok) return horse;
        return mount(table, unit.value, horse.value);
      }
      const to = order.to === undefined ? undefined : resolveLabel(table.board, order.to);
      if (to && !to.ok) return to;
      return dismount(table, unit.value, to?.value);
    }
    case 'place': {
      const step = state.steps[0];
      if (step?.kind !== 'dismount') return err('No thrown rider is waiting to be put down.');
      const rider = unitById(state, step.unit);
      if (!findUnit(state, order.unit, [rider]).ok) return err(`It is ${rider.name} who must be put down beside his horse.`);
      const to = resolveLabel(table.board, order.to);
      if (!to.ok) return to;
      const push = order.push === undefined ? undefined : resolveLabel(table.board, order.push);
      if (push && !push.ok) return push;
      const options = placementOptions(table, step);
      const chosen = options.find((o) => sameHex(o.to, to.value) && (!push || (o.push && sameHex(o.push.to, push.value)))) ?? undefined;
      if (!chosen) return err(`${rider.name} cannot be put in ${labelOf(to.value)}${push ? ` pushing to ${labelOf(push.value)}` : ''}. Allowed: ${describe(options)}.`);
      return ok(applyPlacement(table, step, chosen, dice));
    }
    case 'attack': {
      const attackers: Unit[] = [];
      for (const name of order.with) {
        const u = ownUnit(state, seat, name);
        if (!u.ok) return u;
        attackers.push(u.value);
      }
      if (new Set(attackers.map((u) => u.id)).size !== attackers.length) return err('Name each character once.');
      const horse = findHorse(state, order.target[0]!, state.horses.filter((h) => !h.dead));
      if (!horse.ok) return horse;
      const resolved = attackHorse(table, seat, attackers, horse.value, dice);
      if (!resolved.ok) return resolved;
      const settled = settle({ ...table, state: resolved.value.state }, dice);
      return ok({ state: settled.state, events: [...resolved.value.events, ...settled.events] });
    }
  }
}

function describe(options: ReturnType<typeof placementOptions>): string {
  return options.map((o) => (o.push ? `${labelOf(o.to)} (shifting ${labelOf(o.push.to)})` : labelOf(o.to))).join(', ') || 'none';
}

export const horseDecisions = {
  prompt(table: Table, step: DismountStep): string {
    const rider = unitById(table.state, step.unit);
    const options = placementOptions(table, step);
    return `${rider.name} is thrown: put him beside his horse in ${step.horse.map(labelOf).join('/')}: /place unit:${rider.name} to: one of ${describe(options)}`;
  },

  answer(table: Table, step: DismountStep): Extract<HorseOrder, { verb: 'place' }> {
    const rider = unitById(table.state, step.unit);
    const choice = defaultPlacementFor(table, step);
    // With nowhere to go the step settles itself; the answer is only asked for with a choice.
    const to = choice?.to ?? step.horse[0]!;
    return { verb: 'place', unit: rider.name, to: labelOf(to), ...(choice?.push ? { push: labelOf(choice.push.to) } : {}) };
  },

  hints(table: Table, step: DismountStep): OrderHint[] {
    const rider = unitById(table.state, step.unit);
    return placementOptions(table, step).map((o) => ({
      verb: 'place',
      options: { unit: rider.name, to: labelOf(o.to), ...(o.push ? { push: labelOf(o.push.to) } : {}) },
      label: `${rider.name} to ${labelOf(o.to)}${o.push ? ` (shifting a friend to ${labelOf(o.push.to)})` : ''}`,
    }));
  },

  /** Mounts and dismounts open to these characters now, for autocomplete. */
  orders(table: Table, units: Unit[], want: (verb: string) => boolean): OrderHint[] {
    const { state } = table;
    if (state.phase !== 'movement') return [];
    const hints: OrderHint[] = [];
    for (const u of units) {
      if (!isStanding(u)) continue;
      if (u.mounted && want('dismount')) {
        for (const h of dismountHexes(table, u)) hints.push({ verb: 'dismount', options: { unit: u.name, to: labelOf(h) }, label: `${u.name} dismounts to ${labelOf(h)}` });
      }
      if (!u.mounted && want('mount') && isRider(u)) {
        for (const horse of state.horses) {
          if (horse.dead || !mayTake(state, horse, u.side) || !horseHexes(horse).some((h: Hex) => adjacent(h, u.hex!))) continue;
          hints.push({ verb: 'mount', options: { unit: u.name, horse: horse.name }, label: `${u.name} mounts ${horse.name}` });
        }
      }
    }
    return hints;
  },
};

export function horseOrders(rules: DnRules) {
  const order = orderFor<DnState, DnView>();

  const mountHorse = order({
    verb: 'mount',
    group: 'horses',
    description: 'Mount a horse standing next to your character',
    options: {
      unit: character('The character who mounts', 'mounts'),
      horse: option.name("The horse (e.g. Konrad's horse)", 'which horse does he mount'),
    },
    legal: rules.legal('mount'),
    apply: (state, seat, o, dice) => applied(horseOrder(rules.table(state), seat, o, dice)),
  });

  const dismountHorse = order({
    verb: 'dismount',
    group: 'horses',
    description: 'Get off a horse, stepping down beside it',
    options: {
      unit: character('The rider who dismounts', 'dismounts'),
      to: hex('The empty hex next to the horse he steps down to', 'to step down to', { optional: true }),
    },
    legal: rules.legal('dismount'),
    apply: (state, seat, o, dice) => applied(horseOrder(rules.table(state), seat, o, dice)),
  });

  const place = order({
    verb: 'place',
    group: 'horses',
    description: 'Put a rider thrown from his horse on a hex beside it',
    options: {
      unit: character('The thrown rider', 'is put down'),
      to: hex('The hex next to the horse', 'to put him in'),
      push: hex('Where a friend shifts to make room, if every hex is taken', 'to shift a friend into', { optional: true }),
    },
    legal: rules.legal('place'),
    apply: (state, seat, o, dice) => applied(horseOrder(rules.table(state), seat, o, dice)),
  });

  return [mountHorse, dismountHorse, place] as const;
}
