import { cellAt } from '../../../hex/board.ts';
import type { Hex } from '../../../hex/hex.ts';
import { isUnderground } from '../fire/sight.ts';
import type { Table } from '../world.ts';

/**
 * Whether a hex is in the caverns, for magic (3.4's limits, group 1 above ground only, spirits'
 * halved time): on a map of `kind: underground`, or in tunnels and rock on any map.
 */
export function belowGround(table: Table, h: Hex): boolean {
  const cell = cellAt(table.board, h);
  if (!cell) return false;
  if (table.board.maps.find((m) => m.id === cell.map)?.kind === 'underground') return true;
  return isUnderground(table, h);
}
