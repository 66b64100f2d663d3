import type { RollRecord } from '../../../core/dice.ts';
import { CRT_TABLE, crtCell, isColumn } from './crt.ts';
import { rereadLeaderLoss } from './leader-loss.ts';
import { rereadNaval } from './naval.ts';
import { rereadTaunt } from './taunt.ts';

/**
 * For /dice verify: the result a combat roll's table gives, read again from what the roll records
 * (the CRT from its column and total; the other tables from their row and face), so a result
 * edited in the log no longer matches. Undefined for a roll of another table.
 */
export function rereadCombat(roll: RollRecord): string | undefined {
  if (roll.table === CRT_TABLE) {
    if (!roll.column || !isColumn(roll.column)) return undefined;
    return crtCell(roll.column, roll.total ?? roll.face).text;
  }
  return rereadNaval(roll) ?? rereadLeaderLoss(roll) ?? rereadTaunt(roll);
}
