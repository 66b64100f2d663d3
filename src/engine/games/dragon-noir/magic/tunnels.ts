import { cellAt } from '../../../hex/board.ts';
import { adjacent, neighbours, type Hex } from '../../../hex/hex.ts';
import { TERRAIN, type DnBoard } from '../terrain.ts';

/**
 * A tunnel one hex wide (3.53 Levitation, 3.55 Gargoyles: "the ceiling is too low"). A hex of a
 * tunnel is in a narrow stretch when no two of the open hexes around it touch each other: a
 * passage two hexes wide always has such a pair beside each of its hexes. **Ours:** the rules give
 * no test; this one reads the map as drawn.
 */
export function isNarrowTunnel(board: DnBoard, h: Hex): boolean {
  const cell = cellAt(board, h);
  if (!cell) return false;
  const terrain = cell.data.terrain;
  if (terrain !== 'tunnel' && terrain !== 'entrance') return false;
  const open = neighbours(h).filter((n) => {
    const c = cellAt(board, n);
    return c !== undefined && TERRAIN[c.data.terrain].mp !== null;
  });
  for (let i = 0; i < open.length; i++) for (let j = i + 1; j < open.length; j++) if (adjacent(open[i]!, open[j]!)) return false;
  return true;
}
