import { err, ok, type Result } from '../../core/result.ts';
import { assembleBoard, sideKey } from '../../hex/board.ts';
import { DIRECTIONS, hexKey, neighbour } from '../../hex/hex.ts';
import { parseMapFile } from '../../hex/mapfile.ts';
import type { Scenario } from './scenario.ts';
import { HEXSIDE_KINDS, readSymbol, TERRAIN, type DnBoard, type HexsideKind } from './terrain.ts';

/**
 * Builds a scenario's board from map files. Building interiors (`#`) are walled off from every
 * other kind of hex automatically; the map's `hexsides:` list opens doors and windows in those
 * walls, or adds walls elsewhere.
 */
export function loadBoard(spec: Scenario['board'], maps: Record<string, string>): Result<DnBoard> {
  const placements = [];
  for (const placed of spec.maps) {
    const text = maps[placed.map];
    if (text === undefined) return err(`board ${spec.id}: no map file "${placed.map}".`);
    const file = parseMapFile(text);
    if (!file.ok) return err(`map ${placed.map}: ${file.error}`);
    for (const side of file.value.hexsides) {
      if (!HEXSIDE_KINDS.includes(side.kind as HexsideKind)) {
        return err(`map ${placed.map} line ${side.line}: "${side.kind}" is not a hexside; use one of ${HEXSIDE_KINDS.join(', ')}.`);
      }
    }
    placements.push({ id: placed.map, file: file.value, col: placed.col, row: placed.row });
  }
  const board = assembleBoard(spec.id, spec.name, placements, (symbol) => readSymbol(symbol));
  if (!board.ok) return board;
  const b = board.value;
  for (const cell of b.cells.values()) {
    if (!TERRAIN[cell.data.terrain].walled) continue;
    for (const d of DIRECTIONS) {
      const other = b.cells.get(hexKey(neighbour(cell.hex, d)));
      if (!other || TERRAIN[other.data.terrain].walled) continue;
      const key = sideKey(cell.hex, d);
      if (!b.hexsides.has(key)) b.hexsides.set(key, 'wall');
    }
  }
  return ok(b);
}
