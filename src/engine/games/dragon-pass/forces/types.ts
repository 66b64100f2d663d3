import type { MapPlaceId } from '../map/places.ts';

/**
 * The counters of the two battalia (the game's word for a side's force list, FACTS §3.2) and of
 * the independents. The printed counter sheets are in no public source, so every factor is ours
 * (`source: 'invented'`) until a group with the printed game swaps its values in
 * (`'printed-counters'`); what a text does say of a counter is cited in its `text`.
 */
export const FORCE_SOURCES = ['invented', 'printed-counters'] as const;
export type ForceSource = (typeof FORCE_SOURCES)[number];

/**
 * What a counter is. Events 34 and 44 replace only infantry and cavalry ("individuals, spirits and
 * magicians cannot be replaced"), so those two kinds are kept apart from every other.
 */
export const UNIT_KINDS = ['infantry', 'cavalry', 'magician', 'hero', 'spirit', 'herd', 'monster', 'treasure', 'emissary'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/**
 * The marks the seed's tables read off a counter:
 * - `superhero`, `treasure`, `dragon`, `disembodied` (with `spirit`): immune to plague (events 35, 45-46);
 * - `dragon` (−3), `duck` and `bison` (−1 when all major units are ducks or Bison), `giant` and
 *   `llama` (+1): the Missile Fire unit modifiers; `bison` and `llama` mark clans, herds and ancestors alike;
 * - `minor`: not a major unit, so not counted by the ducks-or-Bison modifier (our reading: a counter that does not fight);
 * - `herd`, `treasure`, `emissary`: the Emissary Table (herds and treasures die with a slain emissary);
 * - `spirit`: events 34 and 44 never replace one.
 */
export const FORCE_FLAGS = ['superhero', 'spirit', 'disembodied', 'herd', 'dragon', 'giant', 'duck', 'bison', 'llama', 'treasure', 'emissary', 'minor'] as const;
export type ForceFlag = (typeof FORCE_FLAGS)[number];

/** Who a counter serves at the start: one of the two sides, or an independent until it allies. */
export type Allegiance = 'lunar' | 'sartar' | 'independent';

/** How a counter comes onto the map when it is not there from the start: the table row that brings it, and where. */
export interface Arrival {
  /** The seed's row, as `event-42`, `event-21-26`, `dwarf-luck-4`, `emissary-4-6`, `rule-16-1`. */
  by: string;
  at?: MapPlaceId;
}

export interface Counter {
  id: string;
  name: string;
  kind: UnitKind;
  /** Combat Factor (melee), Magic Factor, missile factor, Leader Factor, movement allowance: whole, 0 or more. */
  combat: number;
  magic: number;
  missile: number;
  leader: number;
  movement: number;
  flags: readonly ForceFlag[];
  /** How many counters of this kind the battalia holds. */
  count: number;
  side: Allegiance;
  /** The independent it belongs to (an id of the Major Independents Table, or of a minor one). */
  independent?: string;
  /** Where it starts, only where a text says (the sides) or in its territory (an independent). */
  home?: MapPlaceId;
  /** A band the rules move as one: `barbarian-horde` (event 41). */
  group?: string;
  arrives?: Arrival;
  /** What a text says of this counter, with the text named; absent when nothing but its name is from a text. */
  text?: string;
  source: ForceSource;
  /** The file it was read from, for refusals later. */
  file: string;
}

export interface Independent {
  id: string;
  name: string;
  /** Major (allied by DP advantage, Major Independents Table) or minor (allied by an emissary). */
  major: boolean;
  /** Its territory and capital on the map; Androgeus has none (he enters by rule 16.1). */
  territory?: MapPlaceId;
  capital?: MapPlaceId;
  units: readonly Counter[];
}

export interface Forces {
  /** Every counter of every file, by id. */
  units: ReadonlyMap<string, Counter>;
  lunar: readonly Counter[];
  sartar: readonly Counter[];
  independents: ReadonlyMap<string, Independent>;
}

export const hasFlag = (c: Counter, flag: ForceFlag): boolean => c.flags.includes(flag);

/** Events 34 and 44: only infantry and cavalry come back as replacements. */
export const replaceable = (c: Counter): boolean => c.kind === 'infantry' || c.kind === 'cavalry';
