import type { Square } from './square.ts';

/**
 * Square labels as players type them and the map prints them: a column letter (A..Z, then
 * AA, AB...) and a row number from 1, so the top-left square is A1 and "C7" is column 3, row 7.
 */

export function columnLetters(col: number): string {
  let n = col;
  let letters = '';
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letters;
}

export function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

export function labelOf(s: Square): string {
  return `${columnLetters(s.x)}${s.y + 1}`;
}

const LABEL = /^\s*([A-Za-z]{1,2})\s*(\d{1,3})\s*$/;

/** "C7" (any case, spaces allowed) to a square, or undefined if the text is not a label. */
export function parseLabel(text: string): Square | undefined {
  const match = LABEL.exec(text);
  if (!match) return undefined;
  const y = Number(match[2]) - 1;
  if (y < 0) return undefined;
  return { x: columnIndex(match[1]!), y };
}
