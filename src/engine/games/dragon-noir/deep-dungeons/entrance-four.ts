import type { Dice, RollRecord } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnState } from '../state.ts';
import type { Table } from '../world.ts';
import { cellNumberHex } from './entrances.ts';

/**
 * Entrance No. 4 (5.3): "in one of the jail cells. To determine which one, roll the die: the
 * number obtained identifies which cell has the entrance (re-roll on 9 or 0)." The translator
 * suggests rolling "when the first character tries to exit in the Jails". Ours: the die is
 * rolled the first time the Adventurers need to know, when one of them writes exit 4 or tries
 * to go down in a Jails cell; the roll and the cell go to the Adventurer player alone, and the
 * Krobs learn it when someone goes down or comes up there. Until then it is a secret (it
 * is in `secrets()`, never in a public event or image).
 */

export function rollEntranceFour(table: Table, dice: Dice): { state: DnState; events: GameEvent[]; cell: number } {
  const rolls: RollRecord[] = [];
  let cell = 0;
  while (cell === 0) {
    const roll = dice.roll(10, 'Entrance 4 to the deep dungeons: which Jails cell');
    rolls.push(roll.record);
    const ok = roll.face <= 8;
    roll.explain({ table: '5.3 entrance No. 4', result: ok ? `cell ${roll.face}` : 're-roll (9 or 0)' });
    if (ok) cell = roll.face;
  }
  const { state } = table;
  const hex = cellNumberHex(table.board, cell);
  const adventurers = state.sides[0]!.id;
  const text = `The die puts entrance 4 to the deep dungeons in cell ${cell}${hex ? ` (${labelOf(hex)})` : ''} of the Jails; the Krobs do not know it.`;
  return {
    state: { ...state, deep: { ...state.deep, entranceFour: { cell, revealed: false } } },
    events: [{ type: 'deep-entrance-four', text, visibleTo: [adventurers], rolls, data: { cell } }],
    cell,
  };
}

/** Entrance 4 is seen by all once a character goes down or comes up there. */
export function revealEntranceFour(table: Table): { state: DnState; events: GameEvent[] } {
  const { state } = table;
  const four = state.deep.entranceFour;
  if (!four || four.revealed) return { state, events: [] };
  const hex = cellNumberHex(table.board, four.cell);
  return {
    state: { ...state, deep: { ...state.deep, entranceFour: { ...four, revealed: true } } },
    events: [{ type: 'deep-entrance-four', text: `Entrance 4 to the deep dungeons is in cell ${four.cell}${hex ? ` (${labelOf(hex)})` : ''} of the Jails.`, visibleTo: 'all', data: { cell: four.cell } }],
  };
}
