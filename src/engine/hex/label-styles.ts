import { columnLetters, parseColumnRow } from '../core/map-labels.ts';
import { hexAtOffset, offsetOf, type HexGeometry, type MapSheet } from './geometry.ts';

/**
 * The printed label of a hex in each label style, and back: `F10` (column letters, row number) or
 * `1823a` (column 18, row 23 of map sheet a). Players type what the map prints; this is the one
 * place either style is read or written.
 */

interface Axial {
  readonly q: number;
  readonly r: number;
}

/** The label a map prints on a hex; undefined for a hex on no sheet of a multi-sheet map. */
export function labelIn(geometry: HexGeometry, h: Axial): string | undefined {
  const { col, row } = offsetOf(geometry, h);
  const style = geometry.labels;
  if (style.kind === 'letter-number') return col >= 0 && row >= 0 ? `${columnLetters(col)}${row + 1}` : undefined;
  const sheet = sheetAt(style.sheets, col, row);
  if (!sheet) return undefined;
  return `${twoDigits(col - sheet.col + 1)}${twoDigits(row - sheet.row + 1)}${sheet.letter}`;
}

// Two digits of column, two of row, a sheet letter: 1823a. A column past 99 takes a third digit.
const SHEET_LABEL = /^\s*(\d{2,3})(\d{2})\s*([A-Za-z])\s*$/;

/** The hex a typed label names (any case, spaces allowed), or undefined if it names none. */
export function parseLabelIn(geometry: HexGeometry, text: string): Axial | undefined {
  const style = geometry.labels;
  if (style.kind === 'letter-number') {
    const at = parseColumnRow(text);
    return at && hexAtOffset(geometry, at.col, at.row);
  }
  const match = SHEET_LABEL.exec(text);
  if (!match) return undefined;
  const sheet = style.sheets.find((s) => s.letter.toLowerCase() === match[3]!.toLowerCase());
  const col = Number(match[1]) - 1;
  const row = Number(match[2]) - 1;
  if (!sheet || col < 0 || row < 0 || col >= sheet.cols || row >= sheet.rows) return undefined;
  return hexAtOffset(geometry, sheet.col + col, sheet.row + row);
}

function sheetAt(sheets: readonly MapSheet[], col: number, row: number): MapSheet | undefined {
  return sheets.find((s) => col >= s.col && col < s.col + s.cols && row >= s.row && row < s.row + s.rows);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
