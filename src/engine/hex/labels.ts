import type { Hex } from './hex.ts';

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

export function labelOf(h: Hex): string {
  const { col, row } = toOffset(h);
  return `${columnLetters(col)}${row + 1}`;
}

const LABEL = /^\s*([A-Za-z]{1,2})\s*(\d{1,3})\s*$/;

/** Parses "F10" (any case, spaces allowed) to a hex, or undefined if it is not a label at all. */
export function parseLabel(text: string): Hex | undefined {
  const match = LABEL.exec(text);
  if (!match) return undefined;
  const row = Number(match[2]) - 1;
  if (row < 0) return undefined;
  return fromOffset(columnIndex(match[1]!), row);
}
