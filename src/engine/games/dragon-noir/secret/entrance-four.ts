import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import type { Hex } from '../../../hex/hex.ts';
import { hexKey } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { Scenario } from '../scenario.ts';
import type { DnState } from '../state.ts';
import type { DnBoard } from '../terrain.ts';
import type { SecretState } from './state.ts';

/**
 * The deep entrance No. 4 (5.3; checklist 103, 109): in one of the eight Jails cells, chosen by
 * a d10 at set-up, 9 and 0 rolled again. The cell's numbered hex (`cell-number` on the map) is
 * where it opens. Only the side the scenario names (`entranceFour.knownTo`, the Krobs) is told,
 * until it is revealed: when a character of another side enters that cell, or when the deep
 * dungeons' journeys bring someone out through it (`revealEntranceFour`).
 *
 * For the deep dungeons: `entranceFour(state)` is the one place to ask where No. 4 is.
 */

const CELLS = 8;

/** The numbered hex of each Jails cell on the board, by cell number (the first Jails map only). */
export function jailsCells(board: DnBoard): Map<number, Hex> {
  const cells = new Map<number, Hex>();
  for (const cell of board.cells.values()) {
    if (!cell.data.features.includes('cell-number')) continue;
    const n = cell.data.features.map((f) => /^cell-(\d+)$/.exec(f)).find((m) => m);
    if (n && !cells.has(Number(n[1]))) cells.set(Number(n[1]), cell.hex);
  }
  return cells;
}

/** Rolls the cell as the game is set up, on a board that holds the Jails. */
export function rollEntranceFour(scenario: Scenario, board: DnBoard, dice: Dice): SecretState['entranceFour'] {
  const cells = jailsCells(board);
  if (cells.size < CELLS) return null;
  let face = 0;
  // "Re-roll on 9 or 0": a face of 9 or 10 is rolled again.
  for (let guard = 0; guard < 100 && (face < 1 || face > CELLS); guard++) face = dice.roll(10, 'Deep entrance No. 4: which Jails cell (5.3; 9 and 0 roll again)', 'the cell of the deep entrance No. 4').face;
  if (face < 1 || face > CELLS) face = 1;
  return { cell: face, hex: cells.get(face)!, knownTo: scenario.entranceFour?.knownTo ?? null, revealed: false };
}

/** Where the deep entrance No. 4 is, for the rules that need it (the deep dungeons): null without the Jails. */
export function entranceFour(state: DnState): { cell: number; hex: Hex; revealed: boolean } | null {
  const e = state.secret.entranceFour;
  return e ? { cell: e.cell, hex: e.hex, revealed: e.revealed } : null;
}

/** Shows everyone where No. 4 is, with a public line (the deep dungeons call this when someone comes out there). */
export function revealEntranceFour(state: DnState, why: string): { state: DnState; events: GameEvent[] } {
  const e = state.secret.entranceFour;
  if (!e || e.revealed) return { state, events: [] };
  return {
    state: { ...state, secret: { ...state.secret, entranceFour: { ...e, revealed: true } } },
    events: [{ type: 'entrance-four', text: `The deep entrance No. 4 is in Jails cell ${e.cell} (${labelOf(e.hex)}): ${why}.`, visibleTo: 'all' }],
  };
}

/** After any order: a character of a side not told where No. 4 is who enters that cell finds it. */
export function findEntranceFour(state: DnState, board: DnBoard): { state: DnState; events: GameEvent[] } {
  const e = state.secret.entranceFour;
  if (!e || e.revealed) return { state, events: [] };
  const area = `cell-${e.cell}`;
  const inCell = new Set([...board.cells.values()].filter((c) => c.data.features.includes(area)).map((c) => hexKey(c.hex)));
  const finder = state.units.find((u) => !u.dead && u.hex && u.side !== e.knownTo && inCell.has(hexKey(u.hex)));
  return finder ? revealEntranceFour(state, `${finder.name} finds it`) : { state, events: [] };
}
