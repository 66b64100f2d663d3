import { columnLetters, parseColumnRow } from '../core/map-labels.ts';
import type { Square } from './square.ts';

export { columnIndex, columnLetters } from '../core/map-labels.ts';

/**
 * Square labels as players type them and the map prints them: a column letter (A..Z, then
 * AA, AB...) and a row number from 1, so the top-left square is A1 and "C7" is column 3, row 7.
 */

export function labelOf(s: Square): string {
  return `${columnLetters(s.x)}${s.y + 1}`;
}

/** "C7" (any case, spaces allowed) to a square, or undefined if the text is not a label. */
export function parseLabel(text: string): Square | undefined {
  const at = parseColumnRow(text);
  return at && { x: at.col, y: at.row };
}
