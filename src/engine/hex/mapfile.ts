import { err, ok, type Result } from '../core/result.ts';
import { columnLetters } from './labels.ts';

/**
 * The plain-text map format (documented in docs/map-format.md). A map is a header of
 * `key: value` lines, a `terrain:` grid with one symbol per hex, and an optional `hexsides:`
 * list of walls, doors and windows between two neighbouring hexes. What each symbol means is
 * the game's business; this only reads the shape of the file and reports mistakes by line.
 */

export interface MapFile {
  meta: Record<string, string>;
  cols: number;
  rows: number;
  /** `grid[row][col]`, one symbol each. */
  grid: string[][];
  hexsides: Array<{ kind: string; a: string; b: string; line: number }>;
  /** Any other `name:` grid section (for example `levels:`), in the same shape as `terrain:`. */
  layers: Record<string, string[][]>;
}

const SIZE = /^(\d+)\s*[x×]\s*(\d+)$/i;

export function parseMapFile(text: string): Result<MapFile> {
  const lines = text.split(/\r?\n/);
  const meta: Record<string, string> = {};
  const sections: Record<string, Array<{ text: string; line: number }>> = {};
  let section: string | undefined;
  lines.forEach((raw, index) => {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) return;
    const header = /^([a-z][a-z-]*):\s*(.*)$/i.exec(line.trim());
    if (header && !/^\s/.test(line) && (header[2] === '' || section === undefined)) {
      if (header[2] === '') {
        section = header[1]!.toLowerCase();
        sections[section] = [];
      } else {
        meta[header[1]!.toLowerCase()] = header[2]!.trim();
      }
      return;
    }
    if (section === undefined) return;
    sections[section]!.push({ text: line, line: index + 1 });
  });

  const size = SIZE.exec(meta.size ?? '');
  if (!size) return err('map: the header needs "size: COLSxROWS", e.g. "size: 24x16".');
  const cols = Number(size[1]);
  const rows = Number(size[2]);
  if (!sections.terrain) return err('map: no "terrain:" section.');

  const layers: Record<string, string[][]> = {};
  for (const [name, body] of Object.entries(sections)) {
    if (name === 'hexsides') continue;
    const grid = readGrid(name, body, cols, rows);
    if (!grid.ok) return grid;
    layers[name] = grid.value;
  }

  const hexsides: MapFile['hexsides'] = [];
  for (const { text: entry, line } of sections.hexsides ?? []) {
    const tokens = entry.trim().split(/[\s,]+/);
    const kind = tokens.shift();
    if (!kind) continue;
    for (const pair of tokens) {
      const [a, b, extra] = pair.split('/');
      if (!a || !b || extra !== undefined) return err(`map line ${line}: "${pair}" should be two neighbouring hexes, like F7/F8.`);
      hexsides.push({ kind: kind.toLowerCase(), a: a.toUpperCase(), b: b.toUpperCase(), line });
    }
  }

  const { terrain, ...rest } = layers;
  return ok({ meta, cols, rows, grid: terrain!, hexsides, layers: rest });
}

function readGrid(name: string, body: Array<{ text: string; line: number }>, cols: number, rows: number): Result<string[][]> {
  const grid: string[][] = [];
  for (const { text, line } of body) {
    const tokens = text.trim().split(/\s+/);
    if (tokens.every((t) => /^[A-Z]{1,2}$/.test(t)) && grid.length === 0) {
      const expected = Array.from({ length: cols }, (_, c) => columnLetters(c));
      if (tokens.join(' ') !== expected.join(' ')) return err(`map line ${line}: the column header of ${name} should read ${expected[0]} to ${expected.at(-1)}.`);
      continue;
    }
    const rowNumber = Number(tokens.shift());
    if (!Number.isInteger(rowNumber)) return err(`map line ${line}: a ${name} row starts with its row number.`);
    if (rowNumber !== grid.length + 1) return err(`map line ${line}: expected row ${grid.length + 1} of ${name}, found ${rowNumber}.`);
    if (tokens.length !== cols) return err(`map line ${line}: row ${rowNumber} of ${name} has ${tokens.length} hexes; the map is ${cols} wide.`);
    if (tokens.some((t) => t.length !== 1)) return err(`map line ${line}: each hex is one symbol, separated by spaces.`);
    grid.push(tokens);
  }
  if (grid.length !== rows) return err(`map: ${name} has ${grid.length} rows; the map is ${rows} high.`);
  return ok(grid);
}
