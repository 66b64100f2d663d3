import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { hexKey, neighbours, type Hex } from '../../../hex/hex.ts';
import { reachable } from '../../../hex/path.ts';
import { isWater } from '../map/types.ts';
import type { DogState, UnitState } from '../state.ts';
import { otherSide, type Side } from '../units.ts';
import { cellOf, GROUND, nameOf, occupancy, specOf, strengthOf, type World } from '../world.ts';
import { copyOf, SIDE_NAMES, type Outcome } from './outcome.ts';
import { FORTIFIED, holderOf, unitSide } from './places.ts';

/**
 * Supply, from "More Dragons of Glory" (DRAGON #107), as FACTS §1.2.3 reads it; an option, off in
 * base DL11. Only a stack of 2 or more ground armies needs supply (a lone army forages; leaders,
 * air armies, dragons and ships are exempt). It traces a path of any length over land to a
 * friendly fortress or fortified city: never into a hex holding the enemy, nor into a hex next to
 * an enemy unit unless a friendly unit stands in it, nor across a mountain side (a pass's
 * corridor has none). A stack that cannot loses all but one of its armies to the pool, the
 * owner choosing which stays ("the units" the text names to be removed).
 *
 * Readings: "next to" does not reach across a mountain side or a deep river (no adjacency there,
 * Rule 5); rivers do not stop supply, only mountain sides; every enemy counter on the map counts
 * as an enemy unit; armies aboard a ship or a citadel form no stack; the armies sent to the pool
 * count as strength lost. In [DR] winter (`passesClosed`) pass hexes carry no supply.
 */

export interface SupplyOptions {
  /** The owner's choice: for a stack's hex (by label), the army that stays. By default the strongest does. */
  keep?: Readonly<Record<string, string>>;
  passesClosed?: boolean;
}

const noAdjacency = (features: readonly string[]) => features.includes('mountain-side') || features.includes('deep-river');

/** Whether a stack of `side` at `from` can trace supply. */
export function inSupply(state: DogState, world: World, side: Side, from: Hex, passesClosed = false): boolean {
  const enemy = otherSide(side);
  const sidesAt = new Map<number, Set<Side>>();
  for (const [key, units] of occupancy(state)) {
    const sides = new Set<Side>();
    for (const u of units) {
      const s = unitSide(state, world, u.id);
      if (s) sides.add(s);
    }
    sidesAt.set(key, sides);
  }
  const has = (h: Hex, s: Side) => sidesAt.get(hexKey(h))?.has(s) ?? false;
  const nextToEnemy = (h: Hex) => neighbours(h).some((n) => has(n, enemy) && !noAdjacency(world.map.between(h, n)));
  const open = (h: Hex) => {
    const cell = cellOf(world, h);
    if (!cell || isWater(cell.terrain) || (passesClosed && cell.terrain === 'pass')) return false;
    if (has(h, enemy)) return false;
    return has(h, side) || !nextToEnemy(h);
  };
  const isSource = (h: Hex) => {
    const place = cellOf(world, h)?.place;
    return place !== undefined && FORTIFIED.has(place.kind) && holderOf(state, world, place) === side;
  };
  const reach = reachable(from, Infinity, (a, b) => (open(b) && !world.map.between(a, b).includes('mountain-side') ? { mp: 1 } : null));
  return [...reach.cost.values()].some((c) => isSource(c.hex));
}

/** Each stack of `side` out of supply keeps one army; the rest go to the pool. */
export function checkSupply(state: DogState, world: World, side: Side, options: SupplyOptions = {}): Result<Outcome> {
  const stacks: Array<{ hex: Hex; label: string; armies: UnitState[] }> = [];
  for (const units of occupancy(state).values()) {
    const armies = units.filter((u) => !u.aboard && GROUND.has(specOf(world, u.id).kind) && unitSide(state, world, u.id) === side);
    if (armies.length >= 2) stacks.push({ hex: armies[0]!.at!, label: world.map.label(armies[0]!.at!), armies });
  }
  for (const [label, id] of Object.entries(options.keep ?? {})) {
    const stack = stacks.find((s) => s.label === label.toLowerCase());
    if (!stack) return err(`There is no stack of ${SIDE_NAMES[side]} at ${label} to keep an army in.`);
    if (!stack.armies.some((u) => u.id === id)) return err(`${label} holds no army "${id}" of ${SIDE_NAMES[side]}: ${stack.armies.map((u) => u.id).join(', ')}.`);
  }
  const keep = new Map(Object.entries(options.keep ?? {}).map(([label, id]) => [label.toLowerCase(), id]));
  const next = copyOf(state);
  const events: GameEvent[] = [];
  for (const stack of stacks) {
    if (inSupply(state, world, side, stack.hex, options.passesClosed)) continue;
    const strongest = [...stack.armies].sort((a, b) => strengthOf(world, b) - strengthOf(world, a) || a.id.localeCompare(b.id))[0]!;
    const stays = keep.get(stack.label) ?? strongest.id;
    const gone = stack.armies.filter((u) => u.id !== stays);
    for (const u of gone) {
      next.lost[side] = (next.lost[side] ?? 0) + strengthOf(world, u);
      next.units[u.id] = { id: u.id, at: null, off: 'pool', depleted: u.depleted };
    }
    events.push(
      publicEvent('dog-supply', `Out of supply at ${stack.label}: ${gone.map((u) => nameOf(world, u.id)).join(', ')} ${gone.length === 1 ? 'goes' : 'go'} to the pool; ${nameOf(world, stays)} stays.`, {
        data: { side, hex: stack.label, pool: gone.map((u) => u.id), stays },
      }),
    );
  }
  return ok({ state: next, events });
}
