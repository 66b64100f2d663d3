import { setStanding } from '../../../core/standing.ts';
import type { GameEvent, SeatId } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { sameHex, type Hex } from '../../../hex/hex.ts';
import { volumeOf } from '../fire/fire.ts';
import type { DnState, Unit } from '../state.ts';
import { findUnit, unitById } from '../units.ts';
import type { Table } from '../world.ts';
import { bookOf, isSpellcaster } from './energy.ts';
import { isInvisible } from './enchant.ts';
import type { SpellPlan } from './plan.ts';
import { inCaverns } from './range.ts';
import type { Caster, CounterOrder, CounterRule } from './state.ts';

/**
 * Counterspells by post (3.3, 3.55, checklist 67 and 112). At the table a counter is announced
 * before the caster rolls; by post the counterer's player says in advance, in secret, what his
 * caster counters: every enemy spell, spells on one character, spells of N EP or more, or
 * nothing. The order is read the moment an enemy casts. It costs twice the spell, the counterer
 * rolls first, and both pay whatever happens. With the reaction-window option a cast that an
 * enemy caster could counter (public facts only: `couldCounter`) stops and asks that side; an
 * order set with `ask` never counters by itself, it says what silence does in that window.
 *
 * **Ours:** a caster with no order set does not counter (a counter costs dearly); one counter at
 * most against one spell, by the first order that applies in the order they were set.
 */

export function describeCounter(state: DnState, order: CounterOrder): string {
  const caster = unitById(state, order.id).name;
  const asking = order.ask ? ' (asking you first)' : '';
  switch (order.order.kind) {
    case 'always':
      return `${caster} counters every enemy spell${asking}`;
    case 'target':
      return `${caster} counters spells cast on ${unitById(state, order.order.target!).name}${asking}`;
    case 'cost':
      return `${caster} counters spells of ${order.order.cost} EP or more${asking}`;
    case 'never':
      return `${caster} never counters`;
  }
}

export interface CounterOffer {
  counterer: Unit;
  book: Caster;
  /** The standing order that counters by itself; absent when his side answered yes in the window. */
  order?: CounterOrder;
}

/** Why `unit` cannot counter now, or undefined if he can. */
function unable(table: Table, unit: Unit, book: Caster, cost: number): string | undefined {
  if (unit.dead) return `${unit.name} is dead`;
  if (isInvisible(unit)) return `${unit.name} is invisible`;
  if (!unit.hex) return `${unit.name} is not on the board`;
  if (unit.stunned) return `${unit.name} is stunned`;
  if (book.counterInPlayerTurn === table.state.playerTurn) return `${unit.name} has already countered a spell this player-turn (3.3)`;
  if (book.ep < cost) return `${unit.name} has ${book.ep} EP, and the counter costs ${cost}`;
  return undefined;
}

function wants(table: Table, { order }: CounterOrder, plan: SpellPlan): boolean {
  switch (order.kind) {
    case 'always':
      return true;
    case 'cost':
      return plan.cost >= (order.cost ?? 0);
    case 'target': {
      if (plan.on.includes(order.target!)) return true;
      const target = table.state.units.find((u) => u.id === order.target);
      return !!target?.hex && plan.reach.some((h) => sameHex(h, target.hex!));
    }
    case 'never':
      return false;
  }
}

/**
 * 3.3 initiative: of two enemy casters who would cast on the same character or hex, the one
 * with more EP in stock goes first, and the other may counter him. **Ours, by post:** a DN1
 * spell is cast in its caster's own player-turn, when its order arrives, so the caster of the
 * turn always acts first and the other answers with his standing counterspell; what is left of
 * the rule is an order of precedence, used when several casters could answer one spell (the
 * one with more EP counters). Ties go to the side whose player-turn it is.
 */
export function initiative(state: DnState, a: Unit, b: Unit): Unit {
  const ea = bookOf(state, a.id)?.ep ?? 0;
  const eb = bookOf(state, b.id)?.ep ?? 0;
  if (ea !== eb) return ea > eb ? a : b;
  const moving = state.sides[state.active]!.id;
  return b.side === moving && a.side !== moving ? b : a;
}

/** Which standing orders `counterAgainst` reads: those that counter by themselves, or those that ask (read when their window passes in silence). */
export type Reading = 'by-itself' | 'asking';

/**
 * The standing counter that applies to this spell, if any (DN1 only: 3.3). With the reaction
 * window on, an order that asks never counters by itself (`by-itself` skips it); when its window
 * passes in silence, `asking` reads those orders alone, among the casters the window offered.
 */
