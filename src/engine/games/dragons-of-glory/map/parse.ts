import { err, ok, type Result } from '../../../core/result.ts';
import { hexAtOffset } from '../../../hex/geometry.ts';
import { adjacent, hexKey, neighbours, type Hex, type HexKey } from '../../../hex/hex.ts';
import { hexsideMap, HEXSIDE_FEATURES, type HexsideFeature } from '../../../hex/hexsides.ts';
import { labelIn, parseLabelIn } from '../../../hex/label-styles.ts';
import { ANSALON_GEOMETRY } from './geometry.ts';
import { isWater, type MapHex, type Place, type PlaceKind, type StrategicMap, type Terrain } from './types.ts';

/**
 * Reads a strategic map file (format in docs/dragons-of-glory-map.md): a header, a `terrain:`
 * grid and a `nations:` grid (a row number, then one symbol a hex), the `nation-codes:` that name
 * the nations' symbols, `places:`, `hexsides:` and `areas:`. Every mistake comes back as one line
 * naming the file's line. The mountain sides between mountain hexes and lower ground are added
 * here, so a range is drawn by its hexes and its passes by their corridor of pass hexes.
 */

export const TERRAIN_SYMBOLS: Readonly<Record<string, Terrain>> = {
  '~': 'sea',
  '@': 'maelstrom',
  '.': 'clear',
  f: 'forest',
  m: 'mountain',
  p: 'pass',
  s: 'marsh',
  d: 'desert',
  g: 'glacier',
  t: 'steppe',
  j: 'jungle',
};

const PLACE_KINDS: readonly PlaceKind[] = ['city', 'fortified-city', 'fortress', 'dwarven-fortress'];
const ID = /^[a-z][a-z0-9-]*$/;

interface Line {
  n: number;
  text: string;
}

