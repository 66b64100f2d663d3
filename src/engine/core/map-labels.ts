/**
 * The printed maps' label style, shared by the hex and the square grids: a column letter (A..Z,
 * then AA, AB...) and a row number from 1, as players type them ("F10").
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

const LABEL = /^\s*([A-Za-z]{1,2})\s*(\d{1,3})\s*$/;

/** "F10" (any case, spaces allowed) to a column and a row, both from 0; undefined if it is not a label. */
export function parseColumnRow(text: string): { col: number; row: number } | undefined {
  const match = LABEL.exec(text);
  if (!match) return undefined;
  const row = Number(match[2]) - 1;
  if (row < 0) return undefined;
  return { col: columnIndex(match[1]!), row };
}
