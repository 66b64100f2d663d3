import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { adjacent, type Hex } from '../../../hex/hex.ts';
import { poseHexes } from '../../../hex/two-hex.ts';
import { settle } from '../combat/aftermath.ts';
import { horseHexes, ledBy, withHorse } from './horses.ts';
import { checkPickups, leaderAllows, letGo, placeLed, readLead } from './leading.ts';
import { executeMove, planMove } from '../movement/on-foot.ts';
import { executeRide, parseFacing, planRide } from './riding.ts';
import type { DnState, Unit } from '../state.ts';
import { isStanding, unitById, withUnit } from '../units.ts';
import type { Table } from '../world.ts';

/**
 * `/move` for riders and for men leading horses: plans the ride or the walk, checks that led
 * horses can follow and will have room, then moves and puts the horses behind their leader.
 */

export interface HorseMoveOrder {
  facing?: string;
  jump?: boolean;
  lead?: string;
}

/** Whether `/move` needs this module rather than the plain walk. */
export function needsHorseMove(state: DnState, unit: Unit, order: HorseMoveOrder): boolean {
  return unit.mounted || order.lead !== undefined || order.facing !== undefined || order.jump !== undefined || ledBy(state, unit.id).length > 0;
}

export function moveWithHorses(table: Table, unit: Unit, to: Hex, via: Hex[], order: HorseMoveOrder, dice: Dice): Result<{ state: DnState; events: GameEvent[] }> {
  if (!unit.mounted && (order.facing !== undefined || order.jump !== undefined)) {
    return err(`${unit.name} is on foot: facing: and jump: are for riders.`);
  }
  const lead = readLead(table, unit, order.lead);
  if (!lead.ok) return lead;
  let current = table;
  const events: GameEvent[] = [];
  if (lead.value.release) {
    const released = letGo(current.state, unit);
    current = { ...current, state: released.state };
    events.push(...released.events);
  }
  const { kept, taken } = lead.value;
  const facing = order.facing === undefined ? undefined : parseFacing(order.facing);
  if (order.facing !== undefined && facing === undefined) return err(`A horse faces N, NE, SE, S, SW or NW, not ${order.facing}.`);
  // Plan, and see where the route passes, before anything is rolled.
  let counters: Hex[][];
  let end: Unit;
  let trail: Hex[];
  let run: () => { state: DnState; events: GameEvent[]; counters: Hex[][]; trail: Hex[] };
  if (unit.mounted) {
    const plan = planRide(current, unit, to, facing, { via, jump: order.jump === true });
    if (!plan.ok) return plan;
    counters = plan.value.states.map((s) => poseHexes(s.pose));
    const last = plan.value.states[plan.value.states.length - 1]!.pose;
    end = { ...unit, hex: last.head, facing: last.facing };
    trail = counters.flatMap((c) => [...c].reverse());
    run = () => {
      const ridden = executeRide(current, unit.id, plan.value, dice);
      return { state: ridden.state, events: ridden.events, counters: ridden.counters, trail: ridden.counters.flatMap((c) => [...c].reverse()) };
    };
  } else {
    const plan = planMove(current, unit, to, via, undefined, leaderAllows(current, kept));
    if (!plan.ok) return plan;
    counters = plan.value.path.map((h) => [h]);
    end = { ...unit, hex: to };
    trail = plan.value.path;
    run = () => {
      const walked = executeMove(current, unit.id, plan.value.path, dice);
      return { state: walked.state, events: walked.events, counters: walked.path.map((h) => [h]), trail: walked.path };
    };
  }
  const picked = checkPickups(current, unit, taken, counters);
  if (!picked.ok) return picked;
  const horses = [...kept, ...taken];
  if (horses.length) {
    const rehearsal = placeLed({ ...current, state: withUnit(current.state, end) }, unit.id, trail, horses);
    if (!rehearsal.ok) return rehearsal;
  }
  const moved = run();
  let state = moved.state;
  events.push(...moved.events);
  const leader = unitById(state, unit.id);
  if (horses.length && isStanding(leader)) {
    // A move cut short (a wound on the way) takes up only the horses it passed.
    const following = horses.filter((h) => kept.includes(h) || moved.counters.some((c) => c.some((x) => horseHexes(h).some((y) => adjacent(x, y)))));
    const placed = placeLed({ ...current, state }, unit.id, moved.trail, following);
    if (placed.ok) {
      state = placed.value.state;
      events.push(...placed.value.events);
    } else {
      for (const h of following) state = withHorse(state, { ...h, ledBy: null });
      events.push({ type: 'led', text: `${placed.error.replace(/; choose.*$/, '')}: ${leader.name} lets go.`, visibleTo: 'all' });
    }
  }
  const settled = settle({ ...current, state }, dice);
  return ok({ state: settled.state, events: [...events, ...settled.events] });
}
