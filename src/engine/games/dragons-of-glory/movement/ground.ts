import { hexKey, neighbours, type Hex, type HexKey } from '../../../hex/hex.ts';
import type { StepCost } from '../../../hex/path.ts';
import { isWater } from '../map/types.ts';
import type { DogState, UnitState } from '../state.ts';
import type { CounterSpec, Side } from '../units.ts';
import { cellOf, GROUND, sideOf, specOf, type World } from '../world.ts';

/**
 * What a hex and the side into it cost a counter that walks or flies (DL11 Rules 5 and 6), and
 * where it may not go. Pure answers about one step; the search over many steps is path.ts's.
 */

/** Races that pay 1 for forest (Rule 5). */
const FOREST_FOLK = new Set(['elf', 'kender']);
/** Races that may cross a mountain side on foot, at +1 (Rule 5). */
const MOUNTAIN_FOLK = new Set(['dwarf', 'ogre']);

/** Ground armies and leaders walk; air armies, dragons and citadels fly. */
export const walks = (spec: CounterSpec) => GROUND.has(spec.kind) || spec.kind === 'leader';
export const flies = (spec: CounterSpec) => spec.kind === 'air' || spec.kind === 'dragon' || spec.kind === 'citadel';

/**
 * The cost of a walking counter's step from `from` into `to` (Rule 5): 1 a hex, forest 2 (1 for
 * elves and kender), +1 across a river (a reading: a river's "2 MP" is the clear hex's 1 and 1
 * more, so forest across a river is 3), across a ford as across a river, over a bridge as on
 * dry land; a mountain side only for dwarves and ogres at +1; never a deep river but at a ford or
 * bridge, never sea, marsh or desert. Null: the step is impossible.
 */
export function walkCost(world: World, spec: CounterSpec, from: Hex, to: Hex): number | null {
  const cell = cellOf(world, to);
  if (!cell) return null;
  const t = cell.terrain;
  if (isWater(t) || t === 'marsh' || t === 'desert') return null;
  let cost = t === 'forest' && !FOREST_FOLK.has(spec.race) ? 2 : 1;
  const side = world.map.between(from, to);
  if (side.length) {
    if (side.includes('mountain-side')) {
      if (!MOUNTAIN_FOLK.has(spec.race)) return null;
      cost += 1;
    }
    const bridged = side.includes('bridge');
    if (side.includes('deep-river') && !bridged && !side.includes('ford')) return null;
    if ((side.includes('river') || side.includes('deep-river')) && !bridged) cost += 1;
  }
  return cost;
}

/**
 * A flying counter's step (Rule 6): 1 a hex over anything, +1 across a mountain side, never over
 * desert. Where it may end (land, not marsh) is checked at the end of its flight.
 */
export function flyCost(world: World, spec: CounterSpec, from: Hex, to: Hex): number | null {
  const cell = cellOf(world, to);
  if (!cell || cell.terrain === 'desert') return null;
  // A flying citadel ignores terrain (GAPS §2.4).
  if (spec.kind === 'citadel') return 1;
  return world.map.between(from, to).includes('mountain-side') ? 2 : 1;
}

/** Where a flight may end: a land hex, not marsh or desert (Rule 6). */
export function mayLand(world: World, h: Hex): boolean {
  const cell = cellOf(world, h);
  return !!cell && !isWater(cell.terrain) && cell.terrain !== 'marsh' && cell.terrain !== 'desert';
}

/** Two hexes touch for zones of control and attacks: not across a mountain side or a deep river (Rule 5). */
export function touches(world: World, a: Hex, b: Hex): boolean {
  const side = world.map.between(a, b);
  return !side.includes('mountain-side') && !(side.includes('deep-river') && !side.includes('ford') && !side.includes('bridge'));
}

/**
 * The hexes an enemy ground army's zone of control covers for `side`: every hex it touches
 * (Rule 5: a ground army exerts it; a reading: air armies, dragons, leaders and fleets do not).
 */
export function zonesOfControl(state: DogState, world: World, side: Side): Set<HexKey> {
  return remembered(zocMemo, state, side, () => computeZones(state, world, side));
}

function computeZones(state: DogState, world: World, side: Side): Set<HexKey> {
  const zoc = new Set<HexKey>();
  for (const u of Object.values(state.units)) {
    if (!u.at || u.aboard) continue;
    const spec = specOf(world, u.id);
    if (!GROUND.has(spec.kind)) continue;
    const owner = sideOf(state, world, u.id);
    if (!owner || owner === side) continue;
    for (const n of neighbours(u.at)) if (touches(world, u.at, n)) zoc.add(hexKey(n));
  }
  return zoc;
}

/** Hexes holding any counter of the other side, or of a neutral nation (never entered, Rule 5). */
export function barred(state: DogState, world: World, side: Side): Set<HexKey> {
  return remembered(barredMemo, state, side, () => computeBarred(state, world, side));
}

function computeBarred(state: DogState, world: World, side: Side): Set<HexKey> {
  const closed = new Set<HexKey>();
  for (const u of Object.values(state.units)) {
    if (!u.at || sideOf(state, world, u.id) === side) continue;
    closed.add(hexKey(u.at));
  }
  return closed;
}

/** Cavalry and leaders ignore zones of control (Rule 5); so does everything that flies (Rule 6). */
export const ignoresZoc = (spec: CounterSpec) => spec.kind === 'cavalry' || spec.kind === 'leader' || flies(spec);

export type StepRule = (from: Hex, to: Hex) => StepCost | null;

export function stepRule(world: World, spec: CounterSpec): (from: Hex, to: Hex) => number | null {
  return flies(spec) ? (f, t) => flyCost(world, spec, f, t) : (f, t) => walkCost(world, spec, f, t);
}

export type { UnitState };

/**
 * A phase of 60 moves asks for the same zones again and again. They depend only on where the
 * counters stand and which side each nation is on, so they are kept per units record (a new one is
 * made whenever a counter moves) and checked against the nations record it was made with.
 */
type Memo = WeakMap<object, { nations: object; bySide: Partial<Record<Side, Set<HexKey>>> }>;
const zocMemo: Memo = new WeakMap();
const barredMemo: Memo = new WeakMap();

function remembered(memo: Memo, state: DogState, side: Side, make: () => Set<HexKey>): Set<HexKey> {
  let entry = memo.get(state.units);
  if (!entry || entry.nations !== state.nations) memo.set(state.units, (entry = { nations: state.nations, bySide: {} }));
  return (entry.bySide[side] ??= make());
}
