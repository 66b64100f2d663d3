import { err, ok, type Result } from '../../../core/result.ts';
import { distance, hexKey, neighbours, type Hex, type HexKey } from '../../../hex/hex.ts';
import type { MapHex, Place, StrategicMap } from '../map/types.ts';
import type { CounterSpec, Side } from '../units.ts';
import type { Counter } from './counters.ts';
import type { NationSpec } from './nations.ts';
import { resolveForces, type ResolvedForce, type ScenarioSpec, type SetupPlace } from './scenarios.ts';

/**
 * Turns a scenario's set-up places (a nation or area, its hexes next to another nation, a named
 * place) into hexes on a given map, the same way every time: in each area the capital and the
 * fortified places first, then its other land hexes nearest the capital. The stacking limits of
 * DL11 Rule 5 are kept: 2 ground armies a hex (3 in a fortified city), 2 air, leaders and ships
 * unlimited, ships only in a port or a coastal hex, kender never with another army type. No hex
 * takes counters of both sides. Every force is placed in the scenario's order, so a side's hexes
 * are the same whether one side or both are asked for.
 */

type Slot = 'ground' | 'air' | 'fleet' | 'leader' | 'wizard';

const slotOf = (c: CounterSpec): Slot => {
  switch (c.kind) {
    case 'infantry':
    case 'cavalry':
      return 'ground';
    case 'air':
    case 'dragon':
    case 'citadel':
      return 'air';
    case 'fleet':
      return 'fleet';
    case 'leader':
      return 'leader';
    case 'wizard':
      return 'wizard';
  }
};
/** Armies first (they are what the limits bind), then the counters that join them. */
const SLOT_ORDER: readonly Slot[] = ['ground', 'air', 'fleet', 'leader', 'wizard'];

const FORTIFIED: ReadonlySet<Place['kind']> = new Set(['fortress', 'fortified-city', 'dwarven-fortress']);

interface HexUse {
  side: Side;
  ground: number;
  air: number;
  /** 'kender' when its armies are kender, 'other' when they are not; unset while it holds no army. */
  armies?: 'kender' | 'other';
  /** Which forces have an army here, so a force's leaders join its own armies. */
  forces: Set<number>;
}

export function placeScenario(map: StrategicMap, counters: readonly Counter[], nations: readonly NationSpec[], scenario: ScenarioSpec, side?: Side): Result<Record<string, Hex>> {
  const forces = resolveForces(scenario, counters, nations);
  if (!forces.ok) return forces;
  return placeForces(map, counters, forces.value, side, scenario.id);
}

/** Places resolved forces; with `side`, returns only that side's counters. */
export function placeForces(map: StrategicMap, counters: readonly CounterSpec[], forces: readonly ResolvedForce[], side?: Side, label = 'set-up'): Result<Record<string, Hex>> {
  const byId = new Map(counters.map((c) => [c.id, c]));
  const use = new Map<HexKey, HexUse>();
  const out: Record<string, Hex> = {};
  for (const [f, force] of forces.entries()) {
    const candidates = candidatesFor(map, force.place);
    if (!candidates.ok) return err(`${label}: ${candidates.error}`);
    const unknown = force.counters.find((id) => !byId.has(id));
    if (unknown) return err(`${label}: ${unknown} is no counter.`);
    const ordered = [...force.counters].sort((a, b) => SLOT_ORDER.indexOf(slotOf(byId.get(a)!)) - SLOT_ORDER.indexOf(slotOf(byId.get(b)!)));
    for (const id of ordered) {
      const c = byId.get(id)!;
      const hex = choose(map, use, candidates.value, c, force.side, f);
      if (!hex) return err(`${label}: no room for ${id} ${describe(force.place)} (${LIMITS[slotOf(c)]}).`);
      const key = hexKey(hex.hex);
      const u = use.get(key) ?? { side: force.side, ground: 0, air: 0, forces: new Set<number>() };
      const slot = slotOf(c);
      if (slot === 'ground') u.ground++;
      if (slot === 'air') u.air++;
      if (slot === 'ground' || slot === 'air') {
        u.armies = c.race === 'kender' ? 'kender' : 'other';
        u.forces.add(f);
      }
      use.set(key, u);
      if (!side || force.side === side) out[id] = hex.hex;
    }
  }
  return ok(out);
}

const LIMITS: Record<Slot, string> = {
  ground: '2 ground armies a hex, 3 in a fortified city, kender alone, on land an army may enter',
  air: '2 air units a hex, kender alone, on land; a citadel at a fortress or fortified city',
  fleet: 'ships in a port or a coastal hex',
  leader: 'leaders on land',
  wizard: 'wizards on land',
};

function describe(p: SetupPlace): string {
  if ('at' in p) return `at ${p.at}`;
  const where = [p.in].flat().join(' or ');
  return p.adjacentTo ? `in ${where} next to ${p.adjacentTo}` : `in ${where}`;
}

const ENTERABLE = (h: MapHex): boolean => h.terrain !== 'sea' && h.terrain !== 'maelstrom' && h.terrain !== 'marsh' && h.terrain !== 'desert';