export function counterAgainst(table: Table, seat: SeatId, plan: SpellPlan, target: readonly Hex[], reading: Reading = 'by-itself', among?: readonly string[]): CounterOffer | undefined {
  if (volumeOf(table) !== 1) return undefined;
  const { state } = table;
  const windowed = state.options.reactionWindow;
  const offers: CounterOffer[] = [];
  for (const order of state.magic.counters) {
    if (order.owner === seat || !wants(table, order, plan)) continue;
    if (reading === 'asking' ? !order.ask || !among?.includes(order.id) : order.ask && windowed) continue;
    const able = ableToCounter(table, order.id, plan, target);
    if (able) offers.push({ ...able, order });
  }
  return first(state, offers);
}

/** Several could answer: the one with more EP in stock (initiative), then the first in the list. */
function first(state: DnState, offers: readonly CounterOffer[]): CounterOffer | undefined {
  return offers.reduce<CounterOffer | undefined>((best, o) => (!best || (o.book.ep > best.book.ep && initiative(state, o.counterer, best.counterer) === o.counterer) ? o : best), undefined);
}

/** `id`, if he may counter this spell now by the rules: alive, on the board and seen, standing, not yet countered this player-turn, with twice its cost in EP, in reach of its cavern. */
export function ableToCounter(table: Table, id: string, plan: SpellPlan, target: readonly Hex[]): CounterOffer | undefined {
  const counterer = table.state.units.find((u) => u.id === id);
  const book = counterer && bookOf(table.state, counterer.id);
  if (!counterer || !book || unable(table, counterer, book, plan.cost * 2)) return undefined;
  if (!inCaverns(table, counterer.hex!, target, counterer.name).ok) return undefined;
  return { counterer, book };
}

/**
 * The enemy casters who could counter this spell now by the rules, whatever their orders, best
 * first (initiative): what the caster's side can see (where they stand, their EP, who has
 * countered this player-turn, who is invisible). The counterspell window opens on this alone, so
 * its opening tells the caster nothing about the hidden orders. All are of one side (the first's).
 */
export function couldCounter(table: Table, seat: SeatId, plan: SpellPlan, target: readonly Hex[]): string[] {
  if (volumeOf(table) !== 1) return [];
  const { state } = table;
  const able = state.units.filter((u) => u.side !== seat && isSpellcaster(u)).flatMap((u) => ableToCounter(table, u.id, plan, target) ?? []);
  const best = first(state, able);
  if (!best) return [];
  const rest = able.filter((o) => o !== best && o.counterer.side === best.counterer.side);
  return [best, ...rest].map((o) => o.counterer.id);
}

/** A standing order named in a public line: the public has read it. */
export function revealCounter(state: DnState, order: CounterOrder): DnState {
  if (!state.magic.counters.some((c) => c.id === order.id && !c.revealed)) return state;
  return { ...state, magic: { ...state.magic, counters: state.magic.counters.map((c) => (c.id === order.id ? { ...c, revealed: true } : c)) } };
}

export interface CounterOrderInput {
  caster?: string | undefined;
  /** always, target, cost or never; `target:Konrad` and `cost:20` carry their value inline. */
  when?: string | undefined;
  target?: string | undefined;
  cost?: number | undefined;
  ask?: boolean | undefined;
}

/** Reads `when:target:Konrad` and `when:cost:20 or more` as well as when:target target:Konrad. */
function readWhen(input: CounterOrderInput): { kind?: CounterRule['kind']; target?: string | undefined; cost?: number | undefined } {
  if (!input.when) return { target: input.target, cost: input.cost };
  const [head, ...rest] = input.when.split(':');
  const kind = head!.trim().toLowerCase() as CounterRule['kind'];
  const inline = rest.join(':').trim();
  const cost = input.cost ?? (kind === 'cost' && inline ? Number.parseInt(inline, 10) : undefined);
  return { kind, target: input.target ?? (kind === 'target' && inline ? inline : undefined), cost: cost !== undefined && Number.isFinite(cost) ? cost : undefined };
}

