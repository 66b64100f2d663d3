import type { Dice } from '../../../core/dice.ts';
import type { GameEvent, SeatId } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { openWindow, type AnswerWindow } from '../../../core/standing.ts';
import type { Hex } from '../../../hex/hex.ts';
import { settle } from '../combat/aftermath.ts';
import { volumeOf } from '../fire/fire.ts';
import type { DnState, Unit } from '../state.ts';
import { findUnit, sideLabel, unitById } from '../units.ts';
import type { Table } from '../world.ts';
import type { WindowAnswer } from '../options.ts';
import { castingRoll } from './casting.ts';
import { ableToCounter, counterAgainst, couldCounter, describeCounter, revealCounter, type CounterOffer } from './counterspell.ts';
import { isInvisible } from './enchant.ts';
import { bookOf, isSpellcaster, spend, withBook } from './energy.ts';
import type { CastContext, SpellPlan } from './plan.ts';
import { PLANNERS } from './planners.ts';
import { inCaverns, reachOf } from './range.ts';
import { findSpell, SPELLS } from './spells.ts';
import type { CastOrder, PendingCast } from './state.ts';
import { takeMarkers } from './supply.ts';

/**
 * `/cast` (3.3): a caster of yours casts a spell. The order is checked whole before any die
 * (who, when, how often, which spell, what it costs, what it reaches, the markers left); then an
 * enemy's standing counterspell is read, the counterer rolls first, the caster rolls if he was
 * not stopped, both pay, and the spell does what it does.
 */

export interface Outcome {
  state: DnState;
  events: GameEvent[];
}

/**
 * How the counterspell window was answered: `yes`, `counterer` counters now; `no`, nobody does;
 * `standing`, which silence gives, each caster offered does as his standing order says.
 */
export type Answer = { kind: 'yes'; counterer: string } | { kind: 'no' } | { kind: 'standing'; offered: readonly string[] };

export function orderCast(table: Table, seat: SeatId, order: CastOrder, dice: Dice, answer?: Answer): Result<Outcome> {
  const planned = planCast(table, seat, order);
  if (!planned.ok) return planned;
  const { ctx, plan } = planned.value;
  const target = plan.reach.length ? plan.reach : [ctx.at];
  let counter: CounterOffer | undefined;
  if (!answer) {
    counter = counterAgainst(table, seat, plan, target);
    // Nobody counters by himself: the window opens if an enemy caster could counter, whatever his orders.
    const offered = counter || !table.state.options.reactionWindow ? [] : couldCounter(table, seat, plan, target);
    if (offered.length) return ok(askCounter(table, seat, order, ctx, plan, offered));
  } else if (answer.kind === 'yes') {
    counter = ableToCounter(table, answer.counterer, plan, target);
  } else if (answer.kind === 'standing') {
    counter = counterAgainst(table, seat, plan, target, 'asking', answer.offered);
  }
  const resolved = resolve(table, ctx, plan, target, counter, dice);
  const settled = settle({ ...table, state: resolved.state }, dice);
  return ok({ state: settled.state, events: [...resolved.events, ...settled.events] });
}

/** Everything about a cast that can be known before a die is rolled, or the one line that refuses it. */
export function planCast(table: Table, seat: SeatId, order: CastOrder): Result<{ ctx: CastContext; plan: SpellPlan }> {
  const { state } = table;
  if (!state.sides.some((s) => s.id === seat)) return err('Only a side casts spells.');
  const mine = state.units.filter((u) => u.side === seat);
  const casters = mine.filter((u) => isSpellcaster(u) && !u.dead);
  const found = findUnit(state, order.caster, mine);
  if (!found.ok) return err(`You have no character called ${order.caster.trim()}. Your spellcasters: ${casters.map((u) => u.name).join(', ') || 'none'}.`);
  const caster = found.value;
  const book = bookOf(state, caster.id);
  if (!book) return err(`${caster.name} is no spellcaster: only Zacharie and Shaman cast spells (3).`);
  const unable = cannotCast(caster);
  if (unable) return err(unable);
  const volume = volumeOf(table);
  const when = timing(table, seat, caster, book.spellInPlayerTurn, book.spellInTurn, volume);
  if (when) return err(when);
  const spell = findSpell(order.spell);
  if (!spell) return err(`There is no spell "${order.spell.trim()}". Spells: ${Object.values(SPELLS).filter((s) => s.volumes.includes(volume)).map((s) => s.id).join(', ')}.`);
  if (!spell.volumes.includes(volume)) return err(`${spell.name} is not on the DN${volume} spellcaster cards (${spell.rule}).`);
  if (book.level < spell.minLevel) return err(`${spell.name} is a level ${spell.minLevel} spell, and ${caster.name} is level ${book.level} (${spell.rule}).`);
  const ctx: CastContext = { table, seat, caster, at: caster.hex!, book, volume, spell, order };
  const plan = PLANNERS[spell.id](ctx);
  if (!plan.ok) return plan;
  if (plan.value.cost > book.ep) return err(`${plan.value.what} costs ${plan.value.cost} EP, and ${caster.name} has ${book.ep} left (3.2).`);
  const cavern = inCaverns(table, ctx.at, plan.value.cavern ?? plan.value.reach, caster.name);
  if (!cavern.ok) return cavern;
  const markers = plan.value.markers;
  if (markers) {
    const left = takeMarkers(table, markers.key, markers.count, markers.name);
    if (!left.ok) return left;
  }
  return ok({ ctx, plan: plan.value });
}

