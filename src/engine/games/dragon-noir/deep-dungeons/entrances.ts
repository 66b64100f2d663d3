import { sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnBoard } from '../terrain.ts';
import type { Table } from '../world.ts';
import { entranceFour } from '../secret/entrance-four.ts';

/**
 * Where the entrances to the deep dungeons are (5.3, docs/map-format.md): the maps mark
 * entrances 1, 2 (6 on a second Dark Island), 3 and 5 with `deep-entrance-N`; entrance 4 opens
 * in the Jails cell the die chose at set-up (secret/entrance-four.ts), on the hex bearing the
 * cell's number. Entrance 1 and its passages serve scenario 4 only: a scenario opens it with
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

/** Whether entrance `n` is on this table at all (4: once the Jails are on the board and its cell rolled). */
export function entranceInPlay(table: Table, n: number): boolean {
  if (n === 1 && !table.scenario.deepDungeons?.entranceOne) return false;
  if (n === 4) return entranceFour(table.state) !== null;
  return printedEntrances(table.board).has(n);
}

/** The hex of entrance `n`, if it is in play. */
export function entranceHex(table: Table, n: number): Hex | undefined {
  if (!entranceInPlay(table, n)) return undefined;
  if (n === 4) return entranceFour(table.state)!.hex;
  return printedEntrances(table.board).get(n);
}

/**
 * Which entrance is in this hex. Entrance 4 counts for everyone once revealed, and before that
 * only for `side` if it is the side told where it is (asking for no side counts it always).
 */
export function entranceAt(table: Table, h: Hex, side?: string): number | undefined {
  for (const n of [1, 2, 3, 5, 6]) {
    const at = entranceHex(table, n);
    if (at && sameHex(at, h)) return n;
  }
  const four = table.state.secret.entranceFour;
  if (four && sameHex(four.hex, h) && (side === undefined || four.revealed || four.knownTo === side)) return 4;
  return undefined;
}

/** The entrances in play, for messages: "3 (F8), 5 (AV11)"; entrance 4 only if `withFour`. */
export function listEntrances(table: Table, withFour: boolean): string {
  const parts: string[] = [];
  for (const n of [1, 2, 3, 4, 5, 6]) {
    if (n === 4 && !withFour) continue;
    const at = entranceHex(table, n);
    if (at) parts.push(`${n} (${labelOf(at)})`);
  }
  return parts.join(', ') || 'none';
}
