import { z } from 'zod';
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent, SeatId } from '../../../core/events.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { resolveLabel } from '../../../hex/board.ts';
import type { Hex } from '../../../hex/hex.ts';
import { boatOf } from '../boats/boat.ts';
import { moveBig } from '../big-counters/orders.ts';
import { isBig } from '../big-counters/footprints.ts';
import { moveWithHorses, needsHorseMove } from '../horses/moves.ts';
import { character, characters, EVERY_FACING, facing, hex, hexes } from '../options.ts';
import { applied, phaseName, type DnRules } from '../rules.ts';
import type { DnState } from '../state.ts';
import { findUnit, ownUnitError } from '../units.ts';
import type { DnView } from '../view.ts';
import type { Table } from '../world.ts';
import { busyClearing, clearBodies } from './bodies.ts';
import { carryFor, carryRoute, checkCarry } from './carry.ts';
import { executeJump, planJump } from './jump.ts';
import { executeMove, planMove } from './on-foot.ts';

/**
 * The orders of movement (2.3): `/move` on foot, on horseback, leading horses, carrying a stunned
 * friend, or a counter of several hexes; `/jump` down a level (5.12.2); `/clear` bodies (2.32.1).
 */

export interface MoveOrder {
  unit: string;
  to: string;
  via?: string[] | undefined;
  carry?: string | undefined;
  drop?: string | undefined;
  facing?: string | undefined;
  jump?: boolean | undefined;
  lead?: string | undefined;
}

const MOVEMENT = ['movement'];

export function movementOrders(rules: DnRules) {
  const order = orderFor<DnState, DnView>();

  const move = order({
    verb: 'move',
    group: 'movement',
    description: 'Move one of your characters',
    options: {
      unit: character('The character who moves', 'moves'),
      to: hex('Where he ends his move', 'to move to'),
      via: hexes('Hexes to pass through on the way, in order (e.g. E6,F7)', 'to pass through', { optional: true }),
      carry: character('A stunned friend to pick up on the way and carry (2.32.2)', 'is carried', { optional: true }),
      drop: hex('Where to lay the carried friend, beside the end of the move', 'to lay the carried friend in', { optional: true }),
      facing: facing('A rider, a dragon, a Guard or the Queen: which way it faces at the end', 'should he face at the end', EVERY_FACING, { optional: true }),
      jump: option.yesNo('A rider: jump water or a crevasse on the way', { optional: true }),
      lead: option.custom('text', 'Riderless horses to lead by the bridle (commas), or none to let go', z.string().trim().min(1, 'name the horses to lead, or none.'), { optional: true }),
    },
    phases: MOVEMENT,
    outOfPhase: (state) => `Moves are made in the movement phase; it is the ${phaseName(state)} phase.`,
    legal: rules.legal('move'),
    apply: (state, seat, o, dice) => applied(moveCharacter(rules.table(state), seat, o, dice)),
  });

  const jump = order({
    verb: 'jump',
    group: 'movement',
    description: 'Jump down to a lower level, next to you (5.12.2)',
    options: {
      unit: character('The character who jumps', 'jumps down'),
      to: hex('The lower hex next to him where he lands', 'to jump down to'),
    },
    phases: MOVEMENT,
    outOfPhase: (state) => `Jumps are made in the movement phase; it is the ${phaseName(state)} phase.`,
    legal: rules.legal('jump'),
    apply: (state, seat, o, dice) => {
      const table = rules.table(state);
      const unit = findUnit(state, o.unit, state.units.filter((u) => u.side === seat));
      if (!unit.ok) return err(ownUnitError(state, seat, o.unit));
      const to = resolveLabel(table.board, o.to);
      if (!to.ok) return to;
      const plan = planJump(table, unit.value, to.value);
      if (!plan.ok) return plan;
      return applied(ok(executeJump(table, unit.value.id, plan.value, dice)));
    },
  });

  const clear = order({
    verb: 'clear',
    group: 'movement',
    line: '{with} {from} -> {to}',
    description: 'Two characters move three bodies one hex, and do nothing else this turn (2.32.1)',
    options: {
      with: characters('The two characters who move them, separated by a comma', 'move the bodies'),
      from: hex('The hex where the bodies lie', 'the bodies lie in'),
      to: hex('The hex next to it where they go (into water they sink)', 'to move the bodies to'),
      bodies: characters('Which dead to move, up to three (default: any three)', 'are moved', { optional: true }),
    },
    legal: rules.legal('clear'),
    apply: (state, seat, o) => {
      const table = rules.table(state);
      const from = resolveLabel(table.board, o.from);
      if (!from.ok) return from;
      const to = resolveLabel(table.board, o.to);
      if (!to.ok) return to;
      return applied(clearBodies(table, seat, { with: o.with, from: from.value, to: to.value, ...(o.bodies ? { bodies: o.bodies } : {}) }));
    },
  });

  return [move, jump, clear] as const;
}

/** `/move`: on foot, carrying a friend, on horseback or leading horses, or a counter of several hexes. */
function moveCharacter(table: Table, seat: SeatId, order: MoveOrder, dice: Dice): Result<{ state: DnState; events: GameEvent[] }> {
  const { state } = table;
  const unit = findUnit(state, order.unit, state.units.filter((u) => u.side === seat));
  if (!unit.ok) return err(ownUnitError(state, seat, order.unit));
  if (boatOf(state, unit.value)) return err(`${unit.value.name} is aboard ${boatOf(state, unit.value)!.name.toLowerCase()}: /row it, or /land him on a jetty or a beach (2.34).`);
  const to = resolveLabel(table.board, order.to);
  if (!to.ok) return to;
  const via: Hex[] = [];
  for (const text of order.via ?? []) {
    const h = resolveLabel(table.board, text);
    if (!h.ok) return h;
    via.push(h.value);
  }
  const busy = busyClearing(state, unit.value);
  if (busy) return err(busy);
  // A Guard, the Queen or a dragon moves its whole counter (2.33, 4.3).
  if (isBig(unit.value)) return moveBig(table, unit.value, to.value, via, order, dice);
  if (needsHorseMove(state, unit.value, order)) {
    if (order.carry) return err(`${unit.value.name} cannot carry a stunned friend on horseback or while leading horses (2.32.2).`);
    return moveWithHorses(table, unit.value, to.value, via, order, dice);
  }
  if (!order.carry) {
    if (order.drop) return err('drop: says where to lay a carried friend; name him with carry: too.');
    const plan = planMove(table, unit.value, to.value, via);
    if (!plan.ok) return plan;
    const moved = executeMove(table, unit.value.id, plan.value.path, dice);
    return ok({ state: moved.state, events: moved.events });
  }
  const drop = order.drop ? resolveLabel(table.board, order.drop) : undefined;
  if (drop && !drop.ok) return drop;
  const carry = carryFor(state, unit.value, order.carry, drop?.value);
  if (!carry.ok) return carry;
  const route = carryRoute(carry.value, via);
  const plan = planMove(table, unit.value, to.value, route.via, route.halveAfter);
  if (!plan.ok) return plan;
  const checked = checkCarry(table, unit.value, carry.value, plan.value.places);
  if (!checked.ok) return checked;
  const moved = executeMove(table, unit.value.id, plan.value.path, dice, undefined, carry.value);
  return ok({ state: moved.state, events: moved.events });
}