function cannotCast(caster: Unit): string | undefined {
  if (caster.dead) return `${caster.name} is dead.`;
  if (isInvisible(caster)) return `${caster.name} is invisible: he casts again once he reappears (3.51).`;
  if (!caster.hex) return `${caster.name} is not on the board.`;
  if (caster.stunned) return `${caster.name} is stunned and cannot cast a spell until he gets up.`;
  return undefined;
}

/** 3.3: DN1, one spell in each of one's own player-turns; DN2, one spell a game turn, in either player-turn. */
function timing(table: Table, seat: SeatId, caster: Unit, inPlayerTurn: number | null, inTurn: number | null, volume: 1 | 2): string | undefined {
  const { state } = table;
  if (volume === 1) {
    if (state.sides[state.active]!.id !== seat) return `In DN1 ${caster.name} casts his spells in your own player-turn (3.3); against the enemy's, set a counterspell with /counter.`;
    if (inPlayerTurn === state.playerTurn) return `${caster.name} has already cast a spell in this player-turn: one a player-turn (3.3).`;
    return undefined;
  }
  if (inTurn === state.turn) return `${caster.name} has already cast a spell in this game turn: in DN2, one a game turn (3.3).`;
  return undefined;
}

/** The counterspell window: the cast waits, before any roll, for the side of the casters who could counter it to answer. */
function askCounter(table: Table, seat: SeatId, order: CastOrder, ctx: CastContext, plan: SpellPlan, offered: readonly string[]): Outcome {
  const { state } = table;
  const asked = unitById(state, offered[0]!).side;
  const pending: PendingCast = { seat, order: { ...order, caster: ctx.caster.id }, counterer: offered[0]!, offered: [...offered], asked };
  const next: DnState = { ...state, magic: { ...state.magic, pending: { ...pending, window: counterWindow(state, pending) } } };
  // The same line whatever the orders: the window opened because they could counter, which all can see.
  const text = `${ctx.caster.name} begins to cast ${plan.what}; the ${sideLabel(state, asked)} are asked whether they counter it.`;
  return { state: next, events: [{ type: 'cast-waits', text, visibleTo: 'all', data: { caster: ctx.caster.id, spell: ctx.spell.id } }] };
}

/** The casters a window offers: all of them, or its one counterer in a window stored before windows offered every caster who could counter. */
export function offeredIn(pending: PendingCast): string[] {
  return pending.offered ?? [pending.counterer];
}

/**
 * The counterspell window (3.3 by post, option reactionWindow): the side of the casters who could
 * counter is asked, in secret, with each one's standing order; if it stays silent, each does as
 * his order says (one that asks and wants this spell counters). The question and that default are
 * stored with the window (core/standing.ts); a window stored without them is read afresh. A
 * window stored before it offered every caster who could counter asked about one order that
 * asked; unanswered, he countered.
 */
export function counterWindow(state: DnState, pending: PendingCast): AnswerWindow {
  if (pending.window) return pending.window;
  const caster = unitById(state, pending.order.caster);
  const spell = findSpell(pending.order.spell);
  const casting = `${caster.name} is casting ${spell?.name ?? pending.order.spell}`;
  if (!pending.offered) {
    const prompt = `${casting}: does ${unitById(state, pending.counterer).name} counter it? /counterspell answer:yes or answer:no`;
    return openWindow({ seat: pending.asked, prompt, verb: 'counterspell', silence: { answer: true }, standing: pending.counterer });
  }
  const names = pending.offered.map((id) => {
    const set = state.magic.counters.find((c) => c.id === id);
    return set ? describeCounter(state, set) : `${unitById(state, id).name} never counters (the default)`;
  });
  const who = unitById(state, pending.offered[0]!).name;
  const prompt =
    `${casting}, and ${names.join('; ')}. Does ${who} counter it? /counterspell answer:yes (${who} counters now) or answer:no (nobody counters); ` +
    `answer:standing, or no answer in time: as the standing order${pending.offered.length > 1 ? 's say' : ' says'}.`;
  return openWindow({ seat: pending.asked, prompt, verb: 'counterspell', silence: { answer: 'standing' }, standing: pending.counterer });
}

