import { hexKey, sameHex, type Hex } from '../../../hex/hex.ts';
import type { Place, PlaceKind } from '../map/types.ts';
import type { DogState } from '../state.ts';
import type { CounterSpec, Side } from '../units.ts';
import { cellOf, GROUND, occupancy, sideOf, specOf, type World } from '../world.ts';

/**
 * Places as the strategic rules read them: which side holds a place, which places are fortified
 * (conquest, supply), and which hexes hold the enemy.
 */

/** Fortified cities and fortresses: what conquest takes and what supply is traced to. */
export const FORTIFIED: ReadonlySet<PlaceKind> = new Set(['fortified-city', 'fortress', 'dwarven-fortress']);

export const nationOfPlace = (world: World, place: Place): string | undefined => cellOf(world, place.hex)?.nation;

/**
 * Who holds a place: the side that occupied it last against its own nation (`state.held`),
 * otherwise its nation's side; nobody for a neutral nation's place or a place of no nation
 * never occupied.
 */
export function holderOf(state: DogState, world: World, place: Place): Side | null {
  const held = state.held[place.id];
  if (held) return held;
  const nation = nationOfPlace(world, place);
  const allegiance = nation ? state.nations[nation]?.allegiance : undefined;
  return allegiance && allegiance !== 'neutral' ? allegiance : null;
}

/** A nation's places in the order arrivals fill them: its capital, its fortified places, its other cities. */
export function placesOfNation(world: World, nation: string): Place[] {
  const rank = (p: Place) => (p.capitalOf === nation ? 0 : FORTIFIED.has(p.kind) ? 1 : 2);
  return [...world.map.places.values()].filter((p) => nationOfPlace(world, p) === nation).sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
}

export const capitalOf = (world: World, nation: string): Place | undefined => [...world.map.places.values()].find((p) => p.capitalOf === nation);

/**
 * The side a counter fights for: its own (the data gives one to the counters of no nation: the
 * wizards, the good dragons, Laurana), else its nation's; null while the nation is neutral.
 */
export const unitSide = (state: DogState, world: World, id: string): Side | null => (specOf(world, id) as CounterSpec & { side?: Side }).side ?? sideOf(state, world, id);

/** The sides with a counter in a hex. */
export function sidesIn(state: DogState, world: World, h: Hex): Set<Side> {
  const sides = new Set<Side>();
  for (const u of Object.values(state.units)) {
    if (!u.at || !sameHex(u.at, h)) continue;
    const side = unitSide(state, world, u.id);
    if (side) sides.add(side);
  }
  return sides;
}

/** The side whose ground armies stand in each hex (by hex key); a hex with both is left out. */
export function groundHolders(state: DogState, world: World): Map<number, Side> {
  const out = new Map<number, Side>();
  for (const [key, units] of occupancy(state)) {
    const sides = new Set<Side>();
    for (const u of units) {
      if (!GROUND.has(specOf(world, u.id).kind)) continue;
      const side = unitSide(state, world, u.id);
      if (side) sides.add(side);
    }
    if (sides.size === 1) out.set(key, [...sides][0]!);
  }
  return out;
}

export const keyOf = hexKey;
