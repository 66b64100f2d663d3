import { hexKey, type Hex, type HexKey } from '../../hex/hex.ts';
import type { MapHex, StrategicMap } from './map/types.ts';
import type { DogState, UnitState } from './state.ts';
import type { CounterSpec, Side, UnitKind } from './units.ts';

/**
 * What the rules read besides the state: the map, the counters' printed values and the nations.
 * Built once per game module from its data; never changed by play.
 */
export interface World {
  map: StrategicMap;
  counters: ReadonlyMap<string, CounterSpec>;
  nations: ReadonlyMap<string, NationRules>;
}

/** What the rules of the war need to know of a nation (the data's nation record carries more). */
export interface NationRules {
  id: string;
  name: string;
  colour: string;
  /** One of the four knight nations (DL11 Rule 9; FACTS §1.3). */
  knight: boolean;
  /** DL11's activation ratings (GAPS §3.1); null for an area that cannot be activated. */
  activation: { whitestone: number; highlord: number } | null;
  /** Paths of the Lance's invasion numbers (B.3); null where PL gives none (the knights, the Maelstrom, areas). */
  invasion: { highlord: number; whitestone: number } | null;
  /** Its VP on the Paths of the Lance chart (invented: round(SP/12), at least 1; FACTS §1.3). */
  vp: number;
  /** Counts for victory (countries held, GAPS §3.4). */
  counts: boolean;
}

export const GROUND: ReadonlySet<UnitKind> = new Set(['infantry', 'cavalry']);
export const FLYING: ReadonlySet<UnitKind> = new Set(['air', 'dragon', 'citadel']);
/** Units with a strength that fights: armies, air armies, dragons. */
export const ARMIES: ReadonlySet<UnitKind> = new Set(['infantry', 'cavalry', 'air', 'dragon']);

export const specOf = (world: World, id: string): CounterSpec => {
  const spec = world.counters.get(id);
  if (!spec) throw new Error(`no counter ${id}`);
  return spec;
};

/** The side a counter fights for: its nation's allegiance; null while the nation is neutral. */
export function sideOf(state: DogState, world: World, id: string): Side | null {
  const nation = state.nations[specOf(world, id).nation];
  return nation && nation.allegiance !== 'neutral' ? nation.allegiance : null;
}

export const cellOf = (world: World, h: Hex): MapHex | undefined => world.map.hexes.get(hexKey(h));

/** Every counter on the map, grouped by hex. */
export function occupancy(state: DogState): Map<HexKey, UnitState[]> {
  const at = new Map<HexKey, UnitState[]>();
  for (const u of Object.values(state.units)) {
    if (!u.at) continue;
    const key = hexKey(u.at);
    const list = at.get(key);
    if (list) list.push(u);
    else at.set(key, [u]);
  }
  return at;
}

/** The current strength of a counter: its back's value when flipped. */
export function strengthOf(world: World, u: UnitState): number {
  const spec = specOf(world, u.id);
  return u.depleted && spec.depleted !== null ? spec.depleted : spec.strength;
}

export function nameOf(world: World, id: string): string {
  return specOf(world, id).name;
}