export function parseStrategicMap(text: string): Result<StrategicMap> {
  const geometry = ANSALON_GEOMETRY;
  const meta: Record<string, string> = {};
  const sections = new Map<string, Line[]>();
  let section: Line[] | undefined;
  const raw = text.split(/\r?\n/);
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!.replace(/\s+$/, '');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const header = /^([a-z-]+):\s*(.*)$/.exec(line);
    if (header && !/^\s/.test(line)) {
      if (header[2]) meta[header[1]!] = header[2];
      else {
        if (sections.has(header[1]!)) return err(`map line ${i + 1}: the ${header[1]} section is given twice.`);
        section = [];
        sections.set(header[1]!, section);
      }
      continue;
    }
    if (!section) return err(`map line ${i + 1}: "${line.trim()}" is outside any section.`);
    section.push({ n: i + 1, text: line.trim() });
  }

  const size = /^(\d+)x(\d+)$/.exec(meta.size ?? '');
  if (!size) return err('map: the header needs "size: <columns>x<rows>", e.g. size: 64x53.');
  const cols = Number(size[1]);
  const rows = Number(size[2]);
  for (const need of ['terrain', 'nations']) if (!sections.has(need)) return err(`map: the ${need}: section is missing.`);

  const terrainGrid = readGrid(sections.get('terrain')!, 'terrain', cols, rows, (s) => (s in TERRAIN_SYMBOLS ? undefined : `"${s}" is no terrain; one of ${Object.keys(TERRAIN_SYMBOLS).join(' ')}`));
  if (!terrainGrid.ok) return terrainGrid;

  const codes = new Map<string, string>();
  for (const { n, text: entry } of sections.get('nation-codes') ?? []) {
    const [code, id, ...rest] = entry.split(/\s+/);
    if (!code || code.length !== 1 || !id || rest.length || !ID.test(id)) return err(`map line ${n}: a nation code is one symbol and a lower-case id, e.g. "h hylo".`);
    if (code === '.') return err(`map line ${n}: "." means no nation and cannot be a code.`);
    if (codes.has(code)) return err(`map line ${n}: the code "${code}" is given twice.`);
    codes.set(code, id);
  }
  const nationGrid = readGrid(sections.get('nations')!, 'nations', cols, rows, (s) => (s === '.' || codes.has(s) ? undefined : `"${s}" is not a nation code; add it under nation-codes:`));
  if (!nationGrid.ok) return nationGrid;

  const label = (h: Hex) => labelIn(geometry, h) ?? `(${h.q}, ${h.r})`;
  const parse = (l: string) => {
    const h = parseLabelIn(geometry, l);
    return h && hexes.has(hexKey(h)) ? h : undefined;
  };

  const cells = new Map<HexKey, { hex: Hex; label: string; terrain: Terrain; nation?: string; place?: Place; areas: string[] }>();
  const hexes = cells;
  const nations = new Map<string, Hex[]>();
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const h = hexAtOffset(geometry, col, row);
      const nation = codes.get(nationGrid.value[row]![col]!);
      cells.set(hexKey(h), { hex: h, label: label(h), terrain: TERRAIN_SYMBOLS[terrainGrid.value[row]![col]!]!, ...(nation ? { nation } : {}), areas: [] });
      if (nation) nations.set(nation, [...(nations.get(nation) ?? []), h]);
    }
  }

  const places = new Map<string, Place>();
  for (const { n, text: entry } of sections.get('places') ?? []) {
    const quoted = /"([^"]+)"\s*$/.exec(entry);
    if (!quoted) return err(`map line ${n}: a place ends with its name in quotes, e.g. kalaman 2031b fortified-city port "Kalaman".`);
    const [id, at, kind, ...flags] = entry.slice(0, quoted.index).trim().split(/\s+/);
    if (!id || !ID.test(id)) return err(`map line ${n}: a place starts with a lower-case id, e.g. kalaman.`);
    if (places.has(id)) return err(`map line ${n}: the place ${id} is given twice.`);
    const h = at ? parse(at) : undefined;
    if (!h) return err(`map line ${n}: "${at ?? ''}" is not a hex of this map.`);
    if (!PLACE_KINDS.includes(kind as PlaceKind)) return err(`map line ${n}: "${kind ?? ''}" is no place kind; one of ${PLACE_KINDS.join(', ')}.`);
    const cell = cells.get(hexKey(h))!;
    if (isWater(cell.terrain)) return err(`map line ${n}: ${id} stands at ${at}, which is sea.`);
    if (cell.place) return err(`map line ${n}: ${at} already holds ${cell.place.id}.`);
    const place: Place = { id, name: quoted[1]!, hex: h, kind: kind as PlaceKind, port: false };
    for (const flag of flags) {
      if (flag === 'port') place.port = true;
      else if (flag === 'dark-temple') place.darkTempleSite = true;
      else if (flag.startsWith('capital=')) place.capitalOf = flag.slice('capital='.length);
      else return err(`map line ${n}: "${flag}" is no place flag; port, dark-temple or capital=<nation>.`);
    }
    if (place.capitalOf && !nations.has(place.capitalOf)) return err(`map line ${n}: ${place.capitalOf} has no hexes on the map, so it can have no capital.`);
    places.set(id, place);
    cell.place = place;
  }

  const sideLines: Array<{ kind: string; a: string; b: string; line: number }> = [];
  const opened = new Set<string>();
  for (const { n, text: entry } of sections.get('hexsides') ?? []) {
    const [kind, ...pairs] = entry.split(/\s+/);
    if (!kind || !pairs.length) return err(`map line ${n}: a hexside line is a feature, then pairs like 1823a/1824a.`);
    for (const pair of pairs) {
      const [a, b, extra] = pair.split('/');
      if (!a || !b || extra !== undefined) return err(`map line ${n}: "${pair}" should be two hexes joined by /, e.g. 1823a/1824a.`);
      if (kind === 'open') {
        const ha = parse(a);
        const hb = parse(b);
        if (!ha || !hb || !adjacent(ha, hb)) return err(`map line ${n}: ${a}/${b} is not a side between two neighbouring hexes of this map.`);
        opened.add(sidePair(ha, hb));
      } else sideLines.push({ kind, a, b, line: n });
    }
  }
  const entries: Array<{ between: [Hex, Hex]; features: HexsideFeature[] }> = [];
  for (const { kind, a, b, line } of sideLines) {
    if (!(HEXSIDE_FEATURES as readonly string[]).includes(kind) || kind === 'wall') return err(`map line ${line}: "${kind}" is no hexside feature of this map; one of river, deep-river, ford, bridge, mountain-side, sea-barrier, open.`);
    const from = parse(a);
    const to = parse(b);
    if (!from || !to) return err(`map line ${line}: "${from ? b : a}" is not a hex of this map.`);
    if (!adjacent(from, to)) return err(`map line ${line}: ${a} and ${b} are not neighbours, so no side lies between them.`);
    entries.push({ between: [from, to], features: [kind as HexsideFeature] });
  }
  // Mountain hexes are closed to lower ground on every side but a pass's.
  for (const cell of cells.values()) {
    if (cell.terrain !== 'mountain') continue;
    for (const n of neighbours(cell.hex)) {
      const other = cells.get(hexKey(n));
      if (!other || other.terrain === 'mountain' || isWater(other.terrain)) continue;
      if (opened.has(sidePair(cell.hex, n))) continue;
      entries.push({ between: [cell.hex, n], features: ['mountain-side'] });
    }
  }
  const sides = hexsideMap(entries, label);
  if (!sides.ok) return sides;
  for (const { side, features } of sides.value.sides.values()) {
    if ((features.includes('ford') || features.includes('bridge')) && !features.includes('river') && !features.includes('deep-river')) {
      return err(`map: the ${features.includes('ford') ? 'ford' : 'bridge'} at ${label(side.a)}/${label(side.b)} crosses no river; list the river on that side too.`);
    }
  }

  const areas = new Map<string, Hex[]>();
  for (const { n, text: entry } of sections.get('areas') ?? []) {
    const [name, ...labels] = entry.split(/\s+/);
    if (!name || !ID.test(name) || !labels.length) return err(`map line ${n}: an area is a lower-case name, then its hexes.`);
    for (const l of labels) {
      const h = parse(l);
      if (!h) return err(`map line ${n}: "${l}" is not a hex of this map.`);
      const cell = cells.get(hexKey(h))!;
      if (!cell.areas.includes(name)) {
        cell.areas.push(name);
        areas.set(name, [...(areas.get(name) ?? []), h]);
      }
    }
  }

  const mapHexes = new Map<HexKey, MapHex>();
  for (const [key, cell] of cells) {
    const coastal = !isWater(cell.terrain) && neighbours(cell.hex).some((n) => {
      const other = cells.get(hexKey(n));
      return other !== undefined && isWater(other.terrain);
    });
    mapHexes.set(key, { ...cell, coastal });
  }

  // Movement asks for sides thousands of times a phase: a numeric key, no strings.
  const index = new Map<number, readonly HexsideFeature[]>();
  for (const { side, features } of sides.value.sides.values()) index.set(sideNumber(side.a, side.b), features);
  const none: readonly HexsideFeature[] = [];
  const between = (a: Hex, b: Hex) => index.get(sideNumber(a, b)) ?? none;

  return ok({
    id: meta.map ?? 'map',
    name: meta.name ?? meta.map ?? 'Map',
    geometry,
    cols,
    rows,
    hexes: mapHexes,
    sides: sides.value,
    places,
    nations,
    areas,
    parse,
    label,
    between,
  });
}

