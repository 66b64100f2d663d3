import { sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { isKrob } from '../sight.ts';
import type { DnState, Unit } from '../state.ts';
import type { DnBoard } from '../terrain.ts';
import { definition } from '../units.ts';
import type { Table } from '../world.ts';
import { isGharv } from '../gharvs/counters.ts';

/**
 * Where the entrances to the deep dungeons are (5.3, docs/map-format.md): the maps mark
 * entrances 1, 2 (6 on a second Dark Island), 3 and 5 with `deep-entrance-N`; entrance 4 opens
 * in the Jails cell the die chooses, on the hex bearing the cell's number (`cell-number`).
 * Entrance 1 and its passages serve scenario 4 only: a scenario opens it with
 * `deepDungeons.entranceOne`.
 */

const printed = new WeakMap<DnBoard, Map<number, Hex>>();

function printedEntrances(board: DnBoard): Map<number, Hex> {
  let found = printed.get(board);
  if (found) return found;
  found = new Map();
  for (const cell of board.cells.values()) {
    for (const f of cell.data.features) {
      const m = /^deep-entrance-(\d+)$/.exec(f);
      if (m && !found.has(Number(m[1]))) found.set(Number(m[1]), cell.hex);
    }
  }
  printed.set(board, found);
  return found;
}

/** The hex bearing a Jails cell's number: where entrance 4 opens if the die chose that cell. */
export function cellNumberHex(board: DnBoard, cell: number): Hex | undefined {
  for (const c of board.cells.values()) if (c.data.features.includes('cell-number') && c.data.features.includes(`cell-${cell}`)) return c.hex;
  return undefined;
}

/** Whether the board holds the Jails (its numbered cells): entrance 4 is in play. */
export function hasJails(board: DnBoard): boolean {
  return cellNumberHex(board, 1) !== undefined;
}

/** Whether entrance `n` is on this table at all (4: once the Jails are on the board, rolled or not). */
export function entranceInPlay(table: Table, n: number): boolean {
  if (n === 1 && !table.scenario.deepDungeons?.entranceOne) return false;
  if (n === 4) return hasJails(table.board);
  return printedEntrances(table.board).has(n);
}

/** The hex of entrance `n`, if it is in play and known (4: once rolled). */
export function entranceHex(table: Table, n: number): Hex | undefined {
  if (!entranceInPlay(table, n)) return undefined;
  if (n === 4) {
    const four = table.state.deep.entranceFour;
    return four ? cellNumberHex(table.board, four.cell) : undefined;
  }
  return printedEntrances(table.board).get(n);
}

/** Which entrance is in this hex, as far as `known` goes: entrance 4 counts only if rolled (and, for the Krobs, revealed). */
export function entranceAt(table: Table, h: Hex, fourKnown = true): number | undefined {
  for (const n of [1, 2, 3, 5, 6]) {
    const at = entranceHex(table, n);
    if (at && sameHex(at, h)) return n;
  }
  const four = table.state.deep.entranceFour;
  if (four && (fourKnown || four.revealed)) {
    const at = entranceHex(table, 4);
    if (at && sameHex(at, h)) return 4;
  }
  return undefined;
}

/** The entrances in play, for messages: "3 (F8), 5 (AV11)". Entrance 4 is named only if `withFour` and rolled. */
export function listEntrances(table: Table, withFour: boolean): string {
  const parts: string[] = [];
  for (const n of [1, 2, 3, 4, 5, 6]) {
    if (n === 4 && !withFour) continue;
    const at = entranceHex(table, n);
    if (at) parts.push(`${n} (${labelOf(at)})`);
    else if (n === 4 && entranceInPlay(table, 4)) parts.push('4 (a Jails cell, not yet rolled)');
  }
  return parts.join(', ') || 'none';
}

/** A counter of the Krobs: a Krob by its character, or in DN2 any character of the Krob player (sides[1]). */
export function isKrobCounter(state: DnState, unit: Unit): boolean {
  if (isGharv(unit)) return false;
  return isKrob(definition(unit)) || (state.volume === 2 && unit.side === state.sides[1]?.id);
}

/**
 * 5.3: "It is never possible for a Krob counter to be [at the end of a move] on an entrance to
 * the deep dungeons. They can, however, be on adjacent hexes." Ours: entrance 4 bars them only
 * once everyone knows where it is.
 */
export function krobBarred(table: Table, unit: Unit, h: Hex): string | undefined {
  if (!isKrobCounter(table.state, unit)) return undefined;
  const n = entranceAt(table, h, false);
  if (n === undefined) return undefined;
  return `${labelOf(h)} is entrance ${n} to the deep dungeons: a Krob may never end a move on one, only beside it (5.3).`;
}
