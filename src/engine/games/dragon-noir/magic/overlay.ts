import { sideKey } from '../../../hex/board.ts';
import { hexKey, type Direction } from '../../../hex/hex.ts';
import type { DnBoard, DnHex, TerrainId } from '../terrain.ts';
import type { MagicState, OverlayPiece } from './state.ts';

/**
 * The board as the terrain spells leave it (3.52). A spell's marker lies on the map until the
 * scenario ends: its hexes take a new terrain (and features, like a tower's rampart) and its
 * hexsides new walls, doors or breaches. Every rule reads the board through `boardOf(table)`
 * (world.ts), which is this: the printed board with every piece laid on it, in the order cast.
 *
 * The result is cached per list of pieces: a state's `overlay` array is only ever replaced,
 * never changed, so rules that cache per board (lines of fire) stay right and cheap.
 */

const laid = new WeakMap<readonly OverlayPiece[], { base: DnBoard; board: DnBoard }>();

export function magicBoard(base: DnBoard, magic: MagicState | undefined): DnBoard {
  const pieces = magic?.overlay;
  if (!pieces || pieces.length === 0) return base;
  const cached = laid.get(pieces);
  if (cached && cached.base === base) return cached.board;
  const cells = new Map(base.cells);
  const hexsides = new Map(base.hexsides);
  for (const piece of pieces) {
    for (const h of piece.hexes) {
      const key = hexKey(h.hex);
      const cell = cells.get(key);
      if (!cell) continue;
      const data: DnHex = { ...cell.data, terrain: h.terrain as TerrainId, features: [...cell.data.features.filter((f) => !h.features.includes(f)), ...h.features] };
      cells.set(key, { ...cell, data });
    }
    for (const side of piece.sides) hexsides.set(sideKey(side.hex, side.direction as Direction), side.kind);
  }
  const board: DnBoard = { ...base, cells, hexsides, fingerprint: `${base.fingerprint}+magic:${pieces.map((p) => `${p.marker}@${p.hexes.map((h) => hexKey(h.hex)).join('.')}${p.sides.length ? `/${p.sides.length}` : ''}`).join(',')}` };
  laid.set(pieces, { base, board });
  return board;
}
