import type { Dice } from '../../../core/dice.ts';
import { KROB_COST, barredFromSwamp, strategicAllowance, type BuyableKind } from './kinds.ts';
import { areaDistances, areaOf, type StrategicPlan } from './plan.ts';
import { deployKrob, finishDeployment, reachableAreas, setCell, spawn, orderMove } from './rules.ts';
import type { PlanKrob, PlanState } from './state.ts';
import { krobName } from './names.ts';

/**
 * The bot's Krobs on the Strategic Plan, for the solitaire campaign (scenario 7, checklist 116).
 * The printed solitaire tables are on the back of the plan and lost, so this opponent is ours,
 * plain and predictable (docs/dragon-noir.md, "The solitaire Krobs"). It only gives orders the
 * rules accept (each goes through the same checks as a player's):
 * - set-up: the 30 points are spent down the rota Guard, Slayer, Warrior, Hunter (the dearest
 *   the points still allow, each type in turn), the first Guard by the Queen, the rest from the
 *   area nearest the Adventurers outward; the prisoner's cell is rolled (a d8);
 * - each game turn: a Krob in an Adventurer area holds it; a Guard in the Queen's area guards
 *   her; every other Krob that may move goes as far as it may along a shortest way to the
 *   nearest Adventurer area (ties: the plan's order of areas);
 * - reinforcements: all points spent at once, the dearest type affordable first.
 */

const ROTA: BuyableKind[] = ['guard', 'slayer', 'warrior', 'hunter'];

/** Areas by how far they lie from the nearest Adventurer area, nearest first, the plan's order breaking ties. */
function byNearness(plan: StrategicPlan, state: PlanState, krob?: PlanKrob): string[] {
  const barred = krob ? barredFromSwamp(krob) : false;
  const from = state.adventurers.map((a) => areaDistances(plan, a, (x) => barred && x.swamp));
  const d = (id: string) => Math.min(...from.map((m) => m.get(id) ?? Infinity));
  return plan.areas.map((a) => a.id).sort((a, b) => d(a) - d(b) || plan.areas.findIndex((x) => x.id === a) - plan.areas.findIndex((x) => x.id === b));
}

export function botDeploy(plan: StrategicPlan, state: PlanState, dice: Dice): PlanState {
  let s = state;
  const targets = byNearness(plan, s).filter((a) => !s.adventurers.includes(a));
  let next = 0;
  let guardHome = false;
  for (let i = 0; i < 100; i++) {
    const start = i % ROTA.length;
    const kind = [...ROTA.slice(start), ...ROTA.slice(0, start)].find((k) => KROB_COST[k] <= s.budget);
    if (!kind) break;
    const area = kind === 'guard' && !guardHome ? plan.queen : targets[next++ % targets.length]!;
    if (kind === 'guard' && !guardHome) guardHome = true;
    const placed = deployKrob(plan, s, kind, area);
    if (!placed.ok) break;
    s = placed.value.state;
  }
  const cell = dice.roll(8, 'The Krobs hide the dwarf prisoner: his cell (5.21)', "the dwarf prisoner's cell").face;
  const withCell = setCell(s, cell);
  if (withCell.ok) s = withCell.value;
  const done = finishDeployment(s);
  return done.ok ? done.value : s;
}

/** The bot's strategic orders for the coming game turn. */
export function botOrders(plan: StrategicPlan, state: PlanState): PlanState {
  let s = state;
  for (const krob of state.krobs) {
    if (strategicAllowance(krob) === 0 || state.adventurers.includes(krob.area)) continue;
    if (krob.kind === 'guard' && !krob.baby && krob.area === plan.queen) continue;
    const goal = nearestAdventurers(plan, state, krob);
    if (!goal) continue;
    const toGoal = areaDistances(plan, goal, (a) => barredFromSwamp(krob) && a.swamp);
    const reach = reachableAreas(plan, krob);
    const here = toGoal.get(krob.area) ?? Infinity;
    const best = [...reach.keys()].filter((a) => (toGoal.get(a) ?? Infinity) < here).sort((a, b) => toGoal.get(a)! - toGoal.get(b)! || reach.get(a)! - reach.get(b)!)[0];
    if (!best) continue;
    const ordered = orderMove(plan, s, krobName(krob), areaOf(plan, best)!.name);
    if (ordered.ok) s = ordered.value.state;
  }
  return s;
}

function nearestAdventurers(plan: StrategicPlan, state: PlanState, krob: PlanKrob): string | undefined {
  const dist = areaDistances(plan, krob.area, (a) => barredFromSwamp(krob) && a.swamp);
  return state.adventurers.filter((a) => dist.has(a)).sort((a, b) => dist.get(a)! - dist.get(b)!)[0];
}

export function botSpawn(plan: StrategicPlan, state: PlanState): PlanState {
  let s = state;
  for (let guard = 0; guard < 100; guard++) {
    const kind = ROTA.find((k) => KROB_COST[k] <= s.points);
    if (!kind) break;
    const born = spawn(plan, s, kind);
    if (!born.ok) {
      // That type's counters are all out: try the next cheaper one.
      const other = ROTA.filter((k) => KROB_COST[k] <= s.points && k !== kind).map((k) => spawn(plan, s, k)).find((r) => r.ok);
      if (!other?.ok) break;
      s = other.value.state;
      continue;
    }
    s = born.value.state;
  }
  return s;
}

