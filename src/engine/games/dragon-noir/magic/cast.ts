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
import { castingRoll } from './casting.ts';
import { counterAgainst, describeCounter, type CounterOffer } from './counterspell.ts';
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

/** How a cast resumed from the counterspell window was answered: who counters, or nobody. */
export interface Answer {
  counterer: string | null;
}

export function orderCast(table: Table, seat: SeatId, order: CastOrder, dice: Dice, answer?: Answer): Result<Outcome> {
  const planned = planCast(table, seat, order);
  if (!planned.ok) return planned;
  const { ctx, plan } = planned.value;
  const target = plan.reach.length ? plan.reach : [ctx.at];
  const counter: CounterOffer | undefined = answer ? (answer.counterer ? counterAgainst(table, seat, plan, target, answer.counterer) : undefined) : counterAgainst(table, seat, plan, target);
  if (counter && counter.order.ask && table.state.options.reactionWindow && !answer) return ok(askCounter(table, seat, order, ctx, plan, counter));
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

/** The counterspell window: the cast waits, before any roll, for the counterer's side to answer. */
function askCounter(table: Table, seat: SeatId, order: CastOrder, ctx: CastContext, plan: SpellPlan, counter: CounterOffer): Outcome {
  const { state } = table;
  const pending: PendingCast = { seat, order: { ...order, caster: ctx.caster.id }, counterer: counter.counterer.id, asked: counter.order.owner };
  const next: DnState = { ...state, magic: { ...state.magic, pending: { ...pending, window: counterWindow(state, pending) } } };
  const text = `${ctx.caster.name} begins to cast ${plan.what}; the ${sideLabel(state, counter.order.owner)} are asked whether they counter it.`;
  return { state: next, events: [{ type: 'cast-waits', text, visibleTo: 'all', data: { caster: ctx.caster.id, spell: ctx.spell.id } }] };
}

/**
 * The counterspell window (3.3 by post, option reactionWindow): the counterer's side alone is
 * asked; if it stays silent, the standing order does what it was set to do: it counters. The
 * question and that default are stored with the window (core/standing.ts); a window stored
 * without them is read afresh.
 */
export function counterWindow(state: DnState, pending: PendingCast): AnswerWindow {
  if (pending.window) return pending.window;
  const caster = unitById(state, pending.order.caster);
  const counterer = unitById(state, pending.counterer);
  const spell = findSpell(pending.order.spell);
  const prompt = `${caster.name} is casting ${spell?.name ?? pending.order.spell}: does ${counterer.name} counter it? /counterspell answer:yes or answer:no`;
  return openWindow({ seat: pending.asked, prompt, verb: 'counterspell', silence: { answer: true }, standing: pending.counterer });
}

/** The question the counterspell window asks, for the decision prompt. */
export function counterPrompt(state: DnState): string | undefined {
  const pending = state.magic.pending;
  return pending ? counterWindow(state, pending).prompt : undefined;
}

/** `/counterspell answer:yes|no`: answers the window, and the cast goes on. */
export function answerCounter(table: Table, seat: SeatId, yes: boolean, dice: Dice): Result<Outcome> {
  const pending = table.state.magic.pending;
  if (!pending || pending.asked !== seat) return err('No spell is waiting for your answer.');
  const cleared: Table = { ...table, state: { ...table.state, magic: { ...table.state.magic, pending: null } } };
  const events: GameEvent[] = yes ? [] : [{ type: 'counter-held', text: `The ${sideLabel(table.state, seat)} let the spell be cast.`, visibleTo: 'all' }];
  const cast = orderCast(cleared, pending.seat, pending.order, dice, { counterer: yes ? pending.counterer : null });
  if (!cast.ok) {
    // Nothing has changed since the cast was checked; should it fail now, the cast lapses unpaid.
    return ok({ state: cleared.state, events: [...events, { type: 'cast-lapsed', text: `The spell cannot be cast after all: ${cast.error}`, visibleTo: 'all' }] });
  }
  return ok({ state: cast.value.state, events: [...events, ...cast.value.events] });
}

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
    const roll = castingRoll(dice, `Counterspell: ${counterer.name} against ${caster.name}'s ${spell.name}`, counter.book.level, cost, reach.modifier);
    state = withBook(state, { ...bookOf(state, counterer.id)!, counterInPlayerTurn: state.playerTurn });
    state = spend(state, counterer.id, cost);
    countered = roll.success;
    const left = bookOf(state, counterer.id)!.ep;
    events.push({
      type: 'counterspell',
      text: `${counterer.name} counters ${caster.name}'s ${plan.what} at ${cost} EP (standing order: ${describeCounter(state, counter.order).replace(`${counterer.name} `, '')}): ${roll.text}; ${counterer.name} has ${left} EP left.`,
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
  const roll = castingRoll(dice, `Spell: ${caster.name} casts ${spell.name}`, book.level, plan.cost, reach);
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