/** The question the counterspell window asks, for the decision prompt. */
export function counterPrompt(state: DnState): string | undefined {
  const pending = state.magic.pending;
  return pending ? counterWindow(state, pending).prompt : undefined;
}

/** `/counterspell answer:yes|no|standing`: answers the window, and the cast goes on. */
export function answerCounter(table: Table, seat: SeatId, answer: CounterAnswer, dice: Dice): Result<Outcome> {
  const pending = table.state.magic.pending;
  if (!pending || pending.asked !== seat) return err('No spell is waiting for your answer.');
  const cleared: Table = { ...table, state: { ...table.state, magic: { ...table.state.magic, pending: null } } };
  const how: Answer = answer === 'yes' ? { kind: 'yes', counterer: pending.counterer } : answer === 'standing' ? { kind: 'standing', offered: offeredIn(pending) } : { kind: 'no' };
  const cast = orderCast(cleared, pending.seat, pending.order, dice, how);
  if (!cast.ok) {
    // Nothing has changed since the cast was checked; should it fail now, the cast lapses unpaid.
    return ok({ state: cleared.state, events: [{ type: 'cast-lapsed', text: `The spell cannot be cast after all: ${cast.error}`, visibleTo: 'all' }] });
  }
  // The same line for answer:no and for a silence that counters nobody: the caster learns only that nobody countered.
  const countered = cast.value.events.some((e) => e.type === 'counterspell');
  const held: GameEvent[] = countered ? [] : [{ type: 'counter-held', text: `The ${sideLabel(table.state, seat)} let the spell be cast.`, visibleTo: 'all' }];
  return ok({ state: cast.value.state, events: [...held, ...cast.value.events] });
}

/** How the counterspell window is answered: counter now, let it be cast, or as the standing orders say (what silence does). */
export type CounterAnswer = WindowAnswer;

function resolve(table: Table, ctx: CastContext, plan: SpellPlan, target: Hex[], counter: CounterOffer | undefined, dice: Dice): Outcome {
  const { caster, book, spell } = ctx;
  let state = table.state;
  const events: GameEvent[] = [];
  state = withBook(state, { ...book, spellInPlayerTurn: state.playerTurn, spellInTurn: state.turn });
  let countered = false;
  if (counter) {
    const { counterer } = counter;
    const cost = plan.cost * 2;
    const reach = reachOf(table, counter.book, counterer.hex!, target);
    const roll = castingRoll(dice, `Counterspell: ${counterer.name} against ${caster.name}'s ${spell.name}`, 'the counterspell', counter.book.level, cost, reach.modifier);
    state = withBook(state, { ...bookOf(state, counterer.id)!, counterInPlayerTurn: state.playerTurn });
    state = spend(state, counterer.id, cost);
    countered = roll.success;
    const left = bookOf(state, counterer.id)!.ep;
    // A standing order that counters by itself is named in the public line, so from now on it is no secret.
    if (counter.order) state = revealCounter(state, counter.order);
    // Whether it would have asked is its owner's business: the public line names the rule alone.
    const named = counter.order ? ` (standing order: ${describeCounter(state, { ...counter.order, ask: false }).replace(`${counterer.name} `, '')})` : '';
    events.push({
      type: 'counterspell',
      text: `${counterer.name} counters ${caster.name}'s ${plan.what} at ${cost} EP${named}: ${roll.text}; ${counterer.name} has ${left} EP left.`,
      visibleTo: 'all',
      rolls: [roll.record],
      data: { caster: counterer.id, against: caster.id, spell: spell.id, cost, success: roll.success },
    });
  }
  state = spend(state, caster.id, plan.cost);
  const left = bookOf(state, caster.id)!.ep;
  if (countered) {
    events.push({ type: 'spell', text: `${caster.name}'s ${plan.what} is countered: it fails, and still costs him ${plan.cost} EP; he has ${left} left (3.3).`, visibleTo: 'all', data: { caster: caster.id, spell: spell.id, cost: plan.cost, success: false } });
    return { state, events };
  }
  const reach = plan.noRange || plan.reach.length === 0 ? undefined : reachOf(table, book, ctx.at, plan.reach).modifier;
  const roll = castingRoll(dice, `Spell: ${caster.name} casts ${spell.name}`, `casting ${spell.name}`, book.level, plan.cost, reach);
  events.push({
    type: 'spell',
    text: `${caster.name} casts ${plan.what} for ${plan.cost} EP: ${roll.text}${roll.success ? '' : ' (the EP are spent all the same)'}; he has ${left} EP left.`,
    visibleTo: 'all',
    rolls: [roll.record],
    data: { caster: caster.id, spell: spell.id, cost: plan.cost, success: roll.success },
  });
  if (!roll.success) return { state, events };
  const applied = plan.apply({ ...table, state }, dice);
  return { state: applied.state, events: [...events, ...applied.events] };
}
