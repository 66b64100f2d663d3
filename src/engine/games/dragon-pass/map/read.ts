import { readJsonFile } from '../../../core/json-file.ts';
import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import { adjacent, directionTo, hexKey, type Hex, type HexKey } from '../../../hex/hex.ts';
import { hexsideMap } from '../../../hex/hexsides.ts';
import { fromOffset, labelOf, parseLabel, toOffset } from '../../../hex/labels.ts';
import { onEdge, hexesOnEdge } from './edges.ts';
import {
  EDGES, MAP_SOURCES, PLACE_KINDS, STRUCTURES, TERRAINS,
  type MapHex, type PassMap, type Place, type SideFeatures, type SideRun, type Structure, type Terrain,
} from './types.ts';

/**
 * Reads the map of the pass from its JSON text (assets/dragon-pass/map/, format in
 * docs/dragon-pass.md, "The map"): the size, a symbol key and a terrain grid (a row number, then
 * one symbol a hex), the places, the structures, and the rivers and ridges as runs of hexsides
 * written `F10/G10` (a ridge's high hex first). Every mistake comes back as one line naming the
 * file and the record, and nothing is half-read.
 */

const Id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case words joined by hyphens (stone-cross)');
const Name = z.string().min(1);
const Source = z.enum(MAP_SOURCES);
const Label = z.string().regex(/^[A-Za-z]{1,2}[0-9]{1,3}$/, 'a hex is written like F10');
const SideText = z.string().regex(/^[A-Za-z]{1,2}[0-9]{1,3}\/[A-Za-z]{1,2}[0-9]{1,3}$/, 'a hexside is two hexes joined by /, e.g. F10/G10');

const PlaceSchema = z.strictObject({
  id: Id, name: Name, kind: z.enum(PLACE_KINDS), hexes: z.array(Label).optional(), edges: z.array(z.enum(EDGES)).optional(), capitalOf: Id.optional(), source: Source,
});
const StructureSchema = z.strictObject({ hex: Label, kind: z.enum(STRUCTURES), source: Source });
const RunSchema = z.strictObject({ id: Id, name: Name, sides: z.array(SideText).min(1), source: Source });

const FileSchema = z.strictObject({
  map: Id,
  name: Name,
  source: Source,
  cols: z.number().int().min(1).max(99),
  rows: z.number().int().min(1).max(99),
  /** One character a terrain; the names are checked below, so a misspelt one is named in the refusal. */
  key: z.record(z.string().length(1), z.string()),
  terrain: z.array(z.string()),
  places: z.array(PlaceSchema),
  structures: z.array(StructureSchema),
  rivers: z.array(RunSchema),
  ridges: z.array(RunSchema),
});
type FileData = z.infer<typeof FileSchema>;

/** What each list's records are called in a refusal. */
const RECORD: Record<string, string> = { places: 'place', structures: 'structure', rivers: 'river', ridges: 'ridge', terrain: 'terrain row', key: 'key' };

export function readPassMap(file: string, text: string): Result<PassMap> {
  const data = readJsonFile(file, text, FileSchema, (issue, json) => `${where(json, issue.path)}: ${issue.message}.`);
  return data.ok ? build(file, data.value) : data;
}

