import { columnLetters, parseColumnRow } from '../core/map-labels.ts';
import type { Hex } from './hex.ts';

export { columnIndex, columnLetters } from '../core/map-labels.ts';

/**
 * Printed-map labels: a column letter (A..Z, then AA, AB...) and a row number from 1, as on the
 * Cry Havoc family's maps ("F10"). Columns are odd-q offset: odd columns sit half a hex lower.
 */

export interface Offset {
  col: number;
  row: number;
}

export function toOffset(h: Hex): Offset {
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
}

export function fromOffset(col: number, row: number): Hex {
  return { q: col, r: row - (col - (col & 1)) / 2 };
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
