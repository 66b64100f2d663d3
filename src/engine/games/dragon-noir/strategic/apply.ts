import type { Dice } from '../../../core/dice.ts';
import type { GameEvent, SeatId } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { DnState } from '../state.ts';
import { botDeploy, botOrders, botSpawn } from './bot.ts';
import { describeKrob, KIND_LABEL } from './kinds.ts';
import { krobName } from './names.ts';
import { areaOf, STRATEGIC_PLAN as plan } from './plan.ts';
import { beginGameTurn, deployKrob, finishDeployment, orderMove, setCell, spawn } from './rules.ts';
import { planOf, type PlanState } from './state.ts';
import type { Table } from '../world.ts';
import { arrivals } from './arrivals.ts';

/**
 * The Strategic Plan inside a game of the DN2 campaign: `/plan` orders answered to the Krob
 * player alone, and each new game turn moving the plan on (5.21). A plan played by the bot (the
 * solitaire campaign, scenario 7) gives its own orders as each game turn begins.
 */

const told = (seat: SeatId, text: string): GameEvent => ({ type: 'plan', text, visibleTo: [seat] });

function show(state: PlanState): string {
  const where = plan.areas
    .map((a) => ({ a, here: state.krobs.filter((k) => k.area === a.id) }))
    .filter((x) => x.here.length)
    .map((x) => `${x.a.name}: ${x.here.map((k) => `${krobName(k)}${k.baby || k.wounded ? ` (${describeKrob(k)})` : ''}`).join(', ')}`);
  const orders = state.orders.map((o) => `${krobName(state.krobs.find((k) => k.id === o.krob)!)} to ${areaOf(plan, o.to)!.name}`);
  return [
    `Strategic Plan, game turn ${state.turn}.`,
    state.deployed ? `Reinforcement points: ${state.points}.` : `Set-up: ${state.budget} of 30 points left (/plan action:deploy kind:… area:…, /plan action:cell cell:…, then /plan action:done).`,
    `Prisoner's cell: ${state.cell ?? 'not set'}.`,
    `Krobs: ${where.join('; ')}.`,
    `Orders for the next turn: ${orders.join(', ') || 'none'}.`,
  ].join(' ');
}

/** What the Krob player may do on the plan (`/plan action:`). */
export const PLAN_ACTIONS = ['deploy', 'cell', 'move', 'spawn', 'done', 'show'] as const;

/** A `/plan` order as read. */
export interface PlanOrder {
  action: (typeof PLAN_ACTIONS)[number];
  krob?: string | undefined;
  kind?: string | undefined;
  area?: string | undefined;
  cell?: number | undefined;
}

export function orderPlan(state: DnState, seat: SeatId, order: PlanOrder): Result<{ state: DnState; events: GameEvent[] }> {
  const p = planOf(state);
  if (!p) return err('/plan is for the Krobs in a game of the DN2 campaign on the Strategic Plan; this game has no plan.');
  if (seat !== p.side) return err(`Only the ${state.sides.find((s) => s.id === p.side)?.label ?? p.side} give orders on the Strategic Plan.`);
  if (p.bot) return err('The bot plays the Krobs on the plan in this solitaire game.');
  const with_ = (next: PlanState, text: string) => ok({ state: { ...state, plan: { ...p, state: next } }, events: [told(seat, text)] });
  const need = (what: string | undefined, name: string) => (what ? ok(what) : err(`/plan action:${order.action} needs ${name}.`));
  switch (order.action) {
    case 'show':
      return ok({ state, events: [told(seat, show(p.state))] });
    case 'deploy': {
      const kind = need(order.kind, 'kind: (Guard, Slayer, Warrior or Hunter)');
      const area = need(order.area, 'area:');
      if (!kind.ok) return kind;
      if (!area.ok) return area;
      const done = deployKrob(plan, p.state, kind.value, area.value);
      if (!done.ok) return done;
      return with_(done.value.state, `${krobName(done.value.krob)} waits in ${areaOf(plan, done.value.krob.area)!.name}. ${done.value.state.budget} points left.`);
    }
    case 'cell': {
      if (order.cell === undefined) return err('/plan action:cell needs cell: (1 to 8).');
      const done = setCell(p.state, order.cell);
      if (!done.ok) return done;
      return with_(done.value, `Khuzun is in cell ${order.cell}; nobody else knows.`);
    }
    case 'done': {
      const done = finishDeployment(p.state);
      if (!done.ok) return done;
      return ok({ state: { ...state, plan: { ...p, state: done.value } }, events: [told(seat, show(done.value)), { type: 'plan', text: 'The Krobs have taken their places on the Strategic Plan.', visibleTo: 'all' }] });
    }
    case 'move': {
      const krob = need(order.krob, 'krob: (which Krob)');
      const area = need(order.area, 'area: (where to)');
      if (!krob.ok) return krob;
      if (!area.ok) return area;
      const done = orderMove(plan, p.state, krob.value, area.value);
      if (!done.ok) return done;
      return with_(done.value.state, `${krobName(done.value.krob)} will move to ${areaOf(plan, done.value.to)!.name} as the next game turn begins.`);
    }
    case 'spawn': {
      const kind = need(order.kind, 'kind: (Guard, Slayer, Warrior or Hunter)');
      if (!kind.ok) return kind;
      const done = spawn(plan, p.state, kind.value);
      if (!done.ok) return done;
      return with_(done.value.state, `A ${KIND_LABEL[done.value.krob.kind]} is born by the Queen: ${krobName(done.value.krob)}. ${done.value.state.points} points left.`);
    }
  }
}

/** As a game turn begins: the plan's counter, the Krobs' moves and the calendar; then the bot's orders if it plays them. */
export function planGameTurn(table: Table, dice: Dice): { state: DnState; events: GameEvent[] } {
  const { state } = table;
  const p = planOf(state);
  if (!p) return { state, events: [] };
  let next = p.state;
  if (p.bot && !next.deployed) next = botDeploy(plan, next, dice);
  const begun = beginGameTurn(next, next.turn + 1);
  next = begun.state;
  const events: GameEvent[] = begun.lines.map((text) => ({ type: 'plan-turn', text, visibleTo: 'all' }));
  // What moved is the Krob player's to know (secrets() hides it from the rest).
  for (const m of begun.moved) events.push(told(p.side, `${krobName(m.krob)} moves from ${areaOf(plan, m.from)!.name} to ${areaOf(plan, m.to)!.name}.`));
  if (p.bot) next = botOrders(plan, botSpawn(plan, next));
  // Those that reached the battle's area come onto its map.
  const came = arrivals({ ...table, state: { ...state, plan: { ...p, state: next } } }, next.krobs.filter((k) => k.area === p.area && begun.moved.some((m) => m.krob.id === k.id)));
  return { state: came.state, events: [...events, ...came.events] };
}
