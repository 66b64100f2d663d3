import { hexKey, neighbours, sameHex, type Hex, type HexKey } from '../../../hex/hex.ts';
import { reachable, routeTo, type Reach } from '../../../hex/path.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { DogState } from '../state.ts';
import type { CounterSpec, Side } from '../units.ts';
import { cellOf, sideOf, specOf, type World } from '../world.ts';
import { barred, flies, ignoresZoc, mayLand, stepRule, walks, zonesOfControl } from './ground.ts';
import { stackingProblem } from './stacking.ts';

/**
 * Planning one move: a group of counters standing together goes to a hex, by the cheapest way or
 * along a path the player gives. Everything a move may not do is refused here with one line;
 * nothing changes until the plan is executed (orders.ts).
 */

export interface MoveContext {
  /** Entering a neutral nation: closed, or an invasion that ends the move there (base DL11 with activation). */
  neutral: 'closed' | 'invade';
}

export interface MovePlan {
  units: string[];
  path: Hex[];
  /** Movement points each unit spends. */
  cost: Record<string, number>;
  /** It ended in an enemy zone of control: the walkers among it may move no further this phase. */
  stopped: boolean;
  /** The neutral nation it entered, which the move invades. */
  invades?: string;
}

/** Why a counter cannot move at all now, or undefined. */
export function cannotMove(state: DogState, world: World, side: Side, id: string): string | undefined {
  const u = state.units[id];
  const spec = specOf(world, id);
  if (!u || !u.at) return `${spec.name} is not on the map.`;
  if (sideOf(state, world, id) !== side) return `${spec.name} is not yours.`;
  if (u.aboard) return `${spec.name} is aboard ${specOf(world, u.aboard).name}; it moves with it.`;
  if (spec.kind === 'fleet') return `${spec.name} is a fleet: fleets sail (sail ${spec.name} <hex>).`;
  if (spec.kind === 'wizard') return `${spec.name} is a wizard: wizards are placed with a friendly army (move ${spec.name} <hex of a friendly army>).`;
  const nation = state.nations[spec.nation];
  if (nation?.joinedOnTurn === state.turn) return `${spec.name}'s nation joined the war this turn; it moves from next turn.`;
  if (remaining(state, spec) <= 0) return `${spec.name} has no movement points left this phase.`;
  return undefined;
}

const remaining = (state: DogState, spec: CounterSpec) => spec.movement - (state.spent[spec.id] ?? 0);

/** The step rule of a group: each step costs what it costs the slowest of them; impossible if for any. */
function groupSearch(state: DogState, world: World, side: Side, specs: CounterSpec[], start: Hex, ctx: MoveContext) {
  const rules = specs.map((s) => stepRule(world, s));
  const zocBound = specs.some((s) => !ignoresZoc(s));
  const zoc = zocBound ? zonesOfControl(state, world, side) : new Set<HexKey>();
  const closed = barred(state, world, side);
  const startKey = hexKey(start);
  const startInZoc = zoc.has(startKey);
  const neutralOf = (h: Hex) => {
    const nation = cellOf(world, h)?.nation;
    return nation && state.nations[nation]?.allegiance === 'neutral' ? nation : undefined;
  };
  const budget = Math.min(...specs.map((s) => remaining(state, s)));
  const step = (from: Hex, to: Hex) => {
    const toKey = hexKey(to);
    if (closed.has(toKey)) return null;
    const fromKey = hexKey(from);
    // Zones of control: a walker that entered one stops; one that starts in one may leave only to a hex outside any.
    if (fromKey !== startKey && zoc.has(fromKey)) return null;
    if (fromKey === startKey && startInZoc && zoc.has(toKey)) return null;
    // A neutral nation is entered only to end there (an invasion), or not at all.
    if (neutralOf(from) && fromKey !== startKey) return null;
    if (neutralOf(to) && ctx.neutral === 'closed') return null;
    let mp = 0;
    for (const rule of rules) {
      const c = rule(from, to);
      if (c === null) return null;
      mp = Math.max(mp, c);
    }
    return { mp };
  };
  return { step, budget, zoc, neutralOf };
}

/** Every hex the group could end a move in, for autocomplete and the "Reachable:" line. */
export function reachableHexes(state: DogState, world: World, side: Side, ids: string[], ctx: MoveContext): Hex[] {
  const specs = ids.map((id) => specOf(world, id));
  const start = state.units[ids[0]!]!.at!;
  const { step, budget } = groupSearch(state, world, side, specs, start, ctx);
  const reach = reachable(start, budget, (f, t) => step(f, t));
  const out: Hex[] = [];
  for (const { hex } of reach.cost.values()) {
    if (sameHex(hex, start)) continue;
    if (specs.some(flies) && !mayLand(world, hex)) continue;
    if (stackingProblem(state, world, hex, ids)) continue;
    out.push(hex);
  }
  return out;
}

