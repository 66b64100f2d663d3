import { hexKey, type Hex } from '../../../hex/hex.ts';
import type { PassMap } from './types.ts';

/**
 * The places an event or a table of the seed names, which every map of the pass must hold, by the
 * plainest kebab-case id of the seed's English name. The random events and tables read them by
 * these ids. (The tables' own list, `PLACES_NAMED_BY_TABLES` in ../tables/, may replace this one.)
 */
export const MAP_PLACE_IDS = [
  // Events 32, 33, 36, 44: the Lunar Empire along the north edge, its exits west and east.
  'lunar-empire',
  'lunar-edge',
  'west-exit',
  'east-exit',
  // Event 32 (Revolt in the Redlands): out by the north or west edge; event 33 (the provinces): north or east.
  'redlands',
  'lunar-provinces',
  // Event 43 (Problems in Prax): out by the east edge.
  'prax',
  // Events 21-26: the hex on the east edge with the giant symbol.
  'giant-hex',
  // Events 31 and 42: the Temple in Dragon Pass, where the Twin Stars appear.
  'temple-of-the-reaching-moon',
  // Events 34, 45-46: Sartar, its fortresses, Stone Cross on the south edge.
  'sartar',
  'stone-cross',
  // Major Independents Table: each territory and capital (events 12, 51-56, 61-66 name the same independents).
  'dragonewt-cities',
  'dragonewt-city-1',
  'dragonewt-city-2',
  'dragonewt-city-3',
  'dragonewt-city-4',
  'dragonewt-city-5',
  'dragonewt-city-6',
  'dragonewt-city-7',
  'dragonewt-city-8',
  'black-horse-country',
  'muse-roost',
  'cragspiders-mountain',
  'cliffhome',
  'wintertop-mountain',
  'wintertop',
  'beasts-valley',
  'wild-temple',
  'grazelands',
  'rich-post',
  // Dwarf Luck Table: an emissary goes to the Dwarf.
  'dwarf-mine',
] as const;
export type MapPlaceId = (typeof MAP_PLACE_IDS)[number];

/** Which side's fortresses each of events 35 and 45-46 strikes: the fortresses inside its home territory. */
export const HOME_TERRITORY = { lunar: 'lunar-empire', sartar: 'sartar' } as const;
export type Side = keyof typeof HOME_TERRITORY;

/** The ids a map lacks, in the order asked: an empty list when it holds every one. */
export function missingPlaces(map: PassMap, ids: readonly string[]): string[] {
  return ids.filter((id) => !map.places.has(id));
}

/** Whether a hex belongs to a place (false for a place the map lacks). */
export function inPlace(map: PassMap, id: string, h: Hex): boolean {
  return map.hexes.get(hexKey(h))?.places.includes(id) ?? false;
}

/** The fortress hexes inside a side's home territory (events 35, 45-46). */
export function fortressesOf(map: PassMap, side: Side): Hex[] {
  return [...map.hexes.values()].filter((cell) => cell.structure?.kind === 'fortress' && cell.places.includes(HOME_TERRITORY[side])).map((cell) => cell.hex);
}
