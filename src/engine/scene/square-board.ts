/**
 * What a square-grid map image is made of, independent of the game: floor squares (rooms and
 * passages) with their labels, walls and doors on the edges between them, furniture, tokens for
 * the figures, markers, arrows and hits, a title bar and a status strip. A game turns its view
 * into a square-board scene (games/dungeon/picture.ts); drawing one is render/draw-grid.ts.
 */

export type EdgeSide = 'north' | 'east' | 'south' | 'west';

export interface GridSquare {
  x: number;
  y: number;
  label: string;
  fill: string;
  /** Drawn veiled: on the game master's map, a square the players have not seen. */
  veiled?: boolean;
}

export interface GridEdge {
  x: number;
  y: number;
  side: EdgeSide;
}

export interface GridDoor extends GridEdge {
  style: 'closed' | 'open' | 'hidden' | 'found';
}

export interface GridFurniture {
  kind: string;
  name: string;
  squares: Array<{ x: number; y: number }>;
}

export interface GridToken {
  x: number;
  y: number;
  /** One to three characters on the token. */
  text: string;
  colour: string;
  ink: string;
  shape: 'circle' | 'square';
  /** "5/8" under the token. */
  tally?: string;
  /** Drawn faded: on the game master's map, a figure the players do not see. */
  faded?: boolean;
  inPit?: boolean;
}

export type GridMarkerKind = 'stairs' | 'pitfall' | 'rock' | 'hidden-pitfall' | 'hidden-crush' | 'treasure' | 'chest-trap';

export interface GridMarker {
  x: number;
  y: number;
  kind: GridMarkerKind;
  text?: string;
}

export interface SquareBoardScene {
  kind: 'square-board';
  /** Names the static layer (floor, walls, furniture, labels) for caching. */
  key: string;
  cols: number;
  rows: number;
  squares: GridSquare[];
  walls: GridEdge[];
  doors: GridDoor[];
  areaLabels: Array<{ text: string; x: number; y: number }>;
  furniture: GridFurniture[];
  tokens: GridToken[];
  markers: GridMarker[];
  arrows: Array<{ path: Array<{ x: number; y: number }>; colour: string }>;
  hits: Array<{ at: { x: number; y: number }; from: { x: number; y: number }; text: string }>;
  title: string;
  status: string;
  legend: Array<{ colour: string; label: string }>;
  /** The strip under the map: each hero's body points, say. */
  footer: Array<{ colour: string; text: string }>;
}
