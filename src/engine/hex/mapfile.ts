import { err, ok, type Result } from '../core/result.ts';
import { columnLetters } from './labels.ts';

/**
 * The plain-text map format (documented in docs/map-format.md). A map is a header of
 * `key: value` lines, a `terrain:` grid with one symbol per hex, any other grids of the same
 * shape (`levels:`), an optional `hexsides:` list of walls, doors and windows between two
 * neighbouring hexes, and an optional `areas:` list naming groups of hexes. What each symbol
 * and name means is the game's business; this only reads the shape of the file and reports
 * mistakes by line.
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
  /** The file line of each row of each grid section (`terrain` included), for messages. */
  rowLines: Record<string, number[]>;
  /** `areas:` entries: a name and the hexes it covers (labels as written, upper-cased). */
  areas: Array<{ name: string; hexes: string[]; line: number }>;
  /** The `edges:` header read: what each side of the map is called, for joining maps. */
  edges: MapEdges;
}

export type MapSide = 'north' | 'east' | 'south' | 'west';
export const MAP_SIDES: readonly MapSide[] = ['north', 'east', 'south', 'west'];

/**
 * One side of a map: its name (`1`, `X`...) and, on the underground maps' long sides, the way
 * the printed arrow points (along that side, in the map's own orientation).
 */
export interface MapEdge {
  name?: string;
  arrow?: MapSide;
}
export type MapEdges = Partial<Record<MapSide, MapEdge>>;

/** The side a map's side lands on when the map is turned round by 180 degrees. */
export function turnedSide(side: MapSide, rotate: 0 | 180): MapSide {
  if (rotate === 0) return side;
  return ({ north: 'south', south: 'north', east: 'west', west: 'east' } as const)[side];
}

/**
 * `edges: north 1, east 2, south 3, west 4` or `edges: west X, east Y, north arrow east,
 * south arrow east`: each entry is a side, then a name, an `arrow` and the direction it
 * points along that side, or both.
 */
export function parseEdges(text: string): Result<MapEdges> {
  const edges: MapEdges = {};
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const tokens = entry.split(/\s+/);
    const side = tokens.shift()!.toLowerCase() as MapSide;
    if (!MAP_SIDES.includes(side)) return err(`map: "${entry}" in edges should start with north, east, south or west.`);
    if (edges[side]) return err(`map: the ${side} edge is named twice.`);
    const edge: MapEdge = {};
    if (tokens[0] && tokens[0].toLowerCase() !== 'arrow') edge.name = tokens.shift()!;
    if (tokens[0]?.toLowerCase() === 'arrow') {
      tokens.shift();
      const arrow = tokens.shift()?.toLowerCase() as MapSide | undefined;
      if (!arrow || !MAP_SIDES.includes(arrow)) return err(`map: "${entry}": an arrow points north, east, south or west.`);
      const across = side === 'north' || side === 'south' ? ['east', 'west'] : ['north', 'south'];
      if (!across.includes(arrow)) return err(`map: "${entry}": the arrow on the ${side} edge points along it, ${across.join(' or ')}.`);
      edge.arrow = arrow;
    }
    if (tokens.length > 0 || (edge.name === undefined && edge.arrow === undefined)) {
      return err(`map: "${entry}" in edges should be a side and a name, like "north 1", or "south arrow east".`);
    }
    edges[side] = edge;
  }
  return ok(edges);
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
  const edges = meta.edges === undefined ? ok<MapEdges>({}) : parseEdges(meta.edges);
  if (!edges.ok) return edges;

  const layers: Record<string, string[][]> = {};
  const rowLines: Record<string, number[]> = {};
  for (const [name, body] of Object.entries(sections)) {
    if (name === 'hexsides' || name === 'areas') continue;
    const grid = readGrid(name, body, cols, rows);
    if (!grid.ok) return grid;
    layers[name] = grid.value.grid;
    rowLines[name] = grid.value.lines;
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

  const areas: MapFile['areas'] = [];
  for (const { text: entry, line } of sections.areas ?? []) {
    const tokens = entry.trim().split(/[\s,]+/);
    const name = tokens.shift()!;
    if (!AREA_NAME.test(name)) return err(`map line ${line}: "${name}" is not an area name; names are lower case, like cell-1 or walkway.`);
    if (tokens.length === 0) return err(`map line ${line}: the area ${name} names no hexes.`);
    for (const label of tokens) {
      if (!HEX_LABEL.test(label)) return err(`map line ${line}: "${label}" in area ${name} is not a hex, like F10.`);
    }
    areas.push({ name, hexes: tokens.map((t) => t.toUpperCase()), line });
  }

  const { terrain, ...rest } = layers;
  return ok({ meta, cols, rows, grid: terrain!, hexsides, layers: rest, rowLines, areas, edges: edges.value });
}

const AREA_NAME = /^[a-z][a-z0-9-]*$/;
const HEX_LABEL = /^[A-Za-z]{1,2}\d{1,3}$/;

function readGrid(name: string, body: Array<{ text: string; line: number }>, cols: number, rows: number): Result<{ grid: string[][]; lines: number[] }> {
  const grid: string[][] = [];
  const lines: number[] = [];
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
    lines.push(line);
  }
  if (grid.length !== rows) return err(`map: ${name} has ${grid.length} rows; the map is ${rows} high.`);
  return ok({ grid, lines });
}