function build(file: string, data: FileData): Result<PassMap> {
  const { cols, rows } = data;
  const last = labelOf(fromOffset(cols - 1, rows - 1));
  const offMap = (label: string) => `hex ${label} is off the map, which runs from A1 to ${last}`;
  const inside = (h: Hex) => {
    const { col, row } = toOffset(h);
    return col >= 0 && row >= 0 && col < cols && row < rows;
  };
  /** A label to a hex of this map, or the reason it is none. */
  const hexOf = (label: string): Result<Hex> => {
    const h = parseLabel(label);
    return h && inside(h) ? ok(h) : err(offMap(label));
  };

  for (const [symbol, name] of Object.entries(data.key)) {
    if (!(TERRAINS as readonly string[]).includes(name)) return err(`${file}, key "${symbol}": "${name}" is no terrain; one of ${TERRAINS.join(', ')}.`);
  }
  const grid = readGrid(file, data);
  if (!grid.ok) return grid;

  const hexes = new Map<HexKey, { hex: Hex; label: string; terrain: Terrain; structure?: Structure; places: string[] }>();
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const h = fromOffset(col, row);
      hexes.set(hexKey(h), { hex: h, label: labelOf(h), terrain: grid.value[row]![col]!, places: [] });
    }
  }

  const places = new Map<string, Place>();
  for (const record of data.places) {
    const at = `${file}, place ${record.id}`;
    if (places.has(record.id)) return err(`${at}: the id is given twice; every place needs its own.`);
    const place = readPlace(record, hexOf, cols, rows);
    if (!place.ok) return err(`${at}: ${place.error}.`);
    places.set(record.id, place.value);
  }
  for (const place of places.values()) {
    if (place.capitalOf === undefined) continue;
    const at = `${file}, place ${place.id}`;
    const territory = places.get(place.capitalOf);
    if (!territory || territory.kind !== 'territory') return err(`${at}: capitalOf "${place.capitalOf}" is not a territory of this map.`);
    if (!territory.hexes.some((h) => hexKey(h) === hexKey(place.hexes[0]!))) return err(`${at}: the capital stands at ${labelOf(place.hexes[0]!)}, outside its territory ${territory.id}.`);
  }
  for (const place of places.values()) for (const h of place.hexes) hexes.get(hexKey(h))!.places.push(place.id);

  for (const [i, record] of data.structures.entries()) {
    const at = `${file}, structure ${i + 1} (${record.kind} at ${record.hex})`;
    const h = hexOf(record.hex);
    if (!h.ok) return err(`${at}: ${h.error}.`);
    const cell = hexes.get(hexKey(h.value))!;
    if (cell.structure) return err(`${at}: ${cell.label} already holds a ${cell.structure.kind}; a hex holds one structure.`);
    cell.structure = { kind: record.kind, source: record.source };
  }

  const rivers = readRuns(file, 'river', data.rivers, hexOf);
  if (!rivers.ok) return rivers;
  const ridges = readRuns(file, 'ridge', data.ridges, hexOf);
  if (!ridges.ok) return ridges;
  const ids = new Set<string>();
  for (const run of [...rivers.value, ...ridges.value]) {
    if (ids.has(run.id)) return err(`${file}, ${rivers.value.includes(run) ? 'river' : 'ridge'} ${run.id}: the id is given twice among the rivers and ridges.`);
    ids.add(run.id);
  }

  const sides = new Map<number, { river: boolean; ridge?: SideFeatures['ridge'] }>();
  const at = (a: Hex, b: Hex) => {
    const key = sideNumber(a, b);
    const known = sides.get(key) ?? { river: false };
    sides.set(key, known);
    return known;
  };
  for (const run of rivers.value) for (const [a, b] of run.sides) at(a, b).river = true;
  for (const run of ridges.value) for (const [high, low] of run.sides) at(high, low).ridge = { high, low };
  const riverSides = hexsideMap(rivers.value.flatMap((run) => run.sides.map((between) => ({ between, features: ['river' as const] }))), labelOf);
  if (!riverSides.ok) return err(`${file}: ${riverSides.error}`);

  const none: SideFeatures = { river: false };
  return ok({
    id: data.map,
    name: data.name,
    cols,
    rows,
    hexes: hexes as ReadonlyMap<HexKey, MapHex>,
    places,
    rivers: rivers.value,
    ridges: ridges.value,
    riverSides: riverSides.value,
    between: (a, b) => sides.get(sideNumber(a, b)) ?? none,
    label: labelOf,
    parse: (label) => {
      const h = parseLabel(label);
      return h && inside(h) ? h : undefined;
    },
  });
}

/**
 * A number for the side between two hexes, the same from either, -1 if they do not touch: the
 * lower hex's key and the direction to the other. Movement and combat ask for sides many times a
 * phase, so no strings are built.
 */
function sideNumber(a: Hex, b: Hex): number {
  const [low, high] = hexKey(a) < hexKey(b) ? [a, b] : [b, a];
  const direction = directionTo(low, high);
  return direction === undefined ? -1 : hexKey(low) * 6 + direction;
}