const STEPS: Readonly<Record<string, number>> = { '0,-1': 0, '1,-1': 1, '1,0': 2, '0,1': 3, '-1,1': 4, '-1,0': 5 };

/** A number for the side between two hexes, the same from either: the lower hex's key and the step to the other. */
function sideNumber(a: Hex, b: Hex): number {
  const [low, high] = hexKey(a) < hexKey(b) ? [a, b] : [b, a];
  const step = STEPS[`${high.q - low.q},${high.r - low.r}`];
  return step === undefined ? -1 : hexKey(low) * 6 + step;
}

const sidePair = (a: Hex, b: Hex) => [hexKey(a), hexKey(b)].sort((x, y) => x - y).join('|');

/** A grid section: each line its row number, then one symbol a hex, separated by spaces. */
function readGrid(lines: Line[], name: string, cols: number, rows: number, check: (symbol: string) => string | undefined): Result<string[][]> {
  const grid: string[][] = [];
  for (const { n, text } of lines) {
    const [number, ...symbols] = text.split(/\s+/);
    const row = Number(number);
    if (!/^\d+$/.test(number ?? '') || row !== grid.length + 1) return err(`map line ${n}: ${name} row ${grid.length + 1} should start with its number, ${String(grid.length + 1).padStart(2, '0')}.`);
    if (symbols.length !== cols) return err(`map line ${n}: ${name} row ${row} has ${symbols.length} hexes; the map is ${cols} columns wide.`);
    for (let c = 0; c < symbols.length; c++) {
      const problem = check(symbols[c]!);
      if (problem) return err(`map line ${n}: column ${c + 1} of ${name} row ${row}: ${problem}.`);
    }
    grid.push(symbols);
  }
  if (grid.length !== rows) return err(`map: the ${name} grid has ${grid.length} rows; the map is ${rows} rows high.`);
  return ok(grid);
}
