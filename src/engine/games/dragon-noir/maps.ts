import { err, ok, type Result } from '../../core/result.ts';
import { assembleBoard, seamsOf, sideKey, type Placement } from '../../hex/board.ts';
import { DIRECTIONS, hexKey, neighbour } from '../../hex/hex.ts';
import { columnLetters } from '../../hex/labels.ts';
import { parseMapFile, type MapEdge, type MapFile } from '../../hex/mapfile.ts';
import type { Scenario } from './scenario.ts';
import { HEXSIDE_KINDS, LEVEL_SYMBOLS, readSymbol, TERRAIN, type DnBoard, type HexsideKind } from './terrain.ts';

/**
 * Builds a scenario's board from map files. Building interiors (`#`) are walled off from every
 * other kind of hex automatically; the map's `hexsides:` list opens doors and windows in those
 * walls (or bars, cell doors, arrow-slits...), adds walls elsewhere, or says `open` where no
 * automatic wall belongs (a staircase inside a building). Each hex gets its level from the
 * `levels:` grid (0 where a map has none) and its features from the `areas:` it is in.
 *
 * Maps meet as the rules join them (1.41, 1.42): surface maps by any of their numbered edges,
 * underground maps only X to X and Y to Y, with the arrows of long edges pointing the same way.
 */
export function loadBoard(spec: Scenario['board'], maps: Record<string, string>): Result<DnBoard> {
  const placements: Placement[] = [];
  const copies = new Map<string, number>();
  for (const placed of spec.maps) {
    const text = maps[placed.map];
    if (text === undefined) return err(`board ${spec.id}: no map file "${placed.map}".`);
    const parsed = parseMapFile(text);
    if (!parsed.ok) return err(`map ${placed.map}: ${parsed.error}`);
    const levels = checkLevels(placed.map, parsed.value);
    if (!levels.ok) return levels;
    const copy = (copies.get(placed.map) ?? 0) + 1;
    copies.set(placed.map, copy);
    const file = { ...parsed.value, areas: renumbered(parsed.value.areas, copy) };
    for (const side of file.hexsides) {
      if (side.kind !== OPEN && !HEXSIDE_KINDS.includes(side.kind as HexsideKind)) {
        return err(`map ${placed.map} line ${side.line}: "${side.kind}" is not a hexside; use one of ${[...HEXSIDE_KINDS, OPEN].join(', ')}.`);
      }
    }
    placements.push({ id: placed.map, file, col: placed.col, row: placed.row, rotate: placed.rotate ?? 0 });
  }
  const board = assembleBoard(spec.id, spec.name, placements, (symbol, layers, areas) =>
    readSymbol(symbol, layers.levels === undefined ? 0 : LEVEL_SYMBOLS[layers.levels]!, [...areas]),
  );
  if (!board.ok) return board;
  const b = board.value;
  const joins = checkJoins(b, placements);
  if (!joins.ok) return joins;
  for (const cell of b.cells.values()) {
    if (!TERRAIN[cell.data.terrain].walled) continue;
    for (const d of DIRECTIONS) {
      const other = b.cells.get(hexKey(neighbour(cell.hex, d)));
      if (!other || TERRAIN[other.data.terrain].walled) continue;
      const key = sideKey(cell.hex, d);
      if (!b.hexsides.has(key)) b.hexsides.set(key, 'wall');
    }
  }
  // An `open` hexside has done its work once it has kept the automatic wall away.
  for (const [key, kind] of b.hexsides) if (kind === OPEN) b.hexsides.delete(key);
  return ok(b);
}

/** A hexside entry that only stops the automatic wall of a building interior. */
const OPEN = 'open';

/**
 * 5.3: the deep-dungeon entrance of the Dark Island is No. 2 on the first copy of the map and
 * No. 6 on the second; the Maze's No. 1 is on the first Maze map only.
 */
const LATER_COPIES: Record<string, string | null> = { 'deep-entrance-2': 'deep-entrance-6', 'deep-entrance-1': null };

function renumbered(areas: MapFile['areas'], copy: number): MapFile['areas'] {
  if (copy === 1) return areas;
  return areas.flatMap((a) => {
    const renamed = LATER_COPIES[a.name];
    if (renamed === undefined) return [a];
    return renamed === null ? [] : [{ ...a, name: renamed }];
  });
}

/** Every symbol of a `levels:` grid must be a level; a mistake names its line and hex. */
function checkLevels(id: string, file: MapFile): Result<true> {
  const grid = file.layers.levels;
  if (!grid) return ok(true);
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r]!.length; c++) {
      const symbol = grid[r]![c]!;
      if (LEVEL_SYMBOLS[symbol] === undefined) {
        const legend = Object.entries(LEVEL_SYMBOLS)
          .sort(([, a], [, b]) => b - a)
          .map(([s, level]) => `${s} for ${level}`)
          .join(', ');
        return err(`map ${id} line ${file.rowLines.levels![r]}: "${symbol}" at ${columnLetters(c)}${r + 1} is not a level; the levels are ${legend}.`);
      }
    }
  }
  return ok(true);
}

/**
 * 1.41, 1.42: the maps of a board must meet side to side over a whole side; surface maps with
 * surface maps (by any numbered edges), underground maps with underground maps, X to X and Y
 * to Y, and along long edges only with their arrows pointing the same way on the board.
 */
function checkJoins(board: DnBoard, placements: Placement[]): Result<true> {
  for (const seam of seamsOf(board)) {
    const [a, b] = [board.maps[seam.first]!, board.maps[seam.second]!];
    const [pa, pb] = [placements[seam.first]!, placements[seam.second]!];
    const where = `${a.name} and ${b.name}`;
    if (!seam.whole) return err(`board ${board.id}: ${where} meet along part of a side only; maps join side to side.`);
    if (a.kind !== b.kind) return err(`board ${board.id}: ${where} cannot meet: a ${a.kind} map joins only ${a.kind} maps.`);
    const ea = pa.file.edges[seam.firstSide];
    const eb = pb.file.edges[seam.secondSide];
    const named = (m: typeof a, side: string, e: MapEdge | undefined) => `${m.name} (${describe(side, e)})`;
    if (!ea || !eb) return err(`board ${board.id}: ${named(a, seam.firstSide, ea)} and ${named(b, seam.secondSide, eb)}: a side that joins another map needs a name in the map's edges.`);
    if (a.kind !== 'underground') continue;
    if (ea.name !== eb.name) {
      return err(`board ${board.id}: ${named(a, seam.firstSide, ea)} cannot meet ${named(b, seam.secondSide, eb)}: underground maps join X to X and Y to Y (1.42).`);
    }
    if (ea.arrow && eb.arrow) {
      const onBoard = (arrow: typeof ea.arrow, rotate: 0 | 180) => (rotate === 180 ? ({ east: 'west', west: 'east', north: 'south', south: 'north' } as const)[arrow!] : arrow);
      if (onBoard(ea.arrow, a.rotate) !== onBoard(eb.arrow, b.rotate)) {
        return err(`board ${board.id}: ${named(a, seam.firstSide, ea)} and ${named(b, seam.secondSide, eb)}: along a long edge the arrows must point the same way (1.42); turn one of the maps round.`);
      }
    }
  }
  return ok(true);
}

function describe(side: string, edge: MapEdge | undefined): string {
  if (!edge) return `${side} edge, unnamed`;
  const parts = [`${side} edge`];
  if (edge.name) parts.push(edge.name);
  if (edge.arrow) parts.push(`arrow ${edge.arrow}`);
  return parts.join(' ');
}
