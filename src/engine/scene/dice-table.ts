/**
 * A picture of dice on a table, with no board: big dice (places, such as a terrain die) each with
 * groups of small dice beside it (the armies standing there), then titled shelves of small dice
 * (reserves, the dead, a pool, or the dice of one roll). Every die shows one face: a glyph from
 * our own set or a short mark, and a count. Pure data, drawn by render/draw-dice-table.ts.
 */

export interface DiceTableScene {
  kind: 'dice-table';
  title: string;
  status: string;
  sites: DiceSite[];
  shelves: DiceShelf[];
  /** A key under the picture: each glyph or badge it uses and what it means in the game's words. */
  legend?: LegendEntry[];
}

export type LegendEntry = { glyph: Glyph; label: string } | { badge: string; label: string };

/** A big die and the groups of dice around it: a terrain and the armies at it. */
export interface DiceSite {
  title: string;
  /** Short lines beside the big die: the face's meaning, who holds it. */
  lines: string[];
  die: DieFace;
  /** A band of this colour down the site's left edge (whose it is). */
  accent?: string;
  groups: DiceGroup[];
}

/** A titled row of small dice (wrapping onto more rows when long): one army, one player's dead. */
export interface DiceGroup {
  title: string;
  /** The title's colour: the owner's. */
  accent: string;
  dice: DieFace[];
}

export interface DiceShelf {
  title: string;
  groups: DiceGroup[];
}

/**
 * The glyphs the renderer draws, each a few vector strokes: the five plain actions (sword melee,
 * bow missile, star magic, shield save, boot maneuver) and the marks a place's special face may
 * carry (city, temple, tower, standing stones, castle, lair, grove, vortex).
 */
export const GLYPHS = ['sword', 'bow', 'star', 'shield', 'boot', 'city', 'temple', 'tower', 'stones', 'castle', 'lair', 'grove', 'vortex'] as const;
export type Glyph = (typeof GLYPHS)[number];

/** One die showing one face. */
export interface DieFace {
  /** A d6 is drawn square, a d8 as an octagon, a d10 as a kite, a d12 as a pentagon. */
  shape: 'square' | 'octagon' | 'kite' | 'pentagon';
  /** One colour, or two split on the diagonal (a species of two elements). */
  fill: string[];
  /** The face's upper part: a glyph, a short mark written big (a unit's initials), or a badge (a special icon's short label). */
  top: { glyph: Glyph } | { mark: string } | { badge: string } | null;
  /** Written under it: the count. */
  text: string;
  /** Picked out with a thick outline of this colour (a face that counted in the roll). */
  highlight?: string;
  /** Drawn faint: a face that did not count. */
  faded?: boolean;
}
