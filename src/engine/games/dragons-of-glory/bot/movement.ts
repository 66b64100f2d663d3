import { distance, hexKey, type Hex, type HexKey } from '../../../hex/hex.ts';
import { reachable } from '../../../hex/path.ts';
import { flies, touches, walkCost } from '../movement/ground.ts';
import { cannotMove, reachableHexes, type MoveContext } from '../movement/plan.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import { ARMIES, cellOf, specOf, strengthOf, type World } from '../world.ts';
import { defenceOf, readBoard, type Board } from './board.ts';
import type { BotOrder } from './orders.ts';

/**
 * The bot's movement: one group of counters at a time (a stack's walkers, or its flyers), each
 * given a goal and sent to the reachable hex that serves it best.
 *
 * Goals, in order: an army in every own fortified place an enemy army could reach (the one
 * already there stays; an empty one draws the nearest group that can get in); then the nearest
 * enemy fortified place or enemy stack the group could beat with its friends; a lone leader joins
 * the nearest army. On the way a group prefers to end next to friends (the supply rule wants
 * stacks near their own), never beside an enemy far stronger than itself in the open.
 */

export interface MoveGroup {
  ids: string[];
  at: Hex;
  label: string;
  strength: number;
  armies: number;
  leaderOnly: boolean;
}

/** The groups of `side` that may still move this phase and have not been handled, in the order of their hexes. */
export function movableGroups(state: DogState, world: World, board: Board, handled: ReadonlySet<string>): MoveGroup[] {
  const groups: MoveGroup[] = [];
  for (const stack of board.ours) {
    const ids = stack.units.map((u) => u.id).filter((id) => !handled.has(id) && !cannotMove(state, world, board.side, id));
    const walkers = ids.filter((id) => !flies(specOf(world, id)));
    const flyers = ids.filter((id) => flies(specOf(world, id)));
    for (const part of [walkers, flyers]) {
      if (!part.length) continue;
      const armies = part.filter((id) => ARMIES.has(specOf(world, id).kind));
      groups.push({
        ids: part,
        at: stack.at,
        label: stack.label,
        strength: armies.reduce((s, id) => s + strengthOf(world, state.units[id]!), 0),
        armies: armies.length,
        leaderOnly: armies.length === 0,
      });
    }
  }
  return groups;
}

/**
 * The moves the bot would make for the next group, best first (the order is refused only if
 * something changed, and then the next is tried), with the group's ids so the caller marks it
 * handled. No moves: the group stays.
 */
export function nextMoves(state: DogState, world: World, side: Side, ctx: MoveContext, handled: ReadonlySet<string>, unreachable: Set<string> = new Set(), board: Board = readBoard(state, world, side)): { ids: string[]; orders: BotOrder[] } | undefined {
  const groups = movableGroups(state, world, board, handled);
  if (!groups.length) return undefined;
  // Empty threatened places first: the nearest group that can get in goes there.
  const empty = board.ownPlaces.filter((p) => board.threatened.has(hexKey(p.hex)) && !(board.stacks.get(hexKey(p.hex))?.armies));
  for (const place of empty) {
    const byDistance = groups.filter((g) => !g.leaderOnly).sort((a, b) => distance(a.at, place.hex) - distance(b.at, place.hex) || a.label.localeCompare(b.label));
    for (const g of byDistance) {
      if (distance(g.at, place.hex) > 10) break;
      // Each group's reach is asked once a step: nothing of its own changes until it moves.
      const asked = `${place.id}/${g.ids.join(',')}`;
      if (unreachable.has(asked)) continue;
      const reach = reachFor(state, world, side, g.ids, ctx);
      if (reach.some((h) => hexKey(h) === hexKey(place.hex))) return { ids: g.ids, orders: [{ verb: 'move', units: g.ids, to: world.map.label(place.hex) }] };
      unreachable.add(asked);
    }
  }
  const group = groups[0]!;
  return { ids: group.ids, orders: movesFor(state, world, side, ctx, board, group) };
}

function movesFor(state: DogState, world: World, side: Side, ctx: MoveContext, board: Board, group: MoveGroup): BotOrder[] {
  const here = board.stacks.get(hexKey(group.at))!;
  let ids = group.ids;
  // A threatened place keeps its strongest army: the others may go.
  if (board.threatened.has(here.key) && !group.leaderOnly) {
    const armiesHere = here.units.filter((u) => ARMIES.has(specOf(world, u.id).kind) && !flies(specOf(world, u.id)));
    const keeper = [...armiesHere].sort((a, b) => strengthOf(world, b) - strengthOf(world, a) || a.id.localeCompare(b.id))[0];
    if (keeper && ids.includes(keeper.id)) {
      ids = ids.filter((id) => ARMIES.has(specOf(world, id).kind) && id !== keeper.id);
      if (!ids.length) return [];
    }
  }
  const reach = reachFor(state, world, side, ids, ctx).filter((h) => !neutralHex(state, world, board, h));
  if (!reach.length) return [];
  const goal = goalOf(world, board, group);
  const walked = goal && !group.ids.some((id) => flies(specOf(world, id))) ? walkingDistances(world, group.ids[0]!, goal) : undefined;
  // Where no walk leads to the goal at all (it stands behind water, say), the straight distance guides.
  const way = walked?.has(hexKey(group.at)) ? walked : undefined;
  const score = (h: Hex) => scoreHex(world, board, group, goal, h, way);
  const stay = score(group.at);
  const ranked = reach
    .map((h) => ({ h, label: world.map.label(h), s: score(h) }))
    .filter((c) => c.s > stay)
    .sort((a, b) => b.s - a.s || a.label.localeCompare(b.label));
  return ranked.slice(0, 4).map((c) => ({ verb: 'move', units: ids, to: c.label }));
}

