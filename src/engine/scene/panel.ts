/**
 * A picture with no board: titled rows of cells. A table of forces (a row per army, a cell per
 * unit), the dice just rolled (a row per player, a cell per face), a hand of cards (one row, a
 * cell per card). Pure data, drawn by render/draw-panel.ts.
 */

export interface PanelScene {
  kind: 'panel';
  title: string;
  status: string;
  rows: PanelRow[];
}

export interface PanelRow {
  /** Written above its cells: whose dice, which army, "Your hand". */
  title: string;
  cells: PanelCell[];
}

export interface PanelCell {
  /** The big text: a die's face ("3 melee"), a card's name, a unit's strength. */
  text: string;
  /** Smaller lines under it: a card's rule, a unit's name. */
  lines?: string[];
  fill: string;
  ink: string;
  /** A die is square, a card tall, a table cell wide. */
  shape: 'die' | 'card' | 'cell';
  /** Picked out with a thick outline of this colour (the card just drawn, the die that counts). */
  highlight?: string;
  /** A band of this colour round the edge, inside it: a card's border (the era a card belongs to). */
  frame?: string;
  /** Small labels in the corners: a card's values (its assault points, its war-status oval). */
  tags?: PanelTag[];
}

export interface PanelTag {
  text: string;
  corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  fill: string;
  ink: string;
  /** Drawn as an oval rather than a rounded box. */
  oval?: boolean;
}
