import { columnLetters, parseColumnRow } from '../core/map-labels.ts';
import { DEFAULT_GEOMETRY, hexAtOffset, offsetOf, type Offset } from './geometry.ts';
import type { Hex } from './hex.ts';

export { columnIndex, columnLetters } from '../core/map-labels.ts';

/**
 * Printed-map labels: a column letter (A..Z, then AA, AB...) and a row number from 1, as on the
 * Cry Havoc family's maps ("F10"). Columns are odd-q offset: odd columns sit half a hex lower.
 * These are Dragon Noir's maps (geometry.ts's DEFAULT_GEOMETRY); label-styles.ts reads any style.
 */

export type { Offset };

export function toOffset(h: Hex): Offset {
  return offsetOf(DEFAULT_GEOMETRY, h);
}

export function fromOffset(col: number, row: number): Hex {
  return hexAtOffset(DEFAULT_GEOMETRY, col, row);
}

export function labelOf(h: Hex): string {
  const { col, row } = toOffset(h);
  return `${columnLetters(col)}${row + 1}`;
}

/** Parses "F10" (any case, spaces allowed) to a hex, or undefined if it is not a label at all. */
export function parseLabel(text: string): Hex | undefined {
  const at = parseColumnRow(text);
  return at && fromOffset(at.col, at.row);
}
