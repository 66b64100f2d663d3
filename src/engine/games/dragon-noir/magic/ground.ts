import { cellAt, hexsideBetween } from '../../../hex/board.ts';
import { sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { Unit } from '../state.ts';
import { TERRAIN, type HexsideKind } from '../terrain.ts';
import { SPIRIT_CHARACTERS } from './spirit-defs.ts';
import type { StepResult, Table } from '../table.ts';
import { magicBoard } from './overlay.ts';
import { isNarrowTunnel } from './tunnels.ts';

/**
 * What magic does to a step (read by `stepCost` in world.ts): a fireball's hex cannot be
 * entered while it burns (3.55), and a Gargoyle may fly over what would stop a walker (3.55).
 */

/** Why `h` cannot be entered because of a spell, or undefined. */
export function magicBarrier(table: Table, h: Hex): string | undefined {
  const fireballs = table.state.magic?.fireballs;
  if (!fireballs || fireballs.length === 0) return undefined;
  const fire = fireballs.find((f) => sameHex(f.hex, h) && f.until >= table.state.playerTurn);
  return fire ? `a fireball burns in ${labelOf(h)} (3.55)` : undefined;
}

/** What a Gargoyle's flight costs a hex: its MA of 10 flies 5 hexes at most (3.55). */
export const FLIGHT_MP = 2;

/** Hexsides that close the air as well as the ground. */
const SOLID: ReadonlySet<HexsideKind> = new Set(['wall', 'arrow-slit', 'bars']);

// Every step of every move asks this, so the flyers are known once rather than looked up.
const FLYERS = new Set(SPIRIT_CHARACTERS.filter((c) => c.traits.includes('flies')).map((c) => c.id));

export function flies(unit: Unit): boolean {
  return FLYERS.has(unit.character);
}

/**
 * A flyer's step: the cheaper of walking and flying. **Ours:** the flight passes water, bodies,
 * low walls, railings and one level up or down ("obstructions at level 1"), never walls, solid
 * rock, crevasses or a tunnel one hex wide, and costs 2 MP a hex, so its 10 MP fly 5 hexes.
 */
export function flightStep(table: Table, unit: Unit, from: Hex, to: Hex, walk: StepResult): StepResult {
  if (!flies(unit)) return walk;
  const board = magicBoard(table.board, table.state.magic);
  const a = cellAt(board, from)?.data;
  const b = cellAt(board, to)?.data;
  if (!a || !b || TERRAIN[b.terrain].mp === null) return walk;
  if (isNarrowTunnel(board, from) || isNarrowTunnel(board, to)) return walk;
  const side = hexsideBetween(board, from, to) as HexsideKind | undefined;
  if (side && SOLID.has(side)) return walk;
  if (Math.abs(a.level - b.level) > 1) return walk;
  if (walk.mp !== null && walk.mp <= FLIGHT_MP) return walk;
  // **Ours:** a flyer lands on the upper place of a hex of two (a walkway's deck).
  return walk.mp !== null ? { ...walk, mp: FLIGHT_MP } : { mp: FLIGHT_MP, below: false };
}