/** Plans the move of `ids` (all in one hex) to the last hex of `path` (the cheapest way if only the goal is given). */
export function planMove(state: DogState, world: World, side: Side, ids: string[], path: Hex[], ctx: MoveContext): Result<MovePlan> {
  if (!ids.length) return err('Name the counters to move, or the hex they stand in.');
  for (const id of ids) {
    const why = cannotMove(state, world, side, id);
    if (why) return err(why);
  }
  const start = state.units[ids[0]!]!.at!;
  const apart = ids.find((id) => !sameHex(state.units[id]!.at!, start));
  if (apart) return err(`${specOf(world, apart).name} is not in ${world.map.label(start)} with ${specOf(world, ids[0]!).name}: a move takes counters from one hex.`);
  const specs = ids.map((id) => specOf(world, id));
  const walkersAndFlyers = specs.some(walks) && specs.some(flies);
  if (walkersAndFlyers) return err('Walkers and flyers move apart: move the air armies and dragons in a line of their own.');
  if (!path.length) return err('Say where to: a hex such as 1823a, or a path of hexes.');
  const goal = path[path.length - 1]!;
  if (sameHex(goal, start)) return err(`${world.map.label(goal)} is where they stand already.`);
  const { step, budget, neutralOf } = groupSearch(state, world, side, specs, start, ctx);
  let route: Hex[] | undefined;
  let spentMp = 0;
  if (path.length === 1) {
    const reach: Reach = reachable(start, budget, (f, t) => step(f, t), goal);
    route = routeTo(reach, goal);
    if (!route) return err(unreachable(state, world, side, ids, goal, ctx, budget));
    spentMp = reach.cost.get(hexKey(goal))!.mp;
  } else {
    const full = sameHex(path[0]!, start) ? path : [start, ...path];
    for (let i = 1; i < full.length; i++) {
      const from = full[i - 1]!;
      const to = full[i]!;
      if (!neighbours(from).some((n) => sameHex(n, to))) return err(`${world.map.label(from)} and ${world.map.label(to)} do not touch: a path goes hex by hex.`);
      const s = step(from, to);
      if (!s) return err(`The path cannot go from ${world.map.label(from)} into ${world.map.label(to)}: ${whyNot(state, world, side, specs, from, to)}.`);
      spentMp += s.mp;
    }
    if (spentMp > budget) return err(`That path costs ${spentMp} movement points; they have ${budget}.`);
    route = full;
  }
  if (specs.some(flies) && !mayLand(world, goal)) return err(`A flight ends on land (not sea, marsh or desert); ${world.map.label(goal)} is ${cellOf(world, goal)?.terrain ?? 'off the map'}.`);
  const stacking = stackingProblem(state, world, goal, ids);
  if (stacking) return err(stacking);
  const cost: Record<string, number> = {};
  for (const s of specs) cost[s.id] = spentMp;
  const zoc = zonesOfControl(state, world, side);
  const stopped = specs.some((s) => !ignoresZoc(s)) && zoc.has(hexKey(goal));
  const invades = neutralOf(goal);
  return ok({ units: ids, path: route, cost, stopped, ...(invades ? { invades } : {}) });
}

function whyNot(state: DogState, world: World, side: Side, specs: CounterSpec[], from: Hex, to: Hex): string {
  const cell = cellOf(world, to);
  if (!cell) return 'it is off the map';
  if (barred(state, world, side).has(hexKey(to))) return 'the enemy holds it';
  const who = specs.find((s) => stepRule(world, s)(from, to) === null);
  if (who) return `${who.name} cannot cross there (${cell.terrain}${describeSide(world, from, to)})`;
  return 'an enemy zone of control stops the move before it';
}

function describeSide(world: World, from: Hex, to: Hex): string {
  const side = world.map.between(from, to);
  return side.length ? `, across a ${side.join(' and ')}` : '';
}

function unreachable(state: DogState, world: World, side: Side, ids: string[], goal: Hex, ctx: MoveContext, budget: number): string {
  const label = world.map.label(goal);
  if (!cellOf(world, goal)) return `${label} is off the map.`;
  const options = reachableHexes(state, world, side, ids, ctx);
  const sample = options.slice(0, 12).map((h) => world.map.label(h)).join(', ');
  return `${label} is out of reach with ${budget} movement points (terrain, rivers, mountains, the enemy and its zones of control). Reachable: ${sample || 'nowhere'}${options.length > 12 ? `, and ${options.length - 12} more` : ''}.`;
}
