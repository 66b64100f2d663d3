import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import type { Pose } from '../../../hex/footprint.ts';
import { directionTo, hexKey, neighbour, rotate, type Direction, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { horseHexes, withHorse } from '../horses/horses.ts';
import type { DnState, Horse } from '../state.ts';
import { hexesOf, unitById, withUnit } from '../units.ts';
import { horseMayEnter, livingAt, stepCost, type Table } from '../world.ts';
import { kill } from '../combat/harm.ts';

/**
 * 4.3: "When it moves, the dragon pushes back any other character found in its way, so it can
 * never be blocked." **Ours:** after each step of the Black Dragon, every living character and
 * riderless horse under its counter is pushed to the nearest place outside it where he may
 * stand and nobody else stands: first onwards, the way the dragon goes, then to either side,
 * then back; never across a wall or to ground he could not walk onto, keeping his facing. A push
 * is not a move: it costs nothing and draws no challenge. Someone with no such place on the
 * whole board (it cannot happen on a real map) is crushed.
 */

interface Pushed {
  state: DnState;
  events: GameEvent[];
}

/** The order in which the ways out are tried: onwards, the sides, then back. */
function ways(onwards: Direction | undefined): Direction[] {
  const d = onwards ?? 0;
  return [0, 1, 5, 2, 4, 3].map((t) => rotate(d, t));
}

export function pushAside(table: Table, dragonId: string, from: Pose, _dice: Dice): Pushed {
  let state = table.state;
  const events: GameEvent[] = [];
  const dragon = unitById(state, dragonId);
  const under = new Set(hexesOf(dragon).map(hexKey));
  const onwards = directionTo(from.anchor, dragon.hex!);
  const current = () => ({ ...table, state });
  for (const other of state.units) {
    if (other.id === dragonId || other.dead || !other.hex || !hexesOf(other).some((h) => under.has(hexKey(h)))) continue;
    const unit = unitById(state, other.id);
    const to = nearestFree(current(), hexesOf(unit), under, onwards, (a, b) => (unit.mounted ? horseMayEnter(current(), b) : stepCost(current(), unit, a, b).mp !== null), unit.id);
    if (!to) {
      const crushed = kill(state, unit);
      state = crushed.state;
      events.push({ type: 'pushed', text: `${unit.name} has nowhere to go from under the Black Dragon: ${crushed.text}.`, visibleTo: 'all' });
      continue;
    }
    state = withUnit(state, { ...unit, hex: to });
    events.push({ type: 'pushed', text: `The Black Dragon pushes ${unit.name} aside, ${labelOf(unit.hex!)}→${labelOf(to)} (4.3).`, visibleTo: 'all', data: { unit: unit.id, to: labelOf(to) } });
  }
  for (const horse of state.horses) {
    if (horse.dead || !horseHexes(horse).some((h) => under.has(hexKey(h)))) continue;
    const to = nearestFree(current(), horseHexes(horse), under, onwards, (_a, b) => horseMayEnter(current(), b), horse.id);
    if (!to) continue;
    const moved: Horse = { ...horse, hex: to };
    state = withHorse(state, moved);
    events.push({ type: 'pushed', text: `The Black Dragon pushes ${horse.name} aside, ${labelOf(horse.hex)}→${labelOf(to)} (4.3).`, visibleTo: 'all' });
  }
  return { state, events };
}

/**
 * The nearest shift of a counter (its hexes, the anchor first) that takes it clear of the
 * dragon into hexes nobody else holds, stepping hex by hex as `passable` allows; its new anchor.
 */
function nearestFree(table: Table, hexes: Hex[], under: Set<number>, onwards: Direction | undefined, passable: (from: Hex, to: Hex) => boolean, self: string): Hex | undefined {
  const order = ways(onwards);
  const shift = (hs: Hex[], d: Direction) => hs.map((h) => neighbour(h, d));
  const free = (hs: Hex[]) => hs.every((h) => !under.has(hexKey(h)) && livingAt(table, h).every((u) => u.id === self) && !table.state.horses.some((x) => !x.dead && x.id !== self && horseHexes(x).some((y) => hexKey(y) === hexKey(h))));
  const seen = new Set<number>([hexKey(hexes[0]!)]);
  let layer: Hex[][] = [hexes];
  for (let depth = 0; depth < 64 && layer.length; depth++) {
    const next: Hex[][] = [];
    for (const hs of layer) {
      for (const d of order) {
        const moved = shift(hs, d);
        const key = hexKey(moved[0]!);
        if (seen.has(key)) continue;
        seen.add(key);
        if (!moved.every((h, i) => passable(hs[i]!, h))) continue;
        if (free(moved)) return moved[0];
        next.push(moved);
      }
    }
    layer = next;
  }
  return undefined;
}


