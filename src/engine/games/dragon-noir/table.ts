import { cellAt, hexsideBetween, sideKey, type Cell } from '../../hex/board.ts';
import { DIRECTIONS, hexKey, type Hex } from '../../hex/hex.ts';
import { magicBoard } from './magic/overlay.ts';
import type { Scenario } from './scenario.ts';
import type { DnState } from './state.ts';
import { DOORWAY_COMBAT, TERRAIN, type DnBoard, type DnHex, type HexsideKind, type TerrainDef } from './terrain.ts';
import { WEB, webbedBoard } from './webs/webs.ts';
import { websOf } from './webs/state.ts';

/**
 * The table and its board as every rule reads them: the terrain, hexsides and webs of a hex, with
 * the spells laid on the printed maps. Below `world.ts` (who stands where, what a step costs), so
 * the folders that `world.ts` itself consults (Krobs, dragons, magic) can read the ground too.
 */

/**
 * The table as the rules see it: the board, the scenario and the state together, with the
 * questions every rule asks (who stands where, can he enter that hex, what does it cost, can
 * that enemy strike him from there).
 */
export interface Table {
  state: DnState;
  board: DnBoard;
  scenario: Scenario;
}

/**
 * The board as the rules read it: the printed maps with the terrain spells laid on them (3.52).
 * Every terrain, level and hexside question goes through here, never through `table.board`.
 */
export function boardOf(table: Table): DnBoard {
  // And with the spider webs as they stand (2.46, webs.ts).
  return webbedBoard(magicBoard(table.board, table.state.magic), websOf(table.state));
}

/** An intact spider web in the hex (2.31 item 9, 2.46). */
export function webAt(table: Table, h: Hex): boolean {
  const features = cellOf(table, h)?.data.features;
  return features !== undefined && features.length > 0 && features.includes(WEB);
}

export function cellOf(table: Table, h: Hex): Cell<DnHex> | undefined {
  return cellAt(boardOf(table), h);
}

/** What stands on the hexside between two neighbouring hexes: a wall, a door, a breach… */
export function hexsideAt(table: Table, a: Hex, b: Hex): HexsideKind | undefined {
  return hexsideBetween(boardOf(table), a, b) as HexsideKind | undefined;
}

export function terrainAt(table: Table, h: Hex): TerrainDef | undefined {
  const cell = cellOf(table, h);
  return cell ? TERRAIN[cell.data.terrain] : undefined;
}

export function onBoard(table: Table, h: Hex): boolean {
  return table.board.cells.has(hexKey(h));
}

/** An interior hex with a door in one of its sides: favourable in attack and defence. */
export function isDoorway(table: Table, h: Hex): boolean {
  const terrain = terrainAt(table, h);
  if (!terrain?.walled) return false;
  const board = boardOf(table);
  return DIRECTIONS.some((d) => board.hexsides.get(sideKey(h, d)) === 'door');
}

/** The melee value of one hex; Elves count trees as favourable. */
export function hexCombatValue(table: Table, h: Hex, elf = false): number {
  if (isDoorway(table, h)) return DOORWAY_COMBAT;
  const terrain = terrainAt(table, h);
  if (!terrain) return 0;
  if (terrain.id === 'trees' && elf) return 1;
  return terrain.combat;
}

/** A step's cost, and the place it arrives at: `below` on the ground under a walkway or in an entrance (2.37). */
export type StepResult = { mp: number; below: boolean } | { mp: null; why: string };
