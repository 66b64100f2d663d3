import type { Hex } from '../../../hex/hex.ts';
import type { UnitKind } from '../units.ts';

/**
 * What a picture of Dragons of Glory is drawn from: the public (or one side's) view of the war at
 * a moment, as the module's `view` makes it. Plain data; the picture (picture.ts) turns it into a
 * hex-board scene.
 */
export interface DogView {
  /** The scenario's title. */
  title: string;
  turn: number;
  lastTurn: number;
  /** The phase's name: `Movement`, `Combat`... */
  phase: string;
  initiative: 'highlord' | 'whitestone';
  /** A line for the title bar after the turn and initiative, e.g. the victory points. */
  status?: string;
  /** The part of the map the scenario plays on, or a `/game map area:` crop; the whole map if absent. */
  area?: DogArea;
  /** Each occupied hex, its units top first. */
  stacks: DogStack[];
  /** This phase's moves. */
  moves: Array<{ path: Hex[]; side: 'highlord' | 'whitestone' }>;
  /** This phase's battles, with the attackers' hexes and the result, like "3-1 → −/DR". */
  battles: Array<{ hex: Hex; from: Hex[]; text: string }>;
  /** Places held by a side other than their nation's, drawn as a small flag. */
  control?: Array<{ hex: Hex; side: 'highlord' | 'whitestone' }>;
}

/** A window of the map in offset coordinates (columns and rows from 0). */
export interface DogArea {
  col: number;
  row: number;
  cols: number;
  rows: number;
}

export interface DogStack {
  hex: Hex;
  side: 'highlord' | 'whitestone' | 'neutral';
  /** Top first: the first is the counter shown. */
  units: DogUnit[];
}

export interface DogUnit {
  id: string;
  name: string;
  kind: UnitKind;
  nation: string;
  /** Its strength now (the depleted value once depleted). */
  strength: number;
  depleted: boolean;
  movement: number;
}