/**
 * The hexes a group could end its move in: the movement rules' own answer (reachableHexes), asked
 * of the counters near enough to matter. Nothing farther than the group's move (and one hex for a
 * zone of control) can bar, stop or crowd it, so the answer is the same, and far quicker on a
 * full map than asking it of every counter of the war.
 */
function reachFor(state: DogState, world: World, side: Side, ids: string[], ctx: MoveContext): Hex[] {
  const from = state.units[ids[0]!]!.at!;
  const range = Math.max(...ids.map((id) => specOf(world, id).movement)) + 1;
  const near: DogState['units'] = {};
  for (const [id, u] of Object.entries(state.units)) if (ids.includes(id) || (u.at && distance(u.at, from) <= range)) near[id] = u;
  return reachableHexes({ ...state, units: near }, world, side, ids, ctx);
}

/** The bot walks into no neutral nation but those it means to invade: entering one may bring it in against us. */
function neutralHex(state: DogState, world: World, board: Board, h: Hex): boolean {
  const nation = cellOf(world, h)?.nation;
  return !!nation && state.nations[nation]?.allegiance === 'neutral' && !board.invading.has(nation);
}

/** Where a group heads: for a lone leader the nearest friendly army; else the nearest enemy place or beatable enemy stack. */
function goalOf(world: World, board: Board, group: MoveGroup): Hex | undefined {
  const near = (hexes: Array<{ at: Hex; label: string }>) =>
    [...hexes].sort((a, b) => distance(group.at, a.at) - distance(group.at, b.at) || a.label.localeCompare(b.label))[0]?.at;
  if (group.leaderOnly) {
    // A leader's rating counts for one stack only (one leader a side), so it goes where it will
    // fight: the nearest army facing an enemy that no leader leads yet; else the nearest army.
    const armies = board.ours.filter((s) => s.armies > 0 && s.key !== hexKey(group.at));
    const front = armies.filter((s) => !s.units.some((u) => specOf(world, u.id).kind === 'leader') && board.theirs.some((t) => t.armies > 0 && distance(t.at, s.at) === 1));
    return near(front.length ? front : armies);
  }
  // The nearest enemy stack it could beat with the friends near that stack (checked nearest first: the test costs).
  const byDistance = (a: { at: Hex; label: string }, b: { at: Hex; label: string }) => distance(group.at, a.at) - distance(group.at, b.at) || a.label.localeCompare(b.label);
  const beatable = [...board.theirs].sort(byDistance).find((t) => t.armies > 0 && defenceOf(world, t) <= 2 * (group.strength + friendsNear(board, t.at, group)));
  const places = [...board.enemyPlaces, ...board.invasionGoals].map((p) => ({ at: p.hex, label: world.map.label(p.hex) }));
  return near([...places, ...(beatable ? [beatable] : [])]);
}

function friendsNear(board: Board, at: Hex, group: MoveGroup): number {
  return board.ours.filter((s) => s.key !== hexKey(group.at) && distance(s.at, at) <= 2).reduce((sum, s) => sum + s.strength, 0);
}

/**
 * How good it is for the group to end its move in `h`: nearer its goal above all; beside friends
 * (supply); in a fortified place of its own; never in the open beside an enemy more than twice
 * its strength.
 */
function scoreHex(world: World, board: Board, group: MoveGroup, goal: Hex | undefined, h: Hex, way?: ReadonlyMap<HexKey, number>): number {
  const key: HexKey = hexKey(h);
  // How far to the goal: on foot, the way round ranges and rivers; in the air, straight.
  const far = (at: Hex) => (goal ? (way ? (way.get(hexKey(at)) ?? 999) : distance(at, goal)) : 0);
  if (group.leaderOnly) return goal ? -far(h) * 10 + (board.stacks.get(key)?.armies ? 5 : 0) : 0;
  let score = goal ? -far(h) * 10 : 0;
  const friends = board.ours.some((s) => s.key !== hexKey(group.at) && s.armies > 0 && distance(s.at, h) <= 1);
  if (friends) score += 4;
  const place = cellOf(world, h)?.place;
  const own = place && board.ownPlaces.some((p) => p.id === place.id);
  if (own) score += 2;
  const enemyBeside = board.theirs.filter((t) => distance(t.at, h) === 1 && touches(world, t.at, h)).reduce((s, t) => s + t.strength, 0);
  const alongside = board.stacks.get(key)?.side === board.side ? board.stacks.get(key)!.strength : 0;
  if (!own && enemyBeside > 2 * (group.strength + alongside)) score -= 25;
  return score;
}


/**
 * The movement points from every hex to `goal` on foot for this counter, over the ground alone
 * (ranges, rivers, forests; no counters): a stack behind a ridge from its goal is not "one hex
 * away". Kept per world, counter and goal: the ground never changes.
 */
const ways = new WeakMap<World, Map<string, Map<HexKey, number>>>();
function walkingDistances(world: World, id: string, goal: Hex): Map<HexKey, number> {
  let known = ways.get(world);
  if (!known) ways.set(world, (known = new Map()));
  const key = `${id}@${hexKey(goal)}`;
  const cached = known.get(key);
  if (cached) return cached;
  const spec = specOf(world, id);
  // Searched from the goal outwards, each step costed as the walk the other way would be.
  const reach = reachable(goal, Infinity, (from, to) => {
    const mp = walkCost(world, spec, to, from);
    return mp === null ? null : { mp };
  });
  const out = new Map<HexKey, number>();
  for (const [k, c] of reach.cost) out.set(k, c.mp);
  known.set(key, out);
  return out;
}
