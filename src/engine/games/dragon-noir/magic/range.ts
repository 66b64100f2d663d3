import { cellAt } from '../../../hex/board.ts';
import { distance, neighbours, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { RollModifier } from '../../../core/dice.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { volumeOf } from '../fire/fire.ts';
import { belowGround } from './underground.ts';
import type { DnBoard } from '../terrain.ts';
import type { Table } from '../world.ts';
import type { Caster } from './state.ts';

/**
 * Spell ranges (3.4). DN1: 10 hexes from the caster, his own hex not counted (level 2: 15 on
 * the surface, a translator's option). DN2: 7 at level 1, 10 at level 2, and only in the
 * caster's own cavern (map); a caster on a hex joining two maps casts into both. Beyond the
 * range a spell may still be tried at −1 on the die per hex over, measured to the spell's
 * farthest hex; a counterspell is measured from the counterer to the spell's target.
 */

/** Whether the DN2 limits apply here: in DN2, or underground in DN1 if the game follows the translator's advice. */
export function cavernRules(table: Table, at: Hex): boolean {
  if (volumeOf(table) === 2) return true;
  return table.state.options.undergroundMagic === 'dn2' && belowGround(table, at);
}

export function spellRange(table: Table, book: Caster, at: Hex): number {
  if (cavernRules(table, at)) return book.level === 2 ? 10 : 7;
  if (book.level === 2 && table.state.options.levelTwoSurfaceRange) return 15;
  return 10;
}

export interface Reach {
  /** Hexes to the spell's farthest hex. */
  distance: number;
  range: number;
  /** The die modifier: −1 a hex beyond the range. */
  modifier?: RollModifier;
}

export function reachOf(table: Table, book: Caster, from: Hex, hexes: readonly Hex[]): Reach {
  const range = spellRange(table, book, from);
  const far = hexes.reduce((m, h) => Math.max(m, distance(from, h)), 0);
  const over = Math.max(0, far - range);
  return { distance: far, range, ...(over ? { modifier: { label: `${far} hexes, ${over} beyond range ${range}`, value: -over } } : {}) };
}

/** The maps a caster in `at` casts into: his own, and the other one if he stands where two join (3.4 item 1). */
export function castersMaps(board: DnBoard, at: Hex): Set<string> {
  const maps = new Set<string>();
  const own = cellAt(board, at);
  if (!own) return maps;
  maps.add(own.map);
  for (const n of neighbours(at)) {
    const c = cellAt(board, n);
    if (c) maps.add(c.map);
  }
  return maps;
}

/** 3.4 item 1: under the cavern rules, every hex of the spell must lie in one of the caster's maps. */
export function inCaverns(table: Table, from: Hex, hexes: readonly Hex[], who: string): Result<true> {
  if (!cavernRules(table, from)) return ok(true);
  const maps = castersMaps(table.board, from);
  for (const h of hexes) {
    const cell = cellAt(table.board, h);
    if (cell && !maps.has(cell.map)) {
      return err(`${labelOf(h)} is on ${mapName(table.board, cell.map)}: underground, ${who}'s spells work only in his own cavern (3.4), and he stands on ${[...maps].map((m) => mapName(table.board, m)).join(' and ')}.`);
    }
  }
  return ok(true);
}

export function mapName(board: DnBoard, id: string): string {
  return board.maps.find((m) => m.id === id)?.name ?? id;
}

const adjacency = new WeakMap<DnBoard, Map<string, Set<string>>>();

/** Maps that touch each other on the board: a detection spell reaches one map beyond the caster's (3.54). */
export function neighbouringMaps(board: DnBoard, map: string): Set<string> {
  let found = adjacency.get(board);
  if (!found) {
    found = new Map();
    for (const cell of board.cells.values()) {
      for (const n of neighbours(cell.hex)) {
        const other = cellAt(board, n);
        if (!other || other.map === cell.map) continue;
        if (!found.has(cell.map)) found.set(cell.map, new Set());
        found.get(cell.map)!.add(other.map);
      }
    }
    adjacency.set(board, found);
  }
  return found.get(map) ?? new Set();
}
