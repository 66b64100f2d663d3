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
  /** Paths of the Lance: what this viewer may know of the cards, the war status and Berem. */
  paths?: PlView;
}

type PlSide = 'highlord' | 'whitestone';

/** A card as the one who may see it sees it: everything printed on it. */
export interface PlCardView {
  id: string;
  title: string;
  /** Its border: red Autumn Twilight (1), blue Winter Midnight (2), green Spring Dawning (3). */
  era: 1 | 2 | 3;
  ap: number;
  rp: number;
  oval: { side: PlSide | 'neutral'; value: number } | null;
  asterisk: boolean;
  /** Its type in words: "combat modifier". */
  type: string;
  text: string;
}

/**
 * Paths of the Lance as one viewer may see it. Counts for the deck, the discards and each hand
 * (never which cards, nor their order); the cards of a hand only where this viewer may know them.
 */
export interface PlView {
  era: 1 | 2 | 3;
  /** Autumn Twilight, Winter Midnight, Spring Dawning. */
  eraName: string;
  /** No longer tracked past 30 (PL H), but for the knights' rolls. */
  warStatus: number | 'past 30';
  /** The VP marker: the side it favours (none at 0) and by how much. */
  vp: { side: PlSide | null; value: number };
  /** Cards left in the draw pile, and in the discards: counts only. */
  deck: number;
  discards: number;
  handSizes: Record<PlSide, number>;
  /** The side whose hand is this viewer's own: a side's seat. */
  own?: PlSide;
  /** The cards of each hand this viewer may know: its own hand whole, cards the rules have shown; every card for the game master or once the game is over. */
  hands: Record<PlSide, PlCardView[]>;
  /** The event phase's face-up card. */
  eventCard: PlCardView | null;
  berem: { status: 'waiting' } | { status: 'placed'; at: Hex; hex: string } | { status: 'captured'; side: PlSide; at: Hex | null; hex: string | null };
  darkTemplePlayed: boolean;
  whitestoneCouncilPlayed: boolean;
  /** This move-and-fight phase's assault points: declared, and spent (one a stack that attacked). */
  assaultPoints: { points: number; spent: number };
  /** A question waiting on this viewer's side (its prompt), or on any side for the game master. */
  question: { side: PlSide; prompt: string } | null;
  /** The game master's, and everyone's once the game is over: the draw pile top first, and the discards. */
  open?: { pile: PlCardView[]; discards: PlCardView[] };
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
