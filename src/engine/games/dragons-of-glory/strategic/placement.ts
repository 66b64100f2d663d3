import { hexKey, type Hex } from '../../../hex/hex.ts';
import { isWater } from '../map/types.ts';
import type { DogState } from '../state.ts';
import type { Side, UnitKind } from '../units.ts';
import { cellOf, specOf, type World } from '../world.ts';
import { placesOfNation, unitSide } from './places.ts';

/**
 * Puts arriving counters on the map (a nation joining, an event's counters, a replacement) in
 * the first of the given hexes with room under DL11's stacking (Rule 5): 2 ground armies a hex,
 * 3 in a fortified city; 2 air armies (dragons among them) counted apart; leaders, wizards,
 * citadels and fleets without limit; kender with no other army; never in a hex holding the enemy;
 * fleets only in coastal hexes.
 */

type Room = 'ground' | 'air' | 'free';
const roomOf = (kind: UnitKind): Room => (kind === 'infantry' || kind === 'cavalry' ? 'ground' : kind === 'air' || kind === 'dragon' ? 'air' : 'free');

/** Where a nation's counters go when it joins: its capital, its fortified places, its cities, then its other land hexes. */
export function spotsOfNation(world: World, nation: string): Hex[] {
  const places = placesOfNation(world, nation).map((p) => p.hex);
  const taken = new Set(places.map(hexKey));
  const land = (world.map.nations.get(nation) ?? []).filter((h) => !taken.has(hexKey(h)) && !isWater(cellOf(world, h)?.terrain ?? 'sea'));
  return [...places, ...land];
}

export interface Placed {
  state: DogState;
  placed: Array<{ id: string; at: Hex }>;
  /** No hex had room: they stay off the map as they were. */
  unplaced: string[];
}

/** `overStack`: the rules name the hex and the number (the Tower's three knight armies), so the ground limit gives way. */
export function placeCounters(state: DogState, world: World, ids: readonly string[], spots: readonly Hex[], side: Side, overStack = false): Placed {
  const next = structuredClone(state);
  const placed: Placed['placed'] = [];
  const unplaced: string[] = [];
  for (const id of ids) {
    const spec = specOf(world, id);
    const at = spots.find((h) => fits(next, world, spec.kind, spec.race === 'kender', h, side, overStack));
    if (!at) {
      unplaced.push(id);
      continue;
    }
    next.units[id] = { id, at, depleted: false };
    placed.push({ id, at });
  }
  return { state: next, placed, unplaced };
}

function fits(state: DogState, world: World, kind: UnitKind, kender: boolean, h: Hex, side: Side, overStack: boolean): boolean {
  const cell = cellOf(world, h);
  if (!cell || isWater(cell.terrain)) return false;
  if (kind === 'fleet' && !cell.coastal) return false;
  const here = Object.values(state.units).filter((u) => u.at && hexKey(u.at) === hexKey(h));
  if (here.some((u) => unitSide(state, world, u.id) !== side)) return false;
  const room = roomOf(kind);
  if (room === 'free' || overStack) return true;
  const armies = here.map((u) => specOf(world, u.id)).filter((s) => roomOf(s.kind) !== 'free');
  // Kender may not stack with any other army (Rule 5).
  if (armies.some((s) => (s.race === 'kender') !== kender)) return false;
  const limit = room === 'ground' && cell.place?.kind === 'fortified-city' ? 3 : 2;
  return armies.filter((s) => roomOf(s.kind) === room).length < limit;
}
