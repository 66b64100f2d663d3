import type { DragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { LEVEL_SYMBOLS } from '../../src/engine/games/dragon-noir/terrain.ts';
import { hexKey } from '../../src/engine/hex/hex.ts';
import { fromOffset, parseLabel } from '../../src/engine/hex/labels.ts';
import { phase, table, type Placement } from './dragon-noir.ts';

/**
 * Test boards with levels and hex features, for the rules of levels, walkways and jumps. The
 * levels are drawn as rows of the map format's level symbols (`+` 1, `0` 0, `-` -1, `=` -2,
 * `h` 0.5, `i` -0.5, `j` -1.5); features are given by hex label. They are written onto the board
 * the module built for the test, which no other test shares.
 */
export function levelled(
  rows: string[],
  levels: string[],
  placement: Placement,
  features: Record<string, string[]> = {},
  hexsides: string[] = [],
): { module: DragonNoir; state: DnState } {
  const t = table(rows, placement, hexsides, features);
  const board = t.module.board('test');
  levels.forEach((line, row) => {
    line
      .trim()
      .split(/\s+/)
      .forEach((symbol, col) => {
        const level = LEVEL_SYMBOLS[symbol];
        if (level === undefined) throw new Error(`no level symbol ${symbol}`);
        board.cells.get(hexKey(fromOffset(col, row)))!.data.level = level;
      });
  });
  for (const [label, list] of Object.entries(features)) board.cells.get(hexKey(parseLabel(label)!))!.data.features = list;
  return t;
}

/** The same, in the Rebels' movement phase. */
export function levelledMove(rows: string[], levels: string[], placement: Placement, features: Record<string, string[]> = {}, hexsides: string[] = []) {
  const t = levelled(rows, levels, placement, features, hexsides);
  return { module: t.module, state: phase(t.state, 'rebels', 'movement') };
}

/** A 10x8 board of one symbol, and one level everywhere. */
export const flat = (symbol = '.') => Array.from({ length: 8 }, () => Array.from({ length: 10 }, () => symbol).join(' '));
