/**
 * The counters of Dragons of Glory as the rules read them: what a counter is (its kind and race),
 * its printed values, and where each value comes from. The counters themselves are data
 * (assets/counters/dragons-of-glory/), read and checked by `data/`.
 */

export type Side = 'highlord' | 'whitestone';
export const SIDES: readonly Side[] = ['highlord', 'whitestone'];
export const otherSide = (s: Side): Side => (s === 'highlord' ? 'whitestone' : 'highlord');

/**
 * - `infantry`, `cavalry`: ground armies (cavalry ignores zones of control and adds +1 in attack);
 * - `air`: griffons and pegasi (fly, may carry one infantry army of their nation);
 * - `dragon`: evil and good dragons (fly; their strength counts in the odds and as a DRM);
 * - `citadel`: a flying citadel (carries 3 armies);
 * - `leader`: a highlord or a nation's leader (tactical rating, no strength);
 * - `fleet`: a ship counter (naval rating, carries one army and any leaders);
 * - `wizard`: placed, never moved (+3 / −3).
 */
export type UnitKind = 'infantry' | 'cavalry' | 'air' | 'dragon' | 'citadel' | 'leader' | 'fleet' | 'wizard';

/** What the rules single out by race: favourable terrain, forest costs, the kender rules, knights. */
export type Race = 'human' | 'knight' | 'elf' | 'kender' | 'dwarf' | 'ogre' | 'minotaur' | 'hobgoblin' | 'draconian' | 'mercenary' | 'undead' | 'griffon' | 'pegasus' | 'dragon' | 'none';

/**
 * Where a value comes from:
 * - `dl11`: the DL11 rule book or scenario book (TSR 1986);
 * - `dragon`: "More Dragons of Glory", DRAGON #107 (March 1986);
 * - `paths-of-the-lance`: the Paths of the Lance text;
 * - `fan-redraw`: a value read from the fan redraw's unit list (GAPS §4: repo values);
 * - `invented`: ours, where no source gives one.
 */
export type Source = 'dl11' | 'dragon' | 'paths-of-the-lance' | 'fan-redraw' | 'invented';

/** One counter as printed: its front and, for armies and fleets, its depleted or damaged back. */
export interface CounterSpec {
  /** Lower-case, dashes, unique: `throtyl-hobgoblins-1`, `toede`, `red-dragon-2`. */
  id: string;
  /** As a player names it: `Throtyl Hobgoblins 1`, `Toede`. */
  name: string;
  kind: UnitKind;
  race: Race;
  /** Its nation (`throtyl`), or a side's own pool: `dragonarmy`, `good-dragons`, `whitestone` (Laurana), `highlord-wizards`, `whitestone-wizards`. */
  nation: string;
  /** Combat strength (armies, dragons), naval rating (fleets), tactical rating (leaders); 0 for a citadel. */
  strength: number;
  /** The back's value; null for a counter with no back (a dragon, a leader): its first loss eliminates it. */
  depleted: number | null;
  /** Movement allowance in hexes; 0 for a wizard. */
  movement: number;
  /** Where each printed value comes from. */
  sources: { strength: Source; depleted?: Source; movement: Source };
}

/** Why a counter is off the map. */
export type OffMap = 'pool' | 'eliminated' | 'not-yet';
