import { z } from 'zod';
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent, SeatId } from '../../../core/events.ts';
import type { OrderHint } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { resolveLabel } from '../../../hex/board.ts';
import { DIRECTION_NAMES, sameHex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { wanderingGharvRefusal } from '../gharvs/targets.ts';
import { horseOrder, targetsHorse } from '../horses/orders.ts';
import { loseLedHorses } from '../horses/mounted-combat.ts';
import { parseFacing } from '../horses/riding.ts';
import { busyClearing } from '../movement/bodies.ts';
import { character, characters, facing, FACINGS, hex } from '../options.ts';
import { applied, phaseName, type DnRules } from '../rules.ts';
import type { AdvanceStep, DnState, Unit } from '../state.ts';
import { findUnit, ownUnitError, unitById } from '../units.ts';
import type { DnView } from '../view.ts';
import { attackWeb, webTarget } from '../webs/combat.ts';
import type { Table } from '../world.ts';
import { advanceOptions, applyAdvance, applyCasualty, applyRetreat, matchRetreat, retreatOptions, settle } from './aftermath.ts';
import { computeOdds, resolveAttack, validateAttack } from './melee.ts';

/**
 * The orders of melee (2.4): `/attack` in the combat phase, and the answers its results ask for:
 * `/casualty` (who takes the blow), `/retreat` (where to), `/advance` (after combat, 2.44).
 */

type Outcome = Result<{ state: DnState; events: GameEvent[] }>;

export function combatOrders(rules: DnRules) {
  const order = orderFor<DnState, DnView>();

  const attack = order({
    verb: 'attack',
    group: 'combat',
    line: '{with} -> {target}',
    description: 'Attack in melee, alone or together',
    options: {
      with: characters('Your attackers, separated by commas', 'attack'),
      target: characters('The enemy or enemies attacked, separated by commas; or "web D4" to destroy a web', 'are attacked'),
      /** The Black Dragon's parts that strike or the part struck; a Guard's palp or legs (4.3, 4.44). */
      part: option.custom('text', "The Black Dragon's part(s) that strike or are struck; a Guard: palp or legs", z.string().trim().min(1, 'which part? e.g. head, body, left claw; for a Guard palp or legs.'), { optional: true }),
    },
    phases: ['combat'],
    outOfPhase: (state) => `Attacks are made in the combat phase; it is the ${phaseName(state)} phase.`,
    legal: rules.legal('attack'),
    apply: (state, seat, o, dice) => applied(attackInMelee(rules.table(state), seat, o, dice)),
  });

  const casualty = order({
    verb: 'casualty',
    group: 'combat',
    description: 'Choose which of your characters takes a blow',
    options: { unit: character('The character who takes it', 'takes the blow') },
    legal: rules.legal('casualty'),
    apply: (state, _seat, o, dice) => {
      const step = state.steps[0];
      if (step?.kind !== 'casualty') return err('No blow is waiting for a casualty.');
      const candidates = step.candidates.map((id) => unitById(state, id)).filter((u) => !u.dead);
      const chosen = findUnit(state, o.unit, candidates);
      if (!chosen.ok) return err(`${o.unit} cannot take this blow. Choose one of ${candidates.map((u) => u.name).join(', ')}.`);
      return applied(ok(applyCasualty(rules.table(state), step, chosen.value.id, dice)));
    },
  });

  const retreat = order({
    verb: 'retreat',
    group: 'combat',
    description: 'Choose where your character retreats',
    options: {
      unit: character('The retreating character', 'retreats'),
      to: hex('The hex he retreats to', 'to retreat to'),
      via: hex('The hex he passes through on a longer retreat', 'to retreat through', { optional: true }),
      push: hex('Where a displaced friend goes', 'to push a friend into', { optional: true }),
      facing: facing('A rider: which way his horse faces at the end', 'should the horse face', FACINGS, { optional: true }),
    },
    legal: rules.legal('retreat'),
    apply: (state, _seat, o, dice) => {
      const table = rules.table(state);
      const step = state.steps[0];
      if (step?.kind !== 'retreat') return err('Nobody has to retreat now.');
      const unit = unitById(state, step.unit);
      if (!findUnit(state, o.unit, [unit]).ok) return err(`It is ${unit.name} who must retreat.`);
      const to = resolveLabel(table.board, o.to);
      if (!to.ok) return to;
      const via = o.via ? resolveLabel(table.board, o.via) : undefined;
      if (via && !via.ok) return via;
      const push = o.push ? resolveLabel(table.board, o.push) : undefined;
      if (push && !push.ok) return push;
      const facingWay = o.facing === undefined ? undefined : parseFacing(o.facing);
      const chosen = matchRetreat(retreatOptions(table, unit, step.hexes), to.value, via?.value, push?.value, facingWay);
      if (!chosen.ok) return chosen;
      return applied(ok(applyRetreat(table, step, chosen.value, dice)));
    },
  });

  const advance = order({
    verb: 'advance',
    group: 'combat',
    description: 'Advance after combat, or decline with unit:none',
    options: {
      unit: character('The character who advances, or none', 'advances, or "none"'),
      to: hex('Where he stops', 'to advance to', { optional: true }),
      via: hex('The vacated hex he passes through', 'to advance through', { optional: true }),
    },
    legal: rules.legal('advance'),
    apply: (state, seat, o, dice) => applied(advanceAfterCombat(rules.table(state), seat, o, dice)),
  });

  return [attack, casualty, retreat, advance] as const;
}

/** `/attack`: a melee against characters, a riderless horse, or a web (2.4, 2.47, 2.46). */
function attackInMelee(table: Table, seat: SeatId, order: { with: string[]; target: string[]; part?: string | undefined }, dice: Dice): Outcome {
  const { state } = table;
  if (targetsHorse(order)) return horseOrder(table, seat, { verb: 'attack', with: order.with, target: order.target }, dice);
  const refused = wanderingGharvRefusal(table, order.target);
  if (refused) return err(refused);
  const web = webTarget(order.target);
  const attackers: Unit[] = [];
  for (const name of order.with) {
    const u = findUnit(state, name, state.units.filter((x) => x.side === seat));
    if (!u.ok) return err(ownUnitError(state, seat, name));
    const busy = busyClearing(state, u.value);
    if (busy) return err(busy);
    attackers.push(u.value);
  }
  // 2.46: "target:web D4" tears down a web no Krob stands on.
  if (web) {
    if (order.part !== undefined) return err('part: is for the Black Dragon or a Guard, not for a web.');
    return attackWeb(table, seat, attackers, web, dice);
  }
  const defenders: Unit[] = [];
  for (const name of order.target) {
    const u = findUnit(state, name, state.units.filter((x) => x.side !== seat));
    if (!u.ok) return err(`${name} is not an enemy on the board. Enemies: ${state.units.filter((x) => x.side !== seat && !x.dead).map((x) => x.name).join(', ')}.`);
    defenders.push(u.value);
  }
  if (new Set(attackers.map((u) => u.id)).size !== attackers.length || new Set(defenders.map((u) => u.id)).size !== defenders.length) {
    return err('Name each character once.');
  }
  const valid = validateAttack(table, seat, attackers, defenders);
  if (!valid.ok) return valid;
  const odds = computeOdds(table, attackers, defenders, order.part);
  if (!odds.ok) return odds;
  const resolved = resolveAttack(table, attackers, defenders, odds.value, dice);
  const loose = loseLedHorses(resolved.state, [...attackers, ...defenders]);
  const settled = settle({ ...table, state: loose.state }, dice);
  return ok({ state: settled.state, events: [...resolved.events, ...loose.events, ...settled.events] });
}

/** `/advance`: into the hex the enemy left (2.44), after a combat result or on the offer that follows. */
function advanceAfterCombat(table: Table, seat: SeatId, order: { unit: string; to?: string | undefined; via?: string | undefined }, dice: Dice): Outcome {
  const { state } = table;
  const head = state.steps[0];
  const step: AdvanceStep | null = head?.kind === 'advance' ? head : state.advanceOffer;
  if (!step || step.seat !== seat) return err('There is no advance after combat to make now.');
  const fromOffer = head?.kind !== 'advance';
  if (order.unit.trim().toLowerCase() === 'none') return ok(applyAdvance(table, step, undefined, dice, fromOffer));
  const options = advanceOptions(table, step);
  const candidates = [...new Set(options.map((o) => o.unit))].map((id) => unitById(state, id));
  const unit = findUnit(state, order.unit, candidates);
  if (!unit.ok) return err(`${order.unit} cannot advance. Who may: ${candidates.map((u) => u.name).join(', ')}, or unit:none.`);
  const mine = options.filter((o) => o.unit === unit.value.id);
  let wanted = mine;
  if (order.to) {
    const to = resolveLabel(table.board, order.to);
    if (!to.ok) return to;
    wanted = wanted.filter((o) => labelOf(o.path[o.path.length - 1]!) === labelOf(to.value));
  } else {
    wanted = wanted.filter((o) => o.path.length === 1);
  }
  if (order.via) {
    const via = resolveLabel(table.board, order.via);
    if (!via.ok) return via;
    wanted = wanted.filter((o) => labelOf(o.path[0]!) === labelOf(via.value));
  }
  const pick = wanted[0];
  if (!pick) {
    const ends = [...new Set(mine.map((o) => labelOf(o.path[o.path.length - 1]!)))];
    return err(`${unit.value.name} cannot advance there. He may advance to ${ends.join(', ')} (the first hex must be one the enemy left).`);
  }
  return ok(applyAdvance(table, step, pick, dice, fromOffer));
}

/**
 * One hint per different retreat: a DM menu lists them, so two entries never read alike or give
 * the same order. Routes to the same end are told apart by a hex one passes and the other does
 * not (`via:`); a friend displaced at the end is named with where he goes.
 */
export function retreatHints(table: Table, unit: Unit, hexes: number): OrderHint[] {
  const options = retreatOptions(table, unit, hexes);
  const end = (o: (typeof options)[number]) => labelOf(o.path[o.path.length - 1]!);
  // A rider's retreat also says which way his horse ends facing.
  const facingOf = (o: (typeof options)[number]) => (o.facings ? DIRECTION_NAMES[o.facings[o.facings.length - 1]!] : undefined);
  const keyOf = (o: (typeof options)[number]) => `${end(o)}|${o.push ? labelOf(o.push.to) : ''}|${facingOf(o) ?? ''}`;
  const hints: OrderHint[] = [];
  const given = new Set<string>();
  for (const o of options) {
    const to = end(o);
    const way = facingOf(o);
    const alike = options.filter((x) => x !== o && keyOf(x) === keyOf(o));
    const via = alike.length ? o.path.slice(0, -1).find((h) => alike.every((x) => !x.path.some((y) => sameHex(y, h)))) : undefined;
    const order = { unit: unit.name, to, ...(via ? { via: labelOf(via) } : {}), ...(o.push ? { push: labelOf(o.push.to) } : {}), ...(way ? { facing: way } : {}) };
    const key = JSON.stringify(order);
    if (given.has(key)) continue;
    given.add(key);
    const pushed = o.push ? `, shifting ${unitById(table.state, o.push.unit).name} to ${labelOf(o.push.to)}` : '';
    hints.push({ verb: 'retreat', options: order, label: `${unit.name} retreats to ${to}${via ? ` via ${labelOf(via)}` : ''}${way ? ` facing ${way}` : ''}${pushed}` });
  }
  return hints;
}

export function advanceHints(table: Table, step: AdvanceStep): OrderHint[] {
  const hints: OrderHint[] = advanceOptions(table, step).map((o) => {
    const name = unitById(table.state, o.unit).name;
    const to = labelOf(o.path[o.path.length - 1]!);
    return { verb: 'advance', options: { unit: name, to, ...(o.path.length > 1 ? { via: labelOf(o.path[0]!) } : {}) }, label: `${name} advances to ${to}` };
  });
  hints.push({ verb: 'advance', options: { unit: 'none' }, label: 'Do not advance' });
  return hints;
}