/** The terrain grid: each line its row number, then one key symbol a hex, separated by spaces. */
function readGrid(file: string, data: FileData): Result<Terrain[][]> {
  const grid: Terrain[][] = [];
  for (const [i, line] of data.terrain.entries()) {
    const [number, ...symbols] = line.trim().split(/\s+/);
    const at = `${file}, terrain row ${i + 1}`;
    if (!/^\d+$/.test(number ?? '') || Number(number) !== i + 1) return err(`${at}: the line should start with its row number, ${String(i + 1).padStart(2, '0')}.`);
    if (symbols.length !== data.cols) return err(`${at}: ${symbols.length} hexes; the map is ${data.cols} columns wide.`);
    const terrains: Terrain[] = [];
    for (const [c, symbol] of symbols.entries()) {
      const terrain = data.key[symbol];
      if (terrain === undefined) return err(`${at}: column ${c + 1} "${symbol}" is no terrain symbol; the key has ${Object.keys(data.key).join(' ')}.`);
      terrains.push(terrain as Terrain);
    }
    grid.push(terrains);
  }
  if (grid.length !== data.rows) return err(`${file}, terrain: ${grid.length} rows; the map is ${data.rows} rows high.`);
  return ok(grid);
}

function readPlace(record: FileData['places'][number], hexOf: (label: string) => Result<Hex>, cols: number, rows: number): Result<Place> {
  const labels = record.hexes ?? [];
  const edges = record.edges ?? [];
  if (record.kind === 'beyond') {
    if (labels.length) return err('a place beyond the map is reached through its edges; give edges, not hexes');
    if (!edges.length) return err('it has no hex: a place beyond the map needs the edges that lead to it');
  } else {
    if (edges.length) return err(`a ${record.kind} lists its hexes; only a place beyond the map gives edges`);
    if (!labels.length) return err('it has no hex');
  }
  if (record.kind === 'site' && labels.length !== 1) return err(`a site is one hex; this one lists ${labels.length}`);
  if (record.capitalOf !== undefined && record.kind !== 'site') return err('a capital is a site, one hex');
  const hexes: Hex[] = [];
  const seen = new Set<HexKey>();
  for (const label of labels) {
    const h = hexOf(label);
    if (!h.ok) return h;
    if (seen.has(hexKey(h.value))) return err(`hex ${label} is listed twice`);
    if (record.kind === 'edge' && !onEdge(h.value, cols, rows)) return err(`hex ${label} is not on the map's edge`);
    seen.add(hexKey(h.value));
    hexes.push(h.value);
  }
  for (const edge of edges) {
    for (const h of hexesOnEdge(edge, cols, rows)) {
      if (!seen.has(hexKey(h))) hexes.push(h);
      seen.add(hexKey(h));
    }
  }
  return ok({
    id: record.id, name: record.name, kind: record.kind, hexes,
    ...(edges.length ? { edges } : {}),
    ...(record.capitalOf !== undefined ? { capitalOf: record.capitalOf } : {}),
    source: record.source,
  });
}

function readRuns(file: string, kind: 'river' | 'ridge', records: FileData['rivers'], hexOf: (label: string) => Result<Hex>): Result<SideRun[]> {
  const runs: SideRun[] = [];
  for (const record of records) {
    const sides: Array<readonly [Hex, Hex]> = [];
    for (const text of record.sides) {
      const at = `${file}, ${kind} ${record.id}, side ${text}`;
      const [a, b] = text.split('/').map(hexOf) as [Result<Hex>, Result<Hex>];
      if (!a.ok) return err(`${at}: ${a.error}.`);
      if (!b.ok) return err(`${at}: ${b.error}.`);
      if (!adjacent(a.value, b.value)) return err(`${at}: the two hexes are not neighbours, so no side lies between them.`);
      sides.push([a.value, b.value]);
    }
    runs.push({ id: record.id, name: record.name, sides, source: record.source });
  }
  return ok(runs);
}

/** `, place stone-cross, hexes.0` from a zod path such as ['places', 3, 'hexes', 0]. */
function where(json: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return '';
  const [list, index, ...rest] = path;
  const named = RECORD[String(list)] ?? String(list);
  if (typeof index !== 'number') return `, ${named}${index === undefined ? '' : ` "${String(index)}"`}`;
  const record = (json as Record<string, unknown[]>)[list as string]?.[index] as { id?: unknown; hex?: unknown } | undefined;
  // Structures have no id: the hex names them.
  const id = typeof record?.id === 'string' ? record.id : typeof record?.hex === 'string' ? `${index + 1} (at ${record.hex})` : `number ${index + 1}`;
  return `, ${named} ${id}${rest.length ? `, ${rest.map(String).join('.')}` : ''}`;
}