function choose(map: StrategicMap, use: Map<HexKey, HexUse>, candidates: readonly MapHex[], c: CounterSpec, side: Side, force: number): MapHex | undefined {
  const slot = slotOf(c);
  const usable = (h: MapHex): boolean => {
    const u = use.get(hexKey(h.hex));
    if (u && u.side !== side) return false;
    if (slot === 'fleet') return h.place?.port === true || h.coastal;
    if (!ENTERABLE(h)) return false;
    if (slot === 'leader' || slot === 'wizard') return true;
    if (u?.armies && (u.armies === 'kender') !== (c.race === 'kender')) return false;
    // An army is never set up where it could not walk out: a mountain hex is closed to all but dwarves and ogres.
    if (slot === 'ground' && h.terrain === 'mountain' && c.race !== 'dwarf' && c.race !== 'ogre') return false;
    if (slot === 'ground') return (u?.ground ?? 0) < (h.place?.kind === 'fortified-city' ? 3 : 2);
    if (c.kind === 'citadel' && !(h.place && (h.place.kind === 'fortress' || h.place.kind === 'fortified-city'))) return false;
    return (u?.air ?? 0) < 2;
  };
  if (slot === 'fleet') {
    // A port first: ships load armies there.
    return candidates.find((h) => h.place?.port && usable(h)) ?? candidates.find(usable);
  }
  if (slot === 'leader' || slot === 'wizard') {
    // With the armies of its own force, else of its side, else where the force sets up.
    return (
      candidates.find((h) => use.get(hexKey(h.hex))?.forces.has(force) && usable(h)) ??
      [...use.entries()].filter(([, u]) => u.side === side && u.forces.size > 0).map(([k]) => map.hexes.get(k)!).find((h) => h && usable(h)) ??
      candidates.find(usable)
    );
  }
  return candidates.find(usable);
}

/** Every hex a place offers, in the order they are filled. */
function candidatesFor(map: StrategicMap, p: SetupPlace): Result<MapHex[]> {
  if ('at' in p) {
    const place = map.places.get(p.at);
    if (!place) return err(`the map has no place ${p.at}.`);
    const home = map.hexes.get(hexKey(place.hex))!;
    const around = home.nation ? hexesOf(map, home.nation) : spiralOf(map, place.hex, 2);
    return ok(byDistance(around, place.hex, home));
  }
  const out: MapHex[] = [];
  for (const id of [p.in].flat()) {
    let hexes = hexesOf(map, id);
    if (hexes.length === 0) return err(`the map has no hexes of ${id}.`);
    let anchor = anchorOf(map, id, hexes);
    if (p.adjacentTo) {
      const other = new Set((map.nations.get(p.adjacentTo) ?? map.areas.get(p.adjacentTo) ?? []).map(hexKey));
      if (other.size === 0) return err(`the map has no hexes of ${p.adjacentTo}.`);
      hexes = hexes.filter((h) => neighbours(h.hex).some((n) => other.has(hexKey(n))));
      if (hexes.length === 0) return err(`no hex of ${id} touches ${p.adjacentTo}.`);
      anchor = anchorOf(map, p.adjacentTo, [...other].map((k) => map.hexes.get(k)!));
    }
    const capital = hexes.find((h) => h.place?.capitalOf === id);
    const fortified = byDistance(hexes.filter((h) => h.place && FORTIFIED.has(h.place.kind) && h !== capital), anchor);
    const cities = byDistance(hexes.filter((h) => h.place && !FORTIFIED.has(h.place.kind) && h !== capital), anchor);
    const rest = byDistance(hexes.filter((h) => !h.place), anchor);
    out.push(...(capital ? [capital] : []), ...fortified, ...cities, ...rest);
  }
  return ok(out);
}

function hexesOf(map: StrategicMap, id: string): MapHex[] {
  return (map.nations.get(id) ?? map.areas.get(id) ?? []).map((h) => map.hexes.get(hexKey(h))!).filter((h) => h !== undefined);
}

function spiralOf(map: StrategicMap, centre: Hex, radius: number): MapHex[] {
  return [...map.hexes.values()].filter((h) => distance(h.hex, centre) <= radius);
}

/** Its capital, else its first fortified place, else its first hex. */
function anchorOf(map: StrategicMap, id: string, hexes: readonly MapHex[]): Hex {
  const capital = [...map.places.values()].find((p) => p.capitalOf === id);
  if (capital) return capital.hex;
  return (hexes.find((h) => h.place && FORTIFIED.has(h.place.kind)) ?? hexes[0]!).hex;
}

/** Nearest first; ties by column then row, so the order never depends on the map's listing. */
function byDistance(hexes: readonly MapHex[], from: Hex, first?: MapHex): MapHex[] {
  const sorted = [...hexes].filter((h) => h !== first).sort((a, b) => distance(a.hex, from) - distance(b.hex, from) || a.hex.q - b.hex.q || a.hex.r - b.hex.r);
  return first ? [first, ...sorted] : sorted;
}

/** Where a scenario's markers stand: the first hex their place offers. */
export function placeMarkers(map: StrategicMap, scenario: ScenarioSpec): Result<Record<string, Hex>> {
  const out: Record<string, Hex> = {};
  for (const m of scenario.markers) {
    const candidates = candidatesFor(map, m.place);
    if (!candidates.ok) return err(`${scenario.id}: ${candidates.error}`);
    const hex = candidates.value.find(ENTERABLE);
    if (!hex) return err(`${scenario.id}: no land ${describe(m.place)} for the ${m.id}.`);
    out[m.id] = hex.hex;
  }
  return ok(out);
}
