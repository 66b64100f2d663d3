import type { DnState, MoveRecord, Unit } from '../state.ts';
import { counterNow } from '../units.ts';

/**
 * What a character has moved this phase (2.3): the MP spent, his allowance as hits and wounds
 * have left it, and the hexes he went through (the arrows on the map). The orders of one phase
 * are one continuous move, so each order reads the record the last one left.
 */

export function moveRecord(state: DnState, unit: Unit): MoveRecord | undefined {
  return state.moves.find((m) => m.unit === unit.id);
}

export function allowanceLeft(state: DnState, unit: Unit): number {
  const record = moveRecord(state, unit);
  if (!record) return counterNow(unit, state.volume).move;
  return Math.max(0, record.allowance - record.spent);
}