/** `/counter`: sets a caster's standing counterspell order, privately; alone, lists them. */
export function orderCounter(table: Table, seat: SeatId, input: CounterOrderInput): Result<{ state: DnState; events: GameEvent[] }> {
  const { state } = table;
  const read = readWhen(input);
  const order = { caster: input.caster, when: read.kind, target: read.target, cost: read.cost, ask: input.ask };
  if (!state.sides.some((s) => s.id === seat)) return err('Only a side sets counterspell orders.');
  if (volumeOf(table) !== 1) return err('There are no counterspells in DN2: only the Adventurers cast spells there (3.3, 3.55).');
  const mine = state.units.filter((u) => u.side === seat && !u.dead && isSpellcaster(u));
  const secret = (text: string) => ok({ state, events: [{ type: 'counters', text, visibleTo: [seat] }] });
  if (!order.when) {
    if (order.target || order.cost || order.ask !== undefined) return err('Say when he counters: when: always, target, cost or never.');
    return secret(`Your counterspell orders: ${counterSummary(state, seat)}.`);
  }
  if (mine.length === 0) return err('You have no spellcaster on the board.');
  let caster: Unit;
  if (!order.caster) {
    if (mine.length > 1) return err(`Which caster? caster: one of ${mine.map((u) => u.name).join(', ')}.`);
    caster = mine[0]!;
  } else {
    const found = findUnit(state, order.caster, state.units.filter((u) => u.side === seat));
    if (!found.ok) return err(`You have no character called ${order.caster.trim()}. Your spellcasters: ${mine.map((u) => u.name).join(', ') || 'none'}.`);
    if (!isSpellcaster(found.value)) return err(`${found.value.name} is no spellcaster: only Zacharie and Shaman cast spells (3).`);
    if (found.value.dead) return err(`${found.value.name} is dead.`);
    caster = found.value;
  }
  let target: string | null = null;
  let cost: number | null = null;
  if (order.when === 'target') {
    if (!order.target) return err('when:target needs target: the character whose spells he counters.');
    const found = findUnit(state, order.target, state.units.filter((u) => !u.dead));
    if (!found.ok) return err(`${order.target.trim()} is not a living character on the board.`);
    target = found.value.id;
  } else if (order.target) {
    return err('target: goes with when:target.');
  }
  if (order.when === 'cost') {
    if (!order.cost) return err('when:cost needs cost: the least EP a spell must cost to be countered, like 20.');
    cost = order.cost;
  } else if (order.cost) {
    return err('cost: goes with when:cost.');
  }
  const ask = order.ask ?? false;
  if (ask && !state.options.reactionWindow) return err('This game has no reaction window (option reactionWindow), so counterspells are cast by their orders alone; leave out ask.');
  const set: CounterOrder = { id: caster.id, owner: seat, order: { kind: order.when, target, cost }, ask: order.when === 'never' ? false : ask, revealed: false };
  const next: DnState = { ...state, magic: { ...state.magic, counters: setStanding(state.magic.counters, set) } };
  return ok({ state: next, events: [{ type: 'counters', text: `Counterspell order set: ${describeCounter(next, set)}.`, visibleTo: [seat] }] });
}

export function counterSummary(state: DnState, side: string): string {
  const casters = state.units.filter((u) => u.side === side && !u.dead && isSpellcaster(u));
  if (!casters.length) return 'you have no spellcaster';
  return casters
    .map((u) => {
      const set = state.magic.counters.find((c) => c.id === u.id);
      return set ? describeCounter(state, set) : `${u.name} never counters (the default)`;
    })
    .join('; ');
}

/**
 * Orders that can no longer apply lapse as the enemy's player-turn begins, and only their owner
 * is told: the caster is dead, the character named is dead, or the caster has too few EP left
 * for any counter the order would make.
 */
export function lapseCounters(state: DnState): { state: DnState; events: GameEvent[] } {
  const moving = state.sides[state.active]!.id;
  const kept: CounterOrder[] = [];
  const events: GameEvent[] = [];
  for (const order of state.magic.counters) {
    const why = order.owner === moving || order.order.kind === 'never' ? undefined : lapseReason(state, order);
    if (!why) {
      kept.push(order);
      continue;
    }
    events.push({ type: 'counter-lapsed', text: `Your counterspell order "${describeCounter(state, order)}" lapses: ${why}.`, visibleTo: [order.owner], data: { caster: order.id } });
  }
  return { state: kept.length === state.magic.counters.length ? state : { ...state, magic: { ...state.magic, counters: kept } }, events };
}

function lapseReason(state: DnState, { id, order }: CounterOrder): string | undefined {
  const caster = unitById(state, id);
  if (caster.dead) return `${caster.name} is dead`;
  const book = bookOf(state, caster.id);
  // The cheapest spell costs 1 EP, so a counter costs 2 at the least.
  const least = 2 * (order.kind === 'cost' ? (order.cost ?? 1) : 1);
  if (!book || book.ep < least) return `${caster.name} has ${book?.ep ?? 0} EP left, too few for any counter it would make (at least ${least})`;
  if (order.kind === 'target') {
    const target = state.units.find((u) => u.id === order.target);
    if (!target || target.dead) return `${target?.name ?? 'the one it names'} is dead`;
  }
  return undefined;
}
